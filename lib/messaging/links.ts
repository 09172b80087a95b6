import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { SITE_NAME } from '@/lib/site/site';

/**
 * Normalises a Kenyan mobile number to international digits without '+', as wa.me wants them:
 * '0712 345 678', '+254 712 345 678' and '712345678' all give '254712345678'.
 * Returns null for anything that is not a Kenyan mobile number (07xx or 01xx ranges).
 */
export function normalizeKenyanPhone(raw: string): string | null {
  // Separators people type; anything else (letters, a second '+') makes the number invalid.
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.length === 12 && digits.startsWith('254')) national = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 9) national = digits;
  else return null;
  return /^[17]\d{8}$/.test(national) ? `254${national}` : null;
}

function requirePhone(raw: string): string {
  const digits = normalizeKenyanPhone(raw);
  if (!digits) throw new Error(`Not a Kenyan mobile number: "${raw}"`);
  return digits;
}

/**
 * The texts of a contact in the page's language (lib/i18n/en.ts and sw.ts, `detail`). Required,
 * so no page can send an English message from a Swahili page by leaving them out.
 */
export type ContactTexts = Pick<
  Dictionary['detail'],
  'whatsappMessage' | 'emailSubject' | 'emailBody'
>;

export function whatsappMessage(title: string, pageUrl: string, texts: ContactTexts): string {
  return fill(texts.whatsappMessage, { title, site: SITE_NAME, url: pageUrl });
}

/** A WhatsApp chat with `phone`, the message `text` typed in and ready to send. */
export function whatsappTextLink(phone: string, text = ''): string {
  const chat = `https://wa.me/${requirePhone(phone)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/** WhatsApp with `text` typed in and no chat chosen: the visitor picks a person or a group. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A new email to `email` with its subject and body filled in. */
export function mailtoTextLink(email: string, subject = '', body = ''): string {
  if (!subject && !body) return `mailto:${email}`;
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappLink(
  phone: string,
  title: string,
  pageUrl: string,
  texts: ContactTexts,
): string {
  return whatsappTextLink(phone, whatsappMessage(title, pageUrl, texts));
}

export function telLink(phone: string): string {
  return `tel:+${requirePhone(phone)}`;
}

/** Human-readable form for display: +254 712 345 678. */
export function formatPhone(phone: string): string {
  const d = requirePhone(phone);
  return `+${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`;
}

export function emailSubject(title: string, texts: ContactTexts): string {
  return fill(texts.emailSubject, { title, site: SITE_NAME });
}

export function mailtoLink(
  email: string,
  title: string,
  pageUrl: string,
  texts: ContactTexts,
): string {
  return mailtoTextLink(
    email,
    emailSubject(title, texts),
    fill(texts.emailBody, { title, url: pageUrl }),
  );
}
