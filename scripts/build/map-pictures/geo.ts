// The geo data the pictures are drawn from (data/geo/), read once, and only when a picture has
// to be drawn.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Geometry, Point, Position } from 'geojson';
import { boundsOf, type BoundingBox } from '../map/bounds';
import { ROOT } from '../root';
import { linesOf, polygonsOf } from './geometry';

export const GEO = path.join(ROOT, 'data', 'geo');
/** Every file a picture depends on; areas.json is read through lib/map/areas.ts. */
export const GEO_FILES = [
  'country.geojson',
  'counties.geojson',
  'wards.geojson',
  'water.geojson',
  'places.geojson',
  'pois.geojson',
  'areas.json',
  'streets.pmtiles',
] as const;

/** The properties the pictures read, where a feature has them. */
export interface GeoProperties {
  name?: string;
  kind?: string;
  rank?: number;
  county?: string;
}

/** A feature of data/geo/ with its bounds in degrees. */
export interface GeoFeature<G extends Geometry = Geometry> {
  geometry: G;
  properties: GeoProperties;
  bounds: BoundingBox;
}

/** A named point: a landmark, or a place. */
export interface NamedPoint extends GeoFeature<Point> {
  properties: GeoProperties & { name: string };
}

/** The kinds of places, most important first. */
export const PLACE_KINDS = ['city', 'town', 'neighbourhood'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A city, town or neighbourhood. */
export interface Place extends NamedPoint {
  properties: GeoProperties & { name: string; kind: PlaceKind };
}

/** A line of the picture (a boundary without its shared edges, a river), with its bounds. */
export interface Line {
  line: Position[];
  bounds: BoundingBox;
}

export interface Geo {
  country: GeoFeature[];
  counties: GeoFeature[];
  wards: GeoFeature[];
  /** Each boundary line once, by the strongest boundary it belongs to. */
  lines: { country: Line[]; county: Line[]; ward: Line[] };
  lakes: GeoFeature[];
  rivers: Line[];
  places: Place[];
  pois: NamedPoint[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The properties the pictures read, of the types they read them as. */
function propertiesOf(raw: unknown): GeoProperties {
  const { name, kind, rank, county } = isObject(raw) ? raw : {};
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof kind === 'string' ? { kind } : {}),
    ...(typeof rank === 'number' ? { rank } : {}),
    ...(typeof county === 'string' ? { county } : {}),
  };
}

/**
 * The features of a GeoJSON file that have a geometry. The geometries are trusted to be GeoJSON
 * as build/geo/prepare.mjs writes it (the basemap step checks their types when it makes the
 * basemap); the properties are read for what they are.
 */
async function features(file: string): Promise<GeoFeature[]> {
  const collection: unknown = JSON.parse(await readFile(path.join(GEO, file), 'utf8'));
  const list = isObject(collection) ? collection.features : undefined;
  if (!Array.isArray(list)) throw new Error(`data/geo/${file}: not a FeatureCollection`);
  const isFeature = (f: unknown): f is { geometry: Geometry; properties: unknown } =>
    isObject(f) && isObject(f.geometry) && typeof f.geometry.type === 'string';
  return list.filter(isFeature).map(({ geometry, properties }) => ({
    geometry,
    properties: propertiesOf(properties),
    bounds: boundsOf(geometry.type === 'GeometryCollection' ? [] : geometry.coordinates),
  }));
}

const segmentKey = (a: Position, b: Position) => {
  const [p, q] = [`${a[0]},${a[1]}`, `${b[0]},${b[1]}`];
  return p < q ? `${p} ${q}` : `${q} ${p}`;
};

/**
 * The outlines of polygons as lines, each shared edge once and none of the edges in `skip`
 * (those a stronger line draws), with their bounds. The geo files share vertices along common
 * boundaries, so an edge is the same pair of points in every polygon that has it.
 */
export function outlines(
  features: readonly GeoFeature[],
  skip: ReadonlySet<string> = new Set(),
): { lines: Line[]; edges: Set<string> } {
  const seen = new Set(skip);
  const lines: Position[][] = [];
  for (const feature of features)
    for (const polygon of polygonsOf(feature.geometry))
      for (const ring of polygon) {
        let line: Position[] = [];
        let previous: Position | undefined;
        for (const point of ring) {
          if (previous) {
            const key = segmentKey(previous, point);
            if (seen.has(key)) {
              if (line.length > 1) lines.push(line);
              line = [];
            } else {
              seen.add(key);
              if (line.length === 0) line.push(previous);
              line.push(point);
            }
          }
          previous = point;
        }
        if (line.length > 1) lines.push(line);
      }
  return { lines: lines.map((line) => ({ line, bounds: boundsOf(line) })), edges: seen };
}

const isPlaceKind = (kind: string | undefined): kind is PlaceKind =>
  PLACE_KINDS.some((k) => k === kind);

/** The named points of a file: a point without a name is not drawn. */
function namedPoints(list: readonly GeoFeature[]): NamedPoint[] {
  return list.flatMap(({ geometry, properties, bounds }) => {
    const { name } = properties;
    return geometry.type === 'Point' && name?.trim()
      ? [{ geometry, properties: { ...properties, name }, bounds }]
      : [];
  });
}

export async function readGeo(): Promise<Geo> {
  const [country, counties, wards, water, places, pois] = await Promise.all([
    features('country.geojson'),
    features('counties.geojson'),
    features('wards.geojson'),
    features('water.geojson'),
    features('places.geojson'),
    features('pois.geojson'),
  ]);
  // Each line drawn once, by the strongest boundary it belongs to.
  const countryLines = outlines(country);
  const countyLines = outlines(counties, countryLines.edges);
  const wardLines = outlines(wards, countyLines.edges);
  return {
    country,
    counties,
    wards,
    lines: { country: countryLines.lines, county: countyLines.lines, ward: wardLines.lines },
    lakes: water.filter((f) => f.properties.kind === 'lake'),
    rivers: water
      .filter((f) => f.properties.kind === 'river')
      .flatMap((f) => linesOf(f.geometry).map((line) => ({ line, bounds: boundsOf(line) }))),
    places: namedPoints(places).map((place) => {
      const { kind } = place.properties;
      if (!isPlaceKind(kind))
        throw new Error(
          `data/geo/places.geojson: ${place.properties.name} is a "${kind}", not one of ${PLACE_KINDS.join(', ')}`,
        );
      return { ...place, properties: { ...place.properties, kind } };
    }),
    pois: namedPoints(pois),
  };
}
