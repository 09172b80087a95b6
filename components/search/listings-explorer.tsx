'use client';

import clsx from 'clsx';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CardContext, CardLayout } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import { filtersToSearchParams, hasFilters, parseFilters } from '@/lib/search/filters';
import { PAGE_SIZE } from '@/lib/search/pagination';
import { resultsState } from '@/lib/search/results-state';
import { localePath } from '@/lib/i18n/locales';
import type { Dictionary } from '@/lib/i18n/en';
import { searchPath } from '@/lib/site/routes';
import type { ListingSummary } from '@/lib/listings/schema';
import { summaryAt } from '@/lib/search/search-index';
import { DEFAULT_SORT, parseSort, setSortParam } from '@/lib/search/sort';
import { AreaNotice } from '@/components/map/area-notice';
import { useUrlState } from '@/components/url-state/use-url-state';
import { EmptyResults, FailedNotice, failedTexts } from './result-notices';
import { ResultsView } from './results-view';
import { searchInPlace } from './search-in-place';
import { SortSelect } from './sort-select';
import { useQuerySearch, type QueryFiles } from './use-query-search';
import { ViewToggle } from './view-toggle';

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
  files,
  pager,
  switcher,
  areaTexts,
  texts,
  cards,
  saveSearch,
}: {
  first: readonly ListingSummary[];
  total: number;
  indexPath: string;
  /** The keyword index and the places, fetched when a search first needs them. */
  files: QueryFiles;
  /** Links to the static result pages, shown under the unfiltered list. */
  pager?: ReactNode;
  /** The List / Map switch (components/map/list-map-switch.tsx), rendered by the server. */
  switcher?: ReactNode;
  /** What the notice of a map area ('Search this area' on /map/) says. */
  areaTexts: Pick<Dictionary['map'], 'areaActive' | 'clearArea'>;
  /** The results' words, in the page's language (the language of `cards` too). */
  texts: Dictionary['results'];
  cards: CardContext;
  /** 'Save this search' (components/saved/save-search.tsx), rendered by the server. */
  saveSearch?: ReactNode;
}) {
  const at = (path: string) => localePath(cards.locale, path);
  // Each search is a history entry: Back and Forward step through searches.
  const [query, go] = useUrlState('push');
  // The page's search form (server markup above this island) searches through the address.
  useEffect(() => searchInPlace('listings'), []);
  const filters = useMemo(() => parseFilters(query), [query]);
  const sort = parseSort(query);
  // A sorted list, like a filtered one, comes from the index: the page's HTML is in the
  // Recommended order.
  const filtered = hasFilters(filters) || sort !== DEFAULT_SORT;
  const found = useQuerySearch(indexPath, files, filters, sort);
  const { index, rows } = found;
  const [layout, setLayout] = useState<CardLayout>('grid');
  // Paging restarts whenever the query changes (adjusting state while rendering, as React
  // recommends for state derived from a changed input).
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  if (shown.query !== query) setShown({ query, count: PAGE_SIZE });
  const { count } = shown;

  const view = resultsState({
    filtered,
    index: found.status,
    matches: rows?.length,
    firstPage: first.length,
    total,
    count,
  });
  const shownRows = view.cards === 'matches' ? rows!.slice(0, count) : [];
  const visible =
    view.cards === 'matches'
      ? shownRows.map((row) => summaryAt(index!, row))
      : view.cards === 'first-page'
        ? first.slice(0, count)
        : [];
  // Matched words marked on each card, and each home's distance from the place searched near.
  const extras =
    found.answer && view.cards === 'matches'
      ? found.answer.extras(shownRows, visible, texts)
      : undefined;

  // The URL is the state (`go`, above). The history API changes it without asking the server
  // for anything: results come from the index already in memory.
  // The sort is kept through a new search, a cleared map area and Clear Filters: it is how the
  // visitor reads results, not what they look for.
  const goSearch = (next: URLSearchParams) =>
    go(at(searchPath(setSortParam(next, sort).toString())));
  const retry = () => {
    found.retry();
    // The alert and its button go away: keep keyboard and screen reader users in the results.
    document.getElementById('results-heading')?.focus();
  };

  return (
    <>
      {filters.near !== undefined && found.answer?.notice(filters.near, filters.within, texts)}
      {filters.bounds && (
        <AreaNotice
          texts={areaTexts}
          onClear={() => goSearch(filtersToSearchParams({ ...filters, bounds: undefined }))}
        />
      )}
      <ResultsView
        total={view.known}
        listings={visible}
        extras={extras}
        cards={cards}
        texts={texts}
        layout={layout}
        busy={view.busy}
        tall={filtered}
        listKey={rows ? `results?${query}` : 'first-page'}
        toolbar={
          <div className="flex flex-wrap gap-2">
            {saveSearch}
            <SortSelect
              value={sort}
              texts={texts}
              defaultLabel={found.answer?.sortLabel(texts)}
              onChange={(next) =>
                go(at(searchPath(setSortParam(new URLSearchParams(query), next).toString())))
              }
            />
            {switcher}
            <ViewToggle value={layout} texts={texts} onChange={setLayout} />
          </div>
        }
      >
        {/* Always present, so screen readers announce the text when it changes. */}
        <p
          role="status"
          className={clsx('text-muted text-center font-semibold', view.status ? 'mt-8' : 'sr-only')}
        >
          {view.status === 'searching'
            ? texts.searching
            : view.status === 'loading-more'
              ? texts.loadingMore
              : ''}
        </p>
        {view.notice === 'stale' ||
        view.notice === 'search-failed' ||
        view.notice === 'load-failed' ? (
          <FailedNotice
            texts={failedTexts(texts, view.notice)}
            onAction={view.notice === 'stale' ? () => window.location.reload() : retry}
          />
        ) : view.notice === 'empty' ? (
          <EmptyResults texts={texts} onClear={() => goSearch(found.cleared)} />
        ) : view.notice === 'more' ? (
          <div className="mt-10 flex justify-center">
            <button
              type="button"
              onClick={() => {
                // A failed load is tried again when more is asked for.
                if (found.status.status === 'failed') found.retry();
                setShown({ query, count: count + PAGE_SIZE });
              }}
              className={buttonClass('outline', 'wide')}
            >
              {texts.loadMore}
            </button>
          </div>
        ) : null}
        {!filtered && pager}
      </ResultsView>
    </>
  );
}
