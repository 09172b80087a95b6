import type { SearchIndex } from './search-index';

/**
 * The orders a search can be shown in. The query string is the choice's only home, like the
 * filters': `sort=newest` and so on, and no `sort` for Recommended (the listings in the order
 * the build gives them: the listings desk's ranks, then the newest, lib/listings/order.ts).
 * Client-safe.
 */
export const SORT_KEYS = [
  'recommended',
  'newest',
  'price-asc',
  'price-desc',
  'size-desc',
  'price-per-sqm-asc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const DEFAULT_SORT: SortKey = 'recommended';

/**
 * The sort a query string asks for. Anything else (unknown, empty, hostile, repeated with a bad
 * first value) is Recommended, as a filter's bad value is no filter.
 */
export function parseSort(input: URLSearchParams | string): SortKey {
  let params: URLSearchParams;
  try {
    params = typeof input === 'string' ? new URLSearchParams(input) : input;
  } catch {
    return DEFAULT_SORT;
  }
  const raw = params.get('sort');
  return SORT_KEYS.find((key) => key === raw) ?? DEFAULT_SORT;
}

/** Writes the sort into query parameters: removed for Recommended, so URLs stay short. */
export function setSortParam(params: URLSearchParams, sort: SortKey): URLSearchParams {
  if (sort === DEFAULT_SORT) params.delete('sort');
  else params.set('sort', sort);
  return params;
}

/** The fields a sort looks at, for one listing. `size` 0 or undefined means not known. */
export interface Sortable {
  price: number;
  size?: number;
  /** Days before a fixed day: smaller is more recent (the index's `listed` column). */
  listedDaysAgo: number;
}

/**
 * A key per listing such that ascending order of keys is the sort's order; listings whose key is
 * undefined (no size, for size and price per m²) go last. Ties keep the Recommended order.
 */
function sortKeyOf(sort: SortKey, item: Sortable): number | undefined {
  const size = item.size !== undefined && item.size > 0 ? item.size : undefined;
  switch (sort) {
    case 'recommended':
      return 0;
    case 'newest':
      return item.listedDaysAgo;
    case 'price-asc':
      return item.price;
    case 'price-desc':
      return -item.price;
    case 'size-desc':
      return size === undefined ? undefined : -size;
    case 'price-per-sqm-asc':
      return size === undefined ? undefined : item.price / size;
  }
}

/**
 * `items` in the order of `sort`, as positions into `items`. Stable: equal keys keep the input
 * order, so a sorted search is the Recommended order within each price, size or date.
 */
export function sortOrder(items: readonly Sortable[], sort: SortKey): number[] {
  const order = items.map((_, i) => i);
  if (sort === DEFAULT_SORT) return order;
  const keys = items.map((item) => sortKeyOf(sort, item) ?? Infinity);
  // Array.prototype.sort is stable (ES2019), and the index is a final tie-break anyway.
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}

/** Name of the performance entry each sort leaves in the browser's timeline. */
export const SORT_MEASURE = 'search-sort';

/**
 * The rows a search found, in the order of `sort`, read straight from the index's columns.
 * Each call leaves a `search-sort` entry in the performance timeline (for `npm run bench`).
 */
export function sortRows(index: SearchIndex, rows: readonly number[], sort: SortKey): number[] {
  if (sort === DEFAULT_SORT) return [...rows];
  const started = performance.now();
  const items = rows.map((row) => ({
    price: index.price[row]!,
    size: index.size[row]!,
    listedDaysAgo: index.listed[row]!,
  }));
  const sorted = sortOrder(items, sort).map((i) => rows[i]!);
  performance.measure(SORT_MEASURE, { start: started });
  return sorted;
}
