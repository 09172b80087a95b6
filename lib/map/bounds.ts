import { round4, type LatLng } from './position';

/**
 * A box on the map, in degrees: what 'Search this area' puts in the query string as
 * `bounds=west,south,east,north` (the GeoJSON bbox order). Client-safe and pure.
 */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Longest `bounds` value read: four numbers of a few digits each never come close. */
const MAX_LENGTH = 80;
/** Smaller boxes are a slip (a map zoomed in past its buildings); they are ignored. */
const MIN_SPAN = 0.0005;
const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/**
 * Reads `bounds` from a query string value. Never throws: anything that is not four numbers
 * making a real box on the globe (text, missing parts, south above north, huge values) is
 * ignored, so a damaged shared link shows the search without the box instead of nothing.
 */
export function parseBounds(raw: string | null): Bounds | undefined {
  if (raw === null || raw.length > MAX_LENGTH) return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (Math.abs(south) > 90 || Math.abs(north) > 90) return undefined;
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return undefined;
  if (north - south < MIN_SPAN || east - west < MIN_SPAN) return undefined;
  return { west: round4(west), south: round4(south), east: round4(east), north: round4(north) };
}

/** The query string value of a box, rounded to 4 decimals (about 11 m). */
export function formatBounds(bounds: Bounds): string {
  return [bounds.west, bounds.south, bounds.east, bounds.north].map(round4).join(',');
}

export function inBounds(bounds: Bounds, { latitude, longitude }: LatLng): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}
