// @ts-check
// Every listing's floor plan, furniture, camera positions, tour rooms and walk-through path,
// keyed by slug. Adding a listing with photos means adding a plan file here. Land plots and
// commercial property have plans too: a land plan has a site instead of rooms.

import amaniHeights1BedroomKilimani from './amani-heights-1-bedroom-kilimani.mjs';
import amaniHeights2BedroomKilimani from './amani-heights-2-bedroom-kilimani.mjs';
import amaniHeights3BedroomKilimani from './amani-heights-3-bedroom-kilimani.mjs';
import barakaGardensEighthAcrePlotKitengela from './baraka-gardens-eighth-acre-plot-kitengela.mjs';
import eighthAcrePlotKitengela from './eighth-acre-plot-kitengela.mjs';
import familyHomeKaren from './family-home-karen.mjs';
import fiveAcreFarmMachakos from './five-acre-farm-machakos.mjs';
import gradeAOfficeWestlands from './grade-a-office-westlands.mjs';
import luxuryApartmentKilimani from './luxury-apartment-kilimani.mjs';
import mainRoadShopKitengela from './main-road-shop-kitengela.mjs';
import penthouseRiverside from './penthouse-riverside.mjs';
import quarterAcrePlotRuiru from './quarter-acre-plot-ruiru.mjs';
import savannaRidge3BedroomTownhouseSyokimau from './savanna-ridge-3-bedroom-townhouse-syokimau.mjs';
import savannaRidge4BedroomTownhouseSyokimau from './savanna-ridge-4-bedroom-townhouse-syokimau.mjs';
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
    amaniHeights1BedroomKilimani,
    amaniHeights2BedroomKilimani,
    amaniHeights3BedroomKilimani,
    savannaRidge3BedroomTownhouseSyokimau,
    savannaRidge4BedroomTownhouseSyokimau,
    barakaGardensEighthAcrePlotKitengela,
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
