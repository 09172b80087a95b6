// @ts-check
// Compact studio in Westlands: one main room with a living area, a kitchenette and a sleeping
// area screened by a shelving unit, a shower room, and a small balcony over the street.
//
//   z        balcony
//   ^  +---------=======-------------------------+
//   |  | living area |  shelving |  sleeping area |
//   |  +--=--+-------kitchenette-----------------+
//   |  | shower room |
//   +---------------------------------------------------> x

import {
  bookshelf,
  fridge,
  kitchenRun,
  loungeChair,
  plant,
  roundTable,
  shower,
  toilet,
  towelRail,
  vanity,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#8a949a',
  cushion: '#97a0a5',
  accents: ['#e3a13b', '#c55b3d', '#ede6d8'],
  wood: '#b58d62',
  cabinet: '#f2f0eb',
  worktop: '#e6e1d8',
  bedding: '#dde3e6',
  headboard: '#6d7b82',
  windowFrame: '#2f3134',
  diningChair: '#2f3134',
  tableLegs: '#2b2b2d',
  exterior: '#dcd6cc',
});

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'studio-apartment-westlands',
  seed: 37,
  height: 2.6,
  environment: { kind: 'city', groundY: -18, canopy: 0.43 },
  sun: { azimuth: 35, elevation: 36 },
  materials: m,
  rooms: [
    {
      id: 'studio',
      name: 'Studio',
      rect: [0, 0, 7.8, 5.0],
      wall: paint('#f1eee8'),
      accent: { side: 'W', material: paint('#56737a') },
      floor: woodFloor({ light: '#d6b88f', dark: '#b08b61', along: 'z' }),
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 6.6, width: 1.2, sill: 0.6, head: 2.3 },
        { side: 'W', at: 1.0, width: 0.9, sill: 0.9, head: 2.3 },
      ],
    },
    {
      id: 'shower-room',
      name: 'Shower room',
      rect: [0, -2.4, 2.4, 0],
      wall: tiles({ color: '#f0eeea', grout: '#d9d5ce', size: 0.6, sizeV: 0.3, vary: 0.02 }),
      floor: tiles({ color: '#9a958e', grout: '#7b766f', size: 0.3, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'W', at: -1.2, width: 0.8, sill: 1.4, head: 2.1 }],
    },
    {
      id: 'balcony',
      name: 'Balcony',
      rect: [0.8, 5.0, 4.0, 6.4],
      outdoor: true,
      covered: true,
      open: ['N'],
      wall: paint('#dcd6cc'),
      floor: tiles({ color: '#a9a39a', grout: '#85807a', size: 0.4, vary: 0.05 }),
    },
  ],
  doors: [
    { rooms: ['studio', 'balcony'], at: 2.4, width: 2.2, height: 2.35, kind: 'slider' },
    { rooms: ['studio', 'shower-room'], at: 0.9, width: 0.8 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    livingGroup(ctx.against('studio', 'W', 3.0), m, rng, {
      sofaWidth: 2.0,
      rugMaterial: rug({ field: '#e9e2d4', border: '#56737a', accent: '#e3a13b' }),
      rugSize: [2.4, 1.7],
      armchairs: [],
    });
    hangPicture(ctx, 'studio', 'W', 3.0, 2, { y: 1.6, w: 0.9, h: 0.6 });
    // Shelving between the living and sleeping areas.
    bookshelf(ctx.at(5.0, 2.6, 'W'), m, rng, { width: 2.0, height: 1.9 });
    bedroomGroup(ctx.against('studio', 'E', 2.6), m, {
      bedWidth: 1.6,
      bench: false,
      rugMaterial: null,
    });
    hangPicture(ctx, 'studio', 'E', 2.6, 3, { y: 1.75, w: 0.9, h: 0.5 });
    kitchenRun(ctx.against('studio', 'S', 3.2), m, {
      length: 2.6,
      sinkAt: -0.6,
      hobAt: 0.8,
      ceiling: 2.6,
    });
    fridge(ctx.against('studio', 'S', 4.95), m, { width: 0.7, height: 1.85 });
    diningGroup(ctx.at(3.0, 2.2, 'N'), m, {
      length: 1.0,
      width: 0.7,
      chairsPerSide: 1,
      ceiling: 2.6,
      pendants: 1,
    });
    downlights(ctx, 'studio', 3, 2);

    shower(ctx.against('shower-room', 'S', 0.62), m, { width: 1.0 });
    vanity(ctx.against('shower-room', 'E', -0.95), m, { width: 0.8 });
    toilet(ctx.against('shower-room', 'S', 1.8), m);
    towelRail(ctx.against('shower-room', 'W', -0.55), m);
    downlights(ctx, 'shower-room', 1, 1);

    loungeChair(ctx.at(0.95, 5.75, 'E'), m);
    roundTable(ctx.at(1.95, 6.0, 'N'), m, { radius: 0.25, height: 0.45 });
    plant(ctx.at(3.55, 6.0, 'S'), m, rng, { height: 1.0 });
  },

  photos: [
    { room: 'studio', position: [4.3, 1.5, 4.55], yaw: -122, pitch: -7 },
    { room: 'studio', position: [4.25, 1.5, 4.6], yaw: 128, pitch: -7 },
    { room: 'studio', position: [1.6, 1.5, 4.4], yaw: 150, pitch: -8 },
    { room: 'shower-room', position: [0.4, 1.5, -0.3], yaw: 140, pitch: -12 },
  ],
  video: {
    // Through the right-hand pane of the balcony door: the middle of it has a mullion.
    keys: [
      { at: [7.0, 4.45], yaw: -80 },
      { at: [5.3, 4.3], yaw: -88 },
      { at: [3.7, 4.1], yaw: -72 },
      { at: [2.95, 4.45], yaw: -30 },
      { at: [2.95, 5.35], yaw: -18 },
      { at: [2.85, 5.75], yaw: -28 },
    ],
  },
};

export default plan;
