import type { ComponentProps } from 'react';
import { isPipelinePhoto, PHOTO_SIZE, photoFallback, photoSrcSet } from '@/lib/listings/photos';
import { Photo } from './photo';

type PictureProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> & {
  /** A listing photo, `/photos/<slug>/<n>.jpg` (other images fall back to a plain <img>). */
  src: string;
  alt: string;
  /** Which width the photo takes on screen, so the browser picks the smallest sufficient file. */
  sizes: string;
  /** The widest variant worth offering, in pixels (all of them by default). */
  upTo?: number;
  priority?: boolean;
};

/**
 * A listing photo as <picture>: AVIF, then WebP, at several widths, with the intrinsic size set
 * so nothing shifts while it loads.
 */
export function Picture({
  src,
  alt,
  sizes,
  upTo,
  priority = false,
  className,
  ...rest
}: PictureProps) {
  const img = (file: string) => (
    <Photo
      src={file}
      alt={alt}
      width={PHOTO_SIZE.width}
      height={PHOTO_SIZE.height}
      priority={priority}
      className={className}
      {...rest}
    />
  );
  if (!isPipelinePhoto(src)) return img(src);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(src, 'avif', upTo)} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(src, 'webp', upTo)} sizes={sizes} />
      {img(photoFallback(src))}
    </picture>
  );
}
