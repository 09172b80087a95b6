// @vitest-environment node
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mapAssetsFrom, mapFileNames } from '@/lib/map/assets';
import { basemapFlavour, OSM_BASEMAP_FILE } from '@/lib/map/basemap-config';
import { STREET_SOURCE } from '@/lib/map/street-style';
import { STREET_LAYERS } from '@/lib/map/streets';
import { BASEMAP_FONT, BASEMAP_LAYERS, BASEMAP_SOURCE, basemapStyle, mix } from '@/lib/map/style';
import { THEME } from '@/lib/site/theme';

const HASH = '0123456789abcdef';
const assets = mapAssetsFrom(
  [
    mapFileNames.tiles(HASH),
    mapFileNames.streets(HASH),
    mapFileNames.worker(HASH),
    mapFileNames.font('latin', HASH),
    mapFileNames.font('latin-ext', HASH),
    'pictures',
  ],
  'generated',
);
const ATTRIBUTION = '<a href="/about/#map-data">Map data</a>';
const styleOf = (flavour: 'generated' | 'openstreetmap') =>
  basemapStyle({ ...assets, colors: THEME, attribution: ATTRIBUTION, flavour });

/** Every string in a value, with the path to it. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** The feature fields an expression or filter reads (`get`, `has`). */
function fieldsRead(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const own =
    (value[0] === 'get' || value[0] === 'has') && typeof value[1] === 'string' ? [value[1]] : [];
  return [...own, ...value.flatMap(fieldsRead)];
}

/** The values an expression compares a feature's `field` with (`==` and `match`). */
function valuesCompared(field: string, value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const reads = (v: unknown) => Array.isArray(v) && v[0] === 'get' && v[1] === field;
  const own =
    value[0] === '==' && reads(value[1])
      ? [value[2] as string]
      : value[0] === 'match' && reads(value[1])
        ? // ['match', input, labels, output, labels, output, …, fallback]
          (value
            .slice(2, -1)
            .filter((_, i) => i % 2 === 0)
            .flat() as string[])
        : [];
  return [...own, ...value.flatMap((inner) => valuesCompared(field, inner))];
}

describe.each(['generated', 'openstreetmap'] as const)('the %s style', (flavour) => {
  const style = styleOf(flavour);

  it('is valid by the MapLibre style spec', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('loads nothing from another origin, and has no glyph server or sprite', () => {
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    const sources = Object.entries(style.sources) as [
      string,
      { url: string; attribution: string },
    ][];
    for (const [, source] of sources) expect(source.url).toMatch(/^pmtiles:\/\/\/map\/[^/]/);
    const fontUrls = Object.values(style['font-faces']!).flatMap((faces) =>
      (Array.isArray(faces) ? faces : [{ url: faces }]).map((face) => face.url),
    );
    expect(fontUrls).toEqual(assets.fonts);
    for (const url of fontUrls) expect(url).toMatch(/^\/[^/]/);
    // Credits may link to their sources (a visitor's click, not a request of the map's).
    const rest = Object.fromEntries(Object.entries(style).filter(([key]) => key !== 'sources'));
    const uncredited = Object.fromEntries(
      sources.map(([id, { attribution, ...source }]) => {
        expect(attribution, id).toBeTruthy();
        return [id, source];
      }),
    );
    for (const [at, text] of strings({ ...rest, sources: uncredited }))
      expect(`${at} ${text.replace(/^pmtiles:\/\/\//, '/')}`).not.toMatch(/\w+:\/\/|\s\/\//);
    // OpenStreetMap's basemap has its own streets; the generated one takes the street archive.
    expect(sources.map(([id]) => id)).toEqual(
      flavour === 'generated' ? [BASEMAP_SOURCE, STREET_SOURCE] : [BASEMAP_SOURCE],
    );
  });

  it('labels with the site font, from its latin and latin-ext files', () => {
    const faces = style['font-faces']![BASEMAP_FONT] as {
      url: string;
      'unicode-range'?: string[];
    }[];
    expect(faces.map((f) => f['unicode-range']?.[0])).toEqual(['U+0000-00FF', 'U+0100-02BA']);
    const fonts = style.layers.flatMap((layer) =>
      layer.type === 'symbol' ? [layer.layout?.['text-font']] : [],
    );
    expect(fonts.length).toBeGreaterThan(3);
    for (const font of fonts) expect(font).toEqual([BASEMAP_FONT]);
  });

  it('draws in the site palette', () => {
    const colours = new Set(
      strings(style.layers)
        .filter(([at]) => /-color$/.test(at))
        .map(([, c]) => c),
    );
    expect(colours).toContain(THEME.canvas);
    expect(colours).toContain(THEME['brand-950']);
  });
});

describe('the generated style', () => {
  const style: StyleSpecification = styleOf('generated');
  const layers = style.layers.filter(
    (layer): layer is Exclude<LayerSpecification, { type: 'background' }> =>
      layer.type !== 'background',
  );

  it('reads only the layers and fields the tiles have', () => {
    const basemap = layers.filter((layer) => layer.source === BASEMAP_SOURCE);
    for (const layer of basemap) {
      const schema = BASEMAP_LAYERS[layer['source-layer'] as keyof typeof BASEMAP_LAYERS];
      expect(schema, `${layer.id} reads ${layer['source-layer']}`).toBeDefined();
      const read = fieldsRead([layer.filter, layer.layout, layer.paint]);
      for (const field of read) expect(Object.keys(schema.fields), layer.id).toContain(field);
      for (const kind of valuesCompared('kind', layer.filter))
        expect(schema.kind as readonly string[], layer.id).toContain(kind);
    }
    const drawn = new Set(basemap.map((layer) => layer['source-layer']));
    expect([...drawn].sort()).toEqual(Object.keys(BASEMAP_LAYERS).sort());
  });

  it("reads only the street archive's layers, fields and classes", () => {
    const streets = layers.filter((layer) => layer.source === STREET_SOURCE);
    expect(streets.length).toBeGreaterThan(10);
    for (const layer of streets) {
      const schema = STREET_LAYERS[layer['source-layer'] as keyof typeof STREET_LAYERS];
      expect(schema, `${layer.id} reads ${layer['source-layer']}`).toBeDefined();
      const read = fieldsRead([layer.filter, layer.layout, layer.paint]);
      for (const field of read) expect(Object.keys(schema.fields), layer.id).toContain(field);
      for (const cls of valuesCompared('class', [layer.filter, layer.paint]))
        expect(schema.class as readonly string[], layer.id).toContain(cls);
    }
    const drawn = new Set(streets.map((layer) => layer['source-layer']));
    expect([...drawn].sort()).toEqual(Object.keys(STREET_LAYERS).sort());
  });

  it('draws the streets over the ground and under every boundary and place name', () => {
    const ids = style.layers.map((layer) => layer.id);
    const at = (id: string) => ids.indexOf(id);
    expect(at('streets-landcover')).toBeGreaterThan(at('land'));
    expect(at('streets-highway')).toBeLessThan(at('boundary-ward'));
    expect(at('streets-label-major')).toBeLessThan(at('label-neighbourhood'));
    expect(at('streets-label-major')).toBeLessThan(at('label-city'));
    // Without the archive's file the style is the one of before, with no street source.
    const without = basemapStyle({
      ...assets,
      streets: undefined,
      colors: THEME,
      attribution: ATTRIBUTION,
      flavour: 'generated',
    });
    expect(Object.keys(without.sources)).toEqual([BASEMAP_SOURCE]);
    expect(without.layers.some((layer) => layer.id.startsWith('streets-'))).toBe(false);
  });

  it('credits OpenMapTiles and OpenStreetMap on the streets, linked to the copyright page', () => {
    expect(style.sources[STREET_SOURCE]).toMatchObject({
      attribution: expect.stringContaining(
        'href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenMapTiles © OpenStreetMap contributors</a>',
      ),
    });
  });

  it('credits the data of the generated basemap', () => {
    expect(style.sources[BASEMAP_SOURCE]).toMatchObject({ attribution: ATTRIBUTION });
  });

  it('sets neighbourhoods apart from towns', () => {
    const byId = Object.fromEntries(style.layers.map((l) => [l.id, l]));
    const neighbourhood = byId['label-neighbourhood'] as { layout: Record<string, unknown> };
    const town = byId['label-town'] as { layout: Record<string, unknown> };
    expect(neighbourhood.layout['text-transform']).toBe('uppercase');
    expect(town.layout['text-transform']).toBeUndefined();
  });
});

describe('the OpenStreetMap style', () => {
  it('credits OpenStreetMap and Protomaps', () => {
    const source = styleOf('openstreetmap').sources[BASEMAP_SOURCE] as { attribution: string };
    expect(source.attribution).toContain('© OpenStreetMap contributors');
    expect(source.attribution).toContain('Protomaps');
  });

  it('reads the Protomaps basemap layers', () => {
    const read = new Set(
      styleOf('openstreetmap').layers.flatMap((l) =>
        'source-layer' in l ? [l['source-layer']] : [],
      ),
    );
    for (const layer of read)
      expect([
        'earth',
        'landuse',
        'water',
        'roads',
        'boundaries',
        'buildings',
        'places',
        'pois',
      ]).toContain(layer);
    expect(read).toContain('roads');
  });
});

describe('basemap setting', () => {
  it('is the generated basemap unless NEXT_PUBLIC_MAP_BASEMAP asks for OpenStreetMap', () => {
    expect(basemapFlavour(undefined)).toBe('generated');
    expect(basemapFlavour(' ')).toBe('generated');
    expect(basemapFlavour('openstreetmap')).toBe('openstreetmap');
    expect(() => basemapFlavour('osm')).toThrow(/NEXT_PUBLIC_MAP_BASEMAP/);
  });
});

describe('map files', () => {
  const files = [
    mapFileNames.tiles(HASH),
    mapFileNames.streets(HASH),
    mapFileNames.worker(HASH),
    mapFileNames.font('latin', HASH),
    mapFileNames.font('latin-ext', HASH),
  ];

  it('are found by their names, as site-relative URLs', () => {
    expect(assets).toEqual({
      tiles: `/map/basemap-${HASH}.pmtiles`,
      streets: `/map/streets-${HASH}.pmtiles`,
      worker: `/map/maplibre-worker-${HASH}.mjs`,
      fonts: [`/map/font-latin-${HASH}.woff2`, `/map/font-latin-ext-${HASH}.woff2`],
    });
  });

  it('name the build step when one is missing or there are two of a kind', () => {
    expect(() => mapAssetsFrom(files.slice(1), 'generated')).toThrow(
      /scripts\/build\/map-assets\.ts/,
    );
    expect(() =>
      mapAssetsFrom([...files, mapFileNames.tiles('fedcba9876543210')], 'generated'),
    ).toThrow(/basemap-<hash>\.pmtiles: 2 files/);
  });

  it('use the OpenStreetMap extract when that flavour is active, without the street archive', () => {
    expect(() => mapAssetsFrom(files, 'openstreetmap')).toThrow(OSM_BASEMAP_FILE);
    const osm = mapAssetsFrom([...files, OSM_BASEMAP_FILE], 'openstreetmap');
    expect(osm.tiles).toBe(`/map/${OSM_BASEMAP_FILE}`);
    expect(osm.streets).toBeUndefined();
  });

  it('need the street archive with the generated basemap', () => {
    expect(() =>
      mapAssetsFrom(
        files.filter((f) => !f.startsWith('streets-')),
        'generated',
      ),
    ).toThrow(/streets-<hash>\.pmtiles: no file/);
  });
});

it('mixes colours', () => {
  expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  expect(mix('#175a3a', '#fafaf9', 0)).toBe('#175a3a');
});
