import { isFresh } from '../../../lib/listings/dates';
import { keepSampleDatesCurrent, sampleDates } from '../../../lib/listings/sample-dates';
import { BUILD_DATE, listings } from './listings';

// Where the specs have always found it; the listings' reader defines it, for their order.
export { BUILD_DATE };

/**
 * Ids of the generated listings (7 to `total`) not verified within 90 days of BUILD_DATE: the
 * ones a build leaves out as stale, worked out from the generator's dates
 * (lib/listings/sample-dates.ts).
 */
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
