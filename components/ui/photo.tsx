import type { ComponentProps } from 'react';

type PhotoProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space so nothing shifts while the image loads. */
  width: number;
  height: number;
  /** The first image a visitor sees: loaded at once, with high priority. */
  priority?: boolean;
};

/**
 * A plain <img>. Images are prepared at build time, so next/image would only add client
 * JavaScript (about 6 KB gzip) to every page for no gain under a static export.
 */
export function Photo({
  priority = false,
  loading,
  decoding = 'async',
  alt,
  sizes,
  ...rest
}: PhotoProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      {...rest}
      alt={alt}
      // `sizes` only means something beside `srcset` (and is invalid HTML without it).
      // Attributes a photo does not have are left out rather than set to undefined, which a
      // server-drawn page would still write into its payload, photo by photo.
      {...(rest.srcSet && { sizes })}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      {...(priority && { fetchPriority: 'high' })}
      decoding={decoding}
    />
  );
}
