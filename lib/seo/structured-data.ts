import 'server-only';
import { KIND_RULES, priceUnit } from '@/lib/listings/kinds';
import type {
  Apartment,
  BreadcrumbList,
  House,
  LocationFeatureSpecification,
  Offer,
  Place,
  PostalAddress,
  PropertyValue,
  RealEstateAgent,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { typeLabel } from '@/lib/i18n/labels';
import { LANGUAGE_TAG, LOCALES, localePath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { areaName, countyName } from '@/lib/listings/location';
import { listingText } from '@/lib/listings/text';
import { listingDescription } from './metadata';
import { factValue, knownFacts, type FactTexts } from '@/lib/listings/facts';
import type { Listing } from '@/lib/listings/schema';
import { DEFAULT_OG_IMAGE_PATH, listingOgImagePath, listingPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';

/**
 * schema.org data for crawlers. A listing page is a RealEstateListing (a WebPage) whose
 * mainEntity is the Apartment or House, with an Offer; rentals are offered as a lease. Names,
 * descriptions and URLs are those of the page's language, and `inLanguage` says which it is.
 */
export function listingJsonLd(listing: Listing, locale: Locale): WithContext<RealEstateListing> {
  const texts = dictionary(locale);
  const factTexts: FactTexts = { facts: texts.kenyaFacts, perMonth: texts.listing.perMonth };
  const own = listingText(listing, locale);
  const title = own.title;
  // All in the page's language (`inLanguage`): without a description in it, the meta
  // description (what, where, the figures) stands in for the English one.
  const description =
    own.descriptionLang === locale ? own.description : listingDescription(listing, locale);
  const url = absoluteUrl(localePath(locale, listingPath(listing.slug)));
  const offer: Offer = {
    '@type': 'Offer',
    price: listing.price,
    priceCurrency: listing.currency,
    // A home under offer may still come free: offered, but not as freely as the others.
    availability:
      listing.market === 'under_offer'
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock',
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
            // A lease of land is priced by the year (lib/listings/kinds.ts).
            ...(priceUnit(listing.type, listing.status) === 'year'
              ? { unitCode: 'ANN', unitText: 'year' }
              : { unitCode: 'MON', unitText: 'month' }),
          },
        }
      : {}),
  };
  const place = {
    name: title,
    description,
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
    amenityFeature: [
      ...listing.amenities.map((amenity) => ({
        '@type': 'LocationFeatureSpecification' as const,
        name: texts.amenities[amenity],
        value: true,
      })),
      ...factFeatures(listing, factTexts),
    ],
    // schema.org has these two on Accommodation; the other facts are amenity features.
    ...(listing.facts?.petsAllowed === undefined ? {} : { petsAllowed: listing.facts.petsAllowed }),
    // In the page's words, as Kenyans count floors ('Ground floor', 'Floor 3' above it).
    ...(listing.facts?.floor === undefined
      ? {}
      : { floorLevel: factValue('floor', listing.facts, factTexts) }),
    address: {
      '@type': 'PostalAddress' as const,
      addressLocality: areaName(listing.location),
      addressRegion: countyName(listing.location),
      addressCountry: 'KE',
    },
  };
  const mainEntity: Apartment | House | Place =
    KIND_RULES[listing.type].schemaType === 'Place'
      ? placeEntity(listing, place, {
          land: texts.kindFacts.plotTile,
          floor: texts.kindFacts.floorArea,
        })
      : listing.type === 'house'
        ? { '@type': 'House', ...place }
        : { '@type': 'Apartment', ...place };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url,
    image: absoluteUrl(listingOgImagePath(listing.slug)),
    inLanguage: LANGUAGE_TAG[locale],
    // When it went live, and when the team last confirmed it is available (schema.org's
    // datePosted and dateModified of the listing as a page).
    datePosted: listing.listedAt,
    dateModified: listing.verifiedAt,
    about: fill(listing.status === 'for_sale' ? texts.meta.aboutForSale : texts.meta.aboutForRent, {
      type: typeLabel(texts.listing, listing.type),
    }),
    mainEntity,
    offers: offer,
  };
}

/**
 * Land and commercial space: schema.org has no type for a plot, an office or a warehouse, and a
 * Place has no rooms, floor size or year built. Their size is a property value named in the
 * page's language: acres (UN/CEFACT ACR) for a plot, m² (MTK) for a floor area. A Place has
 * amenity features, so their amenities and facts are kept.
 */
function placeEntity(
  listing: Listing,
  home: {
    name: string;
    description: string;
    url: string;
    image: string[];
    address: Exclude<PostalAddress, string>;
    amenityFeature: LocationFeatureSpecification[];
  },
  names: { land: string; floor: string },
): Place {
  const size: PropertyValue[] = listing.land
    ? [
        {
          '@type': 'PropertyValue',
          name: names.land,
          value: listing.land.acres,
          unitCode: 'ACR',
          unitText: 'acre',
        },
      ]
    : listing.size === undefined
      ? []
      : [
          {
            '@type': 'PropertyValue',
            name: names.floor,
            value: listing.size,
            unitCode: 'MTK',
            unitText: 'sqm',
          },
        ];
  const { name, description, url, image, address, amenityFeature } = home;
  return {
    '@type': 'Place',
    name,
    description,
    url,
    image,
    address,
    additionalProperty: size,
    amenityFeature,
  };
}

/**
 * A listing's Kenya facts that schema.org has no property of its own for, as amenity features
 * named as the page names them. Counts and yes-or-no answers keep their type (a deposit in
 * months, UN/CEFACT unit MON); the rest, money included (a feature has no currency), are the
 * page's words ('Ksh 18,000/month', 'Leasehold, 73 years left').
 */
function factFeatures(listing: Listing, texts: FactTexts): LocationFeatureSpecification[] {
  return knownFacts(listing.facts, texts)
    .filter(({ name }) => name !== 'petsAllowed' && name !== 'floor')
    .map(({ name, label, value }) => {
      const raw = listing.facts?.[name];
      const typed =
        name !== 'serviceCharge' && (typeof raw === 'number' || typeof raw === 'boolean')
          ? raw
          : value;
      return {
        '@type': 'LocationFeatureSpecification',
        name: label,
        value: typed,
        ...(name === 'depositMonths' ? { unitCode: 'MON', unitText: value } : {}),
      };
    });
}

/**
 * The trail to a page. Each item's `path` is a whole site path in the page's language
 * ('/sw/listings/'): an item in the other language is a mistake, and fails the build.
 */
export function breadcrumbJsonLd(
  items: readonly { name: string; path: string }[],
  locale: Locale,
): WithContext<BreadcrumbList> {
  const strays = items.filter((item) => splitLocale(item.path).locale !== locale);
  if (strays.length > 0)
    throw new Error(
      `Breadcrumb paths not in ${locale}: ${strays.map((item) => item.path).join(', ')}`,
    );
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

/**
 * The trail to one of the site's own pages (List Your Property, Contact, the documents): the
 * home page, then the page. `path` is the page's path as English has it ('/contact/').
 */
export function pageBreadcrumbJsonLd(
  name: string,
  path: string,
  locale: Locale,
): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd(
    [
      { name: dictionary(locale).detail.breadcrumbHome, path: localePath(locale, ROUTES.home) },
      { name, path: localePath(locale, path) },
    ],
    locale,
  );
}

/**
 * The company behind the site, for the home page of a language. It is one entity in both
 * languages (one @id and URL, serving in both: `knowsLanguage`); its texts follow the page.
 * schema.org gives an organisation no `inLanguage`, so the page it is the main entity of (the
 * home page in that language) carries it.
 */
export function organizationJsonLd(locale: Locale): WithContext<RealEstateAgent> {
  const { site, meta } = dictionary(locale);
  const url = absoluteUrl(ROUTES.home);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}#organization`,
    name: SITE_NAME,
    slogan: site.tagline,
    description: fill(meta.organizationDescription, { tagline: site.tagline }),
    url,
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(DEFAULT_OG_IMAGE_PATH),
    knowsLanguage: LOCALES.map((l) => LANGUAGE_TAG[l]),
    areaServed: { '@type': 'Country', name: 'Kenya' },
    address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
    mainEntityOfPage: {
      '@type': 'WebPage',
      url: absoluteUrl(localePath(locale, ROUTES.home)),
      inLanguage: LANGUAGE_TAG[locale],
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in the data. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
