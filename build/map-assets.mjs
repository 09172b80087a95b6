// The interactive map's files, written into public/map/ with a hash of their content in the name:
//   basemap-<hash>.pmtiles       the site's own vector tiles, made from the GeoJSON in data/geo/
//   maplibre-worker-<hash>.mjs   MapLibre's worker (maplibregl.setWorkerUrl)
//   font-<subset>-<hash>.woff2   the site's font for the labels (the style's `font-faces`)
// so the map needs no tile server, no glyph server and no other origin. The names are
// lib/map/assets.ts's, which the pages use to find the files; the tiles' layers and fields are
// lib/map/style.ts's (BASEMAP_LAYERS), which draws them.
//
// Tiles are cut with geojson-vt, one index per group of features that share a zoom range (rank 2
// places from z10, say), and encoded as Mapbox Vector Tiles with vt-pbf, z0 to z12: MapLibre
// scales the z12 tiles up beyond that. Making them takes seconds, so the archive is stored in
// .cache/map/ under a hash of everything it is made from and an unchanged basemap is not made
// again.
//
// With NEXT_PUBLIC_MAP_BASEMAP=openstreetmap (lib/map/basemap-config.ts) no basemap is made: the
// deployment's public/map/kenya-osm.pmtiles is used, and must be there.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { exists, place } from '../scripts/build/fs-utils.ts';
import { boundsOf } from './map/bounds.mjs';
import { loadTs, ROOT } from '../scripts/load-ts.mjs';
import { buildPmtiles } from './map/pmtiles-writer.mjs';

const require = createRequire(import.meta.url);

/** The tiles' deepest zoom; MapLibre draws closer views from these tiles, scaled. */
export const MAX_ZOOM = 12;
const EXTENT = 4096;
// geojson-vt drops detail below this many tile units (of 4096) at zooms under MAX_ZOOM: 8 is a
// quarter of a pixel on a 512 px tile, invisible, and keeps outlines light at the wide views.
const TOLERANCE = 8;
/** Stored archives no build has used for this long are deleted. */
const STORE_KEEP_DAYS = 30;

const GEO_DIR = path.join(ROOT, 'data', 'geo');
const OUT_DIR = path.join(ROOT, 'public', 'map');
const STORE = path.join(ROOT, '.cache', 'map');
const GEO_FILES = ['country', 'counties', 'wards', 'water', 'places', 'pois'];
const FONT_PACKAGE = '@fontsource-variable/plus-jakarta-sans';

/** A name as compared with others: "St. Austin's" and "ST AUSTINS" are the same. */
const nameKey = (name) =>
  String(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

// Ward outlines of Nairobi are dense (85 wards in 700 km²): they start a zoom later.
const isNairobi = (county) => /^nairobi/i.test(String(county ?? ''));

/**
 * Which features go into which layer, with which properties, from which zoom: each group gets a
 * geojson-vt index of its own. `label` groups are one point per area (a county, a lake), placed
 * where its name has the most room, so it is named once, not once per tile.
 */
const GROUPS = [
  { file: 'country', layer: 'boundary', kind: 'country', minzoom: 0 },
  { file: 'counties', layer: 'boundary', kind: 'county', minzoom: 4 },
  { file: 'counties', layer: 'boundary', kind: 'county', label: true, minzoom: 5, maxzoom: 10 },
  {
    file: 'wards',
    layer: 'boundary',
    kind: 'ward',
    minzoom: 9,
    where: (p) => !isNairobi(p.county),
  },
  {
    file: 'wards',
    layer: 'boundary',
    kind: 'ward',
    minzoom: 10,
    where: (p) => isNairobi(p.county),
  },
  {
    // A ward named like a neighbourhood (Kilimani, Kileleshwa) is named once, by the place.
    file: 'wards',
    layer: 'boundary',
    kind: 'ward',
    label: true,
    minzoom: 12,
    where: (p, placeNames) => !placeNames.has(nameKey(p.name)),
  },
  { file: 'water', layer: 'water', minzoom: 0, where: (p) => p.kind === 'lake' },
  { file: 'water', layer: 'water', minzoom: 5, where: (p) => p.kind === 'river' },
  {
    file: 'water',
    layer: 'water',
    label: true,
    minzoom: 5,
    where: (p) => p.kind === 'lake' && Boolean(p.name),
  },
  { file: 'places', layer: 'place', minzoom: 5, where: (p) => p.rank === 1 },
  { file: 'places', layer: 'place', minzoom: 10, where: (p) => p.rank === 2 },
  { file: 'places', layer: 'place', minzoom: 12, where: (p) => p.rank === 3 },
  { file: 'pois', layer: 'poi', minzoom: 12 },
];

/** The GeoJSON geometry types each layer takes from data/geo/. */
const GEOMETRIES = {
  boundary: ['Polygon', 'MultiPolygon'],
  water: ['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString'],
  place: ['Point'],
  poi: ['Point'],
};

// --- Label points ------------------------------------------------------------------------------

/** Signed distance (degrees) from a point to a polygon's rings: positive inside. */
function ringDistance(x, y, rings) {
  let inside = false;
  let min = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[j];
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      const dx = bx - ax;
      const dy = by - ay;
      const t =
        dx || dy
          ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
          : 0;
      min = Math.min(min, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
    }
  }
  return inside ? min : -min;
}

/**
 * The point of a polygon farthest from its edges (the "pole of inaccessibility", as Mapbox's
 * polylabel finds it): the centre of a C-shaped county can lie outside it, this cannot.
 */
export function labelPoint(rings, precision = 0.002) {
  const outer = rings[0];
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const [minX, minY, maxX, maxY] = [
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs),
    Math.max(...ys),
  ];
  const size = Math.min(maxX - minX, maxY - minY);
  const cell = (x, y, h) => {
    const d = ringDistance(x, y, rings);
    return { x, y, h, d, max: d + h * Math.SQRT2 };
  };
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0);
  if (size === 0) return [best.x, best.y];
  const queue = [];
  for (let x = minX; x < maxX; x += size)
    for (let y = minY; y < maxY; y += size) queue.push(cell(x + size / 2, y + size / 2, size / 2));
  while (queue.length) {
    // Few cells for a county: a linear search for the most promising one is quick enough.
    let top = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i].max > queue[top].max) top = i;
    const c = queue.splice(top, 1)[0];
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(cell(c.x - h, c.y - h, h), cell(c.x + h, c.y - h, h));
    queue.push(cell(c.x - h, c.y + h, h), cell(c.x + h, c.y + h, h));
  }
  return [best.x, best.y];
}

/** The label point of an area's largest part. */
function areaLabel(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const area = (ring) =>
    Math.abs(
      ring.reduce((sum, [x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length];
        return sum + x * ny - nx * y;
      }, 0),
    );
  const largest = polygons.reduce((a, b) => (area(b[0]) > area(a[0]) ? b : a));
  return { type: 'Point', coordinates: labelPoint(largest) };
}

// --- Tiles -------------------------------------------------------------------------------------

/** The properties a feature carries in the tiles: the schema's fields, checked. */
function tileProperties(layer, schema, properties, where) {
  const { fields, kind: kinds, optional = [] } = schema[layer];
  const out = {};
  for (const [field, type] of Object.entries(fields)) {
    const value = properties[field];
    if (optional.includes(field) && (value === undefined || value === null || value === ''))
      continue;
    const ok =
      type === 'Number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';
    if (!ok)
      throw new Error(
        `${where}: "${field}" must be a ${type.toLowerCase()}, got ${JSON.stringify(value)}`,
      );
    out[field] = type === 'String' ? value.trim() : value;
  }
  if (!kinds.includes(out.kind))
    throw new Error(`${where}: kind "${out.kind}" is not one of ${kinds.join(', ')}`);
  return out;
}

/** Tile column and row of a position at zoom z (web mercator). */
function tileOf(lon, lat, z) {
  const n = 2 ** z;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
  return [Math.max(0, Math.min(n - 1, x)), Math.max(0, Math.min(n - 1, y))];
}

/**
 * The basemap archive for a set of GeoJSON collections (`geo.country`, `geo.counties`, …).
 *
 * @param {Record<string, GeoJSON.FeatureCollection>} geo
 * @param {{ schema: object, attribution: string }} options schema: BASEMAP_LAYERS
 */
export function basemapArchive(geo, { schema, attribution }) {
  const features = Object.fromEntries(Object.keys(schema).map((layer) => [layer, 0]));
  const groups = [];
  // Every feature must land in some group: a place of rank 4 would otherwise vanish unnoticed.
  const placed = new Set();
  const placeNames = new Set((geo.places?.features ?? []).map((f) => nameKey(f.properties?.name)));
  for (const group of GROUPS) {
    const { file, layer, kind, label, where = () => true } = group;
    const collection = geo[file];
    if (!collection?.features) throw new Error(`data/geo/${file}.geojson: not a FeatureCollection`);
    const chosen = [];
    collection.features.forEach((feature, i) => {
      const source = `data/geo/${file}.geojson feature ${i} (${feature.properties?.name ?? 'no name'})`;
      const props = { ...feature.properties, ...(kind ? { kind } : {}) };
      if (!where(props, placeNames)) return;
      placed.add(feature);
      const properties = tileProperties(layer, schema, props, source);
      const type = feature.geometry?.type;
      if (!GEOMETRIES[layer].includes(type))
        throw new Error(`${source}: a ${layer} feature cannot be a ${type}`);
      const geometry = label ? areaLabel(feature.geometry) : feature.geometry;
      chosen.push({ type: 'Feature', properties, geometry });
    });
    if (!chosen.length) continue;
    features[layer] += label ? 0 : chosen.length;
    groups.push({
      layer,
      minzoom: group.minzoom,
      maxzoom: group.maxzoom ?? MAX_ZOOM,
      bounds: boundsOf(chosen.map((f) => f.geometry.coordinates)),
      index: new GeoJSONVT(
        { type: 'FeatureCollection', features: chosen },
        { maxZoom: MAX_ZOOM, indexMaxZoom: 4, tolerance: TOLERANCE, extent: EXTENT, buffer: 64 },
      ),
    });
  }
  for (const file of new Set(GROUPS.map((g) => g.file)))
    geo[file].features.forEach((feature, i) => {
      if (!placed.has(feature))
        throw new Error(
          `data/geo/${file}.geojson feature ${i} (${feature.properties?.name ?? 'no name'}): fits no zoom range of the basemap (kind ${JSON.stringify(feature.properties?.kind)}, rank ${JSON.stringify(feature.properties?.rank)})`,
        );
    });
  if (!groups.length) throw new Error('data/geo/ holds no features');

  // Every tile any group has something in, with its features by layer.
  const tiles = new Map();
  for (const { layer, minzoom, maxzoom, bounds, index } of groups) {
    for (let z = minzoom; z <= maxzoom; z++) {
      // One tile more on each side: a feature near the edge also lies in the next tile's buffer.
      const [x0, y0] = tileOf(bounds[0], bounds[3], z);
      const [x1, y1] = tileOf(bounds[2], bounds[1], z);
      const last = 2 ** z - 1;
      for (let x = Math.max(0, x0 - 1); x <= Math.min(last, x1 + 1); x++)
        for (let y = Math.max(0, y0 - 1); y <= Math.min(last, y1 + 1); y++) {
          const tile = index.getTile(z, x, y);
          if (!tile?.features.length) continue;
          const key = `${z}/${x}/${y}`;
          if (!tiles.has(key)) tiles.set(key, { z, x, y, layers: {} });
          (tiles.get(key).layers[layer] ??= []).push(...tile.features);
        }
    }
  }

  const zooms = {};
  const encoded = [];
  for (const { z, x, y, layers } of tiles.values()) {
    // Layers in the schema's order, so equal content gives equal bytes (and is stored once).
    const ordered = {};
    for (const layer of Object.keys(schema))
      if (layers[layer]) {
        ordered[layer] = { features: layers[layer] };
        const range = (zooms[layer] ??= [z, z]);
        range[0] = Math.min(range[0], z);
        range[1] = Math.max(range[1], z);
      }
    encoded.push({ z, x, y, data: fromGeojsonVt(ordered, { version: 2, extent: EXTENT }) });
  }

  const all = Object.keys(geo).flatMap((file) => geo[file].features.map((f) => f.geometry));
  const bounds = boundsOf(all.map((g) => g.coordinates));
  const { buffer, stats } = buildPmtiles({
    tiles: encoded,
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    bounds,
    center: [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, 6],
    metadata: {
      name: 'Nyumba360 basemap',
      description: 'Kenya: outlines, water, places and landmarks, from data/geo/',
      attribution,
      type: 'baselayer',
      format: 'pbf',
      vector_layers: Object.entries(schema)
        .filter(([layer]) => zooms[layer])
        .map(([id, { fields }]) => ({
          id,
          fields,
          minzoom: zooms[id][0],
          maxzoom: zooms[id][1],
        })),
    },
  });
  return { buffer, stats, features };
}

// --- The build step ----------------------------------------------------------------------------

const hash16 = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Writes `data` to public/map/<name> unless that file (its name holds its hash) is there. */
async function writeNamed(name, data) {
  const target = path.join(OUT_DIR, name);
  const size = (await stat(target).catch(() => undefined))?.size;
  // A file cut short by an interrupted build has the right name but not the size.
  if (size !== Buffer.byteLength(data)) await writeFile(target, data);
  return name;
}

/** Everything the archive is made from, hashed: a change to any of it makes a new basemap. */
async function inputsHash({ schema, attribution }) {
  const hash = createHash('sha256');
  for (const file of [
    'build/map-assets.mjs',
    'build/map/pmtiles-writer.mjs',
    ...GEO_FILES.map((name) => `data/geo/${name}.geojson`),
  ])
    hash.update(file).update(await readFile(path.join(ROOT, file)));
  // Read from the folder: geojson-vt's `exports` do not include its package.json.
  const version = async (name) =>
    JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  hash.update(
    JSON.stringify({
      // The schema, not all of lib/map/style.ts: a new colour draws the same tiles.
      schema,
      attribution,
      geojsonVt: await version('@maplibre/geojson-vt'),
      vtPbf: await version('@maplibre/vt-pbf'),
      pmtiles: await version('pmtiles'),
      // gzip's output may differ between zlib versions, and with it the file's hash.
      zlib: process.versions.zlib,
    }),
  );
  return hash.digest('hex');
}

/** The basemap from .cache/map/, or made and stored there; resolves to its file and figures. */
async function storedBasemap() {
  const [{ BASEMAP_LAYERS }, { attributionHtml }] = await Promise.all([
    loadTs('lib/map/style.ts'),
    loadTs('lib/map/attribution.ts'),
  ]);
  const attribution = attributionHtml();
  const key = await inputsHash({ schema: BASEMAP_LAYERS, attribution });
  const file = path.join(STORE, `${key}.pmtiles`);
  const facts = path.join(STORE, `${key}.json`);
  if ((await exists(file)) && (await exists(facts)))
    return { file, cached: true, ...JSON.parse(await readFile(facts, 'utf8')) };

  const geo = {};
  for (const name of GEO_FILES) {
    const source = path.join(GEO_DIR, `${name}.geojson`);
    try {
      geo[name] = JSON.parse(await readFile(source, 'utf8'));
    } catch (error) {
      throw new Error(
        `data/geo/${name}.geojson: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  const { buffer, stats, features } = basemapArchive(geo, { schema: BASEMAP_LAYERS, attribution });
  const figures = { hash: hash16(buffer), bytes: buffer.length, stats, features };
  // The figures last: an archive without them (an interrupted build) is made again.
  await writeFile(file, buffer);
  await writeFile(facts, JSON.stringify(figures));
  return { file, cached: false, ...figures };
}

/** Drops stored archives unused for STORE_KEEP_DAYS; the one in use is marked as used. */
async function sweepStore(used) {
  const now = new Date();
  if (used)
    await Promise.all([used, used.replace(/\.pmtiles$/, '.json')].map((f) => utimes(f, now, now)));
  for (const name of await readdir(STORE)) {
    const file = path.join(STORE, name);
    if ((await stat(file)).mtimeMs < now.getTime() - STORE_KEEP_DAYS * 86_400_000)
      await rm(file, { force: true });
  }
}

async function run() {
  const started = performance.now();
  const [
    { BASEMAP_FLAVOUR, OSM_BASEMAP_FILE },
    { isMapAssetFile, mapFileNames, MAP_FONT_SUBSETS },
  ] = await Promise.all([loadTs('lib/map/basemap-config.ts'), loadTs('lib/map/assets.ts')]);
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(STORE, { recursive: true });
  const wanted = new Set();
  let report;

  if (BASEMAP_FLAVOUR === 'openstreetmap') {
    const osm = path.join(OUT_DIR, OSM_BASEMAP_FILE);
    if (!(await exists(osm)))
      throw new Error(
        `NEXT_PUBLIC_MAP_BASEMAP=openstreetmap, but public/map/${OSM_BASEMAP_FILE} is missing: put the OpenStreetMap extract of Kenya (Protomaps basemap, PMTiles) there`,
      );
    report = `OpenStreetMap basemap public/map/${OSM_BASEMAP_FILE} (${((await stat(osm)).size / 1048576).toFixed(1)} MB)`;
    await sweepStore();
  } else {
    const basemap = await storedBasemap();
    const name = mapFileNames.tiles(basemap.hash);
    await place(basemap.file, path.join(OUT_DIR, name));
    wanted.add(name);
    await sweepStore(basemap.file);
    const { stats, features } = basemap;
    const counts = Object.entries(features).map(([layer, count]) => `${layer} ${count}`);
    const tiles = `${stats.addressedTiles} tiles z${stats.minZoom}-${stats.maxZoom} (${stats.tileContents} distinct, ${stats.leafDirectories} leaf directories)`;
    const size = `${(basemap.bytes / 1048576).toFixed(2)} MB`;
    report = `${counts.join(', ')} features; ${tiles}; ${name} ${size}${basemap.cached ? ', from cache' : ''}`;
  }

  // The worker as MapLibre ships it, less its source map line: the map is not published here.
  const worker = (
    await readFile(require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs'), 'utf8')
  ).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  wanted.add(await writeNamed(mapFileNames.worker(hash16(worker)), worker));
  for (const subset of MAP_FONT_SUBSETS) {
    const font = await readFile(
      require.resolve(`${FONT_PACKAGE}/files/plus-jakarta-sans-${subset}-wght-normal.woff2`),
    );
    wanted.add(await writeNamed(mapFileNames.font(subset, hash16(font)), font));
  }

  let removed = 0;
  for (const name of await readdir(OUT_DIR))
    if (isMapAssetFile(name) && !wanted.has(name)) {
      await rm(path.join(OUT_DIR, name), { force: true });
      removed++;
    }
  console.log(
    `map-assets: ${report}; worker and ${MAP_FONT_SUBSETS.length} font files, ${removed} stale removed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await run();
  } catch (error) {
    console.error(`map-assets: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
