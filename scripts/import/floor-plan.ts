import sharp from 'sharp';
import { FLOOR_PLAN_MAX_BYTES } from '@/lib/listings/plan-file';
import type { PhotoOptions } from './photo-types';
import { MAX_PIXELS, readSource, shown, whatItIs } from './photos';

/**
 * The floor plan step of the import: the file a row's `floor_plan` names (a path next to the
 * listings file, or an https address), checked and made into what the site serves. An image is
 * turned upright, made at most 2000 px on its longer side and saved as WebP without its
 * metadata, and never cropped: a plan cut at its edges loses rooms. A PDF is checked (a whole,
 * unencrypted document with at least one page) and kept as it is. Every problem is one line
 * naming the file; nothing is written here.
 */

export type PlanFileResult =
  | { ok: true; bytes: Buffer; ext: 'webp' | 'pdf'; width?: number; height?: number }
  | { ok: false; problem: string };

/** Longer side of a stored plan image: sharp enough to read a room's name on a phone, zoomed. */
export const PLAN_LONG_SIDE = 2000;
/** Shorter than this on its longer side, a plan is too small to read. */
export const PLAN_MIN_SIDE = 600;
const READABLE = new Set(['jpeg', 'png', 'webp', 'tiff', 'gif']);

export async function prepareFloorPlan(
  source: string,
  options: PhotoOptions,
): Promise<PlanFileResult> {
  const name = shown(source);
  try {
    const read = await readSource(
      source,
      name,
      { ...options, maxBytes: FLOOR_PLAN_MAX_BYTES },
      'floor plan',
    );
    if (!read.ok) return read;
    const made =
      read.bytes.subarray(0, 5).toString('latin1') === '%PDF-'
        ? checkPdf(read.bytes)
        : await makeImage(read.bytes);
    return made.ok ? made : { ok: false, problem: `floor plan ${name} ${made.problem}` };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `floor plan ${name} could not be prepared (${text})` };
  }
}

/** A PDF as it is, if it is whole, open to read, and has a page. */
export function checkPdf(bytes: Buffer): PlanFileResult {
  const text = bytes.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF'))
    return { ok: false, problem: 'is a PDF that is cut short (it has no end): save it again' };
  if (/\/Encrypt\b/.test(text))
    return { ok: false, problem: 'is a PDF locked with a password: save it without one' };
  if (!/\/Type\s*\/Page\b/.test(text) && !/\/Type\s*\/Pages\b/.test(text))
    return { ok: false, problem: 'is a PDF with no page in it' };
  return { ok: true, bytes, ext: 'pdf' };
}

async function makeImage(bytes: Buffer): Promise<PlanFileResult> {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: `is not an image or a PDF (${whatItIs(bytes)})` };
  }
  if (!READABLE.has(meta.format))
    return {
      ok: false,
      problem: `is not a file the import reads (${meta.format}); a floor plan must be a PDF, JPEG, PNG, WebP or TIFF`,
    };
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_PIXELS)
    return {
      ok: false,
      problem: `is ${width} × ${height} px, more than ${MAX_PIXELS / 1e6} megapixels`,
    };
  if (Math.max(width, height) < PLAN_MIN_SIDE)
    return {
      ok: false,
      problem: `is ${width} × ${height} px; a floor plan must be at least ${PLAN_MIN_SIDE} px on its longer side to be read`,
    };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(PLAN_LONG_SIDE, PLAN_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, ext: 'webp', width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'is not an image (the file is cut short or damaged)' };
  }
}
