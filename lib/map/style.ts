/**
 * The MapLibre style of the site's own basemap: the tiles scripts/build/map-assets.ts makes from
 * data/geo/, drawn in the site's palette with labels in the site's font.
 *
 * Pure and client-safe (MapLibre's types are imported as types only, so nothing is bundled).
 * Colours come in as an argument: the server page passes `THEME` (lib/site/theme.ts, read from
 * app/globals.css), so the map follows a change of the site's colours without a copy kept here.
 * Everything the style loads is a file of the site's own origin: the tiles (a PMTiles file read
 * with range requests) and the font (`font-faces`, with no `glyphs` server).
 *
 * `basemapStyle()` also draws the OpenStreetMap flavour when a deployment has switched to it
 * (lib/map/basemap-config.ts): the page does not need to know which one is active.
 */
import type {
  ExpressionSpecification,
  FilterSpecification,
  FontFacesSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import unicodeRanges from '@fontsource-variable/plus-jakarta-sans/unicode.json';
import type { ThemeToken } from '@/lib/site/theme';
import {
  BASEMAP_FLAVOUR,
  OSM_ATTRIBUTION,
  protomapsLayers,
  type BasemapFlavour,
} from './basemap-config';
import { STREET_SOURCE, streetLabelLayers, streetLayers, streetSource } from './street-style';

/** The source id both flavours use, so layers added by the page (listings) can sit above it. */
export const BASEMAP_SOURCE = 'basemap';

/**
 * The layers of the generated tiles and the fields their features carry.
 * scripts/build/map-assets.ts writes exactly these (and stops on a feature that does not fit);
 * the style reads nothing else.
 */
export const BASEMAP_LAYERS = {
  /** Polygons (Kenya, counties, wards) and one label point per area, with the same fields. */
  boundary: { kind: ['country', 'county', 'ward'], fields: { kind: 'String', name: 'String' } },
  /** Lakes (polygons, and a label point each) and rivers (lines); small ones may have no name. */
  water: {
    kind: ['lake', 'river'],
    fields: { kind: 'String', name: 'String' },
    optional: ['name'],
  },
  /** Cities, towns and neighbourhoods; rank 1 is shown from the widest view, 3 only close up. */
  place: {
    kind: ['city', 'town', 'neighbourhood'],
    fields: { kind: 'String', name: 'String', rank: 'Number' },
  },
  poi: {
    kind: ['school', 'hospital', 'park', 'station', 'airport', 'university'],
    fields: { kind: 'String', name: 'String' },
  },
} as const;
export type BasemapLayer = keyof typeof BASEMAP_LAYERS;

/** The name `text-font` uses; `font-faces` maps it to the site's own woff2 files. */
export const BASEMAP_FONT = 'Plus Jakarta Sans';

/** The site's colours the map is drawn from (`THEME` has them all). */
export type BasemapColors = Pick<
  Record<ThemeToken, string>,
  'canvas' | 'brand-100' | 'brand-700' | 'brand-900' | 'brand-950' | 'gold-300'
>;

export interface BasemapOptions {
  /** Site-relative URL of the tiles, e.g. `/map/basemap-0123456789abcdef.pmtiles` (mapAssets()). */
  tiles: string;
  /** Site-relative URLs of the font files `font-<subset>-<hash>.woff2` (mapAssets()). */
  fonts: readonly string[];
  colors: BasemapColors;
  /**
   * Site-relative URL of the street archive (lib/map/street-style.ts), drawn over the generated
   * basemap where it has streets; the OpenStreetMap flavour has its own streets.
   */
  streets?: string;
  /** Credits of the generated basemap's data (attributionHtml()); OpenStreetMap brings its own. */
  attribution: string;
  /** The active flavour unless given (tests draw both). */
  flavour?: BasemapFlavour;
}

/** `#rrggbb` between `a` (t = 0) and `b` (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** The map's colours, all derived from the site's, so both flavours look like the site. */
export function basemapPalette(colors: BasemapColors) {
  const { canvas } = colors;
  // The site has no blue; water is blue on every map people know, so it is the one colour of
  // the map's own, softened towards the page so it stays calm.
  const water = mix('#7fb6d5', canvas, 0.35);
  return {
    /** Beyond Kenya (and beyond the OpenStreetMap extract): a shade darker than the land. */
    outside: mix(canvas, colors['brand-950'], 0.07),
    land: canvas,
    park: mix(colors['brand-100'], canvas, 0.45),
    water,
    waterLine: mix('#7fb6d5', canvas, 0.15),
    waterText: mix('#2f6685', canvas, 0.05),
    country: mix(colors['brand-900'], canvas, 0.45),
    county: mix(colors['brand-700'], canvas, 0.7),
    ward: mix(colors['brand-700'], canvas, 0.82),
    areaText: mix(colors['brand-700'], canvas, 0.35),
    city: colors['brand-950'],
    town: colors['brand-900'],
    neighbourhood: colors['brand-700'],
    poiText: mix(colors['brand-900'], canvas, 0.3),
    poiDot: colors['brand-700'],
    halo: canvas,
    road: '#ffffff',
    roadCasing: mix(colors['brand-950'], canvas, 0.85),
    majorRoad: mix(colors['gold-300'], canvas, 0.45),
    highway: colors['gold-300'],
    building: mix(colors['brand-950'], canvas, 0.9),
    majorCasing: mix(colors['gold-300'], colors['brand-950'], 0.35),
    roadText: mix(colors['brand-950'], canvas, 0.25),
    rail: mix(colors['brand-950'], canvas, 0.55),
    /** Campuses and hospitals: a trace of the brand's green. */
    institution: mix(colors['brand-100'], canvas, 0.7),
    /** Industry, offices and shops: a trace of grey. */
    built: mix(colors['brand-950'], canvas, 0.94),
  };
}
export type BasemapPalette = ReturnType<typeof basemapPalette>;

/** The font subset a file is for, from the name scripts/build/map-assets.ts gives it. */
const FONT_FILE = /font-([a-z-]+)-[0-9a-f]{16}\.woff2$/;

/**
 * `font-faces` for the font files: each file is used for the characters of its subset
 * (fontsource's own ranges), so a label in Swahili or English needs the latin file alone.
 */
export function basemapFontFaces(fonts: readonly string[]): FontFacesSpecification {
  const ranges: Record<string, string> = unicodeRanges;
  return {
    [BASEMAP_FONT]: fonts.map((url) => {
      const subset = FONT_FILE.exec(url)?.[1];
      const range = subset ? ranges[subset] : undefined;
      return range ? { url, 'unicode-range': range.split(',') } : { url };
    }),
  };
}

const kindIs = (...kinds: string[]): ExpressionSpecification =>
  kinds.length === 1
    ? ['==', ['get', 'kind'], kinds[0]!]
    : ['match', ['get', 'kind'], kinds, true, false];
const polygons: ExpressionSpecification = ['==', ['geometry-type'], 'Polygon'];
const points: ExpressionSpecification = ['==', ['geometry-type'], 'Point'];
const all = (...conditions: ExpressionSpecification[]): FilterSpecification => [
  'all',
  ...conditions,
];
/** A value growing with the zoom: `zoomed(5, 1, 12, 3)`. */
const zoomed = (...stops: number[]): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  ...stops,
];

/** The layers of the generated basemap (source layers: BASEMAP_LAYERS). */
function generatedLayers(p: BasemapPalette): LayerSpecification[] {
  const source = BASEMAP_SOURCE;
  const font = [BASEMAP_FONT];
  const halo = { 'text-halo-color': p.halo, 'text-halo-width': 1.5, 'text-halo-blur': 0.5 };
  return [
    { id: 'background', type: 'background', paint: { 'background-color': p.outside } },
    {
      id: 'land',
      type: 'fill',
      source,
      'source-layer': 'boundary',
      filter: all(kindIs('country'), polygons),
      paint: { 'fill-color': p.land },
    },
    {
      id: 'water-lake',
      type: 'fill',
      source,
      'source-layer': 'water',
      filter: all(kindIs('lake'), polygons),
      paint: { 'fill-color': p.water },
    },
    {
      id: 'water-river',
      type: 'line',
      source,
      'source-layer': 'water',
      filter: kindIs('river'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': p.waterLine, 'line-width': zoomed(5, 0.6, 10, 1.2, 14, 2.5, 18, 6) },
    },
    {
      id: 'boundary-ward',
      type: 'line',
      source,
      'source-layer': 'boundary',
      filter: all(kindIs('ward'), polygons),
      paint: {
        'line-color': p.ward,
        'line-width': zoomed(9, 0.4, 14, 1),
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'boundary-county',
      type: 'line',
      source,
      'source-layer': 'boundary',
      filter: all(kindIs('county'), polygons),
      layout: { 'line-join': 'round' },
      paint: { 'line-color': p.county, 'line-width': zoomed(4, 0.5, 10, 1.2, 14, 2) },
    },
    {
      id: 'boundary-country',
      type: 'line',
      source,
      'source-layer': 'boundary',
      filter: all(kindIs('country'), polygons),
      layout: { 'line-join': 'round' },
      paint: { 'line-color': p.country, 'line-width': zoomed(0, 0.6, 6, 1.2, 12, 1.8) },
    },
    {
      id: 'label-lake',
      type: 'symbol',
      source,
      'source-layer': 'water',
      minzoom: 5,
      filter: all(kindIs('lake'), points),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': zoomed(5, 11, 14, 14),
        'text-letter-spacing': 0.05,
        'text-max-width': 8,
      },
      paint: { 'text-color': p.waterText, ...halo },
    },
    {
      id: 'label-river',
      type: 'symbol',
      source,
      'source-layer': 'water',
      minzoom: 11,
      filter: kindIs('river'),
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': 11,
        'text-letter-spacing': 0.05,
      },
      paint: { 'text-color': p.waterText, ...halo },
    },
    {
      id: 'label-ward',
      type: 'symbol',
      source,
      'source-layer': 'boundary',
      minzoom: 12.5,
      filter: all(kindIs('ward'), points),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': 11,
        'text-max-width': 7,
        'text-padding': 8,
      },
      paint: { 'text-color': p.areaText, ...halo },
    },
    {
      id: 'label-county',
      type: 'symbol',
      source,
      'source-layer': 'boundary',
      minzoom: 5.5,
      maxzoom: 10,
      filter: all(kindIs('county'), points),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': zoomed(5.5, 10, 9, 12),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.14,
        'text-max-width': 7,
      },
      paint: { 'text-color': p.areaText, ...halo },
    },
    {
      id: 'poi-dot',
      type: 'circle',
      source,
      'source-layer': 'poi',
      minzoom: 13,
      paint: {
        'circle-radius': zoomed(13, 2.5, 17, 4),
        'circle-color': p.poiDot,
        'circle-stroke-color': p.halo,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'label-poi',
      type: 'symbol',
      source,
      'source-layer': 'poi',
      minzoom: 13,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': 11,
        'text-anchor': 'top',
        'text-offset': [0, 0.6],
        'text-max-width': 8,
        'text-optional': true,
      },
      paint: { 'text-color': p.poiText, ...halo },
    },
    {
      // Neighbourhoods are where people search for a home: spaced capitals in the brand green,
      // unlike the towns around them.
      id: 'label-neighbourhood',
      type: 'symbol',
      source,
      'source-layer': 'place',
      filter: kindIs('neighbourhood'),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': zoomed(11, 10, 15, 13),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-max-width': 7,
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: { 'text-color': p.neighbourhood, ...halo },
    },
    {
      id: 'label-town',
      type: 'symbol',
      source,
      'source-layer': 'place',
      filter: kindIs('town'),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': zoomed(8, 12, 14, 16),
        'text-max-width': 8,
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: { 'text-color': p.town, ...halo },
    },
    {
      id: 'label-city',
      type: 'symbol',
      source,
      'source-layer': 'place',
      filter: kindIs('city'),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font,
        'text-size': zoomed(5, 13, 10, 17, 14, 20),
        'text-max-width': 8,
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: { 'text-color': p.city, ...halo, 'text-halo-width': 2 },
    },
  ];
}

/**
 * The basemap's style. `center` and `zoom` are left to the page (it fits the map to its
 * listings); no `glyphs` and no `sprite`: labels are drawn from the site's font files and points
 * are circles, so nothing is fetched from another origin.
 */
export function basemapStyle(options: BasemapOptions): StyleSpecification {
  const { tiles, streets, fonts, colors, attribution, flavour = BASEMAP_FLAVOUR } = options;
  const palette = basemapPalette(colors);
  const osm = flavour === 'openstreetmap';
  const withStreets = !osm && streets !== undefined;
  return {
    version: 8,
    name: osm ? 'Nyumba360 OpenStreetMap' : 'Nyumba360',
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'vector',
        url: `pmtiles://${tiles}`,
        attribution: osm ? OSM_ATTRIBUTION : attribution,
      },
      ...(withStreets && { [STREET_SOURCE]: streetSource(streets) }),
    },
    'font-faces': basemapFontFaces(fonts),
    layers: osm
      ? protomapsLayers(palette, { source: BASEMAP_SOURCE, font: BASEMAP_FONT })
      : withStreets
        ? withStreetLayers(generatedLayers(palette), palette)
        : generatedLayers(palette),
  };
}

/**
 * The generated basemap's layers with the streets among them: their fills, water and roads above
 * the land and rivers and below the boundaries; their names below every other label.
 */
function withStreetLayers(layers: LayerSpecification[], palette: BasemapPalette) {
  const at = (id: string) => layers.findIndex((layer) => layer.id === id);
  const boundaries = at('boundary-ward');
  const labels = at('label-lake');
  return [
    ...layers.slice(0, boundaries),
    ...streetLayers(palette),
    ...layers.slice(boundaries, labels),
    ...streetLabelLayers(palette, BASEMAP_FONT),
    ...layers.slice(labels),
  ];
}
