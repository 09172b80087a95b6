import type { Page } from '@playwright/test';
import { en } from '../../../lib/i18n/en';
import { sw } from '../../../lib/i18n/sw';
import { expect } from '../fixtures';

/**
 * Filling the List Your Property form (/upload/, /sw/upload/) the way a visitor does: by the
 * labels they read, in the page's language.
 */
export const TEXTS = { en, sw } as const;
export type Lang = keyof typeof TEXTS;

/** A tiny JPEG-like file: the form only previews it, so any bytes with an image type do. */
export const PHOTO = {
  name: 'sitting-room.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
};

export interface ListingValues {
  type: 'apartment' | 'house';
  status: 'for_sale' | 'for_rent';
  bedrooms: string;
  bathrooms: string;
  size: string;
  yearBuilt: string;
  amenities: readonly ('Parking' | 'Security' | 'Garden')[];
  town: string;
  area: string;
  price: string;
  /** In English, and in Swahili. */
  description: string;
  otherDescription: string;
  photos: number;
  name: string;
  role: 'owner' | 'agent';
  phone: string;
  email: string;
  agency: string;
  earbNumber: string;
}

export const AGENT_LISTING: ListingValues = {
  type: 'apartment',
  status: 'for_rent',
  bedrooms: '2',
  bathrooms: '2',
  size: '95',
  yearBuilt: '2019',
  amenities: ['Parking', 'Security'],
  town: 'Nairobi',
  area: 'Kileleshwa',
  price: 'Ksh 85,000',
  description: 'A quiet two-bedroom flat on Othaya Road with a balcony over the garden.',
  otherDescription: 'Fleti tulivu ya vyumba viwili vya kulala kwenye barabara ya Othaya.',
  photos: 2,
  name: 'Achieng Odhiambo',
  role: 'agent',
  phone: '0722 123 456',
  email: 'achieng@example.co.ke',
  agency: 'Kilele Homes',
  earbNumber: 'EARB/1234',
};

export function formTexts(lang: Lang) {
  const t = TEXTS[lang];
  return { ...t.upload, listing: t.listing, amenities: t.amenities };
}

export async function next(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXTS[lang].upload.next, exact: true }).click();
}

/** Fills each step and goes on, ending on 'Check and send'. */
export async function fillListing(page: Page, lang: Lang, v: ListingValues = AGENT_LISTING) {
  const t = formTexts(lang);
  const f = t.fields;
  const form = page.locator('form').filter({ has: page.getByText(t.steps.property) });
  await expect(page.getByRole('heading', { name: t.steps.property, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: t.next, exact: true })).toBeEnabled();
  await page.getByRole('radio', { name: t.listing[v.type], exact: true }).check();
  await page
    .getByRole('radio', {
      name: v.status === 'for_sale' ? t.listing.forSale : t.listing.forRent,
      exact: true,
    })
    .check();
  await page.getByLabel(f.bedrooms, { exact: true }).fill(v.bedrooms);
  await page.getByLabel(f.bathrooms, { exact: true }).fill(v.bathrooms);
  await page.getByLabel(f.size).fill(v.size);
  await page.getByLabel(f.yearBuilt).fill(v.yearBuilt);
  for (const amenity of v.amenities)
    await page.getByRole('checkbox', { name: t.amenities[amenity] }).check();
  await next(page, lang);

  await expect(page.getByRole('heading', { name: t.steps.location, exact: true })).toBeFocused();
  await page.getByLabel(f.town).selectOption(v.town);
  await page.getByLabel(f.area).selectOption(v.area);
  await next(page, lang);

  await page.getByLabel(f.price).fill(v.price);
  await next(page, lang);

  // The English text in the English box, the Swahili in the Swahili one, on either page.
  await page.getByLabel(f.descriptionEn).fill(v.description);
  await page.getByLabel(f.descriptionSw).fill(v.otherDescription);
  await next(page, lang);

  await page
    .getByLabel(f.choosePhotos)
    .setInputFiles(
      Array.from({ length: v.photos }, (_, i) => ({ ...PHOTO, name: `photo-${i + 1}.jpg` })),
    );
  await next(page, lang);

  await page.getByLabel(f.name).fill(v.name);
  await page
    .getByRole('radio', { name: v.role === 'agent' ? f.agent : f.owner, exact: true })
    .check();
  await page.getByLabel(f.phone).fill(v.phone);
  await page.getByLabel(f.email, { exact: true }).fill(v.email);
  if (v.role === 'agent') {
    await page.getByLabel(f.agency).fill(v.agency);
    await page.getByLabel(f.earbNumber).fill(v.earbNumber);
  }
  await next(page, lang);
  await expect(page.getByRole('heading', { name: t.steps.review, exact: true })).toBeVisible();
}

/** The text a WhatsApp link carries, decoded. */
export function whatsappText(href: string): string {
  return new URL(href).searchParams.get('text') ?? '';
}

/** Subject and body of a mailto link, decoded. */
export function mailParts(href: string): { to: string; subject: string; body: string } {
  const [to, query = ''] = href.replace(/^mailto:/, '').split('?');
  const params = new Map(
    query.split('&').map((pair) => {
      const [key, value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return { to: to!, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}
