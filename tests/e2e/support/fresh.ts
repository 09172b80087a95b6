import { isFresh } from '../../../lib/listings/dates';
import { dayNumber } from '../../../lib/listings/dates';
import { GONE_PAGE_DAYS } from '../../../lib/listings/market';
import {
  keepSampleDatesCurrent,
  sampleDates,
  sampleEnglishOnly,
  sampleMarket,
} from '../../../lib/listings/sample-dates';
import { BUILD_DATE, listings } from './listings';

// Where the specs have always found it; the listings' reader defines it, for their order.
export { BUILD_DATE };

/**
 * Ids of the generated listings (after the curated ones, to `total`) not verified within 90 days of BUILD_DATE: the
 * ones a build leaves out as stale, worked out from the generator's dates
 * (lib/listings/sample-dates.ts).
 */
export function staleIds(total: number, curated = listings.length): number[] {
  const ids: number[] = [];
  for (let id = curated + 1; id <= total; id++) {
    if (!isFresh(sampleDates(id, BUILD_DATE).verifiedAt, BUILD_DATE)) ids.push(id);
  }
  return ids;
}

/**
 * Ids of the generated listings (after the curated ones, to `total`) a build on BUILD_DATE leaves out of every list,
 * count, sitemap and index: the stale ones, and those sold, let or withdrawn
 * (lib/listings/sample-dates.ts, sampleMarket).
 */
export function leftOutIds(total: number, curated = listings.length): number[] {
  const stale = new Set(staleIds(total, curated));
  const ids: number[] = [];
  for (let id = curated + 1; id <= total; id++) {
    if (stale.has(id) || sampleMarket(id, BUILD_DATE).state === 'gone') ids.push(id);
  }
  return ids;
}

/** What the generated listings after the curated ones, to `total`, are on the market, by id, as of BUILD_DATE. */
export function marketIds(total: number, curated = listings.length) {
  const built = dayNumber(BUILD_DATE)!;
  const stale = new Set(staleIds(total, curated));
  const out = {
    /** Listed with the badge: under offer and fresh. */
    underOffer: [] as number[],
    /** Sold, let or withdrawn within GONE_PAGE_DAYS: a `noindex` page at their address. */
    gonePage: [] as { id: number; how: 'sold-or-let' | 'withdrawn'; leftMarketAt: string }[],
    /** Gone longer ago: their address is a 404. */
    longGone: [] as number[],
    /** Listed, fresh, available, and described in English only. */
    englishOnly: [] as number[],
  };
  for (let id = curated + 1; id <= total; id++) {
    const m = sampleMarket(id, BUILD_DATE);
    if (m.state === 'gone') {
      if (built - dayNumber(m.leftMarketAt)! <= GONE_PAGE_DAYS)
        out.gonePage.push({
          id,
          how: m.withdrawn ? 'withdrawn' : 'sold-or-let',
          leftMarketAt: m.leftMarketAt,
        });
      else out.longGone.push(id);
      continue;
    }
    if (stale.has(id)) continue;
    if (m.state === 'under_offer') out.underOffer.push(id);
    else if (sampleEnglishOnly(id)) out.englishOnly.push(id);
  }
  return out;
}

/**
 * The curated listings with their dates as a build on BUILD_DATE shows them: the sample records'
 * dates move with the build date (keepSampleDatesCurrent), so tests that read dates read these.
 */
export const curatedListings = keepSampleDatesCurrent(listings, BUILD_DATE) as typeof listings;
