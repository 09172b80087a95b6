import { describe, expect, it } from 'vitest';
import { defaultMortgageInputs, evaluateMortgage } from '@/lib/finance/calculator';
import { mortgageSummary, problemText } from '@/lib/finance/calculator-text';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { formatKes } from '@/lib/site/format';
import { FIGURES } from './fixtures';

describe('problemText', () => {
  it('says nothing for a field without a problem', () => {
    expect(problemText(undefined, en.finance.errors)).toBeUndefined();
  });

  it.each([
    ['required', en.finance.errors.required, sw.finance.errors.required],
    ['notNumber', en.finance.errors.notNumber, sw.finance.errors.notNumber],
    ['whole', en.finance.errors.whole, sw.finance.errors.whole],
    ['overPrice', en.finance.errors.overPrice, sw.finance.errors.overPrice],
  ] as const)('names a %s problem in both languages', (kind, english, swahili) => {
    expect(problemText({ kind }, en.finance.errors)).toBe(english);
    expect(problemText({ kind }, sw.finance.errors)).toBe(swahili);
  });

  it('writes the limit in, grouped by thousands', () => {
    expect(problemText({ kind: 'tooSmall', min: 1 }, en.finance.errors)).toBe('Enter at least 1.');
    expect(problemText({ kind: 'tooLarge', max: 10_000_000_000 }, en.finance.errors)).toBe(
      'Enter at most 10,000,000,000.',
    );
    expect(problemText({ kind: 'tooLarge', max: 50 }, sw.finance.errors)).toBe(
      'Weka isiyozidi 50.',
    );
  });
});

describe('mortgageSummary', () => {
  const defaults = defaultMortgageInputs(12_500_000, FIGURES);
  const estimate = (change: Partial<typeof defaults>) =>
    evaluateMortgage({ ...defaults, ...change }, FIGURES).result!;

  it('gives the totals and what is still owed halfway through the term', () => {
    const result = estimate({ years: '20' });
    const m = result.mortgage;
    expect(mortgageSummary(result, en.finance)).toBe(
      `Over 20 years you repay ${formatKes(m.totalPaid)}: the loan of ${formatKes(10_000_000)} ` +
        `and ${formatKes(m.totalInterest)} in interest. After 10 years you still owe ` +
        `${formatKes(m.years[9]!.balance)}.`,
    );
  });

  it('rounds half an odd term down', () => {
    const result = estimate({ years: '15' });
    expect(mortgageSummary(result, en.finance)).toContain(
      `After 7 years you still owe ${formatKes(result.mortgage.years[6]!.balance)}.`,
    );
  });

  it('a one-year term: no year ends before half, so the whole loan is still owed', () => {
    expect(mortgageSummary(estimate({ years: '1' }), en.finance)).toContain(
      `After 0 years you still owe ${formatKes(10_000_000)}.`,
    );
  });

  it('says there is nothing to borrow when the deposit is the price', () => {
    expect(mortgageSummary(estimate({ deposit: '100' }), en.finance)).toBe(
      en.finance.summaryNoLoan,
    );
    expect(mortgageSummary(estimate({ deposit: '100' }), sw.finance)).toBe(
      sw.finance.summaryNoLoan,
    );
  });
});
