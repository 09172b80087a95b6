// @ts-check
// A quarter acre (100 x 100 ft) in Ruiru, in an estate still under its mother title: cleared
// red soil with weeds coming back, a fence of wooden posts and barbed wire on the two sides
// that face neighbours, two-storey houses and a raised water tank beyond, a murram lane in
// front and the tarmac road further off across an open plot.
//
//   z (north)
//   ^   two-storey houses behind stone walls
//   |   f----------------f   fence (north side)
//   |   e                |
//   |   n    plot        |   house, water tank
//   |   c  30.5 x 30.5 m |
//   |   e                |
//   |   +----------------+
//   |   ===== murram lane (z -6.5 .. -1.5) =====
//   |         open plot
//   |   ===== tarmac road (z -48) =====
//   +------------------------------------------------> x (east)

import { makeBox } from '../geometry.mjs';
import { solid } from '../materials.mjs';
import {
  acacia,
  barbedWireFence,
  bark,
  crown,
  grevillea,
  groundMaterial,
  house,
  ironSheets,
  murram,
  openGroundLight,
  powerPole,
  redSoil,
  render,
  roundTree,
  savannah,
  tarmac,
  timber,
  tuft,
  vehicle,
  waterTank,
  plotMaterials,
} from '../outdoors.mjs';

const m = plotMaterials();

const S = 30.5;
const CENTRE = /** @type {[number, number]} */ ([15, 10]);
/** Where the cameras stand: the ground keeps its fine detail near these. */
const VIEWS = /** @type {[number, number][]} */ ([
  [31.6, -1.2],
  [6, 26],
  [2.2, 2.5],
]);
const SKY = [0.74, 0.8, 0.93];
const SUN = { azimuth: 118, elevation: 48 };

const verge = savannah({
  seed: 43,
  grass: '#74803f',
  straw: '#9a9162',
  soil: '#7e4a32',
  bare: 0.12,
});
const plot = redSoil({ seed: 47, weeds: 0.3 });
const openPlot = savannah({
  seed: 53,
  grass: '#7c8548',
  straw: '#a49a68',
  soil: '#7e4a32',
  bare: 0.2,
});
const lane = murram({ axis: 'x', at: -4, half: 2.5, verge, color: '#98583c' });
const road = tarmac({ axis: 'x', at: -48, half: 3.6, verge: openPlot });

/** @type {import('../outdoors.mjs').Painter} */
const painter = (x, z, fine, out) => {
  if (x > 0 && x < S && z > 0 && z < S) return plot(x, z, fine, out);
  if (z > -7.5 && z < -0.5) return lane(x, z, fine, out);
  if (z < -7.5 && z > -60) return road(x, z, fine, out);
  return verge(x, z, fine, out);
};
const ground = groundMaterial('Ruiru ground', painter, { around: VIEWS, near: 35, far: 100 });

const trees = { bark: bark('#4d3d31'), leaves: crown('#3f5a2a', '#6b8040') };
const silky = { bark: bark('#5a4a3c'), leaves: crown('#4d5f35', '#7c8a55') };
const thorn = { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') };
const fence = { post: timber('#6b5440'), wire: solid('#55585a') };
const weeds = crown('#5f7a34', '#8c9a4e');
const dryWeeds = crown('#9a9256', '#b9ab78');
const stoneWall = render('#d2c4a6', { courses: true });
const wallCap = solid('#bfb197');
const gate = solid('#2f3a44');

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'quarter-acre-plot-ruiru',
  seed: 61,
  height: 0,
  rooms: [],
  doors: [],
  site: { centre: CENTRE, extent: 260, ground },
  environment: {
    kind: 'land',
    groundY: 0,
    clouds: 0.53,
    land: {
      ground: ['#8f9152', '#5f7a3a', '#8c4a2c'],
      light: openGroundLight(SUN, SKY),
      rings: [
        { distance: 320, trees: 0.35, houses: 0.5, height: 1.3 },
        { distance: 700, trees: 0.3, houses: 0.55, height: 1.4 },
        { distance: 1500, trees: 0.4, houses: 0.4, height: 1.6 },
      ],
      hills: { base: 0.004, height: 0.03, scale: 2, color: '#76867e' },
    },
  },
  sun: SUN,
  outdoorLight: { sky: SKY, ground: [0.42, 0.32, 0.24] },
  materials: m,

  furnish(ctx) {
    const prims = ctx.prims;
    const rng = ctx.rng;
    // The fence on the two sides facing the neighbours.
    barbedWireFence(prims, [0, 0], [0, S], fence, { rng, spacing: 2.5, height: 1.4 });
    barbedWireFence(prims, [0, S], [S, S], fence, { rng, spacing: 2.5, height: 1.4 });

    // Weeds coming back on the cleared soil, thicker along the fence.
    for (let i = 0; i < 1700; i++) {
      const x = rng.range(0.2, S - 0.2);
      const z = rng.range(0.2, S - 0.2);
      const nearFence = Math.min(x, S - z) < 2.5;
      if (!nearFence && rng.next() < 0.45) continue;
      tuft(prims, x, z, rng, rng.next() < 0.6 ? weeds : dryWeeds, rng.range(0.15, 0.45), 8);
    }
    for (let i = 0; i < 1500; i++) {
      const x = rng.range(-25, 60);
      const z = rng.range(-45, -8);
      tuft(prims, x, z, rng, dryWeeds, rng.range(0.15, 0.35), 7);
    }

    // Neighbours: two-storey houses behind stone walls, with a raised tank.
    const roofs = ['#7b2f26', '#5a5f63', '#8c3b2a', '#3f5f55', '#6e2c24'].map((c) =>
      ironSheets(c, { across: 'x', rib: 0.2 }),
    );
    const walls = ['#efe6d2', '#e4d2b2', '#f3efe6', '#d8c7aa', '#ece2cf'].map((c) => render(c));
    /** @type {[number, number, number, number, 1 | 2, 'gable' | 'hip', 'N' | 'E' | 'S' | 'W'][]} */
    const homes = [
      [37, 6, 48, 16, 2, 'hip', 'W'],
      [4, 38, 15, 47, 2, 'hip', 'S'],
      [22, 39, 33, 48, 2, 'gable', 'S'],
      [-17, 8, -7, 18, 2, 'hip', 'E'],
      [40, 36, 50, 45, 1, 'gable', 'S'],
      [-20, 38, -9, 47, 2, 'gable', 'S'],
      [62, 10, 72, 19, 2, 'hip', 'W'],
      [-40, -70, -29, -62, 2, 'hip', 'N'],
      [10, -72, 21, -63, 2, 'gable', 'N'],
      [48, -70, 58, -61, 1, 'hip', 'N'],
    ];
    homes.forEach(([x0, z0, x1, z1, storeys, roof, front], i) => {
      house(prims, {
        x0,
        z0,
        x1,
        z1,
        storeys,
        roof,
        front,
        wall: walls[i % walls.length],
        roofing: roofs[i % roofs.length],
        trim: solid('#f3efe7'),
        glass: solid('#2a3036', { gloss: 0.15 }),
        door: timber('#5e4230'),
      });
    });
    // Stone boundary walls with a steel gate, round the two nearest compounds.
    const wall = (/** @type {number[]} */ b) => {
      prims.push(makeBox(b[0], 0, b[1], b[2], 2.1, b[3], stoneWall, { structural: true }));
      prims.push(
        makeBox(b[0] - 0.04, 2.1, b[1] - 0.04, b[2] + 0.04, 2.18, b[3] + 0.04, wallCap, {
          structural: true,
        }),
      );
    };
    // East compound (its gate on the lane side).
    wall([34, 2, 34.25, 22]);
    wall([34, 22, 52, 22.25]);
    wall([51.75, 2, 52, 22]);
    wall([34, 1.75, 40, 2]);
    wall([44, 1.75, 52, 2]);
    prims.push(makeBox(40, 0, 1.8, 44, 2.0, 1.95, gate, { structural: true }));
    // North compounds.
    wall([0, 34, 36, 34.25]);
    wall([18.5, 34, 18.75, 52]);
    waterTank(
      prims,
      49.5,
      19.5,
      { tank: solid('#25282b'), stand: solid('#5d6166') },
      {
        radius: 1.1,
        height: 2.3,
        stand: 5.5,
      },
    );
    waterTank(prims, 30.5, 50, { tank: solid('#2b5f8a') }, { radius: 0.9, height: 2.0 });

    // Trees in the compounds and along the lane.
    roundTree(prims, 46, 30, rng, trees, { height: 6.5, spread: 3.4 });
    grevillea(prims, 2, 50, rng, silky, { height: 13 });
    grevillea(prims, -12, 30, rng, silky, { height: 12 });
    roundTree(prims, 58, -3, rng, trees, { height: 5.5, spread: 3 });
    acacia(prims, -22, -20, rng, thorn, { height: 5.5, spread: 3.6 });

    // Power line along the lane.
    const pole = timber('#5b4634');
    const wire = solid('#2a2a2a');
    for (let x = -90; x <= 110; x += 40)
      powerPole(prims, x, -7.2, { pole, wire }, { height: 8.5, next: [x + 40, -7.2] });
    for (let x = -150; x <= 150; x += 45)
      powerPole(prims, x, -53, { pole, wire }, { height: 9, next: [x + 45, -53] });
    // Traffic on the tarmac road.
    const tyre = solid('#1c1c1e');
    const glass = solid('#1f262c', { gloss: 0.2 });
    const trim = solid('#8d9094');
    vehicle(ctx.at(-6, -46.2, 'E'), 'matatu', {
      body: solid('#f1efe8'),
      glass,
      tyre,
      trim,
      stripe: solid('#c2372c'),
    });
    vehicle(ctx.at(22, -49.8, 'W'), 'car', { body: solid('#b9bec3'), glass, tyre, trim });
    vehicle(ctx.at(48, -46.3, 'E'), 'car', { body: solid('#7d2a25'), glass, tyre, trim });
  },

  photos: [
    { room: 'plot', position: [31.6, 1.65, -1.2], yaw: -42, pitch: -8 },
    { room: 'plot', position: [6, 1.6, 26], yaw: 160, pitch: -5 },
    { room: 'plot', position: [2.2, 1.6, 2.5], yaw: 12, pitch: -7 },
  ],
};

export default plan;
