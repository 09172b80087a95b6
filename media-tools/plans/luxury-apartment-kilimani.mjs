// @ts-check
// Luxury 3-bedroom apartment, 8th floor, Kilimani: open living/dining room onto a wide
// balcony facing the Ngong Hills, kitchen with quartz worktops and an island, en-suite master.
// South of them, for the floor plan: a corridor to the foyer and two more bedrooms.
//
//   z
//   ^        balcony (5.0-9.4)
//   |  +---------+---------------------+-------------+
//   |  | kitchen =  living / dining      =  bedroom    +--------+
//   |  |         |                     |             = bath   |
//   |  +---------+---------------------+-------------+--------+
//   +--------------------------------------------------------------> x

import {
  bathtub,
  bookshelf,
  floorLamp,
  fridge,
  island,
  kitchenRun,
  loungeChair,
  pendant,
  plant,
  roundTable,
  sideboard,
  toilet,
  towelRail,
  tvUnit,
  vanity,
  wardrobe,
  armchair,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#b8b0a3',
  cushion: '#c4bdb1',
  accents: ['#d1a03a', '#b4563a', '#2f6b70'],
  chair: '#2f6b70',
  wood: '#8a5f3c',
  cabinet: '#34424c',
  worktop: '#f1efea',
  bedding: '#ebe6dd',
  headboard: '#8c8378',
  windowFrame: '#2e3033',
  exterior: '#e4dccf',
});

const oak = woodFloor({ light: '#caa57b', dark: '#9c744d', along: 'x' });
const walls = paint('#efe9df');

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'luxury-apartment-kilimani',
  seed: 11,
  height: 2.75,
  environment: { kind: 'city', groundY: -24 },
  sun: { azimuth: -28, elevation: 40 },
  materials: m,
  rooms: [
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [0, 0, 3.8, 5.4],
      wall: walls,
      floor: tiles({ color: '#e4ded4', grout: '#bdb5a8', size: 0.6, vary: 0.03, gloss: 0.06 }),
      windows: [
        { side: 'N', at: 1.6, width: 1.4, sill: 1.05, head: 2.2 },
        { side: 'S', at: 2.2, width: 1.6, sill: 0.95, head: 2.3 },
      ],
    },
    {
      id: 'living-room',
      name: 'Living room',
      rect: [3.8, 0, 11.0, 5.4],
      wall: walls,
      accent: { side: 'E', material: paint('#cbbba6') },
      floor: oak,
      curtains: m.curtain,
      windows: [{ side: 'N', at: 10.1, width: 1.1, sill: 0.45, head: 2.4 }],
    },
    {
      id: 'main-bedroom',
      name: 'Main bedroom',
      rect: [11.0, 0, 15.0, 5.4],
      wall: paint('#ece4d8'),
      accent: { side: 'S', material: paint('#9fae9e') },
      floor: oak,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 13.0, width: 1.8, sill: 0.6, head: 2.35 },
        { side: 'E', at: 4.25, width: 1.0, sill: 0.9, head: 2.3 },
      ],
    },
    {
      id: 'bathroom',
      name: 'Bathroom',
      rect: [15.0, 0, 17.4, 3.0],
      wall: tiles({ color: '#ece8e1', grout: '#d3cec5', size: 0.3, sizeV: 0.6, vary: 0.02 }),
      accent: {
        side: 'E',
        material: tiles({ color: '#c9c2b8', grout: '#b0a89c', size: 0.6, veins: 0.25, vary: 0.02 }),
      },
      floor: tiles({ color: '#8e8a84', grout: '#6d6964', size: 0.6, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'E', at: 1.3, width: 0.9, sill: 1.25, head: 2.1 }],
    },
    {
      id: 'balcony',
      name: 'Balcony',
      rect: [5.0, 5.4, 9.4, 7.0],
      outdoor: true,
      covered: true,
      open: ['N'],
      wall: paint('#e4dccf'),
      floor: tiles({ color: '#b9aa96', grout: '#8f8474', size: 0.6, vary: 0.05 }),
    },
    // The rest of the flat, for the floor plan: a corridor along the south side with the other
    // two bedrooms off it. Modelled, so what the living room's panorama shows through its door
    // is true, but not furnished: none of these rooms is photographed.
    {
      id: 'corridor',
      name: 'Corridor',
      rect: [3.8, -1.6, 17.4, 0],
      wall: walls,
      floor: oak,
    },
    {
      id: 'foyer',
      name: 'Foyer',
      rect: [3.8, -6.4, 6.2, -1.6],
      wall: walls,
      floor: tiles({ color: '#e4ded4', grout: '#bdb5a8', size: 0.6, vary: 0.03 }),
    },
    {
      id: 'bedroom-2',
      name: 'Bedroom 2',
      rect: [6.2, -6.4, 9.8, -1.6],
      wall: paint('#ece4d8'),
      floor: oak,
      windows: [{ side: 'S', at: 8.0, width: 1.6, sill: 0.6, head: 2.35 }],
    },
    {
      id: 'bathroom-2',
      name: 'Bathroom 2',
      rect: [9.8, -6.4, 12.2, -3.8],
      wall: tiles({ color: '#ece8e1', grout: '#d3cec5', size: 0.3, sizeV: 0.6, vary: 0.02 }),
      floor: tiles({ color: '#8e8a84', grout: '#6d6964', size: 0.6, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'S', at: 11.0, width: 0.8, sill: 1.25, head: 2.1 }],
    },
    {
      id: 'laundry',
      name: 'Laundry',
      rect: [9.8, -3.8, 12.2, -1.6],
      wall: walls,
      floor: tiles({ color: '#8e8a84', grout: '#6d6964', size: 0.6, vary: 0.03 }),
      skirting: false,
    },
    {
      id: 'bedroom-3',
      name: 'Bedroom 3',
      rect: [12.2, -6.4, 15.2, -1.6],
      wall: paint('#ece4d8'),
      floor: oak,
      windows: [{ side: 'S', at: 13.7, width: 1.4, sill: 0.6, head: 2.35 }],
    },
    {
      id: 'bathroom-3',
      name: 'Bathroom 3',
      rect: [15.2, -6.4, 17.4, -3.8],
      wall: tiles({ color: '#ece8e1', grout: '#d3cec5', size: 0.3, sizeV: 0.6, vary: 0.02 }),
      floor: tiles({ color: '#8e8a84', grout: '#6d6964', size: 0.6, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'E', at: -5.1, width: 0.8, sill: 1.25, head: 2.1 }],
    },
    {
      id: 'store',
      name: 'Store',
      rect: [15.2, -3.8, 17.4, -1.6],
      wall: walls,
      floor: oak,
    },
  ],
  doors: [
    { rooms: ['kitchen', 'living-room'], at: 2.2, width: 1.6, height: 2.4, kind: 'opening' },
    { rooms: ['living-room', 'balcony'], at: 7.2, width: 3.0, height: 2.4, kind: 'slider' },
    {
      rooms: ['living-room', 'main-bedroom'],
      at: 4.5,
      width: 0.9,
      leaf: { into: 'main-bedroom', hinge: 'end' },
    },
    { rooms: ['main-bedroom', 'bathroom'], at: 1.5, width: 0.8 },
    { rooms: ['living-room', 'corridor'], at: 4.5, width: 0.9 },
    { rooms: ['corridor', 'foyer'], at: 5.0, width: 1.2, kind: 'opening' },
    { rooms: ['corridor', 'bedroom-2'], at: 8.0, width: 0.9 },
    { rooms: ['corridor', 'laundry'], at: 11.0, width: 0.8 },
    { rooms: ['corridor', 'bedroom-3'], at: 13.7, width: 0.9 },
    { rooms: ['corridor', 'store'], at: 16.3, width: 0.8 },
    { rooms: ['bedroom-2', 'bathroom-2'], at: -5.1, width: 0.8 },
    { rooms: ['bedroom-3', 'bathroom-3'], at: -5.1, width: 0.8 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Living room: seating faces the TV on the east wall, dining table towards the kitchen.
    livingGroup(ctx.at(7.7, 2.5, 'E'), m, rng, {
      sofaWidth: 2.4,
      rugMaterial: rug({ field: '#ddd3c2', border: '#7d5b45', accent: '#b4563a' }),
      lamp: null,
      plantSide: null,
    });
    tvUnit(ctx.against('living-room', 'E', 2.5), m, { width: 2.0 });
    floorLamp(ctx.at(7.25, 0.42, 'N'), m);
    diningGroup(ctx.at(5.6, 2.6, 'N'), m, { length: 1.9, ceiling: 2.75 });
    sideboard(ctx.against('living-room', 'S', 5.6), m);
    hangPicture(ctx, 'living-room', 'S', 5.6, 1, { y: 1.6, w: 1.1, h: 0.8 });
    bookshelf(ctx.against('living-room', 'S', 8.0), m, rng, { width: 1.0, height: 2.0 });
    plant(ctx.at(4.35, 4.85, 'S'), m, rng, { height: 1.8, tall: true, pot: 0.22 });
    plant(ctx.at(10.45, 0.5, 'S'), m, rng, { height: 1.3 });
    hangPicture(ctx, 'living-room', 'W', 4.4, 3, { y: 1.55, w: 0.6, h: 0.8 });
    downlights(ctx, 'living-room', 3, 2);

    // Kitchen: L-shaped run under the window and along the west wall, island in the middle.
    kitchenRun(ctx.against('kitchen', 'N', 1.9), m, {
      length: 3.65,
      sinkAt: 0.3,
      skipUppers: [[-0.45, 1.05]],
      ceiling: 2.75,
    });
    kitchenRun(ctx.against('kitchen', 'W', 2.8), m, { length: 3.8, hobAt: 0, ceiling: 2.75 });
    fridge(ctx.against('kitchen', 'W', 0.47), m);
    island(ctx.at(2.2, 2.8, 'E'), m, { length: 2.0, stools: 3 });
    for (const z of [2.3, 3.3]) pendant(ctx.at(2.2, z, 'N'), m, 2.75, 1.95, 0.12);
    downlights(ctx, 'kitchen', 2, 2);

    // Main bedroom.
    bedroomGroup(ctx.against('main-bedroom', 'S', 13.0), m, {
      bedWidth: 1.8,
      rugMaterial: rug({ field: '#e6ddd0', border: '#a39583', accent: '#6c7f6c' }),
    });
    hangPicture(ctx, 'main-bedroom', 'S', 13.0, 2, { y: 1.75, w: 1.2, h: 0.55 });
    wardrobe(ctx.against('main-bedroom', 'W', 2.2), m, { width: 2.0 });
    armchair(ctx.at(14.75, 3.0, 'W'), m, { pillow: m.pillows[0] });
    plant(ctx.at(11.5, 3.62, 'E'), m, rng, { height: 1.2 });
    downlights(ctx, 'main-bedroom', 2, 2);

    // Bathroom.
    bathtub(ctx.against('bathroom', 'E', 1.2), m);
    vanity(ctx.against('bathroom', 'N', 16.05), m);
    toilet(ctx.against('bathroom', 'W', 2.45), m);
    towelRail(ctx.against('bathroom', 'S', 15.9), m);
    downlights(ctx, 'bathroom', 1, 2);

    // Balcony.
    loungeChair(ctx.at(5.9, 6.8, 'S'), m);
    loungeChair(ctx.at(7.3, 6.8, 'S'), m);
    roundTable(ctx.at(6.6, 5.95, 'N'), m, { radius: 0.3, height: 0.45 });
    plant(ctx.at(8.9, 6.5, 'S'), m, rng, { height: 1.2 });
    plant(ctx.at(5.45, 5.9, 'S'), m, rng, { height: 0.9, pot: 0.16 });
  },

  // The flat is on one level; its front door opens from the lift lobby into the foyer.
  floorPlan: {
    ground: 'Apartment',
    entrance: { room: 'foyer', side: 'S', at: 5.0, width: 1.0 },
  },

  photos: [
    { room: 'living-room', position: [10.5, 1.5, 0.5], yaw: -58, pitch: -6 },
    { room: 'living-room', position: [4.2, 1.5, 0.45], yaw: 42, pitch: -5 },
    { room: 'kitchen', position: [3.45, 1.5, 0.4], yaw: -38, pitch: -7 },
    { room: 'main-bedroom', position: [14.6, 1.5, 5.0], yaw: -140, pitch: -7 },
    { room: 'bathroom', position: [15.3, 1.5, 0.3], yaw: 38, pitch: -9 },
  ],
  tour: [
    { room: 'living-room', yaw: 0 },
    { room: 'kitchen', yaw: 0, at: [1.2, 2.7] },
    { room: 'main-bedroom', yaw: 180, at: [13.0, 3.4] },
  ],
  video: {
    keys: [
      { at: [5.0, 4.25], yaw: 62 },
      { at: [6.9, 4.3], yaw: 100 },
      { at: [9.2, 4.45], yaw: 108 },
      { at: [10.5, 4.5], yaw: 92 },
      { at: [11.6, 4.3], yaw: 130 },
      { at: [12.5, 3.75], yaw: 165 },
    ],
  },
};

export default plan;
