/**
 * What the /listings/ island shows, derived from where the search stands. Pure, so each rule is
 * unit-tested; the island (components/search/listings-explorer.tsx) only renders the answer.
 *
 * The page's HTML carries the first page of listings and the total. Searches run on the search
 * index, fetched once: until it is here, the first page stands in for the unfiltered list, and
 * for a filtered search it stays on screen dimmed (replacing it with nothing would make the page
 * jump twice: a layout shift Lighthouse measured at 0.9).
 */
export type IndexStatus = 'loading' | 'ready' | 'failed';

export interface ResultsInput {
  /** Whether the query string holds any filter. */
  filtered: boolean;
  /** Where fetching the search index stands; `stale` if it failed because the site changed. */
  index: { status: IndexStatus; stale?: boolean };
  /** Matching rows once the index is here; undefined before. */
  matches: number | undefined;
  /** Listings in the page's HTML (the first page) and in the whole site. */
  firstPage: number;
  total: number;
  /** How many results the visitor asked to see (12, 24, … with Load More). */
  count: number;
}

/**
 * The one notice under the cards:
 * - `stale`: the site changed since the page was opened; offer a reload.
 * - `search-failed` / `load-failed`: the index could not be fetched for a search, or for more
 *   of the unfiltered list; offer to try again.
 * - `empty`: nothing matches; offer Clear Filters.
 * - `more`: more results than shown; offer Load More.
 * - `none`: everything is shown, or the count is not known yet.
 */
export type ResultsNotice = 'stale' | 'search-failed' | 'load-failed' | 'empty' | 'more' | 'none';

export interface ResultsState {
  /** The exact number of results, or undefined while a filtered search waits for the index. */
  known: number | undefined;
  /** Which cards to show: the index's matches, the page's first listings, or none. */
  cards: 'matches' | 'first-page' | 'none';
  /** The first page is on screen, dimmed, in place of results still being searched. */
  busy: boolean;
  /** What the status line says (empty when there is nothing to announce). */
  status: '' | 'searching' | 'loading-more';
  notice: ResultsNotice;
}

export function resultsState({
  filtered,
  index,
  matches,
  firstPage,
  total,
  count,
}: ResultsInput): ResultsState {
  const ready = index.status === 'ready' && matches !== undefined;
  const known = ready ? matches : filtered ? undefined : total;
  // The index is needed now: for any filtered search, or to show more than the first page.
  const needed = filtered || count > firstPage;
  const failed = index.status === 'failed' && needed;
  const waiting = index.status === 'loading' && needed;

  let notice: ResultsNotice = 'none';
  if (failed) notice = index.stale ? 'stale' : filtered ? 'search-failed' : 'load-failed';
  else if (known === 0) notice = 'empty';
  else if (known !== undefined && count < known) notice = 'more';

  return {
    known,
    cards: ready ? 'matches' : filtered && index.status === 'failed' ? 'none' : 'first-page',
    busy: filtered && index.status === 'loading',
    status: waiting ? (filtered ? 'searching' : 'loading-more') : '',
    notice,
  };
}
