#!/usr/bin/env node
// @ts-check
// Renders the listing media: photos, 360° panoramas (with data/tours.json) and walk-through
// videos, from simple furnished 3D models of each home (media-tools/plans/).
//
// Why: the site needs real-looking interiors, we can't download sample photos, and we commit
// nobody else's images. So we ray-cast our own. Everything is deterministic (seeded noise, no
// clock, no Math.random): rerunning gives byte-identical JPEGs and a clean git diff.
//
// Usage:
//   node media-tools/render.mjs [--only photos|panoramas|videos] [--slug <slug>]
//
// Writes data/photos/<slug>/<n>.jpg, public/media/<slug>/tour/*.jpg, data/tours.json and
// public/media/<slug>/walkthrough.{webm,mp4} + walkthrough-poster.jpg. Videos need ffmpeg
// (apt-get install ffmpeg). See media-tools/README.md for how the renderer works.

import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { readListings } from './listings.mjs';
import { encodeVideos, hasFfmpeg, writeFramePng, writeJpeg } from './output.mjs';
import { planFor } from './plans/index.mjs';
import { createPool } from './pool.mjs';
import { autoExposure, toneMap } from './raster.mjs';
import { buildScene } from './scene.mjs';
import { buildTour, panoramaCamera } from './tour.mjs';
import { cameraPath } from './walkthrough.mjs';

/** @typedef {import('./pool.mjs').Pool} Pool */
/** @typedef {import('./scene.mjs').Plan} Plan */
/** @typedef {import('./scene.mjs').Scene} Scene */
/** @typedef {import('./tour.mjs').Tour} Tour */

/**
 * @typedef {object} Listing the fields of a listing (data/listings/<slug>.json) the renderer reads
 * @property {string} slug
 * @property {string[]} images one photo is rendered per entry
 * @property {boolean} has360
 * @property {boolean} hasVideo
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PHOTO = { width: 1600, height: 1067, hfov: 70, quality: 84, maxBytes: 350_000 };
const PANORAMA = {
  width: 3072,
  height: 1536,
  quality: 80,
  maxBytes: 900_000,
  thumb: { width: 512, height: 256 },
};
const VIDEO = {
  width: 960,
  height: 540,
  fps: 24,
  seconds: 11,
  posterQuality: 82,
  maxBytes: 2_000_000,
};

// Photos get edge anti-aliasing and floor reflections. Video frames trade a little accuracy
// for speed: cached indirect light, no reflections, a coarser edge threshold.
const PHOTO_QUALITY = { refine: true, threshold: 0.035, reflections: true };
const PANORAMA_QUALITY = { refine: true, threshold: 0.06, reflections: true };
const VIDEO_QUALITY = { refine: true, threshold: 0.09, reflections: false, cache: true };

const KINDS = ['photos', 'panoramas', 'videos'];

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`render: ${message}`);
  process.exit(1);
}

function parseCli() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      slug: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node media-tools/render.mjs [--only photos|panoramas|videos] [--slug <slug>]',
    );
    process.exit(0);
  }
  if (values.only && !KINDS.includes(values.only))
    fail(`--only must be one of ${KINDS.join(', ')}`);
  return { kinds: values.only ? [values.only] : KINDS, slug: values.slug };
}

/** @param {string} file */
const rel = (file) => path.relative(ROOT, file);
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {number} ms */
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Per-kind tally of written files, printed at the end. */
const tally = Object.fromEntries(KINDS.map((k) => [k, { files: 0, bytes: 0, ms: 0 }]));

/**
 * @param {string} kind one of KINDS
 * @param {string} file
 * @param {number} bytes
 * @param {number} ms
 * @param {string} [note]
 */
function logFile(kind, file, bytes, ms, note = '') {
  tally[kind].files++;
  tally[kind].bytes += bytes;
  console.log(`  ${rel(file).padEnd(66)} ${kb(bytes).padStart(10)} ${secs(ms).padStart(8)}${note}`);
}

/**
 * @param {Pool} pool
 * @param {Listing} listing
 * @param {Plan} plan
 */
async function renderPhotos(pool, listing, plan) {
  const count = listing.images.length;
  if (plan.photos.length < count)
    throw new Error(
      `${listing.slug}: plan has ${plan.photos.length} photo cameras, listing needs ${count}`,
    );
  const dir = path.join(ROOT, 'data', 'photos', listing.slug);
  for (let n = 1; n <= count; n++) {
    const t0 = Date.now();
    /** @type {import('./camera.mjs').PerspectiveCamera} */
    const view = { type: 'perspective', hfov: PHOTO.hfov, ...plan.photos[n - 1] };
    const hdr = await pool.image(listing.slug, view, PHOTO.width, PHOTO.height, PHOTO_QUALITY);
    const rgb = toneMap(hdr, autoExposure(hdr) * (plan.exposure ?? 1));
    const file = path.join(dir, `${n}.jpg`);
    const { bytes, quality } = await writeJpeg(rgb, PHOTO.width, PHOTO.height, file, PHOTO);
    logFile(
      'photos',
      file,
      bytes,
      Date.now() - t0,
      quality !== PHOTO.quality ? `  (quality ${quality} to fit)` : '',
    );
  }
  removeStale(dir, (name) => /^\d+\.jpg$/.test(name) && Number.parseInt(name, 10) > count);
}

/**
 * Deletes files left over from an earlier run that this run no longer produces, and says so.
 * @param {string} dir
 * @param {(name: string) => boolean} isStale
 */
function removeStale(dir, isStale) {
  /** @type {string[]} */
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names.filter(isStale)) {
    unlinkSync(path.join(dir, name));
    console.log(`  removed stale ${rel(path.join(dir, name))}`);
  }
}

/**
 * @param {Pool} pool
 * @param {Listing} listing
 * @param {Plan} plan
 * @param {Scene} scene
 */
async function renderPanoramas(pool, listing, plan, scene) {
  if (!plan.tour) throw new Error(`${listing.slug}: has360 is true but the plan has no tour`);
  const dir = path.join(ROOT, 'public', 'media', listing.slug, 'tour');
  for (const entry of plan.tour) {
    const t0 = Date.now();
    const cam = panoramaCamera(scene, entry);
    const hdr = await pool.image(
      listing.slug,
      cam,
      PANORAMA.width,
      PANORAMA.height,
      PANORAMA_QUALITY,
    );
    const rgb = toneMap(hdr, autoExposure(hdr) * (plan.exposure ?? 1));
    const file = path.join(dir, `${entry.room}.jpg`);
    const full = await writeJpeg(rgb, PANORAMA.width, PANORAMA.height, file, PANORAMA);
    logFile(
      'panoramas',
      file,
      full.bytes,
      Date.now() - t0,
      full.quality !== PANORAMA.quality ? `  (quality ${full.quality} to fit)` : '',
    );
    const thumbFile = path.join(dir, `${entry.room}-thumb.jpg`);
    const thumb = await writeJpeg(rgb, PANORAMA.width, PANORAMA.height, thumbFile, {
      quality: PANORAMA.quality,
      resize: PANORAMA.thumb,
    });
    logFile('panoramas', thumbFile, thumb.bytes, 0);
  }
  const keep = new Set(plan.tour.flatMap((e) => [`${e.room}.jpg`, `${e.room}-thumb.jpg`]));
  removeStale(dir, (name) => name.endsWith('.jpg') && !keep.has(name));
}

/**
 * Writes data/tours.json: the tours just built replace their listings' entries, entries of
 * listings not rendered this time are kept, and the order is the listings' (by slug, as their
 * files sort), so a rerun gives a clean diff.
 * @param {Listing[]} listings
 * @param {Record<string, Tour>} built
 */
function writeTours(listings, built) {
  const file = path.join(ROOT, 'data', 'tours.json');
  /** @type {Record<string, Tour>} */
  let existing = {};
  try {
    existing = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    existing = {};
  }
  /** @type {Record<string, Tour>} */
  const out = {};
  for (const l of listings) {
    if (!l.has360) continue;
    const tour = built[l.slug] ?? existing[l.slug];
    if (tour) out[l.slug] = tour;
  }
  const text = `${JSON.stringify(out, null, 2)}\n`;
  writeFileSync(file, text);
  console.log(`  ${rel(file).padEnd(66)} ${kb(Buffer.byteLength(text)).padStart(10)}`);
}

/**
 * @param {Pool} pool
 * @param {Listing} listing
 * @param {Plan} plan
 */
async function renderVideo(pool, listing, plan) {
  const slug = listing.slug;
  if (!plan.video) throw new Error(`${slug}: hasVideo is true but the plan has no video path`);
  const frames = VIDEO.fps * VIDEO.seconds;
  const camAt = cameraPath(plan.video.keys);
  const views = Array.from({ length: frames }, (_, i) => camAt(i / (frames - 1)));
  const t0 = Date.now();

  // Exposure follows the rooms like a camera's auto-exposure, but smoothly: measure on small
  // renders of every few frames, then average over about a second to avoid flicker.
  const step = 4;
  /** @type {number[]} */
  const measured = [];
  for (let i = 0; i < frames; i += step) {
    const hdr = await pool.image(
      slug,
      views[i],
      192,
      108,
      { ...VIDEO_QUALITY, refine: false },
      108,
    );
    measured.push(autoExposure(hdr));
  }
  const exposure = views.map((_, i) => {
    let sum = 0;
    let weight = 0;
    for (let j = 0; j < measured.length; j++) {
      const w = Math.max(0, 1 - Math.abs(j * step - i) / VIDEO.fps);
      sum += measured[j] * w;
      weight += w;
    }
    return (sum / weight) * (plan.exposure ?? 1);
  });

  const tmp = mkdtempSync(path.join(os.tmpdir(), `nyumba360-${slug}-`));
  const dir = path.join(ROOT, 'public', 'media', slug);
  try {
    let poster = null;
    const batch = pool.size * 2;
    for (let start = 0; start < frames; start += batch) {
      const ids = Array.from({ length: Math.min(batch, frames - start) }, (_, k) => start + k);
      const hdrs = await Promise.all(
        ids.map((i) => pool.image(slug, views[i], VIDEO.width, VIDEO.height, VIDEO_QUALITY, 90)),
      );
      for (let k = 0; k < ids.length; k++) {
        const rgb = toneMap(hdrs[k], exposure[ids[k]]);
        if (ids[k] === 0) poster = rgb;
        await writeFramePng(
          rgb,
          VIDEO.width,
          VIDEO.height,
          path.join(tmp, `frame-${String(ids[k]).padStart(4, '0')}.png`),
        );
      }
      if (process.stdout.isTTY)
        process.stdout.write(`\r  ${slug}: frame ${Math.min(frames, start + batch)}/${frames}`);
    }
    if (process.stdout.isTTY) process.stdout.write('\r');
    console.log(
      `  ${slug}: ${frames} frames (${VIDEO.width}x${VIDEO.height}) rendered in ${secs(Date.now() - t0)}`,
    );

    const webm = path.join(dir, 'walkthrough.webm');
    const mp4 = path.join(dir, 'walkthrough.mp4');
    const encodeMs = encodeVideos(tmp, VIDEO.fps, webm, mp4, plan.video.crf);
    for (const file of [webm, mp4]) {
      const bytes = statSync(file).size;
      if (bytes > VIDEO.maxBytes)
        throw new Error(`${rel(file)} is ${kb(bytes)}, over the ${kb(VIDEO.maxBytes)} budget`);
      logFile('videos', file, bytes, encodeMs[file === webm ? 'webm' : 'mp4'], '  (encode)');
    }
    const posterFile = path.join(dir, 'walkthrough-poster.jpg');
    const p = await writeJpeg(
      /** @type {Buffer} */ (poster),
      VIDEO.width,
      VIDEO.height,
      posterFile,
      { quality: VIDEO.posterQuality },
    );
    logFile('videos', posterFile, p.bytes, 0);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const { kinds, slug } = parseCli();
  /** @type {Listing[]} */
  let listings = [];
  try {
    listings = readListings(ROOT).map((s) => /** @type {Listing} */ (s.record));
  } catch (err) {
    fail(`cannot read the listings: ${/** @type {Error} */ (err).message}`);
  }
  const selected = slug ? listings.filter((l) => l.slug === slug) : listings;
  if (slug && selected.length === 0) fail(`no listing with slug "${slug}" in data/listings/`);
  if (kinds.includes('videos') && selected.some((l) => l.hasVideo) && !hasFfmpeg()) {
    fail(
      'ffmpeg is needed to encode the walk-through videos but was not found. Install it (apt-get install ffmpeg) or run with --only photos / --only panoramas.',
    );
  }

  const started = Date.now();
  const pool = createPool();
  console.log(
    `Rendering ${kinds.join(', ')} for ${selected.length} listing(s) on ${pool.size} worker thread(s)`,
  );
  /** @type {Record<string, Tour>} */
  const tours = {};
  try {
    for (const kind of kinds) {
      const t0 = Date.now();
      console.log(`\n${kind}`);
      for (const listing of selected) {
        const plan = planFor(listing.slug);
        if (kind === 'photos') await renderPhotos(pool, listing, plan);
        if (kind === 'panoramas' && listing.has360) {
          const scene = buildScene(plan);
          await renderPanoramas(pool, listing, plan, scene);
          tours[listing.slug] = buildTour(scene, listing.slug);
        } else if (kind === 'panoramas') {
          console.log(`  ${listing.slug}: no 360° tour (has360 is false)`);
        }
        if (kind === 'videos' && listing.hasVideo) await renderVideo(pool, listing, plan);
        else if (kind === 'videos')
          console.log(`  ${listing.slug}: no walk-through (hasVideo is false)`);
      }
      if (kind === 'panoramas') writeTours(listings, tours);
      tally[kind].ms = Date.now() - t0;
    }
  } finally {
    await pool.close();
  }

  console.log('\nSummary');
  for (const kind of kinds) {
    const t = tally[kind];
    console.log(
      `  ${kind.padEnd(10)} ${String(t.files).padStart(3)} files ${kb(t.bytes).padStart(12)} ${secs(t.ms).padStart(9)}`,
    );
  }
  const files = kinds.reduce((n, k) => n + tally[k].files, 0);
  const bytes = kinds.reduce((n, k) => n + tally[k].bytes, 0);
  console.log(
    `  ${'total'.padEnd(10)} ${String(files).padStart(3)} files ${kb(bytes).padStart(12)} ${secs(Date.now() - started).padStart(9)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
