// @ts-check
// An empty ground-floor shop on Kitengela's main road: tiled floor, white walls, strip lights,
// a full-width glass shopfront with its roller shutter rolled up, and a steel door to the
// store at the back. Outside: the apron, the road, and the shops and flats opposite.
//
//   z (north)
//   ^        +---------+
//   |        |  store  |  back wall, store door
//   |        |  door   |
//   |        |  shop   |  5 x 10 m
//   |  ======+=glass===+======   shopfronts of the block (z = 0)
//   |        apron, kerb
//   |        ===== main road =====
//   |        apron
//   |  [ opposite block: shops below, flats above ]
//   +------------------------------------------------> x (east)

import { makeBox } from '../geometry.mjs';
import { paving, rollerShutter, signboard, stripLight } from '../commercial.mjs';
import { emissive, paint, solid, tiles } from '../materials.mjs';
import {
  acacia,
  bark,
  crown,
  groundMaterial,
  ironSheets,
  openGroundLight,
  powerPole,
  render,
  tarmac,
  timber,
  vehicle,
  OUTDOOR_PALETTE,
} from '../outdoors.mjs';
import { makeMaterials } from '../palette.mjs';

const m = makeMaterials({
  ...OUTDOOR_PALETTE,
  windowFrame: '#3b3e41',
  exterior: '#e4ddd0',
});
m.trim = solid('#eeece7');

const H = 3.4;
const STEP = 0.15;
const SKY = [0.74, 0.8, 0.92];
const SUN = { azimuth: 150, elevation: 55 };
/** Where the cameras stand: the ground keeps its fine detail near these. */
const VIEWS = /** @type {[number, number][]} */ ([[2.5, 5]]);

const apron = paving({ color: '#a8a39a', slab: 1.2 });
const road = tarmac({
  axis: 'x',
  at: -9,
  half: 4.2,
  verge: (x, z, fine, out) => {
    out[0] = 0.3;
    out[1] = 0.28;
    out[2] = 0.25;
  },
});
const roadMaterial = groundMaterial('main road', road, { around: VIEWS, near: 25, far: 80 });

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'main-road-shop-kitengela',
  seed: 71,
  height: H,
  environment: {
    kind: 'land',
    groundY: 0,
    clouds: 0.55,
    land: {
      ground: ['#9f9a66', '#6f7747', '#8f6a4e'],
      light: openGroundLight(SUN, SKY),
      rings: [
        { distance: 260, trees: 0.2, houses: 0.6, height: 1.6 },
        { distance: 700, trees: 0.25, houses: 0.5, height: 1.6 },
      ],
      hills: { base: 0.003, height: 0.02, scale: 2, color: '#7d8a7e' },
    },
  },
  sun: SUN,
  outdoorLight: { sky: SKY, ground: [0.42, 0.38, 0.33] },
  materials: m,
  ambient: 1.25,
  floorBounce: 0.45,
  rooms: [
    {
      id: 'shop',
      name: 'Shop',
      rect: [0, 0, 5, 10],
      wall: paint('#f3f2ee'),
      floor: tiles({ color: '#d6d0c5', grout: '#b8b1a5', size: 0.6, vary: 0.04, gloss: 0.06 }),
      ceiling: paint('#f4f3ef'),
      skirting: false,
      windows: [{ side: 'S', at: 2.5, width: 4.7, sill: STEP + 0.05, head: 2.75, pane: 1.2 }],
      lights: [{ rect: [0.8, 1, 4.2, 9.4], radiance: [0.34, 0.35, 0.36] }],
    },
    {
      id: 'street',
      name: 'Street',
      rect: [-40, -40, 45, 0],
      outdoor: true,
      open: ['N', 'E', 'S', 'W'],
      railing: false,
      wall: render('#e4ddd0'),
      floor: roadMaterial,
    },
  ],
  doors: [],

  furnish(ctx) {
    const { prims, rng } = ctx;
    const shop = ctx.room('shop');
    const floorTiles = /** @type {import('../materials.mjs').Material} */ (
      tiles({ color: '#d6d0c5', grout: '#b8b1a5', size: 0.6, vary: 0.04, gloss: 0.06 })
    );
    // The shop floor stands a step above the road, level with the apron.
    prims.push(
      makeBox(shop.x0, 0, shop.z0, shop.x1, STEP, shop.z1, floorTiles, { structural: true }),
    );
    // Strip lights in two rows.
    const batten = { body: solid('#eeeeec'), tube: emissive('#ffffff', '#f2f6ff', 3.2) };
    for (const x of [1.5, 3.5])
      for (const z of [2.2, 4.7, 7.2]) stripLight(ctx.at(x, z, 'E'), batten, { ceiling: H });
    // A closed steel door to the store in the back wall, in a steel frame.
    const back = ctx.against('shop', 'N', 3.6);
    back.box(-0.5, STEP, 0, 0.5, STEP + 2.15, 0.05, solid('#5d666d'));
    back.box(-0.45, STEP, 0.05, 0.45, STEP + 2.08, 0.07, solid('#7b858c'));
    back.box(0.32, STEP + 1.0, 0.07, 0.4, STEP + 1.05, 0.11, solid('#c9ccd0', { gloss: 0.3 }));
    back.box(-0.45, STEP + 0.02, 0.07, 0.45, STEP + 0.25, 0.08, solid('#a9adb1', { gloss: 0.2 }));
    // Power points and a distribution board, as an empty shop has.
    ctx.against('shop', 'W', 8.6).box(-0.2, 1.55, 0, 0.2, 2.05, 0.1, solid('#e9e8e4'));
    for (const z of [2.5, 6.0])
      ctx.against('shop', 'E', z).box(-0.045, 0.45, 0, 0.045, 0.53, 0.02, solid('#f7f7f5'));
    for (const z of [2.5, 6.0])
      ctx.against('shop', 'W', z).box(-0.045, 0.45, 0, 0.045, 0.53, 0.02, solid('#f7f7f5'));

    // The shopfront: the glazed door in the middle pane, the shutter rolled up outside.
    const front = ctx.against('shop', 'S', 2.5);
    front.box(
      -0.04,
      STEP + 0.95,
      -0.12,
      0.04,
      STEP + 1.55,
      -0.09,
      solid('#c9ccd0', { gloss: 0.3 }),
    );
    const outside = ctx.at(2.5, -0.075, 'S');
    rollerShutter(
      outside,
      { housing: solid('#8d9296'), guide: solid('#6f7478') },
      { width: 4.56, head: 2.62, drum: 0.4 },
    );
    // The fascia and signboard above, and the block's other shopfronts either side.
    const facade = render('#e4ddd0');
    const sign = solid('#1f5e8c');
    prims.push(makeBox(-0.1, 2.8, -0.5, 5.1, 3.5, -0.4, sign, { structural: true }));
    for (const [x0, x1, color, open] of /** @type {[number, number, string, boolean][]} */ ([
      [-10.1, -5.1, '#b8392f', true],
      [-5.0, -0.05, '#2f7d4a', false],
      [5.05, 10.0, '#d39b2a', true],
      [10.1, 15.1, '#6b3f8f', false],
      [15.2, 20.2, '#2c6aa0', true],
    ])) {
      prims.push(
        makeBox(x0, STEP, -0.1, x1, 3.6, 0, open ? solid('#2a2d31') : solid('#8e949a'), {
          structural: true,
        }),
      );
      prims.push(
        makeBox(x0, 2.8, -0.5, x1, 3.5, -0.4, signboard(color, Math.round(x0)), {
          structural: true,
        }),
      );
      if (!open)
        for (let y = STEP + 0.1; y < 2.8; y += 0.1)
          prims.push(
            makeBox(x0, y, -0.12, x1, y + 0.012, -0.1, solid('#73787d'), { structural: true }),
          );
    }
    // The block: upper floors of flats with balconies over the shops.
    prims.push(makeBox(-10.2, 3.6, -0.3, 20.3, 12.8, 10, facade, { structural: true }));
    for (let x = -9; x < 20; x += 3.0) {
      for (const y of [4.4, 7.4, 10.4]) {
        prims.push(
          makeBox(x, y, -0.34, x + 1.5, y + 1.4, -0.3, solid('#2d3439', { gloss: 0.15 }), {
            structural: true,
          }),
        );
      }
    }
    // The apron in front, a step up from the road, and the kerb.
    prims.push(makeBox(-40, 0, -3.6, 45, STEP, -0.075, apron, { structural: true }));
    prims.push(
      makeBox(-40, 0, -3.75, 45, STEP + 0.02, -3.6, solid('#cfccc5'), { structural: true }),
    );
    for (let x = -40; x < 45; x += 1) {
      if (Math.floor(x) % 2 === 0)
        prims.push(
          makeBox(x, 0, -3.77, x + 1, STEP + 0.021, -3.74, solid('#e8e6e0'), { structural: true }),
        );
      else
        prims.push(
          makeBox(x, 0, -3.77, x + 1, STEP + 0.021, -3.74, solid('#2a2a2a'), { structural: true }),
        );
    }

    // Across the road: the apron and the opposite block of shops with flats above.
    prims.push(makeBox(-40, 0, -18, 45, STEP, -14.3, apron, { structural: true }));
    const opposite = [
      { x0: -22, x1: -6, storeys: 3, wall: '#dccfb8' },
      { x0: -5.8, x1: 9, storeys: 4, wall: '#e9e3d6' },
      { x0: 9.2, x1: 24, storeys: 2, wall: '#cfd6d2' },
      { x0: 24.2, x1: 40, storeys: 3, wall: '#e6d4b4' },
    ];
    const shopColors = [
      '#c0392b',
      '#1f6f43',
      '#e0a526',
      '#2a5d9f',
      '#7a3f8f',
      '#d35400',
      '#16706b',
    ];
    let k = 0;
    for (const b of opposite) {
      const top = 3.6 + (b.storeys - 1) * 3.0;
      prims.push(makeBox(b.x0, 0, -30, b.x1, top, -18, render(b.wall), { structural: true }));
      prims.push(
        makeBox(b.x0 - 0.1, top, -30.1, b.x1 + 0.1, top + 0.5, -17.9, render(b.wall), {
          structural: true,
        }),
      );
      for (let x = b.x0 + 0.2; x + 3.8 <= b.x1; x += 4) {
        const c = shopColors[k++ % shopColors.length];
        const open = hashOpen(k);
        prims.push(
          makeBox(
            x + 0.1,
            STEP,
            -18.05,
            x + 3.7,
            2.9,
            -18,
            open ? solid('#3b3631') : solid('#90969c'),
            { structural: true },
          ),
        );
        prims.push(
          makeBox(x, 2.95, -18.3, x + 3.8, 3.75, -18, signboard(c, k), { structural: true }),
        );
        if (!open)
          for (let y = STEP + 0.1; y < 2.9; y += 0.1)
            prims.push(
              makeBox(x + 0.1, y, -18.07, x + 3.7, y + 0.012, -18.05, solid('#787d82'), {
                structural: true,
              }),
            );
      }
      for (let s = 1; s < b.storeys; s++) {
        const y = 3.6 + (s - 1) * 3.0 + 0.9;
        for (let x = b.x0 + 0.8; x + 1.6 < b.x1; x += 2.6) {
          prims.push(
            makeBox(x, y, -18.04, x + 1.5, y + 1.4, -18, solid('#2d3439', { gloss: 0.15 }), {
              structural: true,
            }),
          );
          prims.push(
            makeBox(x - 0.05, y - 0.08, -18.12, x + 1.55, y, -18, solid('#f1ede4'), {
              structural: true,
            }),
          );
        }
      }
    }
    // Iron-sheet roofs peeping over the low buildings behind.
    prims.push(makeBox(8, 6.5, -40, 26, 7.1, -31, ironSheets('#8e9397'), { structural: true }));

    // Street life: a matatu at the stage, parked cars, power poles, a tree.
    const tyre = solid('#1c1c1e');
    const glass = solid('#1f262c', { gloss: 0.2 });
    const trim = solid('#8d9094');
    vehicle(ctx.at(-4, -11.6, 'W'), 'matatu', {
      body: solid('#f2f0ea'),
      glass,
      tyre,
      trim,
      stripe: solid('#d4a017'),
    });
    vehicle(ctx.at(11, -6.3, 'E'), 'car', { body: solid('#c9ccd0'), glass, tyre, trim });
    vehicle(ctx.at(-13, -6.2, 'E'), 'car', { body: solid('#1f3b5a'), glass, tyre, trim });
    const pole = timber('#5b4634');
    const wire = solid('#2a2a2a');
    for (let x = -38; x <= 42; x += 30)
      powerPole(ctx.prims, x, -16, { pole, wire }, { height: 9, next: [x + 30, -16] });
    acacia(
      prims,
      30,
      -16.5,
      rng,
      { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') },
      { height: 6, spread: 3.2 },
    );
  },

  photos: [
    { room: 'shop', position: [2.6, 1.65, 9.4], yaw: 180, pitch: -7 },
    { room: 'shop', position: [2.4, 1.7, 0.7], yaw: 4, pitch: -8 },
    { room: 'shop', position: [0.45, 1.65, 7.6], yaw: 150, pitch: -7 },
  ],
};

/** Which shops across the road have their shutters up. @param {number} k */
function hashOpen(k) {
  return (k * 7919) % 5 !== 0;
}

export default plan;
