// Renders the social preview images (Open Graph / WhatsApp) and the app icons at build time.
//
// WhatsApp and other link previews want an absolute URL to a real .jpg of about 1200x630 under
// ~300 KB. Next's opengraph-image route writes extension-less files, which plain hosts serve as
// application/octet-stream, so the images are rendered here into public/ instead:
//   public/og/default.jpg, public/og/listings/<slug>.jpg, public/icons/*.png
// One image per listing serves its English and its Swahili page: the cards carry no words of
// one language only (see scripts/build/preview/design.ts), since a second set per language would
// double this step at scale. The design is in scripts/build/preview/design.ts, the rendering in
// scripts/build/preview/render.ts.
//
// At scale (SAMPLE_LISTINGS=10000) this is the costliest step of the build, so:
// - Images are stored by content in .cache/og/<hash>.jpg, the hash covering the listing's
//   fields, its photo's bytes and the design's source. An unchanged listing is never rendered
//   again, whichever set of listings a build holds; public/og/listings/ gets hard links.
// - New images are rendered on worker threads, one per core, each reusing per-photo backdrops.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import satoriPackage from 'satori/package.json';
import { BUILD_ENV } from '@/lib/site/env';
import sharp from 'sharp';
import { photoSourceFile } from '@/lib/listings/photos';
import { THEME } from '@/lib/site/theme';
import { exists, place, secondsSince, sweepStore, writeIfChanged } from './fs-utils';
import {
  defaultCard,
  DESIGN_WORDS,
  fonts,
  HEIGHT,
  ICONS,
  SHARED_SOURCES,
  WIDTH,
} from './preview/design';
import { renderCard, type ListingJob } from './preview/render';
import { ROOT } from './root';
import { onThreads } from './threads';

const PUBLIC = path.join(ROOT, 'public');
const STORE = path.join(ROOT, '.cache', 'og');
const LISTINGS_OUT = path.join(PUBLIC, 'og', 'listings');
const PREVIEW = path.join(ROOT, 'scripts', 'build', 'preview');
// Stored images no build has used for this long are deleted (each build touches the ones it uses).
const STORE_KEEP_DAYS = 30;

/**
 * Everything besides the listing that shapes an image is part of every hash: the design's
 * source, the lib/ modules it takes formats and colours from, the words it draws in both
 * languages (DESIGN_WORDS), the font files, the icons' shapes, the renderers' versions and the
 * ICU data that formats prices. Any change there renders everything again.
 */
async function designHash(): Promise<string> {
  const design = createHash('sha256');
  for (const file of ['design.ts', 'render.ts'])
    design.update(await readFile(path.join(PREVIEW, file)));
  for (const file of SHARED_SOURCES) design.update(await readFile(path.join(ROOT, file)));
  design.update(JSON.stringify(DESIGN_WORDS));
  for (const font of fonts) design.update(font.data);
  design.update(JSON.stringify(ICONS));
  design.update(
    JSON.stringify({
      satori: satoriPackage.version,
      // sharp, libvips, librsvg (draws the text), mozjpeg and the rest of its libraries.
      sharp: sharp.versions,
      icu: process.versions.icu,
    }),
  );
  return design.digest('hex');
}

/** A listing photo's source file: `/photos/<slug>/<n>.jpg` lives in data/photos/. */
const photoSource = (src: string) => path.join(ROOT, photoSourceFile(src, BUILD_ENV.listingsData));

const WORKER = path.join(PREVIEW, 'worker.ts');

async function renderIcons(): Promise<void> {
  const svg = await readFile(path.join(PUBLIC, 'icon.svg'));
  const out = path.join(PUBLIC, 'icons');
  await mkdir(out, { recursive: true });
  for (const [name, size, pad] of [
    ['icon-192.png', 192, 0],
    ['icon-512.png', 512, 0],
    ['icon-maskable-512.png', 512, 64],
    ['apple-touch-icon.png', 180, 0],
  ] as const) {
    const inner = size - pad * 2;
    const icon = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
    const png = await sharp({
      create: { width: size, height: size, channels: 4, background: THEME['brand-700'] },
    })
      .composite([{ input: icon, top: pad, left: pad }])
      .png({ compressionLevel: 9 })
      .toBuffer();
    await writeIfChanged(path.join(out, name), png);
  }
}

const DEVELOPMENTS_OUT = path.join(PUBLIC, 'og', 'developments');

/**
 * A development's preview image: its first photo cut to 1200 × 630, with no words on it (the
 * page's og:title names the project in its language). Stored by the hash of the photo and the
 * settings, as listings' are; images of projects this build does not hold are removed.
 */
async function developmentImages(
  hashOf: (inputs: object, photoFile: string) => Promise<string>,
): Promise<string[]> {
  // Loaded here, after the listings: it checks the projects against them as it loads.
  const { getDevelopments } = await import('@/lib/developments/data');
  await mkdir(DEVELOPMENTS_OUT, { recursive: true });
  const wanted = new Set<string>();
  const hashes: string[] = [];
  for (const development of getDevelopments()) {
    const image = development.images[0]!;
    const photoFile = photoSource(image);
    const hash = await hashOf({ card: 'development', image, v: 1 }, photoFile);
    const stored = path.join(STORE, `${hash}.jpg`);
    if (!(await exists(stored)))
      await sharp(photoFile)
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(stored);
    await place(stored, path.join(DEVELOPMENTS_OUT, `${development.slug}.jpg`));
    wanted.add(`${development.slug}.jpg`);
    hashes.push(hash);
  }
  for (const name of await readdir(DEVELOPMENTS_OUT))
    if (!wanted.has(name)) await rm(path.join(DEVELOPMENTS_OUT, name), { force: true });
  return hashes;
}

export async function run(): Promise<string> {
  const started = performance.now();
  // The listings exactly as the site builds them (lib/listings/data.ts, with SAMPLE_LISTINGS), so
  // a broken record stops the build here with the same message `next build` would give. Imported
  // here, not above: the module checks and logs the listings as it loads.
  const { getListings } = await import('@/lib/listings/data');
  const listings = getListings();
  const design = await designHash();
  await mkdir(STORE, { recursive: true });
  await mkdir(LISTINGS_OUT, { recursive: true });

  // Each photo is read and hashed once, however many listings use it.
  const photoHashes = new Map<string, string>();
  const photoHash = async (file: string): Promise<string> => {
    let hash = photoHashes.get(file);
    if (!hash) {
      hash = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      photoHashes.set(file, hash);
    }
    return hash;
  };
  const stored = (hash: string) => path.join(STORE, `${hash}.jpg`);
  const hashOf = async (inputs: object, photoFile: string) =>
    createHash('sha256')
      .update(design)
      .update(JSON.stringify(inputs))
      .update(await photoHash(photoFile))
      .digest('hex');

  // The site-wide card, from the first listing's photo.
  const first = listings[0];
  if (!first) throw new Error('no listings to draw the site-wide preview from');
  const defaultPhoto = photoSource(first.image);
  const defaultHash = await hashOf({ card: 'default' }, defaultPhoto);
  if (!(await exists(stored(defaultHash))))
    await renderCard(defaultCard(), defaultPhoto, stored(defaultHash));
  await place(stored(defaultHash), path.join(PUBLIC, 'og', 'default.jpg'));

  const wanted = new Map<string, string>();
  const jobs: ListingJob[] = [];
  for (const listing of listings) {
    const { slug, price, status, type, location, bedrooms, bathrooms, size, image } = listing;
    // Exactly what the renderer is given is what the hash covers (with the photo's bytes). The
    // title is not drawn (it differs by language; each page's og:title carries it), so editing it
    // renders nothing again.
    const land = listing.land && { acres: listing.land.acres };
    const fields = { price, status, type, location, bedrooms, bathrooms, size, land };
    const photoFile = photoSource(image);
    const hash = await hashOf({ fields, image }, photoFile);
    wanted.set(`${slug}.jpg`, hash);
    if (!(await exists(stored(hash))))
      jobs.push({ listing: fields, photoFile, outFile: stored(hash) });
  }
  const sizes = await onThreads<ListingJob, number>(WORKER, jobs, 'preview image');
  const rendered = performance.now();

  // Link every listing's image into place; drop images of listings this build does not hold.
  await Promise.all(
    [...wanted].map(([name, hash]) => place(stored(hash), path.join(LISTINGS_OUT, name))),
  );
  let removed = 0;
  for (const name of await readdir(LISTINGS_OUT)) {
    if (!wanted.has(name)) {
      await rm(path.join(LISTINGS_OUT, name), { force: true });
      removed++;
    }
  }
  // Mark the stored images this build uses, and sweep those unused for STORE_KEEP_DAYS: the
  // store keeps earlier sets (another SAMPLE_LISTINGS, an earlier design) for a while, not for
  // ever.
  const projects = await developmentImages(hashOf);
  const used = new Set([defaultHash, ...wanted.values(), ...projects].map((hash) => `${hash}.jpg`));
  const swept = await sweepStore(STORE, used, STORE_KEEP_DAYS);
  await renderIcons();
  const largest = sizes.length ? Math.max(...sizes) : 0;
  return `${listings.length} listings and ${projects.length} developments, ${jobs.length} rendered (${((rendered - started) / 1000).toFixed(1)} s, largest ${Math.round(largest / 1024)} KB), ${listings.length - jobs.length} from cache, ${removed} stale removed, ${swept} swept from the store, in ${secondsSince(started)}`;
}
