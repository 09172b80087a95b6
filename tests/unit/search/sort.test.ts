import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSearchIndex, searchIndex, summaryAt } from '@/lib/search/search-index';
import {
  DEFAULT_SORT,
  parseSort,
  setSortParam,
  SORT_KEYS,
  sortOrder,
  sortRows,
  type Sortable,
} from '@/lib/search/sort';
import type { ListingSummary } from '@/lib/listings/schema';
import { isoDate } from '@/lib/listings/dates';

const item: fc.Arbitrary<Sortable> = fc.record({
  price: fc.integer({ min: 1, max: 500_000_000 }),
  size: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
  listedDaysAgo: fc.integer({ min: 0, max: 500 }),
});

const known = (s: Sortable) => s.size !== undefined && s.size > 0;

describe('parseSort', () => {
  it('reads every sort by its query value', () => {
    for (const key of SORT_KEYS) expect(parseSort(`sort=${key}`)).toBe(key);
  });

  it('falls back to Recommended for anything else', () => {
    for (const query of [
      '',
      'sort=',
      'sort=PRICE-ASC',
      'sort=price_asc',
      'sort=%3Cscript%3E',
      'sort=newest%00',
      `sort=${'x'.repeat(10_000)}`,
      'sort=%E0%A4%A',
      'sort=__proto__',
      'sort=constructor',
    ]) {
      expect(parseSort(query)).toBe(DEFAULT_SORT);
    }
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const sort = parseSort(new URLSearchParams({ sort: raw }));
        expect(sort === raw || sort === DEFAULT_SORT).toBe(true);
      }),
    );
  });

  it('counts a repeated sort by its first value, as the filters do', () => {
    expect(parseSort('sort=newest&sort=price-asc')).toBe('newest');
    expect(parseSort('sort=bogus&sort=price-asc')).toBe(DEFAULT_SORT);
  });

  it('writes no sort for Recommended, and the sort otherwise', () => {
    expect(setSortParam(new URLSearchParams('sort=newest&a=1'), 'recommended').toString()).toBe(
      'a=1',
    );
    expect(setSortParam(new URLSearchParams('a=1'), 'price-desc').toString()).toBe(
      'a=1&sort=price-desc',
    );
  });
});

describe('sortOrder', () => {
  it('returns a permutation of the input, in the order of its sort, ties in input order', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 60 }),
        fc.constantFrom(...SORT_KEYS),
        (items, sort) => {
          const order = sortOrder(items, sort);
          expect([...order].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
          for (let k = 1; k < order.length; k++) {
            const a = items[order[k - 1]!]!;
            const b = items[order[k]!]!;
            const tie = (x: number, y: number) => {
              expect(x).toBeLessThanOrEqual(y);
              if (x === y) expect(order[k - 1]!).toBeLessThan(order[k]!);
            };
            switch (sort) {
              case 'recommended':
                expect(order[k - 1]!).toBeLessThan(order[k]!);
                break;
              case 'newest':
                tie(a.listedDaysAgo, b.listedDaysAgo);
                break;
              case 'price-asc':
                tie(a.price, b.price);
                break;
              case 'price-desc':
                tie(-a.price, -b.price);
                break;
              case 'size-desc':
                // Homes of unknown size come last.
                if (!known(a)) expect(known(b)).toBe(false);
                else if (known(b)) tie(-a.size!, -b.size!);
                break;
              case 'price-per-sqm-asc':
                if (!known(a)) expect(known(b)).toBe(false);
                else if (known(b)) tie(a.price / a.size!, b.price / b.size!);
                break;
            }
          }
        },
      ),
    );
  });

  it('puts the cheapest per m² first, and homes without a size last', () => {
    const items: Sortable[] = [
      { price: 10_000_000, size: 100, listedDaysAgo: 3 }, // 100,000/m²
      { price: 9_000_000, listedDaysAgo: 1 }, // no size
      { price: 12_000_000, size: 200, listedDaysAgo: 2 }, // 60,000/m²
    ];
    expect(sortOrder(items, 'price-per-sqm-asc')).toEqual([2, 0, 1]);
    expect(sortOrder(items, 'size-desc')).toEqual([2, 0, 1]);
    expect(sortOrder(items, 'newest')).toEqual([1, 2, 0]);
    expect(sortOrder(items, 'price-asc')).toEqual([1, 0, 2]);
    expect(sortOrder(items, 'price-desc')).toEqual([2, 0, 1]);
  });
});

describe('sortRows on the search index', () => {
  function listings(n: number): ListingSummary[] {
    return Array.from({ length: n }, (_, i) => ({
      slug: `home-${i}`,
      title: `Home ${i}`,
      price: 1_000_000 + ((i * 7919) % 100_000) * 1000,
      currency: 'KES' as const,
      location: i % 2 ? 'Kilimani, Nairobi' : 'Karen, Nairobi',
      bedrooms: 1 + (i % 4),
      bathrooms: 1,
      ...(i % 10 === 0 ? {} : { size: 40 + ((i * 31) % 400) }),
      type: 'apartment' as const,
      status: i % 3 ? ('for_sale' as const) : ('for_rent' as const),
      image: '/photos/a/1.jpg',
      hasVideo: false,
      has360: false,
      listedAt: isoDate(20_000 + ((i * 13) % 300)),
      verifiedAt: isoDate(20_350),
      position: { latitude: -1.29, longitude: 36.78 },
    }));
  }

  it('sorts the rows a search found, reading the index columns', () => {
    const index = buildSearchIndex(listings(500));
    const rows = searchIndex(index, { status: 'for_sale' });
    const newest = sortRows(index, rows, 'newest').map((row) => summaryAt(index, row).listedAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(sortRows(index, rows, 'recommended')).toEqual(rows);
    expect(new Set(sortRows(index, rows, 'price-desc'))).toEqual(new Set(rows));
  });

  it('sorts 10,000 listings in well under 10 ms on average', () => {
    const index = buildSearchIndex(listings(10_000));
    const rows = searchIndex(index, {});
    sortRows(index, rows, 'price-per-sqm-asc'); // warm up
    const started = performance.now();
    const runs = 20;
    for (let i = 0; i < runs; i++) sortRows(index, rows, SORT_KEYS[1 + (i % 5)]!);
    // The budget is 10 ms in the browser; a loaded test machine gets twice that.
    expect((performance.now() - started) / runs).toBeLessThan(20);
  });
});
