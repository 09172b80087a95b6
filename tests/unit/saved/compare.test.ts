import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getListings, toSummary } from '@/lib/listings/data';
import { bestOf, compareHomes, compareSlugs, perSqm, pricesComparable } from '@/lib/saved/compare';
import { MAX_COMPARE } from '@/lib/saved/limits';
import { buildIndexExtras, extrasAt, rowsBySlug } from '@/lib/search/index-extras';
import { buildSearchIndex, summaryAt } from '@/lib/search/search-index';

describe('bestOf', () => {
  it('marks the lowest or the highest value', () => {
    expect(bestOf([300, 100, 200], 'lower')).toEqual([1]);
    expect(bestOf([300, 100, 200], 'higher')).toEqual([0]);
    expect(bestOf([2, 5], 'higher')).toEqual([1]);
    expect(bestOf([-1, 0, 1], 'lower')).toEqual([0]);
  });

  it('marks every home that shares the best value', () => {
    expect(bestOf([100, 200, 100, 300], 'lower')).toEqual([0, 2]);
    expect(bestOf([3, 3, 1, 3], 'higher')).toEqual([0, 1, 3]);
  });

  it('marks nothing when fewer than two homes have a value', () => {
    expect(bestOf([], 'lower')).toEqual([]);
    expect(bestOf([5], 'lower')).toEqual([]);
    expect(bestOf([undefined, 5, undefined], 'higher')).toEqual([]);
    expect(bestOf([undefined, undefined], 'lower')).toEqual([]);
  });

  it('marks nothing when all the known values are equal', () => {
    expect(bestOf([4, 4], 'lower')).toEqual([]);
    expect(bestOf([4, undefined, 4, 4], 'higher')).toEqual([]);
    expect(bestOf([0, 0, 0], 'lower')).toEqual([]);
  });

  it('skips homes without a value, keeping positions', () => {
    expect(bestOf([undefined, 7, 3, undefined], 'lower')).toEqual([2]);
    expect(bestOf([undefined, 7, 3, undefined], 'higher')).toEqual([1]);
    expect(bestOf([NaN, 2, 1], 'lower')).toEqual([2]);
    expect(bestOf([Infinity, 2, 1], 'higher')).toEqual([1]);
  });

  it('agrees with a plain reading of the rule (property)', () => {
    const value = fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 6 }),
        fc.constantFrom('lower' as const, 'higher' as const),
        (values, better) => {
          const marked = bestOf(values, better);
          const known = values.filter((v): v is number => v !== undefined);
          const distinct = new Set(known);
          if (distinct.size < 2) {
            expect(marked).toEqual([]);
            return;
          }
          const best = better === 'lower' ? Math.min(...known) : Math.max(...known);
          expect(marked).toEqual(values.flatMap((v, i) => (v === best ? [i] : [])));
          expect(marked.length).toBeGreaterThan(0);
          expect(marked.length).toBeLessThan(known.length);
        },
      ),
    );
  });
});

describe('pricesComparable', () => {
  it('only when every home has the same status', () => {
    expect(pricesComparable(['for_sale', 'for_sale', 'for_sale'])).toBe(true);
    expect(pricesComparable(['for_rent', 'for_rent'])).toBe(true);
    expect(pricesComparable(['for_sale'])).toBe(true);
    expect(pricesComparable(['for_sale', 'for_rent'])).toBe(false);
    expect(pricesComparable(['for_rent', 'for_rent', 'for_sale'])).toBe(false);
  });
});

describe('compareSlugs', () => {
  const listed = new Set(['a', 'b', 'c', 'd', 'e', 'f']);
  const isListed = (slug: string) => listed.has(slug);

  it("compares the device's homes when the page has no homes= link, leaving out those gone", () => {
    expect(compareSlugs(null, ['c', 'gone', 'a'], isListed)).toEqual({
      slugs: ['c', 'a'],
      ignored: 0,
      overLimit: 0,
    });
    expect(compareSlugs(null, [], isListed)).toEqual({ slugs: [], ignored: 0, overLimit: 0 });
  });

  it("compares a link's homes, not the device's, read defensively and counted", () => {
    expect(compareSlugs('b,zzz,b,<b>,a', ['c', 'd'], isListed)).toEqual({
      slugs: ['b', 'a'],
      ignored: 3,
      overLimit: 0,
    });
    expect(compareSlugs('a,b,c,d,e,f', ['c'], isListed)).toEqual({
      slugs: ['a', 'b', 'c', 'd'].slice(0, MAX_COMPARE),
      ignored: 0,
      overLimit: 6 - MAX_COMPARE,
    });
  });

  it("an empty link is a comparison of nothing, not the device's list", () => {
    expect(compareSlugs('', ['a', 'b'], isListed)).toEqual({ slugs: [], ignored: 0, overLimit: 0 });
  });
});

describe('compareHomes', () => {
  const listings = getListings();
  const index = buildSearchIndex(listings.map((l) => toSummary(l, 'en')));
  const extras = buildIndexExtras(
    listings.map((l) => ({
      yearBuilt: l.yearBuilt,
      amenities: l.amenities,
      agent: { name: l.agent.name, agency: l.agent.agency, slug: l.slug },
      facts: l.facts,
    })),
  );
  const rows = rowsBySlug(index);

  it("gives each slug's card fields and extras, in the slugs' order", () => {
    const slugs = [listings[2]!.slug, listings[0]!.slug];
    const homes = compareHomes(slugs, rows, index, extras);
    expect(homes.map((h) => h.slug)).toEqual(slugs);
    for (const home of homes) {
      const row = rows.get(home.slug)!;
      expect(home.summary).toEqual(summaryAt(index, row));
      expect(home.extras).toEqual(extrasAt(extras, row));
      expect(home.summary.slug).toBe(home.slug);
    }
  });

  it('leaves out a slug the index does not have', () => {
    expect(compareHomes(['not-listed'], rows, index, extras)).toEqual([]);
  });
});

describe('perSqm', () => {
  it('is the price per m² in whole shillings, unknown without a size', () => {
    expect(perSqm({ price: 10_000_000, size: 100 })).toBe(100_000);
    expect(perSqm({ price: 1_000, size: 3 })).toBe(333);
    expect(perSqm({ price: 2_000, size: 3 })).toBe(667);
    expect(perSqm({ price: 10_000_000 })).toBeUndefined();
    expect(perSqm({ price: 10_000_000, size: 0 })).toBeUndefined();
  });
});
