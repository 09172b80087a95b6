import { describe, expect, it } from 'vitest';
import { getListing, getListings } from '@/lib/listings/data';
import { generateListings } from '@/lib/listings/sample';
import { defaultOgImage, listingDescription, pageMetadata } from '@/lib/seo/metadata';
import { listingOgImagePath } from '@/lib/site/routes';
import { SITE_URL } from '@/lib/site/site';

describe('pageMetadata', () => {
  const meta = pageMetadata({
    locale: 'en',
    title: 'Properties',
    description: 'All the homes.',
    path: '/listings/',
  });

  it('gives an absolute title with the site name, and an absolute canonical URL', () => {
    expect(meta.title).toEqual({ absolute: 'Properties | Nyumba360' });
    expect(meta.alternates?.canonical).toBe(`${SITE_URL}/listings/`);
  });

  it('carries every Open Graph tag, since a page object replaces the layout one', () => {
    expect(meta.openGraph).toEqual({
      title: 'Properties | Nyumba360',
      description: 'All the homes.',
      url: `${SITE_URL}/listings/`,
      type: 'website',
      siteName: 'Nyumba360',
      locale: 'en_KE',
      alternateLocale: ['sw_KE'],
      images: [
        {
          url: `${SITE_URL}/og/default.jpg`,
          width: 1200,
          height: 630,
          alt: 'Nyumba360: homes for sale and rent in Kenya',
          type: 'image/jpeg',
        },
      ],
    });
  });

  it('carries the Twitter card', () => {
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Properties | Nyumba360',
      description: 'All the homes.',
      images: [{ url: `${SITE_URL}/og/default.jpg` }],
    });
  });

  it('uses a listing preview image as an absolute .jpg URL', () => {
    const listingMeta = pageMetadata({
      locale: 'en',
      title: 'x',
      description: 'y',
      path: '/listings/a/',
      image: { path: listingOgImagePath('a'), alt: 'A' },
      type: 'article',
    });
    expect(listingMeta.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: `${SITE_URL}/og/listings/a.jpg`, alt: 'A' }],
    });
  });
});

describe('pageMetadata in both languages', () => {
  const english = pageMetadata({
    locale: 'en',
    title: 'Properties',
    description: 'All the homes.',
    path: '/listings/',
  });
  const swahili = pageMetadata({
    locale: 'sw',
    title: 'Nyumba',
    description: 'Nyumba zote.',
    path: '/listings/',
  });
  const languages = {
    'en-KE': `${SITE_URL}/listings/`,
    'sw-KE': `${SITE_URL}/sw/listings/`,
    'x-default': `${SITE_URL}/listings/`,
  };

  it('makes each page its own canonical, never the English page', () => {
    expect(english.alternates?.canonical).toBe(`${SITE_URL}/listings/`);
    expect(swahili.alternates?.canonical).toBe(`${SITE_URL}/sw/listings/`);
    expect(english.openGraph?.url).toBe(`${SITE_URL}/listings/`);
    expect(swahili.openGraph?.url).toBe(`${SITE_URL}/sw/listings/`);
  });

  it('links both language versions from each, with English as x-default', () => {
    expect(english.alternates?.languages).toEqual(languages);
    expect(swahili.alternates?.languages).toEqual(languages);
  });

  it('lists each page among its own alternates (hreflang is reciprocal)', () => {
    expect(Object.values(english.alternates?.languages ?? {})).toContain(
      english.alternates?.canonical,
    );
    expect(Object.values(swahili.alternates?.languages ?? {})).toContain(
      swahili.alternates?.canonical,
    );
  });

  it('localises the home page under /sw/', () => {
    const home = pageMetadata({ locale: 'sw', title: 'Mwanzo', description: 'd', path: '/' });
    expect(home.alternates).toEqual({
      canonical: `${SITE_URL}/sw/`,
      languages: {
        'en-KE': `${SITE_URL}/`,
        'sw-KE': `${SITE_URL}/sw/`,
        'x-default': `${SITE_URL}/`,
      },
    });
  });

  it('names its Open Graph locale, and the other language as the alternate', () => {
    expect(english.openGraph).toMatchObject({ locale: 'en_KE', alternateLocale: ['sw_KE'] });
    expect(swahili.openGraph).toMatchObject({ locale: 'sw_KE', alternateLocale: ['en_KE'] });
  });

  it("describes the default preview image in the page's language", () => {
    expect(defaultOgImage('sw').alt).toBe(
      'Nyumba360: nyumba zinazouzwa na za kupangisha nchini Kenya',
    );
    expect(swahili.title).toEqual({ absolute: 'Nyumba | Nyumba360' });
    expect(swahili.openGraph).toMatchObject({
      images: [{ url: `${SITE_URL}/og/default.jpg`, alt: defaultOgImage('sw').alt }],
    });
    expect(swahili.twitter).toMatchObject({
      title: 'Nyumba | Nyumba360',
      images: [{ url: `${SITE_URL}/og/default.jpg`, alt: defaultOgImage('sw').alt }],
    });
  });
});

describe('listingDescription', () => {
  it('says what, where, how big and how much, within 160 characters', () => {
    for (const listing of getListings()) {
      const text = listingDescription(listing, 'en');
      expect(text.length, listing.slug).toBeLessThanOrEqual(160);
      expect(text, listing.slug).toContain(listing.location);
      // A home's rooms; a plot's acres or a floor area for the other kinds.
      if (listing.bedrooms !== undefined)
        expect(text, listing.slug).toContain(
          `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bedroom,' : 'bedrooms,'}`,
        );
      else expect(text, listing.slug).toMatch(/ (acres?|m²),/);
      expect(text, listing.slug).toContain(listing.price.toLocaleString('en-KE'));
    }
  });

  it('says rentals are to rent and quotes the monthly price', () => {
    const text = listingDescription(getListing('studio-apartment-westlands')!, 'en');
    expect(text).toMatch(/^Apartment to rent in Westlands, Nairobi: /);
    expect(text).toContain('Ksh\u00a045,000/month');
  });

  it('reads as it always has in English', () => {
    const text = listingDescription(getListing('studio-apartment-westlands')!, 'en');
    expect(text).toMatch(
      /^Apartment to rent in Westlands, Nairobi: 1 bedroom, 1 bathroom, 42 sqm, Ksh\u00a045,000\/month\. /,
    );
  });

  it('cuts a long description at a word boundary with an ellipsis', () => {
    const listing = {
      ...getListing('family-home-karen')!,
      description: `${'word '.repeat(80)}end.`,
    };
    const text = listingDescription(listing, 'en');
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('listingDescription in Swahili', () => {
  const all = [...getListings(), ...generateListings(60, getListings())];

  it('reads naturally: type and status, place, rooms, size and the monthly price', () => {
    const listing = getListing('studio-apartment-westlands')!;
    const text = listingDescription(listing, 'sw');
    const start =
      'Fleti inapangishwa Westlands, Nairobi: chumba 1 cha kulala, bafu 1, 42 m², Ksh\u00a045,000/mwezi. ';
    expect(text.startsWith(start), text).toBe(true);
    expect(listing.sw.description!.startsWith(text.slice(start.length).replace(/…$/, ''))).toBe(
      true,
    );
  });

  it('says a house is for sale, with agreeing plurals', () => {
    const text = listingDescription(getListing('family-home-karen')!, 'sw');
    expect(text).toMatch(/^Nyumba inauzwa Karen, Nairobi: vyumba 5 vya kulala, bafu \d+, /);
  });

  it('starts from the Swahili description, not the English one', () => {
    const listing = getListing('luxury-apartment-kilimani')!;
    const text = listingDescription(listing, 'sw');
    expect(text).toContain(listing.sw.description!.slice(0, 30));
    expect(text).not.toContain(listing.description.slice(0, 30));
  });

  it('uses no English words, and stays within 160 characters', () => {
    for (const listing of all) {
      const text = listingDescription(listing, 'sw');
      expect(text.length, listing.slug).toBeLessThanOrEqual(160);
      expect(text, listing.slug).toContain(listing.location);
      expect(text, listing.slug).toContain(listing.price.toLocaleString('en-KE'));
      expect(text, listing.slug).not.toMatch(
        /\b(bedrooms?|bathrooms?|for sale|to rent|for rent|sqm|month|apartment|house)\b/i,
      );
    }
  });

  it('leaves the English description out of a Swahili page whose listing has none in Swahili', () => {
    const listing = getListing('luxury-apartment-kilimani')!;
    const englishOnly = { ...listing, sw: { title: listing.sw.title } };
    const text = listingDescription(englishOnly, 'sw');
    expect(text).toBe(listingDescription(listing, 'sw').split('. ')[0] + '.');
    expect(text).not.toContain(listing.description.slice(0, 20));
    // English pages keep their description.
    expect(listingDescription(englishOnly, 'en')).toBe(listingDescription(listing, 'en'));
  });

  it('cuts a long Swahili description at a word boundary with an ellipsis', () => {
    const base = getListing('family-home-karen')!;
    const listing = { ...base, sw: { ...base.sw, description: `${'neno '.repeat(80)}mwisho.` } };
    const text = listingDescription(listing, 'sw');
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('neno…')).toBe(true);
  });
});
