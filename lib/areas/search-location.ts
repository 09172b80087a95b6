import { LOCATIONS } from '@/lib/listings/location';
import { placeOf } from './places';

// Its own module so that cards, which need `placeOf` in the browser, do not carry every location.
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
