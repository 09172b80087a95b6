import 'server-only';
import type { Metadata } from 'next';
import { en } from '@/lib/i18n/en';
import { formatPrice } from '@/lib/site/format';
import { typeLabel } from '@/lib/i18n/labels';
import type { Listing } from '@/lib/listings/schema';
import { DEFAULT_OG_IMAGE_PATH } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';

/** The site-wide preview image. */
export const DEFAULT_OG_IMAGE = {
  path: DEFAULT_OG_IMAGE_PATH,
  alt: `${SITE_NAME}: homes for sale and rent in Kenya`,
};
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageMetaInput {
  /** Page title without the site name; ' | Nyumba360' is appended. */
  title: string;
  description: string;
  /** Site path with its trailing slash, e.g. '/listings/'. */
  path: string;
  image?: { path: string; alt: string };
  type?: 'website' | 'article';
}

/**
 * Complete metadata for one page. Next merges metadata shallowly, so a page that sets
 * `openGraph` replaces the layout's whole object: every page builds all of its tags here.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = 'website',
}: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${SITE_NAME}`;
  const ogImage = {
    url: absoluteUrl(image.path),
    ...OG_IMAGE_SIZE,
    alt: image.alt,
    type: 'image/jpeg',
  };
  return {
    // Absolute: the layout's title template does not reach a page in its own segment (home).
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      type,
      siteName: SITE_NAME,
      locale: 'en_KE',
      images: [ogImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: ogImage.url, alt: image.alt }],
    },
  };
}

/** A listing's meta description: what, where, how big, how much, and its first sentence. */
export function listingDescription(listing: Listing): string {
  const what = `${typeLabel(en.listing, listing.type)} ${listing.status === 'for_sale' ? 'for sale' : 'to rent'} in ${listing.location}`;
  const size = listing.size === undefined ? '' : `, ${listing.size} sqm`;
  const facts = `${listing.bedrooms} bedrooms, ${listing.bathrooms} bathrooms${size}, ${formatPrice(listing.price, listing.status, en.listing.perMonth)}`;
  const first = listing.description.split(/(?<=\.)\s/)[0] ?? '';
  const text = `${what}: ${facts}. ${first}`;
  // Search results show about 155 characters; cut at a word boundary rather than mid-word.
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
