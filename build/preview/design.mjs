// The design of the social preview images (Open Graph / WhatsApp), shared by the entry script
// and its render workers: fonts, layout elements and the two cards. Text is laid out by satori
// with the site's font from npm, so no system fonts are needed. Texts, money formats, labels and
// colours come from the same lib/ modules the pages use.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadTs } from '../load-ts.mjs';

const [{ formatPrice }, { en }, { fill, plural }, { statusLabel }, { SITE_TAGLINE }, { THEME }] =
  await Promise.all([
    loadTs('lib/site/format.ts'),
    loadTs('lib/i18n/en.ts'),
    loadTs('lib/i18n/format.ts'),
    loadTs('lib/i18n/labels.ts'),
    loadTs('lib/site/site.ts'),
    loadTs('lib/site/theme.ts'),
  ]);

/** The lib/ sources whose changes change the images (part of every image's hash). */
export const SHARED_SOURCES = [
  'lib/site/format.ts',
  'lib/i18n/en.ts',
  'lib/i18n/format.ts',
  'lib/i18n/labels.ts',
  'lib/site/site.ts',
  'app/globals.css',
];

/** `#rrggbb` as `rgba(r,g,b,alpha)`, for the gradients over the photos. */
const rgba = (hex, alpha) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},${alpha})`;
const shade = (alpha) => rgba(THEME['brand-950'], alpha);

export const WIDTH = 1200;
export const HEIGHT = 630;

const require = createRequire(import.meta.url);
const fontFile = (weight) =>
  require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );
export const fonts = await Promise.all(
  [500, 700, 800].map(async (weight) => ({
    name: 'Jakarta',
    weight,
    style: 'normal',
    data: await readFile(fontFile(weight)),
  })),
);

const h = (type, style, ...children) => ({ type, props: { style, children } });

function brand(size = 34, light = true) {
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      fontSize: size,
      fontWeight: 800,
      color: light ? '#ffffff' : THEME['brand-900'],
    },
    'Nyumba',
    h('span', { color: THEME['gold-300'] }, '360'),
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

// Darkens the top (for the logo and pill) and the bottom (for the text) of the listing photo.
const LISTING_GRADIENT = `linear-gradient(180deg, ${shade(0.55)} 0%, ${shade(0)} 28%, ${shade(0.2)} 45%, ${shade(0.94)} 100%)`;

/**
 * Everything that does not depend on the listing's own text: the gradient, the wordmark and the
 * For Sale / For Rent pill. It is laid over each photo once per status and shared by all the
 * listings that use that photo.
 */
export function listingBackdrop(status) {
  return frame(
    LISTING_GRADIENT,
    'flex-start',
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
          backgroundColor: THEME[status === 'for_rent' ? 'rent' : 'sale'],
        },
        statusLabel(en.listing, status),
      ),
    ),
  );
}

/**
 * Where a listing's own text goes: the bottom of the padded frame. Only this box is drawn per
 * listing, a third of the image, which keeps rasterising cheap.
 */
export const TEXT_BOX = { left: 56, top: HEIGHT - 44 - 250, width: WIDTH - 112, height: 250 };

/** A listing's price, title and facts, on a transparent layer the size of TEXT_BOX. */
export function listingText(listing) {
  const price = formatPrice(listing.price, listing.status, en.listing.perMonth);
  const facts = [
    plural(listing.bedrooms, en.listing.beds),
    plural(listing.bathrooms, en.listing.baths),
    ...(listing.size ? [fill(en.listing.size, { n: listing.size })] : []),
  ].join('  ·  ');
  return h(
    'div',
    {
      width: TEXT_BOX.width,
      height: TEXT_BOX.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      color: '#ffffff',
      fontFamily: 'Jakarta',
    },
    h('div', { fontSize: 64, fontWeight: 800, color: THEME['gold-300'], lineHeight: 1.1 }, price),
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
      { fontSize: 30, fontWeight: 500, marginTop: 14, color: THEME['brand-100'] },
      `${listing.location}  ·  ${facts}`,
    ),
  );
}

export function defaultCard() {
  return frame(
    `linear-gradient(180deg, ${shade(0.5)} 0%, ${shade(0.9)} 100%)`,
    'center',
    brand(56),
    h(
      'div',
      { fontSize: 76, fontWeight: 800, lineHeight: 1.05, marginTop: 28, maxWidth: 900 },
      'Find Your Perfect Home in Kenya',
    ),
    h(
      'div',
      { fontSize: 34, fontWeight: 500, marginTop: 24, color: THEME['brand-100'] },
      SITE_TAGLINE,
    ),
  );
}
