import type { Dictionary } from './en';
import type { PropertyStyle } from '@/lib/listings/kinds';
import type { ListingStatus, PropertyType } from '@/lib/listings/vocabulary';

/**
 * Dictionary texts for the values listings carry. Client-safe: islands pass in the `listing`
 * part of a dictionary they were handed, never the whole dictionary.
 */
type TypeTexts = Pick<Dictionary['listing'], PropertyType>;
type KindTexts = TypeTexts & Pick<Dictionary['listing'], 'styles'>;

export function statusLabel(
  texts: Pick<Dictionary['listing'], 'forSale' | 'forRent'>,
  status: ListingStatus,
): string {
  return status === 'for_sale' ? texts.forSale : texts.forRent;
}

/** SPEC's type word: Apartment, House, and Land and Commercial. */
export function typeLabel(texts: TypeTexts, type: PropertyType): string {
  return texts[type];
}

/**
 * SPEC's type word with the style beside it, as cards and pages show a listing's kind:
 * 'House · Maisonette', or 'House' alone when the listing names no style.
 */
export function kindLabel(
  texts: KindTexts,
  type: PropertyType,
  style: PropertyStyle | undefined,
): string {
  const word = typeLabel(texts, type);
  return style === undefined ? word : `${word} · ${texts.styles[style]}`;
}
