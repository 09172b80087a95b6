// @ts-check
// Every listing's floor plan, furniture, camera positions, tour rooms and walk-through path,
// keyed by slug. Adding a listing with photos means adding a plan file here.

import familyHomeKaren from './family-home-karen.mjs';
import luxuryApartmentKilimani from './luxury-apartment-kilimani.mjs';
import penthouseRiverside from './penthouse-riverside.mjs';
import studioApartmentWestlands from './studio-apartment-westlands.mjs';
import townhouseUpperHill from './townhouse-upper-hill.mjs';
import twoBedroomApartmentKileleshwa from './two-bedroom-apartment-kileleshwa.mjs';

/** @type {Record<string, import('../scene.mjs').Plan>} */
export const PLANS = Object.fromEntries(
  [
    luxuryApartmentKilimani,
    familyHomeKaren,
    studioApartmentWestlands,
    penthouseRiverside,
    townhouseUpperHill,
    twoBedroomApartmentKileleshwa,
  ].map((plan) => [plan.slug, plan]),
);

/**
 * The plan for a slug; throws for unknown slugs so a typo can't silently render nothing.
 * @param {string} slug
 */
export function planFor(slug) {
  const plan = PLANS[slug];
  if (!plan) throw new Error(`no plan for listing "${slug}" in media-tools/plans/`);
  return plan;
}
