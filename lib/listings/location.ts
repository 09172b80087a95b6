/*
 * Where listings are: the towns and neighbourhoods of the listing data with their counties, and
 * how a listing's `location`, 'Area, Town' ('Kilimani, Nairobi'), is written and read. Apart
 * from the closed lists of ./vocabulary.ts, which the search code in the browser reads, so that
 * the pages' scripts do not carry this table; lib/areas/data.ts groups listings into the area
 * and town pages.
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

/** A listing's location as the data writes it: 'Kilimani, Nairobi'. */
export function placeName(area: string, town: string): string {
  return `${area}, ${town}`;
}

/** Every location a listing may have ('Kilimani, Nairobi'), from AREAS. */
export const LOCATIONS: ReadonlySet<string> = new Set(AREAS.map((a) => placeName(a.area, a.town)));

/** The area named in a location: 'Kilimani, Nairobi' -> 'Kilimani'. */
export function areaName(location: string): string {
  return location.split(',')[0]?.trim() || location;
}

/** The town named in a location: 'Kilimani, Nairobi' -> 'Nairobi' (one without is its own). */
export function townName(location: string): string {
  const parts = location.split(',');
  return parts.length > 1 ? parts[parts.length - 1]!.trim() || location : location.trim();
}

/** The county a location lies in, where its town is one we know; else its town. */
export function countyName(location: string): string {
  const town = townName(location);
  return TOWN_COUNTY[town] ?? town;
}
