// Rendering of preview images, used by the entry script directly and inside its worker threads.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import sharp, { type OutputInfo, type OverlayOptions } from 'sharp';
import {
  HEIGHT,
  TEXT_BOX,
  WIDTH,
  fonts,
  listingBackdrop,
  listingText,
  type Box,
  type PreviewListing,
} from './design';

// WhatsApp and other previews refuse images above ~300 KB.
export const MAX_BYTES = 300 * 1024;
// Plain libjpeg at quality 80: measured 6 ms an encode against 42 ms for mozjpeg, for files
// about a fifth larger (60 KB against 50 KB): at 10,000 listings that is minutes of build time.
const JPEG = { quality: 80, chromaSubsampling: '4:2:0' };

/** A listing's preview to render: what it shows, its photo, and the file to write. */
export interface ListingJob {
  listing: PreviewListing;
  photoFile: string;
  outFile: string;
}

/** Decoded pixels, 1200x630, as sharp gives them back. */
interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

const svg = async (element: Box, width = WIDTH, height = HEIGHT) =>
  Buffer.from(await satori(element, { width, height, fonts }));

/** Writes through a temporary name, so a stopped build never leaves half a file in the cache. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Encodes `pixels` (raw, 1200x630) with `layer` on top, lowering the quality if too large. */
async function encode(
  { data, info }: Pixels,
  layer: OverlayOptions,
  label: string,
): Promise<Buffer> {
  let quality = JPEG.quality;
  for (;;) {
    const jpeg = await sharp(data, { raw: info })
      .composite([layer])
      .jpeg({ ...JPEG, quality })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES) return jpeg;
    if (quality <= 40) throw new Error(`${label}: ${jpeg.length} bytes, over ${MAX_BYTES}`);
    quality -= 10;
  }
}

/** Resizes a photo to the preview frame, as raw pixels. */
export async function photoPixels(photoFile: string, backdrop?: Buffer): Promise<Pixels> {
  const photo = await sharp(photoFile)
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (!backdrop) return photo;
  return sharp(photo.data, { raw: photo.info })
    .composite([{ input: backdrop }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Renders listing previews. Backdrops (photo, gradient, wordmark and status pill) are made once
 * per photo and status and reused: generated listings share a handful of photos, so the work
 * per listing is laying out and drawing its own text, in a box a third of the image.
 */
export function listingRenderer(): (job: ListingJob) => Promise<number> {
  const backdrops = new Map<string, Promise<Pixels>>();
  return async function renderListing({ listing, photoFile, outFile }) {
    const key = `${listing.status}:${photoFile}`;
    let base = backdrops.get(key);
    if (!base) {
      base = svg(listingBackdrop(listing.status)).then((layer) => photoPixels(photoFile, layer));
      backdrops.set(key, base);
    }
    const pixels = await base;
    const text = await svg(listingText(listing), TEXT_BOX.width, TEXT_BOX.height);
    const jpeg = await encode(
      pixels,
      { input: text, left: TEXT_BOX.left, top: TEXT_BOX.top },
      outFile,
    );
    await writeAtomic(outFile, jpeg);
    return jpeg.length;
  };
}

/** One-off cards (the site's default preview): photo and full design in one layer. */
export async function renderCard(
  element: Box,
  photoFile: string,
  outFile: string,
): Promise<number> {
  const jpeg = await encode(await photoPixels(photoFile), { input: await svg(element) }, outFile);
  await writeAtomic(outFile, jpeg);
  return jpeg.length;
}
