import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { home } from './homes';
import {
  MIN_COMPARABLES,
  areaFacts,
  marketContext,
  median,
  pricePerSqm,
  type Priced,
} from '@/lib/areas/stats';
import { LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';

const homes = (n: number, fields: Partial<Priced> = {}) =>
  Array.from({ length: n }, () => home(fields));

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it('is undefined for no values', () => {
    expect(median([])).toBeUndefined();
  });

  it('sorts numerically, not as text, and leaves the input as it was', () => {
    const values = [100, 9, 25, 1000, 3];
    expect(median(values)).toBe(25);
    expect(values).toEqual([100, 9, 25, 1000, 3]);
  });
});

describe('pricePerSqm', () => {
  it('gives whole KES per m²', () => {
    expect(pricePerSqm({ price: 10_000_000, size: 120 })).toBe(83_333);
    expect(pricePerSqm({ price: 1000, size: 3 })).toBe(333);
  });

  it('is undefined without a size or for a size of 0', () => {
    expect(pricePerSqm({ price: 10_000_000 })).toBeUndefined();
    expect(pricePerSqm({ price: 10_000_000, size: 0 })).toBeUndefined();
  });
});

describe('areaFacts', () => {
  const listings = [
    home({ price: 12_000_000, size: 100, bedrooms: 3 }),
    home({ price: 8_000_000, size: 80, bedrooms: 1 }),
    home({ price: 9_000_000, size: undefined, bedrooms: 1 }),
    home({ price: 30_000_000, size: 300, bedrooms: 2, type: 'house' }),
    home({ price: 90_000, size: 90, status: 'for_rent' }),
  ];
  const facts = areaFacts(listings);

  it('counts every status and type, zeros included, adding up to the total', () => {
    expect(facts.total).toBe(5);
    expect(facts.counts).toEqual({
      for_sale: { apartment: 3, house: 1, land: 0, commercial: 0 },
      for_rent: { apartment: 1, house: 0, land: 0, commercial: 0 },
    });
  });

  it('gives price ranges and bedroom groups per status, fewest bedrooms first', () => {
    const sale = facts.byStatus.for_sale;
    expect(sale).toMatchObject({ count: 4, minPrice: 8_000_000, maxPrice: 30_000_000 });
    expect(sale?.byBedrooms).toEqual([
      { bedrooms: 1, count: 2, medianPrice: 8_500_000 },
      { bedrooms: 2, count: 1, medianPrice: 30_000_000 },
      { bedrooms: 3, count: 1, medianPrice: 12_000_000 },
    ]);
  });

  it('takes the median per m² over the listings with a size only', () => {
    // 120,000, 100,000 and 100,000 KES/m²; the listing without a size is left out.
    expect(facts.byStatus.for_sale).toMatchObject({ medianPerSqm: 100_000, perSqmCount: 3 });
    const none = areaFacts([home({ size: undefined }), home({ size: 0 })]);
    expect(none.byStatus.for_sale).toMatchObject({ medianPerSqm: undefined, perSqmCount: 0 });
  });

  it("gives land's median price per acre and commercial space's median rent per m², from 3 of each", () => {
    const plot = (price: number, acres: number): Priced => ({
      ...home({ price, size: undefined }),
      bedrooms: undefined,
      type: 'land',
      land: { acres },
    });
    const office = (price: number, size: number): Priced => ({
      ...home({ price, size, status: 'for_rent' }),
      bedrooms: undefined,
      type: 'commercial',
    });
    // 8, 10 and 12 million KES an acre; 1,000, 1,200 and 1,500 KES per m² a month.
    const plots = [plot(1_000_000, 0.125), plot(2_500_000, 0.25), plot(6_000_000, 0.5)];
    const offices = [office(100_000, 100), office(240_000, 200), office(450_000, 300)];
    const facts = areaFacts([home(), ...plots, ...offices]);
    expect(facts.landPerAcre).toEqual({ count: 3, median: 10_000_000 });
    expect(facts.commercialRentPerSqm).toEqual({ count: 3, median: 1_200 });
    // Homes' figures stay homes' own: one home for sale, none to rent.
    expect(facts.byStatus.for_sale?.count).toBe(1);
    expect(facts.byStatus.for_rent).toBeUndefined();
    expect(facts.counts.for_sale.land).toBe(3);
    // Two of a kind are too few for a median.
    const few = areaFacts([...plots.slice(0, 2), ...offices.slice(0, 2)]);
    expect(few.landPerAcre).toBeUndefined();
    expect(few.commercialRentPerSqm).toBeUndefined();
  });

  it('leaves out statuses without listings', () => {
    const onlySale = areaFacts([home()]);
    expect(onlySale.byStatus.for_rent).toBeUndefined();
    expect('for_rent' in onlySale.byStatus).toBe(false);
    const empty = areaFacts([]);
    expect(empty).toEqual({
      total: 0,
      counts: {
        for_sale: { apartment: 0, house: 0, land: 0, commercial: 0 },
        for_rent: { apartment: 0, house: 0, land: 0, commercial: 0 },
      },
      byStatus: {},
    });
  });

  const listing: fc.Arbitrary<Priced> = fc.record(
    {
      slug: fc.string({ maxLength: 8 }),
      price: fc.integer({ min: 1, max: 200_000_000 }),
      size: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
      bedrooms: fc.integer({ min: 0, max: 6 }),
      type: fc.constantFrom(...PROPERTY_TYPES),
      status: fc.constantFrom(...LISTING_STATUSES),
      location: fc.constantFrom('Kilimani, Nairobi', 'Karen, Nairobi', 'Nyali, Mombasa'),
    },
    { requiredKeys: ['slug', 'price', 'bedrooms', 'type', 'status', 'location'] },
  );

  it('counts as a plain filter does, and medians lie between minimum and maximum', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 40 }), (listings) => {
        const facts = areaFacts(listings);
        expect(facts.total).toBe(listings.length);
        let sum = 0;
        for (const status of LISTING_STATUSES) {
          const ofStatus = listings.filter((l) => l.status === status);
          for (const type of PROPERTY_TYPES) {
            const count = ofStatus.filter((l) => l.type === type).length;
            expect(facts.counts[status][type]).toBe(count);
            sum += count;
          }
          // Price figures are homes' (land and commercial space have medians of their own).
          const homes = ofStatus.filter((l) => l.type === 'apartment' || l.type === 'house');
          const s = facts.byStatus[status];
          if (homes.length === 0) {
            expect(s).toBeUndefined();
            continue;
          }
          expect(s?.count).toBe(homes.length);
          const sized = homes.filter((l) => l.size !== undefined && l.size > 0);
          expect(s?.perSqmCount).toBe(sized.length);
          const bedrooms = s?.byBedrooms ?? [];
          expect(bedrooms.reduce((n, b) => n + b.count, 0)).toBe(homes.length);
          for (const [i, b] of bedrooms.entries()) {
            if (i > 0) expect(b.bedrooms).toBeGreaterThan(bedrooms[i - 1]?.bedrooms ?? -1);
            const prices = homes.filter((l) => l.bedrooms === b.bedrooms).map((l) => l.price);
            expect(b.count).toBe(prices.length);
            expect(b.medianPrice).toBeGreaterThanOrEqual(Math.min(...prices));
            expect(b.medianPrice).toBeLessThanOrEqual(Math.max(...prices));
          }
          if (s?.medianPerSqm !== undefined) {
            const perSqm = sized.map((l) => pricePerSqm(l) ?? NaN);
            expect(s.medianPerSqm).toBeGreaterThanOrEqual(Math.min(...perSqm));
            expect(s.medianPerSqm).toBeLessThanOrEqual(Math.max(...perSqm));
          }
        }
        expect(sum).toBe(facts.total);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a median between the smallest and the largest value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1 }),
        (v) => {
          const m = median(v) as number;
          expect(m).toBeGreaterThanOrEqual(Math.min(...v));
          expect(m).toBeLessThanOrEqual(Math.max(...v));
        },
      ),
    );
  });
});

describe('marketContext', () => {
  // 100,000 KES/m².
  const listing = home({ slug: 'the-listing' });

  it('compares with the area when it has enough comparables', () => {
    const all = [listing, ...homes(MIN_COMPARABLES, { price: 8_000_000 })];
    expect(marketContext(listing, all)).toEqual({
      scope: 'area',
      place: 'Kilimani',
      count: 5,
      median: 80_000,
      percent: 25,
    });
  });

  it('falls back to the town when the area has one too few', () => {
    const all = [
      listing,
      ...homes(MIN_COMPARABLES - 1, { price: 8_000_000 }),
      ...homes(2, { price: 12_500_000, location: 'Kileleshwa, Nairobi' }),
    ];
    expect(marketContext(listing, all)).toEqual({
      scope: 'town',
      place: 'Nairobi',
      count: 6,
      median: 80_000,
      percent: 25,
    });
  });

  it('is undefined when the town has too few as well', () => {
    const all = [
      listing,
      ...homes(3),
      home({ location: 'Karen, Nairobi' }),
      // Another town, and an area of the same name in another town, do not count.
      ...homes(5, { location: 'Nyali, Mombasa' }),
      ...homes(5, { location: 'Kilimani, Eldoret' }),
    ];
    expect(marketContext(listing, all)).toBeUndefined();
  });

  it('never counts the listing itself', () => {
    const copy = { ...listing };
    expect(marketContext(listing, [listing, copy, ...homes(4)])?.scope).toBeUndefined();
    expect(marketContext(listing, [listing, ...homes(4), ...homes(1)])?.scope).toBe('area');
  });

  it('counts only the same status, type and bedrooms, with a size', () => {
    const others = [
      home({ bedrooms: 3 }),
      home({ type: 'house' }),
      home({ status: 'for_rent', price: 100_000 }),
      home({ size: undefined }),
      home({ size: 0 }),
    ];
    const all = [listing, ...homes(4), ...others];
    expect(marketContext(listing, all)).toBeUndefined();
    expect(marketContext(listing, [...all, home()])).toMatchObject({ scope: 'area', count: 5 });
  });

  it('says below the median with a negative percent', () => {
    const all = homes(5, { price: 12_500_000 });
    expect(marketContext(listing, all)).toMatchObject({ median: 125_000, percent: -20 });
    expect(marketContext(listing, homes(5))).toMatchObject({ percent: 0 });
    expect(Object.is(marketContext(listing, homes(5))?.percent, -0)).toBe(false);
  });

  it('is undefined for a listing without a size', () => {
    expect(marketContext(home({ size: undefined }), homes(10))).toBeUndefined();
  });

  it('takes another minimum', () => {
    expect(marketContext(listing, homes(2), 2)).toMatchObject({ scope: 'area', count: 2 });
    expect(marketContext(listing, homes(2), 3)).toBeUndefined();
  });
});
