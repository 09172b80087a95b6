'use client';

import { SearchX } from 'lucide-react';
import clsx from 'clsx';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import type { CardLayout } from '@/components/listing/listing-card';
import { filtersToSearchParams, hasFilters, parseFilters } from '@/lib/filters';
import type { ListingSummary } from '@/lib/listing-schema';
import { measuredSearch, summaryAt } from '@/lib/search-index';
import { PAGE_SIZE, ResultsView } from './results-view';
import { LISTINGS_PATH, SearchForm } from './search-form';
import { useSearchIndex } from './use-search-index';
import { ViewToggle } from './view-toggle';

/** Query string for what the form holds, normalised the way the results read it. */
export function formQuery(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') entries.push([key, value]);
  });
  return filtersToSearchParams(parseFilters(new URLSearchParams(entries))).toString();
}

/**
 * The search island of /listings/. The query string is the only source of truth: results are
 * recomputed from it on every change, so Back/Forward and shared links reproduce the same list.
 *
 * The page's HTML carries only the first 12 listings (`first`) and the total. Every search runs
 * against the search index, a static file fetched once; until it arrives the first page stands
 * in for the unfiltered list, and a filtered search says it is searching.
 */
export function ListingsExplorer({
  first,
  total,
  indexPath,
  pager,
  formIcons,
}: {
  first: readonly ListingSummary[];
  total: number;
  indexPath: string;
  /** Links to the static result pages, shown under the unfiltered list. */
  pager?: ReactNode;
  formIcons?: { search?: ReactNode; filters?: ReactNode };
}) {
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const filtered = hasFilters(filters);
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const rows = useMemo(() => index && measuredSearch(index, filters), [index, filters]);
  const [layout, setLayout] = useState<CardLayout>('grid');
  // Paging restarts whenever the query changes (adjusting state while rendering, as React
  // recommends for state derived from a changed input).
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  if (shown.query !== query) setShown({ query, count: PAGE_SIZE });
  const count = shown.query === query ? shown.count : PAGE_SIZE;

  // The count is exact or absent: the unfiltered total is known from the page, a filtered one
  // only once the index is here.
  const known = rows ? rows.length : filtered ? undefined : total;
  // Until a filtered search can run, the first page stays on screen, dimmed: replacing it with
  // nothing would make the page jump twice (a layout shift Lighthouse measured at 0.9).
  const visible = rows
    ? rows.slice(0, count).map((row) => summaryAt(index!, row))
    : filtered && search.status === 'failed'
      ? []
      : first.slice(0, count);
  // The index is needed now: for any filtered search, or to show more than the first page.
  const needed = filtered || count > first.length;
  const failed = search.status === 'failed' && needed;
  const waiting = search.status === 'loading' && needed;

  // The URL is the state. The browser's history API (which Next's router follows) changes it
  // without asking the server for anything: results come from the index already in memory.
  const go = (url: string) => window.history.pushState(null, '', url);
  const retry = () => {
    search.retry();
    // The alert and its button go away: keep keyboard and screen reader users in the results.
    document.getElementById('results-heading')?.focus();
  };

  return (
    <>
      {/* Keyed by the query so Back/Forward re-fill the fields from the URL. */}
      <SearchForm
        key={query}
        variant="bar"
        initial={filters}
        icons={formIcons}
        onSearch={(form) => {
          const next = formQuery(form);
          go(next ? `${LISTINGS_PATH}?${next}` : LISTINGS_PATH);
        }}
      />
      <ResultsView
        total={known}
        listings={visible}
        layout={layout}
        busy={filtered && search.status === 'loading'}
        tall={filtered}
        listKey={rows ? `results?${query}` : 'first-page'}
        toolbar={<ViewToggle value={layout} onChange={setLayout} />}
      >
        {/* Always present, so screen readers announce the text when it changes. */}
        <p
          role="status"
          className={clsx('text-muted text-center font-semibold', waiting ? 'mt-8' : 'sr-only')}
        >
          {waiting ? (filtered ? 'Searching properties…' : 'Loading more properties…') : ''}
        </p>
        {failed ? (
          <div
            role="alert"
            className="rounded-card mt-6 flex flex-col items-center border border-amber-300 bg-amber-50 px-6 py-8 text-center"
          >
            <p className="font-semibold">
              {search.stale
                ? 'The listings have been updated since this page was opened.'
                : filtered
                  ? 'Search is not available right now.'
                  : 'More properties could not be loaded.'}
            </p>
            <p className="text-muted mt-1">
              {search.stale
                ? 'Reload the page to search the latest listings.'
                : 'Check your connection and try again.'}
            </p>
            <button
              type="button"
              onClick={search.stale ? () => window.location.reload() : retry}
              className={BUTTON}
            >
              {search.stale ? 'Reload Page' : 'Try Again'}
            </button>
          </div>
        ) : known === 0 ? (
          <div className="rounded-card mt-6 flex flex-col items-center border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <SearchX aria-hidden="true" className="size-12 text-stone-400" />
            <h2 className="mt-4 text-xl font-bold">No properties found</h2>
            <p className="text-muted mt-2 max-w-md">
              Try adjusting your search filters to find more properties
            </p>
            <button type="button" onClick={() => go(LISTINGS_PATH)} className={BUTTON}>
              Clear Filters
            </button>
          </div>
        ) : (
          known !== undefined &&
          count < known && (
            <div className="mt-10 flex justify-center">
              <button
                type="button"
                onClick={() => {
                  // A failed load is tried again when more is asked for.
                  if (search.status === 'failed') search.retry();
                  setShown({ query, count: count + PAGE_SIZE });
                }}
                className="border-brand-700 text-brand-800 hover:bg-brand-50 inline-flex h-12 items-center rounded-xl border-2 px-8 font-bold"
              >
                Load More Properties
              </button>
            </div>
          )
        )}
        {!filtered && pager}
      </ResultsView>
    </>
  );
}

const BUTTON =
  'bg-brand-700 hover:bg-brand-800 mt-6 inline-flex h-11 items-center rounded-xl px-6 font-bold text-white';
