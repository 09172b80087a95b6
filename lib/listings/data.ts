import 'server-only';
import rawListings from '@/data/listings.json';
import rawTours from '@/data/tours.json';
import type { Locale } from '@/lib/i18n/locales';
import { approximatePosition } from '@/lib/map/position';
import { BUILD_ENV } from '@/lib/site/env';
import { checkListingFiles } from './files';
import { listingText } from './labels';
import { parseListings, withTours, type Listing, type ListingSummary } from './schema';
import { generateListings, sampleListingCount } from './sample';

/**
 * The one door to listing data. Validation runs when this module is first imported, i.e. while
 * `next build` renders pages, so a broken record stops the build with a message naming it.
 *
 * `SAMPLE_LISTINGS=N` adds generated listings up to N in all, to build and measure the site at
 * the size of a real portal. They pass through the same validation as the curated records.
 */
const curated = parseListings(withTours(rawListings, rawTours), 'data/listings.json');
const total = sampleListingCount(BUILD_ENV.sampleListings, curated.length);
const listings: readonly Listing[] =
  total > curated.length
    ? // Parsed together so a slug clash between the two sets is caught too.
      parseListings(
        [...curated, ...generateListings(total - curated.length, curated)],
        'data/listings.json with generated listings',
      )
    : curated;
checkListingFiles(listings);
const bySlug = new Map(listings.map((l) => [l.slug, l]));

export function getListings(): readonly Listing[] {
  return listings;
}

export function getListing(slug: string): Listing | undefined {
  return bySlug.get(slug);
}

/** The home page's featured row: the first four listings, in data order. */
export function getFeatured(): readonly Listing[] {
  return listings.slice(0, 4);
}

/** The card fields of a listing, with its title in `locale`. */
export function toSummary(listing: Listing, locale: Locale): ListingSummary {
  const { slug, price, currency, location, bedrooms, bathrooms, size } = listing;
  const { type, status, image, hasVideo, has360 } = listing;
  return {
    slug,
    title: listingText(listing, locale).title,
    price,
    currency,
    location,
    bedrooms,
    bathrooms,
    ...(size === undefined ? {} : { size }),
    type,
    status,
    image,
    hasVideo,
    has360,
    position: approximatePosition(slug, listing.coordinates),
  };
}

export type { Listing, ListingSummary } from './schema';
