import { parseOffPlan, type OffPlanFilter } from '@/lib/developments/vocabulary';
import { formatBounds, parseBounds, type Bounds } from '@/lib/map/bounds';
import { distanceKm, type LatLng } from '@/lib/map/position';
import { FACT_TICKS, NEAR_DEFAULT_KM, WITHIN_KM, type WithinKm } from './filter-options';
export {
  FACT_TICKS,
  hasFactFilters,
  NEAR_DEFAULT_KM,
  WITHIN_KM,
  type FactTick,
  type WithinKm,
} from './filter-options';
import {
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type ListingStatus,
  type PropertyType,
} from '@/lib/listings/vocabulary';
import { parseStyle, type PropertyStyle } from '@/lib/listings/kinds';
import { LIMITS } from '@/lib/listings/rules';

/**
 * Search filters, as docs/spec.md §5.1 defines them. The query string is their only home: it is
 * parsed here on every change, and the search form writes it back with `filtersToSearchParams`.
 */
export interface SearchFilters {
  /** Keywords (lib/search/keywords.ts), as typed: matched by the keyword index, not here. */
  q?: string;
  location?: string;
  /**
   * Near a place: an area as in its page's address ('nairobi/westlands') or a landmark's slug
   * (data/geo/landmarks.json). Only its form is checked here; which place it names is looked up
   * when the places' list is loaded (lib/search/places.ts), and an unknown one is ignored.
   */
  near?: string;
  /** Kilometres from `near`, one of WITHIN_KM; NEAR_DEFAULT_KM when not given. */
  within?: WithinKm;
  minPrice?: number;
  maxPrice?: number;
  /** At least this many bedrooms; 4 is the top option and means 4+. Leaves out land and commercial. */
  bedrooms?: number;
  /**
   * A plot's size in acres, compared as Kenyans count it (customaryAcres in lib/listings/land.ts:
   * a 50 × 100 ft plot is an eighth). Only listings with a plot pass.
   */
  minAcres?: number;
  maxAcres?: number;
  /** Floor area in m², for every listing that states one (homes and commercial space). */
  minSize?: number;
  maxSize?: number;
  type?: PropertyType;
  /** What people call it ('maisonette'): only beside its own type (lib/listings/kinds.ts). */
  style?: PropertyStyle;
  status?: ListingStatus;
  /** Only homes inside this box: the map's 'Search this area' (lib/map/bounds.ts). */
  bounds?: Bounds;
  /** `underOffer=hide`: leave out homes under offer (lib/listings/market.ts). */
  underOffer?: UnderOfferFilter;
  /**
   * `offPlan=only`: only units of developments still being built; `offPlan=hide`: none of them
   * (lib/developments/). Any other value is ignored.
   */
  offPlan?: OffPlanFilter;
  /** Key facts: only homes whose facts say so; a home that does not state the fact is left out. */
  furnished?: true;
  pets?: true;
  /** Any backup power (a generator or solar). */
  power?: true;
  /** Borehole water, alone or with the county's. */
  borehole?: true;
  /** At least this many parking bays. */
  parking?: number;
  /** A service charge of at most this many KES a month (none stated: left out). */
  maxServiceCharge?: number;
}

/** Longest `near` kept: area paths and landmark slugs are far shorter. */
const MAX_NEAR_LENGTH = 80;
const NEAR_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
/** The most parking bays a filter asks for; the form offers 1 to 4. */
export const MAX_PARKING_FILTER = 20;

/** The one value of `underOffer=`; any other is ignored, and homes under offer are shown. */
export const UNDER_OFFER_FILTERS = ['hide'] as const;
export type UnderOfferFilter = (typeof UNDER_OFFER_FILTERS)[number];

export const FILTER_KEYS = [
  'q',
  'location',
  'near',
  'within',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'minAcres',
  'maxAcres',
  'minSize',
  'maxSize',
  'type',
  'style',
  'status',
  'bounds',
  'underOffer',
  'offPlan',
  ...FACT_TICKS,
  'parking',
  'maxServiceCharge',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Longest `q` kept; longer input is cut (a search is a few words, not a paragraph). */
export const MAX_QUERY_LENGTH = 100;
/** Longest location kept; longer input is cut (no place name in Kenya comes close). */
export const MAX_LOCATION_LENGTH = 100;
/** Highest price bound kept; larger values are clamped to it (far above any real listing). */
export const MAX_PRICE = 100_000_000_000;
export const MAX_BEDROOMS = 4;

/** Plain digits, optionally with thousands separators or a decimal part; no sign, no exponent. */
const PRICE_PATTERN = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/;

function parsePrice(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim();
  if (!PRICE_PATTERN.test(text)) return undefined;
  // Whole shillings, as prices are: a fraction would also come back as '1e-7' when written
  // into the query string again, which this pattern does not read.
  const value = Math.round(Number(text.replaceAll(',', '')));
  // Zero is 'no bound' (docs/spec.md §5.1: a filter value of zero is ignored).
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(value, MAX_PRICE);
}

/** Plain decimals, no sign or exponent: '0.125', '2.5', '50'. */
const DECIMAL_PATTERN = /^\d{1,9}(\.\d{1,6})?$/;

/** A positive size within `max`, or undefined; zero is 'no bound', as for prices. */
function parseAmount(raw: string | null, max: number): number | undefined {
  const text = raw?.trim() ?? '';
  if (!DECIMAL_PATTERN.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= max ? value : undefined;
}

function parseBedrooms(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim().replace(/\+$/, '');
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  if (value <= 0) return undefined;
  return Math.min(value, MAX_BEDROOMS);
}

/**
 * The keywords of `q=`: trimmed, inner spaces collapsed, cut to MAX_QUERY_LENGTH. They are kept
 * as typed, so the search box shows them back; lib/search/keywords.ts reads the words.
 */
function parseQuery(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return text === '' ? undefined : text;
}

function parseLocation(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_LOCATION_LENGTH).trim();
  return text === '' ? undefined : text;
}

function parseNear(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  return text.length <= MAX_NEAR_LENGTH && NEAR_PATTERN.test(text) ? text : undefined;
}

function parseWithin(raw: string | null): WithinKm | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return WITHIN_KM.find((km) => km === value && km !== NEAR_DEFAULT_KM);
}

function parseParking(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value === 0 ? undefined : Math.min(value, MAX_PARKING_FILTER);
}

function parseOneOf<T extends string>(options: readonly T[], raw: string | null): T | undefined {
  return options.find((option) => option === raw);
}

/**
 * Reads filters from a query string. Never throws: anything that is not a valid value (text in
 * a price, negative or huge numbers, unknown status, broken encoding) is ignored or clamped.
 * A repeated parameter counts by its first value, as URLSearchParams.get does.
 */
export function parseFilters(input: URLSearchParams | string): SearchFilters {
  let params: URLSearchParams;
  try {
    params = typeof input === 'string' ? new URLSearchParams(input) : input;
  } catch {
    return {};
  }
  const filters: SearchFilters = {};
  const q = parseQuery(params.get('q'));
  if (q !== undefined) filters.q = q;
  const location = parseLocation(params.get('location'));
  if (location !== undefined) filters.location = location;
  const near = parseNear(params.get('near'));
  if (near !== undefined) {
    filters.near = near;
    // A distance means nothing without a place.
    const within = parseWithin(params.get('within'));
    if (within !== undefined) filters.within = within;
  }
  const minPrice = parsePrice(params.get('minPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = parsePrice(params.get('maxPrice'));
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const bedrooms = parseBedrooms(params.get('bedrooms'));
  if (bedrooms !== undefined) filters.bedrooms = bedrooms;
  for (const key of ['minAcres', 'maxAcres'] as const) {
    const acres = parseAmount(params.get(key), LIMITS.acres.max);
    if (acres !== undefined) filters[key] = acres;
  }
  for (const key of ['minSize', 'maxSize'] as const) {
    // Whole m², as the form asks; a bound that rounds to zero is no bound.
    const size = Math.round(parseAmount(params.get(key), LIMITS.size.max) ?? 0);
    if (size > 0) filters[key] = size;
  }
  const type = parseOneOf(PROPERTY_TYPES, params.get('type'));
  if (type !== undefined) filters.type = type;
  const style = parseStyle(type, params.get('style'));
  if (style !== undefined) filters.style = style;
  const status = parseOneOf(LISTING_STATUSES, params.get('status'));
  if (status !== undefined) filters.status = status;
  const bounds = parseBounds(params.get('bounds'));
  if (bounds !== undefined) filters.bounds = bounds;
  const underOffer = parseOneOf(UNDER_OFFER_FILTERS, params.get('underOffer'));
  if (underOffer !== undefined) filters.underOffer = underOffer;
  const offPlan = parseOffPlan(params.get('offPlan'));
  if (offPlan !== undefined) filters.offPlan = offPlan;
  for (const tick of FACT_TICKS) if (params.get(tick)?.trim() === '1') filters[tick] = true;
  const parking = parseParking(params.get('parking'));
  if (parking !== undefined) filters.parking = parking;
  const maxServiceCharge = parsePrice(params.get('maxServiceCharge'));
  if (maxServiceCharge !== undefined) filters.maxServiceCharge = maxServiceCharge;
  return filters;
}

/** Whether `position` is within the search's distance of the place `near` stands for. */
export function isNear(position: LatLng, near: LatLng, filters: SearchFilters): boolean {
  return distanceKm(position, near) <= (filters.within ?? NEAR_DEFAULT_KM);
}

/** Query string for a set of filters, in a stable order, leaving out the empty ones. */
export function filtersToSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const raw = filters[key];
    const value =
      key === 'bounds' ? filters.bounds && formatBounds(filters.bounds) : raw === true ? '1' : raw;
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** Whether a search uses the fields of 'More filters' beyond the Key facts: style, sizes, off-plan. */
export function hasKindFilters(filters: SearchFilters): boolean {
  return (['style', 'minAcres', 'maxAcres', 'minSize', 'maxSize', 'offPlan'] as const).some(
    (key) => filters[key] !== undefined,
  );
}
