import { normalizeKenyanPhone } from '@/lib/messaging/links';

/**
 * The rules a listing's values follow, in one place: the data schema (lib/listings/schema.ts,
 * zod, at build time) and the List Your Property form (lib/upload/, in the browser, without zod)
 * both check records with these. Client-safe: no dependencies.
 *
 * A check returns null when the value is fine, or the name of the rule it breaks; each side
 * words the problem for its reader (the build log in English, the form in the page's language).
 */
export const LIMITS = {
  /** KES. Above this a price is a typing slip (the dearest homes in Kenya sell for about 1 bn). */
  price: { min: 1, max: 5_000_000_000 },
  /** KES a month. A rent above this is a sale price entered for a rental. */
  rent: { max: 10_000_000 },
  bedrooms: { min: 0, max: 50 },
  bathrooms: { min: 0, max: 50 },
  /** Square metres. */
  size: { min: 1, max: 100_000 },
  /** Acres of land: from a sliver of a plot to a large ranch. */
  acres: { min: 0.01, max: 100_000 },
  /** Feet, one side of a plot ('50x100'). */
  plotFeet: { min: 10, max: 20_000 },
  /** Metres from a plot to the nearest tarmac road. */
  tarmacMetres: { min: 0, max: 100_000 },
  /** Lifts in a commercial building. */
  lifts: { min: 0, max: 50 },
  yearBuilt: { min: 1900, max: 2100 },
  /** Characters. Long enough for any real description, short enough to send in one message. */
  title: { max: 120 },
  description: { max: 3_000 },
  name: { max: 100 },
  /** An agency's own reference for a home: 'KIL-014', 'NRB/2026/118'. */
  ref: { max: 60 },
  /** A message to the office or the trust desk. */
  message: { max: 2_000 },
} as const;

/**
 * The ranges of a listing's Kenya facts (`facts` in lib/listings/schema.ts), all whole numbers.
 * Service charge is KES a month; a deposit is a number of months' rent; floor 0 is the ground
 * floor; a lease has at most 999 years left (the longest leases granted in Kenya).
 */
export const FACT_LIMITS = {
  serviceCharge: { min: 0, max: 1_000_000 },
  depositMonths: { min: 0, max: 6 },
  leaseYearsLeft: { min: 1, max: 999 },
  parkingBays: { min: 0, max: 20 },
  floor: { min: 0, max: 100 },
} as const;

export type NumberProblem = 'required' | 'notWhole' | 'tooSmall' | 'tooLarge';
export type TextProblem = 'required' | 'tooLong';

/** A whole number within `range`. Undefined is missing; NaN (text that is no number) is not whole. */
export function checkWholeNumber(
  value: number | undefined,
  range: { readonly min: number; readonly max: number },
): NumberProblem | null {
  if (value === undefined) return 'required';
  if (!Number.isInteger(value)) return 'notWhole';
  if (value < range.min) return 'tooSmall';
  if (value > range.max) return 'tooLarge';
  return null;
}

/** A positive number (fractions allowed) within `range`; NaN is not a number at all. */
export function checkPositive(
  value: number | undefined,
  range: { readonly min: number; readonly max: number },
): NumberProblem | null {
  if (value === undefined) return 'required';
  if (Number.isNaN(value)) return 'notWhole';
  if (value < range.min) return 'tooSmall';
  if (value > range.max) return 'tooLarge';
  return null;
}

/** Text that is not blank once trimmed, and at most `max` characters. */
export function checkText(value: string, max?: number): TextProblem | null {
  if (value.trim() === '') return 'required';
  if (max !== undefined && value.trim().length > max) return 'tooLong';
  return null;
}

// Plain ASCII addresses: dot-separated words of letters, digits and _ ' + - before the @, a
// domain of letters, digits and hyphens with a top-level part of letters. Mail servers are the
// real judge; this catches slips ('jane@gmail', 'jane gmail.com', 'jane@x..com') and keeps out
// what would break a mailto: link or hide in it ('?', '#', '&', quotes, invisible controls).
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:${LABEL}\\.)+[A-Za-z]{2,}$`);

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isKenyanMobile(value: string): boolean {
  return normalizeKenyanPhone(value) !== null;
}

/**
 * Estate Agents Registration Board registration numbers: letters, digits and the separators
 * the Board's certificates use ('EARB/1234', 'A-0987'). The register itself is the proof.
 */
const EARB_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/ .-]{1,29}$/;

export function isEarbNumber(value: string): boolean {
  return EARB_NUMBER.test(value.trim());
}

/** Lower-case words joined by hyphens: the shape of slugs and tour room ids. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
