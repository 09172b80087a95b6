// @ts-check
// Amani Heights, Kilimani: the one-bedroom show flat (58 m²), on an upper floor of the block
// sold off-plan (plans/developments/amani-heights-kilimani.mjs). One open room for living and
// cooking, its wide window looking north over Kilimani's rooftops and trees, a bedroom and a
// bathroom off it.
//
//   z          city view
//   ^  +----------======------------------+
//   |  | kitchen    living / kitchen       |
//   |  +---=------------+----=------------+
//   |  | bathroom       |  bedroom        =
//   |  +----------------+-----------------+
//   +---------------------------------------------> x

import { fridge, kitchenRun, plant, tvUnit, wardrobe } from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#4f6b5a',
  cushion: '#5b7766',
  accents: ['#e2b04a', '#e6dccb', '#b8643e'],
  chair: '#e6dccb',
  wood: '#c29a6b',
  cabinet: '#ece9e2',
  worktop: '#3a3a3c',
  bedding: '#eae4d9',
  headboard: '#b7a58c',
  windowFrame: '#2a2c2e',
  diningChair: '#4f6b5a',
  tableLegs: '#2b2b2d',
  splashback: '#dfe6e2',
  exterior: '#eceae4',
});

const oak = woodFloor({ light: '#d8b98e', dark: '#b38f64', along: 'z', plankWidth: 0.16 });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'amani-heights-1-bedroom-kilimani',
  seed: 101,
  height: 2.7,
  environment: { kind: 'city', groundY: -28, canopy: 0.44 },
  sun: { azimuth: 20, elevation: 44 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 7.4, 4.4],
      wall: paint('#f1eee8'),
      accent: { side: 'E', material: paint('#cdb79c') },
      floor: oak,
      curtains: m.curtain,
      windows: [{ side: 'N', at: 5.1, width: 3.0, sill: 0.45, head: 2.45 }],
    },
    {
      id: 'bedroom',
      name: 'Bedroom',
      rect: [3.6, -3.8, 7.4, 0],
      wall: paint('#efebe4'),
      accent: { side: 'S', material: paint('#8fa396') },
      floor: oak,
      curtains: m.curtain,
      windows: [{ side: 'E', at: -1.9, width: 1.6, sill: 0.6, head: 2.35 }],
    },
    {
      id: 'bathroom',
      name: 'Bathroom',
      rect: [0, -2.6, 3.6, 0],
      wall: tiles({ color: '#ecebe7', grout: '#d3d1cb', size: 0.3, sizeV: 0.6, vary: 0.02 }),
      floor: tiles({ color: '#9a9690', grout: '#7b7771', size: 0.6, vary: 0.03 }),
      skirting: false,
      windows: [{ side: 'W', at: -1.3, width: 0.8, sill: 1.3, head: 2.1 }],
    },
  ],
  doors: [
    { rooms: ['living-room', 'bedroom'], at: 4.3, width: 0.9 },
    { rooms: ['living-room', 'bathroom'], at: 2.6, width: 0.8 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    // Kitchen along the west wall, a small dining table by it; the sofa faces the TV on the
    // east wall with the window to its left.
    kitchenRun(ctx.against('living-room', 'W', 2.55), m, {
      length: 3.2,
      sinkAt: -0.5,
      hobAt: 0.9,
      ceiling: 2.7,
    });
    fridge(ctx.against('living-room', 'W', 0.47), m);
    diningGroup(ctx.at(2.2, 2.3, 'N'), m, {
      length: 1.2,
      width: 0.8,
      chairsPerSide: 1,
      ceiling: 2.7,
      pendants: 1,
    });
    livingGroup(ctx.at(3.95, 2.3, 'E'), m, rng, {
      sofaWidth: 2.0,
      rugMaterial: rug({ field: '#e9e1d1', border: '#4f6b5a', accent: '#b8643e' }),
      rugSize: [2.4, 1.7],
      armchairs: [],
      lamp: 'left',
      plantSide: null,
      tableDistance: 1.3,
    });
    tvUnit(ctx.against('living-room', 'E', 2.3), m, { width: 1.4 });
    plant(ctx.at(6.95, 3.95, 'S'), m, rng, { height: 1.5, tall: true });
    hangPicture(ctx, 'living-room', 'S', 5.8, 3, { y: 1.6, w: 0.9, h: 0.6 });
    downlights(ctx, 'living-room', 3, 2);

    bedroomGroup(ctx.against('bedroom', 'S', 5.3), m, {
      bedWidth: 1.6,
      rugMaterial: rug({ field: '#ece4d6', border: '#8fa396', accent: '#e2b04a' }),
      bench: false,
    });
    hangPicture(ctx, 'bedroom', 'S', 5.3, 4, { y: 1.75, w: 0.9, h: 0.5 });
    wardrobe(ctx.against('bedroom', 'W', -2.55), m, { width: 1.7, height: 2.3 });
    plant(ctx.at(7.0, -0.45, 'S'), m, rng, { height: 1.2 });
    downlights(ctx, 'bedroom', 2, 2);
  },

  photos: [
    { room: 'living-room', position: [7.0, 1.5, 0.4], yaw: -52, pitch: -7 },
    { room: 'bedroom', position: [4.0, 1.5, -0.4], yaw: 126, pitch: -8 },
  ],
};

export default plan;
