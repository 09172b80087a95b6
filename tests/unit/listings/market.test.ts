import { describe, expect, it } from 'vitest';
import { GONE_PAGE_DAYS, gonePageUntil, isOffMarket, showsGonePage } from '@/lib/listings/market';

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
