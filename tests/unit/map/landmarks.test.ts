// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { titleSlug } from '@/lib/listings/slug';
import { TOWN_COUNTY } from '@/lib/listings/location';
import { AREA_CENTRES } from '@/lib/map/areas';
import { inKenya } from '@/lib/map/coordinates';
import {
  LANDMARK_KINDS,
  LANDMARKS_FILE,
  getLandmarks,
  parseLandmarks,
  type Landmark,
} from '@/lib/map/landmarks';
import { distanceKm, type LatLng } from '@/lib/map/position';

const FILE = 'data/geo/landmarks.json';
const landmarks = getLandmarks();
const named = (name: string): Landmark | undefined => landmarks.find((l) => l.name === name);
const kmFrom = (l: Landmark | undefined, at: LatLng) => (l ? distanceKm(l, at) : Infinity);

describe('the landmarks file', () => {
  it('reads and checks data/geo/landmarks.json', () => {
    expect(LANDMARKS_FILE).toBe(FILE);
    expect(landmarks.length).toBeGreaterThanOrEqual(60);
    expect(landmarks.length).toBeLessThanOrEqual(250);
    // The reader keeps the fields of Landmark only (the file's source stays out).
    expect(Object.keys(landmarks[0]!).sort()).toEqual(
      ['kind', 'latitude', 'longitude', 'name', 'slug', 'town'].sort(),
    );
  });

  it('holds every kind, in every town some', () => {
    expect(LANDMARK_KINDS).toEqual(['business', 'university', 'hospital', 'mall', 'airport']);
    for (const kind of LANDMARK_KINDS)
      expect(landmarks.filter((l) => l.kind === kind).length, kind).toBeGreaterThan(0);
    for (const town of Object.keys(TOWN_COUNTY))
      expect(
        landmarks.some((l) => l.town === town),
        town,
      ).toBe(true);
  });

  it('is sorted by town, then name, with unique slugs that are no town’s', () => {
    const order = (a: Landmark, b: Landmark) =>
      a.town < b.town ? -1 : a.town > b.town ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    expect([...landmarks].sort(order)).toEqual(landmarks);
    expect(new Set(landmarks.map((l) => l.slug)).size).toBe(landmarks.length);
    const townSlugs = new Set(Object.keys(TOWN_COUNTY).map(titleSlug));
    for (const { slug } of landmarks) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(townSlugs.has(slug), slug).toBe(false);
    }
  });

  it('gives each landmark the town of the nearest area centre, within 15 km of it', () => {
    for (const l of landmarks) {
      const nearest = [...AREA_CENTRES].sort((a, b) => distanceKm(l, a) - distanceKm(l, b))[0]!;
      expect(nearest.town, l.slug).toBe(l.town);
      expect(distanceKm(l, nearest), l.slug).toBeLessThanOrEqual(15);
    }
  });

  it('writes one landmark a line, with 4 decimals and its source', () => {
    const lines = readFileSync(FILE, 'utf8').trimEnd().split('\n');
    expect(lines.length).toBe(landmarks.length + 2);
    const rows = JSON.parse(lines.join('\n')) as { source: string; latitude: number }[];
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['osm', 'geonames']));
  });

  it('has the landmarks people know, where they are', () => {
    // Reference points: the airports' runways and the campuses' main buildings.
    const jkia = named('Jomo Kenyatta International Airport');
    expect(jkia?.kind).toBe('airport');
    expect(jkia?.town).toBe('Nairobi');
    expect(kmFrom(jkia, { latitude: -1.32, longitude: 36.92 })).toBeLessThan(3);
    expect(kmFrom(named('Wilson Airport'), { latitude: -1.3217, longitude: 36.8148 })).toBeLessThan(
      2,
    );
    const mombasa = named('Moi International Airport');
    expect(mombasa?.town).toBe('Mombasa');
    expect(kmFrom(mombasa, { latitude: -4.0348, longitude: 39.5942 })).toBeLessThan(3);
    expect(
      kmFrom(named('Kisumu International Airport'), { latitude: -0.0861, longitude: 34.7289 }),
    ).toBeLessThan(3);

    const strathmore = named('Strathmore University');
    expect(strathmore?.kind).toBe('university');
    expect(kmFrom(strathmore, { latitude: -1.3099, longitude: 36.8124 })).toBeLessThan(0.5);
    const uon = named('University of Nairobi');
    expect(uon?.kind).toBe('university');
    expect(kmFrom(uon, { latitude: -1.2794, longitude: 36.8169 })).toBeLessThan(1);
    expect(
      kmFrom(named('Kenyatta National Hospital'), { latitude: -1.3008, longitude: 36.8066 }),
    ).toBeLessThan(1);
    expect(named('Nairobi CBD')?.kind).toBe('business');
    expect(kmFrom(named('Nairobi CBD'), { latitude: -1.2864, longitude: 36.8172 })).toBeLessThan(
      1.5,
    );
    expect(named('Sarit Centre')?.kind).toBe('mall');
  });

  it('lists a place once, whichever source names it', () => {
    const names = landmarks.map((l) => l.name);
    for (const one of ['Kenyatta University', 'Strathmore University', 'Wilson Airport'])
      expect(
        names.filter((n) => n === one),
        one,
      ).toHaveLength(1);
    // GeoNames' spellings of places OpenStreetMap has already.
    for (const other of ['University of Kenyatta', 'Nairobi Wilson Airport', 'Mombasa Airport'])
      expect(names, other).not.toContain(other);
  });
});

describe('parseLandmarks', () => {
  const good = {
    slug: 'strathmore-university',
    name: 'Strathmore University',
    kind: 'university',
    town: 'Nairobi',
    latitude: -1.3093,
    longitude: 36.8127,
    source: 'osm',
  };
  const parse = (...rows: object[]) => parseLandmarks(rows, FILE);

  it('returns the rows as landmarks', () => {
    expect(parse(good)).toEqual([
      {
        slug: 'strathmore-university',
        name: 'Strathmore University',
        kind: 'university',
        town: 'Nairobi',
        latitude: -1.3093,
        longitude: 36.8127,
      },
    ]);
  });

  it.each([
    ['latitude', { latitude: 36.8127, longitude: -1.3093 }, `${FILE}, 1.latitude:`],
    ['longitude', { longitude: 136.8 }, `${FILE}, 1.longitude:`],
    ['decimals', { latitude: -1.30931 }, `${FILE}, 1.latitude: has more than 4 decimals`],
    ['kind', { kind: 'stadium' }, `${FILE}, 1.kind:`],
    ['town', { town: 'Thika' }, `${FILE}, 1.town: must be one of Nairobi`],
    ['slug with a slash', { slug: 'nairobi/cbd' }, `${FILE}, 1.slug: must be lower-case`],
    ['slug in capitals', { slug: 'Sarit-Centre' }, `${FILE}, 1.slug: must be lower-case`],
    ['slug of a town', { slug: 'nakuru' }, `${FILE}, 1.slug: is the slug of a town`],
    ['empty name', { name: '' }, `${FILE}, 1.name:`],
    ['padded name', { name: ' Sarit Centre' }, `${FILE}, 1.name: has stray spaces`],
    ['source', { source: 'google' }, `${FILE}, 1.source:`],
  ])('stops on a broken %s, naming the row and field', (_, broken, message) => {
    const other = { ...good, slug: 'sarit-centre', name: 'Sarit Centre', kind: 'mall' };
    expect(() => parse(good, { ...other, ...broken })).toThrow(message);
  });

  it('stops on a missing or unknown field', () => {
    const noTown: Partial<typeof good> = { ...good };
    delete noTown.town;
    expect(() => parse(noTown)).toThrow(`${FILE}, 0.town:`);
    expect(() => parse({ ...good, note: 'x' })).toThrow(`${FILE}, 0:`);
  });

  it('stops on a slug used twice, naming both rows', () => {
    expect(() => parse(good, { ...good, name: 'Strathmore Law School' })).toThrow(
      `${FILE}, 1.slug: 'strathmore-university' is also the slug of row 0`,
    );
  });

  it('stops on a position outside Kenya, its outline when given', () => {
    // Moshi, Tanzania: inside Kenya's bounding box, outside its outline.
    const moshi = { ...good, latitude: -3.3349, longitude: 37.3404 };
    expect(parse(moshi)).toHaveLength(1);
    expect(() => parseLandmarks([moshi], FILE, inKenya)).toThrow(
      `${FILE}, 0.latitude: lies outside Kenya`,
    );
  });

  it('stops on a file that is not a list', () => {
    expect(() => parseLandmarks({ landmarks: [] }, FILE)).toThrow(`${FILE}: `);
  });
});
