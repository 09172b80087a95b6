import { en } from '@/lib/i18n/en';
import type { ListingStatus, PropertyType } from './schema';
import { TOWN_COUNTY } from './vocabulary';

// In English, from the dictionary: for the English-only texts of structured data and the
// preview images. Pages take these words from their own language's dictionary.
export const STATUS_LABEL: Record<ListingStatus, string> = {
  for_sale: en.listing.forSale,
  for_rent: en.listing.forRent,
};

export const TYPE_LABEL: Record<PropertyType, string> = {
  apartment: en.listing.apartment,
  house: en.listing.house,
};

/** The area of a location: 'Kilimani, Nairobi' -> 'Kilimani'. */
export function areaOf(location: string): string {
  return location.split(',')[0]?.trim() || location;
}

/** The town of a location: 'Kilimani, Nairobi' -> 'Nairobi' (a location without one is its own). */
export function townOf(location: string): string {
  const parts = location.split(',');
  return parts.length > 1 ? parts[parts.length - 1]!.trim() || location : location.trim();
}

/** The county a location lies in, where its town is one we know; else its town. */
export function countyOf(location: string): string {
  const town = townOf(location);
  return TOWN_COUNTY[town] ?? town;
}
