// @ts-check
// Penthouse in Riverside: double-height living and dining room with full-height glazing, a
// private roof terrace with a pergola, an open kitchen with an island, main bedroom and bath.
// South of them, for the floor plan: the hall with the stairs, a courtyard and two bedrooms;
// a family room and a fourth bedroom on the upper floor (floorPlan).
//
//   z              roof terrace (pergola over the west half)
//   ^  +-----------+=====----------------+-------------+
//   |  | bedroom   =  living / dining     =  kitchen    |
//   |  +--=--+-----+  (double height)     |             |
//   |  | bath |    +---------------------+-------------+
//   +-----------------------------------------------------> x

import {
  armchair,
  bathtub,
  fridge,
  island,
  kitchenRun,
  loungeChair,
  pendant,
  plant,
  roundTable,
  shower,
  sideboard,
  toilet,
  vanity,
  wardrobe,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#e1dbcf',
  cushion: '#e9e4da',
  accents: ['#b48a55', '#2f4858', '#8c4a3a'],
  chair: '#2f4858',
  wood: '#5a3d2b',
  cabinet: '#2c2e31',
  worktop: '#efede8',
  bedding: '#efece6',
  headboard: '#3f4a52',
  windowFrame: '#232426',
  diningChair: '#d8cfc0',
  tableLegs: '#1e1e20',
  pendant: '#c9a25e',
  exterior: '#d6d3cd',
});

const marble = tiles({
  color: '#ebe7e0',
  grout: '#d6d0c6',
  size: 0.9,
  veins: 0.35,
  vary: 0.02,
  gloss: 0.1,
});

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'penthouse-riverside',
  seed: 41,
  height: 3.2,
  environment: { kind: 'city', groundY: -72 },
  sun: { azimuth: 20, elevation: 38 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 8.4, 6.6],
      height: 5.4,
      wall: paint('#f2efea'),
      accent: { side: 'W', material: paint('#5b6168') },
      floor: marble,
      windows: [
        { side: 'N', at: 6.4, width: 3.0, sill: 0.25, head: 5.0 },
        { side: 'S', at: 4.6, width: 2.6, sill: 0.25, head: 5.0 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [8.4, 0, 12.8, 6.6],
      wall: paint('#f2efea'),
      floor: marble,
      windows: [
        { side: 'N', at: 10.6, width: 2.0, sill: 1.0, head: 2.5 },
        { side: 'E', at: 3.3, width: 1.6, sill: 1.0, head: 2.5 },
      ],
    },
    {
      id: 'main-bedroom',
      name: 'Main bedroom',
      rect: [-4.8, 0, 0, 6.6],
      wall: paint('#efebe5'),
      accent: { side: 'S', material: paint('#c9b8a3') },
      floor: woodFloor({ light: '#a47a52', dark: '#77543a', along: 'x' }),
      curtains: m.curtain,
      windows: [
        { side: 'N', at: -2.4, width: 2.0, sill: 0.5, head: 2.7 },
        { side: 'W', at: 3.0, width: 1.4, sill: 0.6, head: 2.6 },
      ],
    },
    {
      id: 'bathroom',
      name: 'Bathroom',
      rect: [-4.8, -3.0, -1.6, 0],
      wall: tiles({
        color: '#e9e5de',
        grout: '#d8d2c8',
        size: 0.6,
        sizeV: 1.2,
        veins: 0.3,
        vary: 0.02,
      }),
      accent: {
        side: 'S',
        material: tiles({ color: '#3b3d40', grout: '#2c2d30', size: 0.6, sizeV: 1.2, vary: 0.04 }),
      },
      floor: tiles({ color: '#3e4043', grout: '#2f3033', size: 0.6, vary: 0.04, gloss: 0.08 }),
      skirting: false,
      windows: [
        { side: 'S', at: -3.0, width: 1.4, sill: 1.1, head: 2.4 },
        { side: 'W', at: -1.5, width: 1.0, sill: 1.3, head: 2.3 },
      ],
    },
    {
      id: 'terrace',
      name: 'Roof terrace',
      rect: [0, 6.6, 8.4, 10.6],
      outdoor: true,
      open: ['N', 'E', 'W'],
      wall: paint('#d6d3cd'),
      floor: woodFloor({
        light: '#9b8670',
        dark: '#6f5d4b',
        plankWidth: 0.14,
        plankLength: 2.4,
        along: 'x',
      }),
    },
    // The rest of the penthouse, for the floor plan: a hall with the stairs up, a courtyard
    // that keeps the living room's tall south window open to the sky, and two bedrooms. Modelled,
    // so what the living room's panorama shows through the hall door is true, but not
    // furnished: none of these rooms is photographed.
    {
      id: 'hall',
      name: 'Hall',
      rect: [6.2, -6.6, 8.4, 0],
      wall: paint('#ece7df'),
      floor: marble,
    },
    {
      id: 'courtyard',
      name: 'Courtyard',
      rect: [1.6, -2.4, 6.2, 0],
      outdoor: true,
      // Walled by the rooms round it; no parapet of its own across the living room's window.
      open: ['N', 'E', 'S', 'W'],
      railing: false,
      wall: paint('#e2ddd4'),
      floor: tiles({ color: '#a9a197', grout: '#857d73', size: 0.6, vary: 0.05 }),
    },
    {
      id: 'corridor',
      name: 'Corridor',
      rect: [1.6, -4.0, 6.2, -2.4],
      wall: paint('#ece7df'),
      floor: marble,
    },
    {
      id: 'bedroom-2',
      name: 'Bedroom 2',
      rect: [-1.6, -6.6, 1.6, 0],
      wall: paint('#ece7df'),
      floor: marble,
      windows: [{ side: 'S', at: 0, width: 1.6, sill: 0.5, head: 2.7 }],
    },
    {
      id: 'bathroom-2',
      name: 'Bathroom 2',
      rect: [1.6, -6.6, 4.0, -4.0],
      wall: paint('#ece7df'),
      floor: marble,
      skirting: false,
      windows: [{ side: 'S', at: 2.8, width: 0.8, sill: 1.3, head: 2.3 }],
    },
    {
      id: 'laundry',
      name: 'Laundry',
      rect: [4.0, -6.6, 6.2, -4.0],
      wall: paint('#ece7df'),
      floor: marble,
      skirting: false,
    },
    {
      id: 'bedroom-3',
      name: 'Bedroom 3',
      rect: [8.4, -4.2, 12.8, 0],
      wall: paint('#ece7df'),
      floor: marble,
      windows: [{ side: 'E', at: -2.1, width: 1.6, sill: 0.5, head: 2.7 }],
    },
    {
      id: 'store',
      name: 'Store',
      rect: [8.4, -6.6, 10.4, -4.2],
      wall: paint('#ece7df'),
      floor: marble,
    },
    {
      id: 'bathroom-3',
      name: 'Bathroom 3',
      rect: [10.4, -6.6, 12.8, -4.2],
      wall: paint('#ece7df'),
      floor: marble,
      skirting: false,
      windows: [{ side: 'S', at: 11.6, width: 0.8, sill: 1.3, head: 2.3 }],
    },
  ],
  doors: [
    { rooms: ['living-room', 'terrace'], at: 3.0, width: 3.0, height: 2.7, kind: 'slider' },
    { rooms: ['living-room', 'kitchen'], at: 2.4, width: 2.4, height: 2.7, kind: 'opening' },
    {
      rooms: ['living-room', 'main-bedroom'],
      at: 5.4,
      width: 1.0,
      height: 2.3,
      leaf: { into: 'main-bedroom', hinge: 'end' },
    },
    { rooms: ['main-bedroom', 'bathroom'], at: -4.25, width: 0.8 },
    { rooms: ['living-room', 'hall'], at: 7.0, width: 0.9 },
    { rooms: ['hall', 'corridor'], at: -3.2, width: 0.9 },
    { rooms: ['corridor', 'bedroom-2'], at: -3.2, width: 0.9 },
    { rooms: ['bedroom-2', 'bathroom-2'], at: -5.3, width: 0.8 },
    { rooms: ['corridor', 'laundry'], at: 5.1, width: 0.8 },
    { rooms: ['hall', 'bedroom-3'], at: -2.1, width: 0.9 },
    { rooms: ['hall', 'store'], at: -5.4, width: 0.8 },
    { rooms: ['bedroom-3', 'bathroom-3'], at: 11.6, width: 0.8 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Double-height living room: seating faces the view, long dining table by the terrace.
    livingGroup(ctx.at(5.2, 1.2, 'N'), m, rng, {
      sofaWidth: 2.6,
      rugMaterial: rug({ field: '#d9d1c4', border: '#2f4858', accent: '#b48a55' }),
      rugSize: [3.4, 2.4],
      armchairs: ['left', 'right'],
      lamp: null,
      plantSide: null,
    });
    diningGroup(ctx.at(2.2, 4.4, 'N'), m, {
      length: 2.6,
      width: 1.0,
      chairsPerSide: 4,
      ceiling: 5.4,
      pendants: 3,
    });
    hangPicture(ctx, 'living-room', 'W', 2.6, 0, { y: 2.3, w: 1.8, h: 1.2 });
    sideboard(ctx.against('living-room', 'S', 1.6), m, { width: 2.0 });
    plant(ctx.at(7.9, 0.55, 'N'), m, rng, { height: 2.2, tall: true, pot: 0.26 });
    plant(ctx.at(0.55, 6.05, 'S'), m, rng, { height: 1.6, tall: true, pot: 0.22 });
    downlights(ctx, 'living-room', 3, 2);

    // Kitchen: long run on the east wall, island with stools facing the living room.
    kitchenRun(ctx.against('kitchen', 'E', 3.7), m, {
      length: 5.6,
      sinkAt: -0.4,
      hobAt: 1.7,
      skipUppers: [[-1.25, 0.45]],
      ceiling: 3.2,
    });
    fridge(ctx.against('kitchen', 'E', 0.47), m, { width: 0.75, height: 2.0 });
    island(ctx.at(10.4, 3.3, 'W'), m, { length: 2.4, stools: 3 });
    for (const z of [2.7, 3.9]) pendant(ctx.at(10.4, z, 'N'), m, 3.2, 2.05, 0.12);
    wardrobe(ctx.against('kitchen', 'N', 9.05), m, { width: 1.0, height: 2.3 });
    downlights(ctx, 'kitchen', 2, 3);

    // Main bedroom.
    bedroomGroup(ctx.against('main-bedroom', 'S', -2.2), m, {
      bedWidth: 1.8,
      rugMaterial: rug({ field: '#e3dbd0', border: '#3f4a52', accent: '#b48a55' }),
    });
    hangPicture(ctx, 'main-bedroom', 'S', -2.2, 3, { y: 1.85, w: 1.3, h: 0.6 });
    wardrobe(ctx.against('main-bedroom', 'W', 5.0), m, { width: 2.0, height: 2.5 });
    armchair(ctx.against('main-bedroom', 'E', 3.6), m, { pillow: m.pillows[0] });
    downlights(ctx, 'main-bedroom', 2, 2);

    // Bathroom.
    bathtub(ctx.against('bathroom', 'S', -3.0), m);
    vanity(ctx.against('bathroom', 'E', -1.4), m, { width: 1.3 });
    toilet(ctx.against('bathroom', 'W', -1.6), m);
    shower(ctx.against('bathroom', 'N', -2.7), m, { width: 1.0 });
    downlights(ctx, 'bathroom', 1, 2);

    // Terrace: pergola over the west half, loungers and planters.
    const posts = [
      [0.25, 6.85],
      [4.3, 6.85],
      [0.25, 10.35],
      [4.3, 10.35],
    ];
    for (const [x, z] of posts)
      ctx.at(x, z, 'N').box(-0.07, 0, -0.07, 0.07, 2.75, 0.07, m.outdoorFrame);
    for (const z of [6.85, 10.35])
      ctx.at(2.275, z, 'N').box(-2.15, 2.6, -0.05, 2.15, 2.75, 0.05, m.outdoorFrame);
    for (let i = 0; i < 10; i++) {
      const x = 0.25 + (i * 4.05) / 9;
      ctx.at(x, 8.6, 'N').box(-0.035, 2.75, -1.85, 0.035, 2.87, 1.85, m.outdoorFrame);
    }
    loungeChair(ctx.at(1.3, 8.3, 'N'), m);
    loungeChair(ctx.at(2.6, 8.3, 'N'), m);
    roundTable(ctx.at(1.95, 9.6, 'N'), m, { radius: 0.35, height: 0.5 });
    for (const [x, z] of [
      [7.9, 7.1],
      [7.9, 10.1],
      [5.2, 10.2],
    ]) {
      plant(ctx.at(x, z, 'S'), m, rng, { height: 1.3, pot: 0.28 });
    }
  },

  // The penthouse is on two levels: the upper one, over the kitchen and the bedroom wing, is
  // reached by the stairs in the hall and seen by no panorama (floorplan.mjs).
  floorPlan: {
    entrance: { room: 'hall', side: 'S', at: 7.75, width: 1.0 },
    stairs: [{ rect: [6.2, -6.4, 7.2, -4.0], up: 'S' }],
    upper: [
      {
        id: 'upper',
        name: 'Upper floor',
        rooms: [
          { id: 'landing', name: 'Landing', rect: [6.2, -6.6, 8.4, 0] },
          { id: 'corridor', name: 'Corridor', rect: [8.4, -2.0, 10.4, 0] },
          {
            id: 'family-room',
            name: 'Family room',
            rect: [8.4, 0, 12.8, 6.6],
            windows: [
              { side: 'N', at: 10.6, width: 2.0 },
              { side: 'E', at: 3.3, width: 1.6 },
            ],
          },
          {
            id: 'bedroom-4',
            name: 'Bedroom 4',
            rect: [8.4, -6.6, 12.8, -2.0],
            windows: [
              { side: 'E', at: -4.3, width: 1.6 },
              { side: 'S', at: 10.6, width: 1.4 },
            ],
          },
          {
            id: 'bathroom-4',
            name: 'Bathroom 4',
            rect: [10.4, -2.0, 12.8, 0],
            windows: [{ side: 'E', at: -1.0, width: 0.8 }],
          },
        ],
        doors: [
          { rooms: ['landing', 'corridor'], at: -1.0, width: 0.9, kind: 'opening' },
          { rooms: ['corridor', 'family-room'], at: 9.4, width: 1.2, kind: 'opening' },
          { rooms: ['corridor', 'bedroom-4'], at: 9.4, width: 0.9 },
          { rooms: ['bedroom-4', 'bathroom-4'], at: 11.6, width: 0.8 },
        ],
        stairs: [{ rect: [6.2, -6.4, 7.2, -4.0], up: 'S' }],
      },
    ],
  },

  photos: [
    { room: 'living-room', position: [8.0, 1.5, 6.15], yaw: -122, pitch: -2 },
    { room: 'terrace', position: [0.55, 1.5, 6.95], yaw: 48, pitch: -4 },
    { room: 'kitchen', position: [8.85, 1.5, 5.6], yaw: 140, pitch: -8 },
    { room: 'main-bedroom', position: [-1.35, 1.5, 6.2], yaw: -152, pitch: -7 },
    { room: 'bathroom', position: [-4.35, 1.5, -0.35], yaw: 140, pitch: -10 },
  ],
  tour: [
    { room: 'living-room', yaw: 0 },
    { room: 'kitchen', yaw: 160, at: [9.2, 5.3] },
    { room: 'main-bedroom', yaw: 180, at: [-2.4, 3.6] },
  ],
  video: {
    keys: [
      { at: [10.0, 1.0], yaw: -20 },
      { at: [9.2, 2.0], yaw: -60 },
      { at: [8.4, 2.6], yaw: -85 },
      { at: [7.2, 3.8], yaw: -65 },
      { at: [5.0, 5.6], yaw: -40 },
      { at: [3.7, 6.8], yaw: -22 },
      { at: [3.6, 7.6], yaw: -42 },
    ],
  },
};

export default plan;
