// @ts-check
// The developments sold off-plan whose photos the renderer draws, keyed by slug. A development
// is not a listing: its photos are the project as it will look and its building stages, each
// photo a scene of its own (see developments.mjs). Its units are listings, with plans in
// plans/ like any home, and show one of these photos too.

import amaniHeightsKilimani from './amani-heights-kilimani.mjs';
import barakaGardensKitengela from './baraka-gardens-kitengela.mjs';
import savannaRidgeSyokimau from './savanna-ridge-syokimau.mjs';

/** @typedef {import('../../developments.mjs').Development} Development */

/** @type {Development[]} in the order of their slugs, as the listings are */
export const DEVELOPMENTS = [amaniHeightsKilimani, barakaGardensKitengela, savannaRidgeSyokimau];

/**
 * The name a worker thread knows a development's photo by. A listing's scene is its slug; a
 * project's photos are scenes of their own, so theirs is `<project>/<photo>`, which no slug
 * can be.
 * @param {string} slug
 * @param {string} name
 */
export const sceneKey = (slug, name) => `${slug}/${name}`;

/**
 * The plan of a development's photo, by its sceneKey(); throws for unknown ones.
 * @param {string} key
 * @returns {import('../../scene.mjs').Plan}
 */
export function developmentPlanFor(key) {
  const [slug, name] = key.split('/');
  const photo = DEVELOPMENTS.find((d) => d.slug === slug)?.photos.find((p) => p.name === name);
  if (!photo) throw new Error(`no development photo "${key}" in media-tools/plans/developments/`);
  return photo.plan;
}
