// @vitest-environment node
// The street archive (data/geo/streets.pmtiles, made by geodata/streets.mjs) read back with the
// `pmtiles` reader, as the map reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_CENTRES } from '@/lib/map/areas';
import {
  STREET_LAYERS,
  STREET_MAX_ZOOM,
  STREET_MIN_ZOOM,
  type StreetLayer,
} from '@/lib/map/streets';
import { ROOT } from '@/scripts/build/root';
import { layerFeatures, reader, tileAt, tileOf } from './pmtiles-helpers';

/** Areas whose centre lies outside the source's nine boxes. */
const OUTSIDE = ['Kiambu/Limuru'];

const archive = reader(readFileSync(path.join(ROOT, 'data', 'geo', 'streets.pmtiles')));

async function tileAround(lon: number, lat: number, z: number) {
  const [x, y] = tileOf(lon, lat, z);
  return tileAt(archive, z, x, y);
}

describe('the street archive', () => {
  it('says what it holds, its licence and whom to credit', async () => {
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([STREET_MIN_ZOOM, STREET_MAX_ZOOM]);
    const metadata = (await archive.getMetadata()) as Record<string, unknown>;
    expect(metadata.attribution).toBe('© OpenMapTiles © OpenStreetMap contributors');
    expect(String(metadata.license)).toMatch(/^ODbL-1\.0/);
    expect((metadata.vector_layers as { id: string }[]).map((l) => l.id)).toEqual(
      Object.keys(STREET_LAYERS),
    );
  });

  it.each([
    ['Kilimani', 36.78809, -1.29797],
    ['Nyali', 39.7105, -4.0244],
  ])('has named streets at zoom 14 over %s', async (_, lon, lat) => {
    const tile = await tileAround(lon, lat, 14);
    const roads = layerFeatures(tile, 'roads');
    const names = new Set(layerFeatures(tile, 'road_names').map((f) => f.properties.name));
    expect(roads.length).toBeGreaterThan(50);
    names.delete(undefined);
    expect(names.size).toBeGreaterThanOrEqual(5);
  });

  it('has streets around the areas listings use, at zoom 14, in the fields of its schema', async () => {
    const without: string[] = [];
    for (const centre of AREA_CENTRES) {
      const tile = await tileAround(centre.longitude, centre.latitude, 14);
      if (layerFeatures(tile, 'roads').length === 0) without.push(`${centre.town}/${centre.area}`);
      for (const [layer, spec] of Object.entries(STREET_LAYERS)) {
        const allowed = spec.class as readonly string[];
        for (const feature of layerFeatures(tile, layer)) {
          const { properties } = feature;
          for (const field of Object.keys(properties))
            expect(Object.keys(spec.fields), `${layer}.${field}`).toContain(field);
          if ((layer as StreetLayer) !== 'building')
            expect(allowed, `${centre.area}: ${layer} ${properties.class}`).toContain(
              properties.class,
            );
        }
      }
    }
    // Outside the nine areas of the source (data/geo/README.md), where the basemap stays.
    expect(without).toEqual(OUTSIDE);
  }, 30_000);

  it("draws Nairobi's major roads of 2026: the Expressway is there", async () => {
    // Uhuru Highway by Nyayo Stadium, where the Expressway runs above it.
    const names = new Set<unknown>();
    for (const z of [12, 13, 14]) {
      const tile = await tileAround(36.8253, -1.3048, z);
      for (const f of layerFeatures(tile, 'road_names')) names.add(f.properties.name);
    }
    expect([...names].some((name) => /Expressway/i.test(String(name)))).toBe(true);
  });
});
