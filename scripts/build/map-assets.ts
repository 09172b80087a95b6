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
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GeoJSONVT, type GeoJSONVTFeature } from '@maplibre/geojson-vt';
import { fromVectorTileJs, GeoJSONWrapper } from '@maplibre/vt-pbf';
import type {
  Feature,
  FeatureCollection,
  Geometry,
  Point,
  Polygon,
  MultiPolygon,
  Position,
} from 'geojson';
import { attributionHtml } from '@/lib/map/attribution';
import { isMapAssetFile, MAP_FONT_SUBSETS, mapFileNames } from '@/lib/map/assets';
import { BASEMAP_FLAVOUR, OSM_BASEMAP_FILE } from '@/lib/map/basemap-config';
import { BASEMAP_LAYERS, type BasemapLayer } from '@/lib/map/style';
import { exists, place, secondsSince, sweepStore } from './fs-utils';
import { boundsOf, xy, type BoundingBox, type XY } from './map/bounds';
import { packageVersion } from './map/package-version';
import { buildPmtiles, type ArchiveStats, type Tile } from './map/pmtiles-writer';
import { ROOT } from './root';

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
const GEO_FILES = ['country', 'counties', 'wards', 'water', 'places', 'pois'] as const;
type GeoFile = (typeof GEO_FILES)[number];
const FONT_PACKAGE = '@fontsource-variable/plus-jakarta-sans';

/** The GeoJSON of data/geo/, by file name (`country` for data/geo/country.geojson). */
export type GeoCollections = Readonly<Record<GeoFile, FeatureCollection>>;

/** What the tiles' features carry: `kind`, `name`, `rank`… as the layer's schema has them. */
type Properties = Readonly<Record<string, unknown>>;

/** A layer's entry in the schema (BASEMAP_LAYERS): its kinds and its fields' types. */
interface LayerSchema {
  readonly kind: readonly string[];
  readonly fields: Readonly<Record<string, 'String' | 'Number'>>;
  readonly optional?: readonly string[];
}
export type BasemapSchema = Readonly<Record<BasemapLayer, LayerSchema>>;

/** A name as compared with others: "St. Austin's" and "ST AUSTINS" are the same. */
const nameKey = (name: unknown) =>
  String(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

// Ward outlines of Nairobi are dense (85 wards in 700 km²): they start a zoom later.
const isNairobi = (county: unknown) => /^nairobi/i.test(String(county ?? ''));

interface Group {
  file: GeoFile;
  layer: BasemapLayer;
  /** The kind its features get, when their file does not say. */
  kind?: string;
  /** One point per area, where its name goes, instead of the area. */
  label?: boolean;
  minzoom: number;
  maxzoom?: number;
  where?: (properties: Properties, placeNames: ReadonlySet<string>) => boolean;
}

/**
 * Which features go into which layer, with which properties, from which zoom: each group gets a
 * geojson-vt index of its own. `label` groups are one point per area (a county, a lake), placed
 * where its name has the most room, so it is named once, not once per tile.
 */
const GROUPS: readonly Group[] = [
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

/** The geometries the tiles take: GeoJSON's, less GeometryCollection. */
type TileGeometry = Exclude<Geometry, { type: 'GeometryCollection' }>;

/** The GeoJSON geometry types each layer takes from data/geo/. */
const GEOMETRIES: Readonly<Record<BasemapLayer, readonly TileGeometry['type'][]>> = {
  boundary: ['Polygon', 'MultiPolygon'],
  water: ['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString'],
  place: ['Point'],
  poi: ['Point'],
};

const takes = (layer: BasemapLayer, geometry: Geometry | null): geometry is TileGeometry =>
  GEOMETRIES[layer].some((type) => type === geometry?.type);

// --- Label points ------------------------------------------------------------------------------

/** Signed distance (degrees) from a point to a polygon's rings: positive inside. */
function ringDistance(x: number, y: number, rings: readonly (readonly XY[])[]): number {
  let inside = false;
  let min = Infinity;
  for (const ring of rings) {
    const last = ring.at(-1);
    if (!last) continue;
    // Each edge from a point (a) back to the one before it (b), the first closed by the last.
    let [bx, by] = last;
    for (const [ax, ay] of ring) {
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      const dx = bx - ax;
      const dy = by - ay;
      const t =
        dx || dy
          ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
          : 0;
      min = Math.min(min, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
      [bx, by] = [ax, ay];
    }
  }
  return inside ? min : -min;
}

/** A square of the search: its centre, half its side, and its best and possible distances. */
interface Cell {
  x: number;
  y: number;
  h: number;
  d: number;
  max: number;
}

/**
 * Takes the first cell of the queue that could hold the farthest point. Few cells for a county:
 * a linear search for the most promising one is quick enough.
 */
function takeMostPromising(queue: Cell[]): Cell | undefined {
  let top = 0;
  let topMax = -Infinity;
  queue.forEach(({ max }, i) => {
    if (max > topMax) {
      top = i;
      topMax = max;
    }
  });
  return queue.splice(top, 1)[0];
}

/**
 * The point of a polygon farthest from its edges (the "pole of inaccessibility", as Mapbox's
 * polylabel finds it): the centre of a C-shaped county can lie outside it, this cannot.
 */
export function labelPoint(polygon: readonly (readonly Position[])[], precision = 0.002): XY {
  const rings = polygon.map((ring) => ring.map(xy));
  const outer = rings[0] ?? [];
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const [minX, minY, maxX, maxY] = [
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs),
    Math.max(...ys),
  ];
  const size = Math.min(maxX - minX, maxY - minY);
  const cell = (x: number, y: number, h: number): Cell => {
    const d = ringDistance(x, y, rings);
    return { x, y, h, d, max: d + h * Math.SQRT2 };
  };
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0);
  if (size === 0) return [best.x, best.y];
  const queue: Cell[] = [];
  for (let x = minX; x < maxX; x += size)
    for (let y = minY; y < maxY; y += size) queue.push(cell(x + size / 2, y + size / 2, size / 2));
  for (let c = takeMostPromising(queue); c; c = takeMostPromising(queue)) {
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(cell(c.x - h, c.y - h, h), cell(c.x + h, c.y - h, h));
    queue.push(cell(c.x - h, c.y + h, h), cell(c.x + h, c.y + h, h));
  }
  return [best.x, best.y];
}

/** Twice the area of a ring, as the shoelace formula gives it. */
function ringArea(ring: readonly Position[]): number {
  return Math.abs(
    ring.reduce((sum, position, i) => {
      const [x, y] = xy(position);
      const [nx, ny] = xy(ring[(i + 1) % ring.length]);
      return sum + x * ny - nx * y;
    }, 0),
  );
}

/** The label point of an area's largest part. */
function areaLabel(geometry: Polygon | MultiPolygon): Point {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const outerArea = (polygon: readonly Position[][]) => ringArea(polygon[0] ?? []);
  const largest = polygons.reduce((a, b) => (outerArea(b) > outerArea(a) ? b : a));
  return { type: 'Point', coordinates: labelPoint(largest) };
}

// --- Tiles -------------------------------------------------------------------------------------

const isLayer = (name: string): name is BasemapLayer => Object.hasOwn(GEOMETRIES, name);

/** The properties a feature carries in the tiles: the schema's fields, checked. */
function tileProperties(
  layer: BasemapLayer,
  schema: BasemapSchema,
  properties: Properties,
  where: string,
): Record<string, string | number> {
  const { fields, kind: kinds, optional = [] } = schema[layer];
  const out: Record<string, string | number> = {};
  for (const [field, type] of Object.entries(fields)) {
    const value = properties[field];
    if (optional.includes(field) && (value === undefined || value === null || value === ''))
      continue;
    if (type === 'Number' && typeof value === 'number' && Number.isFinite(value))
      out[field] = value;
    else if (type === 'String' && typeof value === 'string' && value.trim() !== '')
      out[field] = value.trim();
    else
      throw new Error(
        `${where}: "${field}" must be a ${type.toLowerCase()}, got ${JSON.stringify(value)}`,
      );
  }
  const { kind } = out;
  if (typeof kind !== 'string' || !kinds.includes(kind))
    throw new Error(`${where}: kind "${kind}" is not one of ${kinds.join(', ')}`);
  return out;
}

/** Tile column and row of a position at zoom z (web mercator). */
function tileOf(lon: number, lat: number, z: number): XY {
  const n = 2 ** z;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
  return [Math.max(0, Math.min(n - 1, x)), Math.max(0, Math.min(n - 1, y))];
}

type TileFeature = Feature<TileGeometry, Record<string, string | number>>;

/** A group's features, indexed for cutting into tiles. */
interface IndexedGroup {
  layer: BasemapLayer;
  minzoom: number;
  maxzoom: number;
  bounds: BoundingBox;
  index: GeoJSONVT;
}

/** The basemap's figures: its archive's, and the features of each layer (labels not counted). */
export interface Basemap {
  buffer: Buffer;
  stats: ArchiveStats;
  features: Record<string, number>;
}

/**
 * The basemap archive for a set of GeoJSON collections (`geo.country`, `geo.counties`, …).
 * `schema` is BASEMAP_LAYERS.
 */
export function basemapArchive(
  geo: GeoCollections,
  { schema, attribution }: { schema: BasemapSchema; attribution: string },
): Basemap {
  const features: Record<string, number> = Object.fromEntries(
    Object.keys(schema).map((layer) => [layer, 0]),
  );
  const groups: IndexedGroup[] = [];
  // Every feature must land in some group: a place of rank 4 would otherwise vanish unnoticed.
  const placed = new Set<Feature>();
  const placeNames = new Set(geo.places.features.map((f) => nameKey(f.properties?.name)));
  for (const group of GROUPS) {
    const { file, layer, kind, label, where = () => true } = group;
    const chosen: TileFeature[] = [];
    geo[file].features.forEach((feature, i) => {
      const raw: Properties = feature.properties ?? {};
      const source = `data/geo/${file}.geojson feature ${i} (${raw.name ?? 'no name'})`;
      const props: Properties = { ...raw, ...(kind ? { kind } : {}) };
      if (!where(props, placeNames)) return;
      placed.add(feature);
      const properties = tileProperties(layer, schema, props, source);
      const { geometry } = feature;
      if (!takes(layer, geometry))
        throw new Error(`${source}: a ${layer} feature cannot be a ${geometry?.type}`);
      if (!label) chosen.push({ type: 'Feature', properties, geometry });
      else if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')
        chosen.push({ type: 'Feature', properties, geometry: areaLabel(geometry) });
      else throw new Error(`${source}: only an area gets a label point, not a ${geometry.type}`);
    });
    if (!chosen.length) continue;
    features[layer] = (features[layer] ?? 0) + (label ? 0 : chosen.length);
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
      const { name, kind, rank } = feature.properties ?? {};
      if (!placed.has(feature))
        throw new Error(
          `data/geo/${file}.geojson feature ${i} (${name ?? 'no name'}): fits no zoom range of the basemap (kind ${JSON.stringify(kind)}, rank ${JSON.stringify(rank)})`,
        );
    });
  if (!groups.length) throw new Error('data/geo/ holds no features');

  // Every tile any group has something in, with its features by layer.
  const tiles = new Map<
    string,
    { z: number; x: number; y: number; layers: Map<BasemapLayer, GeoJSONVTFeature[]> }
  >();
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
          let entry = tiles.get(key);
          if (!entry) tiles.set(key, (entry = { z, x, y, layers: new Map() }));
          const inLayer = entry.layers.get(layer) ?? [];
          inLayer.push(...tile.features);
          entry.layers.set(layer, inLayer);
        }
    }
  }

  const zooms = new Map<string, [number, number]>();
  const encoded: Tile[] = [];
  for (const { z, x, y, layers } of tiles.values()) {
    // Layers in the schema's order, so equal content gives equal bytes (and is stored once). A
    // layer gathers the features of several indexes, so it is not one geojson-vt tile as
    // fromGeojsonVt() takes: it is wrapped here as that function wraps one.
    const ordered: Record<string, GeoJSONWrapper> = {};
    for (const layer of Object.keys(schema).filter(isLayer)) {
      const inLayer = layers.get(layer);
      if (!inLayer) continue;
      ordered[layer] = Object.assign(new GeoJSONWrapper(inLayer, { version: 2, extent: EXTENT }), {
        name: layer,
      });
      const range = zooms.get(layer);
      if (range) {
        range[0] = Math.min(range[0], z);
        range[1] = Math.max(range[1], z);
      } else zooms.set(layer, [z, z]);
    }
    encoded.push({ z, x, y, data: fromVectorTileJs({ layers: ordered }) });
  }

  const all = Object.values(geo).flatMap((collection) =>
    collection.features.flatMap(({ geometry }) =>
      geometry && geometry.type !== 'GeometryCollection' ? [geometry.coordinates] : [],
    ),
  );
  const bounds = boundsOf(all);
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
      vector_layers: Object.entries(schema).flatMap(([id, { fields }]) => {
        const range = zooms.get(id);
        return range ? [{ id, fields, minzoom: range[0], maxzoom: range[1] }] : [];
      }),
    },
  });
  return { buffer, stats, features };
}

// --- The build step ----------------------------------------------------------------------------

const hash16 = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Writes `data` to public/map/<name> unless that file (its name holds its hash) is there. */
async function writeNamed(name: string, data: string | Buffer): Promise<string> {
  const target = path.join(OUT_DIR, name);
  const size = (await stat(target).catch(() => undefined))?.size;
  // A file cut short by an interrupted build has the right name but not the size.
  if (size !== Buffer.byteLength(data)) await writeFile(target, data);
  return name;
}

/** Everything the archive is made from, hashed: a change to any of it makes a new basemap. */
async function inputsHash(schema: BasemapSchema, attribution: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    'scripts/build/map-assets.ts',
    'scripts/build/map/pmtiles-writer.ts',
    'scripts/build/map/bounds.ts',
    'scripts/build/map/package-version.ts',
    ...GEO_FILES.map((name) => `data/geo/${name}.geojson`),
  ])
    hash.update(file).update(await readFile(path.join(ROOT, file)));
  hash.update(
    JSON.stringify({
      // The schema, not all of lib/map/style.ts: a new colour draws the same tiles.
      schema,
      attribution,
      geojsonVt: await packageVersion('@maplibre/geojson-vt'),
      vtPbf: await packageVersion('@maplibre/vt-pbf'),
      pmtiles: await packageVersion('pmtiles'),
      // gzip's output may differ between zlib versions, and with it the file's hash.
      zlib: process.versions.zlib,
    }),
  );
  return hash.digest('hex');
}

/** A basemap's figures, kept beside it in .cache/map/. */
interface Figures {
  hash: string;
  bytes: number;
  stats: ArchiveStats;
  features: Record<string, number>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumbers = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every((item) => typeof item === 'number');
const STATS: readonly (keyof ArchiveStats)[] = [
  'addressedTiles',
  'tileEntries',
  'tileContents',
  'leafDirectories',
  'minZoom',
  'maxZoom',
];

/** Whether a stored figures file is whole (an archive without them is made again). */
function isFigures(value: unknown): value is Figures {
  if (!isObject(value)) return false;
  const { hash, bytes, stats, features } = value;
  return (
    typeof hash === 'string' &&
    typeof bytes === 'number' &&
    isNumbers(stats) &&
    STATS.every((field) => field in stats) &&
    isNumbers(features)
  );
}

/** One file of data/geo/, checked to be a FeatureCollection; its features are checked as used. */
async function readCollection(name: GeoFile): Promise<FeatureCollection> {
  const file = `data/geo/${name}.geojson`;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path.join(GEO_DIR, `${name}.geojson`), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const isCollection = (v: unknown): v is FeatureCollection =>
    isObject(v) && v.type === 'FeatureCollection' && Array.isArray(v.features);
  if (!isCollection(value)) throw new Error(`${file}: not a FeatureCollection`);
  return value;
}

/** The basemap from .cache/map/, or made and stored there; resolves to its file and figures. */
async function storedBasemap(): Promise<Figures & { file: string; cached: boolean }> {
  const attribution = attributionHtml();
  const key = await inputsHash(BASEMAP_LAYERS, attribution);
  const file = path.join(STORE, `${key}.pmtiles`);
  const facts = path.join(STORE, `${key}.json`);
  if ((await exists(file)) && (await exists(facts))) {
    const stored: unknown = JSON.parse(await readFile(facts, 'utf8'));
    if (isFigures(stored)) return { file, cached: true, ...stored };
  }

  const geo: GeoCollections = {
    country: await readCollection('country'),
    counties: await readCollection('counties'),
    wards: await readCollection('wards'),
    water: await readCollection('water'),
    places: await readCollection('places'),
    pois: await readCollection('pois'),
  };
  const { buffer, stats, features } = basemapArchive(geo, { schema: BASEMAP_LAYERS, attribution });
  const figures: Figures = { hash: hash16(buffer), bytes: buffer.length, stats, features };
  // The figures last: an archive without them (an interrupted build) is made again.
  await writeFile(file, buffer);
  await writeFile(facts, JSON.stringify(figures));
  return { file, cached: false, ...figures };
}

/**
 * The step: the basemap (from the cache when its inputs are unchanged), MapLibre's worker and the
 * label font in public/map/, and no earlier build's files beside them.
 */
export async function run(): Promise<string> {
  const started = performance.now();
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(STORE, { recursive: true });
  const wanted = new Set<string>();
  let report: string;

  if (BASEMAP_FLAVOUR === 'openstreetmap') {
    const osm = path.join(OUT_DIR, OSM_BASEMAP_FILE);
    if (!(await exists(osm)))
      throw new Error(
        `NEXT_PUBLIC_MAP_BASEMAP=openstreetmap, but public/map/${OSM_BASEMAP_FILE} is missing: put the OpenStreetMap extract of Kenya (Protomaps basemap, PMTiles) there`,
      );
    report = `OpenStreetMap basemap public/map/${OSM_BASEMAP_FILE} (${((await stat(osm)).size / 1048576).toFixed(1)} MB)`;
    await sweepStore(STORE, new Set(), STORE_KEEP_DAYS);
  } else {
    const basemap = await storedBasemap();
    const name = mapFileNames.tiles(basemap.hash);
    await place(basemap.file, path.join(OUT_DIR, name));
    wanted.add(name);
    // The archive in use and its figures are marked as used; others unused for long are dropped.
    const stored = path.basename(basemap.file, '.pmtiles');
    await sweepStore(STORE, new Set([`${stored}.pmtiles`, `${stored}.json`]), STORE_KEEP_DAYS);
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
  return `${report}; worker and ${MAP_FONT_SUBSETS.length} font files, ${removed} stale removed, in ${secondsSince(started)}`;
}
