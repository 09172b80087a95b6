import { formatPhone, normalizeKenyanPhone } from '@/lib/messaging/links';
import type { Amenity } from '@/lib/listings/vocabulary';
import { KIND_RULES, priceUnit, type PropertyStyle } from '@/lib/listings/kinds';
import { fill } from '@/lib/i18n/format';
import { formatPrice } from '@/lib/site/format';
import { SITE_NAME } from '@/lib/site/site';
import type { ListingDraft } from './draft';
import { cleanText } from '@/lib/site/clean-text';
import { parseAmount, parseNumber, planFileName, type ChosenPlan } from './validate';

/**
 * The text of a listing sent to the listings desk on WhatsApp or by email: every field, one per
 * line, headed by the reference code, in the page's language. Pure, so tests can read exactly
 * what a link carries.
 */
export interface MessageTexts {
  /** '{site} listing {ref}'. */
  heading: string;
  /** The labels of the form's fields, reused as the message's. */
  labels: Record<
    | 'type'
    | 'style'
    | 'status'
    | 'acres'
    | 'bedrooms'
    | 'bathrooms'
    | 'size'
    | 'yearBuilt'
    | 'amenities'
    | 'location'
    | 'price'
    | 'descriptionEn'
    | 'descriptionSw'
    | 'photos'
    | 'floorPlan'
    | 'name'
    | 'role'
    | 'phone'
    | 'email'
    | 'agency'
    | 'earbNumber',
    string
  >;
  values: {
    apartment: string;
    house: string;
    land: string;
    commercial: string;
    styles: Record<PropertyStyle, string>;
    forSale: string;
    forRent: string;
    owner: string;
    agent: string;
    perMonth: string;
    perYear: string;
    none: string;
    /** '{n} photos, attached to this message'. */
    photos: string;
    /** '{file}, attached to this message'. */
    floorPlan: string;
  };
  amenities: Record<Amenity, string>;
}

export function listingMessage(
  d: ListingDraft,
  photoCount: number,
  t: MessageTexts,
  /** The floor plan chosen, if one was: its line names the file the desk keeps it as. */
  floorPlan?: ChosenPlan,
): string {
  const { labels, values } = t;
  const price = parseAmount(d.price);
  const line = (label: string, value: string) => `${label}: ${value === '' ? values.none : value}`;
  const rules = KIND_RULES[d.type || 'apartment'];
  const lines = [
    fill(t.heading, { site: SITE_NAME, ref: d.ref }),
    '',
    line(labels.type, d.type === '' ? '' : values[d.type]),
    ...(d.style ? [line(labels.style, values.styles[d.style])] : []),
    line(labels.status, d.status === 'for_rent' ? values.forRent : d.status ? values.forSale : ''),
    // The facts of the kind, as the form asked them (KIND_RULES).
    ...(rules.rooms
      ? [line(labels.bedrooms, d.bedrooms.trim()), line(labels.bathrooms, d.bathrooms.trim())]
      : []),
    ...(rules.plot ? [line(labels.acres, d.acres.trim())] : []),
    ...(rules.floorArea === 'none'
      ? []
      : [line(labels.size, parseNumber(d.size) === undefined ? '' : `${d.size.trim()} m²`)]),
    ...(rules.plot ? [] : [line(labels.yearBuilt, d.yearBuilt.trim())]),
    line(labels.amenities, d.amenities.map((a) => t.amenities[a]).join(', ')),
    line(labels.location, d.area && d.town ? `${d.area}, ${d.town}` : ''),
    line(
      labels.price,
      price === undefined || Number.isNaN(price)
        ? cleanText(d.price)
        : formatPrice(
            price,
            d.status === 'for_rent' ? 'for_rent' : 'for_sale',
            // Land is leased by the year (lib/listings/kinds.ts).
            priceUnit(d.type || 'apartment', 'for_rent') === 'year'
              ? values.perYear
              : values.perMonth,
          ),
    ),
    line(labels.descriptionEn, cleanText(d.descriptionEn)),
    line(labels.descriptionSw, cleanText(d.descriptionSw)),
    line(labels.photos, fill(values.photos, { n: photoCount })),
    ...(floorPlan
      ? [line(labels.floorPlan, fill(values.floorPlan, { file: planFileName(floorPlan) }))]
      : []),
    '',
    line(labels.name, cleanText(d.name)),
    line(labels.role, d.role === '' ? '' : values[d.role]),
  ];
  if (d.role === 'agent') {
    lines.push(line(labels.agency, cleanText(d.agency)));
    lines.push(line(labels.earbNumber, cleanText(d.earbNumber)));
  }
  const phone = normalizeKenyanPhone(d.phone) ? formatPhone(d.phone) : cleanText(d.phone);
  lines.push(line(labels.phone, phone), line(labels.email, cleanText(d.email)));
  return lines.join('\n');
}
