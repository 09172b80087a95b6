// @ts-check
// The named places of the nearby lists (data/geo/nearby.json): schools, hospitals and clinics,
// supermarkets and malls, bus and matatu stations and stops, railway stations and parks, from the
// points of interest of the OpenStreetMap tiles (zoom 14, where every point is). GeoNames' points
// (pois.geojson) join them at build time (lib/map/nearby.ts).
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { tilePointToLngLat } from './streets.mjs';

/** @typedef {import('../lib/map/streets.ts').NearbyCategory} NearbyCategory */
/** @typedef {[category: NearbyCategory, name: string, lon: number, lat: number]} NearbyRow */

/**
 * The OpenMapTiles `poi` subclasses of each category. Kindergartens, pharmacies, market places
 * and taxi ranks are left out: not what the list promises.
 * @type {Record<string, NearbyCategory>}
 */
export const POI_CATEGORY = {
  school: 'school',
  college: 'school',
  university: 'school',
  hospital: 'health',
  clinic: 'health',
  doctors: 'health',
  supermarket: 'shopping',
  mall: 'shopping',
  department_store: 'shopping',
  bus_station: 'transport',
  bus_stop: 'transport',
  station: 'transport',
  halt: 'transport',
  park: 'park',
  garden: 'park',
};

const EXTENT = 4096;
const round5 = (/** @type {number} */ n) => Math.round(n * 1e5) / 1e5;

/**
 * The named points of interest of one zoom-14 tile that belong to a category. Points in the tile's
 * buffer (outside 0…4096) belong to the neighbouring tile and are read there.
 * @param {Uint8Array} data @param {number} z @param {number} x @param {number} y
 * @returns {NearbyRow[]}
 */
export function nearbyRows(data, z, x, y) {
  const layer = new VectorTile(new PbfReader(data)).layers.poi;
  if (!layer) return [];
  /** @type {NearbyRow[]} */
  const rows = [];
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i);
    const p = feature.properties;
    const category = POI_CATEGORY[String(p.subclass ?? '')];
    const name =
      typeof p['name:latin'] === 'string' ? p['name:latin'].trim().replace(/\s+/g, ' ') : '';
    if (!category || !name || feature.type !== 1) continue;
    const point = feature.loadGeometry()[0]?.[0];
    if (!point || point.x < 0 || point.y < 0 || point.x >= EXTENT || point.y >= EXTENT) continue;
    const [lon, lat] = tilePointToLngLat(z, x, y, point);
    rows.push([category, name, round5(lon), round5(lat)]);
  }
  return rows;
}

/**
 * Rows in one order (category, name, position), each once.
 * @param {NearbyRow[]} rows
 */
export function sortedRows(rows) {
  const seen = new Set();
  return rows
    .filter((row) => {
      const key = row.join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'en') || a[2] - b[2] || a[3] - b[3],
    );
}

/**
 * nearby.json: by category, `[name, longitude, latitude]` rows, one per line so that a diff shows
 * which places changed.
 * @param {NearbyRow[]} rows
 */
export function nearbyFile(rows) {
  const sorted = sortedRows(rows);
  /** @type {Map<string, string[]>} */
  const byCategory = new Map();
  for (const [category, name, lon, lat] of sorted) {
    const lines = byCategory.get(category) ?? [];
    lines.push(JSON.stringify([name, lon, lat]));
    byCategory.set(category, lines);
  }
  const blocks = [...byCategory].map(
    ([category, lines]) => `${JSON.stringify(category)}: [\n${lines.join(',\n')}\n]`,
  );
  return { count: sorted.length, text: `{\n${blocks.join(',\n')}\n}\n` };
}
