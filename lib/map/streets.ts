/**
 * The contract of the OpenStreetMap data geodata/ writes into data/geo/: the street archive's
 * layers, and the categories of the nearby places (nearby.json).
 *
 * The street layer of the maps: OpenStreetMap streets, land use, parks, water and buildings for
 * the nine areas the listings are in, as vector tiles at zoom 8 to 14 (data/geo/streets.pmtiles,
 * made by geodata/streets.mjs from OpenMapTiles-schema tiles of 2021, with Nairobi's major roads
 * of 2026). These are the layers and fields the archive holds, each feature's `class` one of
 * those listed; the map's style and the location pictures read nothing else.
 *
 * Pure data, client-safe.
 */
/** The classes of road and railway lines, in OpenMapTiles' words, biggest first. */
const ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'minor',
  'service',
  'track',
  'path',
  'rail',
  'transit',
] as const;

export const STREET_LAYERS = {
  /** Road and railway centre lines. `ramp: 1` on links; `brunnel` only on bridges and tunnels. */
  roads: {
    class: ROAD_CLASSES,
    fields: { class: 'String', ramp: 'Number', brunnel: 'String' },
  },
  /** The same lines again where a road has a name or a number, for labels along them. */
  road_names: {
    class: ROAD_CLASSES,
    fields: { class: 'String', name: 'String', ref: 'String' },
  },
  /** Land put to a use a visitor recognises on a map: campuses, hospitals, industry… */
  landuse: {
    class: [
      'school',
      'university',
      'college',
      'hospital',
      'cemetery',
      'industrial',
      'commercial',
      'retail',
      'military',
      'stadium',
      'pitch',
      'railway',
    ],
    fields: { class: 'String' },
  },
  /** Woods, grass and wetland. */
  landcover: { class: ['wood', 'grass', 'wetland', 'sand'], fields: { class: 'String' } },
  /** National parks, forests and reserves, and city parks; `name` where they have one. */
  park: {
    class: ['national_park', 'nature_reserve', 'protected_area', 'park'],
    fields: { class: 'String', name: 'String' },
  },
  /** Lakes, reservoirs, rivers' and the ocean's surface. */
  water: { class: ['lake', 'river', 'ocean', 'swimming_pool'], fields: { class: 'String' } },
  /** Rivers, streams, canals and drains as lines; `name` where they have one. */
  waterway: {
    class: ['river', 'stream', 'canal', 'drain', 'ditch'],
    fields: { class: 'String', name: 'String' },
  },
  /** Runways and aprons of airports and airstrips. */
  aeroway: {
    class: ['runway', 'taxiway', 'aerodrome', 'heliport', 'apron'],
    fields: { class: 'String' },
  },
  /** Building footprints, at zoom 14 only. */
  building: { class: [], fields: {} },
} as const;
export type StreetLayer = keyof typeof STREET_LAYERS;

/** The zoom levels the archive holds: MapLibre draws zoom 14's tiles larger beyond it. */
export const STREET_MIN_ZOOM = 8;
export const STREET_MAX_ZOOM = 14;

/** The categories of nearby places, in the order the page lists them (lib/map/nearby.ts). */
export const NEARBY_CATEGORIES = ['school', 'health', 'shopping', 'transport', 'park'] as const;
export type NearbyCategory = (typeof NEARBY_CATEGORIES)[number];
