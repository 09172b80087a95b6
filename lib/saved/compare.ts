/**
 * The comparison table's rule for 'best in the row'. Client-safe and pure.
 *
 * A row's best value is marked only when it tells the visitor something: at least two homes
 * have a value, and they are not all equal. Every home that shares the best value is marked.
 */

export type Better = 'lower' | 'higher';

/** Positions of the best values in a row (`undefined`: no value for that home). */
export function bestOf(values: readonly (number | undefined)[], better: Better): number[] {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
  if (known.length < 2) return [];
  const best = better === 'lower' ? Math.min(...known) : Math.max(...known);
  const worst = better === 'lower' ? Math.max(...known) : Math.min(...known);
  if (best === worst) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}

/**
 * Prices of homes for sale and homes to rent are not comparable (a price against a monthly
 * rent): price rows mark a best value only when every home has the same status.
 */
export function pricesComparable(statuses: readonly string[]): boolean {
  return statuses.every((s) => s === statuses[0]);
}
