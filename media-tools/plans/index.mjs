// @ts-check
// Every listing's floor plan, furniture, camera positions, tour rooms and walk-through path,
// keyed by slug. Adding a listing with photos means adding a plan file here. Land plots and
// commercial property have plans too: a land plan has a site instead of rooms.

import eighthAcrePlotKitengela from './eighth-acre-plot-kitengela.mjs';
import familyHomeKaren from './family-home-karen.mjs';
import fiveAcreFarmMachakos from './five-acre-farm-machakos.mjs';
import gradeAOfficeWestlands from './grade-a-office-westlands.mjs';
import luxuryApartmentKilimani from './luxury-apartment-kilimani.mjs';
import mainRoadShopKitengela from './main-road-shop-kitengela.mjs';
import penthouseRiverside from './penthouse-riverside.mjs';
import quarterAcrePlotRuiru from './quarter-acre-plot-ruiru.mjs';
import studioApartmentWestlands from './studio-apartment-westlands.mjs';
import townhouseUpperHill from './townhouse-upper-hill.mjs';
import twoBedroomApartmentKileleshwa from './two-bedroom-apartment-kileleshwa.mjs';
import warehouseMlolongo from './warehouse-mlolongo.mjs';

/** @type {Record<string, import('../scene.mjs').Plan>} */
export const PLANS = Object.fromEntries(
  [
    luxuryApartmentKilimani,
    familyHomeKaren,
    studioApartmentWestlands,
    penthouseRiverside,
    townhouseUpperHill,
    twoBedroomApartmentKileleshwa,
    eighthAcrePlotKitengela,
    fiveAcreFarmMachakos,
    quarterAcrePlotRuiru,
    gradeAOfficeWestlands,
    mainRoadShopKitengela,
    warehouseMlolongo,
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
