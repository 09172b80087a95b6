import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { home } from '../areas/homes';
import type { Priced } from '@/lib/areas/stats';
import {
  OTHER_TOWN,
  SAME_TOWN,
  placePenalty,
  similarListings,
  similarityIndex,
  similarityScore,
} from '@/lib/listings/similar';
import { LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { placeName, AREAS } from '@/lib/listings/location';

const slugs = (listings: readonly Priced[]) => listings.map((l) => l.slug);

describe('placePenalty', () => {
  it('orders same area, nearer areas of the town, farther ones, then other towns', () => {
    const from = 'Kilimani, Nairobi';
    const near = placePenalty(from, 'Kileleshwa, Nairobi');
    const far = placePenalty(from, 'Kasarani, Nairobi');
    expect(placePenalty(from, from)).toBe(0);
    expect(near).toBeGreaterThan(SAME_TOWN);
    expect(far).toBeGreaterThan(near);
    expect(placePenalty(from, 'Ruaka, Kiambu')).toBeGreaterThan(OTHER_TOWN);
    expect(placePenalty(from, 'Nyali, Mombasa')).toBeGreaterThan(
      placePenalty(from, 'Ruaka, Kiambu'),
    );
    // An area name shared by two towns is still another town.
    expect(placePenalty('Milimani, Kisumu', 'Milimani, Nakuru')).toBeGreaterThan(OTHER_TOWN);
  });
});

describe('similarListings', () => {
  const listing = home({ slug: 'the-listing' });

  it('never returns the listing itself, even as a copy', () => {
    const all = [listing, { ...listing }, home()];
    expect(slugs(similarListings(listing, all))).not.toContain('the-listing');
    expect(similarListings(listing, all)).toHaveLength(1);
  });

  it('returns only the same status and type', () => {
    const all = [
      listing,
      home({ type: 'house' }),
      home({ status: 'for_rent', price: 100_000 }),
      home({ type: 'house', status: 'for_rent' }),
    ];
    expect(similarListings(listing, all)).toEqual([]);
    const same = home({ location: 'Nyali, Mombasa', bedrooms: 5, price: 1 });
    expect(similarListings(listing, [...all, same])).toEqual([same]);
  });

  it('returns at most the limit, and fewer when there are fewer candidates', () => {
    const all = [listing, ...Array.from({ length: 10 }, () => home())];
    expect(similarListings(listing, all)).toHaveLength(4);
    expect(similarListings(listing, all, 2)).toHaveLength(2);
    expect(similarListings(listing, all, 0)).toEqual([]);
    expect(similarListings(listing, all.slice(0, 3))).toHaveLength(2);
    expect(similarListings(listing, [])).toEqual([]);
  });

  it('keeps the order of `all` for equal scores, the same on every call', () => {
    const all = [listing, ...Array.from({ length: 6 }, () => home())];
    const first = similarListings(listing, all);
    expect(first).toEqual(all.slice(1, 5));
    expect(similarListings(listing, all)).toEqual(first);
  });

  it('ranks the same area before another town at an equal price', () => {
    const elsewhere = home({ location: 'Ruaka, Kiambu' });
    const sameArea = home();
    expect(similarListings(listing, [elsewhere, sameArea])).toEqual([sameArea, elsewhere]);
  });

  it('ranks the same area before the same town unless the price is wildly off', () => {
    const nearby = home({ location: 'Kileleshwa, Nairobi' });
    const close = home({ price: 8_000_000 });
    const wild = home({ price: 5_000_000 });
    expect(similarListings(listing, [nearby, close])).toEqual([close, nearby]);
    expect(similarListings(listing, [wild, nearby])).toEqual([nearby, wild]);
  });

  it('ranks the closer price first within an area, then the closer bedrooms', () => {
    const far = home({ price: 14_000_000 });
    const moreRooms = home({ price: 9_500_000, bedrooms: 4 });
    const closer = home({ price: 9_500_000 });
    const best = home();
    expect(similarListings(listing, [far, moreRooms, closer, best])).toEqual([
      best,
      closer,
      moreRooms,
      far,
    ]);
  });

  it('also works for a listing that is not in the list', () => {
    const outsider = home({ location: 'Karen, Nairobi' });
    const karen = home({ location: 'Karen, Nairobi' });
    expect(similarListings(outsider, [home(), karen])[0]).toBe(karen);
  });
});

const LOCATIONS = AREAS.filter((a) => ['Nairobi', 'Kiambu', 'Mombasa'].includes(a.town))
  .map((a) => placeName(a.area, a.town))
  .concat('Somewhere, Unknown');

const listings = fc.uniqueArray(
  fc.record({
    slug: fc.stringMatching(/^[a-z]{1,4}$/),
    // Few distinct prices as well, so that equal scores (and their order) are tested.
    price: fc.oneof(
      fc.constantFrom(0, 1_000_000, 5_000_000, 10_000_000),
      fc.integer({ min: 0, max: 100_000_000 }),
    ),
    bedrooms: fc.integer({ min: 0, max: 7 }),
    type: fc.constantFrom(...PROPERTY_TYPES),
    status: fc.constantFrom(...LISTING_STATUSES),
    location: fc.constantFrom(...LOCATIONS),
  }),
  { selector: (l) => l.slug, maxLength: 40 },
);

describe('similarityIndex', () => {
  it('agrees with a plain sort and keeps the invariants on random listings', () => {
    fc.assert(
      fc.property(listings, fc.integer({ min: 0, max: 6 }), (all, limit) => {
        const similar = similarityIndex(all);
        for (const listing of all) {
          const found = similar(listing, limit);
          const candidates = all.filter(
            (l) =>
              l.slug !== listing.slug && l.status === listing.status && l.type === listing.type,
          );
          expect(found.length).toBe(Math.min(limit, candidates.length));
          for (const l of found) {
            expect(l.slug).not.toBe(listing.slug);
            expect(l.status).toBe(listing.status);
            expect(l.type).toBe(listing.type);
          }
          // Array.prototype.sort is stable, so equal scores keep the order of `all`.
          const expected = candidates
            .map((l) => ({ l, score: similarityScore(listing, l) }))
            .sort((a, b) => a.score - b.score)
            .slice(0, limit)
            .map(({ l }) => l);
          expect(found).toEqual(expected);
          expect(similar(listing, limit)).toEqual(found);
          expect(similarListings(listing, all, limit)).toEqual(found);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('answers 200 look-ups over 10,000 listings quickly', () => {
    // A small fixed generator, so every run times the same work.
    let seed = 42;
    const random = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const locations = AREAS.map((a) => placeName(a.area, a.town));
    const all: Priced[] = Array.from({ length: 10_000 }, (_, i) => ({
      slug: `listing-${i}`,
      price: Math.round(100_000 + random() * 50_000_000),
      size: 50 + Math.round(random() * 400),
      bedrooms: Math.floor(random() * 6),
      type: pick(PROPERTY_TYPES),
      status: pick(LISTING_STATUSES),
      location: pick(locations),
    }));
    const started = performance.now();
    const similar = similarityIndex(all);
    for (let i = 0; i < 200; i++) {
      expect(similar(all[i * 50] as Priced)).toHaveLength(4);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
