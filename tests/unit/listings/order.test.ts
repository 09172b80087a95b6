import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFeatured, getListings } from '@/lib/listings/data';
import { compareRecommended, recommendedOrder, type Orderable } from '@/lib/listings/order';

const home = (slug: string, listedAt: string, rank?: number): Orderable =>
  rank === undefined ? { slug, listedAt } : { slug, listedAt, rank };
const slugs = (listings: readonly Orderable[]) => listings.map((l) => l.slug);

describe('the Recommended order', () => {
  it('puts ranked listings first, lowest rank first, whatever their dates', () => {
    const order = recommendedOrder([
      home('new-unranked', '2026-11-20'),
      home('old-third', '2020-01-01', 3),
      home('second', '2026-11-01', 2),
      home('first', '2025-05-05', 1),
    ]);
    expect(slugs(order)).toEqual(['first', 'second', 'old-third', 'new-unranked']);
    const [ranked, unranked] = [home('z', '2000-01-01', 99), home('a', '2026-11-23')];
    expect(compareRecommended(ranked, unranked)).toBeLessThan(0);
    expect(compareRecommended(unranked, ranked)).toBeGreaterThan(0);
  });

  it('orders ranks as numbers, not as text', () => {
    const order = recommendedOrder([home('ten', '2026-01-01', 10), home('nine', '2026-01-01', 9)]);
    expect(slugs(order)).toEqual(['nine', 'ten']);
  });

  it('puts the unranked rest newest listedAt first, then by slug', () => {
    const order = recommendedOrder([
      home('b-old', '2026-10-01'),
      home('z-new', '2026-11-20'),
      home('a-new', '2026-11-20'),
      home('ranked', '2019-01-01', 1),
      home('c-middle', '2026-11-01'),
    ]);
    expect(slugs(order)).toEqual(['ranked', 'a-new', 'z-new', 'c-middle', 'b-old']);
  });

  it('compares slugs by code unit, not by the machine’s locale', () => {
    const order = recommendedOrder([home('b', '2026-11-20'), home('a-2', '2026-11-20')]);
    expect(slugs(order)).toEqual(['a-2', 'b']);
    expect(compareRecommended(home('a', '2026-01-01'), home('a', '2026-01-01'))).toBe(0);
  });

  it('leaves its input as it was', () => {
    const input = [home('b', '2026-01-01'), home('a', '2026-01-02')];
    const copy = structuredClone(input);
    expect(recommendedOrder(input)).not.toBe(input);
    expect(input).toEqual(copy);
  });

  it('gives one order whatever order the listings were read in', () => {
    const listing = fc.record(
      {
        slug: fc.stringMatching(/^[a-z]{1,3}$/),
        listedAt: fc.constantFrom('2026-01-01', '2026-06-30', '2026-11-23'),
        rank: fc.integer({ min: 1, max: 5 }),
      },
      { requiredKeys: ['slug', 'listedAt'] },
    );
    // Unique slugs and ranks, as the data has them.
    const homes = fc
      .uniqueArray(listing, { selector: (l) => l.slug, maxLength: 12 })
      .filter((all) => {
        const ranks = all.flatMap((l) => (l.rank === undefined ? [] : [l.rank]));
        return new Set(ranks).size === ranks.length;
      });
    fc.assert(
      fc.property(
        homes.chain((all) =>
          fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length })),
        ),
        ([all, shuffled]) => {
          expect(slugs(recommendedOrder(shuffled))).toEqual(slugs(recommendedOrder(all)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the sample site', () => {
  it('keeps the six curated homes in their order by rank, the first four featured', () => {
    const six = [
      'luxury-apartment-kilimani',
      'family-home-karen',
      'studio-apartment-westlands',
      'penthouse-riverside',
      'townhouse-upper-hill',
      'two-bedroom-apartment-kileleshwa',
    ];
    // Ranked first; the curated plots and commercial space follow, newest first, unranked.
    expect(slugs(getListings()).slice(0, 6)).toEqual(six);
    expect(getListings().map((l) => l.rank)).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      ...Array(getListings().length - 6).fill(undefined),
    ]);
    expect(slugs(getFeatured())).toEqual(six.slice(0, 4));
  });
});
