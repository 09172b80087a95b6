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

/** Languages an agent may list as spoken (their names in each language: the dictionaries). */
export const LANGUAGES = [
  'English',
  'Swahili',
  'Kikuyu',
  'Dholuo',
  'Kalenjin',
  'Kamba',
  'Luhya',
  'Somali',
  'Arabic',
  'French',
  'German',
  'Hindi',
  'Gujarati',
  'Mandarin',
] as const;

/** Where a home's water comes from: the county's mains, its own borehole, or both. */
export const WATER_SOURCES = ['county', 'borehole', 'both'] as const;
/** What keeps the lights on in a power cut (common in Kenya): 'none' is a known answer. */
export const BACKUP_POWER = ['generator', 'solar', 'none'] as const;
/**
 * The kinds of title deed a home is held under: freehold (no end), leasehold (years left on a
 * lease from the government or a county, often 99 years) or a sectional title (one unit of a
 * block, under the Sectional Properties Act 2020).
 */
export const TITLE_KINDS = ['freehold', 'leasehold', 'sectional'] as const;

export const PROPERTY_TYPES = ['apartment', 'house'] as const;
export const LISTING_STATUSES = ['for_sale', 'for_rent'] as const;

export type Amenity = (typeof AMENITIES)[number];
export type Language = (typeof LANGUAGES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type WaterSource = (typeof WATER_SOURCES)[number];
export type BackupPower = (typeof BACKUP_POWER)[number];
export type TitleKind = (typeof TITLE_KINDS)[number];
