// @ts-check
// Stone-built family home in Karen: reception room with a fireplace opening onto a covered
// veranda and the garden, a family kitchen with a farmhouse table, main bedroom with en suite.
// South of them, for the floor plan: the hall with the stairs, a dining room and a second
// bedroom either side of a courtyard; four more bedrooms upstairs (floorPlan).
//
//   z            veranda (open to the garden)
//   ^  +------------+---------------------+-----------+
//   |  | bedroom    =  living room         =  kitchen  |
//   |  +--=---+-----+                     |           |
//   |  | bath |     +---------------------+-----------+
//   +-------------------------------------------------------> x

import {
  armchair,
  bathtub,
  bookshelf,
  fireplace,
  floorLamp,
  fridge,
  kitchenRun,
  loungeChair,
  plant,
  roundTable,
  sideboard,
  toilet,
  towelRail,
  vanity,
  wallShelf,
  wardrobe,
} from '../furniture.mjs';
import { paint, rug, stone, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#cbbda6',
  cushion: '#d6cab6',
  accents: ['#a34a2a', '#d9a441', '#3e5c4a'],
  chair: '#7a4b33',
  wood: '#6e4a30',
  cabinet: '#8a9a80',
  worktop: '#e3dccf',
  bedding: '#efe9df',
  headboard: '#a08f7a',
  windowFrame: '#f1eee8',
  door: '#7a5338',
  stone: '#b3a38c',
  diningChair: '#e2d7c4',
  exterior: '#d9cdb9',
  splashback: '#efe7da',
});

const hardwood = woodFloor({
  light: '#9a6d45',
  dark: '#6b4529',
  plankWidth: 0.14,
  plankLength: 1.1,
  along: 'z',
});
const cream = paint('#efe6d6');

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'family-home-karen',
  seed: 23,
  height: 2.9,
  environment: { kind: 'garden', groundY: -0.45 },
  sun: { azimuth: 25, elevation: 36 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 7.2, 6.0],
      wall: cream,
      accent: { side: 'W', material: paint('#e3d6c2') },
      floor: hardwood,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 0.95, width: 1.1, sill: 0.5, head: 2.45 },
        { side: 'N', at: 6.2, width: 1.3, sill: 0.5, head: 2.45 },
        { side: 'S', at: 3.6, width: 1.8, sill: 0.6, head: 2.45 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [7.2, 0, 11.6, 6.0],
      wall: paint('#f1ebe0'),
      floor: tiles({ color: '#c9b59a', grout: '#a3927b', size: 0.45, vary: 0.06 }),
      windows: [
        { side: 'E', at: 3.0, width: 1.6, sill: 1.0, head: 2.3 },
        { side: 'N', at: 9.2, width: 1.2, sill: 1.0, head: 2.3 },
      ],
    },
    {
      id: 'main-bedroom',
      name: 'Main bedroom',
      rect: [-4.6, 0, 0, 6.0],
      wall: paint('#eee6da'),
      accent: { side: 'E', material: paint('#c7b49b') },
      floor: hardwood,
      curtains: m.curtain,
      windows: [
        { side: 'W', at: 3.0, width: 1.6, sill: 0.6, head: 2.4 },
        { side: 'N', at: -2.3, width: 1.4, sill: 0.6, head: 2.4 },
      ],
    },
    {
      id: 'bathroom',
      name: 'Bathroom',
      rect: [-4.6, -2.6, -1.6, 0],
      wall: tiles({ color: '#eee9e0', grout: '#d4cdc1', size: 0.2, sizeV: 0.1, vary: 0.03 }),
      floor: tiles({ color: '#d8cfc2', grout: '#b3aa9d', size: 0.4, veins: 0.2, vary: 0.03 }),
      skirting: false,
      windows: [
        { side: 'W', at: -1.4, width: 1.0, sill: 1.3, head: 2.2 },
        { side: 'S', at: -3.6, width: 0.9, sill: 1.3, head: 2.2 },
      ],
    },
    {
      id: 'veranda',
      name: 'Veranda',
      rect: [0, 6.0, 7.2, 8.8],
      outdoor: true,
      covered: true,
      open: ['N', 'E', 'W'],
      railing: false,
      wall: stone('#b8a68c'),
      ceiling: paint('#efe9df'),
      floor: tiles({ color: '#b0643f', grout: '#8a4e33', size: 0.33, vary: 0.08 }),
    },
    // The rest of the house, for the floor plan. Modelled (walls, floors, windows) so what a
    // panorama shows through the hall door is true, but not furnished: none is photographed.
    // The wing stands either side of a courtyard that keeps the living room's south window open.
    {
      id: 'dining-room',
      name: 'Dining room',
      rect: [-1.6, -8.4, 2.4, 0],
      wall: cream,
      floor: hardwood,
      windows: [
        { side: 'W', at: -5.5, width: 1.6, sill: 0.6, head: 2.4 },
        { side: 'S', at: 0.4, width: 1.6, sill: 0.6, head: 2.4 },
      ],
    },
    {
      id: 'corridor',
      name: 'Corridor',
      rect: [2.4, -8.4, 4.8, -3.0],
      wall: cream,
      floor: hardwood,
      windows: [{ side: 'S', at: 3.6, width: 1.2, sill: 0.9, head: 2.3 }],
    },
    {
      id: 'courtyard',
      name: 'Courtyard',
      rect: [2.4, -3.0, 4.8, 0],
      outdoor: true,
      // Walled by the rooms round it; no parapet of its own across the living room's window.
      open: ['N', 'E', 'S', 'W'],
      railing: false,
      wall: stone('#b8a68c'),
      floor: tiles({ color: '#b0643f', grout: '#8a4e33', size: 0.33, vary: 0.08 }),
    },
    {
      id: 'hall',
      name: 'Hall',
      rect: [4.8, -8.4, 7.2, 0],
      wall: cream,
      floor: tiles({ color: '#c9b59a', grout: '#a3927b', size: 0.45, vary: 0.06 }),
    },
    {
      id: 'bedroom-2',
      name: 'Bedroom 2',
      rect: [7.2, -5.2, 12.8, 0],
      wall: paint('#eee6da'),
      floor: hardwood,
      windows: [{ side: 'E', at: -2.6, width: 1.6, sill: 0.6, head: 2.4 }],
    },
    {
      id: 'laundry',
      name: 'Laundry',
      rect: [7.2, -8.4, 10.0, -5.2],
      wall: paint('#f1ebe0'),
      floor: tiles({ color: '#d8cfc2', grout: '#b3aa9d', size: 0.4, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'S', at: 8.6, width: 0.9, sill: 1.2, head: 2.2 }],
    },
    {
      id: 'bathroom-2',
      name: 'Bathroom 2',
      rect: [10.0, -8.4, 12.8, -5.2],
      wall: tiles({ color: '#eee9e0', grout: '#d4cdc1', size: 0.2, sizeV: 0.1, vary: 0.03 }),
      floor: tiles({ color: '#d8cfc2', grout: '#b3aa9d', size: 0.4, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'S', at: 11.4, width: 0.9, sill: 1.3, head: 2.2 }],
    },
    {
      id: 'porch',
      name: 'Porch',
      rect: [4.8, -10.0, 7.2, -8.4],
      outdoor: true,
      covered: true,
      open: ['S', 'E', 'W'],
      railing: false,
      wall: stone('#b8a68c'),
      ceiling: paint('#efe9df'),
      floor: tiles({ color: '#b0643f', grout: '#8a4e33', size: 0.33, vary: 0.08 }),
    },
  ],
  doors: [
    { rooms: ['living-room', 'veranda'], at: 3.6, width: 2.6, height: 2.45, kind: 'slider' },
    { rooms: ['living-room', 'kitchen'], at: 1.6, width: 1.2, height: 2.3, kind: 'opening' },
    {
      rooms: ['living-room', 'main-bedroom'],
      at: 5.1,
      width: 0.9,
      leaf: { into: 'main-bedroom', hinge: 'end' },
    },
    { rooms: ['main-bedroom', 'bathroom'], at: -3.1, width: 0.8 },
    { rooms: ['living-room', 'hall'], at: 6.0, width: 1.0 },
    { rooms: ['hall', 'corridor'], at: -5.6, width: 0.9 },
    { rooms: ['corridor', 'dining-room'], at: -5.6, width: 1.2, kind: 'opening' },
    { rooms: ['hall', 'bedroom-2'], at: -2.2, width: 0.9 },
    { rooms: ['hall', 'laundry'], at: -6.8, width: 0.8 },
    { rooms: ['bedroom-2', 'bathroom-2'], at: 11.4, width: 0.8 },
    { rooms: ['hall', 'porch'], at: 6.0, width: 1.0 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Living room: seating faces the fireplace on the west wall, books either side of it.
    fireplace(ctx.against('living-room', 'W', 2.6), m, { width: 1.8 });
    hangPicture(ctx, 'living-room', 'W', 2.6, 4, { y: 2.0, w: 1.0, h: 0.6 });
    bookshelf(ctx.against('living-room', 'W', 1.05), m, rng, { width: 0.9, height: 2.1 });
    bookshelf(ctx.against('living-room', 'W', 4.05), m, rng, { width: 0.9, height: 2.1 });
    livingGroup(ctx.at(4.7, 2.6, 'W'), m, rng, {
      sofaWidth: 2.4,
      rugMaterial: rug({ field: '#b9553a', border: '#3a2c24', accent: '#e0b769' }),
      rugSize: [3.0, 2.2],
      armchairs: ['left', 'right'],
      lamp: null,
      plantSide: null,
    });
    sideboard(ctx.against('living-room', 'E', 4.4), m, { width: 1.6 });
    hangPicture(ctx, 'living-room', 'E', 4.4, 0, { y: 1.65, w: 1.2, h: 0.8 });
    plant(ctx.at(6.75, 5.5, 'S'), m, rng, { height: 1.9, tall: true, pot: 0.24 });
    plant(ctx.at(0.5, 5.5, 'S'), m, rng, { height: 1.2 });
    downlights(ctx, 'living-room', 3, 2);

    // Kitchen: long run under the east window, farmhouse table in the middle.
    kitchenRun(ctx.against('kitchen', 'E', 3.41), m, {
      length: 5.0,
      sinkAt: -0.41,
      hobAt: 1.3,
      skipUppers: [[-1.3, 0.5]],
      ceiling: 2.9,
    });
    fridge(ctx.against('kitchen', 'E', 0.47), m, { width: 0.75 });
    diningGroup(ctx.at(8.95, 3.0, 'N'), m, { length: 1.8, width: 0.9, ceiling: 2.9, pendants: 2 });
    wallShelf(ctx.against('kitchen', 'W', 4.6), m, { width: 1.4, y: 1.55 });
    sideboard(ctx.against('kitchen', 'N', 9.2), m, { width: 1.3 });
    plant(ctx.at(7.7, 5.5, 'S'), m, rng, { height: 1.1 });
    // The south wall: a dresser with open shelves above, as in most Karen family kitchens.
    sideboard(ctx.against('kitchen', 'S', 9.0), m, { width: 1.8 });
    wallShelf(ctx.against('kitchen', 'S', 9.0), m, { width: 1.6, y: 1.5 });
    wallShelf(ctx.against('kitchen', 'S', 9.0), m, { width: 1.6, y: 1.95 });
    downlights(ctx, 'kitchen', 2, 2);

    // Main bedroom: bed against the east wall looking out over the garden.
    bedroomGroup(ctx.against('main-bedroom', 'E', 2.6), m, {
      bedWidth: 1.8,
      rugMaterial: rug({ field: '#e8dfcf', border: '#8c6d52', accent: '#a34a2a' }),
    });
    hangPicture(ctx, 'main-bedroom', 'E', 2.6, 1, { y: 1.8, w: 1.1, h: 0.55 });
    wardrobe(ctx.against('main-bedroom', 'S', -1.25), m, { width: 1.8 });
    armchair(ctx.at(-3.9, 5.2, 'S'), m, { pillow: m.pillows[2] });
    floorLamp(ctx.at(-4.25, 4.08, 'S'), m);
    plant(ctx.at(-4.2, 0.5, 'N'), m, rng, { height: 1.3 });
    downlights(ctx, 'main-bedroom', 2, 2);

    // Bathroom.
    bathtub(ctx.against('bathroom', 'S', -3.6), m);
    vanity(ctx.against('bathroom', 'E', -1.2), m);
    toilet(ctx.against('bathroom', 'W', -0.55), m);
    towelRail(ctx.against('bathroom', 'N', -4.1), m);
    downlights(ctx, 'bathroom', 1, 1);

    // Veranda: stone pillars, lounge chairs looking at the garden.
    for (const x of [0.05, 7.15])
      ctx.at(x, 8.72, 'N').box(-0.16, 0, -0.16, 0.16, 2.9, 0.16, m.stone);
    loungeChair(ctx.at(2.4, 6.5, 'N'), m);
    loungeChair(ctx.at(3.6, 6.5, 'N'), m);
    loungeChair(ctx.at(5.4, 7.9, 'W'), m);
    roundTable(ctx.at(4.6, 7.6, 'N'), m, { radius: 0.32, height: 0.48 });
    plant(ctx.at(0.6, 6.5, 'N'), m, rng, { height: 1.3 });
    plant(ctx.at(6.7, 6.45, 'N'), m, rng, { height: 1.0 });
  },

  // The whole house for the floor plan: the stairs in the hall, and the first floor, which no
  // panorama sees (floorplan.mjs). Five bedrooms and five bathrooms, as the listing says.
  floorPlan: {
    stairs: [{ rect: [4.8, -4.4, 5.8, -1.2], up: 'N' }],
    upper: [
      {
        id: 'first',
        name: 'First floor',
        rooms: [
          { id: 'corridor', name: 'Corridor', rect: [0, 0, 4.8, 1.6] },
          { id: 'landing', name: 'Landing', rect: [4.8, -4.4, 7.2, 1.6] },
          {
            id: 'family-room',
            name: 'Family room',
            rect: [0, 1.6, 7.2, 6.0],
            windows: [{ side: 'N', at: 3.6, width: 2.4 }],
          },
          {
            id: 'bedroom-3',
            name: 'Bedroom 3',
            rect: [-4.6, 0, 0, 6.0],
            windows: [
              { side: 'W', at: 3.0, width: 1.6 },
              { side: 'N', at: -2.3, width: 1.4 },
            ],
          },
          {
            id: 'bathroom-3',
            name: 'Bathroom 3',
            rect: [-4.6, -2.6, -1.6, 0],
            windows: [{ side: 'W', at: -1.3, width: 0.8 }],
          },
          {
            id: 'bedroom-4',
            name: 'Bedroom 4',
            rect: [7.2, 0, 11.6, 6.0],
            windows: [
              { side: 'E', at: 3.0, width: 1.6 },
              { side: 'N', at: 9.4, width: 1.4 },
            ],
          },
          { id: 'dressing-room', name: 'Dressing room', rect: [7.2, -2.6, 10.0, 0] },
          {
            id: 'bathroom-4',
            name: 'Bathroom 4',
            rect: [10.0, -2.6, 12.8, 0],
            windows: [{ side: 'E', at: -1.3, width: 0.8 }],
          },
          {
            id: 'study',
            name: 'Study',
            rect: [7.2, -8.4, 12.8, -2.6],
            windows: [
              { side: 'S', at: 10.0, width: 2.0 },
              { side: 'E', at: -5.5, width: 1.4 },
            ],
          },
          {
            id: 'bedroom-5',
            name: 'Bedroom 5',
            rect: [-1.6, -8.4, 2.4, 0],
            windows: [
              { side: 'S', at: 0.4, width: 1.6 },
              { side: 'W', at: -5.5, width: 1.4 },
            ],
          },
          {
            id: 'bathroom-5',
            name: 'Bathroom 5',
            rect: [2.4, -8.4, 4.8, -3.0],
            windows: [{ side: 'S', at: 3.6, width: 0.8 }],
          },
        ],
        doors: [
          { rooms: ['corridor', 'landing'], at: 0.8, width: 1.0, kind: 'opening' },
          { rooms: ['corridor', 'family-room'], at: 2.4, width: 1.2, kind: 'opening' },
          { rooms: ['family-room', 'bedroom-3'], at: 4.5, width: 0.9 },
          { rooms: ['bedroom-3', 'bathroom-3'], at: -3.1, width: 0.8 },
          { rooms: ['landing', 'bedroom-4'], at: 0.8, width: 0.9 },
          { rooms: ['bedroom-4', 'dressing-room'], at: 8.6, width: 0.8 },
          { rooms: ['dressing-room', 'bathroom-4'], at: -1.3, width: 0.8 },
          { rooms: ['landing', 'study'], at: -3.4, width: 0.9 },
          { rooms: ['corridor', 'bedroom-5'], at: 1.0, width: 0.9 },
          { rooms: ['bedroom-5', 'bathroom-5'], at: -5.6, width: 0.8 },
        ],
        stairs: [{ rect: [4.8, -4.4, 5.8, -1.2], up: 'N' }],
      },
    ],
  },

  photos: [
    { room: 'living-room', position: [6.7, 1.5, 0.55], yaw: -62, pitch: -7 },
    { room: 'kitchen', position: [7.75, 1.5, 5.45], yaw: 140, pitch: -8 },
    { room: 'main-bedroom', position: [-4.1, 1.5, 0.6], yaw: 50, pitch: -7 },
    { room: 'veranda', position: [6.8, 1.5, 6.4], yaw: -84, pitch: -5 },
    { room: 'bathroom', position: [-2.05, 1.5, -0.3], yaw: -125, pitch: -10 },
  ],
  tour: [
    { room: 'living-room', yaw: -90 },
    { room: 'kitchen', yaw: 90, at: [9.4, 1.15] },
    { room: 'main-bedroom', yaw: 90, at: [-3.4, 3.0] },
  ],
};

export default plan;
