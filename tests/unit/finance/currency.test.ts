import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertKes,
  formatForeign,
  readCurrencyChoice,
  roundApprox,
  writeCurrencyChoice,
} from '@/lib/finance/currency';

describe('conversion', () => {
  it('divides by the KES for one unit and rounds as an estimate', () => {
    // 12,500,000 / 129.2 = 96,749.2: three significant figures.
    expect(convertKes(12_500_000, 129.2)).toBe(96_700);
    // 85,000 / 169.8 = 500.6: whole pounds below 1,000.
    expect(convertKes(85_000, 169.8)).toBe(501);
    expect(convertKes(1_250_000, 149.4)).toBe(8370);
  });

  it('writes the currency sign and groups thousands', () => {
    expect(formatForeign(96_700, 'USD')).toBe('US$96,700');
    expect(formatForeign(501, 'GBP')).toBe('£501');
    expect(formatForeign(1_230_000, 'EUR')).toBe('€1,230,000');
  });

  it('never gives NaN, Infinity or a negative amount', () => {
    expect(convertKes(100, 0)).toBe(0);
    expect(convertKes(Number.NaN, 129)).toBe(0);
    expect(roundApprox(Infinity)).toBe(0);
    expect(roundApprox(-5)).toBe(0);
  });

  it('keeps every amount within 0.5% of the exact one', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e12, noNaN: true }), (amount) => {
        const rounded = roundApprox(amount);
        expect(Math.abs(rounded - amount) / amount).toBeLessThanOrEqual(0.005);
      }),
    );
  });
});

describe('the stored choice', () => {
  it('round-trips', () => {
    for (const c of ['USD', 'GBP', 'EUR', 'KES'] as const) {
      expect(readCurrencyChoice(writeCurrencyChoice(c))).toBe(c);
    }
  });

  it.each([
    null,
    '',
    '{not json',
    'null',
    '"USD"',
    '{"v":2,"currency":"USD"}',
    '{"v":1,"currency":"JPY"}',
    '{"v":1,"currency":"<script>"}',
    '[1,2]',
  ])('%s is read as KES', (text) => {
    expect(readCurrencyChoice(text)).toBe('KES');
  });
});
