// @ts-check
// The street archive (data/geo/streets.pmtiles): the OpenStreetMap tiles of the nine areas, in the
// OpenMapTiles schema of 2021, cut down to what the map draws (lib/map/streets.ts), with Nairobi's
// motorways, trunk and primary roads of 2026 in place of those of 2021, so the Expressway is there.
//
// Each source tile is decoded, its layers kept or dropped, its features' fields cut to the few the
// style reads, and encoded again; geometry is never re-projected, so a kept feature is exactly
// the source's. The points of interest the tiles carry go to the nearby lists (nearby.mjs), not
// to the archive.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromVectorTileJs, GeoJSONWrapper } from '@maplibre/vt-pbf';
import { PbfReader } from 'pbf';

/** @typedef {import('../lib/map/streets.ts').StreetLayer} StreetLayer */
/** @typedef {{ z: number, x: number, y: number, data: Uint8Array }} Tile */
/** @typedef {Record<string, string | number | boolean>} Props */
/**
 * A feature as vt-pbf encodes it (the VectorTileFeature interface).
 * @typedef {object} FeatureLike
 * @property {number} type 1 point, 2 line, 3 polygon
 * @property {Props} properties
 * @property {number | undefined} [id]
 * @property {() => { x: number, y: number }[][]} loadGeometry
 */

export const TILES_DIR = 'osm/tiles-2021';
export const MAJOR_ROADS_2026 = 'osm/nairobi-recent/nairobi_major_roads_osm_2026-02-04.geojson';
/** The OSM classes the 2026 file replaces, as the OpenMapTiles schema names them. */
const REPLACED = new Set(['motorway', 'trunk', 'primary']);
const EXTENT = 4096;
/**
 * The first zoom each road class is kept at (others from 8). The source carries small streets
 * from zoom 11 on, where they are a grey texture the map does not draw; at zoom 14 MapLibre draws
 * every street, and zoom 14's tiles serve every closer view.
 * @type {Record<string, number>}
 */
const ROAD_MIN_ZOOM = { minor: 13, service: 14, track: 14, path: 14, rail: 10, transit: 12 };

/**
 * What each kept source layer becomes: the layer it goes to and the fields it keeps, or, for the
 * names, only the named features.
 * @param {string} source the OpenMapTiles layer
 * @param {Props} p its feature's properties
 * @param {number} z the tile's zoom
 * @param {import('../lib/map/streets.ts').STREET_LAYERS} schema
 * @returns {[StreetLayer, Props] | undefined}
 */
export function streetFeature(source, p, z, schema) {
  const cls = typeof p.class === 'string' ? p.class : '';
  /** @param {StreetLayer} layer */
  const known = (layer) => /** @type {readonly string[]} */ (schema[layer].class).includes(cls);
  const name = typeof p['name:latin'] === 'string' ? p['name:latin'].trim() : '';
  switch (source) {
    case 'transportation': {
      if (!known('roads') || z < (ROAD_MIN_ZOOM[cls] ?? 8)) return undefined;
      /** @type {Props} */
      const out = { class: cls };
      if (p.ramp === 1) out.ramp = 1;
      if (p.brunnel === 'bridge' || p.brunnel === 'tunnel') out.brunnel = p.brunnel;
      return ['roads', out];
    }
    case 'transportation_name': {
      const ref = typeof p.ref === 'string' ? p.ref.trim() : '';
      if (!known('road_names') || (!name && !ref) || z < (ROAD_MIN_ZOOM[cls] ?? 8))
        return undefined;
      /** @type {Props} */
      const out = { class: cls };
      if (name) out.name = name;
      if (ref) out.ref = ref;
      return ['road_names', out];
    }
    case 'landuse':
      return known('landuse') && z >= 12 ? ['landuse', { class: cls }] : undefined;
    case 'landcover':
      return known('landcover') ? ['landcover', { class: cls }] : undefined;
    case 'park':
      return known('park') ? ['park', name ? { class: cls, name } : { class: cls }] : undefined;
    case 'water':
      return known('water') ? ['water', { class: cls }] : undefined;
    case 'waterway':
      return known('waterway')
        ? ['waterway', name ? { class: cls, name } : { class: cls }]
        : undefined;
    case 'aeroway':
      return known('aeroway') ? ['aeroway', { class: cls }] : undefined;
    case 'building':
      return z >= 14 ? ['building', {}] : undefined;
    default:
      return undefined;
  }
}

/**
 * Longitude and latitude of a point in tile units.
 * @param {number} z @param {number} x @param {number} y
 * @param {{ x: number, y: number }} point
 * @returns {[number, number]}
 */
export function tilePointToLngLat(z, x, y, point) {
  const n = 2 ** z;
  const lon = ((x + point.x / EXTENT) / n) * 360 - 180;
  const merc = Math.PI * (1 - (2 * (y + point.y / EXTENT)) / n);
  return [lon, (Math.atan(Math.sinh(merc)) * 180) / Math.PI];
}

/**
 * @param {[number, number, number, number]} box west, south, east, north
 * @param {number} z @param {number} x @param {number} y
 * @param {{ x: number, y: number }[][]} rings
 */
function allInside(box, z, x, y, rings) {
  return rings.every((ring) =>
    ring.every((point) => {
      const [lon, lat] = tilePointToLngLat(z, x, y, point);
      return lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3];
    }),
  );
}

/**
 * The 2026 major roads as features of the `roads` and `road_names` layers, with the box they
 * cover: a 2021 major road wholly inside it is left out, one that reaches beyond it is kept.
 * @param {import('geojson').FeatureCollection} collection
 */
export function majorRoads2026(collection) {
  /** @type {import('geojson').Feature[]} */
  const features = [];
  let box = /** @type {[number, number, number, number]} */ ([180, 90, -180, -90]);
  for (const feature of collection.features) {
    const p = feature.properties ?? {};
    const highway = String(p.highway ?? '');
    const cls = highway.replace(/_link$/, '');
    if (!REPLACED.has(cls) || feature.geometry?.type !== 'LineString') continue;
    for (const [lon, lat] of feature.geometry.coordinates)
      box = [
        Math.min(box[0], lon),
        Math.min(box[1], lat),
        Math.max(box[2], lon),
        Math.max(box[3], lat),
      ];
    /** @type {Props} */
    const props = { class: cls };
    if (highway.endsWith('_link')) props.ramp = 1;
    if (p.bridge && p.bridge !== 'no') props.brunnel = 'bridge';
    else if (p.tunnel && p.tunnel !== 'no') props.brunnel = 'tunnel';
    const name = typeof p.name === 'string' ? p.name.trim() : '';
    const ref = typeof p.ref === 'string' ? p.ref.trim() : '';
    features.push({ type: 'Feature', properties: props, geometry: feature.geometry });
    if (name || ref)
      features.push({
        type: 'Feature',
        properties: { layer: 'road_names', class: cls, ...(name && { name }), ...(ref && { ref }) },
        geometry: feature.geometry,
      });
  }
  // Same settings as the source's tiles: 4096 units, a buffer of 64 (tilemaker's default).
  const index = new GeoJSONVT(
    { type: 'FeatureCollection', features },
    {
      maxZoom: 14,
      indexMaxZoom: 5,
      extent: EXTENT,
      buffer: 64,
      tolerance: 3,
    },
  );
  return { index, box, count: features.length };
}

/**
 * Re-encodes one source tile for the archive.
 * @param {Uint8Array} data the source tile (uncompressed MVT)
 * @param {number} z @param {number} x @param {number} y
 * @param {import('../lib/map/streets.ts').STREET_LAYERS} schema
 * @param {ReturnType<typeof majorRoads2026>} [recent]
 * @returns {Uint8Array | undefined} undefined when nothing is left
 */
export function streetTile(data, z, x, y, schema, recent) {
  const tile = new VectorTile(new PbfReader(data));
  /** @type {Map<StreetLayer, FeatureLike[]>} */
  const out = new Map();
  /** @param {StreetLayer} layer @param {FeatureLike} feature */
  const add = (layer, feature) => {
    const list = out.get(layer) ?? [];
    list.push(feature);
    out.set(layer, list);
  };
  for (const [source, layer] of Object.entries(tile.layers)) {
    if (layer.extent !== EXTENT)
      throw new Error(`${z}/${x}/${y} ${source}: extent ${layer.extent}`);
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      const kept = streetFeature(source, /** @type {Props} */ (feature.properties), z, schema);
      if (!kept) continue;
      const [target, properties] = kept;
      const geometry = feature.loadGeometry();
      if (
        recent &&
        (target === 'roads' || target === 'road_names') &&
        REPLACED.has(String(properties.class)) &&
        allInside(recent.box, z, x, y, geometry)
      )
        continue;
      add(target, { type: feature.type, properties, loadGeometry: () => geometry });
    }
  }
  const newer = recent?.index.getTile(z, x, y);
  if (newer) {
    const wrapped = new GeoJSONWrapper(newer.features, { version: 2, extent: EXTENT });
    for (let i = 0; i < wrapped.length; i++) {
      const feature = wrapped.feature(i);
      const { layer, ...properties } = /** @type {Props} */ (feature.properties);
      add(layer === 'road_names' ? 'road_names' : 'roads', {
        type: feature.type,
        properties,
        loadGeometry: () => feature.loadGeometry(),
      });
    }
  }
  if (out.size === 0) return undefined;
  // Layers in the schema's order, so the same content always gives the same bytes.
  /** @type {Record<string, object>} */
  const layers = {};
  for (const name of /** @type {StreetLayer[]} */ (Object.keys(schema))) {
    const features = out.get(name);
    if (!features) continue;
    layers[name] = {
      name,
      version: 2,
      extent: EXTENT,
      length: features.length,
      feature: (/** @type {number} */ i) => features[i],
    };
  }
  return fromVectorTileJs(/** @type {any} */ ({ layers }));
}

/**
 * Every tile of the source folder, re-encoded.
 * @param {string} sourceDir the folder of the open data
 * @param {import('../lib/map/streets.ts').STREET_LAYERS} schema
 * @param {{ min: number, max: number }} zooms
 */
export async function buildStreets(sourceDir, schema, zooms) {
  const recent = majorRoads2026(
    JSON.parse(await readFile(path.join(sourceDir, MAJOR_ROADS_2026), 'utf8')),
  );
  const dir = path.join(sourceDir, TILES_DIR);
  /** @type {Tile[]} */
  const tiles = [];
  let sourceBytes = 0;
  const numeric = (/** @type {string[]} */ names) =>
    names
      .map((n) => Number(n.replace(/\.pbf$/, '')))
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
  for (const z of numeric(await readdir(dir))) {
    if (z < zooms.min || z > zooms.max) continue;
    for (const x of numeric(await readdir(path.join(dir, String(z)))))
      for (const y of numeric(await readdir(path.join(dir, String(z), String(x))))) {
        const data = await readFile(path.join(dir, String(z), String(x), `${y}.pbf`));
        sourceBytes += data.length;
        const encoded = streetTile(data, z, x, y, schema, recent);
        if (encoded) tiles.push({ z, x, y, data: encoded });
      }
  }
  return { tiles, sourceBytes, recentBox: recent.box, recentFeatures: recent.count };
}

/**
 * The archive: the tiles with the metadata MapLibre and the terms page need (layers, licence,
 * attribution, the data's dates).
 * @param {Tile[]} tiles
 * @param {typeof import('../lib/map/streets.ts')} schema
 * @param {(options: object) => { buffer: Buffer, stats: { addressedTiles: number } }} buildPmtiles
 *   scripts/build/map/pmtiles-writer.ts's, loaded by the caller
 */
export function streetsArchive(tiles, schema, buildPmtiles) {
  const top = tiles.filter((t) => t.z === schema.STREET_MAX_ZOOM);
  const corner = (/** @type {number} */ x, /** @type {number} */ y) =>
    tilePointToLngLat(schema.STREET_MAX_ZOOM, x, y, { x: 0, y: 0 });
  const [west, north] = corner(Math.min(...top.map((t) => t.x)), Math.min(...top.map((t) => t.y)));
  const [east, south] = corner(
    Math.max(...top.map((t) => t.x)) + 1,
    Math.max(...top.map((t) => t.y)) + 1,
  );
  const round = (/** @type {number} */ n) => Math.round(n * 1e5) / 1e5;
  return buildPmtiles({
    tiles,
    minZoom: schema.STREET_MIN_ZOOM,
    maxZoom: schema.STREET_MAX_ZOOM,
    bounds: [round(west), round(south), round(east), round(north)],
    center: [36.8, -1.28, 12],
    metadata: {
      name: 'Nyumba360 streets',
      description:
        'Streets, railways, land use, parks, water and buildings of the nine areas of Kenya the listings are in: OpenStreetMap of about 2021-08-05 in the OpenMapTiles schema, with the major roads of Nairobi of 2026-02-04.',
      attribution: '© OpenMapTiles © OpenStreetMap contributors',
      license:
        'ODbL-1.0: Open Database License 1.0, https://opendatacommons.org/licenses/odbl/1-0/',
      vector_layers: Object.entries(schema.STREET_LAYERS).map(([id, layer]) => ({
        id,
        fields: layer.fields,
        minzoom: id === 'building' ? schema.STREET_MAX_ZOOM : schema.STREET_MIN_ZOOM,
        maxzoom: schema.STREET_MAX_ZOOM,
      })),
    },
  });
}
