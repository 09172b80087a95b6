// @ts-check
// A go-down in Mlolongo: a steel portal-frame hall of 30 x 40 m, 8 m to the eaves, with a
// power-floated concrete floor, translucent sheets in the roof, two roller-shutter loading
// doors onto a paved yard (a truck backed up to one of them), and a mezzanine office across
// the far end.
//
//   z (north)
//   ^  +----------------------------------+
//   |  | mezzanine office (z 32 .. 40)    |
//   |  |..................................|
//   |  |                                  |
//   |  |      hall 30 x 40 m              |   portal frames every 6.6 m
//   |  |                                  |
//   |  +----[ door ]-----------[ door ]---+   z = 0
//   |        truck     yard
//   |  ===== boundary wall, gate =====
//   +------------------------------------------------> x (east)

import { makeBox, makeCylinder, makeTriangle } from '../geometry.mjs';
import {
  cladding,
  floatedConcrete,
  paving,
  rollerShutter,
  translucentSheet,
} from '../commercial.mjs';
import { emissive, glass, solid } from '../materials.mjs';
import {
  acacia,
  bark,
  beam,
  crown,
  groundMaterial,
  openGroundLight,
  pitchedRoof,
  powerPole,
  quad,
  render,
  savannah,
  timber,
  vehicle,
  OUTDOOR_PALETTE,
} from '../outdoors.mjs';
import { makeMaterials } from '../palette.mjs';

const m = makeMaterials({
  ...OUTDOOR_PALETTE,
  windowFrame: '#3b3e41',
});
m.trim = solid('#6d7276');

const W = 30;
const D = 40;
const EAVE = 8;
const RISE = 1.6;
const DOOR_H = 5.5;
const MEZZ = 3.4;
const SKY = [0.75, 0.81, 0.93];
const SUN = { azimuth: 300, elevation: 50 };
/** Where the cameras stand: the ground keeps its fine detail near these. */
const VIEWS = /** @type {[number, number][]} */ ([
  [-6.5, -23],
  [15, 20],
]);

const blockwork = render('#d6d1c6', { courses: true });
const hallWall = cladding('#dfe2e2', { lower: blockwork, split: 2.4 });
const outsideWall = cladding('#c9cfd2', {
  lower: render('#cfc8ba', { courses: true }),
  split: 2.4,
  soft: true,
});
m.exterior = outsideWall;
const steel = solid('#3f6a8a');
const sheet = cladding('#b9bec1', { rib: 0.2 });
const roofOutside = cladding('#a9b0b4', { rib: 0.2, soft: true });
const clearSheet = translucentSheet([1.35, 1.38, 1.36]);
const yardPaving = paving({ color: '#a29d94', slab: 5 });

/** Height of the roof's underside at x. @param {number} x */
const roofY = (x) => EAVE + RISE * (1 - Math.abs(x - W / 2) / (W / 2));

/** Ranges across the hall (x) of the translucent sheets in the roof. */
const STRIPS = /** @type {[number, number][]} */ ([
  [3.3, 4.5],
  [8.3, 9.5],
  [20.5, 21.7],
  [25.5, 26.7],
]);

/** @type {import('../scene.mjs').Plan} */
const plan = {
  slug: 'warehouse-mlolongo',
  seed: 79,
  height: EAVE,
  wallThickness: 0.2,
  environment: {
    kind: 'land',
    groundY: 0,
    clouds: 0.56,
    land: {
      ground: ['#a59d6c', '#6f7747', '#8f6e52'],
      light: openGroundLight(SUN, SKY),
      rings: [
        { distance: 380, trees: 0.12, houses: 0.5, height: 2.2 },
        { distance: 900, trees: 0.2, houses: 0.4, height: 2 },
      ],
      hills: { base: 0.002, height: 0.045, scale: 1.4, color: '#75857d' },
    },
  },
  sun: SUN,
  outdoorLight: { sky: SKY, ground: [0.44, 0.41, 0.37] },
  materials: m,
  ambient: 2.4,
  ambientTint: [0.97, 0.98, 1],
  floorBounce: 0.3,
  rooms: [
    {
      id: 'hall',
      name: 'Warehouse',
      rect: [0, 0, W, D],
      wall: hallWall,
      floor: floatedConcrete({ color: '#9d9a93', joint: 6, gloss: 0.015 }),
      skirting: false,
      openToRoof: true,
      lights: STRIPS.map(([a, b]) => ({
        rect: /** @type {[number, number, number, number]} */ ([a, 0.5, b, D - 0.5]),
        y: roofY((a + b) / 2) - 0.3,
        radiance: [0.85, 0.87, 0.86],
      })),
    },
    {
      id: 'yard',
      name: 'Yard',
      rect: [-12, -34, 42, 0],
      outdoor: true,
      open: ['N', 'E', 'S', 'W'],
      railing: false,
      wall: outsideWall,
      floor: yardPaving,
    },
  ],
  doors: [
    { rooms: ['hall', 'yard'], at: 8, width: 5, height: DOOR_H, kind: 'opening' },
    { rooms: ['hall', 'yard'], at: 22, width: 5, height: DOOR_H, kind: 'opening' },
  ],

  furnish(ctx) {
    const { prims, rng } = ctx;
    const t = 0.1;
    // The roof: sheets and translucent strips on both slopes, seen from inside and out.
    const edges = [0, ...STRIPS.flat(), W].sort((a, b) => a - b);
    const cuts = [...new Set([...edges, W / 2])].sort((a, b) => a - b);
    for (let i = 0; i < cuts.length - 1; i++) {
      const a = cuts[i];
      const b = cuts[i + 1];
      const clear = STRIPS.some(([s0, s1]) => a >= s0 && b <= s1);
      const inner = clear ? clearSheet : sheet;
      quad(
        prims,
        [a, roofY(a), -0.3],
        [b, roofY(b), -0.3],
        [b, roofY(b), D + 0.3],
        [a, roofY(a), D + 0.3],
        inner,
      );
      quad(
        prims,
        [a, roofY(a) + t, -0.3],
        [b, roofY(b) + t, -0.3],
        [b, roofY(b) + t, D + 0.3],
        [a, roofY(a) + t, D + 0.3],
        clear ? clearSheet : roofOutside,
      );
    }
    // Gables above the end walls, and the eaves' edges.
    const gable = { structural: true };
    for (const [outer, inner] of [
      [-0.1, 0.1],
      [D + 0.1, D - 0.1],
    ]) {
      prims.push(
        makeTriangle(
          [-0.1, EAVE, outer],
          [W / 2, roofY(W / 2), outer],
          [W + 0.1, EAVE, outer],
          outsideWall,
          gable,
        ),
      );
      prims.push(
        makeTriangle(
          [0.1, EAVE, inner],
          [W / 2, roofY(W / 2), inner],
          [W - 0.1, EAVE, inner],
          hallWall,
          gable,
        ),
      );
    }
    // Portal frames: columns, rafters and haunches; purlins along the hall.
    const frames = 7;
    for (let i = 0; i < frames; i++) {
      const z = 0.35 + ((D - 0.7) * i) / (frames - 1);
      for (const x of [0.35, W - 0.35])
        prims.push(makeBox(x - 0.2, 0, z - 0.12, x + 0.2, EAVE - 0.1, z + 0.12, steel));
      beam(prims, [0.3, roofY(0.3) - 0.35, z], [W / 2, roofY(W / 2) - 0.35, z], steel, {
        w: 0.18,
        h: 0.5,
      });
      beam(prims, [W / 2, roofY(W / 2) - 0.35, z], [W - 0.3, roofY(W - 0.3) - 0.35, z], steel, {
        w: 0.18,
        h: 0.5,
      });
      beam(prims, [0.5, EAVE - 1.2, z], [2.2, roofY(2.2) - 0.4, z], steel, { w: 0.16, h: 0.2 });
      beam(prims, [W - 0.5, EAVE - 1.2, z], [W - 2.2, roofY(W - 2.2) - 0.4, z], steel, {
        w: 0.16,
        h: 0.2,
      });
    }
    for (let x = 1.2; x < W; x += 1.45) {
      if (Math.abs(x - W / 2) < 0.3) continue;
      const y = roofY(x);
      prims.push(
        makeBox(x - 0.04, y - 0.2, 0.1, x + 0.04, y - 0.01, D - 0.1, solid('#8f969b'), {
          structural: true,
        }),
      );
    }
    // Rails along the walls at the dado and the eaves.
    for (const x of [0.12, W - 0.12])
      prims.push(
        makeBox(x - 0.03, 2.4, 0.1, x + 0.03, 2.55, D - 0.1, solid('#9aa0a4'), {
          structural: true,
        }),
      );

    // The loading doors: shutters rolled up inside above each opening, a steel bump rail and
    // yellow-and-black hazard paint on the jambs.
    const hazard = solid('#d9a51c');
    for (const x of [8, 22]) {
      rollerShutter(
        ctx.against('hall', 'S', x),
        { housing: solid('#7c8387'), guide: solid('#6a7074') },
        { width: 5.1, head: DOOR_H, drum: 0.65 },
      );
      for (const sx of [-1, 1]) {
        const jx = x + sx * 2.75;
        prims.push(makeBox(jx - 0.15, 0, 0.1, jx + 0.15, 1.0, 0.4, hazard));
      }
    }
    // Floor markings: walkway lines and the loading bays.
    const yellow = solid('#d8b22a');
    for (const x of [4.2, 25.8])
      prims.push(makeBox(x - 0.05, 0, 7, x + 0.05, 0.002, 30.5, yellow, { structural: true }));
    for (const x of [8, 22]) {
      for (const sx of [-1, 1])
        prims.push(
          makeBox(x + sx * 2.5 - 0.05, 0, 0.1, x + sx * 2.5 + 0.05, 0.002, 6.5, yellow, {
            structural: true,
          }),
        );
      prims.push(makeBox(x - 2.55, 0, 6.45, x + 2.55, 0.002, 6.55, yellow, { structural: true }));
    }

    // The mezzanine across the north end: offices and a store below, an office with a glazed
    // front above, reached by a steel stair.
    const mz = 32;
    prims.push(makeBox(0.1, MEZZ, mz, W - 0.1, MEZZ + 0.25, D - 0.1, solid('#c8c6c0')));
    prims.push(makeBox(0.1, MEZZ - 0.3, mz - 0.02, W - 0.1, MEZZ + 0.25, mz + 0.2, steel));
    const offices = render('#eeebe4');
    prims.push(
      makeBox(0.1, 0, mz + 0.1, W - 0.1, MEZZ - 0.3, mz + 0.3, offices, { structural: true }),
    );
    const darkGlass = solid('#2b3237', { gloss: 0.2 });
    for (const x of [4, 9.5, 20.5, 26]) {
      prims.push(
        makeBox(x - 1.0, 1.0, mz + 0.06, x + 1.0, 2.2, mz + 0.1, darkGlass, { structural: true }),
      );
      prims.push(
        makeBox(x - 1.05, 0.95, mz + 0.04, x + 1.05, 1.0, mz + 0.1, solid('#f3f1ec'), {
          structural: true,
        }),
      );
    }
    for (const x of [14, 16.8])
      prims.push(
        makeBox(x - 0.45, 0, mz + 0.06, x + 0.45, 2.1, mz + 0.1, timber('#6b4a32'), {
          structural: true,
        }),
      );
    // The upper office: glazed front on a low wall, its own roof slab.
    const top = MEZZ + 0.25;
    const upperFrom = 11;
    prims.push(
      makeBox(upperFrom, top, mz + 1.2, W - 0.1, top + 0.9, mz + 1.35, offices, {
        structural: true,
      }),
    );
    prims.push(
      makeBox(upperFrom, top + 0.9, mz + 1.25, W - 0.1, top + 2.7, mz + 1.28, glass(), {
        structural: true,
        castsShadow: false,
      }),
    );
    for (let x = upperFrom; x <= W - 0.1; x += 1.5)
      prims.push(
        makeBox(x - 0.03, top + 0.9, mz + 1.22, x + 0.03, top + 2.75, mz + 1.32, solid('#3b3e41'), {
          structural: true,
        }),
      );
    prims.push(
      makeBox(upperFrom, top + 2.7, mz + 1.2, W - 0.1, top + 2.95, D - 0.1, offices, {
        structural: true,
      }),
    );
    prims.push(
      makeBox(upperFrom - 0.15, top, mz + 1.2, upperFrom, top + 2.95, D - 0.1, offices, {
        structural: true,
      }),
    );
    // Inside the upper office: a glow of its lights and a few desks behind the glass.
    prims.push(
      makeBox(
        upperFrom + 0.5,
        top + 2.68,
        mz + 2,
        W - 1,
        top + 2.7,
        D - 1,
        emissive('#ffffff', '#f4f4ff', 1.2),
        { structural: true },
      ),
    );
    for (let x = upperFrom + 2; x < W - 2; x += 4)
      prims.push(
        makeBox(x, top, mz + 3, x + 1.6, top + 0.75, mz + 3.8, solid('#e6e1d6'), {
          structural: true,
        }),
      );
    // Balustrade along the open part of the mezzanine.
    const rail = solid('#d9a51c');
    prims.push(makeBox(0.1, top + 1.0, mz + 0.05, upperFrom, top + 1.06, mz + 0.11, rail));
    prims.push(makeBox(0.1, top + 0.5, mz + 0.06, upperFrom, top + 0.54, mz + 0.1, rail));
    for (let x = 0.5; x < upperFrom; x += 1.5)
      prims.push(makeBox(x - 0.03, top, mz + 0.05, x + 0.03, top + 1.06, mz + 0.11, rail));
    // Columns under the mezzanine edge.
    for (const x of [6, 12, 18, 24])
      prims.push(makeBox(x - 0.12, 0, mz - 0.1, x + 0.12, MEZZ - 0.3, mz + 0.14, steel));
    // The stair: treads rising east along the front of the mezzanine.
    const steps = 18;
    const rise = (MEZZ + 0.25) / steps;
    const go = 0.28;
    const sx0 = 2.0;
    for (let i = 0; i < steps; i++) {
      const x = sx0 + i * go;
      prims.push(
        makeBox(
          x,
          (i + 1) * rise - 0.04,
          mz - 1.2,
          x + go + 0.02,
          (i + 1) * rise,
          mz - 0.05,
          solid('#5f6468'),
        ),
      );
    }
    const end = sx0 + steps * go;
    for (const z of [mz - 1.22, mz - 0.05]) {
      beam(prims, [sx0, 0, z], [end, MEZZ + 0.25, z], steel, { w: 0.04, h: 0.25 });
      beam(prims, [sx0, 1.0, z], [end, MEZZ + 1.25, z], rail, { w: 0.04, h: 0.04 });
    }
    prims.push(makeBox(sx0 - 0.02, 0, mz - 1.24, sx0 + 0.04, 1.0, mz - 1.18, rail));

    // High-bay lights and some stock on pallets.
    const lamp = emissive('#f4f4f0', '#fff6e4', 2.2);
    for (let x = 7.5; x < W; x += 7.5) {
      for (let z = 8; z < mz - 2; z += 8) {
        prims.push(makeCylinder(x, z, 0.01, 6.6, roofY(x) - 0.2, solid('#2b2b2b')));
        prims.push(makeCylinder(x, z, 0.25, 6.4, 6.6, solid('#c9ccce')));
        prims.push(makeCylinder(x, z, 0.22, 6.38, 6.4, lamp));
      }
    }
    const pallet = timber('#b08a5a');
    const carton = solid('#b89a72');
    const wrap = solid('#d8d6cf');
    for (const [x, z, layers] of [
      [27.2, 20, 3],
      [27.2, 22.4, 2],
      [27.2, 24.8, 3],
      [2.8, 14, 2],
      [2.8, 16.4, 1],
    ]) {
      prims.push(makeBox(x - 0.6, 0, z - 0.5, x + 0.6, 0.14, z + 0.5, pallet));
      prims.push(
        makeBox(
          x - 0.58,
          0.14,
          z - 0.48,
          x + 0.58,
          0.14 + layers * 0.42,
          z + 0.48,
          layers === 3 ? wrap : carton,
        ),
      );
    }

    // Outside: the truck backed up to the west door, the yard's boundary wall and gate,
    // neighbouring go-downs, poles.
    const tyre = solid('#1c1c1e');
    const cab = solid('#f0efeb');
    vehicle(ctx.at(8, -5.6, 'S'), 'truck', {
      body: cab,
      glass: solid('#1f262c', { gloss: 0.2 }),
      tyre,
      trim: solid('#3d4044'),
      cargo: solid('#e3e4e2'),
      lamp: solid('#e8eef2', { gloss: 0.3 }),
    });
    // A guard house by the gate, a car in the visitors' bay, lines on the yard.
    prims.push(makeBox(23, 0, -32.5, 26.5, 2.7, -29.5, render('#e8e2d4'), { structural: true }));
    prims.push(makeBox(22.7, 2.7, -32.8, 26.8, 2.9, -29.2, solid('#7b3b2e'), { structural: true }));
    prims.push(
      makeBox(23.5, 1.0, -29.52, 25.8, 2.0, -29.48, solid('#2b3237', { gloss: 0.2 }), {
        structural: true,
      }),
    );
    vehicle(ctx.at(36.5, -12, 'N'), 'car', {
      body: solid('#d8dadc'),
      glass: solid('#1f262c', { gloss: 0.2 }),
      tyre,
      trim: solid('#8d9094'),
    });
    for (let x = 33.5; x <= 41.5; x += 2.7)
      prims.push(
        makeBox(x - 0.05, 0, -16, x + 0.05, 0.002, -9.5, solid('#e8e4d8'), { structural: true }),
      );
    for (const x of [8, 22])
      prims.push(makeBox(x - 2.55, 0, -14, x + 2.55, 0.002, -13.9, yellow, { structural: true }));
    const boundary = render('#d2cbbd', { courses: true });
    prims.push(makeBox(-12, 0, -34, 14, 2.6, -33.7, boundary, { structural: true }));
    prims.push(makeBox(22, 0, -34, 42, 2.6, -33.7, boundary, { structural: true }));
    prims.push(makeBox(14, 0, -33.95, 22, 2.4, -33.85, solid('#2f3a44'), { structural: true }));
    for (let x = -12; x <= 42; x += 3)
      prims.push(
        makeBox(x - 0.02, 2.6, -33.9, x + 0.02, 3.1, -33.8, solid('#555'), { structural: true }),
      );
    for (let k = 0; k < 3; k++)
      prims.push(
        makeBox(-12, 2.7 + k * 0.15, -33.86, 42, 2.71 + k * 0.15, -33.84, solid('#666'), {
          structural: true,
        }),
      );
    prims.push(makeBox(-12, 0, -34, -11.7, 2.6, 0, boundary, { structural: true }));
    prims.push(makeBox(41.7, 0, -34, 42, 2.6, 0, boundary, { structural: true }));
    // Neighbouring go-downs.
    const neighbourWall = cladding('#d3d7d8', { lower: render('#cfc8ba'), split: 2.4, soft: true });
    for (const b of [
      { x0: 50, z0: -10, x1: 80, z1: 30 },
      { x0: -55, z0: -5, x1: -25, z1: 35 },
      { x0: -30, z0: -90, x1: 10, z1: -60 },
      { x0: 25, z0: -95, x1: 60, z1: -62 },
    ]) {
      prims.push(makeBox(b.x0, 0, b.z0, b.x1, 7, b.z1, neighbourWall, { structural: true }));
      pitchedRoof(prims, {
        ...b,
        eave: 7,
        rise: 1.4,
        kind: 'gable',
        roof: cladding('#aab1b5', { rib: 0.2 }),
        gable: neighbourWall,
        overhang: 0.3,
      });
    }
    const ground = savannah({
      seed: 83,
      grass: '#9a9663',
      straw: '#beb089',
      soil: '#8f6e52',
      bare: 0.3,
    });
    const groundMat = groundMaterial('Mlolongo ground', ground, {
      around: VIEWS,
      near: 30,
      far: 90,
    });
    prims.push(makeBox(-300, -1, -300, 300, -0.001, 300, groundMat, { structural: true }));
    const pole = timber('#5b4634');
    const wire = solid('#2a2a2a');
    for (let x = -60; x <= 100; x += 40)
      powerPole(prims, x, -38, { pole, wire }, { height: 9, next: [x + 40, -38] });
    acacia(
      prims,
      -20,
      -45,
      rng,
      { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') },
      { height: 6, spread: 3.8 },
    );
    acacia(
      prims,
      46,
      -48,
      rng,
      { bark: bark('#4a3b30'), leaves: crown('#56642f', '#7d8a42') },
      { height: 5.5, spread: 3.4 },
    );
  },

  photos: [
    { room: 'hall', position: [15.5, 1.7, 2.2], yaw: 8, pitch: 5 },
    { room: 'hall', position: [16.5, 1.7, 27.5], yaw: 186, pitch: -2 },
    { room: 'yard', position: [-6.5, 1.7, -23], yaw: 32, pitch: 3 },
  ],
};

export default plan;
