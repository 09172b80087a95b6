/**
 * Where a home may be shown. A listing's `coordinates` are its real position, known to the team
 * and kept in the data; no public page, picture or file carries them. Pages show the
 * approximate position from `approximatePosition` instead. Client-safe and pure.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * Kenya's bounding box (Natural Earth outline, rounded outwards). A first, cheap check; the
 * schema also tests the outline itself and the distance to the listing's area centre.
 */
export const KENYA_BOUNDS = { south: -4.72, west: 33.9, north: 5.04, east: 41.91 } as const;

/**
 * Side of the square cells the approximate position is drawn in, in degrees of latitude and
 * longitude: 0.005° is about 550 m near the equator.
 */
export const CELL_DEGREES = 0.005;

/** Largest distance between a home and its approximate position: a cell's diagonal. */
export const MAX_OFFSET_KM = Math.SQRT2 * CELL_DEGREES * 111.32;

/**
 * FNV-1a with a final mix (MurmurHash3's fmix32): a small, stable hash, the same in the build
 * and in every browser. The mix spreads slugs that differ in one letter over the whole cell.
 */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The approximate position of a home: its real position snapped to the grid cell it lies in,
 * then moved to a point of that cell chosen by the listing's slug (between 15% and 85% of the
 * cell each way, so pins of neighbours in one cell do not sit on each other).
 *
 * Why a cell rather than a random offset from the real point: an offset that depends only on
 * the (public) slug could be subtracted again by anyone who reads this code. Snapping first
 * throws the real position away: from the shown point one can tell the ~550 m square the home
 * is in, never where in it. The result is rounded to 4 decimals (about 11 m).
 */
export function approximatePosition(slug: string, exact: LatLng): LatLng {
  const h = hash(slug);
  const fraction = (bits: number) => 0.15 + 0.7 * ((bits & 0xffff) / 0xffff);
  const snap = (value: number, share: number) =>
    round4((Math.floor(value / CELL_DEGREES) + share) * CELL_DEGREES);
  return {
    latitude: snap(exact.latitude, fraction(h)),
    longitude: snap(exact.longitude, fraction(h >>> 16)),
  };
}

export function round4(value: number): number {
  // `+ 0` turns -0 into 0, so the JSON never says "-0".
  return Math.round(value * 1e4) / 1e4 + 0;
}

export function inKenyaBounds({ latitude, longitude }: LatLng): boolean {
  return (
    latitude >= KENYA_BOUNDS.south &&
    latitude <= KENYA_BOUNDS.north &&
    longitude >= KENYA_BOUNDS.west &&
    longitude <= KENYA_BOUNDS.east
  );
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const s =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(s)));
}
