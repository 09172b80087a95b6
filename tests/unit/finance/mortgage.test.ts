import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, mortgage } from '@/lib/finance/mortgage';

describe('monthlyPayment', () => {
  // Worked examples, checked against the annuity formula by hand and a bank's published table.
  it.each([
    // 100,000 at 12% a year (1% a month) over 12 months: 8,884.88.
    [{ principal: 100_000, ratePercent: 12, months: 12 }, 8884.88],
    // 10,000,000 at 13.5% over 20 years: 120,737.47.
    [{ principal: 10_000_000, ratePercent: 13.5, months: 240 }, 120_737.47],
    // 1,000,000 at 6% over 30 years: the textbook 5,995.51.
    [{ principal: 1_000_000, ratePercent: 6, months: 360 }, 5995.51],
  ])('%o gives %d a month', (loan, expected) => {
    expect(monthlyPayment(loan)).toBeCloseTo(expected, 1);
  });

  it('without interest, divides the loan evenly', () => {
    expect(monthlyPayment({ principal: 1_200_000, ratePercent: 0, months: 240 })).toBe(5000);
  });

  it('over one month, repays the loan and one month of interest', () => {
    expect(monthlyPayment({ principal: 100_000, ratePercent: 12, months: 1 })).toBeCloseTo(
      101_000,
      6,
    );
  });

  it('is nothing when nothing is borrowed', () => {
    expect(monthlyPayment({ principal: 0, ratePercent: 13, months: 240 })).toBe(0);
  });

  const loans = fc.record({
    principal: fc.integer({ min: 1, max: 10_000_000_000 }),
    ratePercent: fc.double({ min: 0, max: 50, noNaN: true }),
    months: fc.integer({ min: 1, max: 480 }),
  });

  it('is finite, positive and at least the loan spread over the term', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const m = monthlyPayment(loan);
        expect(Number.isFinite(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual((loan.principal / loan.months) * (1 - 1e-12));
      }),
    );
  });

  it('rises with the rate and falls with a longer term', () => {
    fc.assert(
      fc.property(
        loans,
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (loan, more, longer) => {
          const base = monthlyPayment(loan);
          expect(monthlyPayment({ ...loan, ratePercent: loan.ratePercent + more })).toBeGreaterThan(
            base,
          );
          expect(monthlyPayment({ ...loan, months: loan.months + longer })).toBeLessThan(base);
        },
      ),
    );
  });
});

describe('mortgage', () => {
  it('ends each year with the balance left, and owes nothing at the end', () => {
    const result = mortgage({ principal: 10_000_000, ratePercent: 13.5, months: 240 });
    expect(result.years).toHaveLength(20);
    expect(result.years.map((y) => y.year)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(result.years.at(-1)!.balance).toBeCloseTo(0, 0);
    // Balances only fall; interest paid only grows.
    for (let i = 1; i < result.years.length; i++) {
      expect(result.years[i]!.balance).toBeLessThan(result.years[i - 1]!.balance);
      expect(result.years[i]!.interestPaid).toBeGreaterThan(result.years[i - 1]!.interestPaid);
    }
    expect(result.totalPaid).toBeCloseTo(result.monthly * 240, 6);
    expect(result.totalInterest).toBeCloseTo(result.totalPaid - 10_000_000, 6);
    // The schedule's interest agrees with the totals.
    expect(result.years.at(-1)!.interestPaid).toBeCloseTo(result.totalInterest, 0);
  });

  it('gives a last, partial year for a term that is not whole years', () => {
    const result = mortgage({ principal: 100_000, ratePercent: 10, months: 18 });
    expect(result.years.map((y) => y.year)).toEqual([1, 1.5]);
  });

  it('costs no interest at 0%', () => {
    const result = mortgage({ principal: 2_400_000, ratePercent: 0, months: 24 });
    expect(result.totalInterest).toBeCloseTo(0, 6);
    expect(result.years[0]!.balance).toBeCloseTo(1_200_000, 6);
  });
});
