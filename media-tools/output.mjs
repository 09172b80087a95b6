// @ts-check
// Writing results: JPEGs through sharp (mozjpeg) with a size budget, video frames as PNGs, and
// the ffmpeg encodes for the walk-throughs.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Encodes 8-bit RGB pixels as a JPEG. If the file would exceed `maxBytes`, it is re-encoded at
 * lower quality (in steps of 4) rather than failing, and the quality used is reported.
 * @param {Buffer} rgb
 * @param {number} width
 * @param {number} height
 * @param {string} file
 * @param {object} opts
 * @param {number} opts.quality 1-100
 * @param {number} [opts.maxBytes] size budget
 * @param {{ width: number, height: number }} [opts.resize] scale down first (thumbnails)
 * @returns {Promise<{ bytes: number, quality: number }>}
 */
export async function writeJpeg(rgb, width, height, file, { quality, maxBytes, resize }) {
  mkdirSync(path.dirname(file), { recursive: true });
  let q = quality;
  for (;;) {
    let img = sharp(rgb, { raw: { width, height, channels: 3 } });
    if (resize) img = img.resize(resize.width, resize.height, { kernel: 'lanczos3' });
    const buf = await img
      .jpeg({ quality: q, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (!maxBytes || buf.length <= maxBytes || q <= 50) {
      writeFileSync(file, buf);
      return { bytes: buf.length, quality: q };
    }
    q -= 4;
  }
}

/**
 * Writes one video frame as a PNG (lossless, fast compression: it is a temporary file).
 * @param {Buffer} rgb
 * @param {number} width
 * @param {number} height
 * @param {string} file
 */
export function writeFramePng(rgb, width, height, file) {
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toFile(file);
}

/** True if an ffmpeg binary is on the PATH. */
export function hasFfmpeg() {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * Encodes numbered PNG frames (frame-0000.png ...) into WebM (VP9) and MP4 (H.264), without
 * audio. `-fflags +bitexact` keeps encoder version strings out of the files.
 * @param {string} frameDir
 * @param {number} fps
 * @param {string} webmFile
 * @param {string} mp4File
 * @param {{ webm?: number, mp4?: number }} [crf] constant-quality levels (default 38 and 28)
 * @returns {{ webm: number, mp4: number }} encode time of each, in ms
 */
export function encodeVideos(frameDir, fps, webmFile, mp4File, crf = {}) {
  mkdirSync(path.dirname(webmFile), { recursive: true });
  const input = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-framerate',
    String(fps),
    '-i',
    path.join(frameDir, 'frame-%04d.png'),
  ];
  const common = ['-an', '-pix_fmt', 'yuv420p', '-fflags', '+bitexact', '-map_metadata', '-1'];
  const t0 = Date.now();
  run([
    'ffmpeg',
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    String(crf.webm ?? 38),
    '-row-mt',
    '1',
    '-deadline',
    'good',
    ...common,
    webmFile,
  ]);
  const t1 = Date.now();
  run([
    'ffmpeg',
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    String(crf.mp4 ?? 28),
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    ...common,
    mp4File,
  ]);
  return { webm: t1 - t0, mp4: Date.now() - t1 };
}

/**
 * Runs a command with its output going to ours; throws if it fails.
 * @param {string[]} argv command and arguments
 */
function run([cmd, ...args]) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with status ${r.status}`);
}
