import type { Dictionary } from './en';

/**
 * Dictionary texts for the values listings carry. Client-safe: islands pass in the `listing`
 * part of a dictionary they were handed, never the whole dictionary.
 */
type ListingTexts = Pick<Dictionary['listing'], 'forSale' | 'forRent' | 'apartment' | 'house'>;

export function statusLabel(texts: ListingTexts, status: 'for_sale' | 'for_rent'): string {
  return status === 'for_sale' ? texts.forSale : texts.forRent;
}

export function typeLabel(texts: ListingTexts, type: 'apartment' | 'house'): string {
  return type === 'house' ? texts.house : texts.apartment;
}
