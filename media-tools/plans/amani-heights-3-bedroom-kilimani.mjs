// @ts-check
// Amani Heights, Kilimani: the three-bedroom flat (135 m²) of the block sold off-plan
// (plans/developments/amani-heights-kilimani.mjs). A large living room on the corner, glazed
// onto a wide balcony and west to the Ngong Hills, and an open kitchen with an island through a
// wide opening. The bedrooms, behind, are not photographed.
//
//   z                balcony
//   ^  +------------======================---+------------+
//   |  = living room                         =  kitchen    =
//   |  |                                     |   island    |
//   |  +-------------------------------------+------------+
//   +----------------------------------------------------------> x

import {
  armchair,
  bookshelf,
  fridge,
  island,
  kitchenRun,
  loungeChair,
  pendant,
  plant,
  roundTable,
  sideboard,
  tvUnit,
} from '../furniture.mjs';
import { paint, rug, tiles } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#c9c5bd',
  cushion: '#d3cfc8',
  accents: ['#1f3a5a', '#c9a24a', '#b5553a'],
  chair: '#1f3a5a',
  wood: '#9a6e45',
  cabinet: '#2f3b36',
  worktop: '#ece8e0',
  bedding: '#ece6dc',
  windowFrame: '#2b2d2f',
  tableLegs: '#2b2b2d',
  splashback: '#e6e3dc',
  stool: '#c9a24a',
  pendant: '#c9a24a',
  curtain: '#e3ddd2',
  exterior: '#eceae4',
});

const stoneFloor = tiles({
  color: '#d8d2c7',
  grout: '#bdb5a8',
  size: 0.8,
  vary: 0.025,
  gloss: 0.07,
});

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'amani-heights-3-bedroom-kilimani',
  seed: 107,
  height: 2.8,
  environment: { kind: 'city', groundY: -31, canopy: 0.45 },
  sun: { azimuth: -60, elevation: 34 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 9.4, 5.8],
      wall: paint('#f3f1ec'),
      accent: { side: 'S', material: paint('#cfd3cc') },
      floor: stoneFloor,
      curtains: m.curtain,
      windows: [{ side: 'W', at: 3.2, width: 2.4, sill: 0.5, head: 2.5 }],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [9.4, 0, 13.2, 5.8],
      wall: paint('#f2f0eb'),
      floor: stoneFloor,
      windows: [
        { side: 'E', at: 3.0, width: 1.6, sill: 1.05, head: 2.3 },
        { side: 'N', at: 11.1, width: 1.2, sill: 1.05, head: 2.3 },
      ],
    },
    {
      id: 'balcony',
      name: 'Balcony',
      rect: [1.0, 5.8, 8.4, 7.6],
      outdoor: true,
      covered: true,
      open: ['N'],
      wall: paint('#eceae4'),
      floor: tiles({ color: '#aaa59d', grout: '#8b867e', size: 0.6, vary: 0.05 }),
    },
  ],
  doors: [
    { rooms: ['living-room', 'balcony'], at: 4.7, width: 5.6, height: 2.5, kind: 'slider' },
    { rooms: ['living-room', 'kitchen'], at: 3.3, width: 2.6, height: 2.5, kind: 'opening' },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // A long sofa facing the TV on the south wall, armchairs either side, the dining table
    // between the seating and the kitchen.
    livingGroup(ctx.at(3.6, 3.9, 'S'), m, rng, {
      sofaWidth: 2.6,
      rugMaterial: rug({ field: '#e3ddd0', border: '#1f3a5a', accent: '#c9a24a' }),
      rugSize: [3.3, 2.3],
      armchairs: ['left', 'right'],
      lamp: null,
      plantSide: null,
      tableDistance: 1.45,
    });
    tvUnit(ctx.against('living-room', 'S', 3.6), m, { width: 2.2 });
    hangPicture(ctx, 'living-room', 'S', 6.2, 2, { y: 1.55, w: 1.0, h: 1.0 });
    bookshelf(ctx.against('living-room', 'S', 1.0), m, rng, { width: 1.2, height: 2.1 });
    diningGroup(ctx.at(7.3, 3.3, 'E'), m, {
      length: 2.0,
      width: 1.0,
      chairsPerSide: 3,
      ceiling: 2.8,
      pendants: 2,
    });
    sideboard(ctx.against('living-room', 'S', 7.6), m, { width: 1.6 });
    plant(ctx.at(0.45, 5.3, 'E'), m, rng, { height: 1.8, tall: true, pot: 0.24 });
    plant(ctx.at(8.9, 5.3, 'S'), m, rng, { height: 1.3 });
    downlights(ctx, 'living-room', 4, 2);

    // Kitchen: a run along the east wall under its window, tall units and the fridge on the
    // south wall, an island with stools facing the living room.
    kitchenRun(ctx.against('kitchen', 'E', 3.21), m, {
      length: 5.02,
      sinkAt: 0,
      hobAt: -1.5,
      skipUppers: [[-0.85, 0.85]],
      ceiling: 2.8,
    });
    kitchenRun(ctx.against('kitchen', 'N', 11.35), m, {
      length: 2.1,
      skipUppers: [[-1.05, 0.45]],
      ceiling: 2.8,
    });
    fridge(ctx.against('kitchen', 'S', 12.2), m, { width: 0.9, height: 2.0 });
    kitchenRun(ctx.against('kitchen', 'S', 10.8), m, { length: 1.8, ceiling: 2.8 });
    island(ctx.at(11.1, 2.9, 'W'), m, { length: 2.2, depth: 1.0, stools: 3 });
    for (const z of [2.3, 3.5]) pendant(ctx.at(11.1, z, 'N'), m, 2.8, 1.95, 0.13);
    downlights(ctx, 'kitchen', 2, 2);

    loungeChair(ctx.at(2.0, 7.4, 'S'), m);
    loungeChair(ctx.at(3.1, 7.4, 'S'), m);
    roundTable(ctx.at(2.55, 6.55, 'N'), m, { radius: 0.3, height: 0.45 });
    armchair(ctx.at(7.4, 6.6, 'W'), m, { pillow: m.pillows[1] });
    plant(ctx.at(8.0, 7.3, 'S'), m, rng, { height: 1.2 });
  },

  photos: [
    { room: 'living-room', position: [9.0, 1.5, 0.45], yaw: -50, pitch: -6 },
    { room: 'kitchen', position: [9.85, 1.5, 0.45], yaw: 38, pitch: -9 },
  ],
};

export default plan;
