// The basemap's vector tiles, cut from the GeoJSON of data/geo/ and packed into one PMTiles
// archive (the map-assets step stores and places it; see scripts/build/map-assets.ts).
import { GeoJSONVT, type GeoJSONVTFeature } from '@maplibre/geojson-vt';
import { fromVectorTileJs, GeoJSONWrapper } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { BasemapLayer } from '@/lib/map/style';
import { boundsOf, type BoundingBox, type XY } from './bounds';
import { areaLabel } from './label-point';
import { buildPmtiles, type ArchiveStats, type Tile } from './pmtiles-writer';

/** The tiles' deepest zoom; MapLibre draws closer views from these tiles, scaled. */
export const MAX_ZOOM = 12;
const EXTENT = 4096;
// geojson-vt drops detail below this many tile units (of 4096) at zooms under MAX_ZOOM: 8 is a
// quarter of a pixel on a 512 px tile, invisible, and keeps outlines light at the wide views.
const TOLERANCE = 8;
export const GEO_FILES = ['country', 'counties', 'wards', 'water', 'places', 'pois'] as const;
export type GeoFile = (typeof GEO_FILES)[number];

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
