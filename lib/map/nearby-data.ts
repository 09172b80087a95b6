import 'server-only';
import { z } from 'zod';
import { readGeoFile } from './geo-files';
import type { LatLng } from './position';
import { nearbyPlaces, type Nearby, type NearbyPlace } from './nearby';
import { NEARBY_CATEGORIES, type NearbyCategory } from './streets';

/*
 * The places of the nearby lists: OpenStreetMap's (data/geo/nearby.json) and GeoNames' (the
 * schools, hospitals, parks and stations of data/geo/pois.geojson), both written by geodata/.
 * Checked when first read, at build time: a broken row stops the build with its file, category
 * and row.
 */

const Row = z.tuple([
  z.string().trim().min(1).max(120),
  z.number().min(33.5).max(42), // longitude, within Kenya's bounds
  z.number().min(-5).max(5.1), // latitude
]);
const NearbyFile = z.partialRecord(z.enum(NEARBY_CATEGORIES), z.array(Row));

const PoiFile = z.object({
  features: z.array(
    z.object({
      properties: z.object({ name: z.string().trim().min(1), kind: z.string() }),
      geometry: z.object({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]),
      }),
    }),
  ),
});

/** GeoNames' kinds of pois.geojson, by the category they are listed under (airports are not). */
const POI_KIND: Record<string, NearbyCategory> = {
  school: 'school',
  university: 'school',
  hospital: 'health',
  park: 'park',
  station: 'transport',
};

function check<T>(file: string, data: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length ? `, ${issue.path.join('.')}` : '';
    throw new Error(`data/geo/${file}${where}: ${issue.message}`);
  }
  return result.data;
}

/** The places of both files' contents; a broken row throws, naming its file and where it is. */
export function parseNearbySources(nearbyJson: unknown, poisJson: unknown): NearbyPlace[] {
  return [
    ...Object.entries(check('nearby.json', nearbyJson, NearbyFile)).flatMap(([category, rows]) =>
      rows.map(([name, longitude, latitude]) => ({
        category: category as NearbyCategory,
        name,
        latitude,
        longitude,
      })),
    ),
    ...check('pois.geojson', poisJson, PoiFile).features.flatMap(({ properties, geometry }) => {
      const category = POI_KIND[properties.kind];
      const [longitude, latitude] = geometry.coordinates;
      return category ? [{ category, name: properties.name, latitude, longitude }] : [];
    }),
  ];
}

/** Every place of both files (read once). */
export function nearbySource(): readonly NearbyPlace[] {
  return (places ??= parseNearbySources(readGeoFile('nearby.json'), readGeoFile('pois.geojson')));
}
let places: readonly NearbyPlace[] | undefined;

/** What is near a position: see nearbyPlaces(). */
export function nearbyOf(position: LatLng): Nearby {
  return nearbyPlaces(position, nearbySource());
}
