// @ts-check
// Furniture groups that recur from home to home (a seating area, a dining set, a bed with its
// side tables) and small helpers for hanging pictures and adding ceiling lights. Plans place a
// group with one Placer; the group arranges its pieces around it, so a plan only decides where
// the sofa or the bed goes and which way it faces.

import {
  armchair,
  bed,
  bedsideTable,
  coffeeTable,
  diningSet,
  downlight,
  floorLamp,
  pendant,
  picture,
  plant,
  rugAt,
  sofa,
} from './furniture.mjs';
import { artwork } from './materials.mjs';

/** @typedef {import('./furniture.mjs').Placer} Placer */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./palette.mjs').Materials} Materials */
/** @typedef {import('./rng.mjs').Rng} Rng */
/** @typedef {import('./scene.mjs').FurnishContext} FurnishContext */
/** @typedef {import('./scene.mjs').Side} Side */

const ART_PALETTES = [
  ['#f0b562', '#e2683c', '#2e3a4d'],
  ['#d9c4a0', '#b5573b', '#efe8dc'],
  ['#8fb1a8', '#e6c07b', '#f2ede4'],
  ['#c97b4a', '#394b59', '#ede3d1'],
  ['#e9b8a0', '#5a7d6a', '#f4efe6'],
];

/**
 * Sofa with coffee table, rug, armchair(s), a floor lamp and a plant. The placer's origin is
 * the middle of the sofa's back; the group faces the placer's facing.
 * @param {Placer} b
 * @param {Materials} m
 * @param {Rng} rng
 * @param {object} opts
 * @param {Material} opts.rugMaterial
 * @param {number} [opts.sofaWidth]
 * @param {[number, number]} [opts.rugSize] width along the sofa, depth
 * @param {('left' | 'right')[]} [opts.armchairs] which ends of the coffee table get one
 * @param {'left' | 'right' | null} [opts.lamp] floor lamp beside the sofa, or none
 * @param {'left' | 'right' | null} [opts.plantSide]
 * @param {number} [opts.tableDistance] sofa back to coffee table centre
 */
export function livingGroup(b, m, rng, opts) {
  const {
    sofaWidth = 2.3,
    rugMaterial,
    rugSize = [2.9, 2.0],
    armchairs = ['right'],
    lamp = 'left',
    plantSide = 'right',
    tableDistance = 1.4,
  } = opts;
  const W = sofaWidth / 2;
  rugAt(b.at(0, tableDistance - 0.05), rugMaterial, rugSize[0], rugSize[1]);
  sofa(b, m, {
    width: sofaWidth,
    pillows: [m.pillows[0], m.pillows[1], m.pillows[2] ?? m.pillows[0]],
  });
  coffeeTable(b.at(0, tableDistance), m);
  for (const side of armchairs) {
    const sx = side === 'right' ? 1 : -1;
    armchair(b.at(sx * (W + 1.15), tableDistance, side === 'right' ? 3 : 1), m, {
      pillow: m.pillows[1],
    });
  }
  if (lamp) floorLamp(b.at((lamp === 'right' ? 1 : -1) * (W + 0.3), 0.3), m);
  if (plantSide)
    plant(b.at((plantSide === 'right' ? 1 : -1) * (W + 0.38), 0.35), m, rng, { height: 1.5 });
}

/**
 * Dining table with chairs and pendant lights over it; origin at the table's centre.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ length?: number, width?: number, chairsPerSide?: number, ceiling?: number, pendants?: number }} [opts]
 */
export function diningGroup(
  b,
  m,
  { length = 1.8, width = 0.95, chairsPerSide = 3, ceiling = 2.7, pendants = 2 } = {},
) {
  diningSet(b, m, { length, width, chairsPerSide });
  for (let i = 0; i < pendants; i++) {
    const x = pendants === 1 ? 0 : (i - (pendants - 1) / 2) * (length / pendants);
    pendant(b.at(x, 0), m, ceiling, Math.min(1.65, ceiling - 0.9));
  }
}

/**
 * Bed with side tables and lamps, a rug and optionally a bench at the foot. The placer's origin
 * is the middle of the headboard against the wall.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ bedWidth?: number, rugMaterial?: Material | null, bench?: boolean }} [opts]
 */
export function bedroomGroup(b, m, { bedWidth = 1.8, rugMaterial = null, bench = true } = {}) {
  const W = bedWidth / 2;
  if (rugMaterial) rugAt(b.at(0, 1.55), rugMaterial, bedWidth + 1.3, 2.0);
  bed(b, m, { width: bedWidth });
  for (const sx of [-1, 1]) bedsideTable(b.at(sx * (W + 0.42), 0.01), m);
  if (bench) {
    b.box(-W + 0.15, 0.38, 2.25, W - 0.15, 0.46, 2.65, m.sofaCushion);
    for (const sx of [-1, 1])
      b.box(sx * (W - 0.2) - 0.03, 0, 2.3, sx * (W - 0.2) + 0.03, 0.38, 2.6, m.legs);
  }
}

/**
 * Hangs a framed picture on a wall. `seed` picks one of the abstract compositions and palettes.
 * @param {FurnishContext} ctx
 * @param {string} roomId
 * @param {Side} side
 * @param {number} pos along the wall (world x for N/S walls, world z for E/W walls)
 * @param {number} seed
 * @param {{ y?: number, w?: number, h?: number }} [size]
 */
export function hangPicture(ctx, roomId, side, pos, seed, size = {}) {
  const palette = ART_PALETTES[seed % ART_PALETTES.length];
  picture(ctx.against(roomId, side, pos), ctx.m, artwork(seed, palette), size);
}

/**
 * A grid of recessed downlights across a room's ceiling.
 * @param {FurnishContext} ctx
 * @param {string} roomId
 * @param {number} [nx] lights across x
 * @param {number} [nz] lights across z
 */
export function downlights(ctx, roomId, nx = 2, nz = 2) {
  const r = ctx.room(roomId);
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < nz; j++) {
      const x = r.x0 + ((i + 0.5) * (r.x1 - r.x0)) / nx;
      const z = r.z0 + ((j + 0.5) * (r.z1 - r.z0)) / nz;
      downlight(ctx.at(x, z, 'N'), ctx.m, r.height);
    }
  }
}
