import { FACT_TICKS } from './filter-options';
import { isNear, type SearchFilters } from './filters';
import { factAnswers, inRange } from './match';
import type { KenyaFacts, ListingSummary } from '@/lib/listings/schema';
import { dayNumber, isoDate } from '@/lib/listings/dates';
import { titleSlug } from '@/lib/listings/slug';
import { inBounds } from '@/lib/map/bounds';
import type { LatLng } from '@/lib/map/position';
import { LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { isHome, PROPERTY_STYLES } from '@/lib/listings/kinds';
import { customaryAcres } from '@/lib/listings/land';

/**
 * The search index: every listing's card fields, stored by column rather than by record, so a
 * site with tens of thousands of listings can search in the browser from one small static file.
 *
 * - Repeated strings (locations, photos) are stored once, in a dictionary, and referred to by
 *   position; type and status are positions in the fixed vocabularies; the two media flags and
 *   'under offer' share one number. Arrays of small numbers compress far better than repeated objects.
 * - Filtering walks plain number arrays and tests each distinct location once, not each row.
 *
 * Client-safe: no zod, no Node modules. The build writes the file (app/search-index/); the
 * /listings/ island fetches it once.
 */
export const SEARCH_INDEX_VERSION = 7;

export interface SearchIndex {
  v: typeof SEARCH_INDEX_VERSION;
  count: number;
  /** The slug, or only its part after the title's own slug (see `packSlug`). */
  slug: string[];
  title: string[];
  price: number[];
  /** Position in `locations`. */
  location: number[];
  locations: string[];
  /** 0 for land and commercial space, which have none (lib/listings/kinds.ts). */
  bedrooms: number[];
  bathrooms: number[];
  /** Square metres; 0 when the size is not known. */
  size: number[];
  /** A plot's acres × 10,000 (land); 0 for every other kind. */
  acres: number[];
  /** Position in PROPERTY_TYPES. */
  type: number[];
  /** Position in PROPERTY_STYLES + 1; 0 when the listing names no style (lib/listings/kinds.ts). */
  style: number[];
  /** Position in LISTING_STATUSES. */
  status: number[];
  /** Position in `images`. */
  image: number[];
  images: string[];
  /**
   * Bit 1: has a video; bit 2: has a 360° tour; bit 4: under offer (lib/listings/market.ts);
   * bit 8: a unit sold off-plan, bit 16: a unit under construction (lib/developments/).
   */
  flags: number[];
  /**
   * The approximate position (lib/map/position.ts) in units of 1e-4 degree, as the offset from
   * the position of the first listing of the same location, whose own position is in `origins`
   * (latitude, longitude per location). Offsets inside one area are 3-4 digits instead of 6-7.
   */
  lat: number[];
  lng: number[];
  origins: number[];
  /**
   * When each listing was listed and last verified, as whole days before `day0` (the day number
   * of the latest date in the index, lib/listings/dates.ts): 0-400 instead of ISO strings.
   */
  listed: number[];
  verified: number[];
  day0: number;
  /**
   * The Key facts the filters read (lib/search/filters.ts): bit 1 furnished, 2 pets allowed,
   * 4 backup power, 8 borehole water; 0 for 'no' and for not stated alike (neither passes).
   */
  facts: number[];
  /** Parking bays + 1; 0 when not stated. */
  parking: number[];
  /** Service charge in KES a month + 1; 0 when not stated. */
  service: number[];
}

const VIDEO = 1;
const TOUR = 2;
const UNDER_OFFER = 4;
const OFF_PLAN = 8;
const UNDER_CONSTRUCTION = 16;
const BUILDING = OFF_PLAN | UNDER_CONSTRUCTION;

/** Every per-row column: all must hold `count` entries. */
const ROW_COLUMNS = [
  'slug',
  'title',
  'price',
  'location',
  'bedrooms',
  'bathrooms',
  'size',
  'acres',
  'type',
  'style',
  'status',
  'image',
  'flags',
  'lat',
  'lng',
  'listed',
  'verified',
  'facts',
  'parking',
  'service',
] as const satisfies readonly (keyof SearchIndex)[];

/** Positions of values in a dictionary, built as values are first seen. */
function dictionary() {
  const values: string[] = [];
  const positions = new Map<string, number>();
  return {
    values,
    at(value: string): number {
      let position = positions.get(value);
      if (position === undefined) {
        position = values.length;
        positions.set(value, position);
        values.push(value);
      }
      return position;
    },
  };
}

/**
 * Slugs are mostly the title's own slug, often with a suffix ('...-in-kilimani-601'). Only the
 * part the title does not give is stored: '' for the title's slug itself, '-601' for a suffix,
 * and the whole slug (which never starts with '-') otherwise. The slug column shrinks by about
 * nine tenths on generated data.
 */
export function packSlug(slug: string, title: string): string {
  const base = titleSlug(title);
  if (base === '') return slug;
  if (slug === base) return '';
  return slug.startsWith(`${base}-`) ? slug.slice(base.length) : slug;
}

export function unpackSlug(packed: string, title: string): string {
  return packed === '' || packed.startsWith('-') ? titleSlug(title) + packed : packed;
}

const E4 = 1e4;

/** The bit of each Key facts tick in the `facts` column, in the order of FACT_TICKS. */
const factBit = (i: number) => 1 << i;

/**
 * The index of `listings`; `facts[i]` are listing i's Key facts (the cards do not carry them),
 * none when left out.
 */
export function buildSearchIndex(
  listings: readonly ListingSummary[],
  facts: readonly (KenyaFacts | undefined)[] = [],
): SearchIndex {
  const locations = dictionary();
  const images = dictionary();
  const origins: number[] = [];
  const offsets = listings.map((l) => {
    const at = locations.at(l.location);
    const lat = Math.round(l.position.latitude * E4);
    const lng = Math.round(l.position.longitude * E4);
    if (origins.length === 2 * at) origins.push(lat, lng);
    return [lat - origins[2 * at]!, lng - origins[2 * at + 1]!] as const;
  });
  const days = (iso: string) => dayNumber(iso) ?? 0;
  const day0 = listings.reduce((latest, l) => Math.max(latest, days(l.verifiedAt)), 0);
  return {
    v: SEARCH_INDEX_VERSION,
    count: listings.length,
    slug: listings.map((l) => packSlug(l.slug, l.title)),
    title: listings.map((l) => l.title),
    price: listings.map((l) => l.price),
    location: listings.map((l) => locations.at(l.location)),
    locations: locations.values,
    bedrooms: listings.map((l) => l.bedrooms ?? 0),
    bathrooms: listings.map((l) => l.bathrooms ?? 0),
    size: listings.map((l) => l.size ?? 0),
    acres: listings.map((l) => (l.acres === undefined ? 0 : Math.round(l.acres * E4))),
    type: listings.map((l) => PROPERTY_TYPES.indexOf(l.type)),
    style: listings.map((l) => (l.style === undefined ? 0 : PROPERTY_STYLES.indexOf(l.style) + 1)),
    status: listings.map((l) => LISTING_STATUSES.indexOf(l.status)),
    image: listings.map((l) => images.at(l.image)),
    images: images.values,
    flags: listings.map(
      (l) =>
        (l.hasVideo ? VIDEO : 0) |
        (l.has360 ? TOUR : 0) |
        (l.underOffer ? UNDER_OFFER : 0) |
        (l.offPlan === 'off_plan'
          ? OFF_PLAN
          : l.offPlan === 'under_construction'
            ? UNDER_CONSTRUCTION
            : 0),
    ),
    lat: offsets.map(([lat]) => lat),
    lng: offsets.map(([, lng]) => lng),
    origins,
    listed: listings.map((l) => day0 - days(l.listedAt)),
    verified: listings.map((l) => day0 - days(l.verifiedAt)),
    day0,
    ...factColumns(listings.map((_, i) => facts[i])),
  };
}

function factColumns(
  facts: readonly (KenyaFacts | undefined)[],
): Pick<SearchIndex, 'facts' | 'parking' | 'service'> {
  const answers = facts.map(factAnswers);
  return {
    facts: answers.map((a) =>
      FACT_TICKS.reduce((bits, tick, i) => (a[tick] === true ? bits | factBit(i) : bits), 0),
    ),
    parking: answers.map((a) => (a.parking === undefined ? 0 : a.parking + 1)),
    service: answers.map((a) => (a.serviceCharge === undefined ? 0 : a.serviceCharge + 1)),
  };
}

/** The approximate position of row `row`, in degrees. */
export function positionAt(index: SearchIndex, row: number): LatLng {
  const at = index.location[row]!;
  return {
    latitude: (index.origins[2 * at]! + index.lat[row]!) / E4,
    longitude: (index.origins[2 * at + 1]! + index.lng[row]!) / E4,
  };
}

/** The card fields of row `row`, exactly as they were before indexing. */
export function summaryAt(index: SearchIndex, row: number): ListingSummary {
  const size = index.size[row]!;
  const acres = index.acres[row]!;
  const style = index.style[row]!;
  const type = PROPERTY_TYPES[index.type[row]!]!;
  const title = index.title[row]!;
  return {
    slug: unpackSlug(index.slug[row]!, title),
    title,
    price: index.price[row]!,
    currency: 'KES',
    location: index.locations[index.location[row]!]!,
    ...(isHome(type) ? { bedrooms: index.bedrooms[row]!, bathrooms: index.bathrooms[row]! } : {}),
    ...(size > 0 ? { size } : {}),
    ...(acres > 0 ? { acres: acres / E4 } : {}),
    type,
    ...(style > 0 ? { style: PROPERTY_STYLES[style - 1]! } : {}),
    status: LISTING_STATUSES[index.status[row]!]!,
    image: index.images[index.image[row]!]!,
    hasVideo: (index.flags[row]! & VIDEO) !== 0,
    has360: (index.flags[row]! & TOUR) !== 0,
    listedAt: isoDate(index.day0 - index.listed[row]!),
    verifiedAt: isoDate(index.day0 - index.verified[row]!),
    position: positionAt(index, row),
    ...((index.flags[row]! & UNDER_OFFER) !== 0 ? { underOffer: true as const } : {}),
    ...((index.flags[row]! & OFF_PLAN) !== 0 ? { offPlan: 'off_plan' as const } : {}),
    ...((index.flags[row]! & UNDER_CONSTRUCTION) !== 0
      ? { offPlan: 'under_construction' as const }
      : {}),
  };
}

/**
 * Rows matching the filters, in index order. Same rules as `matchesFilters` in lib/search/match.ts
 * (the unit tests hold the two to the same answers on random data), but each distinct location
 * is compared once and each row costs a few number comparisons. Keywords are left to the
 * keyword index, and `near` is applied only with its place's position, `nearPoint`.
 */
export function searchIndex(
  index: SearchIndex,
  filters: SearchFilters,
  nearPoint?: LatLng,
): number[] {
  const needle = filters.location?.toLocaleLowerCase('en-KE');
  const placeMatches =
    needle === undefined
      ? undefined
      : index.locations.map((place) => place.toLocaleLowerCase('en-KE').includes(needle));
  const min = filters.minPrice ?? -Infinity;
  const max = filters.maxPrice ?? Infinity;
  const bedrooms = filters.bedrooms ?? -Infinity;
  const sizes = filters.minSize !== undefined || filters.maxSize !== undefined;
  const plots = filters.minAcres !== undefined || filters.maxAcres !== undefined;
  const type = filters.type === undefined ? -1 : PROPERTY_TYPES.indexOf(filters.type);
  const style = filters.style === undefined ? 0 : PROPERTY_STYLES.indexOf(filters.style) + 1;
  const status = filters.status === undefined ? -1 : LISTING_STATUSES.indexOf(filters.status);
  const hideUnderOffer = filters.underOffer === 'hide';
  const offPlan = filters.offPlan;
  const { price, location, type: types, status: statuses, flags } = index;
  const box = filters.bounds;
  const ticks = FACT_TICKS.reduce((bits, tick, i) => (filters[tick] ? bits | factBit(i) : bits), 0);
  const parking = filters.parking === undefined ? 0 : filters.parking + 1;
  const maxService =
    filters.maxServiceCharge === undefined ? Infinity : filters.maxServiceCharge + 1;
  const homes = PROPERTY_TYPES.map(isHome);
  const rows: number[] = [];
  for (let row = 0; row < index.count; row++) {
    if (placeMatches !== undefined && !placeMatches[location[row]!]) continue;
    const p = price[row]!;
    if (p < min || p > max) continue;
    // Land and commercial space have no bedrooms: a bedrooms filter leaves them out.
    if (bedrooms > 0 && (index.bedrooms[row]! < bedrooms || !homes[types[row]!])) continue;
    if (sizes && !inRange(index.size[row]! || undefined, filters.minSize, filters.maxSize))
      continue;
    if (
      plots &&
      !inRange(
        index.acres[row]! > 0 ? customaryAcres(index.acres[row]! / E4) : undefined,
        filters.minAcres,
        filters.maxAcres,
      )
    )
      continue;
    if (type >= 0 && types[row] !== type) continue;
    if (style > 0 && index.style[row] !== style) continue;
    if (status >= 0 && statuses[row] !== status) continue;
    if (hideUnderOffer && (flags[row]! & UNDER_OFFER) !== 0) continue;
    if (offPlan !== undefined && ((flags[row]! & BUILDING) !== 0) !== (offPlan === 'only'))
      continue;
    if (box !== undefined && !inBounds(box, positionAt(index, row))) continue;
    if ((index.facts[row]! & ticks) !== ticks) continue;
    if (index.parking[row]! < parking) continue;
    const service = index.service[row]!;
    if (maxService !== Infinity && (service === 0 || service > maxService)) continue;
    if (nearPoint !== undefined && !isNear(positionAt(index, row), nearPoint, filters)) continue;
    rows.push(row);
  }
  return rows;
}

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/**
 * Checks a fetched index before the island trusts it: the right version, and every column as
 * long as the count with the right kind of values. A stale or damaged file is refused whole.
 */
export function readSearchIndex(data: unknown): SearchIndex {
  const fail = (why: string): never => {
    throw new SearchIndexError(`Search index refused: ${why}`);
  };
  if (typeof data !== 'object' || data === null) return fail('not an object');
  const index = data as Partial<Record<keyof SearchIndex, unknown>>;
  if (index.v !== SEARCH_INDEX_VERSION) return fail(`version ${String(index.v)}`);
  const count = index.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return fail('count');
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  const positions = (value: unknown, limit: number) =>
    Array.isArray(value) &&
    value.every((item) => Number.isInteger(item) && item >= 0 && item < limit);
  const numbers = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'number' && item >= 0);
  const integers = (value: unknown) =>
    Array.isArray(value) && value.every((item) => Number.isInteger(item));
  for (const column of ROW_COLUMNS) {
    const value = index[column];
    if (!Array.isArray(value) || value.length !== count) return fail(`column ${column}`);
  }
  if (!strings(index.locations) || !strings(index.images)) return fail('dictionaries');
  const locations = (index.locations as string[]).length;
  const images = (index.images as string[]).length;
  const ok =
    strings(index.slug) &&
    strings(index.title) &&
    numbers(index.price) &&
    numbers(index.bedrooms) &&
    numbers(index.bathrooms) &&
    numbers(index.size) &&
    numbers(index.acres) &&
    positions(index.location, locations) &&
    positions(index.image, images) &&
    positions(index.type, PROPERTY_TYPES.length) &&
    positions(index.style, PROPERTY_STYLES.length + 1) &&
    positions(index.status, LISTING_STATUSES.length) &&
    positions(index.flags, 32) &&
    integers(index.lat) &&
    integers(index.lng) &&
    integers(index.origins) &&
    numbers(index.listed) &&
    integers(index.listed) &&
    integers(index.verified) &&
    numbers(index.verified) &&
    Number.isInteger(index.day0) &&
    positions(index.facts, 1 << FACT_TICKS.length) &&
    numbers(index.parking) &&
    numbers(index.service) &&
    (index.origins as number[]).length === 2 * locations;
  if (!ok) return fail('values');
  return data as SearchIndex;
}

/** Name of the performance entry each search leaves in the browser's timeline. */
export const SEARCH_MEASURE = 'search-index';

/**
 * `searchIndex`, timed: each call leaves a `search-index` entry in the performance timeline, so
 * the search cost can be read in any browser's dev tools and by `npm run bench`.
 */
export function measuredSearch(
  index: SearchIndex,
  filters: SearchFilters,
  nearPoint?: LatLng,
): number[] {
  const started = performance.now();
  const rows = searchIndex(index, filters, nearPoint);
  performance.measure(SEARCH_MEASURE, { start: started });
  return rows;
}
