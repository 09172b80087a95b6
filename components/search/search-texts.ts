import 'server-only';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchFormTexts } from './search-form';

/** The search form's words in `locale`, picked from the dictionary for the island. */
export function searchFormTexts(locale: Locale): SearchFormTexts {
  const t = dictionary(locale);
  const { forSale, forRent, apartment, house, land, commercial, styles, acre, acres } = t.listing;
  return {
    ...t.search,
    ...{ forSale, forRent, apartment, house, land, commercial, styles, acre, acres },
  };
}
