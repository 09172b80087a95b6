import { describe, expect, it } from 'vitest';
import { distanceKm } from '@/lib/map/position';
import { circleBounds, circleRing, destination } from '@/lib/map/circle';
import {
  byDistance,
  findPlace,
  placeLabel,
  readPlaces,
  roundedKm,
  suggestPlaces,
  type NearPlace,
} from '@/lib/search/places';

const place = (id: string, name: string, kind: NearPlace['kind'], town = 'Nairobi'): NearPlace => ({
  id,
  name,
  kind,
  town,
  latitude: -1.3,
  longitude: 36.8,
});

const places = [
  place('nairobi/westlands', 'Westlands', 'area'),
  place('kisumu/milimani', 'Milimani', 'area', 'Kisumu'),
  place('nairobi/milimani', 'Milimani', 'area'),
  place('strathmore-university', 'Strathmore University', 'university'),
  place('the-hub-karen', 'The Hub Karen', 'mall'),
  place('westgate-mall', 'Westgate Mall', 'mall'),
];

describe('places a search can be near', () => {
  it('finds a place by id, by an area slug of its own, or by its name as a slug', () => {
    expect(findPlace(places, 'nairobi/westlands')?.name).toBe('Westlands');
    expect(findPlace(places, 'westlands')?.id).toBe('nairobi/westlands');
    // Two towns have a Milimani: the bare slug names neither.
    expect(findPlace(places, 'milimani')).toBeUndefined();
    expect(findPlace(places, 'strathmore-university')?.kind).toBe('university');
    expect(findPlace(places, 'nowhere')).toBeUndefined();
  });

  it('suggests places whose words start with what is typed, areas first', () => {
    expect(suggestPlaces(places, 'west').map((p) => p.id)).toEqual([
      'nairobi/westlands',
      'westgate-mall',
    ]);
    expect(suggestPlaces(places, 'strath').map((p) => p.id)).toEqual(['strathmore-university']);
    expect(suggestPlaces(places, 'mili kis').map((p) => p.id)).toEqual(['kisumu/milimani']);
    expect(suggestPlaces(places, 'hub').map((p) => p.id)).toEqual(['the-hub-karen']);
    expect(suggestPlaces(places, '   ')).toEqual([]);
    expect(suggestPlaces(places, '<script>')).toEqual([]);
    expect(suggestPlaces(places, 'a', 2)).toHaveLength(0);
  });

  it('names an area with its town, a landmark by itself', () => {
    expect(placeLabel(places[0]!)).toBe('Westlands, Nairobi');
    expect(placeLabel(places[3]!)).toBe('Strathmore University');
  });

  it('refuses a damaged list', () => {
    expect(() => readPlaces({ v: 1, places: [{ ...places[0], kind: 'moon' }] })).toThrow();
    expect(() => readPlaces({ v: 2, places: [] })).toThrow();
    expect(() => readPlaces('x')).toThrow();
    expect(readPlaces({ v: 1, places })).toHaveLength(places.length);
  });

  it('orders rows nearest first, ties in their own order', () => {
    const at = [
      { latitude: -1.3, longitude: 36.9 },
      { latitude: -1.3, longitude: 36.81 },
      { latitude: -1.3, longitude: 36.85 },
      { latitude: -1.3, longitude: 36.81 },
    ];
    expect(byDistance([0, 1, 2, 3], places[0]!, (row) => at[row]!)).toEqual([1, 3, 2, 0]);
  });

  it('rounds a distance to 0.1 km, and to whole km from 10', () => {
    expect(roundedKm(1.26)).toBe(1.3);
    expect(roundedKm(12.6)).toBe(13);
  });
});

describe('the circle the map draws', () => {
  const centre = { latitude: -1.3099, longitude: 36.8124 };

  it('puts every point of the ring at the distance asked, in a straight line', () => {
    const ring = circleRing(centre, 2);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [longitude, latitude] of ring)
      expect(distanceKm(centre, { latitude, longitude })).toBeCloseTo(2, 6);
  });

  it('goes 1 km north as 1/111.2 of a degree of latitude, worked out by hand', () => {
    // 1 km / 6371.0088 km in radians = 0.0089932° of arc.
    expect(destination(centre, 1, 0).latitude - centre.latitude).toBeCloseTo(0.0089932, 6);
    const box = circleBounds(centre, 5);
    expect(box.north - box.south).toBeCloseTo(2 * 5 * 0.0089932, 5);
    expect(box.east).toBeGreaterThan(centre.longitude);
  });
});
