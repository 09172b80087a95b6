import { formatBounds, inBounds, parseBounds, type Bounds } from '@/lib/map/bounds';
import type { LatLng } from '@/lib/map/position';
import {
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type ListingStatus,
  type PropertyType,
} from '@/lib/listings/vocabulary';

/**
 * Search filters, as docs/spec.md §5.1 defines them. The query string is their only home: it is
 * parsed here on every change, and the search form writes it back with `filtersToSearchParams`.
 */
export interface SearchFilters {
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  /** At least this many bedrooms; 4 is the top option and means 4+. */
  bedrooms?: number;
  type?: PropertyType;
  status?: ListingStatus;
  /** Only homes inside this box: the map's 'Search this area' (lib/map/bounds.ts). */
  bounds?: Bounds;
  /** `underOffer=hide`: leave out homes under offer (lib/listings/market.ts). */
  underOffer?: UnderOfferFilter;
}

/** The one value of `underOffer=`; any other is ignored, and homes under offer are shown. */
export const UNDER_OFFER_FILTERS = ['hide'] as const;
export type UnderOfferFilter = (typeof UNDER_OFFER_FILTERS)[number];

export const FILTER_KEYS = [
  'location',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'type',
  'status',
  'bounds',
  'underOffer',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

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

function parseBedrooms(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim().replace(/\+$/, '');
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  if (value <= 0) return undefined;
  return Math.min(value, MAX_BEDROOMS);
}

function parseLocation(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_LOCATION_LENGTH).trim();
  return text === '' ? undefined : text;
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
  const location = parseLocation(params.get('location'));
  if (location !== undefined) filters.location = location;
  const minPrice = parsePrice(params.get('minPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = parsePrice(params.get('maxPrice'));
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const bedrooms = parseBedrooms(params.get('bedrooms'));
  if (bedrooms !== undefined) filters.bedrooms = bedrooms;
  const type = parseOneOf(PROPERTY_TYPES, params.get('type'));
  if (type !== undefined) filters.type = type;
  const status = parseOneOf(LISTING_STATUSES, params.get('status'));
  if (status !== undefined) filters.status = status;
  const bounds = parseBounds(params.get('bounds'));
  if (bounds !== undefined) filters.bounds = bounds;
  const underOffer = parseOneOf(UNDER_OFFER_FILTERS, params.get('underOffer'));
  if (underOffer !== undefined) filters.underOffer = underOffer;
  return filters;
}

/** The fields of a listing the filters look at. */
export interface Filterable {
  location: string;
  price: number;
  bedrooms: number;
  type: PropertyType;
  status: ListingStatus;
  /**
   * The approximate position (the only one public code ever sees); records without one (the
   * data's own, which hold the real coordinates instead) never match a map box.
   */
  position?: LatLng;
  /** True for a home under offer (ListingSummary), or its market state (a listing record). */
  underOffer?: boolean;
  market?: string;
}

export function matchesFilters(listing: Filterable, filters: SearchFilters): boolean {
  if (filters.location !== undefined) {
    const needle = filters.location.toLocaleLowerCase('en-KE');
    if (!listing.location.toLocaleLowerCase('en-KE').includes(needle)) return false;
  }
  if (filters.minPrice !== undefined && listing.price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.price > filters.maxPrice) return false;
  if (filters.bedrooms !== undefined && listing.bedrooms < filters.bedrooms) return false;
  if (filters.type !== undefined && listing.type !== filters.type) return false;
  if (filters.status !== undefined && listing.status !== filters.status) return false;
  if (
    filters.underOffer === 'hide' &&
    (listing.underOffer === true || listing.market === 'under_offer')
  )
    return false;
  if (filters.bounds !== undefined) {
    if (listing.position === undefined || !inBounds(filters.bounds, listing.position)) return false;
  }
  return true;
}

export function filterListings<T extends Filterable>(
  listings: readonly T[],
  filters: SearchFilters,
): T[] {
  return listings.filter((listing) => matchesFilters(listing, filters));
}

/** Query string for a set of filters, in a stable order, leaving out the empty ones. */
export function filtersToSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'bounds' ? filters.bounds && formatBounds(filters.bounds) : filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
