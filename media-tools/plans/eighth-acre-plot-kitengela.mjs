// @ts-check
// An empty eighth of an acre (50 x 100 ft) in Kitengela: flat, dry savannah ground with short
// grass and bare red-brown patches, two acacias, four white concrete corner beacons and no
// fence. A murram road runs along the front; single-storey houses with iron-sheet roofs stand
// off in the distance.
//
//   z (north)
//   ^      b--------------b   far beacon (15, 30)
//   |      |   acacia     |
//   |      |    plot      |      acacia
//   |      |   15 x 30 m  |
//   |      b------+-------b   front beacons (0, 0) and (15, 0)
//   |            gate                      (road edge)
//   |  ====== murram road (z -7.5 .. -1.5) ======
//   +------------------------------------------------> x (east)

import { makeBox } from '../geometry.mjs';
import { solid } from '../materials.mjs';
import {
  acacia,
  bark,
  beacon,
  crown,
  groundMaterial,
  house,
  ironSheets,
  murram,
  openGroundLight,
  powerPole,
  roundTree,
  render,
  savannah,
  timber,
  tuft,
  waterTank,
  plotMaterials,
} from '../outdoors.mjs';

const m = plotMaterials();

const CENTRE = /** @type {[number, number]} */ ([7.5, 15]);
/** Where the cameras stand: the ground keeps its fine detail near these. */
const VIEWS = /** @type {[number, number][]} */ ([
  [-9, -3.8],
  [12.5, 29.5],
  [17.2, -2.2],
  [7.5, -1],
  [14.4, 29.4],
]);
const SKY = [0.74, 0.8, 0.92];
const SUN = { azimuth: 72, elevation: 44 };

const grass = savannah({ seed: 3, bare: 0.2 });
const ground = groundMaterial(
  'Kitengela ground',
  murram({ axis: 'x', at: -4.6, half: 3.1, verge: grass, color: '#a3664a' }),
  { around: VIEWS, near: 35, far: 110 },
);

const trees = { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') };
const tuftMaterial = crown('#a39a58', '#c9b77c');
const beacons = { concrete: render('#f2f0ea'), pin: solid('#3a3330') };
const roofs = ['#8e9397', '#7d3a2c', '#46705c', '#9aa0a3', '#8a4b33', '#5f6c78'].map((c) =>
  ironSheets(c),
);
const walls = ['#efe9dc', '#e6d3b0', '#f4f1ea', '#dcc9a6', '#e9e0cf'].map((c) => render(c));
const trim = solid('#f3f0e8');
const glass = solid('#2c3238', { gloss: 0.15 });
const door = timber('#6b4a32');
const stoneWall = render('#cdbb98', { courses: true });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'eighth-acre-plot-kitengela',
  seed: 41,
  height: 0,
  rooms: [],
  doors: [],
  site: { centre: CENTRE, extent: 260, ground },
  environment: {
    kind: 'land',
    groundY: 0,
    clouds: 0.56,
    land: {
      ground: ['#a89f62', '#6f7747', '#9c6848'],
      light: openGroundLight(SUN, SKY),
      rings: [
        { distance: 420, trees: 0.12, houses: 0.12 },
        { distance: 900, trees: 0.22, houses: 0.16 },
        { distance: 1900, trees: 0.3, houses: 0.1, height: 1.4 },
      ],
      hills: { base: 0.002, height: 0.034, scale: 2.6, color: '#7d8a7e' },
    },
  },
  sun: SUN,
  outdoorLight: { sky: SKY, ground: [0.46, 0.38, 0.29] },
  materials: m,

  furnish(ctx) {
    const prims = ctx.prims;
    const rng = ctx.rng;
    for (const [x, z] of [
      [0, 0],
      [15, 0],
      [0, 30],
      [15, 30],
    ])
      beacon(prims, x, z, beacons);

    acacia(prims, 4.2, 21.5, rng, trees, { height: 5.6, spread: 3.6 });
    acacia(prims, 21.5, 8.5, rng, trees, { height: 6.4, spread: 4.4 });
    acacia(prims, -11, 36, rng, trees, { height: 5.2, spread: 3.4 });
    acacia(prims, 34, 52, rng, trees, { height: 6, spread: 4 });
    acacia(prims, -30, -20, rng, trees, { height: 5.5, spread: 3.8 });
    // Scattered thorn trees and bushes across the plain.
    for (let i = 0; i < 26; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(55, 240);
      const x = CENTRE[0] + Math.cos(a) * r;
      const z = CENTRE[1] + Math.sin(a) * r;
      if (Math.abs(z + 4.6) < 8) continue;
      if (rng.next() < 0.5)
        acacia(prims, x, z, rng, trees, { height: rng.range(4, 7), spread: rng.range(2.5, 4.5) });
      else
        roundTree(prims, x, z, rng, trees, {
          height: rng.range(1.8, 3),
          spread: rng.range(1, 1.8),
        });
    }

    // Grass tufts and small weeds, thick on the plot and the verges, none on the road.
    for (let i = 0; i < 2600; i++) {
      const x = rng.range(-14, 30);
      const z = rng.range(-1.2, 42);
      tuft(prims, x, z, rng, tuftMaterial, rng.range(0.12, 0.3));
    }
    for (let i = 0; i < 400; i++) {
      const x = rng.range(-14, 30);
      const z = rng.range(-12, -8.2);
      tuft(prims, x, z, rng, tuftMaterial, rng.range(0.12, 0.28));
    }

    // Neighbours: single-storey houses with iron-sheet roofs, some behind stone walls.
    /** @type {[number, number, number, number, 'gable' | 'hip', 'N' | 'E' | 'S' | 'W'][]} */
    const homes = [
      [22, -30, 33, -21, 'gable', 'N'],
      [-26, -46, -15, -38, 'hip', 'N'],
      [46, 12, 55, 22, 'gable', 'W'],
      [4, 74, 15, 82, 'hip', 'S'],
      [-44, 54, -33, 62, 'gable', 'E'],
      [-52, 4, -43, 13, 'hip', 'E'],
      [84, 58, 96, 67, 'gable', 'S'],
      [60, -60, 71, -52, 'hip', 'N'],
      [-90, 20, -79, 28, 'gable', 'E'],
      [30, 120, 41, 128, 'gable', 'S'],
    ];
    homes.forEach(([x0, z0, x1, z1, roof, front], i) => {
      house(prims, {
        x0,
        z0,
        x1,
        z1,
        roof,
        front,
        wall: walls[i % walls.length],
        roofing: roofs[i % roofs.length],
        trim,
        glass,
        door,
      });
    });
    // Stone boundary walls round two of them, and their tanks.
    const wallBox = (/** @type {number[]} */ b) =>
      prims.push(makeBox(b[0], 0, b[1], b[2], 1.8, b[3], stoneWall, { structural: true }));
    for (const [x0, z0, x1, z1] of [
      [17, -35, 38, -15],
      [41, 6, 60, 28],
    ]) {
      wallBox([x0, z0, x1, z0 + 0.2]);
      wallBox([x0, z1 - 0.2, x1, z1]);
      wallBox([x0, z0, x0 + 0.2, z1]);
      wallBox([x1 - 0.2, z0, x1, z1]);
    }
    waterTank(prims, 35, -18, { tank: solid('#24272a') }, { radius: 1.0, height: 2.1 });
    waterTank(prims, 57, 25, { tank: solid('#2b5f8a') }, { radius: 0.9, height: 1.9 });

    // A power line along the far side of the road.
    const pole = timber('#5b4634');
    const wire = solid('#2a2a2a');
    for (let x = -120; x <= 120; x += 40)
      powerPole(prims, x, -9.2, { pole, wire }, { height: 8.5, next: [x + 40, -9.2] });
  },

  photos: [
    { room: 'plot', position: [-9, 1.6, -3.8], yaw: 50, pitch: -7 },
    { room: 'plot', position: [12.5, 1.6, 29.5], yaw: 200, pitch: -6 },
    { room: 'plot', position: [17.2, 1.45, -2.2], yaw: -32, pitch: -12 },
  ],
  tour: [
    { room: 'gate', name: 'Gate', at: [7.5, -1.0], yaw: 0 },
    { room: 'far-beacon', name: 'Far beacon', at: [14.4, 29.4], yaw: 200 },
  ],
};

export default plan;
