/** Geographic bounds [west, south, east, north] of GeoJSON coordinates nested to any depth. */
export function boundsOf(coordinates) {
  const bounds = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c) => {
    if (typeof c[0] === 'number') {
      bounds[0] = Math.min(bounds[0], c[0]);
      bounds[1] = Math.min(bounds[1], c[1]);
      bounds[2] = Math.max(bounds[2], c[0]);
      bounds[3] = Math.max(bounds[3], c[1]);
    } else for (const inner of c) visit(inner);
  };
  visit(coordinates);
  return bounds;
}
