import { titleSlug } from '@/lib/listings/slug';
import { LOCATIONS } from '@/lib/listings/vocabulary';

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

/**
 * The shortest text for the search's location filter that finds this location's homes and no
 * others: the area's name when no other location contains it ('Kilimani'), else the whole
 * location ('Milimani, Kisumu', since Nakuru has a Milimani). The filter matches any part of a
 * location, ignoring case, so a short area name could also match inside another place's name.
 */
export function searchLocation(location: string, all: Iterable<string> = LOCATIONS): string {
  const { area } = placeOf(location);
  const needle = area.toLocaleLowerCase('en-KE');
  for (const other of all) {
    if (other !== location && other.toLocaleLowerCase('en-KE').includes(needle)) return location;
  }
  return area;
}
