// GeoJSON coordinates as the map steps read them: positions as x and y, and bounds.
import type { Position } from 'geojson';

/** A point: longitude and latitude, or a picture's x and y. */
export type XY = [x: number, y: number];

/** West, south, east, north, in the units of the coordinates (degrees for GeoJSON). */
export type BoundingBox = [west: number, south: number, east: number, north: number];

/** GeoJSON coordinates nested to any depth: a position, a ring, a polygon, a list of polygons… */
export type NestedPositions = Position | readonly NestedPositions[];

/** A GeoJSON position as x and y; one without both stops the build. */
export function xy(position: Position | undefined): XY {
  const [x, y] = position ?? [];
  if (x === undefined || y === undefined)
    throw new Error(`not a position: ${JSON.stringify(position)}`);
  return [x, y];
}

const isPosition = (c: NestedPositions): c is Position => typeof c[0] === 'number';

/** Geographic bounds [west, south, east, north] of GeoJSON coordinates nested to any depth. */
export function boundsOf(coordinates: NestedPositions): BoundingBox {
  const bounds: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c: NestedPositions) => {
    if (isPosition(c)) {
      const [x, y] = xy(c);
      bounds[0] = Math.min(bounds[0], x);
      bounds[1] = Math.min(bounds[1], y);
      bounds[2] = Math.max(bounds[2], x);
      bounds[3] = Math.max(bounds[3], y);
    } else for (const inner of c) visit(inner);
  };
  visit(coordinates);
  return bounds;
}
