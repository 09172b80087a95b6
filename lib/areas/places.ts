import { titleSlug } from '@/lib/listings/slug';

/**
 * Towns and areas as the site addresses them: /areas/{town}/{area}/ from a listing's location
 * 'Area, Town'. Client-safe: plain strings.
 */
export interface Place {
  area: string;
  town: string;
  areaSlug: string;
  townSlug: string;
  /** 'Kilimani, Nairobi', as listings write it. */
  location: string;
}

/** The place of a location 'Area, Town' (split at the last comma: no town has one). */
export function placeOf(location: string): Place {
  const cut = location.lastIndexOf(', ');
  const area = cut < 0 ? location : location.slice(0, cut);
  const town = cut < 0 ? location : location.slice(cut + 2);
  return { area, town, areaSlug: titleSlug(area), townSlug: titleSlug(town), location };
}
