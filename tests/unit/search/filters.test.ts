import { unitStage } from '@/lib/developments/states';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_KEYS,
  filtersToSearchParams,
  MAX_LOCATION_LENGTH,
  MAX_PARKING_FILTER,
  MAX_PRICE,
  MAX_QUERY_LENGTH,
  parseFilters,
  type SearchFilters,
} from '@/lib/search/filters';
import { getListings, toSummary } from '@/lib/listings/data';
import { filterListings, matchesFilters, type Filterable } from '@/lib/search/match';
import { distanceKm } from '@/lib/map/position';

// With each unit's stage, as the summaries and the index carry it (lib/listings/data.ts toSummary).
const all = getListings().map((l) => ({ ...l, offPlan: unitStage(l) }));
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
    expect(result.every((l) => (l.bedrooms ?? 0) >= 3)).toBe(true);
    expect(result.map((l) => l.slug)).toEqual(
      all.filter((l) => (l.bedrooms ?? 0) >= 3).map((l) => l.slug),
    );
  });

  it('4 means 4 or more, and larger values are clamped to 4+', () => {
    const fourPlus = all.filter((l) => (l.bedrooms ?? 0) >= 4).map((l) => l.slug);
    expect(fourPlus).toContain('family-home-karen'); // 5 bedrooms counts as 4+
    expect(slugs('bedrooms=4')).toEqual(fourPlus);
    expect(parseFilters('bedrooms=9').bedrooms).toBe(4);
    expect(parseFilters('bedrooms=4%2B').bedrooms).toBe(4);
  });

  it('location matches case-insensitively as a substring of the listing location', () => {
    // The luxury apartment, and the three unit types of Amani Heights (lib/developments/).
    const kilimani = [
      'amani-heights-1-bedroom-kilimani',
      'amani-heights-2-bedroom-kilimani',
      'amani-heights-3-bedroom-kilimani',
      'luxury-apartment-kilimani',
    ];
    expect(slugs('location=kilimani').sort()).toEqual(kilimani);
    expect(slugs('location=KILI').sort()).toEqual(kilimani);
    expect(slugs('location=upper%20hill')).toEqual(['townhouse-upper-hill']);
    expect(slugs('location=nairobi')).toEqual(
      all.filter((l) => l.location.endsWith(', Nairobi')).map((l) => l.slug),
    );
    expect(slugs('location=kitengela').sort()).toEqual([
      'baraka-gardens-eighth-acre-plot-kitengela',
      'eighth-acre-plot-kitengela',
      'main-road-shop-kitengela',
    ]);
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
    expect(slugs('minPrice=45001&maxPrice=85000')).toEqual([
      'two-bedroom-apartment-kileleshwa',
      'main-road-shop-kitengela',
    ]);
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
    ).toEqual(['luxury-apartment-kilimani', 'amani-heights-3-bedroom-kilimani']);
  });

  it('offPlan=only keeps the units of developments still being built, offPlan=hide leaves them out', () => {
    const building = [
      'amani-heights-1-bedroom-kilimani',
      'amani-heights-2-bedroom-kilimani',
      'amani-heights-3-bedroom-kilimani',
      'savanna-ridge-3-bedroom-townhouse-syokimau',
      'savanna-ridge-4-bedroom-townhouse-syokimau',
    ];
    expect(slugs('offPlan=only').sort()).toEqual(building);
    // A plot of a finished subdivision is no off-plan unit.
    expect(slugs('offPlan=hide')).toEqual(allSlugs.filter((s) => !building.includes(s)));
    expect(slugs('offPlan=hide')).toContain('baraka-gardens-eighth-acre-plot-kitengela');
    for (const ignored of [
      'offPlan=<script>',
      'offPlan=yes',
      'offPlan=',
      `offPlan=${'x'.repeat(5000)}`,
    ])
      expect(slugs(ignored), ignored).toEqual(allSlugs);
    expect(
      slugs('location=nairobi&bedrooms=3&type=apartment&status=for_sale&offPlan=hide'),
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
    const key = fc.constantFrom(...FILTER_KEYS);
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
    if (num('bedrooms') && (l.bedrooms ?? -1) < Math.min(num('bedrooms'), 4)) return false;
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

describe('keywords, a place and Key facts in the query string', () => {
  const sixListings = getListings();

  it('keeps q as typed, trimmed and cut, and writes it back first', () => {
    expect(parseFilters('q=%20borehole%20%20gated%20').q).toBe('borehole gated');
    expect(parseFilters('q=').q).toBeUndefined();
    expect(parseFilters(`q=${'a'.repeat(5000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(filtersToSearchParams(parseFilters('status=for_rent&q=pool')).toString()).toBe(
      'q=pool&status=for_rent',
    );
    // Regex and HTML characters are text like any other.
    expect(parseFilters('q=%3Cscript%3E(.*)%5B').q).toBe('<script>(.*)[');
  });

  it('reads near as an area path or a landmark slug, and within only beside it', () => {
    expect(parseFilters('near=nairobi/westlands').near).toBe('nairobi/westlands');
    expect(parseFilters('near=Strathmore-University').near).toBe('strathmore-university');
    expect(parseFilters('near=/kisumu/milimani/').near).toBe('kisumu/milimani');
    for (const bad of ['a/b/c', '../etc', 'x y', '%3Cb%3E', 'a//b', '-a', 'a'.repeat(81)])
      expect(parseFilters(`near=${encodeURIComponent(bad)}`).near, bad).toBeUndefined();
    expect(parseFilters('near=x&within=5')).toEqual({ near: 'x', within: 5 });
    // 2 is the default and is not written; unknown distances fall back to it.
    for (const within of ['2', '-5', '3', 'abc', '1e1', ''])
      expect(parseFilters(`near=x&within=${within}`).within, within).toBeUndefined();
    expect(parseFilters('within=5')).toEqual({});
  });

  it('reads the Key facts ticks only as 1, parking as a whole number, a service charge as a price', () => {
    expect(parseFilters('furnished=1&pets=1&power=1&borehole=1')).toEqual({
      furnished: true,
      pets: true,
      power: true,
      borehole: true,
    });
    for (const value of ['0', 'true', 'yes', '', '11'])
      expect(parseFilters(`pets=${value}`), value).toEqual({});
    expect(parseFilters('parking=2').parking).toBe(2);
    expect(parseFilters('parking=500').parking).toBe(MAX_PARKING_FILTER);
    for (const value of ['0', '-1', '1.5', 'x', ''])
      expect(parseFilters(`parking=${value}`).parking, value).toBeUndefined();
    expect(parseFilters('maxServiceCharge=12,000').maxServiceCharge).toBe(12_000);
    expect(parseFilters('maxServiceCharge=-5').maxServiceCharge).toBeUndefined();
    expect(filtersToSearchParams(parseFilters('pets=1&parking=2')).toString()).toBe(
      'pets=1&parking=2',
    );
  });

  it('a home that does not state a fact never passes a filter on it', () => {
    const home = (facts: Filterable['facts']): Filterable => ({
      location: 'Kilimani, Nairobi',
      price: 100_000,
      bedrooms: 2,
      type: 'apartment',
      status: 'for_rent',
      facts,
    });
    const none = home(undefined);
    const stated = home({
      furnished: true,
      petsAllowed: true,
      backupPower: 'solar',
      water: 'both',
      parkingBays: 2,
      serviceCharge: 8000,
    });
    const said = home({
      furnished: false,
      petsAllowed: false,
      backupPower: 'none',
      water: 'county',
      parkingBays: 0,
      serviceCharge: 0,
    });
    for (const q of [
      'furnished=1',
      'pets=1',
      'power=1',
      'borehole=1',
      'parking=1',
      'maxServiceCharge=5000',
    ]) {
      const filters = parseFilters(q);
      expect(matchesFilters(none, filters), `${q}, not stated`).toBe(false);
    }
    expect(matchesFilters(stated, parseFilters('furnished=1&pets=1&power=1&borehole=1'))).toBe(
      true,
    );
    expect(matchesFilters(stated, parseFilters('parking=2'))).toBe(true);
    expect(matchesFilters(stated, parseFilters('parking=3'))).toBe(false);
    expect(matchesFilters(stated, parseFilters('maxServiceCharge=8000'))).toBe(true);
    expect(matchesFilters(stated, parseFilters('maxServiceCharge=7999'))).toBe(false);
    // 'No' answers are stated, and fail the ticks; no service charge is within any maximum.
    for (const q of ['furnished=1', 'pets=1', 'power=1', 'borehole=1', 'parking=1'])
      expect(matchesFilters(said, parseFilters(q)), q).toBe(false);
    expect(matchesFilters(said, parseFilters('maxServiceCharge=1000'))).toBe(true);
    // Borehole water alone counts as well as with the county's.
    expect(matchesFilters(home({ water: 'borehole' }), parseFilters('borehole=1'))).toBe(true);
  });

  it('near keeps the homes within the distance, in a straight line, once the place is known', () => {
    // Kilimani's listing stands at about (-1.29, 36.785); the CBD at (-1.2864, 36.8172): some
    // 3.6 km apart (0.0318° of longitude × 111.3 km × cos 1.29° ≈ 3.54 km; latitude adds little).
    const cbd = { latitude: -1.2864, longitude: 36.8172 };
    // Distances are from the approximate position, the only one the search sees.
    const cards = sixListings.map((l) => toSummary(l, 'en'));
    const kilimani = cards.find((l) => l.slug === 'luxury-apartment-kilimani')!;
    const km = distanceKm(cbd, kilimani.position);
    expect(km).toBeGreaterThan(3);
    expect(km).toBeLessThan(4.5);
    const inside = (q: string) =>
      filterListings(cards, parseFilters(q), cbd).some((l) => l.slug === kilimani.slug);
    expect(inside('near=cbd')).toBe(false);
    expect(inside('near=cbd&within=5')).toBe(true);
    expect(inside('near=cbd&within=1')).toBe(false);
    // Without the place's position, near is not applied.
    expect(filterListings(cards, parseFilters('near=cbd'))).toHaveLength(cards.length);
  });

  it('hostile input of every kind at once stays calm and only ever narrows the results', () => {
    const hostile = new URLSearchParams({
      q: `${'<img src=x onerror=alert(1)>'.repeat(300)}(.*)+$^\\`,
      near: 'nowhere-at-all',
      within: '-5',
      parking: '-1',
      maxServiceCharge: 'NaN',
      furnished: '<b>',
      location: '%%%',
    });
    const filters = parseFilters(hostile);
    expect(filters.q!.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(filters.within).toBeUndefined();
    expect(filters.parking).toBeUndefined();
    expect(filters.furnished).toBeUndefined();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...FILTER_KEYS), fc.string({ maxLength: 200 }))),
        (pairs) => {
          const found = filterListings(sixListings, parseFilters(new URLSearchParams(pairs)));
          expect(found.every((l) => sixListings.includes(l))).toBe(true);
        },
      ),
    );
  });
});

describe('style', () => {
  it('finds the sample homes by the names people use, beside their type', () => {
    expect(slugs('type=apartment&style=penthouse')).toEqual(['penthouse-riverside']);
    expect(slugs('type=house&style=townhouse').sort()).toEqual([
      'savanna-ridge-3-bedroom-townhouse-syokimau',
      'savanna-ridge-4-bedroom-townhouse-syokimau',
      'townhouse-upper-hill',
    ]);
    expect(slugs('type=apartment&style=flat').sort()).toEqual([
      'amani-heights-1-bedroom-kilimani',
      'amani-heights-2-bedroom-kilimani',
      'amani-heights-3-bedroom-kilimani',
      'luxury-apartment-kilimani',
      'two-bedroom-apartment-kileleshwa',
    ]);
    expect(slugs('type=house&style=maisonette')).toEqual([]);
  });

  it('ignores a style without its type, or with another type, and hostile values, calmly', () => {
    for (const query of [
      'style=penthouse',
      'type=house&style=penthouse',
      'type=house&style=office',
      'type=house&style=%3Cscript%3E',
      `type=house&style=${'x'.repeat(10_000)}`,
      'type=castle&style=villa',
    ]) {
      expect(parseFilters(query).style, query).toBeUndefined();
    }
    expect(slugs('style=penthouse')).toEqual(allSlugs);
    expect(slugs('type=house&style=penthouse')).toEqual(slugs('type=house'));
  });

  it('writes the style back after the type, and reads it again', () => {
    const filters = parseFilters('style=villa&type=house');
    expect(filtersToSearchParams(filters).toString()).toBe('type=house&style=villa');
  });
});
