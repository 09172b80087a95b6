// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { formatKes } from '@/lib/site/format';
import {
  defaultCard,
  ICONS,
  listingBackdrop,
  listingText,
  rgba,
  type Box,
  type PreviewListing,
} from '@/scripts/build/preview/design';

/** The texts a card draws, in order. */
function texts(box: Box): string[] {
  return box.props.children.flatMap((child) =>
    typeof child === 'string' ? [child] : texts(child),
  );
}

const rent: PreviewListing = {
  price: 85_000,
  status: 'for_rent',
  type: 'apartment',
  location: 'Kilimani, Nairobi',
  bedrooms: 2,
  bathrooms: 1,
  size: 1_250,
};

describe('the preview images, one for both languages', () => {
  it('name a rent period in both languages, and a listing by numbers and its place', () => {
    expect(texts(listingText(rent))).toEqual([
      formatKes(85_000),
      '/ month  ·  mwezi',
      'Kilimani, Nairobi',
      '2',
      '1',
      '1,250 m²',
    ]);
  });

  it('give a sale no period, and a listing without a size no size', () => {
    expect(texts(listingText({ ...rent, status: 'for_sale', size: undefined }))).toEqual([
      formatKes(85_000),
      'Kilimani, Nairobi',
      '2',
      '1',
    ]);
  });

  it('write the status in English and in Swahili', () => {
    expect(texts(listingBackdrop('for_rent'))).toEqual([
      'Nyumba',
      '360',
      en.listing.forRent,
      '  ·  ',
      sw.listing.forRent,
    ]);
    expect(texts(listingBackdrop('for_sale'))).toContain(sw.listing.forSale);
  });

  it('give the site-wide card the headline and tagline in both languages', () => {
    expect(texts(defaultCard())).toEqual(
      expect.arrayContaining([
        en.home.heroTitle,
        sw.home.heroTitle,
        en.site.tagline,
        sw.site.tagline,
      ]),
    );
  });

  it('draw the icons lucide-react draws, as flat lists of shapes', () => {
    for (const icon of Object.values(ICONS)) {
      expect(icon.size).toBe(24);
      expect(icon.node.length).toBeGreaterThan(0);
      for (const [tag] of icon.node) expect(['path', 'circle', 'rect', 'line']).toContain(tag);
    }
  });

  it('shade the photos with the theme colour at an opacity', () => {
    expect(rgba('#0a1b2c', 0.55)).toBe('rgba(10,27,44,0.55)');
    expect(rgba('#ffffff', 0)).toBe('rgba(255,255,255,0)');
  });
});
