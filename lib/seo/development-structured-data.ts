import 'server-only';
import { developerOf, unitsOf } from '@/lib/developments/data';
import type { Developer, Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { LANGUAGE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { KIND_RULES } from '@/lib/listings/kinds';
import { areaName, countyName } from '@/lib/listings/location';
import { listingText } from '@/lib/listings/text';
import { approximatePosition } from '@/lib/map/position';
import {
  developerPath,
  developmentOgImagePath,
  developmentPath,
  listingPath,
} from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

/** The developer as a schema.org Organization, with its registration as an identifier. */
export function developerEntity(developer: Developer, locale: Locale) {
  return {
    '@type': 'Organization' as const,
    '@id': absoluteUrl(`${developerPath(developer.slug)}#organization`),
    name: developer.name,
    url: absoluteUrl(localePath(locale, developerPath(developer.slug))),
    description: locale === 'sw' ? developer.sw.about : developer.about,
    ...(developer.founded === undefined ? {} : { foundingDate: String(developer.founded) }),
    ...(developer.registration
      ? {
          identifier: {
            '@type': 'PropertyValue' as const,
            propertyID: 'Business Registration Service (Kenya)',
            value: developer.registration.number,
          },
        }
      : {}),
  };
}

/**
 * A project page's structured data: the place (an apartment complex, a gated community of
 * townhouses, or a Place for a subdivision of plots), its developer as an Organization, and an
 * OfferCatalog of its unit types, each an Offer of the unit with its price and page. Positions
 * are the approximate ones the page shows (lib/map/position.ts).
 */
export function developmentJsonLd(development: Development, locale: Locale) {
  const t = dictionary(locale);
  const developer = developerOf(development);
  const url = absoluteUrl(localePath(locale, developmentPath(development.slug)));
  const units = unitsOf(development);
  const homes = units.filter((u) => KIND_RULES[u.type].schemaType !== 'Place');
  const placeType =
    units.length > 0 && homes.length === 0
      ? 'Place'
      : homes.every((u) => u.type === 'apartment')
        ? 'ApartmentComplex'
        : 'GatedResidenceCommunity';
  const position = approximatePosition(development.slug, development.coordinates);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': placeType,
        '@id': `${url}#place`,
        name: development.name,
        url,
        inLanguage: LANGUAGE_TAG[locale],
        description: locale === 'sw' ? development.sw.description : development.description,
        image: [
          absoluteUrl(developmentOgImagePath(development.slug)),
          ...development.images.map((i) => absoluteUrl(i)),
        ],
        address: {
          '@type': 'PostalAddress',
          addressLocality: areaName(development.location),
          addressRegion: countyName(development.location),
          addressCountry: 'KE',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: position.latitude,
          longitude: position.longitude,
        },
        amenityFeature: development.amenities.map((amenity) => ({
          '@type': 'LocationFeatureSpecification',
          name: t.amenities[amenity],
          value: true,
        })),
        additionalProperty: [
          {
            '@type': 'PropertyValue',
            name: t.developments.state,
            value: t.developments.states[development.state],
          },
          {
            '@type': 'PropertyValue',
            name: t.developments.completionTile,
            value: development.completion,
          },
        ],
      },
      developerEntity(developer, locale),
      {
        '@type': 'OfferCatalog',
        name: `${development.name}: ${t.developments.unitsHeading}`,
        itemListElement: units.map((unit) => ({
          '@type': 'Offer',
          url: absoluteUrl(localePath(locale, listingPath(unit.slug))),
          price: unit.price,
          priceCurrency: unit.currency,
          availability:
            development.state === 'ready'
              ? 'https://schema.org/InStock'
              : 'https://schema.org/PreOrder',
          offeredBy: { '@id': absoluteUrl(`${developerPath(developer.slug)}#organization`) },
          ...(unit.unit?.unitsLeft === undefined
            ? {}
            : { inventoryLevel: { '@type': 'QuantitativeValue', value: unit.unit.unitsLeft } }),
          itemOffered: {
            '@type':
              KIND_RULES[unit.type].schemaType === 'Place'
                ? 'Place'
                : unit.type === 'house'
                  ? 'House'
                  : 'Apartment',
            name: listingText(unit, locale).title,
            ...(unit.bedrooms === undefined ? {} : { numberOfBedrooms: unit.bedrooms }),
            ...(unit.size === undefined
              ? {}
              : { floorSize: { '@type': 'QuantitativeValue', value: unit.size, unitCode: 'MTK' } }),
            containedInPlace: { '@id': `${url}#place` },
          },
        })),
      },
    ],
  };
}
