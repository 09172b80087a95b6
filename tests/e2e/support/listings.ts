import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { todayIso } from '../../../lib/listings/dates';
import { recommendedOrder } from '../../../lib/listings/order';
import { keepSampleDatesCurrent } from '../../../lib/listings/sample-dates';
import type { Listing } from '../../../lib/listings/schema';

/**
 * The curated listings, read from their files (data/listings/<slug>.json) for the tests to work
 * out what the pages must show. Not the build's reader (lib/listings/folder.ts is server-only,
 * and the build that made the export has already checked every file): the `.json` files, hidden
 * ones left out, each record as written.
 */

/** A listing record as its file holds it: its tour lives in data/tours.json. */
export type ListingRecord = Omit<Listing, 'tour'>;

/**
 * The day the export under test was built as of. `npm test` exports BUILD_DATE to the builds
 * and to these tests alike; without it both use today.
 */
export const BUILD_DATE = process.env.BUILD_DATE?.trim() || todayIso();

const FOLDER = new URL('../../../data/listings/', import.meta.url);

/**
 * The records with their dates as written, in the order a build on `buildDate` shows them: the
 * Recommended order (lib/listings/order.ts), of the dates as that build moves the sample's.
 */
export function readListings(buildDate = BUILD_DATE): ListingRecord[] {
  const records = readdirSync(fileURLToPath(FOLDER))
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map(
      (name) =>
        JSON.parse(readFileSync(fileURLToPath(new URL(name, FOLDER)), 'utf8')) as ListingRecord,
    );
  const bySlug = new Map(records.map((r) => [r.slug, r]));
  const asBuilt = keepSampleDatesCurrent(records, buildDate) as ListingRecord[];
  return recommendedOrder(asBuilt).map((l) => bySlug.get(l.slug)!);
}

/** The curated listings as written, in the order the site under test shows them. */
export const listings: readonly ListingRecord[] = readListings();
