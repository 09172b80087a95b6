import 'server-only';
import { unitStage } from '@/lib/developments/states';
import type { Locale } from '@/lib/i18n/locales';
import { approximatePosition } from '@/lib/map/position';
import { BUILD_ENV } from '@/lib/site/env';
import { FRESH_DAYS, isFresh } from './dates';
import { isOffMarket, showsGonePage } from './market';
import { checkListingFiles } from './files';
import {
  FLOORPLANS_FILE,
  LISTINGS_DIR,
  readFloorPlans,
  readListingFolder,
  readTours,
  TOURS_FILE,
} from './folder';
import { recommendedOrder } from './order';
import { listingText } from './text';
import {
  parseListings,
  withFloorPlans,
  withTours,
  type Listing,
  type ListingSummary,
} from './schema';
import { generateListings, repriceSample, sampleListingCount } from './sample';
import { keepSampleDatesCurrent } from './sample-dates';

/**
 * The one door to listing data. The listings are read from their folder, one file each
 * (data/listings/<slug>.json, lib/listings/folder.ts), when this module is first imported, i.e.
 * while `next build` renders pages, and validated then, so a broken file or record stops the
 * build with a message naming it. They are put in the Recommended order (lib/listings/order.ts).
 *
 * `SAMPLE_LISTINGS=N` adds generated listings up to N in all, to build and measure the site at
 * the size of a real portal. They pass through the same validation as the curated records, and
 * follow them in the order they were generated.
 */
const stored = readListingFolder();
const raw = stored.map((s) => s.record);
const files = stored.map((s) => s.file);
const records = keepSampleDatesCurrent(
  withFloorPlans(withTours(raw, readTours(), TOURS_FILE), readFloorPlans(), FLOORPLANS_FILE),
  BUILD_ENV.buildDate,
);
const curated = recommendedOrder(parseListings(records, `${LISTINGS_DIR}/`, files));
const total = sampleListingCount(BUILD_ENV.sampleListings, curated.length);
const parsed: readonly Listing[] =
  total > curated.length
    ? // Parsed together so a slug clash between the two sets is caught too.
      parseListings(
        [
          ...curated,
          ...repriceSample(
            generateListings(total - curated.length, curated),
            BUILD_ENV.samplePriceChanges,
          ),
        ],
        `${LISTINGS_DIR}/ with generated listings`,
        curated.map((l) => `${LISTINGS_DIR}/${l.slug}.json`),
      )
    : curated;
checkListingFiles(parsed);

/**
 * Homes sold, let or withdrawn leave every list, count, map and the sitemap; for GONE_PAGE_DAYS
 * after they left, their address shows a `noindex` page saying so (lib/listings/market.ts), and
 * then it is a 404.
 */
const { onMarket, gone } = splitMarket(parsed, BUILD_ENV.buildDate);

/**
 * Listings our team has not confirmed within FRESH_DAYS of the build date stay out of every page,
 * the search index and the sitemap: renters' worst experience after scams is a home let long
 * ago. Each one is named in the build log so the desk knows whom to call.
 */
const { fresh: listings, stale } = splitFresh(onMarket, BUILD_ENV.buildDate);
logStale(stale);

function logStale(left: readonly Listing[]) {
  // `npm run build` reads the listings first in scripts/build/preview-images.ts, which names them
  // once; `next build` then loads this module in each of its processes (NEXT_PHASE is set there),
  // where the same list again would only repeat itself.
  if (left.length === 0 || process.env.NEXT_PHASE !== undefined) return;
  const lines = left.map((l) => `  - listing "${l.slug}": verified ${l.verifiedAt}`);
  console.warn(
    `Left out ${left.length} listing${left.length === 1 ? '' : 's'} not verified within ${FRESH_DAYS} days of ${BUILD_ENV.buildDate}:\n${lines.join('\n')}`,
  );
}
const bySlug = new Map(listings.map((l) => [l.slug, l]));
const goneBySlug = new Map(gone.map((l) => [l.slug, l]));

/**
 * Homes still on the market (available or under offer), and those that left it (sold, let or
 * withdrawn) recently enough that `buildDate` still builds their page, both in the order given.
 * Those that left longer ago are in neither: their address is a 404.
 */
export function splitMarket(
  all: readonly Listing[],
  buildDate: string,
): { onMarket: Listing[]; gone: Listing[] } {
  const onMarket: Listing[] = [];
  const gone: Listing[] = [];
  for (const listing of all) {
    if (!isOffMarket(listing.market)) onMarket.push(listing);
    else if (listing.leftMarketAt !== undefined && showsGonePage(listing.leftMarketAt, buildDate))
      gone.push(listing);
  }
  return { onMarket, gone };
}

/** Listings verified within FRESH_DAYS of `buildDate`, and the rest, both in the order given. */
export function splitFresh(
  all: readonly Listing[],
  buildDate: string,
): { fresh: Listing[]; stale: Listing[] } {
  const fresh: Listing[] = [];
  const stale: Listing[] = [];
  for (const listing of all) (isFresh(listing.verifiedAt, buildDate) ? fresh : stale).push(listing);
  return { fresh, stale };
}

/**
 * Every listing the data holds, whatever its market state or freshness, curated first: for the
 * checks that link listings to other records (a unit to its development, lib/developments/data.ts),
 * which must hold for a listing the build leaves out too. `generated` are SAMPLE_LISTINGS' own.
 */
export function getRecordedListings(): {
  curated: readonly Listing[];
  generated: readonly Listing[];
} {
  return { curated, generated: parsed.slice(curated.length) };
}

export function getListings(): readonly Listing[] {
  return listings;
}

export function getListing(slug: string): Listing | undefined {
  return bySlug.get(slug);
}

/**
 * Homes that left the market within GONE_PAGE_DAYS of the build date: each keeps its address
 * with a page saying so, and is in nothing else (search, map, counts, sitemap).
 */
export function getGoneListings(): readonly Listing[] {
  return gone;
}

export function getGoneListing(slug: string): Listing | undefined {
  return goneBySlug.get(slug);
}

/** The home page's featured row: the first four listings, in the Recommended order. */
export function getFeatured(): readonly Listing[] {
  return listings.slice(0, 4);
}

/** The card fields of a listing, with its title in `locale`. */
export function toSummary(listing: Listing, locale: Locale): ListingSummary {
  const { slug, price, currency, location, bedrooms, bathrooms, size } = listing;
  const { type, status, image, hasVideo, has360, listedAt, verifiedAt } = listing;
  const stage = unitStage(listing);
  return {
    slug,
    title: listingText(listing, locale).title,
    price,
    currency,
    location,
    ...(bedrooms === undefined ? {} : { bedrooms }),
    ...(bathrooms === undefined ? {} : { bathrooms }),
    ...(size === undefined ? {} : { size }),
    // To 1/10,000 acre (4 m²), as the search index keeps it, so a card reads the same from both.
    ...(listing.land ? { acres: Math.round(listing.land.acres * 1e4) / 1e4 } : {}),
    type,
    ...(listing.style === undefined ? {} : { style: listing.style }),
    status,
    image,
    hasVideo,
    has360,
    listedAt,
    verifiedAt,
    position: approximatePosition(slug, listing.coordinates),
    ...(listing.market === 'under_offer' ? { underOffer: true as const } : {}),
    ...(stage === undefined ? {} : { offPlan: stage }),
  };
}

export type { Listing, ListingSummary } from './schema';
