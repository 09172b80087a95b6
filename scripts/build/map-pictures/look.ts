// The look of the map pictures: the interactive map's palette, and sizes for a picture shown
// 340-930 px wide.
import { MAP_ATTRIBUTIONS } from '@/lib/map/attribution';
import { basemapPalette, mix } from '@/lib/map/style';
import { THEME } from '@/lib/site/theme';

const PALETTE = basemapPalette(THEME);
export const COLOURS = {
  ...PALETTE,
  // The area's own ward: a breath of the brand's green, outlined a little stronger.
  ownWard: mix(PALETTE.park, PALETTE.land, 0.35),
  ownWardLine: mix(THEME['brand-700'], PALETTE.land, 0.55),
  own: THEME['brand-950'],
  minorPlace: mix(PALETTE.neighbourhood, PALETTE.land, 0.3),
  countryText: mix(THEME['brand-950'], PALETTE.outside, 0.55),
  scale: mix(THEME['brand-950'], PALETTE.land, 0.3),
  credit: mix(THEME['brand-950'], PALETTE.land, 0.4),
};

export const FONT = "'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A text style, sizes in picture units. */
export interface TextStyle {
  size: number;
  weight: number;
  /** Letter spacing. */
  spacing?: number;
  /** Written in capitals. */
  upper?: boolean;
  italic?: boolean;
}

/** Text styles; the area's own name is the strongest. */
export const TEXT = {
  own: { size: 16, weight: 800, spacing: 1.6, upper: true },
  city: { size: 17, weight: 700 },
  town: { size: 14.5, weight: 700 },
  // The site's other areas, which people know from its searches, stand out from the rest.
  area: { size: 11.5, weight: 700, spacing: 1.1, upper: true },
  neighbourhood: { size: 10, weight: 600, spacing: 0.8, upper: true },
  poi: { size: 10.5, weight: 500 },
  road: { size: 9.5, weight: 600 },
  lake: { size: 12, weight: 500, spacing: 0.6, italic: true },
  scale: { size: 10.5, weight: 600 },
  credit: { size: 9.5, weight: 500 },
  kenyaTown: { size: 13.5, weight: 700 },
  kenyaCity: { size: 15, weight: 800 },
  country: { size: 11, weight: 700, spacing: 2.2, upper: true },
} satisfies Record<string, TextStyle>;

/** The width of the halo painted under every label. */
export const HALO = 3;

/**
 * Each source's short name for the credits line, by its id in lib/map/attribution.ts (whose
 * texts give the full wording, too long for the picture).
 */
const SHORT_CREDITS: Readonly<Record<string, string>> = {
  'arc-wards': 'ARC/HDX',
  'omare-wards': 'Omare',
  geonames: 'GeoNames',
  'natural-earth': 'Natural Earth',
  openstreetmap: 'OpenMapTiles · OpenStreetMap',
};

/**
 * The credits line: each source's short name, in the order of lib/map/attribution.ts. A source
 * added there stops this step until it has a short name here, so none goes uncredited.
 */
export function creditLine(): string {
  const names = MAP_ATTRIBUTIONS.map(({ id }) => ({ id, name: SHORT_CREDITS[id] }));
  const unnamed = names.filter(({ name }) => !name).map(({ id }) => id);
  if (unnamed.length) throw new Error(`no short credit for ${unnamed.join(', ')} (SHORT_CREDITS)`);
  return `© ${names.map(({ name }) => name).join(' · ')}`;
}
