import { placeOf } from '@/lib/areas/places';
import type { Priced } from '@/lib/areas/stats';
import { areaCentre } from '@/lib/map/areas';
import { distanceKm } from '@/lib/map/position';

/**
 * 'Similar homes' for a listing page: other listings of the same status and type, nearest
 * first by one score (lower is closer) that adds three penalties:
 *
 * - place: 0 in the same area; SAME_TOWN + KM × km between the area centres (km capped at
 *   SAME_TOWN_MAX_KM) in the same town; OTHER_TOWN + OTHER_TOWN_KM × km for another town.
 * - price: the relative difference |p − q| / max(p, q), from 0 (equal) towards 1.
 * - bedrooms: BEDROOM × the difference, counted up to MAX_BEDROOM_STEPS.
 *
 * With these weights a same-area home beats a same-town one unless its price is about 35
 * points (plus 1 per km between the areas) further off, e.g. 10 M against 6.5 M when the other
 * home costs the same: only a wildly different price outweighs the area. A same-town home scores
 * at most 0.65 + 1 + 0.3 = 1.95, below OTHER_TOWN, so other towns always come last and among
 * them the nearer town first. Client-safe and pure.
 */

/** Place penalty of another area in the same town, before distance. */
export const SAME_TOWN = 0.35;
/** Place penalty per km between area centres in one town: 10 km is worth 10 price points. */
export const KM = 0.01;
/** Distances in one town are counted up to this (also used when a centre is unknown). */
export const SAME_TOWN_MAX_KM = 30;
/** Place penalty of another town: above any same-town score, so other towns come last. */
export const OTHER_TOWN = 2;
/** Per km between centres in other towns, so Kiambu comes before Mombasa for a Nairobi home. */
export const OTHER_TOWN_KM = 0.001;
/** Distance assumed between towns when a centre is unknown: beyond any in Kenya. */
const UNKNOWN_TOWN_KM = 1500;
/** Penalty per bedroom of difference: one bedroom is worth 10 points of price. */
export const BEDROOM = 0.1;
/** Bedroom differences count up to this, which keeps the same-town maximum below OTHER_TOWN. */
export const MAX_BEDROOM_STEPS = 3;

export const SIMILAR_LIMIT = 4;

/** The place part of the score between two locations ('Area, Town'). */
export function placePenalty(from: string, to: string): number {
  if (from === to) return 0;
  const a = areaCentre(from);
  const b = areaCentre(to);
  const km = a && b ? distanceKm(a, b) : undefined;
  if (placeOf(from).town === placeOf(to).town) {
    return SAME_TOWN + KM * Math.min(km ?? SAME_TOWN_MAX_KM, SAME_TOWN_MAX_KM);
  }
  return OTHER_TOWN + OTHER_TOWN_KM * (km ?? UNKNOWN_TOWN_KM);
}

/** The price part of the score: 0 for equal prices, near 1 for very different ones. */
export function priceDifference(p: number, q: number): number {
  const larger = Math.max(p, q);
  return larger > 0 ? Math.abs(p - q) / larger : 0;
}

/** The whole score of `other` as a similar home for `listing`; lower is closer. */
export function similarityScore(listing: Priced, other: Priced): number {
  return (
    placePenalty(listing.location, other.location) +
    priceDifference(listing.price, other.price) +
    bedroomPenalty(listing, other)
  );
}

/**
 * The bedrooms part of the score; 0 for kinds without bedrooms (land, commercial space), which
 * are compared by place and price alone (and only with their own type, as every listing is).
 */
function bedroomPenalty(listing: Priced, other: Priced): number {
  if (listing.bedrooms === undefined || other.bedrooms === undefined) return 0;
  return BEDROOM * Math.min(Math.abs(listing.bedrooms - other.bedrooms), MAX_BEDROOM_STEPS);
}

interface Group<T> {
  items: T[];
  /** Index of each item's location in `locations`. */
  locationIds: Int32Array;
}

/**
 * Prepares `all` once for many look-ups, as the build does for every listing page: listings are
 * grouped by status and type, and the place penalty between two locations is computed once per
 * pair (about 50 locations, so at most a few thousand distances). Each look-up is then one pass
 * over its group, keeping the best `limit` as it goes (no sort of the whole group).
 *
 * The returned function gives up to `limit` other listings of the listing's status and type,
 * closest first; equal scores keep the order of `all`. The listing itself (by slug) is never
 * among them. It also works for a listing that is not in `all`.
 */
export function similarityIndex<T extends Priced>(
  all: readonly T[],
): (listing: T, limit?: number) => T[] {
  const locations: string[] = [];
  const locationId = new Map<string, number>();
  const members = new Map<string, { items: T[]; ids: number[] }>();
  for (const l of all) {
    let id = locationId.get(l.location);
    if (id === undefined) {
      id = locations.length;
      locations.push(l.location);
      locationId.set(l.location, id);
    }
    const key = `${l.status}|${l.type}`;
    const group = members.get(key) ?? { items: [], ids: [] };
    group.items.push(l);
    group.ids.push(id);
    members.set(key, group);
  }
  const groups = new Map<string, Group<T>>(
    [...members].map(([key, g]) => [key, { items: g.items, locationIds: Int32Array.from(g.ids) }]),
  );
  // Filled on first use, one row per location asked from: the build asks from every location.
  const rows = new Map<string, Float64Array>();
  const placeRow = (from: string): Float64Array => {
    let row = rows.get(from);
    if (!row) {
      row = Float64Array.from(locations, (to) => placePenalty(from, to));
      rows.set(from, row);
    }
    return row;
  };

  return (listing, limit = SIMILAR_LIMIT) => {
    const group = groups.get(`${listing.status}|${listing.type}`);
    const wanted = Math.floor(limit);
    if (!group || !(wanted > 0)) return [];
    const row = placeRow(listing.location);
    const { items, locationIds } = group;
    // The best so far, closest first. A candidate goes in only when strictly closer than one
    // already kept, and after any equal ones, so ties keep the order of `all`.
    const best: T[] = [];
    const scores: number[] = [];
    for (let i = 0; i < items.length; i++) {
      const other = items[i] as T;
      if (other.slug === listing.slug) continue;
      let score =
        (row[locationIds[i] as number] as number) +
        priceDifference(listing.price, other.price) +
        bedroomPenalty(listing, other);
      // A broken price must rank last, not block every later candidate (NaN compares false).
      if (Number.isNaN(score)) score = Infinity;
      if (best.length === wanted && !(score < (scores[wanted - 1] as number))) continue;
      let at = scores.length;
      while (at > 0 && (scores[at - 1] as number) > score) at--;
      best.splice(at, 0, other);
      scores.splice(at, 0, score);
      if (best.length > wanted) {
        best.pop();
        scores.pop();
      }
    }
    return best;
  };
}

/**
 * Up to `limit` other listings like `listing` (see similarityIndex). Builds the index for one
 * call; to ask for many listings, build `similarityIndex(all)` once and reuse it.
 */
export function similarListings<T extends Priced>(
  listing: T,
  all: readonly T[],
  limit: number = SIMILAR_LIMIT,
): T[] {
  return similarityIndex(all)(listing, limit);
}
