// Geometry of the map pictures: projection into a frame, rectangle clipping, thinning, and what a
// frame's picture shows of the geo data.
import { bboxClip } from '@turf/bbox-clip';
import { simplify } from '@turf/simplify';
import type { Geometry, LineString, Position } from 'geojson';
import { project, type Frame, type Size } from '@/lib/map/frame';
import { xy, type BoundingBox, type XY } from '../map/bounds';
import { pathData } from './svg';

/** A rectangle of a picture: left, top, right, bottom, in picture units. */
export type Box = [x0: number, y0: number, x1: number, y1: number];

/** Picture units beyond the frame that shapes are clipped to, so clip edges fall outside it. */
const CLIP_MARGIN = 4;

/**
 * How finely shapes are kept, in picture units: vertices closer than `step` to the last one kept
 * are dropped, and those within `tolerance` of a straight line through their neighbours
 * (Douglas-Peucker).
 */
export interface Detail {
  step: number;
  tolerance: number;
}
export const DETAIL: Detail = { step: 0.5, tolerance: 0.25 };
/** The overview of Kenya, seen whole, takes coarser ones. */
export const OVERVIEW_DETAIL: Detail = { step: 0.8, tolerance: 0.45 };

/** A projector into a frame: [longitude, latitude] to [x, y] in picture units. */
export function projector(frame: Frame): (position: Position) => XY {
  const middle = project(frame.centre, frame.zoom);
  const dx = frame.width / 2 - middle.x;
  const dy = frame.height / 2 - middle.y;
  return (position) => {
    const [longitude, latitude] = xy(position);
    const at = project({ latitude, longitude }, frame.zoom);
    return [at.x + dx, at.y + dy];
  };
}

/**
 * A ring clipped to a rectangle (Sutherland-Hodgman, by @turf/bbox-clip): edges along it lie
 * outside the view. The library closes a ring the rectangle cut open with its first point again,
 * as GeoJSON wants; the path's `z` closes it here, so that point is left out and the ring is
 * thinned as it was cut.
 */
export function clipRing(ring: readonly XY[], box: Box): XY[] {
  const clipped = bboxClip({ type: 'Polygon', coordinates: [[...ring]] }, box).geometry;
  const [points = []] = clipped.type === 'Polygon' ? clipped.coordinates : [];
  const [start] = ring;
  const [first] = points;
  const cutOpen = start && first && (first[0] !== start[0] || first[1] !== start[1]);
  return (cutOpen ? points.slice(0, -1) : points).map(xy);
}

/** The runs of a line inside a rectangle (Cohen-Sutherland, by @turf/bbox-clip). */
export function clipLine(line: readonly XY[], box: Box): XY[][] {
  const clipped = bboxClip({ type: 'LineString', coordinates: [...line] }, box).geometry;
  const runs =
    clipped.type === 'LineString'
      ? [clipped.coordinates]
      : clipped.type === 'MultiLineString'
        ? clipped.coordinates
        : [];
  return runs.map((run) => run.map(xy));
}

/**
 * Points in integer tenths of a unit, thinned and simplified to `detail`. The last point stays
 * exact, so lines still meet where they met.
 */
export function thin(points: readonly XY[], detail: Detail): XY[] {
  const step = (detail.step * 10) ** 2;
  const out: XY[] = [];
  points.forEach(([x, y], i) => {
    const p: XY = [Math.round(x * 10), Math.round(y * 10)];
    const last = out.at(-1);
    const short = last && (p[0] - last[0]) ** 2 + (p[1] - last[1]) ** 2 < step;
    if (!short) out.push(p);
    else if (i === points.length - 1 && out.length > 1) out[out.length - 1] = p;
  });
  // Douglas-Peucker keeps both ends of fewer than three points (and turf's cleaning of the line
  // first would break on a single one).
  if (out.length < 3) return out;
  // Douglas-Peucker on the tenths. `highQuality` leaves out simplify-js's own radial step, which
  // is not the step above: it takes the tolerance as its distance, and keeps the last point
  // beside the one before it instead of in its place.
  const line: LineString = { type: 'LineString', coordinates: out };
  const tolerance = detail.tolerance * 10;
  return simplify(line, { tolerance, highQuality: true, mutate: true }).coordinates.map(xy);
}

/** The area of a ring of integer tenths, in square units, to drop rings too small to see. */
export function ringArea(points: readonly XY[]): number {
  let sum = 0;
  let previous = points.at(-1);
  for (const point of points) {
    if (previous) sum += (previous[0] - point[0]) * (previous[1] + point[1]);
    previous = point;
  }
  return Math.abs(sum) / 200;
}

/** The polygons of a geometry, each a list of rings: none for lines and points. */
export const polygonsOf = (geometry: Geometry): Position[][][] =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];
/** The lines of a geometry: none for polygons and points. */
export const linesOf = (geometry: Geometry): Position[][] =>
  geometry.type === 'LineString'
    ? [geometry.coordinates]
    : geometry.type === 'MultiLineString'
      ? geometry.coordinates
      : [];

/** Something drawn from the geo data: a feature or a line, with its bounds in degrees. */
export interface Bounded {
  bounds: BoundingBox;
}

/** A frame's drawing kit: which shapes touch it, and their path data in its picture units. */
export interface Drawer {
  frame: Frame;
  /** A position's place in the picture. */
  toXY: (position: Position) => XY;
  touches: (shape: Bounded) => boolean;
  /** The path data of features' polygons, clipped to the frame and thinned. */
  polygonPath: (features: readonly (Bounded & { geometry: Geometry })[]) => string;
  /** The path data of lines, clipped to the frame and thinned. */
  linePath: (lines: readonly (Bounded & { line: Position[] })[]) => string;
  /** A point's picture position, if it lies `margin` units inside the picture. */
  inside: (position: Position, margin?: number) => XY | null;
}

/**
 * The path data of shapes already in a picture's units (rings when `closed`, else lines), clipped
 * to the picture and thinned to `detail`; rings too small to see are left out.
 */
export function picturePath(
  { width, height }: Size,
  shapes: readonly (readonly XY[])[],
  closed: boolean,
  detail: Detail = DETAIL,
): string {
  const rect: Box = [-CLIP_MARGIN, -CLIP_MARGIN, width + CLIP_MARGIN, height + CLIP_MARGIN];
  const runs: XY[][] = [];
  for (const shape of shapes)
    if (closed) {
      const clipped = clipRing(shape, rect);
      if (clipped.length < 3) continue;
      const points = thin(clipped, detail);
      if (points.length >= 3 && ringArea(points) >= 1) runs.push(points);
    } else
      for (const run of clipLine(shape, rect)) {
        const points = thin(run, detail);
        if (points.length >= 2) runs.push(points);
      }
  return pathData(runs, closed);
}

export function drawer(frame: Frame, detail: Detail = DETAIL): Drawer {
  const toXY = projector(frame);
  const marginX = ((frame.east - frame.west) / frame.width) * CLIP_MARGIN;
  const marginY = ((frame.north - frame.south) / frame.height) * CLIP_MARGIN;
  const view = [
    frame.west - marginX,
    frame.south - marginY,
    frame.east + marginX,
    frame.north + marginY,
  ] as const;
  const touches = ({ bounds: b }: Bounded) =>
    b[0] <= view[2] && b[2] >= view[0] && b[1] <= view[3] && b[3] >= view[1];
  return {
    frame,
    toXY,
    touches,
    polygonPath: (features) =>
      picturePath(
        frame,
        features.filter(touches).flatMap((feature) =>
          polygonsOf(feature.geometry)
            .flat()
            .map((ring) => ring.map(toXY)),
        ),
        true,
        detail,
      ),
    linePath: (lines) =>
      picturePath(
        frame,
        lines.filter(touches).map(({ line }) => line.map(toXY)),
        false,
        detail,
      ),
    inside: (position, margin = 0) => {
      const [x, y] = toXY(position);
      const fits = x >= margin && x <= frame.width - margin && y >= margin;
      return fits && y <= frame.height - margin ? [x, y] : null;
    },
  };
}

/** A point in the middle of the visible part of a polygon, if that part is big enough to name. */
export function visibleMiddle(geometry: Geometry, { frame, toXY }: Drawer): XY | null {
  const picture: Box = [0, 0, frame.width, frame.height];
  let box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygonsOf(geometry))
    for (const [x, y] of clipRing((polygon[0] ?? []).map(toXY), picture))
      box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
  if (!(box[2] - box[0] > 60 && box[3] - box[1] > 24)) return null;
  return [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
}
