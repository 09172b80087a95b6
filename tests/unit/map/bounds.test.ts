import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBounds, inBounds, parseBounds } from '@/lib/map/bounds';
import { filtersToSearchParams, parseFilters } from '@/lib/search/filters';

describe('parseBounds', () => {
  it('reads west,south,east,north', () => {
    expect(parseBounds('36.75,-1.32,36.82,-1.27')).toEqual({
      west: 36.75,
      south: -1.32,
      east: 36.82,
      north: -1.27,
    });
  });

  it.each([
    ['empty', ''],
    ['three numbers', '36.75,-1.32,36.82'],
    ['five numbers', '36.75,-1.32,36.82,-1.27,1'],
    ['text', 'a,b,c,d'],
    ['south above north', '36.75,-1.27,36.82,-1.32'],
    ['west east of east', '36.82,-1.32,36.75,-1.27'],
    ['beyond the poles', '36,-91,37,-1'],
    ['beyond the antimeridian', '179,-1,181,0'],
    ['exponents', '3.6e1,-1.32,36.82,-1.27'],
    ['a point, not a box', '36.8,-1.3,36.8,-1.3'],
    ['hostile', '<script>alert(1)</script>'],
    ['huge', '1,'.repeat(5_000)],
  ])('ignores %s', (_, raw) => {
    expect(parseBounds(raw)).toBeUndefined();
  });

  it('never throws and round-trips what it accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const bounds = parseBounds(raw);
        if (bounds) expect(parseBounds(formatBounds(bounds))).toEqual(bounds);
      }),
    );
  });
});

describe('bounds in the search', () => {
  it('lives in the query string with the other filters', () => {
    const filters = parseFilters('location=Kilimani&bounds=36.75,-1.32,36.82,-1.27');
    expect(filters.bounds).toEqual({ west: 36.75, south: -1.32, east: 36.82, north: -1.27 });
    expect(filtersToSearchParams(filters).toString()).toBe(
      'location=Kilimani&bounds=36.75%2C-1.32%2C36.82%2C-1.27',
    );
    expect(parseFilters('bounds=nonsense')).toEqual({});
  });

  it('keeps the edges inside the box', () => {
    const box = { west: 36, south: -2, east: 37, north: -1 };
    expect(inBounds(box, { latitude: -1, longitude: 36 })).toBe(true);
    expect(inBounds(box, { latitude: -0.99, longitude: 36.5 })).toBe(false);
  });
});
