/**
 * Responsive photo variants. Listing photos are referenced as `/photos/<slug>/<n>.jpg`; the
 * source file is `data/photos/<slug>/<n>.jpg` and scripts/images.mjs writes AVIF and WebP copies
 * at these widths next to where the page asks for them: `/photos/<slug>/<n>-<width>.<format>`.
 */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Every photo is rendered at 3:2; these are the intrinsic sizes used for width/height. */
export const PHOTO_SIZE = { width: 1600, height: 1067 } as const;

export function isPipelinePhoto(src: string): boolean {
  return /^\/photos\/.+\.jpg$/.test(src);
}

export function photoVariant(src: string, width: number, format: PhotoFormat): string {
  return src.replace(/\.jpg$/, `-${width}.${format}`);
}

export function photoSrcSet(src: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoVariant(src, width, format)} ${width}w`).join(', ');
}

/** The <img> fallback: a mid-size WebP, which every browser that ignores <source> still reads. */
export function photoFallback(src: string): string {
  return photoVariant(src, 1200, 'webp');
}
