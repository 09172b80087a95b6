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

/**
 * The county of each town listings are in (Kenya's 47 counties are the first level below the
 * country, the `addressRegion` of an address). Eldoret is the seat of Uasin Gishu; the others
 * share their county's name.
 */
export const TOWN_COUNTY: Readonly<Record<string, string>> = {
  Nairobi: 'Nairobi',
  Mombasa: 'Mombasa',
  Kisumu: 'Kisumu',
  Nakuru: 'Nakuru',
  Eldoret: 'Uasin Gishu',
  Kiambu: 'Kiambu',
  Machakos: 'Machakos',
  Kajiado: 'Kajiado',
};

export type Amenity = (typeof AMENITIES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
