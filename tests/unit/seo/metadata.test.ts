import { describe, expect, it } from 'vitest';
import { getListing, getListings } from '@/lib/listings/data';
import { listingDescription, pageMetadata } from '@/lib/seo/metadata';
import { listingOgImagePath } from '@/lib/site/routes';
import { SITE_URL } from '@/lib/site/site';

describe('pageMetadata', () => {
  const meta = pageMetadata({
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
      title: 'x',
      description: 'y',
      path: '/listings/a/',
      image: { path: listingOgImagePath('a'), alt: 'A' },
      type: 'article',
    });
    expect(listingMeta.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: `${SITE_URL}/og/listings/a.jpg` }],
    });
  });
});

describe('listingDescription', () => {
  it('says what, where, how big and how much, within 160 characters', () => {
    for (const listing of getListings()) {
      const text = listingDescription(listing);
      expect(text.length, listing.slug).toBeLessThanOrEqual(160);
      expect(text, listing.slug).toContain(listing.location);
      expect(text, listing.slug).toContain(`${listing.bedrooms} bedrooms`);
      expect(text, listing.slug).toContain(listing.price.toLocaleString('en-KE'));
    }
  });

  it('says rentals are to rent and quotes the monthly price', () => {
    const text = listingDescription(getListing('studio-apartment-westlands')!);
    expect(text).toMatch(/^Apartment to rent in Westlands, Nairobi: /);
    expect(text).toContain('Ksh\u00a045,000/month');
  });

  it('cuts a long description at a word boundary with an ellipsis', () => {
    const listing = {
      ...getListing('family-home-karen')!,
      description: `${'word '.repeat(80)}end.`,
    };
    const text = listingDescription(listing);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});
