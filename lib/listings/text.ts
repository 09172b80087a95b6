import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from './schema';

/** A listing's own words in a language: its title and description. */
export interface ListingText {
  title: string;
  description: string;
  /**
   * The language the description is written in: 'en' on a Swahili page whose listing has no
   * Swahili description (agencies rarely write one). Pages mark such text `lang="en"` and say
   * in Swahili that it is in English; it is never machine-translated.
   */
  descriptionLang: Locale;
}

export function listingText(listing: Listing, locale: Locale): ListingText {
  if (locale === 'sw' && listing.sw.description !== undefined)
    return { title: listing.sw.title, description: listing.sw.description, descriptionLang: 'sw' };
  return {
    title: locale === 'sw' ? listing.sw.title : listing.title,
    description: listing.description,
    descriptionLang: 'en',
  };
}
