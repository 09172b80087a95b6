import type { FinanceFigures, Figure } from './schema';

/** The figures a calculator uses: a purchase's or a rental's. */
export function figuresFor(figures: FinanceFigures, kind: 'sale' | 'rent'): Figure[] {
  return kind === 'sale'
    ? [...Object.values(figures.mortgage), ...Object.values(figures.buying)]
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
