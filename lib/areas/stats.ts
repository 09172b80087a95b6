import {
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type ListingStatus,
  type PropertyType,
} from '@/lib/listings/vocabulary';
import { factsOf, isHome } from '@/lib/listings/kinds';
import { placeOf } from './places';

/**
 * Facts about the listings of one area or town (counts, price ranges, medians per m²), and how
 * one listing's price per m² compares with its neighbours'. Client-safe and pure: the area
 * pages compute these at build time, and nothing here needs Node or a validation library.
 */

/** The few fields of a listing these figures read. */
export interface Priced {
  slug: string;
  /** KES; the sale price, or the monthly rent when status is 'for_rent'. */
  price: number;
  /** m²; may be missing. */
  size?: number;
  /** Homes only (lib/listings/kinds.ts). */
  bedrooms?: number;
  /** A plot's acres (land only), as the record holds them. */
  land?: { acres: number };
  type: PropertyType;
  status: ListingStatus;
  /** 'Area, Town', e.g. 'Kilimani, Nairobi' (see placeName). */
  location: string;
}

/**
 * The middle value (the mean of the two middle values for an even count), or undefined when
 * there are none. A median rather than a mean, as one mansion must not move an area's figure.
 * Sorts a copy: the caller's array is left as it is.
 */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/**
 * Whole KES per m², or undefined when the size is missing or not positive (a size of 0 is
 * 'unknown' in the data, and would give an infinite figure).
 */
export function pricePerSqm(l: { price: number; size?: number }): number | undefined {
  if (l.size === undefined || !(l.size > 0)) return undefined;
  return Math.round(l.price / l.size);
}

/**
 * Fewest comparable listings (with a size) a median per m² is shown for. Below this one odd
 * listing moves the median too much for a 'below / above the area' remark to mean anything.
 */
export const MIN_COMPARABLES = 5;

export interface BedroomFacts {
  bedrooms: number;
  count: number;
  medianPrice: number;
}

export interface StatusFacts {
  count: number;
  minPrice: number;
  maxPrice: number;
  /** Median whole KES per m² of the listings with a size; undefined when none has one. */
  medianPerSqm: number | undefined;
  /** How many listings the median per m² is taken over (those with a size). */
  perSqmCount: number;
  /** One entry per bedroom count present, fewest bedrooms first; home types mixed. */
  byBedrooms: BedroomFacts[];
}

/** A median over one kind of listing, and how many it is taken over. */
export interface KindMedian {
  count: number;
  median: number;
}

/** Fewest listings of a kind a median of theirs is shown for (land per acre, commercial per m²). */
export const MIN_OF_KIND = 3;

export interface AreaFacts {
  total: number;
  /**
   * Land for sale: the median whole KES per acre, where the area has at least MIN_OF_KIND plots
   * for sale; commercial space to let: the median whole KES per m² a month, likewise.
   */
  landPerAcre?: KindMedian;
  commercialRentPerSqm?: KindMedian;
  /** Every status and type, zeros included, so a page can print a table without checks. */
  counts: Record<ListingStatus, Record<PropertyType, number>>;
  /**
   * Only the statuses that have listings: the key is absent otherwise (never an entry of
   * zeros), as a minimum or median of nothing has no value to show.
   */
  byStatus: Partial<Record<ListingStatus, StatusFacts>>;
}

/**
 * The figures of one status. Price ranges, medians per m² and by bedrooms are homes' (SPEC's
 * area figures): a plot's price or a warehouse's rent would stretch them past meaning. Land and
 * commercial space have medians of their own (AreaFacts). Called with homes only.
 */
function statusFacts(listings: readonly Priced[]): StatusFacts {
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const perSqm: number[] = [];
  const prices = new Map<number, number[]>();
  for (const l of listings) {
    minPrice = Math.min(minPrice, l.price);
    maxPrice = Math.max(maxPrice, l.price);
    const value = pricePerSqm(l);
    if (value !== undefined) perSqm.push(value);
    const bedrooms = l.bedrooms ?? 0;
    const group = prices.get(bedrooms);
    if (group) group.push(l.price);
    else prices.set(bedrooms, [l.price]);
  }
  const byBedrooms = [...prices]
    .sort(([a], [b]) => a - b)
    .map(([bedrooms, group]) => ({
      bedrooms,
      count: group.length,
      medianPrice: median(group) as number,
    }));
  return {
    count: listings.length,
    minPrice,
    maxPrice,
    medianPerSqm: median(perSqm),
    perSqmCount: perSqm.length,
    byBedrooms,
  };
}

/**
 * What an area or town page says about its listings. The caller chooses the set (one area's or
 * one town's listings); sale prices and rents are never mixed in one figure.
 */
export function areaFacts(listings: readonly Priced[]): AreaFacts {
  const counts = Object.fromEntries(
    LISTING_STATUSES.map((status) => [
      status,
      Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0])),
    ]),
  ) as AreaFacts['counts'];
  const byStatus: AreaFacts['byStatus'] = {};
  for (const status of LISTING_STATUSES) {
    const ofStatus = listings.filter((l) => l.status === status);
    for (const l of ofStatus) counts[status][l.type] += 1;
    const homes = ofStatus.filter((l) => isHome(l.type));
    if (homes.length > 0) byStatus[status] = statusFacts(homes);
  }
  const landPerAcre = kindMedian(
    listings.filter((l) => factsOf(l.type) === 'land' && l.status === 'for_sale'),
    (l) => (l.land ? Math.round(l.price / l.land.acres) : undefined),
  );
  const commercialRentPerSqm = kindMedian(
    listings.filter((l) => factsOf(l.type) === 'commercial' && l.status === 'for_rent'),
    pricePerSqm,
  );
  return {
    total: listings.length,
    ...(landPerAcre ? { landPerAcre } : {}),
    ...(commercialRentPerSqm ? { commercialRentPerSqm } : {}),
    counts,
    byStatus,
  };
}

/** The median of `value` over `listings`, when at least MIN_OF_KIND of them have one. */
function kindMedian(
  listings: readonly Priced[],
  value: (l: Priced) => number | undefined,
): KindMedian | undefined {
  const values = listings.flatMap((l) => {
    const v = value(l);
    return v === undefined ? [] : [v];
  });
  if (values.length < MIN_OF_KIND) return undefined;
  return { count: values.length, median: Math.round(median(values)!) };
}

export interface MarketContext {
  /** Whether the comparables are the listing's area or, when it has too few, its town. */
  scope: 'area' | 'town';
  /** The area name ('Kilimani') or town name ('Nairobi') the comparables are from. */
  place: string;
  /** How many comparables (with a size) the median is taken over. */
  count: number;
  /** Their median whole KES per m². */
  median: number;
  /** Whole percent the listing's price per m² is off the median: negative is below it. */
  percent: number;
}

/**
 * How a listing's price per m² compares with similar homes nearby: other listings with the same
 * status, type and bedrooms, in the same area, or in the same town when the area has fewer than
 * `minimum` of them with a size. Undefined when the listing has no size, when even the town has
 * too few, or when their median is 0 (no percentage of nothing).
 */
export function marketContext(
  listing: Priced,
  all: readonly Priced[],
  minimum: number = MIN_COMPARABLES,
): MarketContext | undefined {
  const own = pricePerSqm(listing);
  if (own === undefined) return undefined;
  const { area, town } = placeOf(listing.location);
  const inArea: number[] = [];
  const inTown: number[] = [];
  for (const l of all) {
    if (
      l.slug === listing.slug ||
      l.status !== listing.status ||
      l.type !== listing.type ||
      l.bedrooms !== listing.bedrooms
    ) {
      continue;
    }
    const value = pricePerSqm(l);
    if (value === undefined) continue;
    // The full location decides the area: 'Milimani' is in both Kisumu and Nakuru.
    if (l.location === listing.location) inArea.push(value);
    if (placeOf(l.location).town === town) inTown.push(value);
  }
  const [scope, place, values] =
    inArea.length >= minimum
      ? (['area', area, inArea] as const)
      : (['town', town, inTown] as const);
  if (values.length < minimum) return undefined;
  const middle = median(values);
  if (middle === undefined || middle === 0) return undefined;
  // `+ 0` turns -0 (a tiny negative difference) into 0, so no page says '-0%'.
  const percent = Math.round(((own - middle) / middle) * 100) + 0;
  return { scope, place, count: values.length, median: middle, percent };
}
