/**
 * What is near a home or an area: the nearest named schools, health care, shops, transport and
 * parks within 2 km, at most three of each, with the straight-line distance. Pure; the places come
 * from data/geo/ (OpenStreetMap's points of interest and GeoNames', lib/map/nearby-data.ts).
 *
 * Distances are measured from the approximate position a listing shows, so they are rounded to
 * 100 m and always said to be in a straight line.
 */
import { distanceKm, type LatLng } from './position';
import { NEARBY_CATEGORIES, type NearbyCategory } from './streets';

export { NEARBY_CATEGORIES, type NearbyCategory };

/** How far a place may be to be listed, in metres. */
export const NEARBY_RADIUS_M = 2000;
/** At most this many places of a category. */
export const NEARBY_PER_CATEGORY = 3;

export interface NearbyPlace extends LatLng {
  category: NearbyCategory;
  name: string;
}

export interface NearbyItem {
  name: string;
  /** Straight-line distance, rounded (roundedMetres()). */
  metres: number;
}

/** Every category, each with its nearest places (possibly none). */
export type Nearby = Record<NearbyCategory, NearbyItem[]>;

/** To the nearest 100 m (said '600 m' or '1.3 km'); never 0, as a place is never 'here'. */
export function roundedMetres(metres: number): number {
  return Math.max(100, Math.round(metres / 100) * 100);
}

/** A name compared without case, accents, punctuation or extra spaces. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The nearest places of each category within NEARBY_RADIUS_M of `from`, nearest first. A name
 * appears once per category, at its nearest place: the same school from two sources, or a
 * chain's branches, would otherwise fill the list.
 */
export function nearbyPlaces(from: LatLng, places: readonly NearbyPlace[]): Nearby {
  const found = new Map<NearbyCategory, { name: string; key: string; exact: number }[]>(
    NEARBY_CATEGORIES.map((c) => [c, []]),
  );
  // A cheap box test first: 2 km is about 0.018° of latitude, and of longitude near the equator.
  const margin = (NEARBY_RADIUS_M / 1000 / 111) * 1.1;
  for (const place of places) {
    if (Math.abs(place.latitude - from.latitude) > margin) continue;
    if (
      Math.abs(place.longitude - from.longitude) >
      margin / Math.cos((from.latitude * Math.PI) / 180)
    )
      continue;
    const exact = distanceKm(from, place) * 1000;
    if (exact > NEARBY_RADIUS_M) continue;
    found.get(place.category)?.push({ name: place.name, key: nameKey(place.name), exact });
  }
  const result = {} as Nearby;
  for (const category of NEARBY_CATEGORIES) {
    const seen = new Set<string>();
    result[category] = found
      .get(category)!
      .sort((a, b) => a.exact - b.exact || a.name.localeCompare(b.name, 'en'))
      .filter(({ key }) => !seen.has(key) && seen.add(key))
      .slice(0, NEARBY_PER_CATEGORY)
      .map(({ name, exact }) => ({ name, metres: roundedMetres(exact) }));
  }
  return result;
}
