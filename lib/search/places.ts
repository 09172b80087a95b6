import { distanceKm, type LatLng } from '@/lib/map/position';
import { foldText } from './keywords';

/**
 * The places a search can be 'near' (`near=`): every area listings use, addressed as its page
 * is ('nairobi/westlands'), and the landmarks we publish (data/geo/landmarks.json: business
 * districts, universities, hospitals, malls, airports), by slug. The build writes them to one
 * small file (lib/search/index-file.ts), fetched when a search names a place or the visitor
 * starts typing one. Pure and client-safe.
 */
export const PLACES_VERSION = 1;

export const PLACE_KINDS = [
  'area',
  'business',
  'university',
  'hospital',
  'mall',
  'airport',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface NearPlace extends LatLng {
  /** What `near=` holds: 'nairobi/westlands' or 'strathmore-university'. */
  id: string;
  name: string;
  kind: PlaceKind;
  /** The town it is in, as listings write it ('Nairobi'). */
  town: string;
}

export interface PlacesFile {
  v: typeof PLACES_VERSION;
  places: NearPlace[];
}

export class PlacesError extends Error {
  override name = 'PlacesError';
}

/** Checks a fetched places file; a damaged one is refused whole. */
export function readPlaces(data: unknown): NearPlace[] {
  const file = data as Partial<PlacesFile> | null;
  if (typeof file !== 'object' || file === null || file.v !== PLACES_VERSION)
    throw new PlacesError('Places refused: version');
  const ok =
    Array.isArray(file.places) &&
    file.places.every(
      (p) =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.id === 'string' &&
        typeof p.name === 'string' &&
        typeof p.town === 'string' &&
        PLACE_KINDS.includes(p.kind) &&
        Number.isFinite(p.latitude) &&
        Number.isFinite(p.longitude),
    );
  if (!ok) throw new PlacesError('Places refused: values');
  return file.places!;
}

/** How a field and a notice name a place: 'Westlands, Nairobi', 'Strathmore University'. */
export function placeLabel(place: NearPlace): string {
  return place.kind === 'area' ? `${place.name}, ${place.town}` : place.name;
}

/** A name as `near=` may hold it: folded, words joined by hyphens ('Strathmore University'). */
export function placeSlug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The place `near=` names: its id, or, as a visitor may write it by hand, an area's own slug
 * ('westlands') or a place's name as a slug, when only one place has it. Undefined: no such place.
 */
export function findPlace(places: readonly NearPlace[], near: string): NearPlace | undefined {
  const exact = places.find((place) => place.id === near);
  if (exact) return exact;
  // By hand, a name may stand for two places (Milimani is in Nairobi and Kisumu): then neither.
  const only = (found: NearPlace[]) => (found.length === 1 ? found[0] : undefined);
  return (
    only(places.filter((place) => place.kind === 'area' && place.id.endsWith(`/${near}`))) ??
    only(
      places.filter(
        (place) => placeSlug(place.name) === near || placeSlug(placeLabel(place)) === near,
      ),
    )
  );
}

/** Most suggestions the typeahead shows at once. */
export const MAX_SUGGESTIONS = 8;

/**
 * The places whose name (or town, for areas) has a word starting with each word typed:
 * 'strath' finds Strathmore University, 'westl nai' finds Westlands, Nairobi. Areas come first,
 * then the closest matches: the name itself starting with the text, then the shortest names.
 */
export function suggestPlaces(
  places: readonly NearPlace[],
  typed: string,
  limit = MAX_SUGGESTIONS,
): NearPlace[] {
  const words = foldText(typed)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return [];
  const scored: { place: NearPlace; score: number }[] = [];
  for (const place of places) {
    const name = foldText(`${place.name} ${place.town}`);
    const nameWords = name.split(/[^a-z0-9]+/);
    if (!words.every((word) => nameWords.some((w) => w.startsWith(word)))) continue;
    const starts = name.startsWith(words[0]!) ? 0 : 1;
    scored.push({ place, score: (place.kind === 'area' ? 0 : 2) + starts });
  }
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.place.name.length - b.place.name.length ||
        a.place.name.localeCompare(b.place.name),
    )
    .slice(0, limit)
    .map(({ place }) => place);
}

/**
 * `rows` nearest first, by the straight-line distance from `near` to each row's approximate
 * position (`positionOf`); equal distances keep their order.
 */
export function byDistance(
  rows: readonly number[],
  near: LatLng,
  positionOf: (row: number) => LatLng,
): number[] {
  const km = new Map(rows.map((row) => [row, distanceKm(near, positionOf(row))]));
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => km.get(a.row)! - km.get(b.row)! || a.i - b.i)
    .map(({ row }) => row);
}

/** A distance as a card says it: to 0.1 km under 10 km, whole km beyond. */
export function roundedKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
