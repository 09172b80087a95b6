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

/**
 * The county of each town listings are in (Kenya's 47 counties are the first level below the
 * country, the `addressRegion` of an address). Eldoret is the seat of Uasin Gishu; the others
 * share their county's name.
 */
/**
 * The towns and neighbourhoods listings are in (the vocabulary of `location`, 'Area, Town'), with
 * a price tier: 3 the most sought after (Karen, Nyali), 1 the
 * most affordable. Tiers scale prices per square metre and rents.
 */
export const AREAS: readonly { town: string; area: string; tier: 1 | 2 | 3 }[] = [
  ...(
    [
      ['Kilimani', 3],
      ['Kileleshwa', 3],
      ['Lavington', 3],
      ['Westlands', 3],
      ['Karen', 3],
      ['Runda', 3],
      ['Muthaiga', 3],
      ['Riverside', 3],
      ['Upper Hill', 3],
      ['Parklands', 2],
      ['Langata', 2],
      ['South C', 2],
      ['South B', 2],
      ['Ngara', 1],
      ['Embakasi', 1],
      ['Kasarani', 1],
      ['Roysambu', 1],
      ['Donholm', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Nairobi', area, tier })),
  ...(
    [
      ['Nyali', 3],
      ['Shanzu', 2],
      ['Bamburi', 2],
      ['Kizingo', 3],
      ['Tudor', 1],
      ['Mtwapa', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Mombasa', area, tier })),
  ...(
    [
      ['Milimani', 2],
      ['Riat Hills', 2],
      ['Mamboleo', 1],
      ['Nyalenda', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Kisumu', area, tier })),
  ...(
    [
      ['Milimani', 2],
      ['Section 58', 2],
      ['Lanet', 1],
      ['Naka', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Nakuru', area, tier })),
  ...(
    [
      ['Elgon View', 2],
      ['Kapsoya', 1],
      ['Pioneer', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Eldoret', area, tier })),
  ...(
    [
      ['Ruiru', 1],
      ['Kikuyu', 1],
      ['Limuru', 2],
      ['Ruaka', 2],
      ['Thindigua', 2],
    ] as const
  ).map(([area, tier]) => ({ town: 'Kiambu', area, tier })),
  ...(
    [
      ['Syokimau', 2],
      ['Athi River', 1],
      ['Mlolongo', 1],
      ['Machakos Town', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Machakos', area, tier })),
  ...(
    [
      ['Kitengela', 1],
      ['Ngong', 1],
      ['Ongata Rongai', 1],
    ] as const
  ).map(([area, tier]) => ({ town: 'Kajiado', area, tier })),
];

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

/** A listing's location as the data writes it: 'Kilimani, Nairobi'. */
export function placeName(area: string, town: string): string {
  return `${area}, ${town}`;
}

/** Every location a listing may have ('Kilimani, Nairobi'), from AREAS. */
export const LOCATIONS: ReadonlySet<string> = new Set(AREAS.map((a) => placeName(a.area, a.town)));

export type Amenity = (typeof AMENITIES)[number];
export type Language = (typeof LANGUAGES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type WaterSource = (typeof WATER_SOURCES)[number];
export type BackupPower = (typeof BACKUP_POWER)[number];
export type TitleKind = (typeof TITLE_KINDS)[number];
