import type { LanguageToggleTexts } from '@/components/layout/language-toggle';
import type { NavLink } from '@/components/layout/nav-links';
import type { SearchFormTexts } from '@/components/search/search-form';
import { en, type Dictionary } from '@/lib/i18n/en';
import { localePath, otherLocale, type Locale } from '@/lib/i18n/locales';
import { sw } from '@/lib/i18n/sw';

/**
 * Props for the client islands, built from the real dictionaries the way the server components
 * build them (those import the server-only dictionary lookup, so the tests rebuild the props).
 */
export const DICTIONARIES: Record<Locale, Dictionary> = { en, sw };

/** The search form's words, as components/search/search-texts.ts picks them. */
export function searchFormTexts(t: Dictionary): SearchFormTexts {
  const { forSale, forRent, apartment, house, land, commercial, styles, acre, acres } = t.listing;
  return {
    ...t.search,
    ...{ forSale, forRent, apartment, house, land, commercial, styles, acre, acres },
  };
}

/** The header's nav links in `locale`, as components/layout/site-header.tsx lists them. */
export function navLinks(locale: Locale): NavLink[] {
  const t = DICTIONARIES[locale].nav;
  return [
    { href: localePath(locale, '/'), label: t.home, exact: true },
    { href: localePath(locale, '/listings/'), label: t.listings },
    { href: localePath(locale, '/map/'), label: t.map },
    { href: localePath(locale, '/upload/'), label: t.upload },
  ];
}

/** The language toggle's texts on a page in `locale`. */
export function languageTexts(locale: Locale): LanguageToggleTexts {
  const { switchTo, code, label } = DICTIONARIES[locale].language;
  return { switchTo, code, label };
}

/**
 * The language toggle's props on the page at `path` (as English has it) in `locale`: a link to
 * the same page in the other language, as the server writes it.
 */
export function languageProps(locale: Locale, path = '/') {
  const target = otherLocale(locale);
  return { href: localePath(target, path), target, texts: languageTexts(locale) };
}
