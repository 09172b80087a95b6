/**
 * Which basemap the map draws, chosen when the site is built:
 *
 * - `generated` (the default): the basemap scripts/build/map-assets.ts makes from data/geo/
 *   (outlines, water, places, a few landmarks), with OpenStreetMap's streets of the nine areas
 *   the listings are in over it (data/geo/streets.pmtiles, lib/map/street-style.ts).
 * - `openstreetmap`: an OpenStreetMap extract of Kenya in the Protomaps basemap schema, put by
 *   the deployment at public/map/kenya-osm.pmtiles and switched on with
 *   NEXT_PUBLIC_MAP_BASEMAP=openstreetmap. It has roads, buildings and far more places.
 *
 * Client-safe: Next writes the NEXT_PUBLIC_ value into the pages' code at build time, and
 * scripts/build/map-assets.ts and lib/map/assets.ts read the same constant, so the file the build
 * checks for, the URL the page loads and the style that draws it cannot disagree.
 */
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import type { BasemapPalette } from './style';

export const BASEMAP_FLAVOURS = ['generated', 'openstreetmap'] as const;
export type BasemapFlavour = (typeof BASEMAP_FLAVOURS)[number];

/** The OpenStreetMap extract's file name in public/map/ (served as it is, without a hash). */
export const OSM_BASEMAP_FILE = 'kenya-osm.pmtiles';

/** The credits the OpenStreetMap licence (ODbL) and Protomaps ask for. */
export const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>, ' +
  '<a href="https://protomaps.com">Protomaps</a>';

/** The flavour a NEXT_PUBLIC_MAP_BASEMAP value asks for; another value stops the build. */
export function basemapFlavour(raw: string | undefined): BasemapFlavour {
  const value = raw?.trim() || 'generated';
  const flavour = BASEMAP_FLAVOURS.find((name) => name === value);
  if (!flavour)
    throw new Error(
      `NEXT_PUBLIC_MAP_BASEMAP must be ${BASEMAP_FLAVOURS.join(' or ')}, got "${value.slice(0, 40)}"`,
    );
  return flavour;
}

// Written out in full so Next replaces it with the value in client code.
export const BASEMAP_FLAVOUR: BasemapFlavour = basemapFlavour(process.env.NEXT_PUBLIC_MAP_BASEMAP);

const get = (field: string): ExpressionSpecification => ['get', field];
const kindIn = (...kinds: string[]): ExpressionSpecification => [
  'match',
  get('kind'),
  kinds,
  true,
  false,
];
const zoomed = (...stops: number[]): ExpressionSpecification => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  ...stops,
];
/** Features the Protomaps tiles suggest showing from this zoom on. */
const shownNow: ExpressionSpecification = ['>=', ['zoom'], ['coalesce', get('min_zoom'), 0]];

/**
 * A compact style for the Protomaps basemap schema (v4: earth, landuse, water, roads,
 * boundaries, buildings, places, pois), in the same palette and font as the generated basemap.
 */
export function protomapsLayers(
  p: BasemapPalette,
  { source, font }: { source: string; font: string },
): LayerSpecification[] {
  const text = [font];
  const halo = { 'text-halo-color': p.halo, 'text-halo-width': 1.5, 'text-halo-blur': 0.5 };
  const road = (
    id: string,
    kinds: string[],
    color: string,
    widths: number[],
    minzoom = 0,
  ): LayerSpecification => ({
    id,
    type: 'line',
    source,
    'source-layer': 'roads',
    minzoom,
    filter: ['all', kindIn(...kinds), ['!=', get('is_tunnel'), true]],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': color, 'line-width': zoomed(...widths) },
  });
  return [
    { id: 'background', type: 'background', paint: { 'background-color': p.outside } },
    {
      id: 'earth',
      type: 'fill',
      source,
      'source-layer': 'earth',
      paint: { 'fill-color': p.land },
    },
    {
      id: 'landuse-green',
      type: 'fill',
      source,
      'source-layer': 'landuse',
      filter: kindIn(
        'park',
        'national_park',
        'nature_reserve',
        'protected_area',
        'forest',
        'wood',
        'golf_course',
        'cemetery',
        'garden',
        'grass',
      ),
      paint: { 'fill-color': p.park, 'fill-opacity': zoomed(6, 0.4, 11, 1) },
    },
    {
      id: 'water',
      type: 'fill',
      source,
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': p.water },
    },
    {
      id: 'water-line',
      type: 'line',
      source,
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': p.waterLine, 'line-width': zoomed(9, 0.5, 16, 3) },
    },
    {
      id: 'buildings',
      type: 'fill',
      source,
      'source-layer': 'buildings',
      minzoom: 14,
      paint: { 'fill-color': p.building, 'fill-opacity': zoomed(14, 0, 15, 1) },
    },
    road('road-casing', ['highway', 'major_road'], p.roadCasing, [7, 1, 12, 3, 18, 24], 7),
    // White streets on a near-white page need their edge to be seen.
    road('road-minor-casing', ['minor_road'], p.roadCasing, [12, 1, 14, 3.5, 18, 17], 12),
    road('road-minor', ['minor_road'], p.road, [12, 0.5, 14, 2, 18, 14], 12),
    road('road-major', ['major_road'], p.majorRoad, [7, 0.5, 12, 2, 18, 20], 7),
    road('road-highway', ['highway'], p.highway, [5, 0.6, 12, 2.5, 18, 22]),
    {
      id: 'boundary-region',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: kindIn('region', 'county'),
      paint: { 'line-color': p.county, 'line-width': zoomed(4, 0.5, 12, 1.5) },
    },
    {
      id: 'boundary-country',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: kindIn('country'),
      paint: { 'line-color': p.country, 'line-width': zoomed(0, 0.6, 12, 2.5) },
    },
    {
      id: 'label-road',
      type: 'symbol',
      source,
      'source-layer': 'roads',
      minzoom: 13,
      filter: ['has', 'name'],
      layout: {
        'symbol-placement': 'line',
        'text-field': get('name'),
        'text-font': text,
        'text-size': 11,
      },
      paint: { 'text-color': p.poiText, ...halo },
    },
    {
      id: 'label-poi',
      type: 'symbol',
      source,
      'source-layer': 'pois',
      minzoom: 14,
      filter: [
        'all',
        shownNow,
        kindIn('school', 'hospital', 'university', 'college', 'park', 'station', 'aerodrome'),
      ],
      layout: {
        'text-field': get('name'),
        'text-font': text,
        'text-size': 11,
        'text-max-width': 8,
      },
      paint: { 'text-color': p.poiText, ...halo },
    },
    {
      id: 'label-neighbourhood',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: ['all', shownNow, kindIn('neighbourhood', 'macrohood')],
      layout: {
        'text-field': get('name'),
        'text-font': text,
        'text-size': 11,
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-max-width': 7,
      },
      paint: { 'text-color': p.neighbourhood, ...halo },
    },
    {
      id: 'label-locality',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: ['all', shownNow, kindIn('locality')],
      layout: {
        'text-field': get('name'),
        'text-font': text,
        'text-size': ['step', ['coalesce', get('population_rank'), 0], 12, 9, 15, 11, 18],
        'text-max-width': 8,
        'symbol-sort-key': ['-', 0, ['coalesce', get('population_rank'), 0]],
      },
      paint: { 'text-color': p.city, ...halo },
    },
  ];
}
