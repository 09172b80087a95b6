/**
 * Land sizes the way Kenyans speak of them: plots in fractions of an acre ('⅛ acre', which in
 * practice is a 50 × 100 ft plot) and farms in acres, with hectares and m² in the facts.
 * Pure and client-safe: the cards, the search and the import use it.
 */

/** Square feet in an acre (an acre is exactly 43,560 ft²). */
export const SQFT_PER_ACRE = 43_560;
/** Square metres in an acre (international acre). */
export const SQM_PER_ACRE = 4_046.856_422_4;
export const SQFT_PER_SQM = 10.763_910_416_7;

/** The acres of a plot `width` × `depth` feet: 50 × 100 ft is 0.1148 acres. */
export function acresFromFeet(width: number, depth: number): number {
  return (width * depth) / SQFT_PER_ACRE;
}

export const hectares = (acres: number): number => (acres * SQM_PER_ACRE) / 10_000;
export const squareMetres = (acres: number): number => acres * SQM_PER_ACRE;

/**
 * The sizes plots are sold by, in acres: the search form offers these (SPEC's ⅛ to 50).
 */
export const ACRE_OPTIONS = [0.125, 0.25, 0.5, 1, 2, 5, 10, 50] as const;

/**
 * The sizes people name a plot by. A surveyed plot is seldom exactly its name: 50 × 100 ft is
 * 0.115 acres and is sold as an eighth, 100 × 100 ft is 0.230 and sold as a quarter.
 */
const CUSTOMARY_ACRES = [0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 5, 10, 20, 50, 100] as const;

/**
 * How much a customary size may differ from the surveyed one and still name it: 10%. Both
 * standard Kenyan plots (50 × 100 and 100 × 100 ft) are 8.2% under their names, and the next
 * customary sizes are further apart than that (¼ is 100% more than ⅛).
 */
export const CUSTOMARY_TOLERANCE = 0.1;

/**
 * The size a plot is known by, the rule the acre filters compare with: the customary size within
 * 10% of its surveyed acres if there is one ('an eighth' for 0.115), else the acres themselves.
 */
export function customaryAcres(acres: number): number {
  const near = CUSTOMARY_ACRES.find((c) => Math.abs(acres - c) <= c * CUSTOMARY_TOLERANCE);
  return near ?? acres;
}

const FRACTIONS: readonly [number, string][] = [
  [0.125, '⅛'],
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

/** The texts a size is written with, from the page's dictionary. */
export interface AcreTexts {
  /** '{n} acre' / '{n} acres'. */
  acre: string;
  acres: string;
}

/**
 * A plot's size as people say it: '⅛ acre', '¼ acre', '1 acre', '2.5 acres', '0.3 acres'. A
 * size that only rounds to a fraction keeps it ('⅛ acre' for 0.115): the feet, where known, say
 * exactly what it is.
 */
export function formatAcres(acres: number, texts: AcreTexts): string {
  const known = customaryAcres(acres);
  const fraction = FRACTIONS.find(([value]) => value === known)?.[1];
  if (fraction) return texts.acre.replace('{n}', fraction);
  const n = Number(known.toFixed(known < 1 ? 3 : 2));
  const shown = n.toLocaleString('en-KE', { maximumFractionDigits: 3 });
  return (n === 1 ? texts.acre : texts.acres).replace('{n}', shown);
}

/** Price per acre in whole shillings. */
export function pricePerAcre(price: number, acres: number): number {
  return Math.round(price / acres);
}

/** The sides of a plot as the import reads them: '50x100', '50 X 100', '50 × 100 ft'. */
export function parsePlotFeet(raw: string): { width: number; depth: number } | undefined {
  const match = /^\s*(\d{1,5})\s*[x×*]\s*(\d{1,5})\s*(ft|feet)?\s*$/i.exec(raw);
  if (!match) return undefined;
  const width = Number(match[1]);
  const depth = Number(match[2]);
  return width > 0 && depth > 0 ? { width, depth } : undefined;
}
