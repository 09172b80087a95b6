import 'server-only';
import type { Listing } from '@/lib/listings/schema';
import { areaName } from '@/lib/listings/location';
import { BUILD_ENV } from '@/lib/site/env';
import { DEVELOPMENTS_DIR, readRecordFolder } from './folder';
import { sampleProject } from './sample-projects';
import { isBuilding, type DevelopmentState } from './vocabulary';

/**
 * Where each project stands, by slug, for the listing summaries (cards, the search index): a
 * light read of the projects' files that does not need the listings, so lib/listings/data.ts
 * can ask it without a cycle. lib/developments/data.ts validates the same records and checks
 * every unit's project exists; a build never gets past it with a state this module misread.
 */
const curated = new Map<string, DevelopmentState>();
for (const { record } of readRecordFolder(DEVELOPMENTS_DIR, 'development')) {
  const { slug, state } = record as { slug: string; state: DevelopmentState };
  curated.set(slug, state);
}

/**
 * A unit's badge: 'off_plan' or 'under_construction' while its project is being built, none
 * for a ready project or a listing that is no unit. A generated unit's project is named and
 * staged by the unit's id (sample-projects.ts).
 */
export function unitStage(
  listing: Pick<Listing, 'id' | 'location' | 'unit'>,
): Exclude<DevelopmentState, 'ready'> | undefined {
  if (!listing.unit) return undefined;
  const state =
    curated.get(listing.unit.development) ??
    (BUILD_ENV.sampleListings === undefined
      ? undefined
      : sampleProject(Number(listing.id), areaName(listing.location)).state);
  return state !== undefined && isBuilding(state)
    ? (state as Exclude<DevelopmentState, 'ready'>)
    : undefined;
}
