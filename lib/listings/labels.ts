import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from './schema';
import { TOWN_COUNTY } from './vocabulary';

/** The area of a location: 'Kilimani, Nairobi' -> 'Kilimani'. */
export function areaOf(location: string): string {
  return location.split(',')[0]?.trim() || location;
}

/** The town of a location: 'Kilimani, Nairobi' -> 'Nairobi' (a location without one is its own). */
export function townOf(location: string): string {
  const parts = location.split(',');
  return parts.length > 1 ? parts[parts.length - 1]!.trim() || location : location.trim();
}

/** The county a location lies in, where its town is one we know; else its town. */
export function countyOf(location: string): string {
  const town = townOf(location);
  return TOWN_COUNTY[town] ?? town;
}

/** A listing's own words in a language: its title and description. */
export function listingText(
  listing: Listing,
  locale: Locale,
): { title: string; description: string } {
  return locale === 'sw' ? listing.sw : { title: listing.title, description: listing.description };
}
