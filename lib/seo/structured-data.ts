import 'server-only';
import type {
  Apartment,
  BreadcrumbList,
  House,
  Offer,
  RealEstateAgent,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import { en } from '@/lib/i18n/en';
import { typeLabel } from '@/lib/i18n/labels';
import { areaOf, countyOf } from '@/lib/listings/labels';
import type { Listing } from '@/lib/listings/schema';
import { DEFAULT_OG_IMAGE_PATH, listingOgImagePath, listingPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME, SITE_TAGLINE } from '@/lib/site/site';

/**
 * schema.org data for crawlers. A listing page is a RealEstateListing (a WebPage) whose
 * mainEntity is the Apartment or House, with an Offer; rentals are offered as a lease.
 */
export function listingJsonLd(listing: Listing): WithContext<RealEstateListing> {
  const url = absoluteUrl(listingPath(listing.slug));
  const offer: Offer = {
    '@type': 'Offer',
    price: listing.price,
    priceCurrency: listing.currency,
    availability: 'https://schema.org/InStock',
    businessFunction: {
      '@id': `http://purl.org/goodrelations/v1#${listing.status === 'for_rent' ? 'LeaseOut' : 'Sell'}`,
    },
    url,
    ...(listing.status === 'for_rent'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: listing.price,
            priceCurrency: listing.currency,
            unitCode: 'MON',
            unitText: 'month',
          },
        }
      : {}),
  };
  const place = {
    name: listing.title,
    description: listing.description,
    url,
    image: listing.images.map((image) => absoluteUrl(image)),
    numberOfBedrooms: listing.bedrooms,
    numberOfBathroomsTotal: listing.bathrooms,
    numberOfRooms: listing.bedrooms,
    ...(listing.size === undefined
      ? {}
      : {
          floorSize: {
            '@type': 'QuantitativeValue' as const,
            value: listing.size,
            unitCode: 'MTK',
            unitText: 'sqm',
          },
        }),
    yearBuilt: listing.yearBuilt,
    amenityFeature: listing.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification' as const,
      name: amenity,
      value: true,
    })),
    address: {
      '@type': 'PostalAddress' as const,
      addressLocality: areaOf(listing.location),
      addressRegion: countyOf(listing.location),
      addressCountry: 'KE',
    },
  };
  const mainEntity: Apartment | House =
    listing.type === 'house' ? { '@type': 'House', ...place } : { '@type': 'Apartment', ...place };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description,
    url,
    image: absoluteUrl(listingOgImagePath(listing.slug)),
    inLanguage: 'en-KE',
    about: `${typeLabel(en.listing, listing.type)} ${listing.status === 'for_sale' ? 'for sale' : 'for rent'}`,
    mainEntity,
    offers: offer,
  };
}

export function breadcrumbJsonLd(
  items: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function organizationJsonLd(): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: SITE_NAME,
    slogan: SITE_TAGLINE,
    description: `${SITE_TAGLINE}: homes and apartments for sale and rent, with photos, 360° tours and video.`,
    url: absoluteUrl(ROUTES.home),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(DEFAULT_OG_IMAGE_PATH),
    areaServed: { '@type': 'Country', name: 'Kenya' },
    address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
  };
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in the data. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
