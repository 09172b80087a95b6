import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@/lib/listings/schema';
import {
  foundCount,
  homeRowOf,
  searchMove,
  startNotice,
  startView,
  stepFrom,
  type MapState,
} from '@/lib/map/explorer';
import { PIN_ZOOM } from '@/lib/map/pins';
import { buildSearchIndex, readSearchIndex } from '@/lib/search/search-index';

function summary(slug: string, title: string, latitude: number, longitude: number): ListingSummary {
  return {
    slug,
    title,
    price: 1_000_000,
    currency: 'KES',
    location: 'Kilimani, Nairobi',
    bedrooms: 2,
    bathrooms: 1,
    type: 'apartment',
    status: 'for_sale',
    image: '/photos/a/1.jpg',
    hasVideo: false,
    has360: false,
    listedAt: '2026-10-01',
    verifiedAt: '2026-11-01',
    position: { latitude, longitude },
  };
}

// Slugs stored whole, as the title's own slug, and as the title's slug with a suffix.
const index = readSearchIndex(
  JSON.parse(
    JSON.stringify(
      buildSearchIndex([
        summary('riverside-flat', 'Garden Flat', -1.29, 36.78),
        summary('garden-villa', 'Garden Villa', -1.3, 36.7),
        summary('garden-villa-2', 'Garden Villa', -1.28, 36.8),
      ]),
    ),
  ),
);
const kenya = { west: 33.9, south: -4.7, east: 41.9, north: 5.0 };

describe('homeRowOf', () => {
  it('finds the row of a slug however the index packs it', () => {
    expect(homeRowOf(index, 'riverside-flat')).toBe(0);
    expect(homeRowOf(index, 'garden-villa')).toBe(1);
    expect(homeRowOf(index, 'garden-villa-2')).toBe(2);
  });

  it('gives nothing for no slug, an empty one or one the index does not have', () => {
    expect(homeRowOf(index, null)).toBeUndefined();
    expect(homeRowOf(index, '')).toBeUndefined();
    expect(homeRowOf(index, 'garden')).toBeUndefined();
    expect(homeRowOf(index, '<script>')).toBeUndefined();
  });
});

describe('startView', () => {
  it("centres on a home's link at the zoom its pin stands alone", () => {
    expect(startView(index, [0, 1], 2, kenya, kenya)).toEqual({
      centre: { latitude: -1.28, longitude: 36.8 },
      zoom: PIN_ZOOM,
    });
  });

  it('else fits the box searched, else every result, else Kenya', () => {
    const box = { west: 36, south: -2, east: 37, north: -1 };
    expect(startView(index, [0, 1], undefined, box, kenya)).toEqual({ bounds: box });
    expect(startView(index, [0, 1], undefined, undefined, kenya)).toEqual({
      bounds: { west: 36.7, south: -1.3, east: 36.78, north: -1.29 },
    });
    expect(startView(index, [], undefined, undefined, kenya)).toEqual({ bounds: kenya });
  });
});

describe('searchMove', () => {
  const box = { west: 36, south: -2, east: 37, north: -1 };

  it("goes back to a home's link, even after 'Search this area'", () => {
    for (const fromView of [false, true])
      expect(searchMove(index, [0], 1, box, fromView)).toEqual({
        centre: { latitude: -1.3, longitude: 36.7 },
      });
  });

  it("stays where the visitor put the map for 'Search this area'", () => {
    expect(searchMove(index, [0, 1], undefined, box, true)).toBeUndefined();
  });

  it('fits the box searched, else every result; no results, no move', () => {
    expect(searchMove(index, [0, 1], undefined, box, false)).toEqual({ fit: box });
    expect(searchMove(index, [1, 2], undefined, undefined, false)).toEqual({
      fit: { west: 36.7, south: -1.3, east: 36.8, north: -1.28 },
    });
    expect(searchMove(index, [], undefined, undefined, false)).toBeUndefined();
  });
});

describe('stepFrom', () => {
  it('starts at the first pin going forward and at the last going back', () => {
    expect(stepFrom(-1, 1, 5)).toBe(0);
    expect(stepFrom(-1, -1, 5)).toBe(4);
  });

  it('steps one pin either way and wraps round at both ends', () => {
    expect(stepFrom(2, 1, 5)).toBe(3);
    expect(stepFrom(2, -1, 5)).toBe(1);
    expect(stepFrom(4, 1, 5)).toBe(0);
    expect(stepFrom(0, -1, 5)).toBe(4);
    expect(stepFrom(0, 1, 1)).toBe(0);
    expect(stepFrom(0, -1, 1)).toBe(0);
  });
});

describe('startNotice', () => {
  it('says nothing while waiting and once the map is drawn', () => {
    expect(startNotice('waiting')).toBeUndefined();
    expect(startNotice('ready')).toBeUndefined();
  });

  it('names the text for the start and for a map that cannot be shown', () => {
    const said = (state: MapState) => startNotice(state);
    expect(said('loading')).toBe('loading');
    expect(said('no-webgl')).toBe('noWebgl');
    expect(said('failed')).toBe('failed');
  });
});

describe('foundCount', () => {
  it("counts the search's results once they are known", () => {
    expect(foundCount([3, 1], 'location=Kilimani', 40)).toBe(2);
    expect(foundCount([], '', 40)).toBe(0);
  });

  it('before that, knows the whole site for the unfiltered search only', () => {
    expect(foundCount(undefined, '', 40)).toBe(40);
    expect(foundCount(undefined, 'location=Kilimani', 40)).toBeUndefined();
  });
});
