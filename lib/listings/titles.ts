import type { PropertyType } from './vocabulary';

/**
 * Listing titles in both languages, for listings whose title is made from their facts: the
 * List Your Property form (lib/upload/record.ts) and the sample generator. Client-safe.
 */

/** 'Vyumba 3 vya Kulala' (noun class ki-vi: 'Chumba 1 cha Kulala' for one). */
export function swBedroomsTitle(n: number): string {
  return n === 1 ? 'Chumba 1 cha Kulala' : `Vyumba ${n} vya Kulala`;
}

const KIND: Record<PropertyType, readonly [en: string, sw: string]> = {
  apartment: ['Apartment', 'Fleti'],
  house: ['House', 'Nyumba'],
};

/**
 * 'Three words that say what it is': '3 Bedroom Apartment in Kilimani' and
 * 'Fleti ya Vyumba 3 vya Kulala, Kilimani'; a home with no separate bedroom is a studio.
 */
export function factTitles(type: PropertyType, bedrooms: number, area: string) {
  const [enKind, swKind] = KIND[type];
  // A studio is a flat; a house with no room counted as a bedroom is just a house.
  if (bedrooms === 0 && type === 'apartment')
    return { en: `Studio ${enKind} in ${area}`, sw: `${swKind} ya Studio, ${area}` };
  if (bedrooms === 0) return { en: `${enKind} in ${area}`, sw: `${swKind}, ${area}` };
  return {
    en: `${bedrooms} Bedroom ${enKind} in ${area}`,
    sw: `${swKind} ya ${swBedroomsTitle(bedrooms)}, ${area}`,
  };
}
