import { describe, expect, it } from 'vitest';
import { placeOf } from '@/lib/areas/places';
import { searchLocation } from '@/lib/areas/search-location';
import { filterListings } from '@/lib/search/match';
import { LOCATIONS } from '@/lib/listings/location';

describe('places', () => {
  it('splits a location into area and town, with their slugs', () => {
    expect(placeOf('Upper Hill, Nairobi')).toEqual({
      area: 'Upper Hill',
      town: 'Nairobi',
      areaSlug: 'upper-hill',
      townSlug: 'nairobi',
      location: 'Upper Hill, Nairobi',
    });
    expect(placeOf('Section 58, Nakuru').areaSlug).toBe('section-58');
  });

  it('gives area slugs that are unique within each town', () => {
    const seen = new Set<string>();
    for (const location of LOCATIONS) {
      const { townSlug, areaSlug } = placeOf(location);
      expect(seen.has(`${townSlug}/${areaSlug}`)).toBe(false);
      seen.add(`${townSlug}/${areaSlug}`);
    }
  });

  it("searches by the area's name when that finds its homes alone, else by the whole location", () => {
    expect(searchLocation('Kilimani, Nairobi')).toBe('Kilimani');
    expect(searchLocation('Milimani, Kisumu')).toBe('Milimani, Kisumu');
  });

  it("finds exactly each location's homes through the search filter", () => {
    const homes = [...LOCATIONS].map((location) => ({
      location,
      price: 1,
      bedrooms: 1,
      type: 'house' as const,
      status: 'for_sale' as const,
    }));
    for (const location of LOCATIONS) {
      const found = filterListings(homes, { location: searchLocation(location) });
      expect(found.map((h) => h.location)).toEqual([location]);
    }
  });
});

describe('placeOf, on locations outside the vocabulary', () => {
  it('splits at the last comma, and takes a bare name as both area and town', () => {
    expect(placeOf('Block A, Section 58, Nakuru')).toMatchObject({
      area: 'Block A, Section 58',
      town: 'Nakuru',
    });
    expect(placeOf('Nairobi')).toMatchObject({ area: 'Nairobi', town: 'Nairobi' });
  });
});
