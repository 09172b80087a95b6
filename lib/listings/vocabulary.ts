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

/** SPEC's two kinds of home, then land and commercial space (lib/listings/kinds.ts). */
export const PROPERTY_TYPES = ['apartment', 'house', 'land', 'commercial'] as const;
export const LISTING_STATUSES = ['for_sale', 'for_rent'] as const;

export type Amenity = (typeof AMENITIES)[number];
export type Language = (typeof LANGUAGES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type WaterSource = (typeof WATER_SOURCES)[number];
export type BackupPower = (typeof BACKUP_POWER)[number];
export type TitleKind = (typeof TITLE_KINDS)[number];

/**
 * Where a plot's title deed stands (land): its own title issued, still part of a mother title
 * (a subdivision not yet registered), an allotment letter, or a share certificate of a company
 * or cooperative that owns the land.
 */
export const TITLE_STATUSES = ['individual', 'mother', 'allotment', 'share'] as const;
/** The road to a plot: tarmac, murram (gravel) or none. */
export const ROAD_ACCESS = ['tarmac', 'murram', 'none'] as const;
/** Water or power for a plot: on it, nearby (a connection can be had), or neither. */
export const ON_PLOT = ['on_plot', 'nearby', 'none'] as const;
/** Land Control Board consent: needed for agricultural land, not for the rest. */
export const LCB_CONSENT = ['needed', 'not_needed'] as const;
/** What an official search found: a clean register, or a caveat or charge against the title. */
export const SEARCH_RESULTS = ['clean', 'caveat'] as const;
/** Grades of office and commercial space, as Kenyan agents quote them. */
export const GRADES = ['A', 'B', 'C'] as const;
/** How commercial space is let: a bare shell, fitted (partitions, ceilings, wiring), or furnished. */
export const FIT_OUTS = ['shell', 'fitted', 'furnished'] as const;

export type TitleStatus = (typeof TITLE_STATUSES)[number];
export type RoadAccess = (typeof ROAD_ACCESS)[number];
export type OnPlot = (typeof ON_PLOT)[number];
export type LcbConsent = (typeof LCB_CONSENT)[number];
export type SearchResult = (typeof SEARCH_RESULTS)[number];
export type Grade = (typeof GRADES)[number];
export type FitOut = (typeof FIT_OUTS)[number];
