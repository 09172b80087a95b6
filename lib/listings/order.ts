/**
 * The Recommended order: the order of /listings/ without a sort, of its result pages and of the
 * search index, and the home page's Featured Properties (the first four). With one file per
 * listing the folder has no order of its own, so the order is a rule (docs/data.md):
 *
 * 1. listings with a `rank` first, lowest rank first: the listings desk's picks;
 * 2. then the rest, newest `listedAt` first, so a new home is not buried under older ones;
 * 3. equal dates by slug, so the order never depends on how the files were read.
 *
 * Ranks are unique (parseListings stops the build on a duplicate); two equal ranks would still
 * come out in one order, by slug. Pure and client-safe: the end-to-end tests work out the
 * expected orders with it.
 */

/** What the order reads of a listing: validated records, or raw ones in the tests. */
export interface Orderable {
  slug: string;
  listedAt: string;
  rank?: number;
}

/** -1, 0 or 1 for `a` before, beside or after `b`, by UTF-16 code units (no locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Compares two listings in the Recommended order, for `Array.prototype.sort`. */
export function compareRecommended(a: Orderable, b: Orderable): number {
  if (a.rank !== undefined || b.rank !== undefined) {
    if (a.rank === undefined) return 1;
    if (b.rank === undefined) return -1;
    if (a.rank !== b.rank) return a.rank - b.rank;
  } else {
    // YYYY-MM-DD dates compare as text; newest first.
    const newer = byText(b.listedAt, a.listedAt);
    if (newer !== 0) return newer;
  }
  return byText(a.slug, b.slug);
}

/** `listings` in the Recommended order, as a new array; the input is left as it was. */
export function recommendedOrder<T extends Orderable>(listings: readonly T[]): T[] {
  return [...listings].sort(compareRecommended);
}
