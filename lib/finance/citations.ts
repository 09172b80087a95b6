import type { FinanceFigures, Figure } from './schema';

/**
 * The figures a page's costs use: a home's purchase (the mortgage and buying costs), a plot's
 * purchase (buying costs with no loan, so no valuation for a bank, and the Land Control Board's
 * fee) or a rental's.
 */
export function figuresFor(figures: FinanceFigures, kind: 'sale' | 'land' | 'rent'): Figure[] {
  const { lcbConsentFee, valuationPercent, ...buying } = figures.buying;
  if (kind === 'land') return [...Object.values(buying), lcbConsentFee];
  return kind === 'sale'
    ? [...Object.values(figures.mortgage), ...Object.values(buying), valuationPercent]
    : Object.values(figures.renting);
}

/**
 * What the page cites under a calculator: the newest day any of its figures was checked, and
 * each distinct source once, in the data file's order.
 */
export function citations(list: readonly Figure[]): { asOf: string; sources: string[] } {
  const asOf = list.reduce((latest, f) => (f.asOf > latest ? f.asOf : latest), '');
  return { asOf, sources: [...new Set(list.map((f) => f.source))] };
}
