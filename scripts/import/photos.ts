import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_SIZE } from '@/lib/listings/photos';
import { download, tooLarge } from './download';
import type { PhotoOptions, PhotoResult, PreparePhotos } from './photo-types';

/**
 * The photo step of the import: each source a row gives (a path next to the listings file, or
 * an https address) read, checked and made into the site's photo, a 3:2 JPEG cropped from the
 * centre. Every problem is one line that names the photo, for the office to fix the row; no
 * input makes it throw. Nothing is written: the caller stores the bytes.
 */

export type { PhotoOptions, PhotoResult } from './photo-types';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_BYTES = 25_000_000;
/** Narrower than this, the 3:2 crop would be enlarged into a blur. */
export const MIN_WIDTH = 800;
/** The height a photo MIN_WIDTH wide needs for its 3:2 crop. */
export const MIN_HEIGHT = Math.ceil((MIN_WIDTH * 2) / 3);
/** A photo more than 3 times longer one way than the other would lose most of itself. */
export const MAX_ASPECT = 3;
/**
 * Sharp refuses to decode larger images: a small file can declare a huge one (a decompression
 * bomb) and hold the memory of the whole import. Cameras stay well below (61 MP at most).
 */
export const MAX_PIXELS = 100_000_000;
const CONCURRENCY = 4;
const READABLE = new Set(['jpeg', 'png', 'webp', 'tiff', 'gif', 'heif']);

/** One photo source → the site's photo: a 3:2 JPEG of 1600×1067, cropped from the centre. */
export async function preparePhoto(source: string, options: PhotoOptions): Promise<PhotoResult> {
  const name = shown(source);
  try {
    const read = await readSource(source, name, options);
    if (!read.ok) return read;
    const made = await makePhoto(read.bytes);
    return made.ok ? made : { ok: false, problem: `photo ${name} ${made.problem}` };
  } catch (error) {
    // A failure no check foresaw still ends as this photo's problem, not the import's.
    return { ok: false, problem: `photo ${name} could not be prepared (${errorText(error)})` };
  }
}

/** Several sources, a few at a time (concurrency 4), results in order. */
export const preparePhotos: PreparePhotos = async (sources, options) => {
  const results: PhotoResult[] = new Array<PhotoResult>(sources.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < sources.length) {
      const at = next++;
      results[at] = await preparePhoto(sources[at] ?? '', options);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, sources.length) }, worker));
  return results;
};

/**
 * The source as a message quotes it: on one line, and an address longer than 80 characters cut
 * in its middle, which keeps the server and the file's name.
 */
export function shown(source: string): string {
  const chars = [...source.replace(/[\s\p{Cc}]+/gu, ' ').trim()];
  const text =
    chars.length > 80
      ? `${chars.slice(0, 50).join('')}…${chars.slice(-29).join('')}`
      : chars.join('');
  return `"${text}"`;
}

export type Read = { ok: true; bytes: Buffer } | { ok: false; problem: string };

/**
 * The bytes of a file a row names (a photo, or `what` else: a floor plan); `name` is the source as
 * the messages quote it.
 */
export async function readSource(
  source: string,
  name: string,
  options: PhotoOptions,
  what = 'photo',
): Promise<Read> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const text = source.trim();
  if (text === '')
    return { ok: false, problem: `${what} ${name} is empty: name a file or an address` };
  // A scheme ('https:', 'file:'); Windows drive letters count as paths on Windows only.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !path.isAbsolute(text)) {
    const scheme = text.slice(0, text.indexOf(':')).toLowerCase();
    if (scheme === 'http')
      return { ok: false, problem: `${what} ${name} must be an https address` };
    if (scheme !== 'https' || !URL.canParse(text))
      return {
        ok: false,
        problem: `${what} ${name} must be an https address or a path next to the listings file`,
      };
    const got = await download(text, {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBytes,
      ca: options.ca,
    });
    return got.ok ? got : { ok: false, problem: `${what} ${name} ${got.problem}` };
  }
  return readLocal(text, name, options.baseDir, maxBytes, what);
}

/** A file next to the listings file. Separators of files made on Windows ('\') work anywhere. */
async function readLocal(
  source: string,
  name: string,
  baseDir: string,
  maxBytes: number,
  what: string,
): Promise<Read> {
  const file = path.resolve(baseDir, source.replaceAll('\\', '/'));
  let handle;
  try {
    // Without blocking: opening a named pipe would otherwise wait for a writer forever.
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { ok: false, problem: openProblem(error, name, what) };
  }
  try {
    // The size of the file opened, not of the name looked up: the two cannot differ.
    const stats = await handle.stat();
    if (stats.isDirectory())
      return { ok: false, problem: `${what} ${name} is a folder, not a file` };
    if (!stats.isFile()) return { ok: false, problem: `${what} ${name} is not a file` };
    if (stats.size > maxBytes)
      return { ok: false, problem: `${what} ${name} ${tooLarge(stats.size, maxBytes)}` };
    const bytes = await handle.readFile();
    // A file still being written may have grown since.
    if (bytes.length > maxBytes)
      return { ok: false, problem: `${what} ${name} ${tooLarge(bytes.length, maxBytes)}` };
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, problem: `${what} ${name} could not be read (${errorText(error)})` };
  } finally {
    await handle.close();
  }
}

function openProblem(error: unknown, name: string, what: string): string {
  const code = errorCode(error);
  if (code === 'ENOENT' || code === 'ENOTDIR') return `no file ${name} next to the listings file`;
  if (code === 'EISDIR') return `${what} ${name} is a folder, not a file`;
  if (code === 'EACCES' || code === 'EPERM')
    return `${what} ${name} could not be read (permission denied)`;
  return `${what} ${name} could not be read (${errorText(error)})`;
}

/**
 * The site's photo from the bytes of any image: turned upright as the camera recorded, cropped
 * to 3:2 around the centre, and saved without its metadata, since the GPS position a phone
 * writes would show the home's exact place where the site shows an approximate one.
 */
async function makePhoto(bytes: Buffer): Promise<PhotoResult> {
  // The header only, read without the pixel limit so that a bomb can be named by its size.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: `is not an image (${whatItIs(bytes)})` };
  }
  if (!READABLE.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1'))
    return { ok: false, problem: unreadableFormat(meta, bytes) };
  const sizeProblem = checkSize(meta.autoOrient.width, meta.autoOrient.height);
  if (sizeProblem) return { ok: false, problem: sizeProblem };
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(PHOTO_SIZE.width, PHOTO_SIZE.height, { fit: 'cover', position: 'centre' })
      // Transparent parts (a PNG's) become white, as on the page, not JPEG's black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true, progressive: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, problem: 'is not an image (the file is cut short or damaged)' };
  }
}

/** What is wrong with an image of this size (after turning it upright), if anything. */
export function checkSize(width: number, height: number): string | undefined {
  if (width * height > MAX_PIXELS)
    return (
      `is ${width} × ${height} px (${Math.round((width * height) / 1e6)} megapixels); ` +
      `photos may have at most ${MAX_PIXELS / 1e6} megapixels`
    );
  if (width < MIN_WIDTH) return `is ${width} px wide; photos must be at least ${MIN_WIDTH} px wide`;
  if (height > width * MAX_ASPECT)
    return `is ${width} × ${height} px, too tall and narrow to crop to 3:2 (the height may be at most ${MAX_ASPECT} times the width)`;
  if (width > height * MAX_ASPECT)
    return `is ${width} × ${height} px, too wide and low to crop to 3:2 (the width may be at most ${MAX_ASPECT} times the height)`;
  if (height < MIN_HEIGHT)
    return `is ${height} px high; photos must be at least ${MIN_HEIGHT} px high`;
  return undefined;
}

function unreadableFormat(meta: Metadata, bytes: Buffer): string {
  if (meta.format === 'heif')
    return 'is a HEIC photo, which the import cannot read: save it as JPEG and import again';
  if (meta.format === 'svg') return 'is not a photo (it is an SVG drawing)';
  return `is not an image the import reads (${whatItIs(bytes)}); photos must be JPEG, PNG, WebP, AVIF or TIFF`;
}

/** What a file that is not an image holds, guessed from its first bytes. */
export function whatItIs(bytes: Buffer): string {
  if (bytes.length === 0) return 'the file is empty';
  const start = bytes.subarray(0, 512).toString('latin1');
  if (start.startsWith('%PDF-')) return 'it is a PDF document';
  if (start.startsWith('PK\x03\x04')) return 'it is a zip archive or an office document';
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*<(!doctype html|html|head|body)\b/i.test(start))
    return 'it is a web page, perhaps an error or sign-in page';
  // No control bytes but tabs and line breaks: words, not pixels.
  if (!/[\x00-\x08\x0E-\x1F\x7F]/.test(start)) return 'it is text';
  return 'its contents are not in an image format';
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

/** An error's message on one short line. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}
