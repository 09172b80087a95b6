import type { Dictionary } from './en';

/**
 * Dictionary texts for the values listings carry. Client-safe: islands pass in the `listing`
 * part of a dictionary they were handed, never the whole dictionary.
 */
type ListingTexts = Pick<Dictionary['listing'], 'forSale' | 'forRent' | 'apartment' | 'house'>;
type KindTexts = Pick<Dictionary['listing'], 'apartment' | 'house' | 'styles'>;

export function statusLabel(texts: ListingTexts, status: 'for_sale' | 'for_rent'): string {
  return status === 'for_sale' ? texts.forSale : texts.forRent;
}

export function typeLabel(
  texts: Pick<ListingTexts, 'apartment' | 'house'>,
  type: 'apartment' | 'house',
): string {
  return type === 'house' ? texts.house : texts.apartment;
}

/**
 * SPEC's type word with the style beside it, as cards and pages show a home's kind:
 * 'House · Maisonette', or 'House' alone when the listing names no style.
 */
export function kindLabel(
  texts: KindTexts,
  type: 'apartment' | 'house',
  style: keyof KindTexts['styles'] | undefined,
): string {
  const word = typeLabel(texts, type);
  return style === undefined ? word : `${word} · ${texts.styles[style]}`;
}
