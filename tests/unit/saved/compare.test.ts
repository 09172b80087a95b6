import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOf, pricesComparable } from '@/lib/saved/compare';

describe('bestOf', () => {
  it('marks the lowest or the highest value', () => {
    expect(bestOf([300, 100, 200], 'lower')).toEqual([1]);
    expect(bestOf([300, 100, 200], 'higher')).toEqual([0]);
    expect(bestOf([2, 5], 'higher')).toEqual([1]);
    expect(bestOf([-1, 0, 1], 'lower')).toEqual([0]);
  });

  it('marks every home that shares the best value', () => {
    expect(bestOf([100, 200, 100, 300], 'lower')).toEqual([0, 2]);
    expect(bestOf([3, 3, 1, 3], 'higher')).toEqual([0, 1, 3]);
  });

  it('marks nothing when fewer than two homes have a value', () => {
    expect(bestOf([], 'lower')).toEqual([]);
    expect(bestOf([5], 'lower')).toEqual([]);
    expect(bestOf([undefined, 5, undefined], 'higher')).toEqual([]);
    expect(bestOf([undefined, undefined], 'lower')).toEqual([]);
  });

  it('marks nothing when all the known values are equal', () => {
    expect(bestOf([4, 4], 'lower')).toEqual([]);
    expect(bestOf([4, undefined, 4, 4], 'higher')).toEqual([]);
    expect(bestOf([0, 0, 0], 'lower')).toEqual([]);
  });

  it('skips homes without a value, keeping positions', () => {
    expect(bestOf([undefined, 7, 3, undefined], 'lower')).toEqual([2]);
    expect(bestOf([undefined, 7, 3, undefined], 'higher')).toEqual([1]);
    expect(bestOf([NaN, 2, 1], 'lower')).toEqual([2]);
    expect(bestOf([Infinity, 2, 1], 'higher')).toEqual([1]);
  });

  it('agrees with a plain reading of the rule (property)', () => {
    const value = fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 6 }),
        fc.constantFrom('lower' as const, 'higher' as const),
        (values, better) => {
          const marked = bestOf(values, better);
          const known = values.filter((v): v is number => v !== undefined);
          const distinct = new Set(known);
          if (distinct.size < 2) {
            expect(marked).toEqual([]);
            return;
          }
          const best = better === 'lower' ? Math.min(...known) : Math.max(...known);
          expect(marked).toEqual(values.flatMap((v, i) => (v === best ? [i] : [])));
          expect(marked.length).toBeGreaterThan(0);
          expect(marked.length).toBeLessThan(known.length);
        },
      ),
    );
  });
});

describe('pricesComparable', () => {
  it('only when every home has the same status', () => {
    expect(pricesComparable(['for_sale', 'for_sale', 'for_sale'])).toBe(true);
    expect(pricesComparable(['for_rent', 'for_rent'])).toBe(true);
    expect(pricesComparable(['for_sale'])).toBe(true);
    expect(pricesComparable(['for_sale', 'for_rent'])).toBe(false);
    expect(pricesComparable(['for_rent', 'for_rent', 'for_sale'])).toBe(false);
  });
});
