import { positionAt, unpackSlug, type SearchIndex } from '@/lib/search/search-index';
import type { Bounds } from './bounds';
import { extentOf, PIN_ZOOM } from './pins';
import type { LatLng } from './position';

/*
 * The decisions of the /map/ island (components/map/map-explorer.tsx) that need no browser:
 * where the map starts, where a new search moves it, which pin Previous / Next home reach and
 * what the map says while it starts. Pure and client-safe, so the rules are unit-tested.
 */

/** Where the interactive map stands; the picture stays until it is 'ready'. */
export type MapState = 'waiting' | 'loading' | 'ready' | 'no-webgl' | 'failed';

/** The row of the home a `home=` link names (from 'Open on the map'), if the index has it. */
export function homeRowOf(index: SearchIndex, slug: string | null): number | undefined {
  if (!slug) return undefined;
  for (let row = 0; row < index.count; row++)
    if (unpackSlug(index.slug[row]!, index.title[row]!) === slug) return row;
  return undefined;
}

/** Where the map first looks: a box to fit, or a point and zoom (see map-view.ts). */
export type StartView = { bounds: Bounds } | { centre: LatLng; zoom: number };

/**
 * The view the map starts with: a home's link centres on that home, close enough that its pin
 * stands alone; else the box that was searched, else every result, else all of Kenya.
 */
export function startView(
  index: SearchIndex,
  rows: readonly number[],
  homeRow: number | undefined,
  bounds: Bounds | undefined,
  kenya: Bounds,
): StartView {
  return homeRow !== undefined
    ? { centre: positionAt(index, homeRow), zoom: PIN_ZOOM }
    : { bounds: bounds ?? extentOf(index, rows) ?? kenya };
}

/** How a new search moves a map that is already drawn. */
export type SearchMove = { centre: LatLng } | { fit: Bounds } | undefined;

/**
 * Back or Forward to a home's link: that home again. 'Search this area' searched what is on
 * screen (`fromView`): the map stays where the visitor put it. Anything else: the box that was
 * searched, or every result; no results, no move.
 */
export function searchMove(
  index: SearchIndex,
  rows: readonly number[],
  homeRow: number | undefined,
  bounds: Bounds | undefined,
  fromView: boolean,
): SearchMove {
  if (homeRow !== undefined) return { centre: positionAt(index, homeRow) };
  if (fromView) return undefined;
  const target = bounds ?? extentOf(index, rows);
  return target ? { fit: target } : undefined;
}

/**
 * The place in a list of `count` pins that Previous (-1) or Next (1) home reaches from
 * `position` (-1 when no pin of the list is open): the first or the last, then round and round.
 */
export function stepFrom(position: number, by: 1 | -1, count: number): number {
  if (position < 0) return by > 0 ? 0 : count - 1;
  return (position + by + count) % count;
}

/**
 * What the map box says about the map's start (the key of its text): nothing while it waits
 * and once it is drawn. All but 'loading' say the map cannot be shown: those are alerts.
 */
export function startNotice(state: MapState): 'loading' | 'noWebgl' | 'failed' | undefined {
  return state === 'no-webgl'
    ? 'noWebgl'
    : state === 'failed' || state === 'loading'
      ? state
      : undefined;
}

/**
 * The count in the page's heading: the search's results once the index is here; before that it
 * is known for the unfiltered search only (the whole site), else not at all.
 */
export function foundCount(
  rows: readonly number[] | undefined,
  query: string,
  total: number,
): number | undefined {
  return rows?.length ?? (query === '' ? total : undefined);
}
