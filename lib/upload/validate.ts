import { FLOOR_PLAN_MAX_BYTES } from '@/lib/listings/plan-file';
import { fill, formatCount } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import {
  checkPositive,
  checkText,
  checkWholeNumber,
  isEarbNumber,
  isEmail,
  isKenyanMobile,
  LIMITS,
  type NumberProblem,
  type TextProblem,
} from '@/lib/listings/rules';
import { AREAS } from '@/lib/listings/location';
import { KIND_RULES, styleFits } from '@/lib/listings/kinds';
import { cleanText } from '@/lib/site/clean-text';
import type { ListingDraft, TextField } from './draft';

/**
 * Checking the List Your Property form, step by step, with the rules the data follows
 * (lib/listings/rules.ts). Pure: the form island shows the problems, the tests call it directly.
 */
export const STEPS = [
  {
    id: 'property',
    // The fields a kind does not have are not asked (KIND_RULES): a plot has its acres and no
    // rooms; commercial space its floor area.
    fields: [
      'type',
      'style',
      'status',
      'bedrooms',
      'bathrooms',
      'acres',
      'size',
      'yearBuilt',
      'amenities',
    ],
  },
  { id: 'location', fields: ['town', 'area'] },
  { id: 'price', fields: ['price'] },
  { id: 'description', fields: ['descriptionEn', 'descriptionSw'] },
  { id: 'photos', fields: ['photos'] },
  { id: 'contact', fields: ['name', 'role', 'phone', 'email', 'agency', 'earbNumber'] },
  { id: 'review', fields: [] },
] as const satisfies readonly { id: string; fields: readonly Field[] }[];

export type StepId = (typeof STEPS)[number]['id'];
export type Field = Exclude<TextField, 'ref'> | 'amenities' | 'photos';

/**
 * What is wrong with a field. `saleInRent`: a rental priced like a sale (a monthly rent above
 * LIMITS.rent.max is a sale price typed in the wrong place).
 */
export type Problem = 'required' | 'invalid' | 'tooLong' | 'saleInRent';
export type Problems = Partial<Record<Field, Problem>>;

/**
 * The error messages, by field (`upload.errors` in the dictionaries): both descriptions share
 * one set, and amenities have none, since they cannot be wrong. A message may hold `{n}` (the
 * description's length) and `{max}` (its limit).
 */
export type ErrorTexts = Record<
  Exclude<Field, 'amenities' | 'descriptionEn' | 'descriptionSw'> | 'description',
  Partial<Record<Problem, string>>
>;

/** The photos chosen on the device, as far as checking goes. */
export interface ChosenPhoto {
  name: string;
  type: string;
}
export const MAX_PHOTOS = 30;

/** A floor plan chosen on the device: an image or a PDF, attached when the listing is sent. */
export interface ChosenPlan {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
}

/** What is wrong with a chosen floor plan file (the file input's `accept` is only a hint). */
export function planFileProblem(file: ChosenPlan): 'type' | 'size' | undefined {
  if (!/^(image\/(jpeg|png|webp|tiff)|application\/pdf)$/.test(file.type)) return 'type';
  if (file.size > FLOOR_PLAN_MAX_BYTES) return 'size';
  return undefined;
}

/**
 * The name the listings desk keeps the plan under, beside the form's listing file, where the
 * import looks for it (scripts/import/run-import.ts): floor-plan.pdf, floor-plan.jpg….
 */
export function planFileName(file: ChosenPlan): string {
  const ext = {
    'application/pdf': 'pdf',
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
  }[file.type];
  return `floor-plan.${ext ?? 'tif'}`;
}

/** Whether a chosen file may be added as a photo (the file input's `accept` is only a hint). */
export function isPhotoFile(file: ChosenPhoto): boolean {
  return /^image\/(jpeg|png|webp|avif|heic|heif)$/.test(file.type);
}

/**
 * A whole amount of shillings as people write it: '18500000', '18,500,000', 'Ksh 18,500,000',
 * 'KES 45 000', '45,000/=', '45000.00'. Undefined when empty; NaN when it is not an amount
 * (letters, cents, a minus sign).
 */
export function parseAmount(raw: string): number | undefined {
  const text = raw
    .trim()
    .replace(/^(kshs|ksh|kes)\.?\s*/i, '')
    .replace(/\s*\/=$/, '')
    .replace(/\.0{1,2}$/, '');
  if (text === '') return raw.trim() === '' ? undefined : Number.NaN;
  if (!/^\d{1,3}([, ]\d{3})*$|^\d+$/.test(text)) return Number.NaN;
  return Number(text.replace(/[, ]/g, ''));
}

/** A count or a year: digits only ('3', ' 2021 '); undefined when empty, NaN otherwise. */
export function parseNumber(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const numberProblem = (p: NumberProblem | null): Problem | undefined =>
  p === null ? undefined : p === 'required' ? 'required' : 'invalid';
const textProblem = (p: TextProblem | null): Problem | undefined => (p === null ? undefined : p);
// Texts are checked as they will be sent and stored (lib/site/clean-text.ts): a name of only
// invisible characters is empty, and the length counts what the record will hold.
const checkClean = (text: string, max: number) => textProblem(checkText(cleanText(text), max));
// A field that must be given in a set form (a phone number, an email, an EARB number).
const checkForm = (text: string, valid: (text: string) => boolean): Problem | undefined =>
  text.trim() === '' ? 'required' : valid(text) ? undefined : 'invalid';

/** The description field the page's language requires; the other one is optional. */
export function descriptionField(locale: Locale): 'descriptionEn' | 'descriptionSw' {
  return locale === 'sw' ? 'descriptionSw' : 'descriptionEn';
}

export function areasOf(town: string): string[] {
  return AREAS.filter((a) => a.town === town).map((a) => a.area);
}

export const TOWNS: readonly string[] = [...new Set(AREAS.map((a) => a.town))];

function fieldProblem(
  field: Field,
  d: ListingDraft,
  photos: readonly ChosenPhoto[],
  locale: Locale,
): Problem | undefined {
  const rules = d.type === '' ? undefined : KIND_RULES[d.type];
  switch (field) {
    case 'type':
    case 'status':
    case 'role':
      return d[field] === '' ? 'required' : undefined;
    case 'style':
      // Chosen from its type's own list; one that does not fit (a stored draft) is wrong.
      return d.style === '' || (d.type !== '' && styleFits(d.type, d.style))
        ? undefined
        : 'invalid';
    case 'bedrooms':
    case 'bathrooms':
    case 'yearBuilt': {
      // A home's rooms and year are required; commercial space may give its year; a plot none.
      const value = parseNumber(d[field]);
      if (rules && !rules.rooms && (field !== 'yearBuilt' || rules.plot || value === undefined))
        return undefined;
      return numberProblem(checkWholeNumber(value, LIMITS[field]));
    }
    case 'acres':
      return rules?.plot
        ? numberProblem(checkPositive(parseNumber(d.acres), LIMITS.acres))
        : undefined;
    case 'size': {
      if (rules?.floorArea === 'none') return undefined;
      const size = parseNumber(d.size);
      if (size === undefined && rules?.floorArea !== 'required') return undefined;
      return numberProblem(checkPositive(size, LIMITS.size));
    }
    case 'amenities':
      return undefined;
    case 'town':
      return TOWNS.includes(d.town) ? undefined : 'required';
    case 'area':
      return areasOf(d.town).includes(d.area) ? undefined : 'required';
    case 'price': {
      const price = parseAmount(d.price);
      const problem = numberProblem(checkWholeNumber(price, LIMITS.price));
      if (problem) return problem;
      return d.status === 'for_rent' && price! > LIMITS.rent.max ? 'saleInRent' : undefined;
    }
    case 'descriptionEn':
    case 'descriptionSw': {
      const problem = checkClean(d[field], LIMITS.description.max);
      // Only the page's language is required; the other may stay empty.
      if (problem === 'required' && field !== descriptionField(locale)) return undefined;
      return problem;
    }
    case 'photos':
      if (photos.length === 0) return 'required';
      return photos.length > MAX_PHOTOS || !photos.every(isPhotoFile) ? 'invalid' : undefined;
    case 'name':
      return checkClean(d.name, LIMITS.name.max);
    case 'phone':
      return checkForm(d.phone, isKenyanMobile);
    case 'email':
      return checkForm(d.email, isEmail);
    case 'agency':
      if (d.role !== 'agent') return undefined;
      return checkClean(d.agency, LIMITS.name.max);
    case 'earbNumber':
      return d.role === 'agent' ? checkForm(d.earbNumber, isEarbNumber) : undefined;
    default:
      return field satisfies never;
  }
}

/** The problems of one step's fields, in the order the fields appear. */
export function stepProblems(
  step: StepId,
  draft: ListingDraft,
  photos: readonly ChosenPhoto[],
  locale: Locale,
): Problems {
  const fields = STEPS.find((s) => s.id === step)?.fields ?? [];
  const problems: Problems = {};
  for (const field of fields) {
    const problem = fieldProblem(field, draft, photos, locale);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The first step with a problem, or null when the whole listing is ready to send. */
export function firstIncompleteStep(
  draft: ListingDraft,
  photos: readonly ChosenPhoto[],
  locale: Locale,
): number | null {
  const index = STEPS.findIndex(
    (s) => Object.keys(stepProblems(s.id, draft, photos, locale)).length > 0,
  );
  return index < 0 ? null : index;
}

const FIELDS = STEPS.flatMap((s) => s.fields);

/** The first field with a problem, in the order the fields appear: the one to focus. */
export function firstProblem(problems: Problems): Field | undefined {
  return FIELDS.find((field) => problems[field]);
}

/** The message shown by a field with a problem, in the page's language. */
export function problemMessage(
  field: Field,
  problem: Problem,
  draft: ListingDraft,
  errors: ErrorTexts,
  locale: Locale,
): string | undefined {
  if (field === 'amenities') return undefined;
  const description = field === 'descriptionEn' || field === 'descriptionSw';
  const messages = errors[description ? 'description' : field];
  const text = messages[problem] ?? messages.invalid ?? messages.required ?? '';
  const length = description ? cleanText(draft[field]).length : 0;
  const max =
    field === 'photos' ? MAX_PHOTOS : description ? LIMITS.description.max : LIMITS.name.max;
  return fill(text, { n: formatCount(length, locale), max: formatCount(max, locale) });
}
