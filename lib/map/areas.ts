/**
 * The checked centre of every area listings use (data/geo/areas.json, written by
 * geodata/prepare.mjs), for maps and distances. Client-safe: plain data, no validation library.
 */
import centres from '@/data/geo/areas.json';
import { placeName } from '@/lib/listings/location';

export interface AreaCentre {
  town: string;
  area: string;
  latitude: number;
  longitude: number;
  /** How far from the centre a home in the area can reasonably be. */
  radiusKm: number;
  /** The ward (data/geo/wards.geojson) the centre lies in. */
  ward: string;
  county: string;
}

/** In the order of AREAS. The file's provenance fields (source, note) stay out. */
export const AREA_CENTRES: readonly AreaCentre[] = centres.map(
  ({ town, area, latitude, longitude, radiusKm, ward, county }) => ({
    town,
    area,
    latitude,
    longitude,
    radiusKm,
    ward,
    county,
  }),
);

const BY_LOCATION: ReadonlyMap<string, AreaCentre> = new Map(
  AREA_CENTRES.map((c) => [placeName(c.area, c.town), c]),
);

/** The centre of a listing's location, 'Kilimani, Nairobi' (see placeName). */
export function areaCentre(location: string): AreaCentre | undefined {
  return BY_LOCATION.get(location);
}

/** Every location's centre as a plain position, by 'Area, Town' (for the listing form). */
export function areaPositions(): Record<string, { latitude: number; longitude: number }> {
  return Object.fromEntries(
    AREA_CENTRES.map((c) => [
      placeName(c.area, c.town),
      { latitude: c.latitude, longitude: c.longitude },
    ]),
  );
}
