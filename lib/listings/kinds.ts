import { PROPERTY_TYPES, type ListingStatus, type PropertyType } from './vocabulary';

/**
 * The kinds of property a listing can be, and everything that differs between them: the one
 * place that knows them. The schema, the cards and pages, the search, the import and the
 * structured data ask this module; none of them tests a type on its own.
 *
 * - `type` is SPEC's exact-match filter: apartment and house (homes), land and commercial.
 * - `style` is what people call it when they look for one ('bedsitter', 'maisonette', 'godown'):
 *   each type has its own styles. For land the style is its zoning.
 *
 * Client-safe (no zod): the search code reads it in the browser.
 */
export const STYLES_BY_TYPE = {
  apartment: ['studio', 'bedsitter', 'flat', 'penthouse', 'duplex'],
  house: ['bungalow', 'maisonette', 'townhouse', 'villa'],
  land: ['residential', 'agricultural', 'commercial', 'mixed'],
  commercial: ['office', 'shop', 'warehouse'],
} as const satisfies Record<PropertyType, readonly string[]>;

export type PropertyStyle = (typeof STYLES_BY_TYPE)[PropertyType][number];
export type LandZoning = (typeof STYLES_BY_TYPE)['land'][number];
export type CommercialStyle = (typeof STYLES_BY_TYPE)['commercial'][number];

/**
 * What a listing of each kind is measured and described by:
 * - `facts`: which set of facts its page shows: a home's Key facts and tiles (SPEC's), a plot's
 *   ('About the plot', 'Before you pay') or commercial space's ('About the space');
 * - `rooms`: bedrooms, bathrooms and the year built (SPEC's homes), required; other kinds have none;
 * - `floorArea`: a size in m² ('Sq Meters' for homes, the floor area of commercial space);
 *   `required` where the price is read per m²;
 * - `plot`: a size in acres (land);
 * - `rentPer`: what a rental's price is for: a month, or a year for land leased;
 * - `mortgage`: whether the mortgage calculator is offered when it is for sale;
 * - `schemaType`: its schema.org type in the structured data. A plot is not an Apartment, and
 *   schema.org has no type for a plot, an office or a warehouse: those are a Place, with their
 *   acres or floor area as properties.
 */
export interface KindRules {
  facts: 'home' | 'land' | 'commercial';
  rooms: boolean;
  floorArea: 'required' | 'optional' | 'none';
  plot: boolean;
  rentPer: 'month' | 'year';
  mortgage: boolean;
  schemaType: 'Apartment' | 'House' | 'Place';
}

export const KIND_RULES: Readonly<Record<PropertyType, KindRules>> = {
  apartment: {
    facts: 'home',
    rooms: true,
    floorArea: 'optional',
    plot: false,
    rentPer: 'month',
    mortgage: true,
    schemaType: 'Apartment',
  },
  house: {
    facts: 'home',
    rooms: true,
    floorArea: 'optional',
    plot: false,
    rentPer: 'month',
    mortgage: true,
    schemaType: 'House',
  },
  land: {
    facts: 'land',
    rooms: false,
    floorArea: 'none',
    plot: true,
    rentPer: 'year',
    mortgage: false,
    schemaType: 'Place',
  },
  commercial: {
    facts: 'commercial',
    rooms: false,
    floorArea: 'required',
    plot: false,
    rentPer: 'month',
    mortgage: true,
    schemaType: 'Place',
  },
};

/** SPEC's homes: the types with bedrooms, bathrooms and a year built (KIND_RULES' `rooms`). */
export const HOME_TYPES = ['apartment', 'house'] as const satisfies readonly PropertyType[];
export type HomeType = (typeof HOME_TYPES)[number];

/** Whether a listing of this type is a home (SPEC's bedrooms, bathrooms and year built). */
export const isHome = (type: PropertyType): boolean => KIND_RULES[type].rooms;

/** Every style, kind by kind in the order of PROPERTY_TYPES: positions in the search index. */
export const PROPERTY_STYLES: readonly PropertyStyle[] = PROPERTY_TYPES.flatMap(
  (type) => STYLES_BY_TYPE[type],
);

/** Whether `style` is a style of `type` ('maisonette' is a house, never an apartment). */
export function styleFits(type: PropertyType, style: string): style is PropertyStyle {
  return (STYLES_BY_TYPE[type] as readonly string[]).includes(style);
}

/** The kind a style belongs to; every style belongs to exactly one. */
export function typeOfStyle(style: PropertyStyle): PropertyType {
  return PROPERTY_TYPES.find((type) => styleFits(type, style))!;
}

/**
 * The style a search asks for, or undefined: a style counts only beside its own type, so
 * `style=maisonette` alone, or with `type=apartment`, is ignored calmly (a maisonette search
 * that silently became 'any house' or 'no apartment' would mislead more than no style at all).
 */
export function parseStyle(
  type: PropertyType | undefined,
  raw: string | null,
): PropertyStyle | undefined {
  const text = raw?.trim().toLowerCase();
  if (type === undefined || !text) return undefined;
  return styleFits(type, text) ? text : undefined;
}

/**
 * What a listing's price is for: the whole property ('sale'), a month's rent, or a year's lease
 * (land to lease is priced per year in Kenya). The price filters compare the stated price either way.
 */
export type PriceUnit = 'whole' | 'month' | 'year';
export function priceUnit(type: PropertyType, status: ListingStatus): PriceUnit {
  return status === 'for_sale' ? 'whole' : KIND_RULES[type].rentPer;
}

/** Which set of facts a listing of this type has (KIND_RULES' `facts`). */
export const factsOf = (type: PropertyType): KindRules['facts'] => KIND_RULES[type].facts;
