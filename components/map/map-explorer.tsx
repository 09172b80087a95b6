'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import type { CardContext } from '@/components/listing/listing-card';
import { FailedNotice, failedTexts } from '@/components/search/result-notices';
import { useUrlState } from '@/components/url-state/use-url-state';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatCount } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import type { ListingSummary } from '@/lib/listings/schema';
import { foundCount, homeRowOf } from '@/lib/map/explorer';
import { pinsInView, westToEast } from '@/lib/map/pins';
import { filtersToSearchParams, parseFilters, type SearchFilters } from '@/lib/search/filters';
import { summaryAt } from '@/lib/search/search-index';
import { NEAR_DEFAULT_KM } from '@/lib/search/filters';
import { DEFAULT_SORT } from '@/lib/search/sort';
import { searchInPlace } from '@/components/search/search-in-place';
import { useQuerySearch, type QueryFiles } from '@/components/search/use-query-search';
import { mapSearchPath } from '@/lib/site/routes';
import { AreaNotice } from './area-notice';
import { InViewList } from './in-view-list';
import { MapCanvas } from './map-canvas';
import { useMapCanvas } from './use-map-canvas';
import { usePinSelection, usePinStepping } from './use-pin-stepping';
import type { MapSetup } from './map-setup';

export type MapTexts = Dictionary['map'];

/**
 * The island of /map/. As on /listings/, the query string is the search: the same form, the
 * same parameters, plus `bounds` ('Search this area') and `home` (a listing to centre on, from
 * 'Open on the map'). Results come from the same search index; the map shows them as pins and
 * the list beside it shows the ones in view, so the map is never the only way to a home.
 */
export function MapExplorer({
  first,
  total,
  indexPath,
  files,
  setup,
  picture,
  saver,
  heading,
  texts,
  cards,
}: {
  first: readonly ListingSummary[];
  /** Listings in the whole site: the unfiltered search's count before the index is here. */
  total: number;
  indexPath: string;
  /** The keyword index and the places, fetched when a search first needs them. */
  files: QueryFiles;
  setup: MapSetup;
  /** The static picture of Kenya, shown until (or instead of) the interactive map. */
  picture: ReactNode;
  /** The data saver's button and note (map-canvas.tsx). */
  saver: { start: string; waiting: string };
  /** The heading row's switch (List / Map), rendered by the server. */
  heading: ReactNode;
  texts: { map: MapTexts; results: Dictionary['results'] };
  cards: CardContext;
}) {
  const t = texts.map;
  const at = (path: string) => localePath(cards.locale, path);
  // Each search is a history entry, as on /listings/: Back and Forward step through them.
  const [query, pushAddress] = useUrlState('push');
  // The page's search form (server markup above this island) searches through the address.
  useEffect(() => searchInPlace('map'), []);
  const filters = useMemo(() => parseFilters(query), [query]);
  // The map has no sort menu: a search near a place lists nearest first, a keyword search
  // in Best match order, as on /listings/ with no sort chosen.
  const searched = useQuerySearch(indexPath, files, filters, DEFAULT_SORT);
  const { index, rows } = searched;
  const near = typeof searched.answer?.near === 'object' ? searched.answer.near : undefined;
  const circle = useMemo(
    () => near && { centre: near, km: filters.within ?? NEAR_DEFAULT_KM },
    [near, filters.within],
  );
  // A row of the index by slug, for `home=` links from listing pages.
  const homeRow = useMemo(
    () => (index ? homeRowOf(index, new URLSearchParams(query).get('home')) : undefined),
    [index, query],
  );

  const selection = usePinSelection(query, homeRow);
  const map = useMapCanvas(
    query,
    index,
    rows,
    filters.bounds,
    circle,
    homeRow,
    selection,
    setup,
    t,
  );
  const ready = map.state === 'ready';

  // The homes in view, in the search's order (the list beside the map), and west to east (the
  // order Previous / Next home go through the pins). Without the map, all results.
  const { view } = map;
  const listed = useMemo(
    () => (index && rows ? pinsInView(index, rows, ready ? view : undefined) : undefined),
    [index, rows, view, ready],
  );
  const inView = useMemo(() => (index && listed ? westToEast(index, listed) : []), [index, listed]);
  const steps = usePinStepping(inView, index, selection, map.cardElement, t.pinOf);
  const [selected] = selection;
  const open = index && selected !== undefined ? summaryAt(index, selected) : undefined;

  // A search in place. The control that asked for it may go away with the new results ('Search
  // this area', 'Search all areas', 'Clear Filters'): focus moves to the results' heading.
  const searchFor = (filtersNow: SearchFilters, focus = true) => {
    pushAddress(at(mapSearchPath(filtersToSearchParams(filtersNow).toString())));
    if (focus) document.getElementById('results-heading')?.focus();
  };
  const searchArea = () => {
    const bounds = map.searchedView();
    if (bounds) searchFor({ ...filters, bounds });
  };
  const found = foundCount(rows, query, total);

  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h1
          id="results-heading"
          // Focus lands here when the control that asked for a search goes away.
          tabIndex={-1}
          aria-live="polite"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          {found === undefined
            ? t.heading
            : fill(t.headingCount, { count: formatCount(found, cards.locale) })}
        </h1>
        {heading}
      </div>
      {filters.near !== undefined &&
        searched.answer?.notice(filters.near, filters.within, texts.results)}
      {filters.bounds && (
        <AreaNotice texts={t} onClear={() => searchFor({ ...filters, bounds: undefined })} />
      )}
      {searched.status.status === 'failed' && (
        // Without the index there are no results and no pins: say so, and offer another try
        // (or a reload, when a newer build has replaced the index this page names).
        <FailedNotice
          texts={failedTexts(texts.results, searched.status.stale ? 'stale' : 'search-failed')}
          onAction={
            searched.status.stale
              ? () => window.location.reload()
              : () => {
                  searched.retry();
                  document.getElementById('results-heading')?.focus();
                }
          }
        />
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <MapCanvas
          map={map}
          steps={steps}
          open={open}
          picture={picture}
          onSearchArea={searchArea}
          texts={t}
          cards={cards}
          saver={saver}
        />
        <InViewList
          query={query}
          first={first}
          index={index}
          rows={rows}
          listed={listed}
          mapReady={ready}
          answer={searched.answer}
          onClear={() => searchFor(parseFilters(searched.cleared))}
          texts={texts}
          cards={cards}
        />
      </div>
    </>
  );
}
