import listings from '../../../data/listings.json' with { type: 'json' };
import { isFresh, todayIso } from '../../../lib/listings/dates';
import { keepSampleDatesCurrent, sampleDates } from '../../../lib/listings/sample-dates';

/**
 * Which generated listings a build leaves out as stale, worked out from the generator's dates
 * (lib/listings/sample-dates.ts) and the build date. `npm test` exports BUILD_DATE to the builds
 * and to these tests alike; without it both use today.
 */
export const BUILD_DATE = process.env.BUILD_DATE?.trim() || todayIso();

/** Ids of the generated listings (7 to `total`) not verified within 90 days of BUILD_DATE. */
export function staleIds(total: number, curated = 6): number[] {
  const ids: number[] = [];
  for (let id = curated + 1; id <= total; id++) {
    if (!isFresh(sampleDates(id, BUILD_DATE).verifiedAt, BUILD_DATE)) ids.push(id);
  }
  return ids;
}

/**
 * The curated listings with their dates as a build on BUILD_DATE shows them: the sample records'
 * dates move with the build date (keepSampleDatesCurrent), so tests that read dates read these.
 */
export const curatedListings = keepSampleDatesCurrent(listings, BUILD_DATE) as typeof listings;
