import { AMENITIES, type Amenity } from '@/lib/listings/vocabulary';
import { unpackSlug, type SearchIndex } from './search-index';

/*
 * Reading the index for /saved/ and /compare/: a home's row by its slug, and the fields only
 * the comparison shows. Apart from lib/search/search-index.ts so that the search islands of
 * /listings/ and /map/, which never read them, do not carry them.
 */

export interface ListingExtras {
  yearBuilt: number | undefined;
  amenities: Amenity[];
  agent: { name: string; agency: string; slug: string } | undefined;
}

/** What the comparison shows beyond the card: year built, amenities and agent. */
export function extrasAt(index: SearchIndex, row: number): ListingExtras {
  const year = index.yearBuilt[row]!;
  const bits = index.amenities[row]!;
  const [name, agency, slug] = index.agents[index.agent[row]!]!;
  return {
    yearBuilt: year > 0 ? year : undefined,
    amenities: AMENITIES.filter((_, i) => (bits & (1 << i)) !== 0),
    agent: name ? { name, agency, slug } : undefined,
  };
}

/** Row of each slug (slugs are unique), for joining saved slugs to the index. */
export function rowsBySlug(index: SearchIndex): Map<string, number> {
  const rows = new Map<string, number>();
  for (let row = 0; row < index.count; row++) {
    rows.set(unpackSlug(index.slug[row]!, index.title[row]!), row);
  }
  return rows;
}
