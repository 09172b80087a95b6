// @ts-check
// Two-bedroom apartment on the third floor in Kileleshwa: living room onto a balcony over the
// garden's trees, galley kitchen, main bedroom with fitted wardrobes.
//
//   z            balcony
//   ^  +-----------+-----=====----------+-----------+
//   |  | bedroom   =  living room        =  kitchen  |
//   |  +-----------+--------------------+-----------+
//   +-----------------------------------------------------> x

import {
  armchair,
  bookshelf,
  fridge,
  kitchenRun,
  loungeChair,
  plant,
  roundTable,
  tvUnit,
  wardrobe,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#8c6d52',
  cushion: '#967659',
  accents: ['#e9dcc6', '#5d7a62', '#c7923e'],
  chair: '#5d7a62',
  wood: '#7a5a3e',
  cabinet: '#dcd6c8',
  worktop: '#4a4744',
  bedding: '#f1ece3',
  headboard: '#b9a68d',
  windowFrame: '#f0ede7',
  door: '#8a6446',
  exterior: '#ece3d2',
});

const parquet = woodFloor({
  light: '#bf8f5e',
  dark: '#916642',
  plankWidth: 0.09,
  plankLength: 0.5,
  along: 'z',
});

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'two-bedroom-apartment-kileleshwa',
  seed: 67,
  height: 2.7,
  environment: { kind: 'city', groundY: -9, canopy: 0.4 },
  sun: { azimuth: 30, elevation: 42 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 6.2, 5.0],
      wall: paint('#f2ece2'),
      accent: { side: 'W', material: paint('#aab59b') },
      floor: parquet,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 5.3, width: 1.0, sill: 0.5, head: 2.3 },
        { side: 'S', at: 3.2, width: 1.6, sill: 0.8, head: 2.3 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [6.2, 0, 9.2, 5.0],
      wall: paint('#f3efe8'),
      floor: tiles({ color: '#d9d2c6', grout: '#b0a797', size: 0.4, vary: 0.04 }),
      windows: [
        { side: 'N', at: 7.7, width: 1.2, sill: 1.0, head: 2.2 },
        { side: 'E', at: 2.5, width: 1.2, sill: 1.0, head: 2.2 },
      ],
    },
    {
      id: 'bedroom',
      name: 'Main bedroom',
      rect: [-3.8, 0, 0, 5.0],
      wall: paint('#efe8dd'),
      accent: { side: 'S', material: paint('#c4a98a') },
      floor: parquet,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: -1.9, width: 1.6, sill: 0.6, head: 2.35 },
        { side: 'W', at: 2.5, width: 1.0, sill: 0.9, head: 2.3 },
      ],
    },
    {
      id: 'balcony',
      name: 'Balcony',
      rect: [1.2, 5.0, 4.6, 6.4],
      outdoor: true,
      covered: true,
      open: ['N'],
      wall: paint('#ece3d2'),
      floor: tiles({ color: '#b7a48c', grout: '#927f69', size: 0.4, vary: 0.06 }),
    },
  ],
  doors: [
    { rooms: ['living-room', 'balcony'], at: 2.9, width: 2.4, height: 2.35, kind: 'slider' },
    {
      rooms: ['living-room', 'kitchen'],
      at: 4.2,
      width: 0.9,
      leaf: { into: 'kitchen', hinge: 'end' },
    },
    {
      rooms: ['living-room', 'bedroom'],
      at: 4.3,
      width: 0.9,
      leaf: { into: 'bedroom', hinge: 'end' },
    },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    livingGroup(ctx.against('living-room', 'W', 2.3), m, rng, {
      sofaWidth: 2.2,
      rugMaterial: rug({ field: '#efe6d6', border: '#5d7a62', accent: '#c7923e' }),
      rugSize: [2.6, 1.9],
      armchairs: [],
    });
    tvUnit(ctx.against('living-room', 'E', 2.3), m, { width: 1.8 });
    armchair(ctx.at(4.3, 0.3, 'N'), m, { pillow: m.pillows[2] });
    bookshelf(ctx.against('living-room', 'S', 1.35), m, rng, { width: 1.0, height: 1.9 });
    hangPicture(ctx, 'living-room', 'W', 2.3, 2, { y: 1.6, w: 1.0, h: 0.7 });
    plant(ctx.at(5.7, 0.5, 'N'), m, rng, { height: 1.4, tall: true });
    downlights(ctx, 'living-room', 2, 2);

    kitchenRun(ctx.against('kitchen', 'E', 2.9), m, {
      length: 4.0,
      sinkAt: -0.4,
      hobAt: 1.2,
      skipUppers: [[-1.05, 0.25]],
      ceiling: 2.7,
    });
    fridge(ctx.against('kitchen', 'E', 0.47), m);
    kitchenRun(ctx.against('kitchen', 'W', 1.85), m, { length: 3.5, ceiling: 2.7 });
    downlights(ctx, 'kitchen', 1, 2);

    bedroomGroup(ctx.against('bedroom', 'S', -1.9), m, {
      bedWidth: 1.6,
      rugMaterial: rug({ field: '#e8dfd0', border: '#8c6d52', accent: '#5d7a62' }),
    });
    hangPicture(ctx, 'bedroom', 'S', -1.9, 0, { y: 1.75, w: 1.0, h: 0.5 });
    wardrobe(ctx.against('bedroom', 'E', 2.6), m, { width: 2.0 });
    plant(ctx.at(-3.3, 4.5, 'S'), m, rng, { height: 1.1 });
    downlights(ctx, 'bedroom', 2, 2);

    loungeChair(ctx.at(1.4, 5.7, 'E'), m);
    roundTable(ctx.at(2.5, 5.95, 'N'), m, { radius: 0.28, height: 0.46 });
    plant(ctx.at(2.95, 6.1, 'S'), m, rng, { height: 1.0 });
  },

  photos: [
    { room: 'living-room', position: [5.7, 1.5, 4.55], yaw: -122, pitch: -6 },
    { room: 'kitchen', position: [7.7, 1.5, 4.65], yaw: 172, pitch: -9 },
    { room: 'bedroom', position: [-0.95, 1.5, 4.65], yaw: -158, pitch: -7 },
    { room: 'balcony', position: [3.05, 1.5, 3.2], yaw: -6, pitch: -3 },
  ],
};

export default plan;
