import type { Locale } from '@/lib/i18n/locales';
import type { PropertyStyle } from '@/lib/listings/kinds';
import type { PropertyType } from '@/lib/listings/vocabulary';

/**
 * Everyday words a keyword search finds each type and style by, in each language's index, even
 * where a listing's own text does not use them ('plot' and 'kiwanja', 'godown' and 'warehouse',
 * 'bedsit'). Kenyans mix languages when they search, so each list holds the other language's
 * common words too. Search vocabulary, never shown on a page, so not in the dictionaries.
 */
export const KIND_WORDS: Readonly<
  Record<Locale, { types: Record<PropertyType, string>; styles: Record<PropertyStyle, string> }>
> = {
  en: {
    types: {
      apartment: 'apartment flat unit',
      house: 'house home',
      land: 'land plot plots kiwanja shamba acre acres',
      commercial: 'commercial business premises',
    },
    styles: {
      studio: 'studio',
      bedsitter: 'bedsitter bedsit single room',
      flat: 'flat apartment',
      penthouse: 'penthouse',
      duplex: 'duplex',
      bungalow: 'bungalow',
      maisonette: 'maisonette',
      townhouse: 'townhouse town house',
      villa: 'villa',
      residential: 'residential',
      agricultural: 'agricultural farm farmland shamba',
      commercial: 'commercial plot',
      mixed: 'mixed use',
      office: 'office offices',
      shop: 'shop shops retail store',
      warehouse: 'warehouse godown go-down storage',
    },
  },
  sw: {
    types: {
      apartment: 'fleti apartment',
      house: 'nyumba',
      land: 'ardhi kiwanja viwanja shamba ekari plot land',
      commercial: 'biashara majengo ya biashara commercial',
    },
    styles: {
      studio: 'studio fleti ndogo',
      bedsitter: 'bedsitter bedsita chumba kimoja',
      flat: 'fleti flat',
      penthouse: 'penthouse fleti ya juu',
      duplex: 'duplex ghorofa mbili',
      bungalow: 'bungalow nyumba ya ghorofa moja',
      maisonette: 'maisonette mezoneti',
      townhouse: 'townhouse',
      villa: 'villa nyumba kubwa',
      residential: 'makazi kiwanja cha makazi',
      agricultural: 'kilimo shamba farm',
      commercial: 'kiwanja cha biashara',
      mixed: 'matumizi mchanganyiko mixed use',
      office: 'ofisi office',
      shop: 'duka maduka shop',
      warehouse: 'ghala godown warehouse',
    },
  },
};
