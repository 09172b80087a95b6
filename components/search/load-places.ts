import { readPlaces, type NearPlace } from '@/lib/search/places';
import { fetchOnce } from './fetch-once';

/** The places 'Near a place' knows, fetched once per page (the suggestions and the search share it). */
export function loadPlaces(path: string): Promise<NearPlace[]> {
  return fetchOnce(path, readPlaces);
}
