import type { Position } from 'geojson';

/** West, south, east, north, in the units of the coordinates (degrees for GeoJSON). */
export type BoundingBox = [west: number, south: number, east: number, north: number];

/** GeoJSON coordinates nested to any depth: a position, a ring, a polygon, a list of polygons… */
export type NestedPositions = Position | readonly NestedPositions[];

const isPosition = (c: NestedPositions): c is Position => typeof c[0] === 'number';

/** Geographic bounds [west, south, east, north] of GeoJSON coordinates nested to any depth. */
export function boundsOf(coordinates: NestedPositions): BoundingBox {
  const bounds: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c: NestedPositions) => {
    if (isPosition(c)) {
      const [x, y] = c;
      if (x === undefined || y === undefined) throw new Error(`not a position: [${c.join(', ')}]`);
      bounds[0] = Math.min(bounds[0], x);
      bounds[1] = Math.min(bounds[1], y);
      bounds[2] = Math.max(bounds[2], x);
      bounds[3] = Math.max(bounds[3], y);
    } else for (const inner of c) visit(inner);
  };
  visit(coordinates);
  return bounds;
}
