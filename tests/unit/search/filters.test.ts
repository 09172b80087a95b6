import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterListings,
  filtersToSearchParams,
  MAX_LOCATION_LENGTH,
  MAX_PRICE,
  parseFilters,
  type Filterable,
  type SearchFilters,
} from '@/lib/search/filters';
import { getListings } from '@/lib/listings/data';

const all = getListings();
const slugs = (query: string) => filterListings(all, parseFilters(query)).map((l) => l.slug);
const allSlugs = all.map((l) => l.slug);

describe('docs/spec.md §5.1: filter rules', () => {
  it('an empty value clears that filter', () => {
    expect(parseFilters('location=&minPrice=&maxPrice=&bedrooms=&type=&status=')).toEqual({});
    expect(slugs('minPrice=&maxPrice=')).toEqual(allSlugs);
  });

  it('a filter value of zero is ignored', () => {
    expect(parseFilters('minPrice=0&maxPrice=0&bedrooms=0')).toEqual({});
    expect(slugs('maxPrice=0')).toEqual(allSlugs);
  });

  it('bedrooms means at least that many', () => {
    const result = filterListings(all, parseFilters('bedrooms=3'));
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((l) => l.bedrooms >= 3)).toBe(true);
    expect(result.map((l) => l.slug)).toEqual(
      all.filter((l) => l.bedrooms >= 3).map((l) => l.slug),
    );
  });

  it('4 means 4 or more, and larger values are clamped to 4+', () => {
    const fourPlus = all.filter((l) => l.bedrooms >= 4).map((l) => l.slug);
    expect(fourPlus).toContain('family-home-karen'); // 5 bedrooms counts as 4+
    expect(slugs('bedrooms=4')).toEqual(fourPlus);
    expect(parseFilters('bedrooms=9').bedrooms).toBe(4);
    expect(parseFilters('bedrooms=4%2B').bedrooms).toBe(4);
  });

  it('location matches case-insensitively as a substring of the listing location', () => {
    expect(slugs('location=kilimani')).toEqual(['luxury-apartment-kilimani']);
    expect(slugs('location=KILI')).toEqual(['luxury-apartment-kilimani']);
    expect(slugs('location=upper%20hill')).toEqual(['townhouse-upper-hill']);
    expect(slugs('location=nairobi')).toEqual(allSlugs);
    expect(slugs('location=Mombasa')).toEqual([]);
  });

  it('underOffer=hide leaves out homes under offer; any other value is ignored', () => {
    expect(all.find((l) => l.slug === 'townhouse-upper-hill')?.market).toBe('under_offer');
    expect(slugs('underOffer=hide')).toEqual(allSlugs.filter((s) => s !== 'townhouse-upper-hill'));
    expect(slugs('location=upper%20hill&underOffer=hide')).toEqual([]);
    for (const value of ['show', 'HIDE', ' hide', '1', 'true', '', '%3Cscript%3E'])
      expect(slugs(`underOffer=${value}`), value).toEqual(allSlugs);
    expect(parseFilters('underOffer=nope')).toEqual({});
    // A repeated parameter counts by its first value.
    expect(parseFilters('underOffer=hide&underOffer=show')).toEqual({ underOffer: 'hide' });
  });

  it('min and max price are inclusive bounds', () => {
    expect(slugs('minPrice=25000000')).toEqual(['family-home-karen']);
    expect(slugs('maxPrice=45000')).toEqual(['studio-apartment-westlands']);
    expect(slugs('minPrice=45000&maxPrice=45000')).toEqual(['studio-apartment-westlands']);
    expect(slugs('minPrice=45001&maxPrice=85000')).toEqual(['two-bedroom-apartment-kileleshwa']);
  });

  it('type must match exactly', () => {
    expect(slugs('type=house')).toEqual(all.filter((l) => l.type === 'house').map((l) => l.slug));
    expect(parseFilters('type=House')).toEqual({});
    expect(parseFilters('type=hous')).toEqual({});
  });

  it('status must match exactly', () => {
    expect(slugs('status=for_rent')).toEqual(
      all.filter((l) => l.status === 'for_rent').map((l) => l.slug),
    );
    expect(parseFilters('status=for-sale')).toEqual({});
    expect(parseFilters('status=sold')).toEqual({});
  });

  it('combines every filter', () => {
    expect(
      slugs(
        'location=nairobi&minPrice=100000&maxPrice=20000000&bedrooms=3&type=apartment&status=for_sale',
      ),
    ).toEqual(['luxury-apartment-kilimani']);
  });
});

describe('hostile input is ignored or clamped, never thrown', () => {
  it.each([
    ['text in a price', 'minPrice=cheap&maxPrice=abc', {}],
    ['negative numbers', 'minPrice=-100&bedrooms=-2', {}],
    ['NaN and Infinity', 'minPrice=NaN&maxPrice=Infinity&bedrooms=NaN', {}],
    ['exponents and hex', 'minPrice=1e5&maxPrice=0x10', {}],
    ['fractional bedrooms', 'bedrooms=2.5', {}],
    ['unknown status and type', 'status=sold&type=castle', {}],
    ['broken percent-encoding', 'location=%E0%A4%A&minPrice=%ZZ', { location: '\uFFFD%A' }],
  ] as const)('%s', (_, query, expected) => {
    expect(parseFilters(query)).toEqual(expected);
  });

  it('clamps huge prices', () => {
    expect(parseFilters('maxPrice=99999999999999999999999999').maxPrice).toBe(MAX_PRICE);
  });

  it('accepts thousands separators and surrounding spaces in prices', () => {
    expect(parseFilters('minPrice=%2045%2C000%20').minPrice).toBe(45000);
  });

  it('cuts a 10,000-character location', () => {
    const location = parseFilters(`location=${'a'.repeat(10_000)}`).location;
    expect(location).toHaveLength(MAX_LOCATION_LENGTH);
  });

  it('uses the first of repeated parameters', () => {
    expect(parseFilters('bedrooms=2&bedrooms=4&status=for_rent&status=for_sale')).toEqual({
      bedrooms: 2,
      status: 'for_rent',
    });
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (query) => {
        const filters = parseFilters(query);
        expect(typeof filters).toBe('object');
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary values of each parameter', () => {
    const key = fc.constantFrom('location', 'minPrice', 'maxPrice', 'bedrooms', 'type', 'status');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.string({ unit: 'binary', maxLength: 300 }))),
        (pairs) => {
          parseFilters(new URLSearchParams(pairs));
        },
      ),
    );
  });
});

describe('filtering equals a plain reference predicate', () => {
  // Written independently of lib/search/filters.ts, straight from docs/spec.md §5.1.
  function reference(l: Filterable, q: URLSearchParams): boolean {
    const num = (k: string) => {
      const v = q.get(k);
      if (v === null || !/^\d+$/.test(v)) return 0;
      return Number(v);
    };
    const loc = (q.get('location') ?? '').trim();
    if (loc && !l.location.toLowerCase().includes(loc.toLowerCase())) return false;
    if (num('minPrice') && l.price < num('minPrice')) return false;
    if (num('maxPrice') && l.price > num('maxPrice')) return false;
    if (num('bedrooms') && l.bedrooms < Math.min(num('bedrooms'), 4)) return false;
    const type = q.get('type');
    if ((type === 'apartment' || type === 'house') && l.type !== type) return false;
    const status = q.get('status');
    if ((status === 'for_sale' || status === 'for_rent') && l.status !== status) return false;
    return true;
  }

  const listing = fc.record({
    location: fc.constantFrom(
      'Kilimani, Nairobi',
      'Karen, Nairobi',
      'Nyali, Mombasa',
      'Milimani, Kisumu',
    ),
    price: fc.integer({ min: 1, max: 50_000_000 }),
    bedrooms: fc.integer({ min: 0, max: 8 }),
    type: fc.constantFrom('apartment' as const, 'house' as const),
    status: fc.constantFrom('for_sale' as const, 'for_rent' as const),
  });
  const query = fc.record(
    {
      location: fc.constantFrom('', 'kili', 'NAIROBI', 'mombasa', 'x', ' Karen '),
      minPrice: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 50_000_000 }).map(String)),
      maxPrice: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 50_000_000 }).map(String)),
      bedrooms: fc.constantFrom('', '0', '1', '2', '3', '4', '6'),
      type: fc.constantFrom('', 'apartment', 'house', 'villa'),
      status: fc.constantFrom('', 'for_sale', 'for_rent', 'sold'),
    },
    { requiredKeys: [] },
  );

  it('on random listings and queries', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 30 }), query, (listings, q) => {
        const params = new URLSearchParams(Object.entries(q));
        const expected = listings.filter((l) => reference(l, params));
        expect(filterListings(listings, parseFilters(params))).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('filtersToSearchParams', () => {
  it('writes filters in a stable order and leaves out empty ones', () => {
    const filters: SearchFilters = { status: 'for_rent', location: 'Karen', bedrooms: 2 };
    expect(filtersToSearchParams(filters).toString()).toBe(
      'location=Karen&bedrooms=2&status=for_rent',
    );
    expect(filtersToSearchParams({}).toString()).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters: SearchFilters = {
      location: 'Upper Hill',
      minPrice: 45000,
      maxPrice: 25000000,
      bedrooms: 4,
      type: 'house',
      status: 'for_sale',
      underOffer: 'hide',
    };
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchParams({ underOffer: 'hide', location: 'Karen' }).toString()).toBe(
      'location=Karen&underOffer=hide',
    );
  });
});
