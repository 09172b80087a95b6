import { describe, expect, it } from 'vitest';
import rawRates from '@/data/rates.json';
import { citations, figuresFor } from '@/lib/finance/citations';
import {
  FinanceDataError,
  parseFinance,
  parseRates,
  ratesAgeDays,
  ratesAreCurrent,
  RATES_MAX_AGE_DAYS,
  staleRatesWarning,
} from '@/lib/finance/schema';
import { FIGURES, rawFinance } from './fixtures';

const rates = () => JSON.parse(JSON.stringify(rawRates)) as Record<string, unknown>;

describe('data/finance.json', () => {
  it('is valid, with a date and source for every figure', () => {
    for (const figure of [...figuresFor(FIGURES, 'sale'), ...figuresFor(FIGURES, 'rent')]) {
      expect(figure.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(figure.source.length).toBeGreaterThan(2);
    }
  });

  it.each([
    ['mortgage', 'ratePercent', { value: -1 }, 'mortgage.ratePercent.value": must be at least 0'],
    ['mortgage', 'ratePercent', { value: 'high' }, 'mortgage.ratePercent.value"'],
    ['mortgage', 'termYears', { value: 20.5 }, 'mortgage.termYears": value must be a whole number'],
    [
      'buying',
      'legalFeesPercent',
      { asOf: '2026-13-01' },
      'buying.legalFeesPercent.asOf": must be a date',
    ],
    [
      'buying',
      'otherFees',
      { asOf: '2027-01-01' },
      'buying.otherFees.asOf": must not be after the build date',
    ],
    ['renting', 'depositMonths', { source: '' }, 'renting.depositMonths.source": must name where'],
    [
      'renting',
      'incomeSharePercent',
      { value: 0 },
      'renting.incomeSharePercent.value": must be at least 1',
    ],
  ])('%s.%s with %o fails naming the field', (group, key, change, message) => {
    const raw = rawFinance();
    Object.assign(raw[group]![key]!, change);
    expect(() => parseFinance(raw, '2026-11-23')).toThrow(FinanceDataError);
    expect(() => parseFinance(raw, '2026-11-23')).toThrow(`data/finance.json, field "${message}`);
  });

  it('refuses a missing figure and an unknown one', () => {
    const raw = rawFinance();
    delete raw.buying!.valuationPercent;
    (raw.buying as Record<string, unknown>).surveyPercent = { value: 1 };
    const thrown = (() => {
      try {
        parseFinance(raw, '2026-11-23');
      } catch (error) {
        return String(error);
      }
    })();
    expect(thrown).toContain('field "buying.valuationPercent"');
    expect(thrown).toContain('surveyPercent');
  });

  it('cites the newest date and each source once', () => {
    const cited = citations(figuresFor(FIGURES, 'sale'));
    expect(cited.sources).toEqual([...new Set(cited.sources)]);
    expect(cited.sources).toContain('Stamp Duty Act (Cap. 480)');
    expect(cited.asOf).toBe('2026-11-02');
  });
});

describe('data/rates.json', () => {
  it('converts prices for a build up to 14 days after its date', () => {
    const asOf = rawRates.asOf;
    expect(parseRates(rawRates, asOf).kesPer.USD).toBeGreaterThan(0);
    const day = new Date(`${asOf}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + RATES_MAX_AGE_DAYS);
    const last = day.toISOString().slice(0, 10);
    expect(ratesAgeDays(rawRates, last)).toBe(14);
    expect(ratesAreCurrent(parseRates(rawRates, last), last)).toBe(true);
    expect(staleRatesWarning(rawRates, last)).toBeNull();
  });

  it('never stops a build when stale: the site shows KES only, and the build says so once', () => {
    const raw = { ...rates(), asOf: '2026-11-01' };
    // Valid data, years later too: staleness is not an error in the file.
    expect(parseRates(raw, '2026-11-16').asOf).toBe('2026-11-01');
    expect(parseRates(raw, '2031-11-23').asOf).toBe('2026-11-01');
    expect(ratesAreCurrent({ asOf: '2026-11-01' }, '2026-11-15')).toBe(true);
    expect(ratesAreCurrent({ asOf: '2026-11-01' }, '2026-11-16')).toBe(false);
    const warning = staleRatesWarning({ asOf: '2026-11-01' }, '2026-11-16');
    expect(warning).toContain(
      'Exchange rates of 2026-11-01 are 15 days old at the build date 2026-11-16',
    );
    expect(warning).toContain('KES only');
    expect(warning).toContain('npm run rates -- --date');
    expect(warning).toContain('npm run rates -- --check');
  });

  it.each([
    [{ kesPer: { USD: 0, GBP: 170, EUR: 150 } }, 'kesPer.USD": must be more than 0'],
    [{ kesPer: { USD: 129, GBP: 170 } }, 'kesPer.EUR"'],
    [{ kesPer: { USD: 129, GBP: 170, EUR: 150, JPY: 0.8 } }, 'JPY'],
    [{ asOf: '20 Nov 2026' }, 'asOf": must be a date'],
    [{ asOf: '2026-11-30' }, 'asOf": must not be after the build date'],
  ])('%o fails naming the field', (change, message) => {
    expect(() => parseRates({ ...rates(), ...change }, '2026-11-23')).toThrow(message);
  });
});
