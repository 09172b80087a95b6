import { describe, expect, it } from 'vitest';
import budgets from '@/budgets.json';

/** Every budget has its reason in `$why`, and every reason a budget: none goes unexplained. */
describe('budgets.json', () => {
  it('gives each budget a one-line reason', () => {
    const { $why: why } = budgets;
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(why)).toEqual(keys(budgets).filter((k) => !k.startsWith('$')));
    expect(keys(why.ownJs)).toEqual(keys(budgets.ownJs));
    expect(keys(why.lighthouse)).toEqual(keys(budgets.lighthouse));
    const lines = [
      ...Object.values(why).filter((v) => typeof v === 'string'),
      ...Object.values(why.ownJs),
      ...Object.values(why.lighthouse),
    ];
    for (const line of lines) expect(line).toMatch(/^[^\n]{10,200}$/);
  });
});
