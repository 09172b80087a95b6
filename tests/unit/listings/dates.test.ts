import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, FRESH_DAYS, isFresh, isoDate, todayIso } from '@/lib/listings/dates';

describe('listing dates', () => {
  it('reads real calendar dates and nothing else', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-23')).toBe(20_780);
    expect(dayNumber('2024-02-29')).toBeDefined();
    for (const bad of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-1-1',
      '',
      'x',
      '2026-11-23T00:00',
    ]) {
      expect(dayNumber(bad)).toBeUndefined();
    }
  });

  it('turns day numbers back into the same dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (day) => {
        expect(dayNumber(isoDate(day))).toBe(day);
      }),
    );
  });

  it('gives today in UTC', () => {
    expect(todayIso(new Date('2026-11-23T23:59:59+03:00'))).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-24T02:00:00+03:00'))).toBe('2026-11-23');
  });
});

describe('the freshness rule', () => {
  it(`keeps a listing verified at most ${FRESH_DAYS} days before the build date`, () => {
    expect(isFresh('2026-11-23', '2026-11-23')).toBe(true);
    expect(isFresh('2026-08-25', '2026-11-23')).toBe(true); // 90 days
    expect(isFresh('2026-08-24', '2026-11-23')).toBe(false); // 91 days
  });

  it('never keeps a listing whose date cannot be read', () => {
    expect(isFresh('not a date', '2026-11-23')).toBe(false);
    expect(isFresh('2026-11-01', 'not a date')).toBe(false);
  });
});
