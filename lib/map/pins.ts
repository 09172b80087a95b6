import type { Feature, FeatureCollection, Point } from 'geojson';
import { positionAt, type SearchIndex } from '@/lib/search/search-index';
import type { Bounds } from './bounds';
import { inBounds } from './bounds';
import { LISTING_STATUSES } from '@/lib/listings/vocabulary';

const FOR_SALE = LISTING_STATUSES.indexOf('for_sale');

/*
 * What the /map/ island gives the map library: one point per search result, at the listing's
 * approximate position. Pure, so the rules are unit-tested; clustering happens in the library.
 */

/**
 * The zoom a single home is shown at ('Open on the map'), and the closest a search is fitted
 * at: one past the last zoom pins are grouped at (14 in map-view.ts), so the pin stands alone.
 */
export const PIN_ZOOM = 15;

export interface PinProperties {
  /** The row in the search index; also the feature's id, for the map's feature state. */
  row: number;
  /** 1 for sale, 0 for rent: the pin's colour. */
  sale: 0 | 1;
}

export function pinsCollection(
  index: SearchIndex,
  rows: readonly number[],
): FeatureCollection<Point, PinProperties> {
  const features = rows.map((row): Feature<Point, PinProperties> => {
    const { latitude, longitude } = positionAt(index, row);
    return {
      type: 'Feature',
      id: row,
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { row, sale: index.status[row] === FOR_SALE ? 1 : 0 },
    };
  });
  return { type: 'FeatureCollection', features };
}

/** The smallest box holding every row's pin, or undefined for no rows. */
export function extentOf(index: SearchIndex, rows: readonly number[]): Bounds | undefined {
  if (rows.length === 0) return undefined;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const row of rows) {
    const { latitude, longitude } = positionAt(index, row);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return { west, south, east, north };
}

/** The rows whose pins are inside `view` (all of them without one), in the search's order. */
export function pinsInView(
  index: SearchIndex,
  rows: readonly number[],
  view: Bounds | undefined,
): number[] {
  return view ? rows.filter((row) => inBounds(view, positionAt(index, row))) : [...rows];
}

/** Rows in the order keyboard users step through their pins: west to east, as one reads. */
export function westToEast(index: SearchIndex, rows: readonly number[]): number[] {
  const longitude = new Map(rows.map((row) => [row, positionAt(index, row).longitude]));
  return [...rows].sort((a, b) => longitude.get(a)! - longitude.get(b)! || a - b);
}
