import { countRooms, oneDecimal, totalInternalArea } from './geometry';
import type { FloorPlan } from './schema';

/** How far a plan's internal area may be from the listing's stated size: 10% either way. */
export const AREA_TOLERANCE = 0.1;

/** What the rules read of a listing. */
export interface PlanListing {
  type: string;
  bedrooms?: number;
  bathrooms?: number;
  size?: number;
  tour?: { rooms: readonly { id: string }[] };
  floorPlan: FloorPlan;
}

export interface PlanProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Where a listing's floor plan disagrees with the listing: the plan must show every bedroom and
 * bathroom the listing counts, add up to within 10% of its stated size, and place every room of
 * its 360° tour (and no panorama the tour does not have). Pure, for the schema and the tests.
 */
export function floorPlanProblems(listing: PlanListing): PlanProblem[] {
  const plan = listing.floorPlan;
  const problems: PlanProblem[] = [];
  if (listing.type !== 'apartment' && listing.type !== 'house') {
    return [{ path: ['floorPlan'], message: `is for homes only (type is ${listing.type})` }];
  }
  for (const kind of ['bedroom', 'bathroom'] as const) {
    const stated = kind === 'bedroom' ? listing.bedrooms : listing.bathrooms;
    const drawn = countRooms(plan, kind);
    if (stated !== undefined && drawn !== stated)
      problems.push({
        path: ['floorPlan', 'storeys'],
        message: `shows ${drawn} ${kind}${drawn === 1 ? '' : 's'}, but the listing has ${stated}`,
      });
  }
  if (listing.size !== undefined) {
    const area = totalInternalArea(plan);
    if (Math.abs(area - listing.size) > AREA_TOLERANCE * listing.size)
      problems.push({
        path: ['floorPlan', 'storeys'],
        message: `adds up to ${oneDecimal(area)} m² inside, more than 10% from the listing's size (${listing.size} m²)`,
      });
  }
  const tourRooms = listing.tour?.rooms.map((r) => r.id) ?? [];
  const placed = new Set(plan.panoramas.map((p) => p.room));
  for (const room of tourRooms)
    if (!placed.has(room))
      problems.push({
        path: ['floorPlan', 'panoramas'],
        message: `does not place the tour's room "${room}"`,
      });
  plan.panoramas.forEach((p, i) => {
    if (!tourRooms.includes(p.room))
      problems.push({
        path: ['floorPlan', 'panoramas', i, 'room'],
        message: `"${p.room}" is not a room of the listing's 360° tour`,
      });
  });
  return problems;
}
