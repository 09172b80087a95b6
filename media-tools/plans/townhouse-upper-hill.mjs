// @ts-check
// Townhouse in Upper Hill: open living and dining room with glazed doors onto a small garden,
// a galley kitchen with a breakfast island, main bedroom and en-suite shower room.
//
//   z          garden
//   ^  +------------=====--------+------------+
//   |  | living / dining          =  kitchen   |
//   |  +--=----------+-----------+------------+
//   |  | bedroom     = shower room|
//   |  +-------------+-----------+
//   +-----------------------------------------------> x

import {
  armchair,
  fridge,
  island,
  kitchenRun,
  plant,
  shower,
  toilet,
  towelRail,
  tvUnit,
  vanity,
  wardrobe,
} from '../furniture.mjs';
import { paint, rug, tiles, woodFloor } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { bedroomGroup, diningGroup, downlights, hangPicture, livingGroup } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#5f6b73',
  cushion: '#6b777f',
  accents: ['#e0b04a', '#d9cfc0', '#a8573a'],
  chair: '#a8573a',
  wood: '#9b7653',
  cabinet: '#e6dfd2',
  worktop: '#3d3b39',
  bedding: '#ebe4d8',
  headboard: '#c7b9a5',
  windowFrame: '#3b3d40',
  diningChair: '#a8573a',
  exterior: '#e2d8c8',
  splashback: '#d9e0dc',
});

const porcelain = tiles({ color: '#d3cabc', grout: '#b3a999', size: 0.6, vary: 0.03, gloss: 0.06 });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'townhouse-upper-hill',
  seed: 53,
  height: 2.7,
  environment: { kind: 'garden', groundY: -0.3 },
  sun: { azimuth: -35, elevation: 40 },
  materials: m,
  rooms: [
    {
      id: 'living-room',
      name: 'Living room',
      rect: [0, 0, 6.6, 5.2],
      wall: paint('#ece5da'),
      accent: { side: 'E', material: paint('#b9765a') },
      floor: porcelain,
      curtains: m.curtain,
      windows: [
        { side: 'N', at: 3.4, width: 2.4, sill: 0, head: 2.3 },
        { side: 'N', at: 5.6, width: 1.1, sill: 0.5, head: 2.3 },
        { side: 'W', at: 2.4, width: 1.4, sill: 0.8, head: 2.3 },
      ],
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      rect: [6.6, 0, 9.9, 5.2],
      wall: paint('#efeae1'),
      floor: porcelain,
      windows: [
        { side: 'E', at: 2.6, width: 1.4, sill: 1.0, head: 2.2 },
        { side: 'N', at: 8.2, width: 1.2, sill: 1.0, head: 2.2 },
      ],
    },
    {
      id: 'bedroom',
      name: 'Main bedroom',
      rect: [0, -4.4, 4.2, 0],
      wall: paint('#eee7dc'),
      accent: { side: 'N', material: paint('#8f9c8c') },
      floor: woodFloor({ light: '#b9946a', dark: '#8f6c48', along: 'x' }),
      curtains: m.curtain,
      windows: [
        { side: 'S', at: 2.1, width: 1.8, sill: 0.6, head: 2.35 },
        { side: 'W', at: -2.4, width: 1.0, sill: 0.9, head: 2.3 },
      ],
    },
    {
      id: 'bathroom',
      name: 'Shower room',
      rect: [4.2, -3.0, 6.6, 0],
      wall: tiles({ color: '#e7ebe8', grout: '#cfd4d0', size: 0.3, sizeV: 0.15, vary: 0.03 }),
      floor: tiles({ color: '#b8b2a8', grout: '#958f85', size: 0.3, vary: 0.04 }),
      skirting: false,
      windows: [{ side: 'E', at: -1.5, width: 0.8, sill: 1.3, head: 2.1 }],
    },
  ],
  doors: [
    { rooms: ['living-room', 'kitchen'], at: 4.0, width: 1.4, height: 2.3, kind: 'opening' },
    {
      rooms: ['living-room', 'bedroom'],
      at: 0.7,
      width: 0.9,
      leaf: { into: 'bedroom', hinge: 'start' },
    },
    { rooms: ['bedroom', 'bathroom'], at: -1.5, width: 0.8 },
  ],

  furnish(ctx) {
    const { rng } = ctx;
    livingGroup(ctx.at(2.0, 1.8, 'E'), m, rng, {
      sofaWidth: 2.3,
      rugMaterial: rug({ field: '#e4dccd', border: '#5f6b73', accent: '#e0b04a' }),
      armchairs: ['left'],
      lamp: 'right',
      plantSide: 'left',
    });
    tvUnit(ctx.against('living-room', 'E', 1.8), m, { width: 1.8 });
    diningGroup(ctx.at(1.1, 3.95, 'E'), m, {
      length: 1.6,
      width: 0.9,
      chairsPerSide: 2,
      ceiling: 2.7,
      pendants: 1,
    });
    hangPicture(ctx, 'living-room', 'W', 3.95, 1, { y: 1.6, w: 0.7, h: 0.9 });
    plant(ctx.at(6.15, 4.75, 'S'), m, rng, { height: 1.6, tall: true });
    downlights(ctx, 'living-room', 3, 2);

    kitchenRun(ctx.against('kitchen', 'E', 3.0), m, {
      length: 4.2,
      sinkAt: -0.4,
      hobAt: 1.3,
      skipUppers: [[-1.15, 0.35]],
      ceiling: 2.7,
    });
    fridge(ctx.against('kitchen', 'E', 0.47), m);
    island(ctx.at(7.85, 2.4, 'W'), m, { length: 1.6, depth: 0.9, stools: 2 });
    plant(ctx.at(7.0, 0.45, 'N'), m, rng, { height: 1.0 });
    downlights(ctx, 'kitchen', 2, 2);

    bedroomGroup(ctx.against('bedroom', 'N', 2.6), m, {
      bedWidth: 1.6,
      rugMaterial: rug({ field: '#ddd4c6', border: '#8f9c8c', accent: '#a8573a' }),
    });
    hangPicture(ctx, 'bedroom', 'N', 2.6, 4, { y: 1.75, w: 1.0, h: 0.5 });
    wardrobe(ctx.against('bedroom', 'E', -3.7), m, { width: 1.2 });
    armchair(ctx.at(0.6, -4.3, 'N'), m, { pillow: m.pillows[0] });
    downlights(ctx, 'bedroom', 2, 2);

    shower(ctx.against('bathroom', 'S', 5.9), m, { width: 1.0 });
    vanity(ctx.against('bathroom', 'N', 5.4), m, { width: 0.9 });
    toilet(ctx.against('bathroom', 'S', 4.75), m);
    towelRail(ctx.against('bathroom', 'E', -0.55), m);
    downlights(ctx, 'bathroom', 1, 1);
  },

  photos: [
    { room: 'living-room', position: [6.1, 1.5, 0.5], yaw: -52, pitch: -6 },
    { room: 'kitchen', position: [6.95, 1.5, 0.4], yaw: 32, pitch: -8 },
    { room: 'bedroom', position: [1.4, 1.5, -3.95], yaw: 22, pitch: -7 },
    { room: 'bathroom', position: [4.5, 1.5, -0.4], yaw: 145, pitch: -10 },
  ],
};

export default plan;
