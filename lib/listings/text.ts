import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from './schema';

/** A listing's own words in a language: its title and description. */
export function listingText(
  listing: Listing,
  locale: Locale,
): { title: string; description: string } {
  return locale === 'sw' ? listing.sw : { title: listing.title, description: listing.description };
}
