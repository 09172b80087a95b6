// @ts-check
// Savanna Ridge, Syokimau: the four-bedroom townhouse sold off-plan, as the show house is
// furnished (the row: plans/developments/savanna-ridge-syokimau.mjs). A living and dining room
// across the back of the ground floor, glazed doors onto the garden, the kitchen beside it; the
// main bedroom upstairs with its en-suite shower room through a door beside the bed.
//
//   z                                              +--------------+-------+
//   ^  +---------------------------+----------+    | main bedroom = en-   |
//   |  | living / dining           =  kitchen |    |              | suite |
//   |  +------=====garden doors====+----------+    +--------------+-------+
//   +-------------------------------------------------------------------------> x

import {
  armchair,
  fridge,
  kitchenRun,
  plant,
  shower,
  sideboard,
  toilet,
  towelRail,
  tvUnit,
  vanity,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#394a5c',
  cushion: '#43546a',
  accents: ['#d8a24a', '#e9e1d2', '#9a4b35'],
  chair: '#9a4b35',
  wood: '#7d5a3c',
  cabinet: '#e9e3d6',
  worktop: '#2e2d2c',
  bedding: '#f2eee8',
  headboard: '#9a8a76',
  windowFrame: '#2b2c2e',
  diningChair: '#d9cbb2',
  tableLegs: '#2b2b2d',
  door: '#8a6748',
  towel: '#d8a24a',
  curtain: '#e8e0d2',
  exterior: '#ece0c8',
});

const floorTiles = tiles({
  color: '#d6ccbb',
  grout: '#b3a795',
  size: 0.6,
  vary: 0.03,
  gloss: 0.05,
});
const oak = woodFloor({ light: '#c19c72', dark: '#9a764f', along: 'z' });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'savanna-ridge-4-bedroom-townhouse-syokimau',
  seed: 113,
  height: 2.8,
  environment: { kind: 'garden', groundY: -0.35 },
  sun: { azimuth: 160, elevation: 48 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 8.6, 5.4],
      wall: paint('#f0ebe2'),
      accent: { side: 'W', material: paint('#5f7a78') },
      floor: floorTiles,
      curtains: m.curtain,
      windows: [
        { side: 'S', at: 2.6, width: 3.0, sill: 0, head: 2.4 },
        { side: 'S', at: 6.6, width: 1.6, sill: 0.7, head: 2.4 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [8.6, 0, 11.6, 5.4],
      wall: paint('#f3efe7'),
      floor: floorTiles,
      windows: [{ side: 'E', at: 2.7, width: 1.4, sill: 1.0, head: 2.2 }],
    },
    {
      id: 'main-bedroom',
      name: 'Main bedroom',
      rect: [16, 0, 20.6, 4.8],
      height: 2.7,
      wall: paint('#f1ede6'),
      accent: { side: 'N', material: paint('#c7b49c') },
      floor: oak,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 19.6, width: 1.2, sill: 0.7, head: 2.3 },
        { side: 'W', at: 2.6, width: 1.6, sill: 0.6, head: 2.3 },
      ],
    },
    {
      id: 'bathroom',
      name: 'En-suite',
      rect: [20.6, 0.6, 23.0, 3.4],
      height: 2.7,
      wall: tiles({ color: '#e9e6e0', grout: '#cfcac2', size: 0.3, sizeV: 0.6, vary: 0.02 }),
      accent: {
        side: 'E',
        material: tiles({ color: '#b8aa98', grout: '#9c8f7d', size: 0.6, veins: 0.2, vary: 0.03 }),
      },
      floor: tiles({ color: '#8e8880', grout: '#6f6a63', size: 0.6, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'E', at: 2.6, width: 0.8, sill: 1.35, head: 2.1 }],
    },
  ],
  doors: [
    { rooms: ['living-room', 'kitchen'], at: 3.6, width: 1.5, height: 2.4, kind: 'opening' },
    {
      rooms: ['main-bedroom', 'bathroom'],
      at: 1.3,
      width: 0.85,
      leaf: { into: 'bathroom', hinge: 'start' },
    },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Living at the west end facing the TV on the feature wall, dining by the kitchen.
    livingGroup(ctx.at(3.6, 2.7, 'W'), m, rng, {
      sofaWidth: 2.4,
      rugMaterial: rug({ field: '#e7ddcc', border: '#394a5c', accent: '#d8a24a' }),
      rugSize: [2.8, 2.2],
      armchairs: ['left', 'right'],
      lamp: null,
      plantSide: null,
    });
    tvUnit(ctx.against('living-room', 'W', 2.7), m, { width: 2.0 });
    hangPicture(ctx, 'living-room', 'N', 2.6, 3, { y: 1.6, w: 1.2, h: 0.8 });
    diningGroup(ctx.at(5.7, 2.9, 'E'), m, {
      length: 2.0,
      width: 1.0,
      chairsPerSide: 3,
      ceiling: 2.8,
      pendants: 2,
    });
    plant(ctx.at(0.5, 0.5, 'N'), m, rng, { height: 1.6, tall: true });
    plant(ctx.at(8.1, 0.45, 'N'), m, rng, { height: 1.2 });
    downlights(ctx, 'living-room', 3, 2);

    kitchenRun(ctx.against('kitchen', 'E', 2.7), m, {
      length: 4.6,
      sinkAt: 0,
      hobAt: 1.5,
      skipUppers: [[-0.75, 0.75]],
      ceiling: 2.8,
    });
    fridge(ctx.against('kitchen', 'N', 9.2), m);
    downlights(ctx, 'kitchen', 1, 2);

    bedroomGroup(ctx.against('main-bedroom', 'N', 17.9), m, {
      bedWidth: 1.8,
      rugMaterial: rug({ field: '#ebe3d5', border: '#9a8a76', accent: '#9a4b35' }),
    });
    hangPicture(ctx, 'main-bedroom', 'N', 17.9, 0, { y: 1.75, w: 1.1, h: 0.55 });
    sideboard(ctx.against('main-bedroom', 'E', 3.4), m, { width: 1.4 });
    hangPicture(ctx, 'main-bedroom', 'E', 3.4, 1, { y: 1.65, w: 0.7, h: 0.9 });
    armchair(ctx.at(16.6, 4.2, 'S'), m, { pillow: m.pillows[0] });
    downlights(ctx, 'main-bedroom', 2, 2);

    vanity(ctx.against('bathroom', 'N', 21.8), m, { width: 1.0 });
    shower(ctx.against('bathroom', 'E', 1.3), m, { width: 1.0 });
    toilet(ctx.against('bathroom', 'S', 22.3), m);
    towelRail(ctx.against('bathroom', 'W', 2.8), m);
    downlights(ctx, 'bathroom', 1, 1);
  },

  photos: [
    { room: 'living-room', position: [8.2, 1.5, 5.0], yaw: -118, pitch: -6 },
    { room: 'main-bedroom', position: [16.45, 1.5, 0.55], yaw: 50, pitch: -7 },
  ],
};

export default plan;
