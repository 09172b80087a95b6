// The design of the social preview images (Open Graph / WhatsApp), shared by the entry script
// and its render workers: fonts, layout elements and the two cards. Text is laid out by satori
// with the site's font from npm, so no system fonts are needed. Texts, money formats, labels and
// colours come from the same lib/ modules the pages use; icons are the site's Lucide icons.
//
// The site is in English (/) and Swahili (/sw/), and one image serves both pages of a listing:
// a second set would double the costliest step of a build at scale. So the cards carry no
// English-only words: the status and the rent period are shown in both languages, the listing
// is named by its location (place names read the same in both), and its facts are icons and
// numbers. The title, which is translated, is left to each page's og:title.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { __iconData as bedIcon } from 'lucide-react/icons/bed-double';
import { __iconData as bathIcon } from 'lucide-react/icons/bath';
import { __iconData as pinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as rulerIcon } from 'lucide-react/icons/ruler';
import { loadTs } from '../load-ts.mjs';

const [{ formatKes }, { en }, { sw }, { formatCount }, { statusLabel }, { THEME }] =
  await Promise.all([
    loadTs('lib/site/format.ts'),
    loadTs('lib/i18n/en.ts'),
    loadTs('lib/i18n/sw.ts'),
    loadTs('lib/i18n/format.ts'),
    loadTs('lib/i18n/labels.ts'),
    loadTs('lib/site/theme.ts'),
  ]);

/** The lib/ sources whose changes change the images (part of every image's hash). */
export const SHARED_SOURCES = [
  'lib/site/format.ts',
  'lib/i18n/en.ts',
  'lib/i18n/sw.ts',
  'lib/i18n/format.ts',
  'lib/i18n/locales.ts',
  'lib/i18n/labels.ts',
  'app/globals.css',
];

/**
 * The Lucide icons drawn, as the installed lucide-react exports them (`lucide-react/icons/<name>`):
 * `{ size, node: [[tag, attributes], ...] }`, the same shapes the pages' icons draw. Part of
 * every image's hash, so an icon that changes with a lucide-react update renders again.
 */
export const ICONS = { bed: bedIcon, bath: bathIcon, pin: pinIcon, ruler: rulerIcon };
for (const [name, icon] of Object.entries(ICONS))
  if (!Array.isArray(icon?.node) || !icon.node.every(([tag]) => typeof tag === 'string'))
    throw new Error(`lucide-react no longer exports the icon data of "${name}" as __iconData`);

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

/** Two texts of the same thing, English first: 'For Sale · Inauzwa'. */
const BOTH = '  ·  ';

/** A Lucide icon as an inline svg of `size` pixels, stroked in `color` the way Lucide draws. */
function icon({ node, size: box = 24 }, size, color, style = {}) {
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: `0 0 ${box} ${box}`,
      fill: 'none',
      stroke: color,
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      style: { flexShrink: 0, ...style },
      children: node.map(([tag, { key, ...attributes }]) => ({ type: tag, props: attributes })),
    },
  };
}

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
 * status pill in both languages ('For Rent · Inapangishwa'). It is laid over each photo once per
 * status and shared by all the listings that use that photo.
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
        h('span', { fontWeight: 700, whiteSpace: 'pre' }, BOTH),
        h('span', { fontWeight: 700 }, statusLabel(sw.listing, status)),
      ),
    ),
  );
}

/**
 * Where a listing's own text goes: the bottom of the padded frame. Only this box is drawn per
 * listing, a third of the image, which keeps rasterising cheap.
 */
export const TEXT_BOX = { left: 56, top: HEIGHT - 44 - 250, width: WIDTH - 112, height: 250 };

/**
 * What follows a rent in both languages, from the dictionaries' `listing.perMonth` ('/month',
 * '/mwezi'): '/ month · mwezi'.
 */
const PER_MONTH = `/ ${[en, sw].map((d) => d.listing.perMonth.replace(/^\s*\/\s*/, '')).join(BOTH)}`;

/** Size in square metres: the unit symbol reads the same in both languages. */
const squareMetres = (n) => `${formatCount(n, 'en')} m²`;

/** One fact of the facts line: an icon and a number. */
const fact = (shape, text) =>
  h(
    'div',
    { display: 'flex', alignItems: 'center', marginRight: 40 },
    icon(shape, 32, THEME['gold-300']),
    h('span', { marginLeft: 12 }, text),
  );

/**
 * A listing's price, location and facts, on a transparent layer the size of TEXT_BOX. No words
 * of one language: the price (with the rent period in both), the place name, and icons with
 * numbers for bedrooms, bathrooms and size.
 */
export function listingText(listing) {
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
    h(
      'div',
      { display: 'flex', alignItems: 'baseline', color: THEME['gold-300'], lineHeight: 1.1 },
      h('span', { fontSize: 64, fontWeight: 800 }, formatKes(listing.price)),
      ...(listing.status === 'for_rent'
        ? [h('span', { fontSize: 34, fontWeight: 700, marginLeft: 14, whiteSpace: 'pre' }, PER_MONTH)]
        : []),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'flex-start', marginTop: 10 },
      // Level with the first line when a long name takes two.
      icon(ICONS.pin, 40, THEME['gold-300'], { marginTop: 6 }),
      // Place names are short ('Machakos Town, Machakos'); a longer one gets two lines at most.
      h(
        'div',
        { display: 'block', fontSize: 44, fontWeight: 700, lineHeight: 1.15, marginLeft: 12, lineClamp: 2 },
        listing.location,
      ),
    ),
    h(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        fontSize: 30,
        fontWeight: 700,
        marginTop: 16,
        color: THEME['brand-100'],
      },
      fact(ICONS.bed, formatCount(listing.bedrooms, 'en')),
      fact(ICONS.bath, formatCount(listing.bathrooms, 'en')),
      ...(listing.size ? [fact(ICONS.ruler, squareMetres(listing.size))] : []),
    ),
  );
}

/** The site-wide card: the home page's headline and the tagline, in English and Swahili. */
export function defaultCard() {
  return frame(
    `linear-gradient(180deg, ${shade(0.5)} 0%, ${shade(0.9)} 100%)`,
    'center',
    brand(56),
    h(
      'div',
      { fontSize: 72, fontWeight: 800, lineHeight: 1.05, marginTop: 28, maxWidth: 900 },
      en.home.heroTitle,
    ),
    h(
      'div',
      { fontSize: 44, fontWeight: 700, lineHeight: 1.15, marginTop: 14, color: THEME['gold-300'] },
      sw.home.heroTitle,
    ),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        fontSize: 28,
        fontWeight: 500,
        lineHeight: 1.35,
        marginTop: 28,
        color: THEME['brand-100'],
      },
      h('div', {}, en.site.tagline),
      h('div', {}, sw.site.tagline),
    ),
  );
}
