// Build-time image pipeline: for every listing photo `/photos/<slug>/<n>.jpg` in the data, reads
// the source `data/photos/<slug>/<n>.jpg` and writes AVIF and WebP copies at the widths the pages
// ask for into public/photos/. Widths, formats and file names are the pages' own
// (lib/listings/photos.ts). Outputs are cached by a hash of the source and the settings, so an
// unchanged photo is not encoded again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { exists } from '../scripts/build/fs-utils.ts';
import { loadTs, ROOT } from '../scripts/load-ts.mjs';

const { PHOTO_FORMATS, PHOTO_WIDTHS, isPipelinePhoto, photoSourceFile, photoVariant } =
  await loadTs('lib/listings/photos.ts');
const CACHE_FILE = path.join(ROOT, '.cache', 'images.json');
const WIDTHS = [...PHOTO_WIDTHS];
const ENCODERS = {
  // AVIF at effort 2: measured 1.0 s for the four widths of one photo against 7.0 s at effort
  // 4, for files 13% larger (104 KB against 92 KB in all).
  avif: (img) => img.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (img) => img.webp({ quality: 74, effort: 4 }),
};
// A format the pages ask for without an encoder here would leave their <source> broken.
for (const format of PHOTO_FORMATS)
  if (!ENCODERS[format]) throw new Error(`photo-variants: no encoder for ${format}`);
const SETTINGS = JSON.stringify({ WIDTHS, v: 1, avif: 'q50e2', webp: 'q74e4' });

/** Listing photos referenced by the data (broken records are left to the data validation). */
export async function photoPaths(listings) {
  const paths = new Set();
  for (const listing of listings) {
    for (const src of Array.isArray(listing?.images) ? listing.images : []) {
      if (typeof src === 'string' && isPipelinePhoto(src)) paths.add(src);
    }
  }
  return [...paths].sort();
}

async function run() {
  const started = performance.now();
  const listings = JSON.parse(await readFile(path.join(ROOT, 'data', 'listings.json'), 'utf8'));
  const photos = await photoPaths(listings);
  let cache = {};
  try {
    cache = JSON.parse(await readFile(CACHE_FILE, 'utf8'));
  } catch {
    // first build
  }
  const nextCache = {};
  let encoded = 0;
  let reused = 0;
  let bytes = 0;
  const missing = [];

  async function processPhoto(src) {
    const source = path.join(ROOT, photoSourceFile(src));
    if (!(await exists(source))) {
      missing.push(`${src} (expected ${path.relative(ROOT, source)})`);
      return;
    }
    const input = await readFile(source);
    const hash = createHash('sha256').update(input).update(SETTINGS).digest('hex');
    const outputs = WIDTHS.flatMap((width) =>
      PHOTO_FORMATS.map((format) => ({
        width,
        format,
        file: path.join(ROOT, 'public', photoVariant(src, width, format)),
      })),
    );
    nextCache[src] = hash;
    if (
      cache[src] === hash &&
      (await Promise.all(outputs.map((o) => exists(o.file)))).every(Boolean)
    ) {
      reused++;
      return;
    }
    await mkdir(path.dirname(outputs[0].file), { recursive: true });
    for (const { width, format, file } of outputs) {
      const data = await ENCODERS[format](
        sharp(input).resize({ width, withoutEnlargement: true }),
      ).toBuffer();
      await writeFile(file, data);
      bytes += data.length;
    }
    encoded++;
  }

  // Two photos at a time: libvips already uses threads inside each encode.
  const queue = [...photos];
  const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    while (queue.length) await processPhoto(queue.shift());
  });
  await Promise.all(workers);
  if (missing.length) {
    console.error(`photo-variants: source photos missing:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  await mkdir(path.dirname(CACHE_FILE), { recursive: true });
  await writeFile(CACHE_FILE, JSON.stringify(nextCache, null, 1));
  console.log(
    `photo-variants: ${photos.length} photos, ${encoded} encoded (${(bytes / 1024 / 1024).toFixed(1)} MB written), ${reused} unchanged, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
