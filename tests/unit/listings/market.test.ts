import { describe, expect, it } from 'vitest';
import {
  goneDate,
  GONE_PAGE_DAYS,
  gonePageUntil,
  isOffMarket,
  showsGonePage,
} from '@/lib/listings/market';
import { availableLike, similarTo } from '@/lib/areas/data';
import { getListing, getListings } from '@/lib/listings/data';

describe('the market states', () => {
  it('counts sold, let and withdrawn homes as off the market, and no other', () => {
    expect(['sold', 'let', 'withdrawn'].every((s) => isOffMarket(s as never))).toBe(true);
    expect(isOffMarket('under_offer')).toBe(false);
    expect(isOffMarket('available')).toBe(false);
    expect(isOffMarket(undefined)).toBe(false);
  });

  it('builds the page of a home gone on the day it left and for 90 days after', () => {
    expect(GONE_PAGE_DAYS).toBe(90);
    expect(showsGonePage('2026-11-25', '2026-11-25')).toBe(true);
    expect(showsGonePage('2026-11-25', '2027-02-23')).toBe(true);
    expect(showsGonePage('2026-11-25', '2027-02-24')).toBe(false);
    expect(gonePageUntil('2026-11-25')).toBe('2027-02-23');
    // Years ahead the rule still counts days, not the calendar of today.
    expect(showsGonePage('2031-12-31', '2032-03-30')).toBe(true);
    expect(showsGonePage('2031-12-31', '2032-03-31')).toBe(false);
  });

  it('builds no page from a date that is no date', () => {
    expect(showsGonePage('2026-02-30', '2026-03-01')).toBe(false);
    expect(gonePageUntil('soon')).toBeUndefined();
  });
});

describe('the page of a home that left the market', () => {
  it('says how it left and on which day, and nothing for a home on the market', () => {
    expect(goneDate({ market: 'sold', leftMarketAt: '2026-11-03' })).toEqual({
      state: 'sold',
      date: '2026-11-03',
    });
    expect(goneDate({ market: 'let', leftMarketAt: '2026-10-01' })?.state).toBe('let');
    expect(goneDate({ market: 'withdrawn', leftMarketAt: '2026-10-01' })?.state).toBe('withdrawn');
    expect(goneDate({ market: 'under_offer' })).toBeUndefined();
    expect(goneDate({})).toBeUndefined();
    expect(goneDate({ market: 'sold' })).toBeUndefined();
  });

  it('offers similar homes still available: never one under offer, never itself', () => {
    const karen = getListing('family-home-karen')!;
    const gone = {
      ...karen,
      slug: 'gone-home',
      market: 'sold' as const,
      leftMarketAt: '2026-11-01',
    };
    const offers = availableLike(gone);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((l) => l.market === undefined && l.slug !== 'gone-home')).toBe(true);
    // The same rule as on a listing page, among the homes one can still take.
    const upperHill = getListing('townhouse-upper-hill')!;
    expect(upperHill.market).toBe('under_offer');
    expect(similarTo(gone).map((l) => l.slug)).toContain('townhouse-upper-hill');
    expect(offers.map((l) => l.slug)).not.toContain('townhouse-upper-hill');
    expect(offers.length).toBeLessThanOrEqual(4);
    expect(getListings().some((l) => l.slug === 'gone-home')).toBe(false);
  });
});
