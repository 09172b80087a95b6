import type { ListingStatus, PropertyType } from './listing-schema';

export const STATUS_LABEL: Record<ListingStatus, string> = {
  for_sale: 'For Sale',
  for_rent: 'For Rent',
};

export const TYPE_LABEL: Record<PropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
};

/** The area of a location: 'Kilimani, Nairobi' -> 'Kilimani'. */
export function areaOf(location: string): string {
  return location.split(',')[0]?.trim() || location;
}
