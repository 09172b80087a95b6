// @ts-check
// Baraka Gardens, Kitengela: a subdivision of eighth-acre plots (50 x 100 ft) on the dry
// plain, finished and selling. The estate's entrance as it is now (gate, murram road, beacons,
// the first new houses among the acacias), and two progress photos: the road being cut between
// the pegged plots, then the gate, the water line with a standpipe to each plot and the fence
// posts. Its plots are listings: plans/baraka-gardens-eighth-acre-plot-kitengela.mjs draws one
// of them from estatePlan() below, so the plot stands in the same estate.
//
//   z (north)
//   ^     |  W3  |   |  E3  |     plots 15.24 m along the road, 30.48 m deep,
//   |     |  W2  | r |  E2  |     W to the west of the estate road, E to the east
//   |     |  W1  | d |  E1  |
//   |     |  W0  |   |  E0  |
//   |  ---fence----gate----fence---  (z -1)
//   |  ====== access road (z -10 .. -4) ======
//   +------------------------------------------------> x (east)

import { makeBox } from '../../geometry.mjs';
import {
  castConcrete,
  estateGate,
  gradedSoil,
  grader,
  looseEarth,
  nameBoard,
  pipeCoil,
  standpipe,
  windrow,
} from '../../developments.mjs';
import { solid } from '../../materials.mjs';
import {
  acacia,
  barbedWireFence,
  bark,
  beam,
  beacon,
  crown,
  groundMaterial,
  house,
  ironSheets,
  murram,
  openGroundLight,
  plotMaterials,
  powerPole,
  render,
  roundTree,
  savannah,
  timber,
  tuft,
  vehicle,
  waterTank,
} from '../../outdoors.mjs';
import { mulberry32 } from '../../rng.mjs';

/** @typedef {import('../../scene.mjs').FurnishContext} FurnishContext */
/** @typedef {import('../../scene.mjs').PhotoSpec} PhotoSpec */
/** @typedef {import('../../outdoors.mjs').Painter} Painter */

/**
 * @typedef {'graded' | 'services' | 'ready'} EstateStage the road cut; the gate, water and
 *   fence posts in; the estate finished, with the first houses built
 */

const SLUG = 'baraka-gardens-kitengela';
const m = plotMaterials();
/** A plot's frontage on the estate road and its depth (50 x 100 ft). */
export const PLOT = { front: 15.24, depth: 30.48 };
/** Half the estate road's reserve; the murram carriageway is 6 m of its 9. */
const RESERVE = 4.5;
/** Where the first plots start, north of the fence. */
const FIRST = 4;
const PLOTS_PER_SIDE = 8;
const CENTRE = /** @type {[number, number]} */ ([0, 40]);
const SKY = [0.74, 0.8, 0.92];
const SUN = { azimuth: 118, elevation: 50 };

/**
 * A plot's corners: side 'E' or 'W' of the estate road, number k from the gate.
 * @param {'E' | 'W'} side
 * @param {number} k
 * @returns {[number, number, number, number]} x0, z0, x1, z1
 */
export function plotRect(side, k) {
  const z0 = FIRST + k * PLOT.front;
  return side === 'E'
    ? [RESERVE, z0, RESERVE + PLOT.depth, z0 + PLOT.front]
    : [-RESERVE - PLOT.depth, z0, -RESERVE, z0 + PLOT.front];
}

/** The first houses, on plots sold early: side, plot, storeys, wall, roof. */
const HOUSES = /** @type {['E' | 'W', number, 1 | 2, string, string][]} */ ([
  ['E', 3, 1, '#efe6d3', '#8e3b2a'],
  ['W', 1, 2, '#e9dcc2', '#4f5f58'],
  ['W', 4, 1, '#f2eee6', '#6b6f73'],
  ['E', 6, 2, '#e5d3b3', '#7c3426'],
]);

const grass = savannah({
  seed: 21,
  grass: '#8e8b55',
  straw: '#b8aa7c',
  soil: '#8f6049',
  bare: 0.22,
});
const access = murram({ axis: 'x', at: -7, half: 3, verge: grass, color: '#a3664a' });

/**
 * The ground at a stage: the access road in front, the estate road inside (fresh-cut earth
 * with the grader's marks at first, murram once it is gravelled), the plots' dry grass.
 * @param {EstateStage} stage
 * @returns {Painter}
 */
function painter(stage) {
  const fresh = gradedSoil({ seed: 23, color: '#7a4a38', tracks: 'z' });
  const road =
    stage === 'graded'
      ? murram({ axis: 'z', at: 0, half: 3.2, verge: grass, color: '#86513d', seed: 25 })
      : murram({ axis: 'z', at: 0, half: 3, verge: grass, color: '#a8694b', seed: 25 });
  // The water line's trench along the east edge of the reserve, backfilled in a darker stripe.
  const trench = gradedSoil({ seed: 27, color: '#4a2c21', tracks: 'z' });
  return (x, z, fine, out) => {
    if (z < -1.5) return access(x, z, fine, out);
    if (stage === 'graded' && Math.abs(x) < 3.4) return fresh(x, z, fine, out);
    if (stage === 'services' && x > 3.5 && x < 4.3 && z > 0) return trench(x, z, fine, out);
    return road(x, z, fine, out);
  };
}

const thorn = { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') };
const bush = { bark: bark('#4a3b30'), leaves: crown('#5d6a35', '#7f8746') };
const weeds = crown('#a39a58', '#c9b77c');
const beacons = { concrete: render('#f2f0ea'), pin: solid('#3a3330'), number: solid('#b3362a') };
const stoneWall = render('#cdbb98', { courses: true });
const trim = solid('#f3f0e8');
const glass = solid('#2c3238', { gloss: 0.15 });
const door = timber('#6b4a32');
const postMaterial = castConcrete('#bdb8ad');

/**
 * Stakes with red-painted tops beside a plot's beacons, where the eye finds them: the
 * surveyor's pegs while the plots are pegged out, and on a plot being shown to buyers.
 * @param {import('../../geometry.mjs').Prim[]} prims
 * @param {'E' | 'W'} side
 * @param {number} k
 * @param {boolean} back the back beacons too (the surveyor pegs the road's side first)
 */
function pegs(prims, side, k, back) {
  const stake = timber('#b69a72');
  const red = solid('#b8322a');
  const [x0, z0, x1, z1] = plotRect(side, k);
  const inward = side === 'E' ? 0.3 : -0.3;
  const front = side === 'E' ? x0 : x1;
  const corners = [
    [front, z0 + 0.3],
    [front, z1 - 0.3],
  ];
  if (back)
    corners.push(
      [side === 'E' ? x1 - 0.6 : x0 + 0.6, z0 + 0.3],
      [side === 'E' ? x1 - 0.6 : x0 + 0.6, z1 - 0.3],
    );
  for (const [x, z] of corners) {
    const px = x + inward;
    prims.push(makeBox(px - 0.025, 0, z - 0.025, px + 0.025, 0.75, z + 0.025, stake));
    prims.push(makeBox(px - 0.027, 0.75, z - 0.027, px + 0.027, 1.0, z + 0.027, red));
  }
}

/**
 * Everything standing in the estate at a stage. The listing of a plot draws the same, from the
 * same seeds, so its photos show the estate of the project's.
 * @param {FurnishContext} ctx
 * @param {EstateStage} stage
 * @param {['E' | 'W', number][]} [marked] plots whose beacons are pegged for a viewing
 */
export function furnishEstate(ctx, stage, marked = []) {
  const prims = ctx.prims;
  for (const [side, k] of marked) pegs(prims, side, k, true);
  const rng = mulberry32(`${SLUG}:estate`);
  // Beacons at every plot's corners, both sides of the road.
  for (const side of /** @type {('E' | 'W')[]} */ (['E', 'W']))
    for (let k = 0; k < PLOTS_PER_SIDE; k++) {
      const [x0, z0, x1, z1] = plotRect(side, k);
      for (const [x, z] of [
        [x0, z0],
        [x1, z0],
        [x0, z1],
        [x1, z1],
      ])
        beacon(prims, x, z, beacons);
    }
  // Acacias left standing on the plots, and the plain beyond.
  for (const [x, z, h, s] of [
    [24, 14, 6.2, 4.4],
    [-26, 40, 5.6, 3.8],
    [16, 72, 6.6, 4.6],
    [-14, 95, 5.8, 4],
    [28, 110, 6, 4.2],
    [-42, 6, 6.4, 4.4],
    [48, 30, 5.8, 4],
    [-30, -24, 6, 4.2],
    [22, -30, 5.4, 3.6],
  ])
    acacia(prims, x, z, rng, thorn, { height: h, spread: s });
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(60, 230);
    const x = CENTRE[0] + Math.cos(a) * r;
    const z = CENTRE[1] + Math.sin(a) * r;
    if (Math.abs(z + 7) < 8) continue;
    if (rng.next() < 0.6)
      acacia(prims, x, z, rng, thorn, { height: rng.range(4, 7), spread: rng.range(2.5, 4.5) });
    else
      roundTree(prims, x, z, rng, bush, { height: rng.range(1.8, 3), spread: rng.range(1, 1.8) });
  }
  // Grass tufts on the plots near the road and along the access road.
  for (let i = 0; i < 3200; i++) {
    const x = rng.range(-36, 36);
    const z = rng.range(-1, 90);
    if (Math.abs(x) < 3.6) continue;
    tuft(prims, x, z, rng, weeds, rng.range(0.12, 0.3), 7);
  }
  for (let i = 0; i < 500; i++) {
    const x = rng.range(-40, 40);
    const z = rng.range(-16, -10.2);
    tuft(prims, x, z, rng, weeds, rng.range(0.12, 0.28), 7);
  }
  // A power line along the access road, there before the estate was.
  const pole = timber('#5b4634');
  const wire = solid('#2a2a2a');
  for (let x = -140; x <= 140; x += 40)
    powerPole(prims, x, -16, { pole, wire }, { height: 8.5, next: [x + 40, -16] });

  if (stage === 'graded') {
    // The surveyor's pegs beside the new beacons.
    for (const side of /** @type {('E' | 'W')[]} */ (['E', 'W']))
      for (let k = 0; k < PLOTS_PER_SIDE; k++) pegs(prims, side, k, false);
    const berm = looseEarth('#7a4d3b');
    windrow(prims, 'z', -3.8, 0, 130, berm, rng, 0.6);
    windrow(prims, 'z', 3.8, 0, 130, berm, rng, 0.6);
    grader(ctx.at(-0.6, 46, 'S'), {
      paint: solid('#e0a62a'),
      dark: solid('#2a2a2b'),
      glass: solid('#1d2328', { gloss: 0.25 }),
      steel: solid('#5d5f61'),
    });
    return;
  }

  // The gate, and the perimeter fence along the access road either side of it.
  estateGate(
    prims,
    { x: 0, z: -1, width: 6 },
    {
      pillar: stoneWall,
      cap: solid('#e8e2d6'),
      steel: solid('#2f4a3a'),
      sign: stage === 'ready' ? nameBoard('#2f5a3d', '#efe9da') : undefined,
    },
  );
  const fence = { post: postMaterial, wire: solid('#55585a') };
  barbedWireFence(prims, [-160, -1], [-3.9, -1], fence, {
    spacing: 2.5,
    height: 1.6,
    strands: stage === 'ready' ? 5 : 0,
  });
  barbedWireFence(prims, [3.9, -1], [160, -1], fence, {
    spacing: 2.5,
    height: 1.6,
    strands: stage === 'ready' ? 5 : 0,
  });
  // A guard hut inside the gate.
  house(prims, {
    x0: -8.3,
    z0: 0.5,
    x1: -5.5,
    z1: 3.3,
    roof: 'hip',
    front: 'E',
    wall: stoneWall,
    roofing: ironSheets('#2f5a3d'),
    trim,
    glass,
    door,
    storey: 2.6,
  });
  // Standpipes at the plots' frontages on the east side, the line's pipe coil by the gate.
  const tap = { pipe: solid('#9aa0a4'), base: castConcrete('#b9b4aa'), tap: solid('#b8862e') };
  for (let k = 0; k < PLOTS_PER_SIDE; k++) standpipe(prims, 4.1, FIRST + k * PLOT.front + 2, tap);
  for (let k = 0; k < PLOTS_PER_SIDE; k++) standpipe(prims, -4.1, FIRST + k * PLOT.front + 2, tap);

  if (stage === 'services') {
    // The water line: black pipe laid along the trench, the spoil heaped beside it, the rest
    // of the coil by the gate, and fence posts waiting to go in.
    const pipe = solid('#1f2124');
    beam(prims, [3.75, 0.035, 0.5], [3.75, 0.035, 130], pipe, { r: 0.035, sides: 6 });
    windrow(prims, 'z', 4.7, 0.5, 130, looseEarth('#6b4536'), rng, 0.4);
    pipeCoil(prims, 7.6, 4.2, pipe);
    for (let i = 0; i < 10; i++)
      prims.push(
        makeBox(
          -9 - i * 0.02,
          0.13 * (i % 3),
          2 + i * 0.18,
          -6.4,
          0.13 * (i % 3) + 0.12,
          2.12 + i * 0.18,
          postMaterial,
        ),
      );
    return;
  }

  // Ready: the first houses, each behind a wall with a tank.
  const roofs = HOUSES.map(([, , , , roof]) => ironSheets(roof));
  HOUSES.forEach(([side, k, storeys, wall], i) => {
    const [x0, z0, x1, z1] = plotRect(side, k);
    const front = side === 'E' ? 'W' : 'E';
    const hx0 = side === 'E' ? x0 + 8 : x1 - 20;
    const hx1 = side === 'E' ? x0 + 20 : x1 - 8;
    house(prims, {
      x0: hx0,
      z0: z0 + 2.5,
      x1: hx1,
      z1: z1 - 2.5,
      storeys,
      roof: storeys === 2 ? 'hip' : 'gable',
      front,
      wall: render(wall),
      roofing: roofs[i],
      trim,
      glass,
      door,
    });
    // A stone wall along the road with a gate, low walls down the sides.
    const line = side === 'E' ? x0 + 0.2 : x1 - 0.2;
    const w = (/** @type {number} */ a, /** @type {number} */ b, /** @type {number} */ h) =>
      prims.push(makeBox(line - 0.1, 0, a, line + 0.1, h, b, stoneWall, { structural: true }));
    w(z0 + 0.2, z0 + 6, 1.8);
    w(z0 + 10, z1 - 0.2, 1.8);
    prims.push(makeBox(line - 0.06, 0, z0 + 6, line + 0.06, 1.9, z0 + 10, solid('#30363c')));
    for (const z of [z0 + 0.2, z1 - 0.2])
      prims.push(
        makeBox(
          Math.min(x0, x1) + 0.2,
          0,
          z - 0.1,
          Math.max(x0, x1) - 0.2,
          1.8,
          z + 0.1,
          stoneWall,
          {
            structural: true,
          },
        ),
      );
    waterTank(
      prims,
      side === 'E' ? hx1 + 1.5 : hx0 - 1.5,
      z1 - 4,
      { tank: solid('#26292c') },
      {
        radius: 0.9,
        height: 2.0,
      },
    );
    roundTree(prims, side === 'E' ? x0 + 4 : x1 - 4, z0 + 3.5, rng, bush, {
      height: 3.5,
      spread: 1.5,
    });
  });
  vehicle(ctx.at(1.5, 92, 'S'), 'car', {
    body: solid('#c9ccce'),
    glass: solid('#1f262c', { gloss: 0.2 }),
    tyre: solid('#1c1c1e'),
    trim: solid('#8d9094'),
  });
}

/**
 * A plan of the estate at a stage, for the project's photos and its plots' listings.
 * @param {{ slug: string, stage: EstateStage, photos: PhotoSpec[], views?: [number, number][], marked?: ['E' | 'W', number][] }} o
 *   views: where the ground keeps its fine detail (default: where the cameras stand); marked:
 *   plots pegged for a viewing
 * @returns {import('../../scene.mjs').Plan}
 */
export function estatePlan({ slug, stage, photos, views, marked }) {
  const around =
    views ?? photos.map((p) => /** @type {[number, number]} */ ([p.position[0], p.position[2]]));
  return {
    slug,
    seed: 43,
    height: 0,
    rooms: [],
    doors: [],
    site: {
      centre: CENTRE,
      extent: 260,
      ground: groundMaterial(`Baraka Gardens ${stage}`, painter(stage), {
        around,
        near: 40,
        far: 120,
      }),
    },
    environment: {
      kind: 'land',
      groundY: 0,
      clouds: 0.58,
      land: {
        ground: ['#a89f62', '#6f7747', '#9c6848'],
        light: openGroundLight(SUN, SKY),
        rings: [
          { distance: 400, trees: 0.14, houses: 0.2 },
          { distance: 900, trees: 0.22, houses: 0.18 },
          { distance: 1900, trees: 0.3, houses: 0.1, height: 1.4 },
        ],
        hills: { base: 0.002, height: 0.034, scale: 2.6, color: '#7d8a7e' },
      },
    },
    sun: SUN,
    outdoorLight: { sky: SKY, ground: [0.46, 0.38, 0.29] },
    materials: m,
    furnish: (ctx) => furnishEstate(ctx, stage, marked),
    photos,
  };
}

/** @type {import('../../developments.mjs').Development} */
const development = {
  slug: SLUG,
  photos: [
    {
      name: '1',
      shows: 'the entrance: gate with the name board, murram road, beacons, new houses, acacias',
      plan: estatePlan({
        slug: `${SLUG}/1`,
        stage: 'ready',
        photos: [{ room: 'access road', position: [-4.5, 1.7, -12.5], yaw: 14, pitch: 2 }],
      }),
    },
    {
      name: 'progress-1',
      shows: 'road grading: the estate road freshly cut between the pegged plots',
      plan: estatePlan({
        slug: `${SLUG}/progress-1`,
        stage: 'graded',
        photos: [{ room: 'estate road', position: [-1.2, 1.7, 2], yaw: 8, pitch: -2 }],
      }),
    },
    {
      name: 'progress-2',
      shows: 'services: the gate, the water line with a standpipe to each plot, fence posts',
      plan: estatePlan({
        slug: `${SLUG}/progress-2`,
        stage: 'services',
        photos: [{ room: 'estate road', position: [-1, 1.7, 15], yaw: 163, pitch: -2 }],
      }),
    },
  ],
};

export default development;
