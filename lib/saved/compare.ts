import type { ListingSummary } from '@/lib/listings/schema';
import { extrasAt, type IndexExtras, type ListingExtras } from '@/lib/search/index-extras';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';
import { parseHomesParam, type HomesParam } from './homes-param';
import { MAX_COMPARE } from './limits';

/**
 * /compare/'s rules: which homes it compares, and which value of a row is the best.
 * Client-safe and pure.
 *
 * A row's best value is marked only when it tells the visitor something: at least two homes
 * have a value, and they are not all equal. Every home that shares the best value is marked.
 */

export type Better = 'lower' | 'higher';

/** Positions of the best values in a row (`undefined`: no value for that home). */
export function bestOf(values: readonly (number | undefined)[], better: Better): number[] {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
  if (known.length < 2) return [];
  const best = better === 'lower' ? Math.min(...known) : Math.max(...known);
  const worst = better === 'lower' ? Math.max(...known) : Math.min(...known);
  if (best === worst) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}

/**
 * Prices of homes for sale and homes to rent are not comparable (a price against a monthly
 * rent): price rows mark a best value only when every home has the same status.
 */
export function pricesComparable(statuses: readonly string[]): boolean {
  return statuses.every((s) => s === statuses[0]);
}

/**
 * The homes to compare: a shared link's (`shared`, the `homes=` as written), read defensively
 * and as it is, or else the ones this device chose with 'Compare'. Of the device's, homes the
 * index no longer lists are left out without a word: the visitor chose them, nobody changed a
 * link.
 */
export function compareSlugs(
  shared: string | null,
  chosen: readonly string[],
  isListed: (slug: string) => boolean,
): HomesParam {
  return shared !== null
    ? parseHomesParam(shared, isListed, MAX_COMPARE)
    : { slugs: chosen.filter(isListed), ignored: 0, overLimit: 0 };
}

/** A column of the table: the home's card fields and the fields only the comparison reads. */
export interface CompareHome {
  slug: string;
  summary: ListingSummary;
  extras: ListingExtras;
}

/** The columns for `slugs`, from the index and its extras (`rows`: each slug's row). */
export function compareHomes(
  slugs: readonly string[],
  rows: ReadonlyMap<string, number>,
  index: SearchIndex,
  extras: IndexExtras,
): CompareHome[] {
  return slugs.flatMap((slug) => {
    const row = rows.get(slug);
    if (row === undefined) return [];
    return [{ slug, summary: summaryAt(index, row), extras: extrasAt(extras, row) }];
  });
}

/** Whole KES per m², or undefined when the size is not known. */
export function perSqm(summary: Pick<ListingSummary, 'price' | 'size'>): number | undefined {
  return summary.size ? Math.round(summary.price / summary.size) : undefined;
}
