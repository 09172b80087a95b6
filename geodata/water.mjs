// @ts-check
// water.geojson: the Natural Earth lakes and rivers that touch Kenya.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { compare, feature, geometryOf } from './features.mjs';
import { METRE, openRing, polygonsOf, roundPoint, samePoint, simplifyPath } from './geometry.mjs';
import { buildTopology } from './topology.mjs';

/** @typedef {import('./geometry.mjs').Position} Position */
/**
 * @typedef {import('geojson').Feature<
 *   import('./geometry.mjs').AreaGeometry | import('./sources.mjs').LineGeometry,
 *   { name: string, kind: 'lake' | 'river' }
 * >} WaterFeature
 */

// Natural Earth 10m has a vertex every kilometre or so; this only drops near-collinear ones.
const TOLERANCE = 100 * METRE;

/**
 * @param {object} inputs
 * @param {import('./sources.mjs').Sources['lakes']} inputs.lakes
 * @param {import('./sources.mjs').Sources['rivers']} inputs.rivers
 * @param {import('./boundaries.mjs').NamedArea} inputs.country
 * @param {(lonLat: Position) => boolean} inputs.inKenya
 * @returns {WaterFeature[]}
 */
export function buildWater({ lakes, rivers, country, inKenya }) {
  const outlineVertices = polygonsOf(country.geometry).flatMap((p) => p[0]);
  /** @type {WaterFeature[]} */
  const water = [];
  const lakeShapes = lakes.features.filter((f) => {
    const lake = feature({}, f.geometry);
    return (
      polygonsOf(f.geometry).some((p) => p[0].some(inKenya)) ||
      outlineVertices.some((v) => booleanPointInPolygon(v, lake))
    );
  });
  lakeShapes.forEach((f) => {
    const topology = buildTopology(
      [{ polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)) }],
      () => TOLERANCE,
    );
    water.push(
      feature({ name: f.properties.name ?? '', kind: 'lake' }, geometryOf(topology.polygons(0))),
    );
  });
  for (const f of rivers.features) {
    const lines =
      f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates;
    if (!lines.some((line) => line.some(inKenya))) continue;
    const simplified = lines
      .map((line) => {
        /** @type {Position[]} */
        const out = [];
        for (const c of simplifyPath(
          line.map((c) => [c[0], c[1]]),
          TOLERANCE,
        )) {
          const p = roundPoint(c);
          if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
        }
        return out;
      })
      .filter((line) => line.length >= 2);
    /** @type {import('./sources.mjs').LineGeometry} */
    const geometry =
      simplified.length === 1
        ? { type: 'LineString', coordinates: simplified[0] }
        : { type: 'MultiLineString', coordinates: simplified };
    water.push(feature({ name: f.properties.name ?? '', kind: 'river' }, geometry));
  }
  water.sort(
    (a, b) =>
      compare(a.properties.kind, b.properties.kind) ||
      compare(a.properties.name, b.properties.name) ||
      compare(JSON.stringify(a.geometry.coordinates), JSON.stringify(b.geometry.coordinates)),
  );
  return water;
}
