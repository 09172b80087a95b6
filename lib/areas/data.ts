import 'server-only';
import { getListings } from '@/lib/listings/data';
import type { Listing } from '@/lib/listings/schema';
import { similarityIndex } from '@/lib/listings/similar';
import { AREAS, placeName } from '@/lib/listings/location';
import { areaCentre } from '@/lib/map/areas';
import { distanceKm } from '@/lib/map/position';
import { placeOf, type Place } from './places';
import { searchLocation } from './search-location';
import { marketContext, type MarketContext } from './stats';

/**
 * The towns and areas that have listings, for the area pages, and the build-time figures a
 * listing page shows about its neighbourhood (market context, similar homes). Computed once per
 * build process from the fresh listings.
 */
export interface AreaGroup extends Place {
  listings: Listing[];
  /** What the search's location filter needs to find this area's homes and no others. */
  search: string;
}

export interface TownGroup {
  town: string;
  townSlug: string;
  areas: AreaGroup[];
  listings: Listing[];
}

const listings = getListings();

// Areas and towns in the vocabulary's order (towns by size, areas by renown), not data order.
const areaOrder = new Map(AREAS.map((a, i) => [placeName(a.area, a.town), i]));
const byLocation = new Map<string, Listing[]>();
for (const listing of listings) {
  const list = byLocation.get(listing.location);
  if (list) list.push(listing);
  else byLocation.set(listing.location, [listing]);
}
const areas: AreaGroup[] = [...byLocation.entries()]
  .sort(([a], [b]) => (areaOrder.get(a) ?? Infinity) - (areaOrder.get(b) ?? Infinity))
  .map(([location, homes]) => ({
    ...placeOf(location),
    listings: homes,
    search: searchLocation(location),
  }));
const towns: TownGroup[] = [];
for (const area of areas) {
  let town = towns.find((t) => t.townSlug === area.townSlug);
  if (!town) {
    town = { town: area.town, townSlug: area.townSlug, areas: [], listings: [] };
    towns.push(town);
  }
  town.areas.push(area);
  town.listings.push(...area.listings);
}

export function getTowns(): readonly TownGroup[] {
  return towns;
}

export function getTown(townSlug: string): TownGroup | undefined {
  return towns.find((t) => t.townSlug === townSlug);
}

export function getArea(townSlug: string, areaSlug: string): AreaGroup | undefined {
  return getTown(townSlug)?.areas.find((a) => a.areaSlug === areaSlug);
}

/** The area group of a listing (every listing is in one). */
export function areaOf(listing: Listing): AreaGroup {
  const { townSlug, areaSlug } = placeOf(listing.location);
  return getArea(townSlug, areaSlug)!;
}

/** Other areas of the same town with listings, nearest centre first, with their distance. */
export function nearbyAreas(area: AreaGroup, limit = 6): { area: AreaGroup; km: number }[] {
  const from = areaCentre(area.location);
  const town = getTown(area.townSlug)!;
  return town.areas
    .filter((other) => other !== area)
    .map((other) => {
      const to = areaCentre(other.location);
      return { area: other, km: from && to ? distanceKm(from, to) : Infinity };
    })
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}

// Market context compares a listing with others of the same status, type and bedrooms: grouping
// by those first keeps 10,000 listing pages from each reading all 10,000 listings.
const comparable = new Map<string, Listing[]>();
const keyOf = (l: Listing) => `${l.status}|${l.type}|${l.bedrooms}`;
for (const listing of listings) {
  const list = comparable.get(keyOf(listing));
  if (list) list.push(listing);
  else comparable.set(keyOf(listing), [listing]);
}

/** How a listing's price per m² compares with similar homes nearby, if there are enough. */
export function marketOf(listing: Listing): MarketContext | undefined {
  return marketContext(listing, comparable.get(keyOf(listing)) ?? []);
}

const similar = similarityIndex(listings);

/** Up to four listings like this one (same status and type, close in place, price, bedrooms). */
export function similarTo(listing: Listing): Listing[] {
  return similar(listing);
}

// Built on first use: only the pages of homes that left the market ask for it.
let similarAvailable: ((listing: Listing) => Listing[]) | undefined;

/**
 * Up to four homes like `listing` that are still available (not under offer), for the page of a
 * home sold, let or withdrawn: the same rule as similarTo, among the homes one can still take.
 */
export function availableLike(listing: Listing): Listing[] {
  similarAvailable ??= similarityIndex(listings.filter((l) => l.market === undefined));
  return similarAvailable(listing);
}
