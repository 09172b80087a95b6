#!/usr/bin/env node
// @ts-check
// Renders the listing media: photos, 360° panoramas (with data/tours.json) and walk-through
// videos, from simple furnished 3D models of each home (media-tools/plans/), and the photos of
// the developments sold off-plan: the finished project and its building stages
// (media-tools/plans/developments/).
//
// Why: the site needs real-looking interiors, we can't download sample photos, and we commit
// nobody else's images. So we ray-cast our own. Everything is deterministic (seeded noise, no
// clock, no Math.random): rerunning gives byte-identical JPEGs and a clean git diff.
//
// Usage:
//   node media-tools/render.mjs [--only photos|panoramas|videos|developments|floorplans] [--slug <slug>]
//     [--preview]
//
// Writes data/photos/<slug>/<n>.jpg, public/media/<slug>/tour/*.jpg, data/tours.json,
// public/media/<slug>/walkthrough.{webm,mp4} + walkthrough-poster.jpg and a development's
// data/photos/<project>/<name>.jpg. Videos need ffmpeg (apt-get install ffmpeg). --preview draws
// the photos small and quickly into the system's temporary folder, to check a camera or a scene
// before the slow full render. See media-tools/README.md for how the renderer works.

import {
  existsSync,
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

import { developmentPhotoNames, ownImages, readListings } from './listings.mjs';
import { encodeVideos, hasFfmpeg, writeFramePng, writeJpeg } from './output.mjs';
import { DEVELOPMENTS, sceneKey } from './plans/developments/index.mjs';
import { planFor } from './plans/index.mjs';
import { createPool } from './pool.mjs';
import { autoExposure, toneMap } from './raster.mjs';
import { floorPlanOf } from './floorplan.mjs';
import { buildScene } from './scene.mjs';
import { buildTour, panoramaCamera } from './tour.mjs';
import { cameraPath } from './walkthrough.mjs';

/** @typedef {import('./pool.mjs').Pool} Pool */
/** @typedef {import('./scene.mjs').Plan} Plan */
/** @typedef {import('./scene.mjs').Scene} Scene */
/** @typedef {import('./tour.mjs').Tour} Tour */
/** @typedef {import('./developments.mjs').Development} Development */

/**
 * @typedef {object} Listing the fields of a listing (data/listings/<slug>.json) the renderer reads
 * @property {string} slug
 * @property {string[]} images one photo is rendered per entry in the listing's own folder
 *   (`ownImages`); an entry elsewhere is another's photo (a unit's photo of its project)
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

// A preview is a fifth of the size, without anti-aliasing or reflections: seconds, not minutes.
const PREVIEW = { width: 480, height: 320, quality: 80 };
const PREVIEW_QUALITY = { refine: false, reflections: false };

// 'floorplans' renders nothing: it writes data/floorplans.json from the plans, in a moment.
const KINDS = ['photos', 'panoramas', 'videos', 'developments', 'floorplans'];

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
      preview: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node media-tools/render.mjs [--only photos|panoramas|videos|developments|floorplans] [--slug <slug>] [--preview]\n' +
        '  --slug     one listing, or one development (its project photos)\n' +
        '  --preview  small, quick photos in the temporary folder; the repository is not touched',
    );
    process.exit(0);
  }
  if (values.only && !KINDS.includes(values.only))
    fail(`--only must be one of ${KINDS.join(', ')}`);
  // A preview is of photos only: panoramas and videos are checked through the full render.
  const previewKinds = ['photos', 'developments'];
  if (values.preview && values.only && !previewKinds.includes(values.only))
    fail(`--preview draws ${previewKinds.join(' and ')} only`);
  const kinds = values.only ? [values.only] : values.preview ? previewKinds : KINDS;
  return { kinds, slug: values.slug, preview: Boolean(values.preview) };
}

/** Where previews go: never the repository, so a preview can't be committed by mistake. */
const PREVIEW_DIR = path.join(os.tmpdir(), 'nyumba360-preview');

/**
 * Renders one photo and writes it: the full-size JPEG within its budget, or a preview.
 * @param {Pool} pool
 * @param {string} key the scene (a listing's slug, or a development's photo: sceneKey())
 * @param {Plan} plan
 * @param {import('./scene.mjs').PhotoSpec} camera
 * @param {string} file where the full-size photo goes
 * @param {boolean} preview
 * @param {string} kind for the tally
 */
async function renderPhoto(pool, key, plan, camera, file, preview, kind) {
  const t0 = Date.now();
  /** @type {import('./camera.mjs').PerspectiveCamera} */
  const view = { type: 'perspective', hfov: PHOTO.hfov, ...camera };
  const size = preview ? PREVIEW : PHOTO;
  const hdr = await pool.image(
    key,
    view,
    size.width,
    size.height,
    preview ? PREVIEW_QUALITY : PHOTO_QUALITY,
  );
  const rgb = toneMap(hdr, autoExposure(hdr) * (plan.exposure ?? 1));
  const out = preview ? path.join(PREVIEW_DIR, path.relative(path.join(ROOT, 'data'), file)) : file;
  const { bytes, quality } = await writeJpeg(rgb, size.width, size.height, out, PHOTO);
  logFile(
    kind,
    out,
    bytes,
    Date.now() - t0,
    quality !== PHOTO.quality && !preview ? `  (quality ${quality} to fit)` : '',
  );
}

/** @param {string} file */
const rel = (file) => (file.startsWith(ROOT) ? path.relative(ROOT, file) : file);
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
 * A listing's own photos, one per entry of `images` in its own folder: camera n of the plan
 * draws `<n>.jpg`. Entries in another folder (a unit's photo of its project) are drawn with
 * that folder's owner and only checked for here.
 * @param {Pool} pool
 * @param {Listing} listing
 * @param {Plan} plan
 * @param {boolean} preview
 */
async function renderPhotos(pool, listing, plan, preview) {
  const count = ownImages(listing).length;
  if (plan.photos.length < count)
    throw new Error(
      `${listing.slug}: plan has ${plan.photos.length} photo cameras, listing needs ${count}`,
    );
  const dir = path.join(ROOT, 'data', 'photos', listing.slug);
  for (let n = 1; n <= count; n++)
    await renderPhoto(
      pool,
      listing.slug,
      plan,
      plan.photos[n - 1],
      path.join(dir, `${n}.jpg`),
      preview,
      'photos',
    );
  for (const src of listing.images.filter((s) => !ownImages(listing).includes(s))) {
    const file = path.join(ROOT, 'data', src);
    if (!existsSync(file))
      console.log(`  ${listing.slug}: ${src} is not drawn yet (render its owner's photos)`);
  }
  if (!preview)
    removeStale(dir, (name) => /^\d+\.jpg$/.test(name) && Number.parseInt(name, 10) > count);
}

/**
 * A development's photos: each one its own scene (the project finished, or at one of its
 * building stages), written as data/photos/<project>/<name>.jpg.
 * @param {Pool} pool
 * @param {Development} development
 * @param {boolean} preview
 */
async function renderDevelopment(pool, development, preview) {
  const slug = development.slug;
  // Every photo the project's record names must have a plan to draw it.
  const missing = developmentPhotoNames(ROOT, slug).filter(
    (name) => !development.photos.some((p) => p.name === name),
  );
  if (missing.length > 0)
    throw new Error(
      `${slug}: data/developments/${slug}.json names ${missing.map((n) => `${n}.jpg`).join(', ')}, which no plan in plans/developments/${slug}.mjs draws`,
    );
  const dir = path.join(ROOT, 'data', 'photos', slug);
  for (const photo of development.photos)
    await renderPhoto(
      pool,
      sceneKey(slug, photo.name),
      photo.plan,
      photo.plan.photos[0],
      path.join(dir, `${photo.name}.jpg`),
      preview,
      'developments',
    );
  if (preview) return;
  const keep = new Set(development.photos.map((p) => `${p.name}.jpg`));
  removeStale(dir, (name) => name.endsWith('.jpg') && !keep.has(name));
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
 * Writes data/floorplans.json: the whole-home plan of every listing whose plan draws one, in the
 * listings' order. Always all of them (it takes milliseconds), so --slug cannot drop an entry.
 * @param {Listing[]} listings
 */
function writeFloorPlans(listings) {
  const file = path.join(ROOT, 'data', 'floorplans.json');
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const l of listings) {
    const plan = planFor(l.slug);
    const floorPlan = floorPlanOf(l.slug, plan);
    if (floorPlan) out[l.slug] = floorPlan;
    if (floorPlan) console.log(`  ${l.slug}: ${floorPlan.storeys.length} storey(s)`);
  }
  // Coordinates one array a line ([x0, z0, x1, z1], [x, z]), so a moved wall is a one-line diff.
  const text = `${JSON.stringify(out, null, 2).replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_, inner) => `[${inner.split(/,\s+/).join(', ')}]`)}\n`;
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
  const { kinds, slug, preview } = parseCli();
  /** @type {Listing[]} */
  let listings = [];
  try {
    listings = readListings(ROOT).map((s) => /** @type {Listing} */ (s.record));
  } catch (err) {
    fail(`cannot read the listings: ${/** @type {Error} */ (err).message}`);
  }
  // --slug names a listing or a development; the kinds of the other are then skipped.
  const selected = slug ? listings.filter((l) => l.slug === slug) : listings;
  const projects = slug ? DEVELOPMENTS.filter((d) => d.slug === slug) : DEVELOPMENTS;
  if (slug && selected.length === 0 && projects.length === 0)
    fail(`no listing with slug "${slug}" in data/listings/, and no development of that slug`);
  if (kinds.includes('videos') && selected.some((l) => l.hasVideo) && !hasFfmpeg()) {
    fail(
      'ffmpeg is needed to encode the walk-through videos but was not found. Install it (apt-get install ffmpeg) or run with --only photos / --only panoramas.',
    );
  }

  const started = Date.now();
  const pool = createPool();
  console.log(
    `Rendering ${kinds.join(', ')} for ${selected.length} listing(s) and ${projects.length} development(s) on ${pool.size} worker thread(s)${preview ? ` (previews, in ${PREVIEW_DIR})` : ''}`,
  );
  /** @type {Record<string, Tour>} */
  const tours = {};
  try {
    for (const kind of kinds) {
      const t0 = Date.now();
      console.log(`\n${kind}`);
      if (kind === 'developments')
        for (const development of projects) await renderDevelopment(pool, development, preview);
      else
        for (const listing of selected) {
          const plan = planFor(listing.slug);
          if (kind === 'photos') await renderPhotos(pool, listing, plan, preview);
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
      if (kind === 'floorplans') writeFloorPlans(listings);
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
