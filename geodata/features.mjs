// @ts-check
// GeoJSON features as the outputs write them, the orders they are sorted in, and the file format.
import { roundPoint } from './geometry.mjs';

/** @typedef {import('./geometry.mjs').Position} Position */
/** @typedef {import('./geometry.mjs').Ring} Ring */
/** @typedef {{ name: string, kind: string, rank?: number }} PointProperties */
/** @typedef {import('geojson').Feature<import('geojson').Point, PointProperties>} PointFeature */

/**
 * Plain string order (not the locale's), so that the files do not depend on the machine.
 * @param {string} a
 * @param {string} b
 */
export const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * @template {import('geojson').Geometry} G
 * @template {import('geojson').GeoJsonProperties} P
 * @param {P} properties
 * @param {G} geometry
 * @returns {import('geojson').Feature<G, P>}
 */
export const feature = (properties, geometry) => ({ type: 'Feature', properties, geometry });

/**
 * A Polygon for one part, else a MultiPolygon.
 * @param {Ring[][]} polygons
 * @returns {import('./geometry.mjs').AreaGeometry}
 */
export const geometryOf = (polygons) =>
  polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };

/**
 * @template {PointProperties} P
 * @param {P} properties
 * @param {Position} lonLat
 */
export const pointFeature = (properties, lonLat) =>
  feature(properties, { type: 'Point', coordinates: roundPoint(lonLat) });

/**
 * Labels and points of interest: by rank, kind and name, then west to east and south to north.
 * @param {PointFeature} a
 * @param {PointFeature} b
 */
export const pointOrder = (a, b) =>
  (a.properties.rank ?? 0) - (b.properties.rank ?? 0) ||
  compare(a.properties.kind, b.properties.kind) ||
  compare(a.properties.name, b.properties.name) ||
  a.geometry.coordinates[0] - b.geometry.coordinates[0] ||
  a.geometry.coordinates[1] - b.geometry.coordinates[1];

/**
 * One feature per line: compact, yet a re-run's diff shows which features changed.
 * @param {import('geojson').Feature[]} features
 */
export const collection = (features) =>
  `{"type":"FeatureCollection","features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
