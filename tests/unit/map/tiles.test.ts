// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Compression, PMTiles, TileType, zxyToTileId } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { BASEMAP_LAYERS } from '@/lib/map/style';
import { basemapArchive, MAX_ZOOM, type GeoCollections } from '@/scripts/build/map/basemap';
import { labelPoint } from '@/scripts/build/map/label-point';
import {
  buildPmtiles,
  serializeDirectory,
  type ArchiveStats,
} from '@/scripts/build/map/pmtiles-writer';
import { ROOT } from '@/scripts/build/root';
import { layerFeatures, reader, tileAt, tileOf } from './pmtiles-helpers';

interface VectorLayer {
  id: string;
  fields: Record<string, string>;
  minzoom: number;
  maxzoom: number;
}

const FIXTURES = path.join(ROOT, 'tests', 'unit', 'map', 'fixtures');

describe('PMTiles writer', () => {
  it('stores identical tiles once and runs of them as one entry', async () => {
    const same = new TextEncoder().encode('the same tile');
    const tiles = [
      { z: 3, x: 0, y: 0, data: same },
      { z: 3, x: 0, y: 1, data: same },
      { z: 3, x: 1, y: 1, data: same },
      { z: 3, x: 1, y: 0, data: same },
      { z: 3, x: 5, y: 5, data: new TextEncoder().encode('another') },
      { z: 3, x: 7, y: 7, data: same },
    ];
    const { buffer, stats } = buildPmtiles({
      tiles,
      metadata: {},
      bounds: [-180, -85, 180, 85],
    });
    // (0,0) (0,1) (1,1) (1,0) are tile ids 21 to 24 in Hilbert order: one run.
    expect(tiles.slice(0, 4).map((t) => zxyToTileId(t.z, t.x, t.y))).toEqual([21, 22, 23, 24]);
    expect(stats).toMatchObject({ addressedTiles: 6, tileEntries: 3, tileContents: 2 });
    const archive = reader(buffer);
    const header = await archive.getHeader();
    expect(header).toMatchObject({ numAddressedTiles: 6, numTileEntries: 3, numTileContents: 2 });
    for (const { z, x, y, data } of tiles) {
      const response = await archive.getZxy(z, x, y);
      expect(new Uint8Array(response!.data)).toEqual(data);
    }
    expect(await archive.getZxy(3, 2, 2)).toBeUndefined();
  });

  it('writes offsets that follow on as 0 and others as offset + 1', () => {
    const bytes = serializeDirectory([
      { tileId: 5, offset: 0, length: 10, runLength: 1 },
      { tileId: 7, offset: 10, length: 3, runLength: 2 },
      { tileId: 9, offset: 0, length: 10, runLength: 1 },
    ]);
    // count | ids as deltas | run lengths | lengths | offsets
    expect(Array.from(bytes)).toEqual([3, 5, 2, 2, 1, 2, 1, 10, 3, 10, 1, 0, 1]);
  });

  it('moves entries into leaf directories when the root would pass 16 KB', async () => {
    // Scattered tiles of varied sizes compress badly: 12,000 of them do not fit in the root.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const tiles = new Map<number, { z: number; x: number; y: number; data: Uint8Array }>();
    while (tiles.size < 12_000) {
      const x = Math.floor(random() * 4096);
      const y = Math.floor(random() * 4096);
      const data = new TextEncoder().encode(`${x}/${y} `.repeat(1 + Math.floor(random() * 30)));
      tiles.set(zxyToTileId(12, x, y), { z: 12, x, y, data });
    }
    const { buffer, stats } = buildPmtiles({
      tiles: [...tiles.values()],
      metadata: { name: 'scattered' },
      bounds: [-180, -85, 180, 85],
    });
    expect(stats.leafDirectories).toBeGreaterThan(1);
    const archive = reader(buffer);
    const header = await archive.getHeader();
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.numAddressedTiles).toBe(12_000);
    const sample = [...tiles.values()].filter((_, i) => i % 97 === 0);
    for (const { z, x, y, data } of sample) {
      const response = await archive.getZxy(z, x, y);
      expect(new Uint8Array(response!.data)).toEqual(data);
    }
    expect(await archive.getMetadata()).toEqual({ name: 'scattered' });
  });
});

describe('basemap from a small fixture', () => {
  let archive: PMTiles;
  let stats: ArchiveStats;
  let features: Record<string, number>;
  beforeAll(() => {
    const read = (name: string): FeatureCollection =>
      JSON.parse(readFileSync(path.join(FIXTURES, `${name}.geojson`), 'utf8'));
    const geo: GeoCollections = {
      country: read('country'),
      counties: read('counties'),
      wards: read('wards'),
      water: read('water'),
      places: read('places'),
      pois: read('pois'),
    };
    const built = basemapArchive(geo, { schema: BASEMAP_LAYERS, attribution: '© Test' });
    archive = reader(built.buffer);
    stats = built.stats;
    features = built.features;
  });

  it('has the header MapLibre needs', async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Mvt,
      tileCompression: Compression.Gzip,
      internalCompression: Compression.Gzip,
      clustered: true,
      minZoom: 0,
      maxZoom: MAX_ZOOM,
    });
    expect(MAX_ZOOM).toBe(12);
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([
      36.6, -1.5, 37.2, -1,
    ]);
    expect(features).toEqual({ boundary: 5, water: 2, place: 3, poi: 2 });
  });

  it('describes its layers and credits in the metadata', async () => {
    const metadata = (await archive.getMetadata()) as {
      attribution: string;
      vector_layers: VectorLayer[];
    };
    expect(metadata.attribution).toBe('© Test');
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['boundary', 'water', 'place', 'poi']);
    const byId = Object.fromEntries(metadata.vector_layers.map((l) => [l.id, l]));
    expect(byId.place).toEqual({
      id: 'place',
      fields: { kind: 'String', name: 'String', rank: 'Number' },
      minzoom: 5,
      maxzoom: 12,
    });
    expect(byId.poi).toMatchObject({ minzoom: 12, maxzoom: 12 });
    expect(byId.boundary!.maxzoom).toBe(12);
  });

  it('holds decodable vector tiles with the expected layers and properties', async () => {
    const [x, y] = tileOf(36.8065, -1.2676, 12); // Westlands
    const tile = await tileAt(archive, 12, x, y);
    expect(Object.keys(tile!.layers).sort()).toEqual(['boundary', 'place', 'poi', 'water']);
    expect(tile!.layers.place!.extent).toBe(4096);
    const places = layerFeatures(tile, 'place').map((f) => f.properties);
    expect(places).toContainEqual({ name: 'Westlands', kind: 'neighbourhood', rank: 3 });
    const pois = layerFeatures(tile, 'poi').map((f) => f.properties);
    expect(pois).toContainEqual({ name: 'Nairobi Hospital', kind: 'hospital' });
    const boundary = layerFeatures(tile, 'boundary');
    expect(boundary.map((f) => f.properties)).toContainEqual({ kind: 'county', name: 'Nairobi' });
    // Only the schema's fields: a ward's county and source stay in data/geo/.
    for (const f of boundary) expect(Object.keys(f.properties).sort()).toEqual(['kind', 'name']);
    const country = boundary.find((f) => f.properties.kind === 'country');
    expect(country?.type).toBe(3);
  });

  it('shows each kind of place from its zoom on', async () => {
    const namesAt = async (z: number, lon: number, lat: number) => {
      const [x, y] = tileOf(lon, lat, z);
      const tile = await tileAt(archive, z, x, y);
      return layerFeatures(tile, 'place').map((f) => f.properties.name);
    };
    expect(await namesAt(4, 36.82, -1.29)).toEqual([]);
    expect(await namesAt(5, 36.82, -1.29)).toEqual(['Nairobi']);
    expect(await namesAt(9, 36.82, -1.29)).toEqual(['Nairobi']);
    expect(await namesAt(9, 36.98, -1.45)).not.toContain('Athi River');
    expect(await namesAt(10, 36.98, -1.45)).toContain('Athi River');
    expect(await namesAt(11, 36.8065, -1.2676)).not.toContain('Westlands');
    expect(await namesAt(12, 36.8065, -1.2676)).toContain('Westlands');
  });

  it('draws rivers from z5 and lakes from z0, Nairobi wards from z10', async () => {
    const kindsAt = async (z: number, layer: string, lon: number, lat: number) => {
      const [x, y] = tileOf(lon, lat, z);
      return layerFeatures(await tileAt(archive, z, x, y), layer).map((f) => f.properties);
    };
    expect((await kindsAt(4, 'water', 36.8, -1.3)).map((p) => p.kind)).not.toContain('river');
    expect((await kindsAt(5, 'water', 36.8, -1.3)).map((p) => p.kind)).toContain('river');
    expect(await kindsAt(9, 'boundary', 36.78, -1.28)).not.toContainEqual({
      kind: 'ward',
      name: 'Kilimani',
    });
    expect(await kindsAt(9, 'boundary', 36.95, -1.38)).toContainEqual({
      kind: 'ward',
      name: 'Mlolongo',
    });
    expect(await kindsAt(10, 'boundary', 36.78, -1.28)).toContainEqual({
      kind: 'ward',
      name: 'Kilimani',
    });
  });

  it('stores a tile that repeats only once', async () => {
    expect(stats.tileContents).toBeLessThan(stats.addressedTiles);
  });

  it('names an area at a point inside it, even when its middle is not', () => {
    // A C shape open to the east: the middle of its box lies in the gap.
    const c = [
      [
        [0, 0],
        [3, 0],
        [3, 1],
        [1, 1],
        [1, 2],
        [3, 2],
        [3, 3],
        [0, 3],
        [0, 0],
      ],
    ];
    const [x, y] = labelPoint(c);
    expect(x).toBeLessThan(1);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(3);
  });
});

// The basemap `npm run build -- map-assets` wrote, when there is one.
const MAP_DIR = path.join(ROOT, 'public', 'map');
const built = existsSync(MAP_DIR)
  ? readdirSync(MAP_DIR).filter((name) => /^basemap-[0-9a-f]{16}\.pmtiles$/.test(name))
  : [];

describe.skipIf(built.length === 0)('the built basemap', () => {
  it('has the layers the style draws, from z0 to z12', async () => {
    expect(built).toHaveLength(1);
    const archive = reader(readFileSync(path.join(MAP_DIR, built[0]!)));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ minZoom: 0, maxZoom: 12, tileType: TileType.Mvt });
    const metadata = (await archive.getMetadata()) as {
      attribution: string;
      vector_layers: VectorLayer[];
    };
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['boundary', 'water', 'place', 'poi']);
    for (const layer of metadata.vector_layers)
      expect(layer.fields).toEqual(BASEMAP_LAYERS[layer.id as keyof typeof BASEMAP_LAYERS].fields);
    expect(metadata.attribution).not.toBe('');
    // Nairobi, close up: its outlines, places and landmarks.
    const [x, y] = tileOf(36.8219, -1.2921, 12);
    const tile = await tileAt(archive, 12, x, y);
    expect(Object.keys(tile!.layers)).toEqual(expect.arrayContaining(['boundary', 'place', 'poi']));
    // Lake Victoria off Kisumu.
    const [lx, ly] = tileOf(34.5, -0.3, 6);
    const lake = layerFeatures(await tileAt(archive, 6, lx, ly), 'water');
    expect(lake.map((f) => f.properties)).toContainEqual({ kind: 'lake', name: 'Lake Victoria' });
    // All of Kenya at z0.
    const world = await tileAt(archive, 0, 0, 0);
    expect(layerFeatures(world, 'boundary').map((f) => f.properties.kind)).toContain('country');
  });
});
