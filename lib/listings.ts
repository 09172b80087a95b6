import rawListings from '@/data/listings.json';
import { checkListingFiles } from './listing-files';
import { parseListings, type Listing, type ListingSummary } from './listing-schema';

/**
 * The one door to listing data. Validation runs when this module is first imported, i.e. while
 * `next build` renders pages, so a broken record stops the build with a message naming it.
 */
const listings: readonly Listing[] = parseListings(rawListings, 'data/listings.json');
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

export function toSummary(listing: Listing): ListingSummary {
  const { id, slug, title, price, currency, location, bedrooms, bathrooms, size } = listing;
  const { type, status, image, hasVideo, has360 } = listing;
  return {
    id,
    slug,
    title,
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
  };
}

export type { Listing, ListingSummary } from './listing-schema';
