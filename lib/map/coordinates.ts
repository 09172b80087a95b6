import 'server-only';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { areaCentre } from './areas';
import { readGeoFile } from './geo-files';
import { distanceKm, inKenyaBounds, type LatLng } from './position';

/** A country or ward outline from data/geo/ (committed GeoJSON, see data/geo/README.md). */
type Outline = Feature<Polygon | MultiPolygon, { name: string; county?: string }>;

function readOutlines(file: string): Outline[] {
  const collection = readGeoFile(file) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string; county?: string }
  >;
  return collection.features;
}

let kenya: Outline | undefined;
let wards: Map<string, Outline[]> | undefined;

/** Whether a point lies inside Kenya's outline (lakes included: Victoria's shore is ours too). */
export function inKenya(point: LatLng): boolean {
  if (!inKenyaBounds(point)) return false;
  kenya ??= readOutlines('country.geojson')[0]!;
  return booleanPointInPolygon([point.longitude, point.latitude], kenya);
}

/**
 * Whether a point lies inside a ward of data/geo/wards.geojson called `ward` in `county`. A name
 * alone is not enough: 'Township' is a ward in several counties, and Nakuru County has two
 * wards called 'Biashara' (in two constituencies).
 */
export function inWard(point: LatLng, ward: string, county: string): boolean {
  if (!wards) {
    wards = new Map();
    for (const outline of readOutlines('wards.geojson')) {
      const key = `${outline.properties.name}|${outline.properties.county}`;
      wards.set(key, [...(wards.get(key) ?? []), outline]);
    }
  }
  return (wards.get(`${ward}|${county}`) ?? []).some((outline) =>
    booleanPointInPolygon([point.longitude, point.latitude], outline),
  );
}

/**
 * Why a listing's coordinates cannot be right for its location, or null. They must lie in
 * Kenya and within the area's radius of its centre (data/geo/areas.json): a home in 'Kilimani,
 * Nairobi' placed in Mombasa, or with latitude and longitude swapped, stops the build.
 */
export function coordinatesProblem(point: LatLng, location: string): string | null {
  if (!inKenya(point)) return 'lies outside Kenya (latitude and longitude swapped?)';
  const centre = areaCentre(location);
  // An unknown location is reported on its own field.
  if (!centre) return null;
  const km = distanceKm(point, centre);
  if (km > centre.radiusKm)
    return `is ${km.toFixed(1)} km from the centre of ${location}; homes there lie within ${centre.radiusKm} km of it`;
  return null;
}
