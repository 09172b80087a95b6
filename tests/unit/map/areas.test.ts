import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { AREAS, TOWN_COUNTY, placeName } from '@/lib/listings/location';
import { AREA_CENTRES, areaCentre, type AreaCentre } from '@/lib/map/areas';
import { distanceKm } from '@/lib/map/position';
import { MAP_ATTRIBUTIONS, attributionHtml } from '@/lib/map/attribution';
import { STREET_ATTRIBUTION } from '@/lib/map/street-style';

// Vitest runs from the repository root, as the other file-reading tests assume.
const GEO_DIR = 'data/geo';

type Position = number[];
type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };
interface Feature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: Geometry;
}
interface Collection {
  type: 'FeatureCollection';
  features: Feature[];
}
type PolygonFeature = Feature & {
  geometry: Extract<Geometry, { type: 'Polygon' | 'MultiPolygon' }>;
};

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(GEO_DIR, file), 'utf8'));
const collection = (file: string) => read(file) as Collection;
const polygons = (f: Feature) => f as PolygonFeature;
const lonLat = (c: { latitude: number; longitude: number }) => [c.longitude, c.latitude];
const props = (f: Feature) => f.properties as Record<string, string | number>;

const wards = collection('wards.geojson').features;
const counties = collection('counties.geojson').features;
const [kenya] = collection('country.geojson').features;
const places = collection('places.geojson').features;

/** The towns in AREAS that stand for a county of Nairobi's commuter belt rather than one town. */
const COMMUTER_COUNTIES = new Set(['Kiambu', 'Machakos', 'Kajiado']);
/** Areas listed under a town whose county they are not in. */
const OTHER_COUNTY: Readonly<Record<string, string>> = { 'Mtwapa, Mombasa': 'Kilifi' };

function placePoint(name: string): { latitude: number; longitude: number } {
  const town = places.find(
    (f) => props(f).name === name && (props(f).kind === 'city' || props(f).kind === 'town'),
  );
  if (!town || town.geometry.type !== 'Point') throw new Error(`no place point for ${name}`);
  const [longitude = NaN, latitude = NaN] = town.geometry.coordinates;
  return { latitude, longitude };
}

function wardsOf(centre: AreaCentre): Feature[] {
  return wards.filter((w) => props(w).name === centre.ward && props(w).county === centre.county);
}

describe('area centres', () => {
  it('gives every area of AREAS exactly one centre, in the same order, and no other', () => {
    expect(AREA_CENTRES.map((c) => [c.town, c.area])).toEqual(AREAS.map((a) => [a.town, a.area]));
    const locations = AREA_CENTRES.map((c) => placeName(c.area, c.town));
    expect(new Set(locations).size).toBe(AREA_CENTRES.length);
    for (const [i, a] of AREAS.entries()) {
      expect(areaCentre(placeName(a.area, a.town))).toBe(AREA_CENTRES[i]);
    }
    expect(areaCentre('Nowhere, Nairobi')).toBeUndefined();
  });

  it.each(AREA_CENTRES.map((c) => [placeName(c.area, c.town), c] as const))(
    '%s lies in its ward, county and country',
    (location, centre) => {
      const candidates = wardsOf(centre);
      expect(candidates.length, `ward ${centre.ward} (${centre.county})`).toBeGreaterThan(0);
      expect(candidates.some((w) => booleanPointInPolygon(lonLat(centre), polygons(w)))).toBe(true);
      // Nairobi's wards are the detailed ARC set; the coarse Omare set covers the rest.
      for (const w of candidates) {
        expect(props(w).source).toBe(centre.county === 'Nairobi' ? 'arc' : 'omare');
      }

      expect(centre.county).toBe(OTHER_COUNTY[location] ?? TOWN_COUNTY[centre.town]);
      const county = counties.find((f) => props(f).name === centre.county);
      expect(county, centre.county).toBeDefined();
      expect(booleanPointInPolygon(lonLat(centre), polygons(county!))).toBe(true);
      expect(booleanPointInPolygon(lonLat(centre), polygons(kenya!))).toBe(true);
    },
  );

  it('puts every centre near its town', () => {
    const nairobi = placePoint('Nairobi');
    for (const centre of AREA_CENTRES) {
      const fromTown = distanceKm(centre, placePoint(centre.town));
      // Kiambu, Machakos and Kajiado name counties whose listed areas are Nairobi's suburbs,
      // 30–60 km from the county towns (Syokimau to Machakos, Ngong to Kajiado town).
      const near = COMMUTER_COUNTIES.has(centre.town)
        ? fromTown <= 25 || distanceKm(centre, nairobi) <= 30
        : fromTown <= 25;
      expect(near, `${centre.area}, ${centre.town}: ${fromTown.toFixed(1)} km`).toBe(true);
    }
  });

  it('gives every area a plausible radius', () => {
    for (const centre of AREA_CENTRES) {
      expect(centre.radiusKm).toBeGreaterThanOrEqual(0.5);
      expect(centre.radiusKm).toBeLessThanOrEqual(8);
    }
  });

  it('labels every area on the map at its centre', () => {
    for (const centre of AREA_CENTRES) {
      const label = places.find(
        (f) =>
          props(f).name === centre.area &&
          props(f).rank === 2 &&
          f.geometry.type === 'Point' &&
          f.geometry.coordinates[0] === centre.longitude &&
          f.geometry.coordinates[1] === centre.latitude,
      );
      expect(label, `${centre.area}, ${centre.town}`).toBeDefined();
    }
  });

  it('records where each centre comes from', () => {
    const raw = read('areas.json') as Record<string, unknown>[];
    for (const entry of raw) {
      expect(Object.keys(entry)).toEqual([
        'town',
        'area',
        'latitude',
        'longitude',
        'radiusKm',
        'ward',
        'county',
        'source',
        'note',
      ]);
      expect(entry.source).toMatch(/^(GeoNames \d+|ward centre|hand-placed)$/);
      if (entry.source === 'hand-placed' || entry.source === 'ward centre') {
        expect(entry.note, `${entry.area}, ${entry.town}`).not.toBe('');
      }
    }
  });
});

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const nairobi = placePoint('Nairobi');
    expect(distanceKm(nairobi, nairobi)).toBe(0);
    // Nairobi to Mombasa is about 440 km as the crow flies.
    expect(distanceKm(nairobi, placePoint('Mombasa'))).toBeGreaterThan(430);
    expect(distanceKm(nairobi, placePoint('Mombasa'))).toBeLessThan(450);
    const a = { latitude: 0, longitude: 36 };
    const b = { latitude: 0, longitude: 37 };
    expect(distanceKm(a, b)).toBeCloseTo(111.2, 1);
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });
});

describe('data/geo files', () => {
  const fiveDecimals = (n: unknown) =>
    typeof n === 'number' && Number.isFinite(n) && Math.round(n * 1e5) / 1e5 === n;

  /** A closed ring of at least three distinct vertices that encloses some area. */
  function ringProblem(ring: Position[]): string | undefined {
    if (ring.length < 4) return 'fewer than 4 positions';
    if (String(ring[0]) !== String(ring[ring.length - 1])) return 'not closed';
    let area = 0;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1 = NaN, y1 = NaN] = ring[i]!;
      const [x2 = NaN, y2 = NaN] = ring[i + 1]!;
      area += x1 * y2 - x2 * y1;
    }
    return area === 0 ? 'no area' : undefined;
  }

  /** What is wrong with a geometry, if anything (one expect per feature keeps the test fast). */
  function geometryProblem(geometry: Geometry, types: readonly Geometry['type'][]) {
    if (!types.includes(geometry.type)) return `type ${geometry.type}`;
    const positions: Position[] = [];
    const walk = (c: unknown): void => {
      if (Array.isArray(c) && typeof c[0] === 'number') positions.push(c as Position);
      else if (Array.isArray(c)) c.forEach(walk);
    };
    walk(geometry.coordinates);
    if (!positions.length) return 'empty';
    const bad = positions.find((p) => p.length !== 2 || !p.every(fiveDecimals));
    if (bad) return `position ${JSON.stringify(bad)}`;
    if (geometry.type === 'Polygon') return geometry.coordinates.map(ringProblem).find(Boolean);
    if (geometry.type === 'MultiPolygon') {
      return geometry.coordinates.flat().map(ringProblem).find(Boolean);
    }
    if (geometry.type === 'LineString')
      return geometry.coordinates.length < 2 ? 'short' : undefined;
    if (geometry.type === 'MultiLineString') {
      return geometry.coordinates.some((line) => line.length < 2) ? 'short' : undefined;
    }
    return undefined;
  }

  const AREAL = ['Polygon', 'MultiPolygon'] as const;
  const CONTRACT: Record<
    string,
    { keys: string[]; types: readonly Geometry['type'][]; check?: (f: Feature) => void }
  > = {
    'country.geojson': { keys: ['name'], types: AREAL },
    'counties.geojson': { keys: ['name'], types: AREAL },
    'wards.geojson': {
      keys: ['name', 'county', 'source'],
      types: AREAL,
      check: (f) => expect(['arc', 'omare']).toContain(props(f).source),
    },
    'water.geojson': {
      keys: ['name', 'kind'],
      types: [...AREAL, 'LineString', 'MultiLineString'],
      check: (f) =>
        expect(props(f).kind).toBe(f.geometry.type.endsWith('Polygon') ? 'lake' : 'river'),
    },
    'places.geojson': {
      keys: ['name', 'kind', 'rank'],
      types: ['Point'],
      check: (f) => {
        expect(['city', 'town', 'neighbourhood']).toContain(props(f).kind);
        expect([1, 2, 3]).toContain(props(f).rank);
      },
    },
    'pois.geojson': {
      keys: ['name', 'kind'],
      types: ['Point'],
      check: (f) =>
        expect(['school', 'hospital', 'park', 'station', 'airport', 'university']).toContain(
          props(f).kind,
        ),
    },
  };

  it.each(Object.entries(CONTRACT))('%s follows the contract', (file, { keys, types, check }) => {
    const data = collection(file);
    expect(Object.keys(data)).toEqual(['type', 'features']);
    expect(data.type).toBe('FeatureCollection');
    expect(data.features.length).toBeGreaterThan(0);
    for (const f of data.features) {
      expect(Object.keys(f)).toEqual(['type', 'properties', 'geometry']);
      expect(f.type).toBe('Feature');
      expect(Object.keys(f.properties)).toEqual(keys);
      expect(typeof f.properties.name).toBe('string');
      expect(geometryProblem(f.geometry, types), String(f.properties.name)).toBeUndefined();
      check?.(f);
    }
  });

  it('has Kenya, its 47 counties and wards from both sets', () => {
    expect(collection('country.geojson').features.map((f) => f.properties)).toEqual([
      { name: 'Kenya' },
    ]);
    const names = counties.map((f) => props(f).name);
    expect(names).toHaveLength(47);
    expect(new Set(names).size).toBe(47);
    for (const county of Object.values(TOWN_COUNTY)) expect(names).toContain(county);
    for (const w of wards) {
      expect(names).toContain(props(w).county);
      expect(props(w).source).toBe(props(w).county === 'Nairobi' ? 'arc' : 'omare');
    }
    expect(wards.filter((w) => props(w).source === 'arc')).toHaveLength(85);
  });

  it('stays under 2 MB, and the street archive under 12 MB', () => {
    const size = (f: string) => statSync(path.join(GEO_DIR, f)).size;
    const files = readdirSync(GEO_DIR).filter((f) => f !== 'streets.pmtiles');
    expect(files.reduce((n, f) => n + size(f), 0)).toBeLessThan(2_000_000);
    expect(size('streets.pmtiles')).toBeLessThan(12_000_000);
  });
});

describe('map attribution', () => {
  it('credits every source layer, linked and escaped', () => {
    expect(MAP_ATTRIBUTIONS.map((a) => a.id)).toEqual([
      'arc-wards',
      'omare-wards',
      'geonames',
      'natural-earth',
      'openstreetmap',
    ]);
    const html = attributionHtml(() => true);
    for (const { text, href } of MAP_ATTRIBUTIONS) {
      expect(html).toContain(text.replace(/&/g, '&amp;'));
      if (href) expect(html).toContain(`href="${href}"`);
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelectorAll('a')).toHaveLength(MAP_ATTRIBUTIONS.length);
    expect(container.textContent).toContain('American Red Cross');
  });

  it("gives the street archive's credit to its own source, the rest to the basemap's", () => {
    expect(attributionHtml()).not.toContain('OpenStreetMap');
    expect(STREET_ATTRIBUTION).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenMapTiles © OpenStreetMap contributors</a>',
    );
  });
});
