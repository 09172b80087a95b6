/**
 * Listing photos and their responsive variants, for the pages and the build steps alike. A
 * listing refers to a photo as `/photos/<slug>/<n>.jpg`; the source file is
 * `data/photos/<slug>/<n>.jpg`, and scripts/build/photo-variants.ts writes AVIF and WebP copies at
 * these widths where the pages ask for them: `/photos/<slug>/<n>-<width>.<format>`.
 */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Every photo is rendered at 3:2; these are the intrinsic sizes used for width/height. */
export const PHOTO_SIZE = { width: 1600, height: 1067 } as const;

/** The path rule of a listing photo (the data validation uses it too). */
export const LISTING_PHOTO_PATH = /^\/photos\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/;

export function isPipelinePhoto(src: string): boolean {
  return LISTING_PHOTO_PATH.test(src);
}

/**
 * The source file of a listing photo, relative to the project: `data/photos/<slug>/<n>.jpg`
 * (`dataDir` is the listings' data folder, BUILD_ENV.listingsData in a build).
 */
export function photoSourceFile(src: string, dataDir = 'data'): string {
  return `${dataDir}${src}`;
}

export function photoVariant(src: string, width: number, format: PhotoFormat): string {
  return src.replace(/\.jpg$/, `-${width}.${format}`);
}

/**
 * The variants a <source> offers, up to `upTo` pixels wide: a photo never shown wider than the
 * narrowest variant's share of a 3x screen (a thumbnail) needs no other.
 */
export function photoSrcSet(src: string, format: PhotoFormat, upTo = Infinity): string {
  const widths = PHOTO_WIDTHS.filter((width, index) => index === 0 || width <= upTo);
  return widths.map((width) => `${photoVariant(src, width, format)} ${width}w`).join(', ');
}

/** The <img> fallback: a mid-size WebP, which every browser that ignores <source> still reads. */
export function photoFallback(src: string): string {
  return photoVariant(src, 1200, 'webp');
}
