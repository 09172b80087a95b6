// @ts-check
// Savanna Ridge, Syokimau: the three-bedroom townhouse sold off-plan, as the show house is
// furnished (the row: plans/developments/savanna-ridge-syokimau.mjs). The living room rises
// through both floors at the front, under a tall window; the stair climbs its west wall to a
// landing that looks down into it. The open kitchen is beside it; a bedroom is upstairs.
//
//   z          (landing over the back of the room, z 4.3 .. 6)
//   ^  +-----------------------------+-----------+
//   |  | stair   living room         =  kitchen  |      +-------------+
//   |  | along   (double height)     |           |      | bedroom     |
//   |  +----------=====tall window===+-----------+      +-------------+
//   +--------------------------------------------------------------------> x

import { makeBox } from '../geometry.mjs';
import {
  armchair,
  balustrade,
  bookshelf,
  fridge,
  island,
  kitchenRun,
  plant,
  tvUnit,
  floorLamp,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor, woodGrain } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';
import { beam } from '../outdoors.mjs';

const m = makeMaterials({
  sofa: '#7d6b5b',
  cushion: '#8a7867',
  accents: ['#3e6b6e', '#e0b55a', '#efe7da'],
  chair: '#3e6b6e',
  wood: '#a07a50',
  cabinet: '#e8e3d8',
  worktop: '#3b3936',
  bedding: '#f0ebe2',
  headboard: '#5f6e63',
  windowFrame: '#2d2e30',
  stool: '#3e6b6e',
  curtain: '#e6ddcd',
  exterior: '#efe5d1',
});

const porcelain = tiles({
  color: '#cfc6b8',
  grout: '#aea392',
  size: 0.6,
  vary: 0.035,
  gloss: 0.05,
});
/** The storey heights: the landing and the first floor are at FLOOR. */
const FLOOR = 3.05;
const HIGH = 5.4;

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'savanna-ridge-3-bedroom-townhouse-syokimau',
  seed: 109,
  height: 2.7,
  environment: { kind: 'garden', groundY: -0.35 },
  sun: { azimuth: 150, elevation: 50 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 6.4, 6.0],
      height: HIGH,
      wall: paint('#f1ece3'),
      accent: { side: 'E', material: paint('#b98a64') },
      floor: porcelain,
      curtains: m.curtain,
      windows: [
        { side: 'S', at: 3.7, width: 2.8, sill: 0.45, head: 4.9 },
        { side: 'W', at: 2.2, width: 1.2, sill: 3.6, head: 4.8 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [6.4, 0, 9.8, 6.0],
      wall: paint('#f2efe8'),
      floor: porcelain,
      windows: [{ side: 'E', at: 3.0, width: 1.4, sill: 1.0, head: 2.2 }],
    },
    {
      id: 'bedroom',
      name: 'Bedroom',
      rect: [14, 0, 18.2, 4.4],
      wall: paint('#f0ebe4'),
      accent: { side: 'N', material: paint('#7f8f86') },
      floor: woodFloor({ light: '#c9a57a', dark: '#a2805a', along: 'x' }),
      curtains: m.curtain,
      windows: [
        { side: 'S', at: 16.8, width: 1.6, sill: 0.6, head: 2.35 },
        { side: 'E', at: 2.8, width: 1.0, sill: 0.9, head: 2.3 },
      ],
    },
  ],
  doors: [{ rooms: ['living-room', 'kitchen'], at: 1.9, width: 1.8, height: 2.4, kind: 'opening' }],

  furnish(ctx) {
    const { rng, prims } = ctx;
    const oak = woodGrain('#a9825a');
    const white = paint('#f4f1ea');
    // The landing over the back of the living room, and the stair up the west wall to it.
    prims.push(makeBox(0.075, FLOOR - 0.22, 4.3, 6.325, FLOOR, 5.925, white, { structural: true }));
    prims.push(makeBox(0.075, FLOOR - 0.02, 4.3, 6.325, FLOOR + 0.02, 5.925, oak));
    balustrade(ctx.at(3.75, 4.32, 'N', FLOOR), m, { length: 5.1 });
    const risers = 17;
    const rise = FLOOR / risers;
    const going = 3.4 / (risers - 1);
    for (let i = 0; i < risers - 1; i++) {
      const z0 = 0.9 + i * going;
      prims.push(
        makeBox(0.075, (i + 1) * rise - 0.04, z0, 1.05, (i + 1) * rise, z0 + going + 0.03, oak),
      );
      prims.push(makeBox(0.075, 0, z0, 1.02, (i + 1) * rise - 0.04, z0 + going, white));
    }
    // Its handrail on glass, sloping with the stair.
    const rail = [1.1, 0.9 + rise, 0.9];
    beam(
      prims,
      /** @type {[number, number, number]} */ (rail),
      [1.1, FLOOR + 0.9, 4.3],
      m.railing,
      {
        w: 0.04,
        h: 0.05,
      },
    );
    for (let z = 0.95; z < 4.3; z += 0.85) {
      const y = ((z - 0.9) / going) * rise;
      prims.push(makeBox(1.08, y, z, 1.12, y + 0.95, z + 0.03, m.railing));
    }

    livingGroup(ctx.at(3.75, 1.1, 'N'), m, rng, {
      sofaWidth: 2.4,
      rugMaterial: rug({ field: '#ebe2d2', border: '#3e6b6e', accent: '#e0b55a' }),
      rugSize: [2.8, 2.1],
      armchairs: ['right'],
      lamp: null,
      plantSide: null,
      tableDistance: 1.5,
    });
    tvUnit(ctx.against('living-room', 'N', 3.75), m, { width: 2.0 });
    bookshelf(ctx.against('living-room', 'N', 5.7), m, rng, { width: 0.9, height: 2.2 });
    floorLamp(ctx.at(1.55, 0.5, 'N'), m);
    plant(ctx.at(6.0, 0.5, 'N'), m, rng, { height: 1.7, tall: true });
    hangPicture(ctx, 'living-room', 'E', 2.2, 4, { y: 1.7, w: 1.2, h: 0.9 });
    downlights(ctx, 'living-room', 2, 2);

    kitchenRun(ctx.against('kitchen', 'E', 3.0), m, {
      length: 4.4,
      sinkAt: 0,
      hobAt: -1.4,
      skipUppers: [[-0.75, 0.75]],
      ceiling: 2.7,
    });
    fridge(ctx.against('kitchen', 'N', 7.0), m);
    island(ctx.at(7.9, 3.2, 'W'), m, { length: 1.8, depth: 0.9, stools: 2 });
    downlights(ctx, 'kitchen', 1, 2);

    bedroomGroup(ctx.against('bedroom', 'N', 16.0), m, {
      bedWidth: 1.6,
      rugMaterial: rug({ field: '#e9e1d3', border: '#7f8f86', accent: '#e0b55a' }),
    });
    hangPicture(ctx, 'bedroom', 'N', 16.0, 1, { y: 1.75, w: 1.0, h: 0.5 });
    plant(ctx.at(14.5, 3.9, 'E'), m, rng, { height: 1.3 });
    armchair(ctx.at(17.6, 0.7, 'N'), m, { pillow: m.pillows[1] });
    downlights(ctx, 'bedroom', 2, 2);
  },

  photos: [
    { room: 'living-room', position: [5.95, 1.55, 5.55], yaw: -142, pitch: 5 },
    { room: 'bedroom', position: [14.5, 1.5, 0.45], yaw: 38, pitch: -7 },
  ],
};

export default plan;
