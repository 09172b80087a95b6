import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@/lib/listings/schema';
import { extentOf, pinsCollection, pinsInView, westToEast } from '@/lib/map/pins';
import {
  buildSearchIndex,
  positionAt,
  readSearchIndex,
  summaryAt,
} from '@/lib/search/search-index';

function summary(n: number, location: string, latitude: number, longitude: number): ListingSummary {
  return {
    slug: `home-${n}`,
    title: `Home ${n}`,
    price: 1_000_000 * n,
    currency: 'KES',
    location,
    bedrooms: 2,
    bathrooms: 1,
    type: 'apartment',
    status: n % 2 ? 'for_sale' : 'for_rent',
    image: '/photos/a/1.jpg',
    hasVideo: false,
    has360: false,
    listedAt: '2026-10-01',
    verifiedAt: '2026-11-01',
    position: { latitude, longitude },
  };
}

const homes = [
  summary(1, 'Kilimani, Nairobi', -1.2935, 36.7862),
  summary(2, 'Karen, Nairobi', -1.3228, 36.7043),
  summary(3, 'Kilimani, Nairobi', -1.2901, 36.7905),
  summary(4, 'Nyali, Mombasa', -4.0261, 39.7189),
];
const index = readSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(homes))));

describe('positions in the search index', () => {
  it('come back exactly, stored as small offsets within a location', () => {
    homes.forEach((home, row) => {
      expect(positionAt(index, row)).toEqual(home.position);
      expect(summaryAt(index, row)).toEqual(home);
    });
    // The second Kilimani home is stored relative to the first.
    expect(index.lat[2]).toBe(34);
    expect(index.lng[2]).toBe(43);
    expect(index.origins).toHaveLength(2 * index.locations.length);
  });

  it('refuses an index whose positions are damaged', () => {
    const damaged = { ...buildSearchIndex(homes), lat: [0, 0, 'x', 0] };
    expect(() => readSearchIndex(damaged)).toThrow(/values/);
    const short = { ...buildSearchIndex(homes), origins: [1] };
    expect(() => readSearchIndex(short)).toThrow(/values/);
  });
});

describe('pins', () => {
  it('are one GeoJSON point per row, with its row as id and its status', () => {
    const pins = pinsCollection(index, [0, 1]);
    expect(pins.features).toEqual([
      {
        type: 'Feature',
        id: 0,
        geometry: { type: 'Point', coordinates: [36.7862, -1.2935] },
        properties: { row: 0, sale: 1 },
      },
      {
        type: 'Feature',
        id: 1,
        geometry: { type: 'Point', coordinates: [36.7043, -1.3228] },
        properties: { row: 1, sale: 0 },
      },
    ]);
  });

  it('have an extent, and none without rows', () => {
    expect(extentOf(index, [0, 1, 2])).toEqual({
      west: 36.7043,
      south: -1.3228,
      east: 36.7905,
      north: -1.2901,
    });
    expect(extentOf(index, [])).toBeUndefined();
  });

  it('in view are the rows inside the box, in the search order; stepped through west to east', () => {
    const nairobi = { west: 36.6, south: -1.4, east: 36.9, north: -1.2 };
    expect(pinsInView(index, [0, 1, 2, 3], nairobi)).toEqual([0, 1, 2]);
    expect(pinsInView(index, [3, 0, 1, 2], undefined)).toEqual([3, 0, 1, 2]);
    expect(westToEast(index, [0, 1, 2, 3])).toEqual([1, 0, 2, 3]);
  });
});
