'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Dictionary } from '@/lib/i18n/en';
import type { Bounds } from '@/lib/map/bounds';
import { circleBounds } from '@/lib/map/circle';
import { searchMove, startView } from '@/lib/map/explorer';
import { pinsCollection } from '@/lib/map/pins';
import { positionAt, type SearchIndex } from '@/lib/search/search-index';
import type { MapSetup } from './map-setup';
import type { MapControls } from './map-controls';
import type { DrawnPins, MapView, NearCircle } from './map-view';
import { useMapStart } from './use-map-start';
import type { PinSelection } from './use-pin-stepping';

/**
 * The interactive map of /map/ (map-view.ts, loaded with its controls by `import()` of
 * interactive-map.ts once the start-up reaches 'loading': use-map-start.ts). Creates it in
 * `container`, then tells it what to show: the search's pins, a new search's place, the open
 * card. Gives back what the visitor did with it: the box in view, whether they moved it, what
 * it drew.
 */
export function useMapCanvas(
  query: string,
  index: SearchIndex | undefined,
  rows: readonly number[] | undefined,
  /** The box of 'Search this area' in the search, if any. */
  bounds: Bounds | undefined,
  /** The circle of a search near a place, if any. */
  circle: NearCircle | undefined,
  homeRow: number | undefined,
  [selected, select]: PinSelection,
  setup: MapSetup,
  t: Dictionary['map'],
) {
  const { state, setState, waitsForButton, start } = useMapStart(index, rows);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapView | undefined>(undefined);
  /** The search the map shows; a new one moves it (see below). */
  const lastQuery = useRef(query);
  /** The next search comes from 'Search this area', i.e. from the map's own view. */
  const fromView = useRef(false);
  const [view, setView] = useState<Bounds>();
  const [drawn, setDrawn] = useState<DrawnPins>();
  /** What the open card is drawn into (by a portal), inside the map's popup. */
  const [cardElement, setCardElement] = useState<HTMLElement>();
  /** What a drawn map adds to its box, loaded with it (map-controls.tsx). */
  const [controls, setControls] = useState<typeof MapControls>();
  // 'Search this area' belongs to the search the map was moved on: a new search (or
  // Back/Forward) starts without it. Reset while rendering, as React recommends for state that
  // follows a changed input, so no render offers it for the old search.
  const [moved, setMoved] = useState({ query, value: false });
  if (moved.query !== query) setMoved({ query, value: false });

  // The map keeps the callbacks it is made with for its life, but a pin must open its card for
  // the search on screen now: through this Effect Event the map calls the latest render's
  // `select`. The render that made the map would file the choice under the search the map
  // started with, so after a search made in place a pin opened no card. (The other callbacks
  // only set state, which cannot go stale.)
  const selectNow = useEffectEvent((row?: number) => select(row));

  // Creates the map from the search on screen when the start-up reaches 'loading'. An Effect
  // Event: it reads that render's search, and the map is made once whatever changes after
  // (later searches reach it through setPins below).
  const startMap = useEffectEvent((element: HTMLElement) => {
    if (!index || !rows) return;
    let live = true;
    lastQuery.current = query;
    const start = startView(index, rows, homeRow, bounds, setup.kenya);
    Promise.all([import('./interactive-map'), import('@/lib/map/style')])
      .then(([loaded, { basemapStyle }]) =>
        Promise.all([
          loaded.createMapView({
            container: element,
            style: basemapStyle({
              tiles: setup.assets.tiles,
              streets: setup.assets.streets,
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
            onMove: (box, byVisitor) => {
              setView(box);
              if (byVisitor) setMoved((m) => ({ ...m, value: true }));
            },
            onPin: (row) => selectNow(row),
            onCardClosed: () => selectNow(),
            onDrawn: setDrawn,
          }),
          loaded.MapControls,
        ]),
      )
      .then(
        ([created, controls]) => {
          if (!live) return created.destroy();
          map.current = created;
          created.setPins(pinsCollection(index, rows));
          created.setCircle(circle);
          setView(created.view());
          setCardElement(document.createElement('div'));
          setControls(() => controls);
          setState('ready');
        },
        () => live && setState('failed'),
      );
    return () => {
      live = false;
    };
  });
  useEffect(() => {
    if (state !== 'loading' || !container.current) return;
    return startMap(container.current);
  }, [state]);

  useEffect(() => () => map.current?.destroy(), []);

  // A new search: new pins, and the map moves to show them (lib/map/explorer.ts: searchMove).
  useEffect(() => {
    const current = map.current;
    if (state !== 'ready' || !current || !index || !rows || lastQuery.current === query) return;
    lastQuery.current = query;
    current.setPins(pinsCollection(index, rows));
    const move = searchMove(index, rows, homeRow, bounds, fromView.current);
    // 'Search this area' is done with once its search is shown. Back or Forward to a home's
    // link leaves the flag be: that is never the search it started.
    if (homeRow === undefined) fromView.current = false;
    // A search near a place shows its whole circle, even where it holds no home.
    if (circle && !bounds && homeRow === undefined)
      current.fit(circleBounds(circle.centre, circle.km));
    else if (move && 'centre' in move) current.centre(move.centre);
    else if (move) current.fit(move.fit);
  }, [state, query, index, rows, bounds, homeRow, circle]);

  // The circle follows the search (its place can arrive after the pins).
  const { latitude, longitude } = circle?.centre ?? {};
  const km = circle?.km;
  useEffect(() => {
    const current = map.current;
    if (state !== 'ready' || !current) return;
    current.setCircle(
      latitude === undefined || longitude === undefined || km === undefined
        ? undefined
        : { centre: { latitude, longitude }, km },
    );
  }, [state, latitude, longitude, km]);

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

  /** The box on screen, for 'Search this area': the search it starts leaves the map there. */
  const searchedView = (): Bounds | undefined => {
    const box = map.current?.view();
    if (box) fromView.current = true;
    return box;
  };

  return {
    state,
    waitsForButton,
    start,
    container,
    view,
    moved: moved.value,
    drawn,
    cardElement,
    controls,
    searchedView,
  };
}

export type MapCanvasState = ReturnType<typeof useMapCanvas>;
