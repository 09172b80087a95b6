// @ts-check
// Coordinate arithmetic shared by every output: rounding, distances, ring areas and the
// simplification of open and closed paths. Pure functions of their arguments.
import { simplify } from '@turf/simplify';

/** @typedef {import('geojson').Position} Position [longitude, latitude] in degrees */
/** @typedef {Position[]} Ring a ring of a polygon, open or closed */
/** @typedef {import('geojson').Polygon | import('geojson').MultiPolygon} AreaGeometry */

/** Degrees per metre, near enough for simplification tolerances at Kenya's latitudes. */
export const METRE = 1 / 111_320;
/** Square kilometres per square degree near the equator. */
export const KM2_PER_SQUARE_DEGREE = 111.32 ** 2;

/** Five decimals, about 1 m; `+ 0` turns -0 into 0 so that it prints as 0. */
export const round = (/** @type {number} */ n) => Math.round(n * 1e5) / 1e5 + 0;
export const roundPoint = (/** @type {Position} */ c) => [round(c[0]), round(c[1])];
export const samePoint = (/** @type {Position} */ a, /** @type {Position} */ b) =>
  a[0] === b[0] && a[1] === b[1];
export const vertexKey = (/** @type {Position} */ c) => `${c[0]},${c[1]}`;

/**
 * Great-circle distance in km between [lon, lat] points.
 * @param {Position} a
 * @param {Position} b
 */
export function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/**
 * Signed area of an open or closed ring in square degrees: positive when counter-clockwise.
 * @param {Ring} ring
 */
export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % n];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/**
 * Ring without its closing vertex or repeated vertices, as plain [x, y] pairs.
 * @param {Ring} ring
 * @returns {Ring}
 */
export function openRing(ring) {
  /** @type {Ring} */
  const out = [];
  for (const c of ring) {
    const p = [c[0], c[1]];
    if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
  }
  if (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop();
  return out;
}

/**
 * A Polygon's or MultiPolygon's polygons, each a list of rings (outer ring first).
 * @param {AreaGeometry} geometry
 * @returns {Ring[][]}
 */
export const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/**
 * Douglas–Peucker on an open path; endpoints are kept.
 * @param {Position[]} coords
 * @param {number} tolerance degrees
 * @returns {Position[]}
 */
export function simplifyPath(coords, tolerance) {
  if (tolerance <= 0 || coords.length <= 2) return coords;
  return simplify({ type: 'LineString', coordinates: coords }, { tolerance, highQuality: true })
    .coordinates;
}

/**
 * A closed path is cut at its vertex farthest from the start, so it keeps a triangle at least.
 * @param {Position[]} coords
 * @param {number} tolerance degrees
 * @returns {Position[]}
 */
export function simplifyArc(coords, tolerance) {
  if (!samePoint(coords[0], coords[coords.length - 1])) return simplifyPath(coords, tolerance);
  let far = 1;
  let best = -1;
  for (let i = 1; i < coords.length - 1; i++) {
    const d = (coords[i][0] - coords[0][0]) ** 2 + (coords[i][1] - coords[0][1]) ** 2;
    if (d > best) [best, far] = [d, i];
  }
  const head = simplifyPath(coords.slice(0, far + 1), tolerance);
  const tail = simplifyPath(coords.slice(far), tolerance);
  return [...head, ...tail.slice(1)];
}

/**
 * Outer-ring centroid of the largest part, for a ward centre.
 * @param {AreaGeometry} geometry
 * @returns {Position}
 */
export function polygonCentre(geometry) {
  const outer = polygonsOf(geometry)
    .map((p) => p[0])
    .sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)))[0];
  let [cx, cy, a] = [0, 0, 0];
  for (let i = 0; i < outer.length - 1; i++) {
    const [x1, y1] = outer[i];
    const [x2, y2] = outer[i + 1];
    const cross = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
    a += cross;
  }
  return [round(cx / (3 * a)), round(cy / (3 * a))];
}
