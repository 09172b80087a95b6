import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, FRESH_DAYS, isFresh, isoDate } from '@/lib/listings/dates';
import { keepSampleDatesCurrent } from '@/lib/listings/sample-dates';
import { storedListings } from './stored';

type Dated = { slug: string; listedAt: string; verifiedAt: string; sampleDatesAsOf?: string };
const shifted = (buildDate: string) =>
  keepSampleDatesCurrent(structuredClone(storedListings), buildDate) as Dated[];
const day = (iso: string) => dayNumber(iso)!;

describe('keepSampleDatesCurrent', () => {
  const record = {
    slug: 'a',
    listedAt: '2026-09-14',
    verifiedAt: '2026-11-16',
    sampleDatesAsOf: '2026-11-23',
  };

  it('moves both dates by the days from the sample day to the build date', () => {
    const [moved] = keepSampleDatesCurrent([record], '2031-11-23') as Dated[];
    // 2026-11-23 to 2031-11-23 is 1,826 days (2028 is a leap year).
    expect(day('2031-11-23') - day('2026-11-23')).toBe(1826);
    expect(moved).toEqual({ ...record, listedAt: '2031-09-14', verifiedAt: '2031-11-16' });
  });

  it("moves a plot's stated checks with them, and keeps its other facts", () => {
    const plot = {
      ...record,
      land: {
        acres: 0.125,
        checks: { statedAt: '2026-11-16', searchDate: '2026-11-10', ratesCleared: true },
      },
    };
    const [moved] = keepSampleDatesCurrent([plot], '2031-11-23') as (typeof plot)[];
    expect(moved!.land).toEqual({
      acres: 0.125,
      checks: { statedAt: '2031-11-16', searchDate: '2031-11-10', ratesCleared: true },
    });
  });

  it('leaves the dates as written on the sample day, and moves them back before it', () => {
    expect(keepSampleDatesCurrent([record], '2026-11-23')).toEqual([record]);
    const [earlier] = keepSampleDatesCurrent([record], '2026-11-13') as Dated[];
    expect(earlier).toMatchObject({ listedAt: '2026-09-04', verifiedAt: '2026-11-06' });
  });

  it('keeps the dates of records without sampleDatesAsOf: an operator’s homes keep the 90-day rule', () => {
    const real = { slug: record.slug, listedAt: record.listedAt, verifiedAt: record.verifiedAt };
    const out = keepSampleDatesCurrent([real], '2031-11-23') as Dated[];
    expect(out[0]).toBe(real);
    expect(isFresh(out[0]!.verifiedAt, '2031-11-23')).toBe(false);
  });

  it('leaves what is not a date for the schema to report, and other shapes alone', () => {
    const bad = { ...record, listedAt: '2026-02-30', sampleDatesAsOf: '2026-11-23' };
    const [out] = keepSampleDatesCurrent([bad], '2027-11-23') as Dated[];
    expect(out!.listedAt).toBe('2026-02-30');
    expect(out!.verifiedAt).toBe('2027-11-16');
    const badDay = { ...record, sampleDatesAsOf: 'soon' };
    expect(keepSampleDatesCurrent([badDay], '2027-11-23')).toEqual([badDay]);
    expect(keepSampleDatesCurrent({ not: 'a list' }, '2027-11-23')).toEqual({ not: 'a list' });
    expect(keepSampleDatesCurrent([null, 3, []], '2027-11-23')).toEqual([null, 3, []]);
  });

  it('marks every curated sample record, and nothing else in data/', () => {
    expect(storedListings.every((l) => l.sampleDatesAsOf === '2026-11-23')).toBe(true);
  });

  it('shows every curated listing with sensible dates on any day of the next ten years', () => {
    const from = day('2026-11-23');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3653 + 2 }), (offset) => {
        const buildDate = isoDate(from + offset);
        const homes = shifted(buildDate);
        expect(homes).toHaveLength(storedListings.length);
        for (const home of homes) {
          // Listed before (or on the day) it was verified, neither after the build date.
          expect(day(home.listedAt)).toBeLessThanOrEqual(day(home.verifiedAt));
          expect(day(home.verifiedAt)).toBeLessThanOrEqual(day(buildDate));
          expect(isFresh(home.verifiedAt, buildDate)).toBe(true);
          expect(day(buildDate) - day(home.verifiedAt)).toBeLessThan(FRESH_DAYS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each home the same number of days from the build date', () => {
    const now = shifted('2026-11-23');
    const later = shifted('2036-02-29');
    now.forEach((home, i) => {
      const ago = (h: Dated, b: string) => day(b) - day(h.verifiedAt);
      expect(ago(later[i]!, '2036-02-29')).toBe(ago(home, '2026-11-23'));
    });
  });
});
