// @ts-check
// A fitted grade A office floor in Westlands: open-plan desks on carpet tiles under a suspended
// ceiling with light panels, floor-to-ceiling glazing on two sides over the city, a
// glass-walled meeting room in the corner, and a reception in the lift lobby.
//
//   z (north)       glazing
//   ^  +-----------+--------------------------------+
//   |  | meeting   :   desks   desks                g
//   |  | room      :                                l
//   |  +...........:   desks   desks      breakout  a
//   |  | storage                                     z
//   |  +----==-----+--------------------------------+
//   |  | lift lobby, reception |
//   |  +----------------------+
//   +------------------------------------------------> x (east)

import { makeBox } from '../geometry.mjs';
import {
  brushedSteel,
  carpetTiles,
  ceilingGrid,
  deskBench,
  frosted,
  glassPartition,
  lightPanels,
  liftDoors,
  meetingTable,
  receptionDesk,
  slats,
  taskChair,
} from '../commercial.mjs';
import { coffeeTable, plant, sofa, wardrobe } from '../furniture.mjs';
import { emissive, glass, paint, solid, tiles, woodGrain } from '../materials.mjs';
import { makeMaterials } from '../palette.mjs';
import { downlights, hangPicture } from '../rooms.mjs';

const m = makeMaterials({
  sofa: '#4d5a63',
  cushion: '#58656e',
  accents: ['#c8913a', '#2f6f73', '#e9e4da'],
  wood: '#b28a5e',
  cabinet: '#eceae5',
  worktop: '#e6e2da',
  bedding: '#e6e2da',
  windowFrame: '#3a3d40',
  wardrobe: '#e9e7e2',
  pot: '#e7e4de',
  exterior: '#c9ccce',
});
m.trim = solid('#8d9296');

/** @type {import('../commercial.mjs').OfficeMaterials} */
const o = {
  desk: woodGrain('#e8e2d6'),
  frame: solid('#d9dadb'),
  screen: solid('#5c6f76'),
  chair: solid('#26282b'),
  chairFrame: solid('#3a3c3f'),
  monitor: solid('#17181a'),
  display: emissive('#2a3440', '#9fb8d6', 0.35),
  pedestal: solid('#e4e4e2'),
  glass: glass([0.9, 0.94, 0.94]),
  aluminium: solid('#a9adb1'),
  band: frosted(),
  panel: emissive('#ffffff', '#f4f6ff', 2.6),
  paper: solid('#f5f5f2'),
};

const H = 2.8;
const PANEL_LIGHT = [0.34, 0.345, 0.36];

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'grade-a-office-westlands',
  seed: 67,
  height: H,
  environment: { kind: 'city', groundY: -30, canopy: 0.52 },
  sun: { azimuth: 28, elevation: 52 },
  materials: m,
  ambient: 1.35,
  ambientTint: [0.98, 0.98, 1],
  floorBounce: 0.22,
  rooms: [
    {
      id: 'open-plan',
      name: 'Open-plan office',
      rect: [0, 0, 24, 14],
      wall: paint('#f1f1ee'),
      accent: { side: 'W', material: paint('#2f6f73') },
      floor: carpetTiles({ color: '#6b6e70', accent: '#5e6a6d', accentShare: 0.05 }),
      ceiling: ceilingGrid(),
      skirting: true,
      windows: [
        { side: 'N', at: 12, width: 23.6, sill: 0.05, head: 2.75, pane: 1.5 },
        { side: 'E', at: 7, width: 13.6, sill: 0.05, head: 2.75, pane: 1.5 },
      ],
      lights: [
        { rect: [6, 0.5, 23.5, 13.5], radiance: PANEL_LIGHT },
        { rect: [0.5, 0.5, 6, 13.5], radiance: PANEL_LIGHT },
      ],
    },
    {
      id: 'lobby',
      name: 'Lift lobby',
      rect: [0, -7, 9, 0],
      wall: paint('#efede8'),
      floor: tiles({
        color: '#c9c7c2',
        grout: '#b4b2ad',
        size: 0.8,
        vary: 0.03,
        veins: 0.15,
        gloss: 0.08,
      }),
      ceiling: paint('#f6f5f2'),
      skirting: false,
      lights: [{ rect: [1, -6, 8, -1], radiance: [0.5, 0.47, 0.42] }],
    },
  ],
  doors: [{ rooms: ['open-plan', 'lobby'], at: 4.6, width: 1.8, height: 2.4, kind: 'opening' }],

  furnish(ctx) {
    const { rng, prims } = ctx;
    // Columns on the facade line.
    for (const x of [8, 16]) prims.push(makeBox(x - 0.3, 0, 13.3, x + 0.3, H, 13.925, m.exterior));
    prims.push(makeBox(23.3, 0, 6.7, 23.925, H, 7.3, m.exterior));

    // Desks: three rows of benches.
    for (const z of [3.0, 7.0, 10.9]) {
      deskBench(ctx.at(11.2, z, 'N'), o, { seats: 3 });
      deskBench(ctx.at(17.6, z, 'N'), o, {
        seats: 3,
        chairs: z === 10.9 ? [true, true, false, true, true, true] : undefined,
      });
    }
    // Breakout by the east glazing.
    sofa(ctx.at(22.9, 11.0, 'W'), m, { width: 2.0, pillows: [m.pillows[0], m.pillows[1]] });
    coffeeTable(ctx.at(21.6, 11.0, 'W'), m, { width: 1.0, depth: 0.55 });
    plant(ctx.at(23.4, 13.3, 'S'), m, rng, { height: 1.7, tall: true, pot: 0.22 });
    plant(ctx.at(23.4, 8.2, 'S'), m, rng, { height: 1.3 });
    plant(ctx.at(6.7, 13.3, 'S'), m, rng, { height: 1.4 });

    // Storage along the west wall, and a printer station.
    for (const z of [1.2, 3.2, 5.2])
      wardrobe(ctx.against('open-plan', 'W', z), m, { width: 2.0, height: 1.2 });
    ctx.against('open-plan', 'S', 8.3).box(-0.4, 0, 0, 0.4, 1.05, 0.6, solid('#e9e9e7'));
    ctx.against('open-plan', 'S', 8.3).box(-0.35, 1.05, 0.05, 0.35, 1.12, 0.55, solid('#3a3c3f'));
    plant(ctx.at(0.6, 7.0, 'E'), m, rng, { height: 1.2 });

    // The meeting room in the north-west corner: glass on two sides, a table for eight and a
    // screen on the wall.
    glassPartition(ctx.at(3.0375, 8.5, 'S'), o, { length: 5.925, height: H });
    glassPartition(ctx.at(6.0, 11.2125, 'W'), o, { length: 5.425, height: H, door: [-2.55, -1.6] });
    meetingTable(ctx.at(3.3, 11.2, 'N'), o, { length: 3.0, width: 1.2, perSide: 3 });
    ctx.against('open-plan', 'W', 11.2).box(-0.85, 0.95, 0, 0.85, 1.92, 0.05, o.monitor);
    ctx
      .against('open-plan', 'W', 11.2)
      .box(-0.82, 0.98, 0.05, 0.82, 1.89, 0.055, solid('#15181b', { gloss: 0.08 }));

    lightPanels(prims, o.panel, { x0: 0, z0: 0, x1: 24, z1: 14, ceiling: H, dx: 2.4, dz: 2.8 });

    // Lift lobby: two lifts on the west wall, reception facing them in front of a slatted
    // feature wall, a sofa for visitors.
    const lift = {
      steel: brushedSteel(),
      frame: solid('#9a9ea2'),
      button: emissive('#dfe8f0', '#cfe3ff', 1),
      indicator: emissive('#101214', '#ffb347', 0.4),
    };
    liftDoors(ctx.against('lobby', 'W', -1.9), lift);
    liftDoors(ctx.against('lobby', 'W', -4.8), lift);
    ctx.against('lobby', 'S', 5.2).box(-3.2, 0, 0, 3.2, H, 0.06, slats('#9a6b43'));
    ctx.against('lobby', 'S', 5.2).box(-0.75, 1.75, 0.06, 0.75, 2.1, 0.09, solid('#2f6f73'));
    receptionDesk(ctx.against('lobby', 'S', 5.2, 0.9), {
      front: solid('#f0efeb'),
      top: woodGrain('#9a6b43'),
      monitor: o.monitor,
      display: o.display,
      plinth: solid('#2b2c2e'),
    });
    taskChair(ctx.at(5.0, -6.0, 'N'), o);
    sofa(ctx.against('lobby', 'E', -3.2), m, { width: 1.9, pillows: [m.pillows[0]] });
    plant(ctx.at(8.4, -6.4, 'W'), m, rng, { height: 1.5, tall: true });
    plant(ctx.at(0.6, -6.4, 'N'), m, rng, { height: 1.2 });
    hangPicture(ctx, 'lobby', 'E', -5.9, 1, { y: 1.6, w: 0.9, h: 0.7 });
    downlights(ctx, 'lobby', 3, 3);
  },

  photos: [
    { room: 'open-plan', position: [23.0, 1.5, 0.8], yaw: -52, pitch: -6 },
    { room: 'open-plan', position: [8.4, 1.5, 5.1], yaw: -45, pitch: -5 },
    { room: 'lobby', position: [8.4, 1.5, -0.55], yaw: -128, pitch: -6 },
  ],
};

export default plan;
