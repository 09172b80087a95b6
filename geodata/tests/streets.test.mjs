// @ts-check
import { VectorTile } from '@mapbox/vector-tile';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { PbfReader } from 'pbf';
import { createJiti } from 'jiti';
import { describe, expect, it } from 'vitest';
import { nearbyFile, nearbyRows } from '../nearby.mjs';
import { majorRoads2026, streetFeature, streetTile, tilePointToLngLat } from '../streets.mjs';

/** @type {typeof import('../../lib/map/streets.ts')} */
const { STREET_LAYERS } = await createJiti(import.meta.url).import('../../lib/map/streets.ts');

/**
 * A source tile in the OpenMapTiles schema, made from GeoJSON: one layer per entry.
 * @param {Record<string, import('geojson').Feature[]>} layers
 * @param {number} z @param {number} x @param {number} y
 */
function sourceTile(layers, z, x, y) {
  /** @type {Record<string, any>} */
  const tiles = {};
  for (const [name, features] of Object.entries(layers)) {
    const index = new GeoJSONVT(
      { type: 'FeatureCollection', features },
      { maxZoom: 14, extent: 4096, buffer: 64 },
    );
    tiles[name] = index.getTile(z, x, y);
  }
  return fromGeojsonVt(tiles, { version: 2, extent: 4096 });
}

/** @param {[number, number][]} coordinates @param {Record<string, unknown>} properties */
const line = (coordinates, properties) =>
  /** @type {import('geojson').Feature} */ ({
    type: 'Feature',
    properties,
    geometry: { type: 'LineString', coordinates },
  });
/** @param {number} lon @param {number} lat @param {Record<string, unknown>} properties */
const point = (lon, lat, properties) =>
  /** @type {import('geojson').Feature} */ ({
    type: 'Feature',
    properties,
    geometry: { type: 'Point', coordinates: [lon, lat] },
  });

// Kilimani's zoom-14 tile: 36.7822–36.8042 E, 1.2743–1.2963 S (its north-west corner below).
const [Z, X, Y] = [14, 9866, 8250];

describe('street features', () => {
  it('keeps the fields the style reads, and only classes of the schema', () => {
    expect(
      streetFeature(
        'transportation',
        { class: 'primary', oneway: 1, ramp: 1, brunnel: 'ford' },
        14,
        STREET_LAYERS,
      ),
    ).toEqual(['roads', { class: 'primary', ramp: 1 }]);
    expect(
      streetFeature('transportation', { class: 'platform' }, 14, STREET_LAYERS),
    ).toBeUndefined();
    expect(
      streetFeature(
        'transportation_name',
        { class: 'minor', 'name:latin': ' Argwings Kodhek Road ', network: 'road' },
        14,
        STREET_LAYERS,
      ),
    ).toEqual(['road_names', { class: 'minor', name: 'Argwings Kodhek Road' }]);
    expect(
      streetFeature('transportation_name', { class: 'minor', network: 'road' }, 14, STREET_LAYERS),
    ).toBeUndefined();
    expect(
      streetFeature('poi', { class: 'school', 'name:latin': 'A' }, 14, STREET_LAYERS),
    ).toBeUndefined();
    expect(streetFeature('landuse', { class: 'residential' }, 14, STREET_LAYERS)).toBeUndefined();
  });

  it('leaves small streets out of the wide views and buildings out below zoom 14', () => {
    expect(streetFeature('transportation', { class: 'minor' }, 12, STREET_LAYERS)).toBeUndefined();
    expect(streetFeature('transportation', { class: 'minor' }, 13, STREET_LAYERS)).toEqual([
      'roads',
      { class: 'minor' },
    ]);
    expect(
      streetFeature('transportation', { class: 'service' }, 13, STREET_LAYERS),
    ).toBeUndefined();
    expect(streetFeature('building', {}, 13, STREET_LAYERS)).toBeUndefined();
    expect(streetFeature('building', { render_height: 9 }, 14, STREET_LAYERS)).toEqual([
      'building',
      {},
    ]);
  });

  it('finds a tile corner on the map', () => {
    const [lon, lat] = tilePointToLngLat(Z, X, Y, { x: 0, y: 0 });
    expect(lon).toBeCloseTo(36.7822, 4);
    expect(lat).toBeCloseTo(-1.2743, 4);
  });
});

describe('a street tile', () => {
  const inside = /** @type {[number, number][]} */ ([
    [36.785, -1.285],
    [36.795, -1.29],
  ]);
  const source = sourceTile(
    {
      transportation: [line(inside, { class: 'primary' }), line(inside, { class: 'minor' })],
      transportation_name: [
        line(inside, { class: 'primary', 'name:latin': 'Old Road', network: 'road' }),
      ],
      poi: [
        point(36.79, -1.285, {
          class: 'school',
          subclass: 'school',
          'name:latin': 'Kilimani School',
          rank: 1,
        }),
      ],
    },
    Z,
    X,
    Y,
  );

  it('keeps its streets and drops its points of interest', () => {
    const tile = new VectorTile(
      new PbfReader(/** @type {Uint8Array} */ (streetTile(source, Z, X, Y, STREET_LAYERS))),
    );
    expect(Object.keys(tile.layers)).toEqual(['roads', 'road_names']);
    expect(tile.layers.roads.length).toBe(2);
  });

  it('puts the roads of 2026 in place of the major roads of 2021 inside their box', () => {
    const recent = majorRoads2026({
      type: 'FeatureCollection',
      features: [
        line(
          [
            [36.7, -1.2],
            [36.9, -1.35],
          ],
          { highway: 'motorway', name: 'Nairobi Expressway', ref: 'A8' },
        ),
        line(
          [
            [36.786, -1.286],
            [36.79, -1.288],
          ],
          { highway: 'primary_link' },
        ),
      ],
    });
    const tile = new VectorTile(
      new PbfReader(/** @type {Uint8Array} */ (streetTile(source, Z, X, Y, STREET_LAYERS, recent))),
    );
    const props = (/** @type {string} */ layer) =>
      Array.from(
        { length: tile.layers[layer].length },
        (_, i) => tile.layers[layer].feature(i).properties,
      );
    expect(props('roads')).toEqual([
      { class: 'minor' },
      { class: 'motorway' },
      { class: 'primary', ramp: 1 },
    ]);
    expect(props('road_names')).toEqual([
      { class: 'motorway', name: 'Nairobi Expressway', ref: 'A8' },
    ]);
  });

  it('gives its named schools, clinics, shops, stops and parks to the nearby list', () => {
    const rows = nearbyRows(source, Z, X, Y);
    expect(rows).toEqual([['school', 'Kilimani School', 36.79, -1.285]]);
    expect(nearbyFile([...rows, ...rows]).text).toBe(
      '{\n"school": [\n["Kilimani School",36.79,-1.285]\n]\n}\n',
    );
  });
});
