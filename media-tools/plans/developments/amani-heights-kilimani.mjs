// @ts-check
// Amani Heights, Kilimani: a twelve-storey block of flats sold off-plan, not yet built. The
// render of the finished block from across the road, as the architect's perspective shows it,
// and the site today: a hoarding of painted iron sheets round the basement's excavation in red
// soil, an excavator at the edge and the site office.
//
//   z (north)
//   ^        neighbours' blocks
//   |   +---------------------------+   the block: 32 x 16 m, balconies to the road
//   |   |  lift core on the roof    |   (the site: the basement dug, x -1..33, z -3..17)
//   |   +---------------------------+
//   |      lawns, drive              gate     boundary wall / hoarding (z -20.3)
//   |  ======== road (z -30.5 .. -23.3) ========
//   |      pavement and verge opposite, the render's camera
//   +------------------------------------------------> x (east)

import { makeBox } from '../../geometry.mjs';
import {
  apartmentBlock,
  castConcrete,
  excavator,
  gradedSoil,
  heap,
  hoarding,
  looseEarth,
  siteOffice,
  windowGrid,
} from '../../developments.mjs';
import { glass as clearGlass, solid } from '../../materials.mjs';
import { paving } from '../../commercial.mjs';
import {
  bark,
  crown,
  grevillea,
  groundMaterial,
  ironSheets,
  openGroundLight,
  plotMaterials,
  render,
  roundTree,
  savannah,
  tarmac,
  timber,
  vehicle,
  waterTank,
} from '../../outdoors.mjs';
import { mulberry32 } from '../../rng.mjs';

/** @typedef {import('../../outdoors.mjs').Painter} Painter */
/** @typedef {import('../../scene.mjs').FurnishContext} FurnishContext */

const SLUG = 'amani-heights-kilimani';
const m = plotMaterials();
const CENTRE = /** @type {[number, number]} */ ([16, 0]);
const SKY = [0.7, 0.8, 0.97];
const SUN = { azimuth: 158, elevation: 56 };
/** The block's floor plate, x0, z0, x1, z1. */
const BLOCK = /** @type {const} */ ([0, 0, 32, 16]);

const lawn = savannah({ seed: 81, grass: '#5f8a3a', straw: '#7c9a48', soil: '#6a6a3c', bare: 0.0 });
const dryLawn = savannah({
  seed: 83,
  grass: '#7a8a46',
  straw: '#a09a68',
  soil: '#7a5a44',
  bare: 0.12,
});
const road = tarmac({ axis: 'x', at: -26.9, half: 3.6, verge: dryLawn });
const pavers = paving({ color: '#b3ada3', slab: 0.6 });
const soil = gradedSoil({ seed: 85, color: '#774434', tracks: 'z' });

/**
 * The ground round the block: road, pavements, and inside the boundary a paved drive and
 * lawns (finished) or the bladed site (today).
 * @param {boolean} built
 * @returns {Painter}
 */
function painter(built) {
  /** @type {number[]} */
  const tmp = [0, 0, 0];
  return (x, z, fine, out) => {
    if (z > -30.5 && z < -23.3) return road(x, z, fine, out);
    const pavement = (z >= -23.3 && z < -20.3) || (z > -33.5 && z <= -30.5);
    if (pavement) {
      pavers.albedo([x, 0, z], [0, 1, 0], /** @type {any} */ (null), tmp);
      out[0] = tmp[0];
      out[1] = tmp[1];
      out[2] = tmp[2];
      return;
    }
    const inside = z >= -20.3 && z < 24 && x > -6 && x < 38;
    if (!inside) return (z < -33.5 ? lawn : dryLawn)(x, z, fine, out);
    if (!built) return soil(x, z, fine, out);
    const drive =
      (x > 20 && x < 27 && z < -1.8) ||
      (z > -7 && z < -1.8 && x > 8 && x < 34) ||
      (z > -3.2 && z < 0.2 && x > -2 && x < 34);
    if (drive) {
      pavers.albedo([x, 0, z], [0, 1, 0], /** @type {any} */ (null), tmp);
      out[0] = tmp[0] * 0.92;
      out[1] = tmp[1] * 0.92;
      out[2] = tmp[2] * 0.9;
      return;
    }
    return lawn(x, z, fine, out);
  };
}

const trees = { bark: bark('#4d3d31'), leaves: crown('#3d5c2c', '#688a44') };
const jacaranda = { bark: bark('#4a3b32'), leaves: crown('#75709a', '#9890b4') };
const silky = { bark: bark('#5a4a3c'), leaves: crown('#4d5f35', '#7c8a55') };
const tyre = solid('#1c1c1e');
const carGlass = solid('#1f262c', { gloss: 0.2 });
const carTrim = solid('#8d9094');

/**
 * What stands round the site whatever its stage: the neighbours' blocks, street trees, the
 * road's traffic.
 * @param {FurnishContext} ctx
 */
function surroundings(ctx) {
  const prims = ctx.prims;
  const rng = mulberry32(`${SLUG}:surroundings`);
  // Older, lower blocks of flats either side and behind, seen past the trees.
  /** @type {[number, number, number, number, number, string][]} */
  const blocks = [
    [-46, -4, -24, 14, 13, '#e6dccb'],
    [46, -8, 66, 10, 19, '#dcd8d0'],
    [4, 34, 30, 48, 22, '#ece6da'],
    [-34, 30, -10, 44, 16, '#d9c9ab'],
    [42, 28, 60, 42, 25, '#e2e0da'],
    [74, -6, 92, 10, 12, '#ece3d0'],
    [-70, -2, -52, 12, 10, '#e2d7c2'],
  ];
  blocks.forEach(([x0, z0, x1, z1, h, wall], i) => {
    const facade = windowGrid({
      wall,
      glass: '#55626c',
      storey: 3,
      bay: 3.2 + (i % 3) * 0.4,
      base: 1,
    });
    prims.push(makeBox(x0, 0, z0, x1, h, z1, facade, { structural: true }));
    prims.push(makeBox(x0 - 0.2, h, z0 - 0.2, x1 + 0.2, h + 0.9, z1 + 0.2, render(wall)));
  });
  // Street trees along both pavements, a jacaranda among them, tall grevilleas beyond.
  for (const [x, z, kind, h] of /** @type {[number, number, number, number][]} */ ([
    [-16, -21.6, 0, 9],
    [52, -21.6, 0, 8],
    [58, -21.6, 1, 8.5],
    [-36, -32.4, 0, 10],
    [6, -32.4, 1, 8],
    [50, -32.4, 0, 9],
  ]))
    roundTree(prims, x, z, rng, kind ? jacaranda : trees, { height: h, spread: 3.4 });
  for (const [x, z] of [
    [-8, 28],
    [38, 26],
    [-20, 20],
    [66, 20],
  ])
    grevillea(prims, x, z, rng, silky, { height: 18 });
  vehicle(ctx.at(-2, -25.1, 'E'), 'car', {
    body: solid('#e8e8e6'),
    glass: carGlass,
    tyre,
    trim: carTrim,
  });
  vehicle(ctx.at(44, -28.7, 'W'), 'matatu', {
    body: solid('#f1efe8'),
    glass: carGlass,
    tyre,
    trim: carTrim,
    stripe: solid('#2d5fa0'),
  });
  vehicle(ctx.at(22, -25.1, 'E'), 'car', {
    body: solid('#2c3e5c'),
    glass: carGlass,
    tyre,
    trim: carTrim,
  });
}

/**
 * A plan of the site: the block finished, or the site as it is today.
 * @param {string} name
 * @param {boolean} built
 * @param {import('../../scene.mjs').PhotoSpec} camera
 * @returns {import('../../scene.mjs').Plan}
 */
function sitePlan(name, built, camera) {
  const ground = groundMaterial(`Kilimani ${name}`, painter(built), {
    around: [[camera.position[0], camera.position[2]]],
    near: 45,
    far: 130,
  });
  return {
    slug: `${SLUG}/${name}`,
    seed: 97,
    height: 0,
    rooms: [],
    doors: [],
    site: {
      centre: CENTRE,
      extent: 240,
      ground,
      pit: built
        ? undefined
        : {
            rect: [BLOCK[0] - 1, BLOCK[1] - 3, BLOCK[2] + 1, BLOCK[3] + 1],
            depth: 3.6,
            floor: groundMaterial('Kilimani pit', gradedSoil({ seed: 87, color: '#6a3b2c' }), {
              around: [[camera.position[0], camera.position[2]]],
            }),
            sides: castConcrete('#7a4433'),
          },
    },
    environment: {
      kind: 'land',
      groundY: 0,
      clouds: built ? 0.66 : 0.58,
      land: {
        ground: ['#7c8150', '#5a7040', '#8a5a44'],
        light: openGroundLight(SUN, SKY),
        rings: [
          { distance: 300, trees: 0.45, houses: 0.5, height: 2.2 },
          { distance: 700, trees: 0.4, houses: 0.5, height: 2.6 },
          { distance: 1600, trees: 0.35, houses: 0.4, height: 3 },
        ],
        hills: { base: 0.004, height: 0.03, scale: 2.4, color: '#72837f' },
      },
    },
    sun: SUN,
    outdoorLight: { sky: SKY, ground: [0.4, 0.36, 0.3] },
    materials: m,
    furnish(ctx) {
      surroundings(ctx);
      if (built) finished(ctx);
      else today(ctx);
    },
    photos: [camera],
  };
}

/**
 * The finished block, its boundary wall and gate, the lawns and young trees in front.
 * @param {FurnishContext} ctx
 */
function finished(ctx) {
  const prims = ctx.prims;
  const rng = ctx.rng;
  apartmentBlock(
    prims,
    {
      x0: BLOCK[0],
      z0: BLOCK[1],
      x1: BLOCK[2],
      z1: BLOCK[3],
      floors: 11,
      bays: ['balcony', 'balcony', 'panel', 'balcony', 'balcony', 'panel', 'balcony', 'balcony'],
    },
    {
      frame: render('#f3f2ee'),
      panel: render('#8e9396'),
      wall: render('#e9e8e3'),
      glazing: solid('#2c3d4c', { gloss: 0.3 }),
      mullion: solid('#3a3d40'),
      balustrade: clearGlass([0.78, 0.86, 0.88]),
      rail: solid('#c9ccd0'),
      base: render('#6f7478'),
    },
  );
  // Boundary wall: a low rendered plinth with steel railings, the gate open on the drive.
  const plinth = render('#d9d6cf');
  const rail = solid('#33363a');
  for (const [x0, x1] of [
    [-6, 20],
    [27, 38],
  ]) {
    prims.push(makeBox(x0, 0, -20.5, x1, 0.7, -20.2, plinth, { structural: true }));
    prims.push(makeBox(x0, 1.75, -20.4, x1, 1.8, -20.3, rail));
    for (let x = x0 + 0.1; x < x1; x += 0.15)
      prims.push(makeBox(x - 0.012, 0.7, -20.37, x + 0.012, 1.8, -20.33, rail));
  }
  for (const x of [20, 27])
    prims.push(makeBox(x - 0.3, 0, -20.6, x + 0.3, 2.2, -20.1, render('#6f7478')));
  // Young trees, a hedge inside the wall and shrubs along the drive.
  const shrub = crown('#3f5e2d', '#5d7d3d');
  for (const [x, z, h] of [
    [1, -12, 6.5],
    [11, -15, 5.5],
    [32, -12, 6.5],
    [-3, -4, 5],
  ])
    roundTree(prims, x, z, rng, trees, { height: h, spread: 2.3 });
  for (let x = -5; x < 19.5; x += 1.6)
    prims.push(makeBox(x, 0, -19.9, x + 1.3, 0.8 + rng.range(0, 0.15), -19.2, shrub));
  for (let x = 28; x < 37.5; x += 1.6)
    prims.push(makeBox(x, 0, -19.9, x + 1.3, 0.8 + rng.range(0, 0.15), -19.2, shrub));
  for (let z = -17; z < -8; z += 1.5)
    prims.push(makeBox(18.6, 0, z, 19.6, 0.6 + rng.range(0, 0.1), z + 1.2, shrub));
  vehicle(ctx.at(14, -4.4, 'E'), 'car', {
    body: solid('#5f6568'),
    glass: carGlass,
    tyre,
    trim: carTrim,
  });
}

/**
 * The site today: the hoarding round it, the basement dug, an excavator at the edge loading
 * the spoil, a site office, a tank and the heaps.
 * @param {FurnishContext} ctx
 */
function today(ctx) {
  const prims = ctx.prims;
  const rng = ctx.rng;
  const post = timber('#7a6146');
  const blue = { across: /** @type {'x'} */ ('x'), rib: 0.12 };
  const sheetsX = { sheets: ironSheets('#2d5f9e', blue), band: ironSheets('#2f7d4f', blue), post };
  const along = { across: /** @type {'z'} */ ('z'), rib: 0.12 };
  const sheetsZ = {
    sheets: ironSheets('#2d5f9e', along),
    band: ironSheets('#2f7d4f', along),
    post,
  };
  hoarding(prims, [-6, -20.3], [38, -20.3], sheetsX, { inside: 1, gaps: [[20, 27]] });
  hoarding(prims, [-6, 24], [38, 24], sheetsX, { inside: -1 });
  hoarding(prims, [-6, -20.3], [-6, 24], sheetsZ, { inside: 1 });
  hoarding(prims, [38, -20.3], [38, 24], sheetsZ, { inside: -1 });
  // The gate's leaves, swung open inwards.
  prims.push(makeBox(20, 0.05, -20.2, 20.06, 2.4, -16.7, sheetsZ.sheets));
  prims.push(makeBox(26.94, 0.05, -20.2, 27, 2.4, -16.7, sheetsZ.sheets));

  excavator(
    prims,
    ctx.at(9, 20.6, 'S'),
    {
      paint: solid('#e1a527'),
      dark: solid('#2a2a2b'),
      glass: solid('#1d2328', { gloss: 0.25 }),
      steel: solid('#5d5f61'),
    },
    { reach: 6.4, dig: 2.6 },
  );
  siteOffice(ctx.at(-3.2, -12, 'E'), {
    shell: render('#eceae4'),
    trim: solid('#2d5f9e'),
    glass: solid('#222a30', { gloss: 0.2 }),
    door: solid('#2d5f9e'),
    block: castConcrete('#a3a097'),
  });
  waterTank(
    prims,
    -3.6,
    -5,
    { tank: solid('#26292c'), stand: solid('#5d6166') },
    {
      radius: 0.9,
      height: 2.0,
      stand: 2.4,
    },
  );
  // A portable toilet by the office.
  prims.push(makeBox(-4.6, 0, -17.8, -3.4, 2.3, -16.6, solid('#2d5f9e')));
  prims.push(makeBox(-4.65, 2.3, -17.85, -3.35, 2.4, -16.55, solid('#e9e7e1')));
  // Spoil heaped along the back and by the gate for the lorries.
  const spoil = looseEarth('#744232');
  heap(prims, 24, 21.2, rng, spoil, { radius: 2.6, height: 1.6 });
  heap(prims, 32, 20.8, rng, spoil, { radius: 2.2, height: 1.3 });
  heap(prims, 33, -13, rng, spoil, { radius: 2.0, height: 1.1 });
  vehicle(ctx.at(23.5, -11, 'S'), 'truck', {
    body: solid('#e9e5dc'),
    cargo: solid('#7b8083'),
    glass: carGlass,
    tyre,
    trim: carTrim,
  });
  // Rebar and timber for the shoring, on the ground.
  for (let i = 0; i < 8; i++)
    prims.push(makeBox(4, 0.02, -9.2 + i * 0.06, 10, 0.05, -9.17 + i * 0.06, solid('#6a3a26')));
  for (let i = 0; i < 5; i++)
    prims.push(
      makeBox(10, 0.06 * i, -12.6 + i * 0.15, 15, 0.06 * i + 0.06, -12.5 + i * 0.15, post),
    );
}

/** @type {import('../../developments.mjs').Development} */
const development = {
  slug: SLUG,
  photos: [
    {
      name: '1',
      shows: 'the finished block from across the road: white frame, glass balconies, trees',
      plan: sitePlan('1', true, {
        room: 'across the road',
        position: [-30, 1.7, -44],
        yaw: 42,
        pitch: 0,
        shift: 0.78,
      }),
    },
    {
      name: 'progress-1',
      shows: 'the site today: hoarding, the basement dug in red soil, excavator, site office',
      plan: sitePlan('progress-1', false, {
        room: "from the neighbours' block",
        position: [47, 14, -28],
        yaw: -53,
        pitch: -25,
      }),
    },
  ],
};

export default development;
