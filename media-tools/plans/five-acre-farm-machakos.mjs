// @ts-check
// Five acres of farmland near Machakos: a ploughed field in ridges with young maize on its far
// side, a barbed-wire fence on wooden posts along the boundary with a line of sisal beyond it,
// mango and grevillea trees, and the Machakos hills on the horizon. The walk-through follows
// the fence along the grass headland.
//
//   z (north)
//   ^   grevilleas along the top boundary (z = 225)
//   |  |f  headland | ploughed ridges | young maize          |
//   |  |e  (walk)   | x 3 .. 40       | x 40 .. 90           |
//   |  |n                                                    |
//   |  |c                      mango                         |
//   |  |e______________________________________________________|  fence (z = 0)
//   |   ============ murram farm road ============
//   +---------------------------------------------------------> x (east)

import { makeEllipsoid } from '../geometry.mjs';
import { solid } from '../materials.mjs';
import {
  barbedWireFence,
  bark,
  crown,
  grevillea,
  groundMaterial,
  house,
  ironSheets,
  maizePlant,
  maizeRows,
  murram,
  openGroundLight,
  ploughed,
  render,
  ridges,
  roundTree,
  savannah,
  sisal,
  timber,
  tuft,
  waterTank,
  plotMaterials,
} from '../outdoors.mjs';
import { hash3 } from '../rng.mjs';

const m = plotMaterials();

const FARM = { x0: 0, z0: 0, x1: 90, z1: 225 };
const CENTRE = /** @type {[number, number]} */ ([20, 40]);
/** Where the cameras stand: the ground keeps its fine detail near these. */
const VIEWS = /** @type {[number, number][]} */ ([
  [1.6, 3.2],
  [2.1, 10],
  [21, 52],
  [-7.5, -6.5],
]);
const SKY = [0.72, 0.79, 0.93];
const SUN = { azimuth: 282, elevation: 33 };

const grass = savannah({
  seed: 17,
  grass: '#7f8a4a',
  straw: '#a99d74',
  soil: '#7e5038',
  bare: 0.12,
});
const soil = ploughed({ axis: 'z', color: '#6b5042' });
const maize = maizeRows({ axis: 'z', soil });
const stubble = savannah({
  seed: 19,
  grass: '#9d9460',
  straw: '#c2b48a',
  soil: '#93583c',
  bare: 0.3,
});
const pasture = savannah({
  seed: 23,
  grass: '#79824a',
  straw: '#a2996c',
  soil: '#7e5038',
  bare: 0.1,
});
const oldSoil = ploughed({ axis: 'x', color: '#93553a', seed: 29 });
const fallow = savannah({
  seed: 37,
  grass: '#838b4c',
  straw: '#aea374',
  soil: '#7e5038',
  bare: 0.1,
});
const road = murram({ axis: 'x', at: -5.5, half: 2.4, verge: grass, color: '#a3664a' });

/**
 * The neighbours' land: fields of stubble, pasture, ploughed soil and maize.
 * @type {import('../outdoors.mjs').Painter}
 */
const neighbours = (x, z, fine, out) => {
  const fx = Math.floor((x + 400) / 55);
  const fz = Math.floor((z + 400) / 80);
  const k = hash3(fx, fz, 31);
  if (k < 0.3) return stubble(x, z, fine, out);
  if (k < 0.55) return pasture(x, z, fine, out);
  if (k < 0.75) return oldSoil(x, z, fine, out);
  // Maize rows drawn on the ground only read as maize from far off.
  if (x > -80 && x < 170 && z > -60 && z < 300) return pasture(x, z, fine, out);
  return maize(x, z, fine, out);
};

/** @type {import('../outdoors.mjs').Painter} */
const farmGround = (x, z, fine, out) => {
  const inside = x >= FARM.x0 && x <= FARM.x1 && z >= FARM.z0 && z <= FARM.z1;
  if (inside) {
    if (x < 3.2) return grass(x, z, fine, out);
    if (x < 40) return soil(x, z, fine, out);
    return fallow(x, z, fine, out);
  }
  if (z > -8.5 && z < -2.5) return road(x, z, fine, out);
  if (x > -4 && x < 0 && z > -2.5) return grass(x, z, fine, out);
  if (z > -2.5 && z < 0) return grass(x, z, fine, out);
  return neighbours(x, z, fine, out);
};

const ground = groundMaterial('Machakos farmland', farmGround, {
  around: VIEWS,
  near: 35,
  far: 120,
});
const ridgeSoil = groundMaterial('ridges', soil, { around: VIEWS, near: 35, far: 120 });

const trees = { bark: bark('#4d3d31'), leaves: crown('#3f5a2a', '#6b8040') };
const mango = { bark: bark('#3f332b'), leaves: crown('#2f4a24', '#4f6e31') };
const silky = { bark: bark('#5a4a3c'), leaves: crown('#4d5f35', '#7c8a55') };
const fence = { post: timber('#6b5440'), wire: solid('#55585a') };
const sisalLeaf = crown('#5f7d6a', '#8aa08a');
const tuftMaterial = crown('#8e8c52', '#b8aa7a');

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'five-acre-farm-machakos',
  seed: 53,
  height: 0,
  rooms: [],
  doors: [],
  site: { centre: CENTRE, extent: 320, ground },
  environment: {
    kind: 'land',
    groundY: 0,
    clouds: 0.55,
    land: {
      ground: ['#9d9460', '#5f7a3a', '#8a4e33'],
      fields: 70,
      light: openGroundLight(SUN, SKY),
      rings: [
        { distance: 500, trees: 0.35, houses: 0.12 },
        { distance: 1100, trees: 0.45, houses: 0.1, height: 1.2 },
      ],
      hills: { base: 0.008, height: 0.09, scale: 3.2, color: '#6f7d66' },
    },
  },
  sun: SUN,
  outdoorLight: { sky: SKY, ground: [0.42, 0.34, 0.26] },
  exposure: 0.9,
  materials: m,

  furnish(ctx) {
    const prims = ctx.prims;
    const rng = ctx.rng;
    ridges(prims, { axis: 'z', from: 1.5, to: 223.5, start: 3.2, end: 40 }, ridgeSoil, rng);
    // Young maize on the ridges nearest the fence, planted a few weeks ago.
    const crop = { stalk: solid('#5f7a34'), leaf: solid('#587d31') };
    for (let x = 3.65; x < 15; x += 0.9) {
      for (let z = 2.5; z < 45; z += rng.range(0.45, 0.6)) {
        if (rng.next() < 0.08) continue;
        maizePlant(prims, x + rng.range(-0.05, 0.05), z, rng, crop, {
          height: rng.range(0.45, 0.8),
          y: 0.08,
        });
      }
    }

    // The boundary fence: west side (along the walk) and the road side.
    barbedWireFence(prims, [0, 0], [0, 225], fence, { rng });
    barbedWireFence(prims, [0, 0], [90, 0], fence, { rng });
    barbedWireFence(prims, [90, 0], [90, 225], fence, { rng });
    // A line of sisal just outside the west fence.
    for (let z = 1.2; z < 150; z += rng.range(1.1, 1.6))
      sisal(prims, -0.9 + rng.range(-0.15, 0.15), z, rng, sisalLeaf, rng.range(0.8, 1.15));
    // Grass tufts along the headland and the verges.
    for (let i = 0; i < 600; i++) {
      const x = rng.range(-3.5, 3.3);
      const z = rng.range(-2, 90);
      tuft(prims, x, z, rng, tuftMaterial, rng.range(0.12, 0.3), 7);
    }

    // Trees: a big mango in the field, grevilleas along the top and east boundaries, others
    // round the neighbouring homesteads.
    roundTree(prims, 24, 96, rng, mango, { height: 8.5, spread: 5 });
    roundTree(prims, 66, 30, rng, mango, { height: 7, spread: 4.2 });
    for (let x = 4; x < 90; x += rng.range(9, 14))
      grevillea(prims, x, 228, rng, silky, { height: rng.range(12, 16) });
    for (let z = 20; z < 225; z += rng.range(12, 18))
      grevillea(prims, 93, z, rng, silky, { height: rng.range(11, 15) });
    for (let i = 0; i < 30; i++) {
      const x = rng.range(-200, 260);
      const z = rng.range(-150, 320);
      const inFarm = x > -20 && x < 110 && z > -15 && z < 240;
      if (inFarm) continue;
      if (rng.next() < 0.5) grevillea(prims, x, z, rng, silky, { height: rng.range(10, 16) });
      else
        roundTree(prims, x, z, rng, trees, { height: rng.range(5, 8), spread: rng.range(3, 4.5) });
    }

    // Neighbouring homesteads.
    const roofs = ['#8e9397', '#7d3a2c', '#9aa0a3'].map((c) => ironSheets(c));
    const walls = ['#e6d3b0', '#efe9dc', '#d9c2a0'].map((c) => render(c));
    /** @type {[number, number, number, number, 'gable' | 'hip'][]} */
    const homes = [
      [-70, 70, -59, 78, 'gable'],
      [130, -40, 139, -32, 'hip'],
      [-40, 250, -30, 258, 'gable'],
      [150, 180, 161, 187, 'gable'],
    ];
    homes.forEach(([x0, z0, x1, z1, roof], i) => {
      house(prims, {
        x0,
        z0,
        x1,
        z1,
        roof,
        front: 'S',
        wall: walls[i % walls.length],
        roofing: roofs[i % roofs.length],
        trim: solid('#efe9dc'),
        glass: solid('#2c3238'),
        door: timber('#5e4230'),
      });
      roundTree(prims, x1 + 5, z0 - 4, rng, mango, { height: 7, spread: 4 });
    });
    waterTank(prims, -56, 70, { tank: solid('#24272a') }, { radius: 0.9, height: 1.9 });

    // Gently rolling land beyond the farm: long, low swells of the same fields.
    const swell = groundMaterial('swells', neighbours, { around: VIEWS, near: 35, far: 120 });
    for (const [x, z, rx, rz, top] of [
      [-140, 160, 120, 150, 5],
      [200, 120, 130, 170, 7],
      [60, 330, 200, 90, 6],
      [-120, -60, 110, 80, 4],
    ]) {
      const ry = 40;
      prims.push(makeEllipsoid(x, top - ry, z, rx, ry, rz, swell, { structural: true }));
    }
  },

  photos: [
    { room: 'field', position: [1.6, 1.6, 3.2], yaw: 28, pitch: -6 },
    { room: 'field', position: [21, 1.65, 52], yaw: -140, pitch: -7 },
    { room: 'road', position: [-7.5, 1.65, -6.5], yaw: 38, pitch: -5 },
  ],
  video: {
    // The rows of young maize beside the path are more detail than the homes' rooms: a higher
    // WebM quantiser keeps the walk-through within its budget.
    crf: { webm: 42 },
    // A slow walk north along the fence on the grass headland, turning a little to the field.
    keys: [
      { at: [1.3, 5.0], yaw: 8 },
      { at: [1.35, 7.5], yaw: 11 },
      { at: [1.3, 10.0], yaw: 16 },
      { at: [1.25, 11.5], yaw: 20 },
    ],
  },
};

export default plan;
