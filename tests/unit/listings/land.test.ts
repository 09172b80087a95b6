import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import {
  acresFromFeet,
  customaryAcres,
  formatAcres,
  hectares,
  parsePlotFeet,
  pricePerAcre,
  squareMetres,
} from '@/lib/listings/land';
import { cardFigures, priceText, unitPriceText } from '@/lib/listings/figures';
import { parseFilters } from '@/lib/search/filters';
import { formatKes } from '@/lib/site/format';
import { filterListings } from '@/lib/search/match';

describe('plot sizes', () => {
  it('reads 50x100 ft as 0.115 acres, and 100x100 as 0.230', () => {
    expect(acresFromFeet(50, 100)).toBeCloseTo(0.1148, 4);
    expect(acresFromFeet(100, 100)).toBeCloseTo(0.2296, 4);
    expect(parsePlotFeet('50x100')).toEqual({ width: 50, depth: 100 });
    expect(parsePlotFeet(' 50 X 100 ft ')).toEqual({ width: 50, depth: 100 });
    expect(parsePlotFeet('50 × 100')).toEqual({ width: 50, depth: 100 });
    for (const bad of ['50x', 'x100', '50-100', '0x100', '-50x100', '50x100x20', '', 'fifty'])
      expect(parsePlotFeet(bad), bad).toBeUndefined();
  });

  it('counts a plot by its customary size, within 10%: the rule the acre filters use', () => {
    expect(customaryAcres(acresFromFeet(50, 100))).toBe(0.125);
    expect(customaryAcres(acresFromFeet(100, 100))).toBe(0.25);
    expect(customaryAcres(0.5)).toBe(0.5);
    expect(customaryAcres(4.8)).toBe(5);
    // 40 × 80 ft (0.073 acres) is no customary size: it stays as surveyed.
    expect(customaryAcres(acresFromFeet(40, 80))).toBeCloseTo(0.0735, 4);
    expect(customaryAcres(0.18)).toBe(0.18);
  });

  it('writes sizes as Kenyans say them, in both languages', () => {
    const t = en.listing;
    expect(formatAcres(acresFromFeet(50, 100), t)).toBe('⅛ acre');
    expect(formatAcres(0.25, t)).toBe('¼ acre');
    expect(formatAcres(1, t)).toBe('1 acre');
    expect(formatAcres(2.5, t)).toBe('2.5 acres');
    expect(formatAcres(5, t)).toBe('5 acres');
    expect(formatAcres(0.3, t)).toBe('0.3 acres');
    expect(formatAcres(0.125, sw.listing)).toBe('ekari ⅛');
  });

  it('converts acres to hectares and m², and prices them per acre', () => {
    expect(hectares(1)).toBeCloseTo(0.4047, 4);
    expect(squareMetres(1)).toBeCloseTo(4046.86, 2);
    expect(hectares(5)).toBeCloseTo(2.0234, 4);
    expect(pricePerAcre(1_450_000, 0.125)).toBe(11_600_000);
    expect(pricePerAcre(7_500_000, 5)).toBe(1_500_000);
  });
});

describe('figures by kind', () => {
  const t = en.listing;
  it('gives a plot its acres and price per acre, and land to lease a price per year', () => {
    const plot = {
      type: 'land' as const,
      status: 'for_sale' as const,
      price: 1_450_000,
      acres: 0.125,
    };
    expect(cardFigures(plot, t)).toEqual([{ icon: 'plot', text: '⅛ acre' }]);
    expect(unitPriceText(plot, t)).toBe(`${formatKes(11_600_000)}/acre`);
    expect(priceText({ ...plot, status: 'for_rent', price: 240_000 }, t)).toBe(
      `${formatKes(240_000)}/year`,
    );
  });

  it('gives commercial space its floor area and rent per m² a month, and no rooms', () => {
    const office = {
      type: 'commercial' as const,
      status: 'for_rent' as const,
      price: 375_000,
      size: 250,
    };
    expect(cardFigures(office, t)).toEqual([{ icon: 'size', text: '250 m²' }]);
    expect(unitPriceText(office, t)).toBe(`${formatKes(1_500)}/m² a month`);
    expect(priceText(office, t)).toBe(`${formatKes(375_000)}/month`);
  });

  it("keeps a home's beds, baths and m², as SPEC's card has them", () => {
    const home = {
      type: 'apartment' as const,
      status: 'for_sale' as const,
      price: 10_000_000,
      bedrooms: 2,
      bathrooms: 1,
      size: 100,
    };
    expect(cardFigures(home, t).map((f) => f.text)).toEqual(['2 beds', '1 bath', '100 sqm']);
    expect(unitPriceText(home, t)).toBe(`${formatKes(100_000)}/m²`);
    // A rent per m², as homes' cards have always shown it.
    expect(unitPriceText({ ...home, status: 'for_rent', price: 50_000 }, t)).toBe(
      `${formatKes(500)}/m²`,
    );
  });
});

describe('kind filters on random data', () => {
  const listing = fc.record({
    slug: fc.string({ maxLength: 6 }),
    location: fc.constant('Kitengela, Kajiado'),
    price: fc.integer({ min: 1, max: 50_000_000 }),
    type: fc.constantFrom(
      'apartment' as const,
      'house' as const,
      'land' as const,
      'commercial' as const,
    ),
    status: fc.constantFrom('for_sale' as const, 'for_rent' as const),
    bedrooms: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    size: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    acres: fc.option(fc.double({ min: 0.01, max: 100, noNaN: true }), { nil: undefined }),
  });
  const value = fc.oneof(
    fc.constantFrom(
      '',
      '0',
      '-1',
      'abc',
      '0.125',
      '0.25',
      '1',
      '50',
      '1e3',
      '%3Cb%3E',
      'NaN',
      '999999999999',
    ),
    fc.string({ maxLength: 12 }),
  );

  it('never throws on any query, and always returns a subset', () => {
    fc.assert(
      fc.property(
        fc.array(listing, { maxLength: 30 }),
        value,
        value,
        value,
        value,
        value,
        (all, a, b, c, d, e) => {
          const query = new URLSearchParams({
            minAcres: a,
            maxAcres: b,
            minSize: c,
            maxSize: d,
            style: e,
            type: 'land',
          });
          const found = filterListings(all, parseFilters(query));
          expect(found.every((l) => all.includes(l))).toBe(true);
          for (const key of ['minAcres', 'maxAcres', 'minSize', 'maxSize'] as const) {
            const v = parseFilters(query)[key];
            if (v !== undefined) expect(v).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
