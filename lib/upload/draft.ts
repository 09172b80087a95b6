import type { Amenity, ListingStatus } from '@/lib/listings/vocabulary';
import { AMENITIES, LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import type { PropertyType } from '@/lib/listings/vocabulary';
import { PROPERTY_STYLES, styleFits, type PropertyStyle } from '@/lib/listings/kinds';

/**
 * The List Your Property form's draft: every field as the owner typed it (numbers stay text, so
 * '3 ' or '18,500,000' is kept exactly until it is checked). Saved in the browser's storage on
 * every change, so a reload or a closed tab loses nothing. Photos are not part of it: they stay
 * in memory (lib/upload/validate.ts counts them), since storage is no place for megabytes of
 * images and the privacy notice promises they are never stored.
 */
export const DRAFT_KEY = 'nyumba360:listing-draft';
const VERSION = 1;

export const ROLES = ['owner', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export interface ListingDraft {
  /** The reference code the listings desk files the listing under (newReference). */
  ref: string;
  /** The step the owner was on (index into STEPS, lib/upload/validate.ts). */
  step: number;
  /** Every kind (lib/listings/kinds.ts): the fields the property step asks follow it. */
  type: PropertyType | '';
  /** What people call it ('maisonette', a plot's zoning, 'office'): one of its type's, or none. */
  style: PropertyStyle | '';
  status: ListingStatus | '';
  bedrooms: string;
  bathrooms: string;
  size: string;
  /** A plot's size in acres ('0.125', '5'); land only. */
  acres: string;
  yearBuilt: string;
  amenities: Amenity[];
  town: string;
  area: string;
  price: string;
  /** The description in English and in Swahili; the page's language is required (validate.ts). */
  descriptionEn: string;
  descriptionSw: string;
  name: string;
  role: Role | '';
  phone: string;
  email: string;
  agency: string;
  earbNumber: string;
}

export type TextField = {
  [K in keyof ListingDraft]: ListingDraft[K] extends string ? K : never;
}[keyof ListingDraft];

/**
 * The fields the owner types freely, so any text may go into them; `type`, `status` and `role`
 * are text too but hold one of a few values (oneOf), and the reference is never typed.
 */
export type FreeTextField = Exclude<
  { [K in keyof ListingDraft]: string extends ListingDraft[K] ? K : never }[keyof ListingDraft],
  'ref'
>;

export function emptyDraft(ref: string): ListingDraft {
  return {
    ref,
    step: 0,
    type: '',
    style: '',
    status: '',
    bedrooms: '',
    bathrooms: '',
    size: '',
    acres: '',
    yearBuilt: '',
    amenities: [],
    town: '',
    area: '',
    price: '',
    descriptionEn: '',
    descriptionSw: '',
    name: '',
    role: '',
    phone: '',
    email: '',
    agency: '',
    earbNumber: '',
  };
}

// Letters and digits that cannot be mistaken for each other when read out on the phone.
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF = /^N360-[A-HJ-NP-Z2-9]{6}$/;

/** A new reference code, 'N360-7KQ4MX'; `random` gives bytes (crypto.getRandomValues in the browser). */
export function newReference(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(6));
  return `N360-${Array.from(bytes, (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}

/** Whether a text may be kept in a string field: hostile storage can hold anything. */
const MAX_STORED = 20_000;
const str = (value: unknown) =>
  typeof value === 'string' && value.length <= MAX_STORED ? value : '';
/** `value` if it is one of `list` (a stored field, a radio button's value), else none chosen. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | '' {
  return list.find((item) => item === value) ?? '';
}

export type ReadResult =
  | { status: 'none' }
  | { status: 'ok'; draft: ListingDraft }
  /** Something was stored but it was not a draft this form wrote: start afresh, and say so. */
  | { status: 'corrupted' };

/**
 * Reads a stored draft. Anything unexpected (not JSON, another version, wrong types, a
 * reference that is not ours) is dropped field by field or as a whole, never thrown: a
 * corrupted draft must not break the page.
 */
export function readDraft(stored: string | null): ReadResult {
  if (stored === null) return { status: 'none' };
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return { status: 'corrupted' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { status: 'corrupted' };
  const d = data as Record<string, unknown>;
  if (d.version !== VERSION || typeof d.ref !== 'string' || !REF.test(d.ref))
    return { status: 'corrupted' };
  const draft = emptyDraft(d.ref);
  for (const key of Object.keys(draft) as (keyof ListingDraft)[]) {
    if (key === 'ref' || key === 'step' || key === 'amenities') continue;
    if (key === 'type') draft.type = oneOf(PROPERTY_TYPES, d.type);
    else if (key === 'style') draft.style = oneOf(PROPERTY_STYLES, d.style);
    else if (key === 'status') draft.status = oneOf(LISTING_STATUSES, d.status);
    else if (key === 'role') draft.role = oneOf(ROLES, d.role);
    else draft[key] = str(d[key]);
  }
  // A style is kept only beside its own type ('maisonette' is a house's).
  if (draft.style && !(draft.type && styleFits(draft.type, draft.style))) draft.style = '';
  draft.step = Number.isInteger(d.step) && (d.step as number) >= 0 ? (d.step as number) : 0;
  draft.amenities = Array.isArray(d.amenities)
    ? AMENITIES.filter((a) => (d.amenities as unknown[]).includes(a))
    : [];
  return { status: 'ok', draft };
}

/** The draft of another type: a style belongs to one type, so one that does not fit is emptied. */
export function withType(draft: ListingDraft, type: PropertyType | ''): ListingDraft {
  const keeps = type !== '' && draft.style !== '' && styleFits(type, draft.style);
  return { ...draft, type, style: keeps ? draft.style : '' };
}

/** The draft in another town: an area belongs to one town, so the one chosen is emptied. */
export function withTown(draft: ListingDraft, town: string): ListingDraft {
  return { ...draft, town, area: '' };
}

/** The amenities with `amenity` ticked or unticked, always in the order of AMENITIES. */
export function toggleAmenity(amenities: readonly Amenity[], amenity: string): Amenity[] {
  return AMENITIES.filter((a) => (a === amenity) !== amenities.includes(a));
}

export function writeDraft(draft: ListingDraft): string {
  return JSON.stringify({ version: VERSION, ...draft });
}
