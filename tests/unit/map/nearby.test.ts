// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NEARBY_CATEGORIES,
  nameKey,
  nearbyPlaces,
  roundedMetres,
  type NearbyPlace,
} from '@/lib/map/nearby';
import { areaCentre } from '@/lib/map/areas';
import { nearbyOf, nearbySource, parseNearbySources } from '@/lib/map/nearby-data';

// On the equator one degree is 111.195 km (the mean radius 6371.0088 km × π / 180), so
// 0.001° is 111.2 m whichever way, and distances below are easy to work out by hand.
const HERE = { latitude: 0, longitude: 37 };
const at = (category: NearbyPlace['category'], name: string, north: number, east = 0) => ({
  category,
  name,
  latitude: north,
  longitude: 37 + east,
});

describe('nearby places', () => {
  it('rounds to 100 m and never says 0', () => {
    expect([0, 40, 149, 150, 649, 951, 1049, 1999].map(roundedMetres)).toEqual([
      100, 100, 100, 200, 600, 1000, 1000, 2000,
    ]);
  });

  it('lists the nearest three of a category within 2 km, nearest first, with hand-worked distances', () => {
    const places = [
      at('school', 'Far School', 0.017), // 1,890 m
      at('school', 'Near School', 0.0054), // 600.5 m
      at('school', 'Middle School', 0, 0.0099), // 1,100.8 m, to the east
      at('school', 'Next School', 0.009, 0.009), // 1,415.3 m, on the diagonal
      at('school', 'Too Far School', 0.0181), // 2,012.6 m
    ];
    const found = nearbyPlaces(HERE, places);
    expect(found.school).toEqual([
      { name: 'Near School', metres: 600 },
      { name: 'Middle School', metres: 1100 },
      { name: 'Next School', metres: 1400 },
    ]);
  });

  it('gives every category, empty where nothing is within 2 km', () => {
    const found = nearbyPlaces(HERE, [at('park', 'Park', 0.001), at('health', 'Clinic', 0.02)]);
    expect(Object.keys(found)).toEqual([...NEARBY_CATEGORIES]);
    expect(found.park).toEqual([{ name: 'Park', metres: 100 }]);
    expect(found.health).toEqual([]);
    expect(found.transport).toEqual([]);
  });

  it('names a place once, at its nearest: two sources, or a chain', () => {
    const found = nearbyPlaces(HERE, [
      at('shopping', 'Naivas', 0.003),
      at('shopping', 'NAIVAS ', 0.009),
      at('shopping', 'Carrefour', 0.006),
    ]);
    expect(found.shopping.map((p) => p.name)).toEqual(['Naivas', 'Carrefour']);
    expect(nameKey("St. Mary's  School")).toBe('st mary s school');
  });

  it('measures away from the equator too (Nairobi, 1.3° S)', () => {
    const nairobi = { latitude: -1.3, longitude: 36.8 };
    // 0.009° of longitude at 1.3° S: 111.195 km × cos(1.3°) × 0.009 = 1,000.5 m.
    const found = nearbyPlaces(nairobi, [
      { category: 'transport', name: 'Stage', latitude: -1.3, longitude: 36.809 },
    ]);
    expect(found.transport).toEqual([{ name: 'Stage', metres: 1000 }]);
  });
});

describe('the nearby data', () => {
  it('reads both files of data/geo, and finds what is near Kilimani', () => {
    const places = nearbySource();
    expect(places.length).toBeGreaterThan(3000);
    const kilimani = areaCentre('Kilimani, Nairobi')!;
    const found = nearbyOf(kilimani);
    expect(found.school.length).toBe(3);
    expect(found.health.length).toBe(3);
    for (const category of NEARBY_CATEGORIES)
      for (const place of found[category]) expect(place.metres).toBeLessThanOrEqual(2000);
  });

  it('stops on a broken row, naming its file, category and row', () => {
    const pois = { features: [] };
    expect(() => parseNearbySources({ school: [['', 36.8, -1.3]] }, pois)).toThrow(
      'data/geo/nearby.json, school.0.0:',
    );
    expect(() => parseNearbySources({ cinema: [['Prestige', 36.8, -1.3]] }, pois)).toThrow(
      /data\/geo\/nearby\.json: .*cinema/,
    );
    expect(() => parseNearbySources({ park: [['Uhuru Park', 136.8, -1.3]] }, pois)).toThrow(
      'data/geo/nearby.json, park.0.1:',
    );
    expect(() =>
      parseNearbySources({}, { features: [{ properties: { name: 'X' }, geometry: {} }] }),
    ).toThrow(/data\/geo\/pois\.geojson, features\.0\./);
  });

  it('lists GeoNames schools, hospitals, parks and stations, not airports', () => {
    const point = (kind: string) => ({
      properties: { name: kind, kind },
      geometry: { type: 'Point', coordinates: [36.8, -1.3] },
    });
    const places = parseNearbySources(
      {},
      { features: ['school', 'university', 'hospital', 'park', 'station', 'airport'].map(point) },
    );
    expect(places.map((p) => [p.name, p.category])).toEqual([
      ['school', 'school'],
      ['university', 'school'],
      ['hospital', 'health'],
      ['park', 'park'],
      ['station', 'transport'],
    ]);
  });
});
