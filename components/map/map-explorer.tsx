'use client';

import clsx from 'clsx';
import { ChevronLeft, ChevronRight, LocateFixed } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ListingCard, type CardContext } from '@/components/listing/listing-card';
import { formQuery } from '@/components/search/form-query';
import { SearchForm, type SearchFormTexts } from '@/components/search/search-form';
import { useSearchIndex } from '@/components/search/use-search-index';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import type { ListingSummary } from '@/lib/listings/schema';
import type { Bounds } from '@/lib/map/bounds';
import { extentOf, PIN_ZOOM, pinsCollection, pinsInView, westToEast } from '@/lib/map/pins';
import { filtersToSearchParams, parseFilters, type SearchFilters } from '@/lib/search/filters';
import { PAGE_SIZE } from '@/lib/search/pagination';
import { measuredSearch, positionAt, summaryAt, unpackSlug } from '@/lib/search/search-index';
import { listingPath, MAP_PATH, mapSearchPath } from '@/lib/site/routes';
import { EmptyResults, FailedNotice, failedTexts } from '@/components/search/result-notices';
import { AreaNotice } from './area-notice';
import { MapCard } from './map-card';
import { navigate, useLocationSearch } from './use-location-search';
import type { MapSetup } from './map-setup';
import type { DrawnPins, MapView } from './map-view';

export type MapTexts = Dictionary['map'];

/** Where the interactive map stands; the picture stays until it is 'ready'. */
type MapState = 'waiting' | 'loading' | 'ready' | 'no-webgl' | 'failed';

/** Whether this browser can draw MapLibre's map (WebGL 2, which MapLibre GL 6 requires). */
function canDrawMap(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    // The test context is given back at once: browsers allow only a few at a time.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/** What shows a visitor is using the page: the map starts at the first of these. */
const INTENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** With no sign of use, the map starts this long after the list is on screen. */
const IDLE_START_MS = 3000;

/**
 * Starts the map when the visitor first uses the page (moves the pointer, touches, scrolls or
 * presses a key), or once the page has been left alone for a few seconds. The library is about
 * a megabyte of script: on a phone, evaluating it and setting up WebGL keeps the main thread
 * busy for seconds (Lighthouse measured 2.7-3.1 s of blocking time when it started at once), so
 * it waits until the list, which works without it, has been shown and can be used.
 */
function whenWanted(run: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const timer = setTimeout(start, IDLE_START_MS);
  const options = { passive: true, capture: true } as const;
  for (const name of INTENT) window.addEventListener(name, start, options);
  function stop() {
    clearTimeout(timer);
    for (const name of INTENT) window.removeEventListener(name, start, options);
  }
  return stop;
}

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
  setup,
  picture,
  heading,
  formTexts,
  formIcons,
  texts,
  cards,
}: {
  first: readonly ListingSummary[];
  /** Listings in the whole site: the unfiltered search's count before the index is here. */
  total: number;
  indexPath: string;
  setup: MapSetup;
  /** The static picture of Kenya, shown until (or instead of) the interactive map. */
  picture: ReactNode;
  /** The heading row's switch (List / Map), rendered by the server. */
  heading: ReactNode;
  formTexts: SearchFormTexts;
  formIcons?: { search?: ReactNode; filters?: ReactNode };
  texts: { map: MapTexts; results: Dictionary['results'] };
  cards: CardContext;
}) {
  const t = texts.map;
  const at = (path: string) => localePath(cards.locale, path);
  const query = useLocationSearch();
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const home = useMemo(() => new URLSearchParams(query).get('home'), [query]);
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const rows = useMemo(
    () => (index ? measuredSearch(index, filters) : undefined),
    [index, filters],
  );

  // A row of the index by slug, for `home=` links from listing pages.
  const homeRow = useMemo(() => {
    if (!index || !home) return undefined;
    for (let row = 0; row < index.count; row++)
      if (unpackSlug(index.slug[row]!, index.title[row]!) === home) return row;
    return undefined;
  }, [index, home]);

  const [state, setState] = useState<MapState>('waiting');
  const [view, setView] = useState<Bounds>();
  // What the visitor did with the map belongs to the search it was done on: a new search
  // (or Back/Forward) starts without a card open and without 'Search this area', except that a
  // home's link (`home=`) opens that home's card.
  const [moved, setMoved] = useState({ query, value: false });
  if (moved.query !== query) setMoved({ query, value: false });
  const [selection, setSelection] = useState<{ query: string; row?: number }>({ query });
  const selected = selection.query === query ? selection.row : homeRow;
  const setSelected = (row?: number) => setSelection({ query, row });
  const [drawn, setDrawn] = useState<DrawnPins>();
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  if (shown.query !== query) setShown({ query, count: PAGE_SIZE });
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapView | undefined>(undefined);
  const lastQuery = useRef(query);
  /** The next search comes from 'Search this area', i.e. from the map's own view. */
  const fromView = useRef(false);
  const [cardElement, setCardElement] = useState<HTMLElement>();

  // The homes in view, in the search's order (the list beside the map), and west to east (the
  // order Previous / Next home go through the pins). Without the map, all results.
  const listed = useMemo(
    () =>
      index && rows ? pinsInView(index, rows, state === 'ready' ? view : undefined) : undefined,
    [index, rows, view, state],
  );
  const inView = useMemo(() => (index && listed ? westToEast(index, listed) : []), [index, listed]);
  const count = shown.query === query ? shown.count : PAGE_SIZE;
  const cardsShown: readonly ListingSummary[] =
    index && listed ? listed.slice(0, count).map((row) => summaryAt(index, row)) : first;

  // Start the map once the list is on screen and the visitor is using the page (whenWanted).
  // The library and its worker are fetched then, never before; a browser without WebGL keeps
  // the picture and is told why.
  useEffect(() => {
    if (state !== 'waiting' || !index || !rows) return;
    return whenWanted(() => setState(canDrawMap() ? 'loading' : 'no-webgl'));
  }, [state, index, rows]);

  useEffect(() => {
    if (state !== 'loading' || !index || !rows || !container.current) return;
    let live = true;
    const element = container.current;
    // The search the map starts with; a later one moves it (the effect below).
    lastQuery.current = query;
    const start =
      homeRow !== undefined
        ? { centre: positionAt(index, homeRow), zoom: PIN_ZOOM }
        : { bounds: filters.bounds ?? extentOf(index, rows) ?? setup.kenya };
    Promise.all([import('./map-view'), import('@/lib/map/style')])
      .then(([{ createMapView }, { basemapStyle }]) =>
        createMapView({
          container: element,
          style: basemapStyle({
            tiles: setup.assets.tiles,
            fonts: setup.assets.fonts,
            colors: setup.palette,
            attribution: setup.attribution,
          }),
          worker: setup.assets.worker,
          colors: setup.colors,
          font: setup.font,
          locale: {
            'NavigationControl.ZoomIn': t.zoomIn,
            'NavigationControl.ZoomOut': t.zoomOut,
            'AttributionControl.ToggleAttribution': t.credits,
            'Popup.Close': t.closeCard,
            'Map.Title': t.showMap,
          },
          describedBy: 'map-keys',
          start,
          onMove: (bounds, byVisitor) => {
            setView(bounds);
            if (byVisitor) setMoved((m) => ({ query: m.query, value: true }));
          },
          onPin: (row) => setSelected(row),
          onCardClosed: () => setSelected(undefined),
          onDrawn: setDrawn,
        }),
      )
      .then(
        (created) => {
          if (!live) return created.destroy();
          map.current = created;
          created.setPins(pinsCollection(index, rows));
          setView(created.view());
          setCardElement(document.createElement('div'));
          setState('ready');
        },
        () => live && setState('failed'),
      );
    return () => {
      live = false;
    };
    // Started once; later searches reach the map through setPins below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => () => map.current?.destroy(), []);

  // A new search: new pins, and the map moves to show them (or to the box that was searched).
  useEffect(() => {
    const current = map.current;
    if (state !== 'ready' || !current || !index || !rows || lastQuery.current === query) return;
    lastQuery.current = query;
    current.setPins(pinsCollection(index, rows));
    if (homeRow !== undefined) {
      // Back or Forward to a home's link: that home again (its card opens: see `selected`).
      current.centre(positionAt(index, homeRow));
      return;
    }
    // 'Search this area' searched what is on screen: the map stays where the visitor put it.
    if (fromView.current) fromView.current = false;
    else {
      const target = filters.bounds ?? extentOf(index, rows);
      if (target) current.fit(target);
    }
  }, [state, query, index, rows, filters.bounds, homeRow]);

  // The selected home's card on the map, and its pin marked.
  useEffect(() => {
    const current = map.current;
    if (state !== 'ready' || !current || !index) return;
    current.highlight(selected);
    current.showCard(
      selected !== undefined && cardElement
        ? { position: positionAt(index, selected), element: cardElement }
        : undefined,
    );
  }, [state, selected, index, cardElement]);

  // A search in place. The control that asked for it may go away with the new results ('Search
  // this area', 'Search all areas', 'Clear Filters'): focus moves to the results' heading.
  const searchFor = (filtersNow: SearchFilters, focus = true) => {
    navigate(at(mapSearchPath(filtersToSearchParams(filtersNow).toString())));
    if (focus) document.getElementById('results-heading')?.focus();
  };
  const searchArea = () => {
    const bounds = map.current?.view();
    if (!bounds) return;
    fromView.current = true;
    searchFor({ ...filters, bounds });
  };

  // Keyboard: Previous / Next home step through the pins in view and open each card. The pins
  // stepped through are the ones in view, and each is in view already: the card opens on it
  // without moving the map, so the set being stepped through stays the same.
  const position = selected === undefined ? -1 : inView.indexOf(selected);
  const [announced, setAnnounced] = useState('');
  const step = (by: 1 | -1) => {
    if (inView.length === 0 || !index) return;
    const at =
      position < 0
        ? by > 0
          ? 0
          : inView.length - 1
        : (position + by + inView.length) % inView.length;
    const row = inView[at]!;
    setSelected(row);
    // Said once per step (a pan with the card open changes the count, and says nothing).
    setAnnounced(
      fill(t.pinOf, { n: at + 1, count: inView.length, title: summaryAt(index, row).title }),
    );
  };
  const closeCard = () => {
    setSelected(undefined);
    // Focus was in the card (its link), which is gone: back to the way through the pins.
    if (cardElement?.contains(document.activeElement)) document.getElementById('map-next')?.focus();
  };
  const selectedSummary = index && selected !== undefined ? summaryAt(index, selected) : undefined;

  const message =
    state === 'no-webgl'
      ? t.noWebgl
      : state === 'failed'
        ? t.failed
        : state === 'loading'
          ? t.loading
          : '';
  // Before the index is here, the count is known for the unfiltered search only.
  const found = rows?.length ?? (query === '' ? total : undefined);

  return (
    <>
      <SearchForm
        key={query}
        variant="bar"
        initial={filters}
        action={at(MAP_PATH)}
        texts={formTexts}
        icons={formIcons}
        // The form's filters; a box searched on the map stays, as the notice below says.
        onSearch={(form) =>
          searchFor({ ...parseFilters(formQuery(form)), bounds: filters.bounds }, false)
        }
      />
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
      {filters.bounds && (
        <AreaNotice texts={t} onClear={() => searchFor({ ...filters, bounds: undefined })} />
      )}
      {search.status === 'failed' && (
        // Without the index there are no results and no pins: say so, and offer another try
        // (or a reload, when a newer build has replaced the index this page names).
        <FailedNotice
          texts={failedTexts(texts.results, search.stale ? 'stale' : 'search-failed')}
          onAction={
            search.stale
              ? () => window.location.reload()
              : () => {
                  search.retry();
                  document.getElementById('results-heading')?.focus();
                }
          }
        />
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <section aria-labelledby="map-heading" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="map-heading" className="sr-only">
            {t.region}
          </h2>
          <p id="map-keys" className="sr-only">
            {t.keys}
          </p>
          <div
            // What the map drew when it last settled (read by the end-to-end tests).
            data-drawn-clusters={drawn?.clusters}
            data-drawn-pins={drawn?.pins}
            data-drawn-homes={drawn?.homes}
            // Escape closes the open card, from the map or from Previous / Next home.
            // Escape closes the open card, from the map, from the card or from Previous / Next
            // home (the card is rendered into the map by a portal below, inside this box).
            onKeyDown={(event) => {
              if (event.key === 'Escape' && selected !== undefined) closeCard();
            }}
            className="rounded-card border-line relative h-[60vh] min-h-80 overflow-hidden border bg-[#e9efe9] lg:h-[calc(100vh-7rem)]"
          >
            {state !== 'ready' && (
              <div className="absolute inset-0 flex items-center justify-center p-4">{picture}</div>
            )}
            <div
              ref={container}
              className={clsx('absolute inset-0', state !== 'ready' && 'invisible')}
            />
            {/* Browsers with JavaScript ignore this; the others are told why there is no map. */}
            <noscript>
              <p className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-4 py-3 text-sm font-semibold shadow-md">
                {t.noScript}
              </p>
            </noscript>
            {message && (
              <p
                // The map's start is shown, not announced on every visit; its failure is said.
                role={state === 'no-webgl' || state === 'failed' ? 'alert' : undefined}
                className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-4 py-3 text-sm font-semibold shadow-md"
              >
                {message}
              </p>
            )}
            {/* The open card, drawn by the map in its popup (inside this box, for Escape). */}
            {cardElement &&
              selectedSummary &&
              createPortal(
                <MapCard listing={selectedSummary} cards={cards} viewLabel={t.viewHome} />,
                cardElement,
              )}
            {state === 'ready' && (
              <>
                <div className="absolute top-3 left-3 flex gap-1 rounded-xl bg-white/95 p-1 shadow-md">
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    disabled={inView.length === 0}
                    className={buttonClass('plain', 'compact')}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    <span className="max-sm:sr-only">{t.previousPin}</span>
                  </button>
                  <button
                    type="button"
                    id="map-next"
                    onClick={() => step(1)}
                    disabled={inView.length === 0}
                    className={buttonClass('plain', 'compact')}
                  >
                    <span className="max-sm:sr-only">{t.nextPin}</span>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {moved.value && (
                  <button
                    type="button"
                    onClick={searchArea}
                    className={buttonClass(
                      'dark',
                      'compact',
                      'absolute bottom-12 left-1/2 -translate-x-1/2 shadow-lg',
                    )}
                  >
                    <LocateFixed aria-hidden="true" className="size-4" />
                    {t.searchArea}
                  </button>
                )}
              </>
            )}
          </div>
          <p role="status" className="sr-only">
            {announced}
          </p>
          {/* The home Previous / Next home reached, as a link: the keyboard's way into it. */}
          <p className="mt-2 min-h-6 text-sm font-semibold">
            {selectedSummary && position >= 0 && (
              <a
                href={at(listingPath(selectedSummary.slug))}
                className="text-brand-700 underline underline-offset-2"
              >
                {fill(t.pinOf, {
                  n: position + 1,
                  count: inView.length,
                  title: selectedSummary.title,
                })}
              </a>
            )}
          </p>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
            <Legend texts={t} sale={cards.texts.forSale} rent={cards.texts.forRent} />
            <p className="text-muted max-w-md text-sm">{t.approximate}</p>
          </div>
        </section>
        <section aria-labelledby="in-view-heading">
          <h2 id="in-view-heading" className="text-lg font-bold">
            {listed && state === 'ready' ? plural(listed.length, t.inView) : texts.results.heading}
          </h2>
          {rows?.length === 0 ? (
            <EmptyResults texts={texts.results} onClear={() => searchFor({})} />
          ) : (
            state === 'ready' &&
            listed?.length === 0 && <p className="text-muted mt-3">{t.noneInView}</p>
          )}
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {cardsShown.map((listing, i) => (
              <li key={listing.slug} className="flex [&>article]:flex-1">
                <ListingCard
                  listing={listing}
                  locale={cards.locale}
                  texts={cards.texts}
                  eager={i < 2}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
          {listed && listed.length > count && (
            <div className="mt-8 flex justify-center">
              <button
                type="button"
                onClick={() => setShown({ query, count: count + PAGE_SIZE })}
                className={buttonClass('outline', 'wide')}
              >
                {texts.results.loadMore}
              </button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function Legend({ texts, sale, rent }: { texts: MapTexts; sale: string; rent: string }) {
  const item = (colour: string, label: string) => (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={clsx('size-3.5 rounded-full shadow ring-2 ring-white', colour)}
      />
      {label}
    </li>
  );
  return (
    <div className="text-sm font-semibold">
      <h3 className="sr-only">{texts.legend}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {item('bg-sale', sale)}
        {item('bg-rent', rent)}
        {item('bg-brand-900', texts.cluster)}
      </ul>
    </div>
  );
}
