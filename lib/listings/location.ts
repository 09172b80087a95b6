import { TOWN_COUNTY } from './vocabulary';

/*
 * A listing's `location` is 'Area, Town' ('Kilimani, Nairobi'). These read its parts as names;
 * lib/areas/data.ts groups listings into the area and town pages.
 */

/** The area named in a location: 'Kilimani, Nairobi' -> 'Kilimani'. */
export function areaName(location: string): string {
  return location.split(',')[0]?.trim() || location;
}

/** The town named in a location: 'Kilimani, Nairobi' -> 'Nairobi' (one without is its own). */
export function townName(location: string): string {
  const parts = location.split(',');
  return parts.length > 1 ? parts[parts.length - 1]!.trim() || location : location.trim();
}

/** The county a location lies in, where its town is one we know; else its town. */
export function countyName(location: string): string {
  const town = townName(location);
  return TOWN_COUNTY[town] ?? town;
}
