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
import * as bathModule from 'lucide-react/icons/bath';
import * as bedModule from 'lucide-react/icons/bed-double';
import * as pinModule from 'lucide-react/icons/map-pin';
import * as rulerModule from 'lucide-react/icons/ruler';
import * as plotModule from 'lucide-react/icons/land-plot';
import type { CSSProperties, ReactElement } from 'react';
import type { Font, FontWeight } from 'satori';
import sharp from 'sharp';
import { en } from '@/lib/i18n/en';
import { formatCount } from '@/lib/i18n/format';
import { statusLabel } from '@/lib/i18n/labels';
import { sw } from '@/lib/i18n/sw';
import type { Listing } from '@/lib/listings/schema';
import { priceUnit } from '@/lib/listings/kinds';
import { formatAcres } from '@/lib/listings/land';
import { formatKes } from '@/lib/site/format';
import { iconData, type IconData } from '@/lib/site/icon-data';
import { THEME } from '@/lib/site/theme';

/** What a listing's image shows: the fields it is drawn from, and all that its hash covers. */
export type PreviewListing = Pick<
  Listing,
  'price' | 'status' | 'type' | 'location' | 'bedrooms' | 'bathrooms' | 'size' | 'land'
>;

/**
 * The lib/ sources whose changes change the images (part of every image's hash). Of the
 * dictionaries only the words the images draw count (DESIGN_WORDS): a change to any other text of
 * the site renders no image again.
 */
export const SHARED_SOURCES = [
  'lib/site/format.ts',
  'lib/i18n/format.ts',
  'lib/i18n/locales.ts',
  'lib/i18n/labels.ts',
  'lib/listings/kinds.ts',
  'lib/listings/land.ts',
  'app/globals.css',
];

/** The dictionaries' words the images draw, in both languages (part of every image's hash). */
export const DESIGN_WORDS = [en, sw].map((d) => ({
  listing: d.listing,
  heroTitle: d.home.heroTitle,
  tagline: d.site.tagline,
}));

/** An icon's box and shapes: all an image draws of it, and all the hash covers. */
type Drawing = Pick<IconData, 'size' | 'node'>;
function drawing(name: string, module: object): Drawing {
  const { size, node } = iconData(name, module);
  return { size, node };
}

/**
 * The Lucide icons drawn, as the installed lucide-react exports them (`lucide-react/icons/<name>`):
 * `{ size, node: [[tag, attributes], ...] }`, the same shapes the pages' icons draw. Part of
 * every image's hash, so an icon that changes with a lucide-react update renders again.
 */
export const ICONS = {
  bed: drawing('bed', bedModule),
  bath: drawing('bath', bathModule),
  pin: drawing('pin', pinModule),
  ruler: drawing('ruler', rulerModule),
  plot: drawing('plot', plotModule),
};

/** `#rrggbb` as `rgba(r,g,b,alpha)`, for the gradients over the photos. */
export const rgba = (hex: string, alpha: number): string =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},${alpha})`;
const shade = (alpha: number) => rgba(THEME['brand-950'], alpha);

export const WIDTH = 1200;
export const HEIGHT = 630;

const require = createRequire(import.meta.url);
const fontFile = (weight: FontWeight) =>
  require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );
/** The fonts as satori takes them; their bytes are part of every image's hash. */
export const fonts: (Font & { data: Buffer })[] = await Promise.all(
  ([500, 700, 800] as const).map(async (weight) => ({
    name: 'Jakarta',
    weight,
    style: 'normal',
    data: await readFile(fontFile(weight)),
  })),
);

/** A box of a card, as satori takes it: an element object with styles and children. */
export type Box = ReactElement<{ style: CSSProperties; children: Child[] }, string>;
type Child = Box | string;

// React's element type, which satori takes, has a key: satori ignores it.
const h = (type: string, style: CSSProperties, ...children: Child[]): Box => ({
  type,
  props: { style, children },
  key: null,
});

/** Two texts of the same thing, English first: 'For Sale · Inauzwa'. */
const BOTH = '  ·  ';

/** An icon rasterised for the cards: a PNG data URL, and its size in pixels. */
interface IconImage {
  src: string;
  size: number;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '"': '&quot;' };

/**
 * A Lucide icon drawn the way Lucide draws it (a 24-unit box, 2-unit round strokes), as a PNG of
 * `size` pixels, rasterised once here.
 */
async function iconImage(
  { node, size: box }: Drawing,
  size: number,
  color: string,
): Promise<IconImage> {
  const escape = (value: unknown) => String(value).replace(/[&<"]/g, (c) => XML_ENTITIES[c] ?? c);
  const attributes = (values: Readonly<Record<string, unknown>>) =>
    Object.entries(values)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => `${name}="${escape(value)}"`)
      .join(' ');
  const shapes = node.map(([tag, values]) => `<${tag} ${attributes(values)}/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { src: `data:image/png;base64,${png.toString('base64')}`, size };
}

const [bedImage, bathImage, rulerImage, pinImage, plotImage] = await Promise.all([
  iconImage(ICONS.bed, 32, THEME['gold-300']),
  iconImage(ICONS.bath, 32, THEME['gold-300']),
  iconImage(ICONS.ruler, 32, THEME['gold-300']),
  iconImage(ICONS.pin, 40, THEME['gold-300']),
  iconImage(ICONS.plot, 32, THEME['gold-300']),
]);

/**
 * An icon as the background of a box, which satori writes as a small pattern. As an inline svg
 * or an <img>, satori wraps each icon in a clip path and a mask, and those more than doubled the
 * time to rasterise a listing's text.
 */
const icon = ({ src, size }: IconImage, style: CSSProperties = {}) =>
  h('div', {
    width: size,
    height: size,
    flexShrink: 0,
    backgroundImage: `url(${src})`,
    backgroundSize: `${size}px ${size}px`,
    ...style,
  });

function brand(size = 34, light = true): Box {
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
function frame(
  gradient: string,
  justifyContent: CSSProperties['justifyContent'],
  ...children: Child[]
): Box {
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
export function listingBackdrop(status: PreviewListing['status']): Box {
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
const period = (key: 'perMonth' | 'perYear') =>
  `/ ${[en, sw].map((d) => d.listing[key].replace(/^\s*\/\s*/, '')).join(BOTH)}`;
const PER_MONTH = period('perMonth');
const PER_YEAR = period('perYear');

// Numbers are grouped the same way in both languages (1,250), so either language formats them.
const count = (n: number) => formatCount(n, 'en');
/** Size in square metres: the unit symbol reads the same in both languages. */
const squareMetres = (n: number) => `${count(n)} m²`;
/** '⅛ ac', '5 ac': acres by their unit symbol, read the same in both languages. */
const acreSymbol = (acres: number) => formatAcres(acres, { acre: '{n} ac', acres: '{n} ac' });

/** One fact of the facts line: an icon and a number. */
const fact = (image: IconImage, text: string) =>
  h(
    'div',
    { display: 'flex', alignItems: 'center', marginRight: 40 },
    icon(image),
    h('span', { marginLeft: 12 }, text),
  );

/**
 * A listing's price, location and facts, on a transparent layer the size of TEXT_BOX. No words
 * of one language: the price (with the rent period in both), the place name, and icons with
 * numbers for bedrooms, bathrooms and size.
 */
export function listingText(listing: PreviewListing): Box {
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
      ...(priceUnit(listing.type, listing.status) !== 'whole'
        ? [
            h(
              'span',
              { fontSize: 34, fontWeight: 700, marginLeft: 14, whiteSpace: 'pre' },
              priceUnit(listing.type, listing.status) === 'year' ? PER_YEAR : PER_MONTH,
            ),
          ]
        : []),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'flex-start', marginTop: 10 },
      // Level with the first line when a long name takes two.
      icon(pinImage, { marginTop: 6 }),
      // Place names are short ('Machakos Town, Machakos'); a longer one gets two lines at most.
      h(
        'div',
        {
          display: 'block',
          fontSize: 44,
          fontWeight: 700,
          lineHeight: 1.15,
          marginLeft: 12,
          lineClamp: 2,
        },
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
      // Icons and numbers only: a home's rooms and m², a plot's acres (the unit's symbol, 'ac'),
      // commercial space's floor area.
      ...(listing.bedrooms === undefined ? [] : [fact(bedImage, count(listing.bedrooms))]),
      ...(listing.bathrooms === undefined ? [] : [fact(bathImage, count(listing.bathrooms))]),
      ...(listing.land ? [fact(plotImage, acreSymbol(listing.land.acres))] : []),
      ...(listing.size ? [fact(rulerImage, squareMetres(listing.size))] : []),
    ),
  );
}

/** The site-wide card: the home page's headline and the tagline, in English and Swahili. */
export function defaultCard(): Box {
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
