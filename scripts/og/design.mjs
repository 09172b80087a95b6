// The design of the social preview images (Open Graph / WhatsApp), shared by the entry script
// and its render workers: fonts, layout elements and the two cards. Text is laid out by satori
// with the site's font from npm, so no system fonts are needed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

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

// Darkens the top (for the logo and pill) and the bottom (for the text) of the listing photo.
const LISTING_GRADIENT =
  'linear-gradient(180deg, rgba(7,32,21,0.55) 0%, rgba(7,32,21,0) 28%, rgba(7,32,21,0.2) 45%, rgba(7,32,21,0.94) 100%)';

/**
 * Everything that does not depend on the listing's own text: the gradient, the wordmark and the
 * For Sale / For Rent pill. It is laid over each photo once per status and shared by all the
 * listings that use that photo.
 */
export function listingBackdrop(status) {
  const rent = status === 'for_rent';
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
          backgroundColor: rent ? '#c2410c' : '#157347',
        },
        rent ? 'For Rent' : 'For Sale',
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
  const rent = listing.status === 'for_rent';
  const price = `${kes.format(listing.price)}${rent ? '/month' : ''}`;
  const facts = [
    `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bed' : 'beds'}`,
    `${listing.bathrooms} ${listing.bathrooms === 1 ? 'bath' : 'baths'}`,
    ...(listing.size ? [`${listing.size} sqm`] : []),
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
  );
}

export function defaultCard() {
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
