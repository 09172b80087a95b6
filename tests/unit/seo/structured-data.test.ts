import { describe, expect, it } from 'vitest';
import { getListing, getListings, type Listing } from '@/lib/listings/data';
import { areaOf, countyOf } from '@/lib/listings/labels';
import { AREAS, generateListings } from '@/lib/listings/sample';
import { TOWN_COUNTY } from '@/lib/listings/vocabulary';
import { SITE_URL } from '@/lib/site/site';
import {
  breadcrumbJsonLd,
  listingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/seo/structured-data';

describe('listingJsonLd', () => {
  it('describes a for-sale apartment as a RealEstateListing whose mainEntity is an Apartment', () => {
    const listing = getListing('luxury-apartment-kilimani')!;
    const ld = listingJsonLd(listing);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: listing.title,
      url: `${SITE_URL}/listings/luxury-apartment-kilimani/`,
      mainEntity: {
        '@type': 'Apartment',
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 3,
        yearBuilt: 2021,
        floorSize: { '@type': 'QuantitativeValue', value: 165, unitCode: 'MTK' },
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Kilimani',
          addressRegion: 'Nairobi',
          addressCountry: 'KE',
        },
      },
      offers: {
        '@type': 'Offer',
        price: 18_500_000,
        priceCurrency: 'KES',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
      },
    });
    expect(ld.mainEntity).toMatchObject({
      amenityFeature: listing.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
      image: listing.images.map((image) => `${SITE_URL}${image}`),
    });
  });

  it("puts each listing in its own town's county, not Nairobi for all", () => {
    const [mombasa, eldoret] = generateListings(40, getListings()).reduce<Listing[]>((found, l) => {
      if (l.location.endsWith(', Mombasa') && !found[0]) found[0] = l;
      if (l.location.endsWith(', Eldoret') && !found[1]) found[1] = l;
      return found;
    }, []);
    expect(listingJsonLd(mombasa!).mainEntity).toMatchObject({
      address: { addressLocality: areaOf(mombasa!.location), addressRegion: 'Mombasa' },
    });
    expect(listingJsonLd(eldoret!).mainEntity).toMatchObject({
      address: { addressLocality: areaOf(eldoret!.location), addressRegion: 'Uasin Gishu' },
    });
  });

  it('knows the county of every town the sample generator uses', () => {
    for (const { town } of AREAS) expect(TOWN_COUNTY[town], town).toBeTruthy();
    expect(countyOf('Somewhere, Unknown Town')).toBe('Unknown Town');
  });

  it('describes a house as a House', () => {
    expect(listingJsonLd(getListing('family-home-karen')!).mainEntity).toMatchObject({
      '@type': 'House',
      numberOfBedrooms: 5,
    });
  });

  it('offers a rental as a monthly lease', () => {
    const ld = listingJsonLd(getListing('penthouse-riverside')!);
    expect(ld.offers).toMatchObject({
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 350_000,
        priceCurrency: 'KES',
        unitCode: 'MON',
      },
    });
  });

  it('leaves floorSize out when the size is unknown', () => {
    expect(listingJsonLd(getListing('townhouse-upper-hill')!).mainEntity).not.toHaveProperty(
      'floorSize',
    );
  });
});

describe('breadcrumbJsonLd and organizationJsonLd', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Listings', path: '/listings/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Listings', item: `${SITE_URL}/listings/` },
      ],
    });
  });

  it('describes the site as a RealEstateAgent in Kenya', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Nyumba360',
      url: `${SITE_URL}/`,
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
