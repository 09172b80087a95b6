// Geometry of the map pictures: projection into a frame, rectangle clipping, thinning, and what a
// frame's picture shows of the geo data.
import type { Geometry, Position } from 'geojson';
import { project, type Frame } from '@/lib/map/frame';
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

/** Sutherland-Hodgman: a ring clipped to a rectangle (edges along it lie outside the view). */
export function clipRing(ring: readonly XY[], [x0, y0, x1, y1]: Box): XY[] {
  const edges: [inside: (p: XY) => boolean, cross: (a: XY, b: XY) => XY][] = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let points: XY[] = [...ring];
  for (const [inside, cross] of edges) {
    const input = points;
    let previous = input.at(-1);
    if (!previous) break;
    points = [];
    for (const point of input) {
      if (inside(point)) {
        if (!inside(previous)) points.push(cross(previous, point));
        points.push(point);
      } else if (inside(previous)) points.push(cross(previous, point));
      previous = point;
    }
  }
  return points;
}

/** Liang-Barsky: the runs of a line inside a rectangle. */
export function clipLine(line: readonly XY[], [x0, y0, x1, y1]: Box): XY[][] {
  const runs: XY[][] = [];
  let run: XY[] = [];
  line.forEach(([bx, by], i) => {
    const a = line[i - 1];
    if (!a) return;
    const [ax, ay] = a;
    const dx = bx - ax;
    const dy = by - ay;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, ax - x0],
      [dx, x1 - ax],
      [-dy, ay - y0],
      [dy, y1 - ay],
    ] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else if (p < 0) t0 = Math.max(t0, q / p);
      else t1 = Math.min(t1, q / p);
    }
    if (!visible || t0 > t1) {
      if (run.length > 1) runs.push(run);
      run = [];
      return;
    }
    if (run.length === 0) run.push([ax + t0 * dx, ay + t0 * dy]);
    run.push([ax + t1 * dx, ay + t1 * dy]);
    if (t1 < 1) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs;
}

/** Douglas-Peucker on integer tenths, keeping both ends. */
function douglasPeucker(points: readonly XY[], tolerance: number): XY[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const limit = (tolerance * 10) ** 2;
  for (let range = stack.pop(); range; range = stack.pop()) {
    const [first, last] = range;
    const [ax, ay] = points[first] ?? [0, 0];
    const [bx, by] = points[last] ?? [0, 0];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i] ?? [0, 0];
      const t =
        length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
      const distance = (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
      if (distance > worst) {
        worst = distance;
        index = i;
      }
    }
    if (worst > limit) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
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
  return douglasPeucker(out, detail.tolerance);
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

/** Whether a point lies inside rings of points (even-odd rule, so holes count out). */
export function insideRings([x, y]: XY, rings: readonly (readonly XY[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    let previous = ring.at(-1);
    for (const point of ring) {
      if (!previous) break;
      const [xi, yi] = point;
      const [xj, yj] = previous;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      previous = point;
    }
  }
  return inside;
}

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

export function drawer(frame: Frame, detail: Detail = DETAIL): Drawer {
  const toXY = projector(frame);
  const rect: Box = [
    -CLIP_MARGIN,
    -CLIP_MARGIN,
    frame.width + CLIP_MARGIN,
    frame.height + CLIP_MARGIN,
  ];
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
    polygonPath: (features) => {
      const runs: XY[][] = [];
      for (const feature of features.filter(touches))
        for (const polygon of polygonsOf(feature.geometry))
          for (const ring of polygon) {
            const clipped = clipRing(ring.map(toXY), rect);
            if (clipped.length < 3) continue;
            const points = thin(clipped, detail);
            if (points.length >= 3 && ringArea(points) >= 1) runs.push(points);
          }
      return pathData(runs, true);
    },
    linePath: (lines) => {
      const runs: XY[][] = [];
      for (const { line } of lines.filter(touches))
        for (const run of clipLine(line.map(toXY), rect)) {
          const points = thin(run, detail);
          if (points.length >= 2) runs.push(points);
        }
      return pathData(runs, false);
    },
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
