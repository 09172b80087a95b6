// @ts-check
// Amani Heights, Kilimani: the two-bedroom flat (92 m²) of the block sold off-plan
// (plans/developments/amani-heights-kilimani.mjs), as the show flat is furnished. A living and
// dining room with sliding doors onto the balcony, the kitchen through an opening, the main
// bedroom beside it.
//
//   z              balcony
//   ^  +-------------+---====-------------+---------+
//   |  | main bedroom =  living / dining  = kitchen |
//   |  |             |                    |         |
//   |  +-------------+--------------------+---------+
//   +------------------------------------------------------> x

import {
  floorLamp,
  fridge,
  kitchenRun,
  loungeChair,
  plant,
  roundTable,
  sideboard,
  tvUnit,
  wardrobe,
  armchair,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#a85a3c',
  cushion: '#b4664a',
  accents: ['#2f4f5f', '#e8dcc6', '#d6a23c'],
  chair: '#2f4f5f',
  wood: '#6b4a33',
  cabinet: '#5b6b5a',
  worktop: '#ebe7df',
  bedding: '#e7e4de',
  headboard: '#5e6f78',
  windowFrame: '#303234',
  diningChair: '#e8dcc6',
  tableLegs: '#2b2b2d',
  curtain: '#e9e1d2',
  exterior: '#eceae4',
});

const walnut = woodFloor({ light: '#a88160', dark: '#7d5a3e', along: 'x', plankWidth: 0.18 });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'amani-heights-2-bedroom-kilimani',
  seed: 103,
  height: 2.75,
  environment: { kind: 'city', groundY: -19, canopy: 0.42 },
  sun: { azimuth: 15, elevation: 40 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 7.8, 4.8],
      wall: paint('#f2efe9'),
      accent: { side: 'W', material: paint('#d9c8b0') },
      floor: walnut,
      curtains: m.curtain,
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [7.8, 0, 10.6, 4.8],
      wall: paint('#f3f0ea'),
      floor: tiles({ color: '#dcd7ce', grout: '#bcb5a9', size: 0.6, vary: 0.03, gloss: 0.05 }),
      windows: [{ side: 'E', at: 2.4, width: 1.4, sill: 1.0, head: 2.2 }],
    },
    {
      id: 'main-bedroom',
      name: 'Main bedroom',
      rect: [-4.2, 0, 0, 4.8],
      wall: paint('#efebe4'),
      accent: { side: 'W', material: paint('#6f8592') },
      floor: walnut,
      curtains: m.curtain,
      windows: [{ side: 'N', at: -2.3, width: 1.8, sill: 0.6, head: 2.4 }],
    },
    {
      id: 'balcony',
      name: 'Balcony',
      rect: [1.4, 4.8, 6.6, 6.4],
      outdoor: true,
      covered: true,
      open: ['N'],
      wall: paint('#eceae4'),
      floor: tiles({ color: '#a9a49c', grout: '#8a857d', size: 0.6, vary: 0.05 }),
    },
  ],
  doors: [
    { rooms: ['living-room', 'balcony'], at: 4.0, width: 3.4, height: 2.45, kind: 'slider' },
    { rooms: ['living-room', 'kitchen'], at: 1.3, width: 1.3, height: 2.3, kind: 'opening' },
    { rooms: ['living-room', 'main-bedroom'], at: 4.1, width: 0.9 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Seating faces the TV on the west wall; the dining table stands by the kitchen.
    livingGroup(ctx.at(3.5, 2.1, 'W'), m, rng, {
      sofaWidth: 2.3,
      rugMaterial: rug({ field: '#e6dccb', border: '#2f4f5f', accent: '#d6a23c' }),
      rugSize: [2.7, 2.0],
      armchairs: ['left'],
      lamp: null,
      plantSide: null,
    });
    tvUnit(ctx.against('living-room', 'W', 2.1), m, { width: 1.8 });
    hangPicture(ctx, 'living-room', 'S', 1.4, 1, { y: 1.6, w: 0.8, h: 0.6 });
    diningGroup(ctx.at(5.5, 3.0, 'N'), m, {
      length: 1.6,
      width: 0.9,
      chairsPerSide: 2,
      ceiling: 2.75,
      pendants: 1,
    });
    sideboard(ctx.against('living-room', 'S', 5.7), m, { width: 1.5 });
    hangPicture(ctx, 'living-room', 'S', 5.7, 0, { y: 1.6, w: 1.0, h: 0.7 });
    floorLamp(ctx.at(0.45, 4.35, 'S'), m);
    plant(ctx.at(7.3, 4.35, 'S'), m, rng, { height: 1.6, tall: true });
    downlights(ctx, 'living-room', 3, 2);

    kitchenRun(ctx.against('kitchen', 'E', 2.6), m, {
      length: 3.8,
      sinkAt: 0.2,
      hobAt: -1.2,
      skipUppers: [[-0.6, 0.9]],
      ceiling: 2.75,
    });
    fridge(ctx.against('kitchen', 'N', 8.4), m);
    downlights(ctx, 'kitchen', 1, 2);

    bedroomGroup(ctx.against('main-bedroom', 'W', 2.2), m, {
      bedWidth: 1.8,
      rugMaterial: rug({ field: '#ebe3d6', border: '#6f8592', accent: '#a85a3c' }),
    });
    hangPicture(ctx, 'main-bedroom', 'W', 2.2, 2, { y: 1.75, w: 1.1, h: 0.55 });
    wardrobe(ctx.against('main-bedroom', 'E', 2.35), m, { width: 1.8 });
    armchair(ctx.at(-3.5, 0.6, 'N'), m, { pillow: m.pillows[2] });
    downlights(ctx, 'main-bedroom', 2, 2);

    loungeChair(ctx.at(2.3, 6.2, 'S'), m);
    loungeChair(ctx.at(3.4, 6.2, 'S'), m);
    roundTable(ctx.at(2.85, 5.35, 'N'), m, { radius: 0.28, height: 0.45 });
    plant(ctx.at(6.1, 5.9, 'S'), m, rng, { height: 1.1 });
  },

  photos: [
    { room: 'living-room', position: [7.45, 1.5, 0.35], yaw: -50, pitch: -6 },
    { room: 'main-bedroom', position: [-0.5, 1.5, 0.4], yaw: -46, pitch: -7 },
  ],
};

export default plan;
