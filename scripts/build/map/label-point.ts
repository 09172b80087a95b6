// Where a county's or a ward's name is written on the basemap: the point of the shape farthest
// from its edges, so a C-shaped county's label stays inside it.
import type { MultiPolygon, Point, Polygon, Position } from 'geojson';
import { xy, type XY } from './bounds';

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
export function areaLabel(geometry: Polygon | MultiPolygon): Point {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const outerArea = (polygon: readonly Position[][]) => ringArea(polygon[0] ?? []);
  const largest = polygons.reduce((a, b) => (outerArea(b) > outerArea(a) ? b : a));
  return { type: 'Point', coordinates: labelPoint(largest) };
}
