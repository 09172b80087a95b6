/**
 * A repayment mortgage as Kenyan banks quote it: a fixed monthly instalment (a standard
 * annuity) over the term, interest charged monthly at a twelfth of the yearly rate. Pure and
 * client-safe: the calculator island and the static HTML use the same numbers.
 */

export interface Loan {
  /** The amount borrowed, KES. */
  principal: number;
  /** Interest a year, percent (13.5 for 13.5%). */
  ratePercent: number;
  /** Number of monthly instalments. */
  months: number;
}

/**
 * The monthly instalment: P·r / (1 − (1 + r)^−n) with r the monthly rate; P / n without
 * interest. The denominator is computed with log1p and expm1: with the plain power a tiny rate
 * rounds (1 + r) to 1 and divides by zero, and a huge term overflows.
 */
export function monthlyPayment({ principal, ratePercent, months }: Loan): number {
  if (principal <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / -Math.expm1(-months * Math.log1p(r));
}

export interface YearPoint {
  /** Years since the loan started (1 = after the first year). */
  year: number;
  /** What is still owed at the end of that year. */
  balance: number;
  /** Interest paid since the start. */
  interestPaid: number;
}

export interface MortgageResult {
  monthly: number;
  totalPaid: number;
  totalInterest: number;
  /** The balance and the interest paid so far at the end of each year (a last, partial year too). */
  years: YearPoint[];
}

/** Instalment, totals and the yearly schedule of a loan. */
export function mortgage(loan: Loan): MortgageResult {
  const monthly = monthlyPayment(loan);
  const r = loan.ratePercent / 100 / 12;
  const years: YearPoint[] = [];
  let balance = Math.max(0, loan.principal);
  let interestPaid = 0;
  for (let month = 1; month <= loan.months; month++) {
    const interest = balance * r;
    interestPaid += interest;
    balance = Math.max(0, balance + interest - monthly);
    if (month % 12 === 0 || month === loan.months) {
      years.push({ year: month / 12, balance, interestPaid });
    }
  }
  const totalPaid = monthly * loan.months;
  // The totals come from the instalment, not the running sum, so rounding in the loop cannot
  // make total interest disagree with total paid minus the loan.
  return { monthly, totalPaid, totalInterest: totalPaid - Math.max(0, loan.principal), years };
}
