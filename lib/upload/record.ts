import type { Listing } from '@/lib/listings/schema';
import { todayIso } from '@/lib/listings/dates';
import { titleSlug } from '@/lib/listings/slug';
import { KIND_RULES } from '@/lib/listings/kinds';
import { factTitles, landTitles, placeTitles } from '@/lib/listings/titles';
import { placeName } from '@/lib/listings/location';
import type { LatLng } from '@/lib/map/position';
import { cleanText } from '@/lib/site/clean-text';
import type { ListingDraft } from './draft';
import { parseAmount, parseNumber } from './validate';

/**
 * The listing file the form downloads: one record in exactly the shape of a listing's file,
 * which the listings desk saves as data/listings/<slug>.json once the property is verified
 * (tests run the data schema on it). Only for a draft that passed validate.ts: numbers are parsed, not checked.
 */

/** The portrait a listing shows until the listings desk photographs the agent or owner. */
export const DEFAULT_PORTRAIT = '/images/agents/default.svg';

/** For owners, who have no agency: the contact card shows this where an agency name goes. */
export const PRIVATE_OWNER = 'Private owner';

/** The photo files the listing will have: 1.jpg, 2.jpg… in the order they were chosen. */
export function photoPaths(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/photos/${slug}/${i + 1}.jpg`);
}

/**
 * The listing's title in both languages, made from its facts (lib/listings/titles.ts): a home's
 * bedrooms, a plot's acres, commercial space's style.
 */
export function listingTitles(d: ListingDraft): { en: string; sw: string } {
  const style = d.style || undefined;
  if (d.type === 'land') return landTitles(style, d.area, parseNumber(d.acres) ?? 0);
  if (d.type === 'commercial') return placeTitles('commercial', style, d.area);
  return factTitles(d.type || 'apartment', parseNumber(d.bedrooms) ?? 0, d.area);
}

/**
 * Each location's centre, by 'Area, Town' (`areaPositions()` in lib/map/areas.ts). The page
 * hands them to the form as data, so the form's script does not carry the areas file.
 */
export type AreaPositions = Readonly<Record<string, LatLng>>;

export function listingRecord(
  d: ListingDraft,
  photoCount: number,
  centres: AreaPositions,
  today: string = todayIso(),
): Listing {
  const type = d.type || 'apartment';
  // Only what the kind has (KIND_RULES): a home's rooms and year, a plot's acres, commercial
  // space's floor area and, if given, its year.
  const rules = KIND_RULES[type];
  const yearBuilt = parseNumber(d.yearBuilt);
  const acres = parseNumber(d.acres);
  const titles = listingTitles(d);
  const slug = `${titleSlug(titles.en)}-${titleSlug(d.ref)}`;
  const images = photoPaths(slug, photoCount);
  const en = cleanText(d.descriptionEn);
  const sw = cleanText(d.descriptionSw);
  const size = parseNumber(d.size);
  const agent = d.role === 'agent';
  const location = placeName(d.area, d.town);
  return {
    id: d.ref,
    slug,
    title: titles.en,
    price: parseAmount(d.price) ?? 0,
    currency: 'KES',
    location,
    ...(rules.rooms
      ? { bedrooms: parseNumber(d.bedrooms) ?? 0, bathrooms: parseNumber(d.bathrooms) ?? 0 }
      : {}),
    ...(size === undefined || rules.floorArea === 'none' ? {} : { size }),
    type,
    ...(d.style ? { style: d.style } : {}),
    status: d.status || 'for_sale',
    image: images[0] ?? '',
    // The listings desk films the video and captures the tour after its visit.
    hasVideo: false,
    has360: false,
    images,
    ...(rules.rooms ? { yearBuilt: yearBuilt ?? 0 } : {}),
    ...(!rules.rooms && !rules.plot && yearBuilt !== undefined ? { yearBuilt } : {}),
    // A description in one language stands in for the other until the desk translates it.
    description: en || sw,
    sw: { title: titles.sw, description: sw || en },
    // The area's centre until the listings desk records the home's own position at its visit;
    // pages only ever show an approximate position (lib/map/position.ts).
    coordinates: centres[location] ?? { latitude: 0, longitude: 0 },
    amenities: [...d.amenities],
    // The plot's acres; its other facts (title, road, beacons…) the desk records at its visit.
    ...(rules.plot ? { land: { acres: acres ?? 0 } } : {}),
    // The day the file was made; the listings desk sets both again when the listing goes live.
    listedAt: today,
    verifiedAt: today,
    agent: {
      name: cleanText(d.name),
      phone: cleanText(d.phone),
      email: cleanText(d.email),
      agency: agent ? cleanText(d.agency) : PRIVATE_OWNER,
      photo: DEFAULT_PORTRAIT,
      ...(agent ? { earbNumber: d.earbNumber.trim() } : {}),
      // The form does not ask: the languages the lister wrote the description in.
      languages: [...(en ? (['English'] as const) : []), ...(sw ? (['Swahili'] as const) : [])],
    },
    // Sponsored offers are placed by Nyumba360, never by the lister.
    bankAds: [],
    insuranceAds: [],
  };
}
