import { describe, expect, it } from 'vitest';
import { getListing, getListings, type Listing } from '@/lib/listings/data';
import { sw } from '@/lib/i18n/sw';
import { areaName, countyName } from '@/lib/listings/location';
import { generateListings } from '@/lib/listings/sample';
import { AREAS } from '@/lib/listings/location';
import { TOWN_COUNTY } from '@/lib/listings/location';
import { SITE_URL } from '@/lib/site/site';
import { listingDescription } from '@/lib/seo/metadata';
import {
  breadcrumbJsonLd,
  listingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/seo/structured-data';

describe('listingJsonLd', () => {
  it('describes a for-sale apartment as a RealEstateListing whose mainEntity is an Apartment', () => {
    const listing = getListing('luxury-apartment-kilimani')!;
    const ld = listingJsonLd(listing, 'en');
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
      // The amenities first; the listing's Kenya facts follow them (tested below).
      amenityFeature: expect.arrayContaining(
        listing.amenities.map((name) => ({
          '@type': 'LocationFeatureSpecification',
          name,
          value: true,
        })),
      ),
      image: listing.images.map((image) => `${SITE_URL}${image}`),
    });
  });

  it("puts each listing in its own town's county, not Nairobi for all", () => {
    const [mombasa, eldoret] = generateListings(40, getListings()).reduce<Listing[]>((found, l) => {
      if (l.location.endsWith(', Mombasa') && !found[0]) found[0] = l;
      if (l.location.endsWith(', Eldoret') && !found[1]) found[1] = l;
      return found;
    }, []);
    expect(listingJsonLd(mombasa!, 'en').mainEntity).toMatchObject({
      address: { addressLocality: areaName(mombasa!.location), addressRegion: 'Mombasa' },
    });
    expect(listingJsonLd(eldoret!, 'en').mainEntity).toMatchObject({
      address: { addressLocality: areaName(eldoret!.location), addressRegion: 'Uasin Gishu' },
    });
  });

  it('knows the county of every town the sample generator uses', () => {
    for (const { town } of AREAS) expect(TOWN_COUNTY[town], town).toBeTruthy();
    expect(countyName('Somewhere, Unknown Town')).toBe('Unknown Town');
  });

  it('describes a house as a House', () => {
    expect(listingJsonLd(getListing('family-home-karen')!, 'en').mainEntity).toMatchObject({
      '@type': 'House',
      numberOfBedrooms: 5,
    });
  });

  it('offers a rental as a monthly lease', () => {
    const ld = listingJsonLd(getListing('penthouse-riverside')!, 'en');
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

  it('describes a Swahili page in Swahili when the listing has no Swahili description', () => {
    const listing = getListing('luxury-apartment-kilimani')!;
    const data = listingJsonLd({ ...listing, sw: { title: listing.sw.title } }, 'sw');
    expect(data.inLanguage).toBe('sw-KE');
    expect(data.description).toBe(
      listingDescription({ ...listing, sw: { title: listing.sw.title } }, 'sw'),
    );
    expect(JSON.stringify(data)).not.toContain(listing.description.slice(0, 30));
  });

  it('offers a home under offer with limited availability, the others in stock', () => {
    const upperHill = getListing('townhouse-upper-hill')!;
    expect(upperHill.market).toBe('under_offer');
    expect(listingJsonLd(upperHill, 'en').offers).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
    expect(listingJsonLd(getListing('family-home-karen')!, 'en').offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('leaves floorSize out when the size is unknown', () => {
    expect(listingJsonLd(getListing('townhouse-upper-hill')!, 'en').mainEntity).not.toHaveProperty(
      'floorSize',
    );
  });
});

describe('listing facts in structured data', () => {
  type Feature = { name: string; value: unknown; unitCode?: string; unitText?: string };
  const features = (l: Listing, locale: 'en' | 'sw') =>
    (listingJsonLd(l, locale).mainEntity as unknown as { amenityFeature: Feature[] })
      .amenityFeature;
  const penthouse = getListing('penthouse-riverside')!;

  it("uses schema.org's own petsAllowed and floorLevel on the Apartment", () => {
    expect(listingJsonLd(penthouse, 'en').mainEntity).toMatchObject({
      '@type': 'Apartment',
      petsAllowed: true,
      floorLevel: 'Floor 14',
    });
    expect(listingJsonLd(penthouse, 'sw').mainEntity).toMatchObject({
      petsAllowed: true,
      floorLevel: 'Ghorofa ya 14',
    });
    const kilimani = listingJsonLd(getListing('luxury-apartment-kilimani')!, 'en').mainEntity;
    expect(kilimani).toMatchObject({ petsAllowed: false, floorLevel: 'Floor 8' });
    expect(listingJsonLd({ ...penthouse, facts: { floor: 0 } }, 'en').mainEntity).toMatchObject({
      floorLevel: 'Ground floor',
    });
  });

  it('gives the other facts as amenity features after the amenities, named as the page names them', () => {
    expect(features(penthouse, 'en').slice(penthouse.amenities.length)).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Service charge',
        value: 'Ksh\u00a025,000/month',
      },
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Deposit',
        value: 3,
        unitCode: 'MON',
        unitText: "3 months' rent",
      },
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Water',
        value: 'County mains and borehole',
      },
      { '@type': 'LocationFeatureSpecification', name: 'Backup power', value: 'Generator' },
      { '@type': 'LocationFeatureSpecification', name: 'Title', value: 'Sectional title' },
      { '@type': 'LocationFeatureSpecification', name: 'Parking bays', value: 3 },
      { '@type': 'LocationFeatureSpecification', name: 'Furnishing', value: true },
    ]);
    const townhouse = getListing('townhouse-upper-hill')!;
    expect(features(townhouse, 'sw')).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'Hatimiliki',
      value: 'Umiliki wa kukodi, imebaki miaka 73',
    });
  });

  it('says nothing of facts a listing does not give', () => {
    const studio = getListing('studio-apartment-westlands')!;
    const ld = listingJsonLd(studio, 'en').mainEntity;
    expect(ld).not.toHaveProperty('petsAllowed');
    expect(ld).not.toHaveProperty('floorLevel');
    expect(features(studio, 'en')).toHaveLength(studio.amenities.length);
    const house = listingJsonLd(getListing('family-home-karen')!, 'en').mainEntity;
    expect(house).toMatchObject({ '@type': 'House', petsAllowed: true });
    expect(house).not.toHaveProperty('floorLevel');
  });
});

describe('breadcrumbJsonLd and organizationJsonLd', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Listings', path: '/listings/' },
        ],
        'en',
      ),
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
    expect(organizationJsonLd('en')).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Nyumba360',
      url: `${SITE_URL}/`,
    });
  });
});

describe('structured data in both languages', () => {
  const listing = getListing('luxury-apartment-kilimani')!;

  it('gives a listing its English title, description, URL and language', () => {
    const ld = listingJsonLd(listing, 'en');
    expect(ld).toMatchObject({
      name: listing.title,
      description: listing.description,
      url: `${SITE_URL}/listings/luxury-apartment-kilimani/`,
      inLanguage: 'en-KE',
      about: 'Apartment for sale',
      mainEntity: { name: listing.title, description: listing.description },
      offers: { url: `${SITE_URL}/listings/luxury-apartment-kilimani/` },
    });
  });

  it('gives a listing its Swahili title, description, URL and language', () => {
    const ld = listingJsonLd(listing, 'sw');
    const url = `${SITE_URL}/sw/listings/luxury-apartment-kilimani/`;
    expect(ld).toMatchObject({
      name: listing.sw.title,
      description: listing.sw.description,
      url,
      inLanguage: 'sw-KE',
      about: 'Fleti inayouzwa',
      mainEntity: {
        name: listing.sw.title,
        description: listing.sw.description,
        url,
        amenityFeature: expect.arrayContaining(
          listing.amenities.map((amenity) => ({
            name: sw.amenities[amenity],
            '@type': 'LocationFeatureSpecification',
            value: true,
          })),
        ),
      },
      offers: { url },
    });
  });

  it('keeps the facts that do not depend on the language', () => {
    const { name, description, url, inLanguage, about, mainEntity, offers, ...rest } =
      listingJsonLd(listing, 'sw');
    const english = listingJsonLd(listing, 'en');
    expect([name, description, url, inLanguage, about]).not.toContain(undefined);
    expect(rest).toEqual({
      '@context': english['@context'],
      '@type': english['@type'],
      image: english.image,
      datePosted: listing.listedAt,
      dateModified: listing.verifiedAt,
    });
    // The listing's own dates (the sample's move with the build date: any day must pass).
    expect(english.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offers).toMatchObject({ price: 18_500_000, priceCurrency: 'KES' });
    expect(mainEntity).toMatchObject({
      numberOfBedrooms: 3,
      address: { addressLocality: 'Kilimani', addressRegion: 'Nairobi', addressCountry: 'KE' },
    });
  });

  it('says what a listing is about in the page language', () => {
    expect(listingJsonLd(getListing('family-home-karen')!, 'sw').about).toBe('Nyumba inayouzwa');
    expect(listingJsonLd(getListing('penthouse-riverside')!, 'sw').about).toBe(
      'Fleti ya kupangisha',
    );
    expect(listingJsonLd(getListing('penthouse-riverside')!, 'en').about).toBe(
      'Apartment for rent',
    );
  });

  it('uses no English words in what a Swahili listing is about, nor in its amenities and facts', () => {
    for (const l of getListings()) {
      const { about, mainEntity } = listingJsonLd(l, 'sw');
      expect(about, l.slug).not.toMatch(/\b(for sale|for rent|to rent|apartment|house)\b/i);
      const amenities = (mainEntity as unknown as { amenityFeature: { name: string }[] })
        .amenityFeature;
      const swahili = [...Object.values(sw.amenities), ...Object.values(sw.kenyaFacts)];
      for (const { name } of amenities) expect(swahili).toContain(name);
    }
  });

  it('builds a Swahili breadcrumb trail from Swahili paths', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Mwanzo', path: '/sw/' },
          { name: 'Matangazo', path: '/sw/listings/' },
        ],
        'sw',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Mwanzo', item: `${SITE_URL}/sw/` },
      { '@type': 'ListItem', position: 2, name: 'Matangazo', item: `${SITE_URL}/sw/listings/` },
    ]);
  });

  it('refuses a breadcrumb path in the other language', () => {
    expect(() => breadcrumbJsonLd([{ name: 'Mwanzo', path: '/' }], 'sw')).toThrow(/not in sw: \/$/);
    expect(() => breadcrumbJsonLd([{ name: 'Home', path: '/sw/listings/' }], 'en')).toThrow(
      /not in en: \/sw\/listings\/$/,
    );
  });

  it('describes the organisation in the page language, as one entity in both', () => {
    const english = organizationJsonLd('en');
    const swahili = organizationJsonLd('sw');
    expect(english).toMatchObject({
      '@id': `${SITE_URL}/#organization`,
      url: `${SITE_URL}/`,
      slogan: 'Your trusted partner for real estate in Kenya',
      description:
        'Your trusted partner for real estate in Kenya: homes and apartments for sale and rent, with photos, 360° tours and video.',
      knowsLanguage: ['en-KE', 'sw-KE'],
      mainEntityOfPage: { '@type': 'WebPage', url: `${SITE_URL}/`, inLanguage: 'en-KE' },
    });
    expect(swahili).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': `${SITE_URL}/#organization`,
      name: 'Nyumba360',
      url: `${SITE_URL}/`,
      slogan: sw.site.tagline,
      description: `${sw.site.tagline}: nyumba na fleti zinazouzwa na za kupangisha, zenye picha, ziara za 360° na video.`,
      knowsLanguage: ['en-KE', 'sw-KE'],
      mainEntityOfPage: { '@type': 'WebPage', url: `${SITE_URL}/sw/`, inLanguage: 'sw-KE' },
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
