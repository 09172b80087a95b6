import { hasFactFilters, NEAR_DEFAULT_KM } from '@/lib/search/filter-options';
import { kindLabel } from '@/lib/i18n/labels';
import type { PropertyStyle } from '@/lib/listings/kinds';
import { formatAcres } from '@/lib/listings/land';
import { filtersToSearchParams, parseFilters, type SearchFilters } from '@/lib/search/filters';
import { fill } from '@/lib/i18n/format';
import { searchIndex, type SearchIndex } from '@/lib/search/search-index';
import { parseSort, setSortParam, DEFAULT_SORT, type SortKey } from '@/lib/search/sort';
import { isoDate } from '@/lib/listings/dates';
import { formatKes } from '@/lib/site/format';
import { MAX_SEARCH_QUERY } from './limits';

/**
 * Saved searches: a /listings/ query string the visitor named. Client-safe and pure.
 *
 * A search is kept as its cleaned query (the filters and sort it really asks for, in a stable
 * order), so two ways of writing one search are one search, and a hostile query string can
 * never be stored as anything but the filters it parses to.
 */

/** The cleaned query string of a search (no '?'), or undefined if it is too long to be real. */
export function cleanSavedQuery(query: string): string | undefined {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (raw.length > MAX_SEARCH_QUERY) return undefined;
  const params = filtersToSearchParams(parseFilters(raw));
  return setSortParam(params, parseSort(raw)).toString();
}

/**
 * The rows of the index a saved query finds by the index's own filters. A search with keywords
 * or a place (`needsQueryTools`) also needs the keyword index or the places' list:
 * components/search/query-tools.ts `searchQueryRows` counts those.
 */
export function savedSearchRows(index: SearchIndex, query: string): number[] {
  return searchIndex(index, parseFilters(query));
}

/** Whether a saved query asks for keywords or a place. */
export function needsQueryTools(query: string): boolean {
  const filters = parseFilters(query);
  return filters.q !== undefined || filters.near !== undefined;
}

/** The newest listing date among `rows` (YYYY-MM-DD), or '' for none. */
export function newestListed(index: SearchIndex, rows: readonly number[]): string {
  if (rows.length === 0) return '';
  let fewest = Infinity;
  for (const row of rows) fewest = Math.min(fewest, index.listed[row]!);
  return isoDate(index.day0 - fewest);
}

/**
 * How many of `rows` were listed after `seenThrough` (the newest listing date the visitor had
 * seen in this search's results). With nothing seen yet, every match is new. ISO dates compare
 * as strings.
 */
export function countNew(index: SearchIndex, rows: readonly number[], seenThrough: string): number {
  let n = 0;
  for (const row of rows) {
    if (isoDate(index.day0 - index.listed[row]!) > seenThrough) n++;
  }
  return n;
}

/** The words a search's default name is made of, in the page's language. */
export interface SearchNameTexts {
  anywhere: string;
  forSale: string;
  forRent: string;
  apartment: string;
  house: string;
  land: string;
  commercial: string;
  styles: Record<PropertyStyle, string>;
  /** '{n} acre(s)', '{n} m²': a size bound reads 'from ⅛ acre', 'up to 500 m²'. */
  acre: string;
  acres: string;
  floorArea: string;
  /** e.g. '{n}+ beds' */
  bedsAtLeast: string;
  /** e.g. 'from {price}' and 'up to {price}' */
  priceFrom: string;
  priceTo: string;
  mapArea: string;
  /** e.g. 'not under offer', for `underOffer=hide` */
  noUnderOffer: string;
  /** 'off-plan only' and 'no off-plan', for `offPlan=only` and `offPlan=hide` */
  offPlanOnly: string;
  offPlanHidden: string;
  /** e.g. 'near {place}' (the place as `near=` names it), and 'within {n} km' */
  near: string;
  /** e.g. 'Key facts', for any of the Key facts filters */
  keyFacts: string;
  sorted: Record<SortKey, string>;
}

/**
 * A readable default name for a search, e.g. 'Kilimani · For Sale · Apartment · 3+ beds'.
 * The visitor can change it; the query stays what it was.
 */
export function defaultSearchName(query: string, texts: SearchNameTexts): string {
  const filters: SearchFilters = parseFilters(query);
  const sort = parseSort(query);
  const parts: string[] = [filters.location ?? texts.anywhere];
  // The keywords first, quoted, as typed: they say most about what was looked for.
  if (filters.q) parts.unshift(`“${filters.q}”`);
  if (filters.near)
    parts.push(
      fill(texts.near, {
        place: filters.near.replace(/^[^/]*\//, '').replaceAll('-', ' '),
        km: filters.within ?? NEAR_DEFAULT_KM,
      }),
    );
  if (filters.status) parts.push(filters.status === 'for_sale' ? texts.forSale : texts.forRent);
  if (filters.type) parts.push(kindLabel(texts, filters.type, filters.style));
  if (filters.bedrooms) parts.push(texts.bedsAtLeast.replace('{n}', String(filters.bedrooms)));
  const acres = (n: number) => formatAcres(n, texts);
  const area = (n: number) => texts.floorArea.replace('{n}', n.toLocaleString('en-KE'));
  if (filters.minAcres) parts.push(texts.priceFrom.replace('{price}', acres(filters.minAcres)));
  if (filters.maxAcres) parts.push(texts.priceTo.replace('{price}', acres(filters.maxAcres)));
  if (filters.minSize) parts.push(texts.priceFrom.replace('{price}', area(filters.minSize)));
  if (filters.maxSize) parts.push(texts.priceTo.replace('{price}', area(filters.maxSize)));
  if (filters.minPrice) parts.push(texts.priceFrom.replace('{price}', formatKes(filters.minPrice)));
  if (filters.maxPrice) parts.push(texts.priceTo.replace('{price}', formatKes(filters.maxPrice)));
  if (filters.bounds) parts.push(texts.mapArea);
  if (filters.underOffer === 'hide') parts.push(texts.noUnderOffer);
  if (filters.offPlan)
    parts.push(filters.offPlan === 'only' ? texts.offPlanOnly : texts.offPlanHidden);
  if (hasFactFilters(filters)) parts.push(texts.keyFacts);
  if (sort !== DEFAULT_SORT) parts.push(texts.sorted[sort]);
  return parts.join(' · ');
}

/** A new search's id: time and randomness, unique enough for one device's few dozen. */
export function newSearchId(now: number, random: number): string {
  return `${now.toString(36)}-${Math.floor(random * 1e9).toString(36)}`;
}
