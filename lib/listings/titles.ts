import type { HomeType, PropertyStyle } from './kinds';
import { formatAcres } from './land';

/**
 * Listing titles in both languages, for listings whose title is made from their facts: the
 * List Your Property form (lib/upload/record.ts) and the sample generator. Client-safe.
 */

/** 'Vyumba 3 vya Kulala' (noun class ki-vi: 'Chumba 1 cha Kulala' for one). */
export function swBedroomsTitle(n: number): string {
  return n === 1 ? 'Chumba 1 cha Kulala' : `Vyumba ${n} vya Kulala`;
}

const KIND: Record<HomeType, readonly [en: string, sw: string]> = {
  apartment: ['Apartment', 'Fleti'],
  house: ['House', 'Nyumba'],
};

/**
 * What land and commercial space are called in a made title, by style ('Office Space in
 * Westlands', 'Shamba, Machakos Town'); `land` and `commercial` when no style is given.
 */
const PLACE_KIND: Partial<
  Record<PropertyStyle | 'land' | 'commercial', readonly [string, string]>
> = {
  land: ['Plot', 'Kiwanja'],
  residential: ['Residential Plot', 'Kiwanja cha Makazi'],
  agricultural: ['Agricultural Land', 'Shamba'],
  commercial: ['Commercial Plot', 'Kiwanja cha Biashara'],
  mixed: ['Mixed Use Plot', 'Kiwanja cha Matumizi Mchanganyiko'],
  office: ['Office Space', 'Ofisi'],
  shop: ['Shop', 'Duka'],
  warehouse: ['Warehouse', 'Ghala'],
};

/**
 * The title of land or commercial space made from its kind: 'Residential Plot in Kitengela' and
 * 'Kiwanja cha Makazi, Kitengela'. A plot's land style 'commercial' and the commercial type share
 * a word, so the type decides which is meant when no style is given.
 */
export function placeTitles(
  type: 'land' | 'commercial',
  style: PropertyStyle | undefined,
  area: string,
) {
  const fallback =
    type === 'land' ? PLACE_KIND.land! : (['Commercial Space', 'Jengo la Biashara'] as const);
  const [en, sw] = (style && PLACE_KIND[style]) ?? fallback;
  return { en: `${en} in ${area}`, sw: `${sw}, ${area}` };
}

/**
 * 'Three words that say what it is': '3 Bedroom Apartment in Kilimani' and
 * 'Fleti ya Vyumba 3 vya Kulala, Kilimani'; a home with no separate bedroom is a studio.
 */
export function factTitles(type: HomeType, bedrooms: number, area: string) {
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

/**
 * A plot's made title, its size first as Kenyans say it: '⅛ Acre Residential Plot in Kitengela'
 * and 'Kiwanja cha Makazi (ekari ⅛), Kitengela' (the place last, as in every Swahili title).
 */
export function landTitles(style: PropertyStyle | undefined, area: string, acres: number) {
  const titles = placeTitles('land', style, area);
  const swKind = titles.sw.slice(0, -`, ${area}`.length);
  return {
    en: `${formatAcres(acres, { acre: '{n} Acre', acres: '{n} Acres' })} ${titles.en}`,
    sw: `${swKind} (${formatAcres(acres, { acre: 'ekari {n}', acres: 'ekari {n}' })}), ${area}`,
  };
}
