// @ts-check
// Savanna Ridge, Syokimau: a row of five two-storey townhouses on the flat savannah near the
// airport, sold off-plan. The render of the finished row, and four progress photos from the
// same spot in the estate road as it goes up: foundations, walling, roofing and finishes. The
// row, the road and the trees stay where they are from photo to photo; only the stage and the
// builders' things round it change.
//
//   z (north)
//   ^      back yards
//   |  +------+------+------+------+------+   the row: 5 units of 6.5 x 11 m
//   |  |  1   |  2   |  3   |  4   |  5   |   gables to the street
//   |  +------+------+------+------+------+   front walls (z 0)
//   |      front yards (z -6 .. 0)
//   |  ====== estate road (z -13 .. -7) ======   camera at its west end
//   |      open savannah
//   +------------------------------------------------> x (east)

import { makeBox } from '../../geometry.mjs';
import {
  castConcrete,
  cutStone,
  gradedSoil,
  heap,
  looseEarth,
  paverRoad,
  roofTiles,
  scaffold,
  siteOffice,
  stoneStack,
  townhouses,
} from '../../developments.mjs';
import { solid } from '../../materials.mjs';
import {
  acacia,
  bark,
  barbedWireFence,
  crown,
  groundMaterial,
  house,
  ironSheets,
  murram,
  openGroundLight,
  plotMaterials,
  render,
  roundTree,
  savannah,
  timber,
  tuft,
  vehicle,
  waterTank,
} from '../../outdoors.mjs';
import { mulberry32 } from '../../rng.mjs';

/** @typedef {import('../../developments.mjs').TownhouseStage} TownhouseStage */
/** @typedef {import('../../outdoors.mjs').Painter} Painter */

const SLUG = 'savanna-ridge-syokimau';
const m = plotMaterials();
const UNITS = 5;
const W = 6.5;
/** The row's footprint: x0, z0 (front wall line), x1, z1. */
const ROW = /** @type {const} */ ([0, 0, UNITS * W, 11]);
const CENTRE = /** @type {[number, number]} */ ([16, 0]);
/**
 * Every photo is taken from here, in the estate road at the west end of the row.
 * @type {import('../../scene.mjs').PhotoSpec}
 */
const CAMERA = {
  room: 'estate road',
  position: [-2, 4.5, -22],
  yaw: 31,
  pitch: 0,
  shift: -0.1,
};
const VIEWS = /** @type {[number, number][]} */ ([
  [-2, -22],
  [16, -4],
]);
const SKY = [0.72, 0.8, 0.94];
const SUN = { azimuth: 152, elevation: 52 };

const townhouse = {
  stone: cutStone('#d2c6ad'),
  inside: cutStone('#8f8573', { mortar: '#746e64' }),
  concrete: castConcrete('#9b978f', { boards: 0.2 }),
  plaster: render('#c8c3b9'),
  paint: ['#efe5d1', '#ece0c8'].map((c) => render(c)),
  accent: render('#9b7a5e'),
  tiles: roofTiles('#98472d', { across: 'z' }),
  ridge: roofTiles('#7d3923', { across: 'z' }),
  timber: timber('#b38d5f'),
  fascia: solid('#f0ebe1'),
  rebar: solid('#6a3a26'),
  frame: solid('#2d2e30'),
  glass: solid('#27323b', { gloss: 0.25 }),
  door: timber('#5b3b27'),
  sill: solid('#e7e1d6'),
};

const verge = savannah({
  seed: 71,
  grass: '#8d8a52',
  straw: '#b5a677',
  soil: '#8a5b43',
  bare: 0.22,
});
const lawn = savannah({
  seed: 73,
  grass: '#6d8d39',
  straw: '#86a047',
  soil: '#6f6a3c',
  bare: 0.02,
});
const site = gradedSoil({ seed: 75, color: '#6f4737', tracks: 'x' });
const track = murram({ axis: 'x', at: -10, half: 3.2, verge: site, color: '#8a6251' });
const paved = paverRoad({ axis: 'x', at: -10, half: 3, verge });

/**
 * The ground at a stage: a bladed site round the row and a murram track in front while it is
 * built; lawns, paved drives and a paved road when it is finished.
 * @param {boolean} done
 * @returns {Painter}
 */
function painter(done) {
  const drive = paverRoad({
    axis: 'x',
    at: -3,
    half: 3,
    verge: lawn,
    color: '#a29a8f',
    band: '#6b625a',
  });
  return (x, z, fine, out) => {
    const inEstate = x > -4 && x < ROW[2] + 4 && z > -6.5 && z < ROW[3] + 6;
    if (!done) {
      if (z > -13.5 && z < -6.5 && x > -30 && x < 70) return track(x, z, fine, out);
      return inEstate ? site(x, z, fine, out) : verge(x, z, fine, out);
    }
    if (z > -13.2 && z < -6.8 && x > -30 && x < 70) return paved(x, z, fine, out);
    if (z > -6 && z < 0 && x > 0 && x < ROW[2]) {
      // Each unit's drive on its east half, lawn on the west.
      const u = x - Math.floor(x / W) * W;
      if (u > 3.2 && u < 6.0) return drive(x, -3, fine, out);
      return lawn(x, z, fine, out);
    }
    if (inEstate && z > ROW[3]) return lawn(x, z, fine, out);
    return verge(x, z, fine, out);
  };
}

const thorn = { bark: bark('#4a3b30'), leaves: crown('#5a672f', '#7f8b45') };
const green = { bark: bark('#4d3d31'), leaves: crown('#3f5d2a', '#6c8542') };
const weeds = crown('#8f8a52', '#b3a877');
const pole = timber('#7b6446');
const heaps = {
  sand: looseEarth('#b59a74'),
  ballast: looseEarth('#85837f'),
  soil: looseEarth('#7a4a37'),
};

/**
 * The row at one stage, photographed from CAMERA.
 * @param {string} name the photo's name
 * @param {TownhouseStage} stage
 * @returns {import('../../scene.mjs').Plan}
 */
function stagePlan(name, stage) {
  const done = stage === 'finished';
  const ground = groundMaterial(`Syokimau ${stage}`, painter(done), {
    around: VIEWS,
    near: 40,
    far: 110,
  });
  return {
    slug: `${SLUG}/${name}`,
    seed: 91,
    height: 0,
    rooms: [],
    doors: [],
    site: { centre: CENTRE, extent: 260, ground },
    environment: {
      kind: 'land',
      groundY: 0,
      clouds: done ? 0.62 : 0.56,
      land: {
        ground: ['#a89c66', '#76784a', '#9a6a4c'],
        light: openGroundLight(SUN, SKY),
        rings: [
          { distance: 380, trees: 0.2, houses: 0.35, height: 1.3 },
          { distance: 900, trees: 0.25, houses: 0.25, height: 1.4 },
          { distance: 2000, trees: 0.3, houses: 0.12, height: 1.5 },
        ],
        hills: { base: 0.002, height: 0.02, scale: 2.2, color: '#7f8c86' },
      },
    },
    sun: SUN,
    outdoorLight: { sky: SKY, ground: [0.45, 0.36, 0.28] },
    materials: m,

    furnish(ctx) {
      const prims = ctx.prims;
      const rng = ctx.rng;
      townhouses(
        prims,
        { x0: ROW[0], z0: ROW[1], units: UNITS, width: W, depth: 11 },
        stage,
        townhouse,
        rng,
      );
      // What stays from photo to photo comes from its own seed.
      const fixed = mulberry32(`${SLUG}:surroundings`);
      surroundings(ctx, fixed, done);
      if (done) finishedEstate(ctx);
      else buildingSite(ctx, stage);
    },

    photos: [CAMERA],
  };
}

/**
 * Trees, neighbours and the power line, the same at every stage.
 * @param {import('../../scene.mjs').FurnishContext} ctx
 * @param {import('../../rng.mjs').Rng} rng
 * @param {boolean} done
 */
function surroundings(ctx, rng, done) {
  const prims = ctx.prims;
  // Acacias kept when the site was cleared, and more across the plain.
  acacia(prims, -14, 6, rng, thorn, { height: 6.2, spread: 4.2 });
  acacia(prims, 44, 22, rng, thorn, { height: 6.8, spread: 4.6 });
  acacia(prims, 12, -34, rng, thorn, { height: 5.4, spread: 3.8 });
  acacia(prims, 9, 24, rng, thorn, { height: 7.5, spread: 4.4 });
  acacia(prims, 37, 19, rng, thorn, { height: 6.4, spread: 3.6 });
  for (let i = 0; i < 30; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(50, 230);
    const x = CENTRE[0] + Math.cos(a) * r;
    const z = CENTRE[1] + Math.sin(a) * r;
    if (Math.abs(z + 10) < 8) continue;
    acacia(prims, x, z, rng, thorn, { height: rng.range(4, 7), spread: rng.range(2.6, 4.4) });
  }
  // Dry grass on the verges and the plain over the road.
  for (let i = 0; i < 1400; i++) {
    const x = rng.range(-30, 60);
    const z = rng.range(-40, -14);
    tuft(prims, x, z, rng, weeds, rng.range(0.15, 0.35), 7);
  }
  for (let i = 0; i < 500; i++) {
    const x = rng.range(-30, -5);
    const z = rng.range(-6, 30);
    tuft(prims, x, z, rng, weeds, rng.range(0.15, 0.35), 7);
  }
  // Other estates' houses beyond: maisonettes and bungalows with tile-red or grey roofs.
  const walls = ['#efe8da', '#e5d6ba', '#f3efe6', '#dccaa8'].map((c) => render(c));
  const roofs = ['#8d3f2a', '#5c6166', '#7a3526', '#475a52'].map((c) => ironSheets(c));
  /** @type {[number, number, number, number, 1 | 2, 'gable' | 'hip', 'N' | 'E' | 'S' | 'W'][]} */
  const homes = [
    [-34, -52, -23, -43, 2, 'hip', 'N'],
    [-12, -56, -1, -47, 2, 'hip', 'N'],
    [20, -58, 31, -49, 1, 'gable', 'N'],
    [60, -40, 71, -31, 2, 'hip', 'W'],
    [-40, 20, -30, 30, 2, 'gable', 'E'],
    [55, 30, 66, 40, 2, 'hip', 'S'],
    [30, 40, 41, 49, 1, 'hip', 'S'],
    [-60, -10, -50, -1, 1, 'gable', 'E'],
  ];
  homes.forEach(([x0, z0, x1, z1, storeys, kind, front], i) =>
    house(prims, {
      x0,
      z0,
      x1,
      z1,
      storeys,
      roof: kind,
      front,
      wall: walls[i % walls.length],
      roofing: roofs[i % roofs.length],
      trim: solid('#f2eee6'),
      glass: solid('#2a3036', { gloss: 0.15 }),
      door: timber('#5e4230'),
    }),
  );
  if (!done)
    barbedWireFence(
      prims,
      [-4, ROW[3] + 6],
      [ROW[2] + 4, ROW[3] + 6],
      {
        post: pole,
        wire: solid('#55585a'),
      },
      { rng, spacing: 2.6 },
    );
}

/**
 * The builders' things round the row at a stage: heaps, stone, the site office, scaffolding.
 * @param {import('../../scene.mjs').FurnishContext} ctx
 * @param {TownhouseStage} stage
 */
function buildingSite(ctx, stage) {
  const prims = ctx.prims;
  const rng = ctx.rng;
  const office = {
    shell: render('#2f5d8a'),
    trim: solid('#e9e6df'),
    glass: solid('#222a30', { gloss: 0.2 }),
    door: solid('#e9e6df'),
    block: castConcrete('#a3a097'),
  };
  siteOffice(ctx.at(ROW[2] + 5, -3, 'W'), office);
  waterTank(prims, ROW[2] + 6.5, 4.5, { tank: solid('#26292c') }, { radius: 1.0, height: 2.1 });
  const scaffoldM = { pole, plank: timber('#8f6e4c') };
  if (stage === 'foundation') {
    heap(prims, 4, -4.5, rng, heaps.ballast, { radius: 1.1, height: 0.75 });
    heap(prims, 8.5, -4.2, rng, heaps.sand, { radius: 1.2, height: 0.8 });
    stoneStack(prims, 16, -3.5, townhouse.stone);
    stoneStack(prims, 19.5, -3.5, townhouse.stone, { h: 0.6 });
    heap(prims, 28, -4.4, rng, heaps.soil, { radius: 1.6, height: 0.9 });
    // Timber for the formwork, in a pile.
    for (let i = 0; i < 6; i++)
      prims.push(
        makeBox(
          1,
          0.05 * i,
          -2.2 + i * 0.02,
          4.6,
          0.05 * i + 0.05,
          -1.9 + i * 0.02,
          scaffoldM.plank,
        ),
      );
  }
  if (stage === 'walling') {
    scaffold(
      prims,
      { from: 2 * W + 0.2, to: UNITS * W - 0.2, face: -0.1, out: -1, height: 3.6 },
      scaffoldM,
      rng,
    );
    stoneStack(prims, 3.5, -4.2, townhouse.stone);
    stoneStack(prims, 7.5, -4.2, townhouse.stone, { h: 0.6 });
    heap(prims, 27.5, -4.4, rng, heaps.sand, { radius: 1.5, height: 0.75 });
    heap(prims, 12, -4.4, rng, heaps.ballast, { radius: 1.2, height: 0.6 });
  }
  if (stage === 'roofing') {
    scaffold(
      prims,
      { from: 3 * W + 0.2, to: UNITS * W - 0.2, face: -0.1, out: -1, height: 6.6 },
      scaffoldM,
      rng,
    );
    // Tiles stacked ready to go up, and the offcuts of the trusses.
    for (const x of [4, 6.5, 9])
      prims.push(makeBox(x, 0, -4.5, x + 1.6, 0.9, -3.5, townhouse.tiles));
    heap(prims, 27.5, -4.4, rng, heaps.sand, { radius: 1.2, height: 0.55 });
    for (let i = 0; i < 5; i++)
      prims.push(makeBox(13 + i * 0.3, 0, -4.8, 13.1 + i * 0.3, 0.08, -2.6, townhouse.timber));
  }
  if (stage === 'finishes') {
    scaffold(
      prims,
      { from: 4 * W + 0.2, to: UNITS * W - 0.2, face: -0.1, out: -1, height: 6.0 },
      scaffoldM,
      rng,
    );
    heap(prims, 23, -4.2, rng, heaps.sand, { radius: 1.3, height: 0.6 });
    stoneStack(prims, 5.5, -4.5, townhouse.stone, { w: 1.6, h: 0.4 });
  }
}

/**
 * The finished estate: a low wall and a gate to each front yard, young trees and hedges, a car
 * or two in the drives and street lights along the road.
 * @param {import('../../scene.mjs').FurnishContext} ctx
 */
function finishedEstate(ctx) {
  const prims = ctx.prims;
  const rng = ctx.rng;
  const wall = render('#e6dccb');
  const cap = solid('#9b7a5e');
  const gate = solid('#2e3338');
  const hedge = { bark: bark('#4d3d31'), leaves: crown('#3e5a2a', '#5f7a3c') };
  for (let i = 0; i < UNITS; i++) {
    const a = ROW[0] + i * W;
    // Front wall along the road with a gate to the drive, and a hedge on the party line.
    prims.push(makeBox(a, 0, -6.15, a + 3.2, 0.9, -5.95, wall, { structural: true }));
    prims.push(makeBox(a - 0.02, 0.9, -6.18, a + 3.22, 0.98, -5.92, cap, { structural: true }));
    // The drive's gate: a steel frame with upright bars.
    for (const y of [0.08, 1.2])
      prims.push(makeBox(a + 3.3, y, -6.08, a + 6.0, y + 0.06, -6.02, gate));
    for (let x = a + 3.3; x <= a + 6.0; x += 0.12)
      prims.push(makeBox(x - 0.012, 0.08, -6.07, x + 0.012, 1.26, -6.03, gate));
    for (let z = -5.4; z < -0.6; z += 0.7)
      prims.push(
        makeBox(a - 0.25, 0, z - 0.4, a + 0.25, 1.1 + rng.range(-0.1, 0.1), z + 0.4, hedge.leaves),
      );
    roundTree(prims, a + 1.4, -4.2, rng, green, { height: 3.2, spread: 1.1 });
  }
  prims.push(makeBox(UNITS * W - 0.25, 0, -6.1, UNITS * W + 0.25, 1.1, 0, hedge.leaves));
  const glass = solid('#1f262c', { gloss: 0.2 });
  const tyre = solid('#1c1c1e');
  const trim = solid('#8d9094');
  vehicle(ctx.at(W + 4.6, -2.6, 'S'), 'car', { body: solid('#b9bec3'), glass, tyre, trim });
  vehicle(ctx.at(3 * W + 4.6, -2.4, 'S'), 'car', { body: solid('#6d2a26'), glass, tyre, trim });
  // Street lights along the far side of the road.
  const lamp = solid('#8a8f94');
  for (let x = -4; x < 60; x += 18) {
    prims.push(makeBox(x - 0.06, 0, -13.6, x + 0.06, 6, -13.48, lamp));
    prims.push(makeBox(x - 0.06, 5.9, -13.6, x + 0.06, 6.0, -12.2, lamp));
    prims.push(makeBox(x - 0.12, 5.8, -12.5, x + 0.12, 5.9, -12.0, solid('#e9e7df')));
  }
}

/** @type {import('../../developments.mjs').Development} */
const development = {
  slug: SLUG,
  photos: [
    {
      name: '1',
      shows: 'the finished row: painted maisonettes, tiled roofs, front gardens, paved road',
      plan: stagePlan('1', 'finished'),
    },
    {
      name: 'progress-1',
      shows: 'foundations: strip footings and ground slabs with starter bars on red soil',
      plan: stagePlan('progress-1', 'foundation'),
    },
    {
      name: 'progress-2',
      shows: 'walling: cut-stone walls to the first floor, timber scaffolding, no roof',
      plan: stagePlan('progress-2', 'walling'),
    },
    {
      name: 'progress-3',
      shows: 'roofing: walls to the eaves, timber trusses, tiles going on',
      plan: stagePlan('progress-3', 'roofing'),
    },
    {
      name: 'progress-4',
      shows: 'finishes: roofs done, walls plastered, windows in, scaffolding on the last unit',
      plan: stagePlan('progress-4', 'finishes'),
    },
  ],
};

export default development;
