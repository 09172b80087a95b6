// Renders the social preview images (Open Graph / WhatsApp) and the app icons at build time.
//
// WhatsApp and other link previews want an absolute URL to a real .jpg of about 1200x630 under
// ~300 KB. Next's opengraph-image route writes extension-less files, which plain hosts serve as
// application/octet-stream, so the images are rendered here into public/ instead:
//   public/og/default.jpg, public/og/listings/<slug>.jpg, public/icons/*.png
// Text is laid out by satori with the site's font (from npm), so no system fonts are needed.
// Outputs are cached by a hash of their inputs: unchanged listings are not rendered again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const CACHE_FILE = path.join(ROOT, '.cache', 'og-images.json');
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 300 * 1024;
// The script's own source is part of every cache key: a design change renders everything again.
const SCRIPT_SOURCE = await readFile(fileURLToPath(import.meta.url));

const require = createRequire(import.meta.url);
const fontFile = (weight) =>
  require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );
const fonts = await Promise.all(
  [500, 700, 800].map(async (weight) => ({
    name: 'Jakarta',
    weight,
    style: 'normal',
    data: await readFile(fontFile(weight)),
  })),
);

const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const h = (type, style, ...children) => ({ type, props: { style, children } });

function brand(size = 34, light = true) {
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      fontSize: size,
      fontWeight: 800,
      color: light ? '#ffffff' : '#0c3322',
    },
    'Nyumba',
    h('span', { color: '#f3c968' }, '360'),
  );
}

/**
 * Full-size layer with a gradient, holding a padded column. Satori sizes padding outside an
 * element's width, so the padding is made with an absolutely placed inner box instead.
 */
function frame(gradient, justifyContent, ...children) {
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      position: 'relative',
      backgroundImage: gradient,
      fontFamily: 'Jakarta',
    },
    h(
      'div',
      {
        position: 'absolute',
        top: 44,
        left: 56,
        right: 56,
        bottom: 44,
        display: 'flex',
        flexDirection: 'column',
        justifyContent,
        color: '#ffffff',
      },
      ...children,
    ),
  );
}

function listingOverlay(listing) {
  const rent = listing.status === 'for_rent';
  const price = `${kes.format(listing.price)}${rent ? '/month' : ''}`;
  const facts = [
    `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bed' : 'beds'}`,
    `${listing.bathrooms} ${listing.bathrooms === 1 ? 'bath' : 'baths'}`,
    ...(listing.size ? [`${listing.size} sqm`] : []),
  ].join('  ·  ');
  return frame(
    'linear-gradient(180deg, rgba(7,32,21,0.55) 0%, rgba(7,32,21,0) 28%, rgba(7,32,21,0.2) 45%, rgba(7,32,21,0.94) 100%)',
    'space-between',
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
      brand(),
      h(
        'div',
        {
          display: 'flex',
          padding: '10px 22px',
          borderRadius: 999,
          fontSize: 26,
          fontWeight: 800,
          color: '#ffffff',
          backgroundColor: rent ? '#c2410c' : '#157347',
        },
        rent ? 'For Rent' : 'For Sale',
      ),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', color: '#ffffff' },
      h('div', { fontSize: 64, fontWeight: 800, color: '#f3c968', lineHeight: 1.1 }, price),
      h(
        'div',
        {
          fontSize: 44,
          fontWeight: 700,
          lineHeight: 1.15,
          marginTop: 10,
          maxHeight: 104,
          overflow: 'hidden',
        },
        listing.title,
      ),
      h(
        'div',
        { fontSize: 30, fontWeight: 500, marginTop: 14, color: '#d5ecdd' },
        `${listing.location}  ·  ${facts}`,
      ),
    ),
  );
}

function defaultCard() {
  return frame(
    'linear-gradient(180deg, rgba(7,32,21,0.5) 0%, rgba(7,32,21,0.9) 100%)',
    'center',
    brand(56),
    h(
      'div',
      { fontSize: 76, fontWeight: 800, lineHeight: 1.05, marginTop: 28, maxWidth: 900 },
      'Find Your Perfect Home in Kenya',
    ),
    h(
      'div',
      { fontSize: 34, fontWeight: 500, marginTop: 24, color: '#d5ecdd' },
      'Your trusted partner for real estate in Kenya',
    ),
  );
}

async function render(overlay, photoFile, outFile) {
  const svg = await satori(overlay, { width: WIDTH, height: HEIGHT, fonts });
  const base = sharp(photoFile, { density: 144 }).resize(WIDTH, HEIGHT, { fit: 'cover' });
  let quality = 82;
  let jpeg;
  // Lower the quality until the file fits the preview size limit.
  do {
    jpeg = await base
      .clone()
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    quality -= 8;
  } while (jpeg.length > MAX_BYTES && quality > 40);
  if (jpeg.length > MAX_BYTES)
    throw new Error(`${outFile}: ${jpeg.length} bytes, over ${MAX_BYTES}`);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, jpeg);
  return jpeg.length;
}

async function renderIcons() {
  const svg = await readFile(path.join(PUBLIC, 'icon.svg'));
  const out = path.join(PUBLIC, 'icons');
  await mkdir(out, { recursive: true });
  for (const [name, size, pad] of [
    ['icon-192.png', 192, 0],
    ['icon-512.png', 512, 0],
    ['icon-maskable-512.png', 512, 64],
    ['apple-touch-icon.png', 180, 0],
  ]) {
    const inner = size - pad * 2;
    const icon = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: '#175a3a' } })
      .composite([{ input: icon, top: pad, left: pad }])
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, name));
  }
}

async function loadCache() {
  try {
    return JSON.parse(await readFile(CACHE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

async function fileExists(file) {
  try {
    await readFile(file);
    return true;
  } catch {
    return false;
  }
}

/** A listing photo's source file: `/photos/<slug>/<n>.jpg` lives in data/photos/. */
function photoSource(src) {
  return path.join(ROOT, 'data', src);
}

const started = performance.now();
const listings = JSON.parse(await readFile(path.join(ROOT, 'data', 'listings.json'), 'utf8'));
const cache = await loadCache();
const nextCache = {};
let rendered = 0;
let reused = 0;
let largest = 0;

async function job(key, inputs, photo, outFile, overlay) {
  const hash = createHash('sha256')
    .update(SCRIPT_SOURCE)
    .update(JSON.stringify(inputs))
    .update(await readFile(photo))
    .digest('hex');
  nextCache[key] = hash;
  if (cache[key] === hash && (await fileExists(outFile))) {
    reused++;
    return;
  }
  largest = Math.max(largest, await render(overlay(), photo, outFile));
  rendered++;
}

await job(
  'default',
  {},
  photoSource(listings[0].image),
  path.join(PUBLIC, 'og', 'default.jpg'),
  defaultCard,
);
for (const listing of listings) {
  // Broken records are reported by the data validation in `next build`; skip them here.
  if (
    typeof listing?.slug !== 'string' ||
    typeof listing.image !== 'string' ||
    !/^\/photos\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/.test(listing.image)
  )
    continue;
  const { slug, title, price, status, location, bedrooms, bathrooms, size, image } = listing;
  await job(
    `listing:${slug}`,
    { title, price, status, location, bedrooms, bathrooms, size, image },
    photoSource(image),
    path.join(PUBLIC, 'og', 'listings', `${slug}.jpg`),
    () => listingOverlay(listing),
  );
}
await renderIcons();
await mkdir(path.dirname(CACHE_FILE), { recursive: true });
await writeFile(CACHE_FILE, JSON.stringify(nextCache, null, 1));
console.log(
  `og-images: ${rendered} rendered, ${reused} unchanged (largest ${Math.round(largest / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
);
