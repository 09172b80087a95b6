/**
 * The site's two languages. English stays at the root (`/listings/`); Swahili mirrors every
 * page under `/sw/` (`/sw/listings/`), with the same slugs. Client-safe: plain strings.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `<html lang>`, hreflang and JSON-LD `inLanguage`. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Open Graph locales (`og:locale`). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_KE', sw: 'sw_KE' };

/** The other language: the one the toggle leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'sw' : 'en';
}

const SW_PREFIX = '/sw';

/** A site path (as English has it, '/listings/') in a language: '/sw/listings/' in Swahili. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `${SW_PREFIX}/` : `${SW_PREFIX}${path}`;
}

/** The language of a path, and the path as English has it: '/sw/listings/' is sw, '/listings/'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`))
    return { locale: 'sw', path: pathname.slice(SW_PREFIX.length) || '/' };
  return { locale: 'en', path: pathname };
}

/** The same page in the other language (a path with its query string, if any). */
export function switchLocalePath(pathnameWithQuery: string): string {
  const at = pathnameWithQuery.search(/[?#]/);
  const pathname = at < 0 ? pathnameWithQuery : pathnameWithQuery.slice(0, at);
  const rest = at < 0 ? '' : pathnameWithQuery.slice(at);
  const { locale, path } = splitLocale(pathname);
  return `${localePath(otherLocale(locale), path)}${rest}`;
}
