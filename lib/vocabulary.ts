/**
 * The closed lists of values a listing may use. Kept free of zod so that client code (the
 * search island) can import them without pulling the validation library into the browser.
 */
export const AMENITIES = [
  'Air conditioning',
  'Balcony',
  'Garden',
  'Parking',
  'Gym',
  'Swimming Pool',
  'Security',
  'WiFi',
] as const;

export const PROPERTY_TYPES = ['apartment', 'house'] as const;
export const LISTING_STATUSES = ['for_sale', 'for_rent'] as const;

export type Amenity = (typeof AMENITIES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
