import { readListingFolder } from '@/lib/listings/folder';
import { recommendedOrder } from '@/lib/listings/order';
import type { Listing } from '@/lib/listings/schema';

/** A record as data/listings/<slug>.json holds it: tours are joined in at build. */
export type StoredRecord = Omit<Listing, 'tour'>;

/**
 * The committed listing records as written (dates unmoved, not yet validated), read by the
 * build's own reader and put in the Recommended order, so [0] is the first home of the site.
 * Shared: copy before changing one (structuredClone).
 */
export const storedListings: readonly StoredRecord[] = recommendedOrder(
  readListingFolder().map((s) => s.record as StoredRecord),
);
