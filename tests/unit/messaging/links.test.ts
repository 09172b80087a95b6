import { describe, expect, it } from 'vitest';
import { fill } from '@/lib/i18n/format';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import {
  formatPhone,
  mailtoLink,
  normalizeKenyanPhone,
  telLink,
  whatsappLink,
} from '@/lib/messaging/links';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712-345-678', '254712345678'],
    ['(0110) 234 567', '254110234567'],
  ])('%s -> %s', (raw, digits) => {
    expect(normalizeKenyanPhone(raw)).toBe(digits);
  });

  it.each([
    '12345',
    '0212 345 678',
    '+255 712 345 678',
    '07123456789',
    'call me',
    '++254712345678',
    '',
  ])('rejects %j', (raw) => {
    expect(normalizeKenyanPhone(raw)).toBeNull();
  });
});

describe('contact links', () => {
  const title = 'Luxury 3 Bedroom Apartment in Kilimani';
  const url = 'https://example.test/listings/luxury-apartment-kilimani/';

  it('builds a wa.me link with the exact prefilled message', () => {
    const link = new URL(whatsappLink('0712 345 678', title, url, en.detail));
    expect(link.origin + link.pathname).toBe('https://wa.me/254712345678');
    expect(link.searchParams.get('text')).toBe(
      `Hello, I'm interested in ${title} on Nyumba360: ${url}`,
    );
  });

  it('encodes the message with encodeURIComponent', () => {
    expect(whatsappLink('0712345678', 'A & B', 'https://x.test/?a=1', en.detail)).toBe(
      "https://wa.me/254712345678?text=Hello%2C%20I'm%20interested%20in%20A%20%26%20B%20on%20Nyumba360%3A%20https%3A%2F%2Fx.test%2F%3Fa%3D1",
    );
  });

  it('builds tel: links with the international number', () => {
    expect(telLink('0712 345 678')).toBe('tel:+254712345678');
    expect(formatPhone('0712345678')).toBe('+254 712 345 678');
  });

  it('builds mailto: links whose subject names the listing', () => {
    const link = mailtoLink('agent@example.co.ke', title, url, en.detail);
    expect(link.startsWith('mailto:agent@example.co.ke?')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('subject')).toBe(`Enquiry about ${title} (Nyumba360)`);
    expect(params.get('body')).toContain(url);
  });

  it('writes the message and the email in Swahili on Swahili pages', () => {
    const swTitle = 'Fleti ya Kifahari, Kilimani';
    const link = new URL(whatsappLink('0712 345 678', swTitle, url, sw.detail));
    const message = link.searchParams.get('text')!;
    expect(message).toBe(
      fill(sw.detail.whatsappMessage, { title: swTitle, site: 'Nyumba360', url }),
    );
    expect(message).toContain(swTitle);
    expect(message).toContain(url);
    expect(message).not.toMatch(/interested/);
    const params = new URLSearchParams(
      mailtoLink('a@b.co.ke', swTitle, url, sw.detail).split('?')[1],
    );
    expect(params.get('subject')).toBe(
      fill(sw.detail.emailSubject, { title: swTitle, site: 'Nyumba360' }),
    );
    expect(params.get('body')).toContain(url);
    expect(params.get('subject')).not.toMatch(/Enquiry/);
  });

  it('refuses to build links for an invalid number', () => {
    expect(() => whatsappLink('123', title, url, en.detail)).toThrow(/Kenyan mobile/);
  });
});
