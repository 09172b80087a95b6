import type { KenyaFacts } from '@/lib/listings/schema';
import { inBounds } from '@/lib/map/bounds';
import type { LatLng } from '@/lib/map/position';
import type { ListingStatus, PropertyType } from '@/lib/listings/vocabulary';
import type { PropertyStyle } from '@/lib/listings/kinds';
import { customaryAcres } from '@/lib/listings/land';
import { FACT_TICKS } from './filter-options';
import { isNear, type SearchFilters } from './filters';

/**
 * The search's rules as a plain predicate on listings: what the build uses to read the Key
 * facts into the search index, and the reference the index's own search
 * (lib/search/search-index.ts `searchIndex`) is held to by the unit tests. Kept apart from the
 * query string's parsing (lib/search/filters.ts) so the browser, which searches the index, does
 * not carry it.
 */

/** The Key facts a filter reads, from a listing's facts or the index's columns. */
export interface FactAnswers {
  furnished?: boolean;
  pets?: boolean;
  power?: boolean;
  borehole?: boolean;
  parking?: number;
  serviceCharge?: number;
}

/** A listing's facts as the filters read them; what is not stated stays undefined. */
export function factAnswers(facts: KenyaFacts | undefined): FactAnswers {
  if (facts === undefined) return {};
  const { water, backupPower } = facts;
  return {
    furnished: facts.furnished,
    pets: facts.petsAllowed,
    power: backupPower === undefined ? undefined : backupPower !== 'none',
    borehole: water === undefined ? undefined : water !== 'county',
    parking: facts.parkingBays,
    serviceCharge: facts.serviceCharge,
  };
}

/** Whether the facts pass the Key facts filters: an unstated fact never passes its filter. */
export function matchesFacts(answers: FactAnswers, filters: SearchFilters): boolean {
  for (const tick of FACT_TICKS) if (filters[tick] && answers[tick] !== true) return false;
  if (filters.parking !== undefined && !((answers.parking ?? -1) >= filters.parking)) return false;
  if (
    filters.maxServiceCharge !== undefined &&
    !(answers.serviceCharge !== undefined && answers.serviceCharge <= filters.maxServiceCharge)
  )
    return false;
  return true;
}

/** The fields of a listing the filters look at. */
export interface Filterable {
  location: string;
  price: number;
  /** Homes only: land and commercial space have none. */
  bedrooms?: number;
  /** m²: a home's size, commercial space's floor area. */
  size?: number;
  /** A plot's acres (land). */
  acres?: number;
  type: PropertyType;
  style?: PropertyStyle;
  status: ListingStatus;
  /**
   * The approximate position (the only one public code ever sees); records without one (the
   * data's own, which hold the real coordinates instead) never match a map box.
   */
  position?: LatLng;
  /** True for a home under offer (ListingSummary), or its market state (a listing record). */
  underOffer?: boolean;
  market?: string;
  /** A unit of a development still being built (ListingSummary); a record gives its state here. */
  offPlan?: string;
  facts?: KenyaFacts;
}

/** Whether `value` lies within the bounds given; with a bound, an unknown value never does. */
export function inRange(
  value: number | undefined,
  min: number | undefined,
  max: number | undefined,
): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === undefined) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/**
 * Whether a listing passes the filters. Keywords (`q`) are the keyword index's to match, and
 * `near` needs the place's position: `nearPoint`, or the filter is not applied.
 */
export function matchesFilters(
  listing: Filterable,
  filters: SearchFilters,
  nearPoint?: LatLng,
): boolean {
  if (filters.location !== undefined) {
    const needle = filters.location.toLocaleLowerCase('en-KE');
    if (!listing.location.toLocaleLowerCase('en-KE').includes(needle)) return false;
  }
  if (filters.minPrice !== undefined && listing.price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.price > filters.maxPrice) return false;
  if (filters.bedrooms !== undefined && (listing.bedrooms ?? -1) < filters.bedrooms) return false;
  if (
    !inRange(
      listing.acres === undefined ? undefined : customaryAcres(listing.acres),
      filters.minAcres,
      filters.maxAcres,
    )
  )
    return false;
  if (!inRange(listing.size, filters.minSize, filters.maxSize)) return false;
  if (filters.type !== undefined && listing.type !== filters.type) return false;
  if (filters.style !== undefined && listing.style !== filters.style) return false;
  if (filters.status !== undefined && listing.status !== filters.status) return false;
  if (
    filters.underOffer === 'hide' &&
    (listing.underOffer === true || listing.market === 'under_offer')
  )
    return false;
  if (
    filters.offPlan !== undefined &&
    (listing.offPlan !== undefined) !== (filters.offPlan === 'only')
  )
    return false;
  if (filters.bounds !== undefined) {
    if (listing.position === undefined || !inBounds(filters.bounds, listing.position)) return false;
  }
  if (nearPoint !== undefined) {
    if (listing.position === undefined || !isNear(listing.position, nearPoint, filters))
      return false;
  }
  return matchesFacts(factAnswers(listing.facts), filters);
}

export function filterListings<T extends Filterable>(
  listings: readonly T[],
  filters: SearchFilters,
  nearPoint?: LatLng,
): T[] {
  return listings.filter((listing) => matchesFilters(listing, filters, nearPoint));
}
