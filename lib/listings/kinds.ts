import { PROPERTY_TYPES, type PropertyType } from './vocabulary';

/**
 * The kinds of property a listing can be, and what each kind is called in everyday speech: its
 * `type` (SPEC's exact-match filter) and its `style`, the name Kenyans use when they look for one
 * ('bedsitter', 'maisonette'). This is the one place that knows which styles each kind has:
 * the schema, the search filters, the search index, the cards and the import ask it, and none of
 * them tests a type on its own. Client-safe (no zod): the search code reads it in the browser.
 */
export const STYLES_BY_TYPE = {
  apartment: ['studio', 'bedsitter', 'flat', 'penthouse', 'duplex'],
  house: ['bungalow', 'maisonette', 'townhouse', 'villa'],
} as const satisfies Record<PropertyType, readonly string[]>;

export type PropertyStyle = (typeof STYLES_BY_TYPE)[PropertyType][number];

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
