import type { Bounds } from './bounds';
import type { LatLng } from './position';

/**
 * The circle of a search near a place (`near=`, `within=`) as the map draws it: a ring of
 * points `km` from `centre` on the Earth's surface, so the drawn line is where the search's
 * straight-line distance ends. Pure.
 */

const EARTH_KM = 6371.0088;
const rad = Math.PI / 180;

/** The point `km` from `from` in direction `bearing` (degrees from north). */
export function destination(from: LatLng, km: number, bearing: number): LatLng {
  const d = km / EARTH_KM;
  const lat1 = from.latitude * rad;
  const lng1 = from.longitude * rad;
  const b = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

/** The ring, closed (the first point again at the end), as GeoJSON [longitude, latitude]. */
export function circleRing(centre: LatLng, km: number, steps = 72): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const p = destination(centre, km, (360 * (i % steps)) / steps);
    ring.push([p.longitude, p.latitude]);
  }
  return ring;
}

/** The box around the circle, to fit the map to it. */
export function circleBounds(centre: LatLng, km: number): Bounds {
  return {
    south: destination(centre, km, 180).latitude,
    north: destination(centre, km, 0).latitude,
    west: destination(centre, km, 270).longitude,
    east: destination(centre, km, 90).longitude,
  };
}
