/**
 * The street layer's part of the map's style: OpenStreetMap's streets, land use, parks, water and
 * buildings of the nine areas (lib/map/streets.ts), drawn in the site's palette the way a portal's
 * map reads: a calm ground, a clear order of roads (motorways and trunk roads in gold, main roads
 * in pale gold, streets in white with a soft edge), parks green and water blue, buildings a shade
 * of the ground, and names along the roads as the view comes closer. Listing pins are added above
 * all of it by the page; the basemap's place names stay above the road names.
 *
 * Pure and client-safe, like ./style.ts, which places these layers among its own.
 */
import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  SourceSpecification,
} from 'maplibre-gl';
import { attributionHtml, isStreetCredit } from './attribution';
import type { BasemapPalette } from './style';
import { STREET_MAX_ZOOM, STREET_MIN_ZOOM } from './streets';

export const STREET_SOURCE = 'streets';

/** The credit the street data asks for (OpenMapTiles' schema, OpenStreetMap's data, ODbL). */
export const STREET_ATTRIBUTION = attributionHtml(isStreetCredit);

export function streetSource(url: string): SourceSpecification {
  return {
    type: 'vector',
    url: `pmtiles://${url}`,
    minzoom: STREET_MIN_ZOOM,
    maxzoom: STREET_MAX_ZOOM,
    attribution: STREET_ATTRIBUTION,
  };
}

const classIs = (...classes: string[]): ExpressionSpecification =>
  classes.length === 1
    ? ['==', ['get', 'class'], classes[0]!]
    : ['match', ['get', 'class'], classes, true, false];
const zoomed = (...stops: number[]): ExpressionSpecification => [
  'interpolate',
  ['exponential', 1.5],
  ['zoom'],
  ...stops,
];

/** Road widths in pixels at zooms, for each rank of road: [zoom, width, zoom, width, …]. */
const WIDTH = {
  highway: [8, 1, 11, 2.2, 14, 6, 17, 18],
  major: [9, 0.6, 11, 1.4, 14, 5, 17, 15],
  street: [13, 0.8, 14, 2.5, 17, 11],
  service: [14, 1, 17, 6],
};

/** A road's edge is this much wider than its fill: 1 px at zoom 12, 2.5 px from zoom 16. */
const edge = (zoom: number) => Math.min(2.5, Math.max(1, 1 + ((zoom - 12) * 1.5) / 4));

/**
 * A road's width by zoom (MapLibre allows the zoom only at the top of an expression, so the
 * feature's part sits in each stop): links (slip roads) are drawn at two thirds of their road's
 * width, and `casing` adds the edge.
 */
function roadWidth(stops: readonly number[], casing = false): ExpressionSpecification {
  const ramp: ExpressionSpecification = ['case', ['==', ['get', 'ramp'], 1], 0.66, 1];
  const out: (number | ExpressionSpecification)[] = [];
  for (let i = 0; i < stops.length; i += 2) {
    const zoom = stops[i]!;
    const width = stops[i + 1]! + (casing ? edge(zoom) : 0);
    out.push(zoom, ['*', ramp, width]);
  }
  return ['interpolate', ['exponential', 1.5], ['zoom'], ...out] as ExpressionSpecification;
}

/** The fills and lines below the basemap's boundaries and labels. */
export function streetLayers(p: BasemapPalette): LayerSpecification[] {
  const source = STREET_SOURCE;
  const road = (
    id: string,
    classes: string[],
    color: string,
    width: readonly number[],
    minzoom: number,
    casing?: string,
  ): LayerSpecification[] => {
    const base = {
      source,
      'source-layer': 'roads',
      minzoom,
      filter: classIs(...classes),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
    } as const;
    const fill: LayerSpecification = {
      ...base,
      id: `streets-${id}`,
      type: 'line',
      paint: { 'line-color': color, 'line-width': roadWidth(width) },
    };
    if (!casing) return [fill];
    return [
      {
        ...base,
        id: `streets-${id}-casing`,
        type: 'line',
        paint: { 'line-color': casing, 'line-width': roadWidth(width, true) },
      },
      fill,
    ];
  };
  return [
    {
      id: 'streets-landcover',
      type: 'fill',
      source,
      'source-layer': 'landcover',
      filter: classIs('wood', 'grass', 'wetland'),
      paint: { 'fill-color': p.park, 'fill-opacity': 0.75 },
    },
    {
      id: 'streets-park',
      type: 'fill',
      source,
      'source-layer': 'park',
      paint: { 'fill-color': p.park, 'fill-opacity': 0.6 },
    },
    {
      id: 'streets-landuse',
      type: 'fill',
      source,
      'source-layer': 'landuse',
      paint: {
        'fill-color': [
          'match',
          ['get', 'class'],
          ['cemetery', 'stadium', 'pitch'],
          p.park,
          ['school', 'university', 'college', 'hospital'],
          p.institution,
          p.built,
        ],
        'fill-opacity': 0.7,
      },
    },
    {
      id: 'streets-water',
      type: 'fill',
      source,
      'source-layer': 'water',
      paint: { 'fill-color': p.water },
    },
    {
      id: 'streets-waterway',
      type: 'line',
      source,
      'source-layer': 'waterway',
      minzoom: 12,
      filter: classIs('river', 'canal', 'stream'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': p.waterLine, 'line-width': zoomed(12, 0.8, 17, 4) },
    },
    {
      id: 'streets-aeroway',
      type: 'line',
      source,
      'source-layer': 'aeroway',
      filter: classIs('runway', 'taxiway'),
      paint: {
        'line-color': p.roadCasing,
        'line-width': [
          'interpolate',
          ['exponential', 1.5],
          ['zoom'],
          10,
          ['match', ['get', 'class'], 'runway', 1, 0],
          14,
          ['match', ['get', 'class'], 'runway', 12, 2],
          17,
          ['match', ['get', 'class'], 'runway', 40, 8],
        ],
      },
    },
    {
      id: 'streets-building',
      type: 'fill',
      source,
      'source-layer': 'building',
      minzoom: 14,
      paint: { 'fill-color': p.building, 'fill-outline-color': p.roadCasing },
    },
    {
      id: 'streets-path',
      type: 'line',
      source,
      'source-layer': 'roads',
      minzoom: 15,
      filter: classIs('path', 'track'),
      paint: { 'line-color': p.roadCasing, 'line-width': 1, 'line-dasharray': [2, 2] },
    },
    {
      id: 'streets-rail',
      type: 'line',
      source,
      'source-layer': 'roads',
      minzoom: 10,
      filter: classIs('rail', 'transit'),
      paint: {
        'line-color': p.rail,
        'line-width': zoomed(10, 0.8, 16, 2.5),
        'line-dasharray': [3, 2],
      },
    },
    ...road('service', ['service'], p.road, WIDTH.service, 14, p.roadCasing),
    ...road('street', ['minor', 'tertiary'], p.road, WIDTH.street, 13, p.roadCasing),
    ...road('major', ['primary', 'secondary'], p.majorRoad, WIDTH.major, 9, p.majorCasing),
    ...road('highway', ['motorway', 'trunk'], p.highway, WIDTH.highway, 8, p.majorCasing),
  ];
}

/** Road names along the roads: the main roads first, a street's from zoom 15. */
export function streetLabelLayers(p: BasemapPalette, font: string): LayerSpecification[] {
  const label = (
    id: string,
    classes: string[],
    minzoom: number,
    size: ExpressionSpecification,
  ): LayerSpecification => ({
    id: `streets-label-${id}`,
    type: 'symbol',
    source: STREET_SOURCE,
    'source-layer': 'road_names',
    minzoom,
    filter: ['all', classIs(...classes), ['has', 'name']] satisfies FilterSpecification,
    layout: {
      'symbol-placement': 'line',
      'text-field': ['get', 'name'],
      'text-font': [font],
      'text-size': size,
      'text-letter-spacing': 0.02,
      'symbol-spacing': 300,
    },
    paint: {
      'text-color': p.roadText,
      'text-halo-color': p.halo,
      'text-halo-width': 1.5,
    },
  });
  return [
    label('street', ['minor', 'service'], 15, [
      'interpolate',
      ['linear'],
      ['zoom'],
      15,
      10,
      17,
      12,
    ]),
    label('tertiary', ['tertiary', 'secondary'], 13, [
      'interpolate',
      ['linear'],
      ['zoom'],
      13,
      10,
      17,
      13,
    ]),
    label('major', ['motorway', 'trunk', 'primary'], 11, [
      'interpolate',
      ['linear'],
      ['zoom'],
      11,
      10,
      17,
      14,
    ]),
  ];
}
