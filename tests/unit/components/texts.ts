import type { Dictionary } from '@/lib/i18n/en';
import type { SearchFormTexts } from '@/components/search/search-form';

/**
 * The search form's words as the pages build them (components/search/search-texts.ts, which
 * is server-only): the dictionary's search texts and the listing labels the options show.
 */
export function searchFormTexts(t: Dictionary): SearchFormTexts {
  const { forSale, forRent, apartment, house } = t.listing;
  return { ...t.search, forSale, forRent, apartment, house };
}
