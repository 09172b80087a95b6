// Build-time image pipeline: for every listing photo `/photos/<slug>/<n>.jpg` in the data, reads
// the source `data/photos/<slug>/<n>.jpg` and writes AVIF and WebP copies at the widths the pages
// ask for into public/photos/. Widths, formats and file names are the pages' own
// (lib/listings/photos.ts). Outputs are cached by a hash of the source and the settings, so an
// unchanged photo is not encoded again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DEVELOPMENTS_DIR, readRecordFolder } from '@/lib/developments/folder';
import { LISTINGS_DIR, readListingFolder } from '@/lib/listings/folder';
import {
  isPipelinePhoto,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoSourceFile,
  photoVariant,
  type PhotoFormat,
} from '@/lib/listings/photos';
import { BUILD_ENV } from '@/lib/site/env';
import { exists, secondsSince } from './fs-utils';
import { ROOT } from './root';

const CACHE_FILE = path.join(ROOT, '.cache', 'images.json');
const WIDTHS = [...PHOTO_WIDTHS];
// One encoder for every format the pages ask for, which the type requires: a format without one
// would leave their <source> broken.
const ENCODERS: Record<PhotoFormat, (img: Sharp) => Sharp> = {
  // AVIF at effort 2: measured 1.0 s for the four widths of one photo against 7.0 s at effort
  // 4, for files 13% larger (104 KB against 92 KB in all).
  avif: (img) => img.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (img) => img.webp({ quality: 74, effort: 4 }),
};
const SETTINGS = JSON.stringify({ WIDTHS, v: 1, avif: 'q50e2', webp: 'q74e4' });

/**
 * Listing photos referenced by the data, each once, sorted. Broken records are skipped here and
 * left to the data validation, which names them.
 */
export function photoPaths(listings: unknown): string[] {
  const paths = new Set<string>();
  for (const listing of Array.isArray(listings) ? listings : []) {
    const images: unknown =
      typeof listing === 'object' && listing !== null && 'images' in listing
        ? listing.images
        : undefined;
    for (const src of Array.isArray(images) ? images : []) {
      if (typeof src === 'string' && isPipelinePhoto(src)) paths.add(src);
    }
  }
  return [...paths].sort();
}

/** A field of an unchecked record, or undefined. */
function valueOf(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null ? Reflect.get(record, key) : undefined;
}

/** The hash each photo had at the last build, by its path (none at the first build). */
async function readCache(): Promise<ReadonlyMap<string, unknown>> {
  try {
    const cache: unknown = JSON.parse(await readFile(CACHE_FILE, 'utf8'));
    if (typeof cache === 'object' && cache !== null) return new Map(Object.entries(cache));
  } catch {
    // first build
  }
  return new Map();
}

export async function run(): Promise<string> {
  const started = performance.now();
  // The stored records, not the validated listings: this step runs before the data is checked
  // (preview-images loads it), and a file that cannot be read stops the build here, named.
  const photos = photoPaths([
    ...readListingFolder(LISTINGS_DIR, ROOT).map((s) => s.record),
    // A development's photos and its progress photos are made alike (lib/developments/).
    ...readRecordFolder(DEVELOPMENTS_DIR, 'development', ROOT).map(({ record }) => ({
      images: [
        ...(Array.isArray(valueOf(record, 'images'))
          ? (valueOf(record, 'images') as unknown[])
          : []),
        ...(Array.isArray(valueOf(record, 'progress'))
          ? (valueOf(record, 'progress') as unknown[]).map((p) => valueOf(p, 'photo'))
          : []),
      ],
    })),
  ]);
  const cache = await readCache();
  const nextCache: Record<string, string> = {};
  let encoded = 0;
  let reused = 0;
  let bytes = 0;
  const missing: string[] = [];

  async function processPhoto(src: string): Promise<void> {
    const source = path.join(ROOT, photoSourceFile(src, BUILD_ENV.listingsData));
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
      cache.get(src) === hash &&
      (await Promise.all(outputs.map((o) => exists(o.file)))).every(Boolean)
    ) {
      reused++;
      return;
    }
    for (const folder of new Set(outputs.map((o) => path.dirname(o.file))))
      await mkdir(folder, { recursive: true });
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
    for (let src = queue.shift(); src; src = queue.shift()) await processPhoto(src);
  });
  await Promise.all(workers);
  if (missing.length) throw new Error(`source photos missing:\n  ${missing.join('\n  ')}`);
  await mkdir(path.dirname(CACHE_FILE), { recursive: true });
  await writeFile(CACHE_FILE, JSON.stringify(nextCache, null, 1));
  return `${photos.length} photos, ${encoded} encoded (${(bytes / 1024 / 1024).toFixed(1)} MB written), ${reused} unchanged, in ${secondsSince(started)}`;
}
