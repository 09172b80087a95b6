import type { PluralForms } from './en';
import { LANGUAGE_TAG, type Locale } from './locales';

/**
 * Filling in dictionary texts. Client-safe and tiny: islands receive plain strings and forms
 * from the server and put the numbers in here.
 */

/** Replaces each `{name}` in a text with its value; a name without a value stays as it is. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The form for `n` ('1 bed', '3 beds'), with the number written in. */
export function plural(n: number, forms: PluralForms): string {
  return fill(n === 1 ? forms.one : forms.other, { n });
}

/** A whole number with the locale's grouping: 1,200 in both languages (Kenyan usage). */
export function formatCount(n: number, locale: Locale): string {
  return n.toLocaleString(LANGUAGE_TAG[locale]);
}

/**
 * A calendar date as '14 Sep 2026', with the month names of the page's language
 * (`listing.months`, twelve words). Written out rather than left to Intl, whose Swahili month
 * names differ between Node and browsers, so the server's and the island's cards agree.
 */
export function formatDay(iso: string, months: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = months.split(' ')[(month ?? 1) - 1];
  return name && year && day ? `${day} ${name} ${year}` : iso;
}

/** A month as 'March 2026', with the full month names of the page's language (twelve words). */
export function formatMonth(iso: string, months: string): string {
  const [year, month] = iso.split('-').map(Number);
  const name = months.split(' ')[(month ?? 1) - 1];
  return name && year ? `${name} ${year}` : iso;
}
