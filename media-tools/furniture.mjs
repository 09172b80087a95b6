// @ts-check
// Furniture, built from boxes, cylinders and ellipsoids in a local frame and then placed.
//
// Local frame of every piece: x runs along its width (centred on 0), y is up from the floor,
// z points out of its front. Pieces that stand against a wall have their back at z = 0. A
// Placer turns that frame into world coordinates for one of four facings, so the same sofa
// can stand against any wall and every box stays axis-aligned.

import { makeBox, makeCylinder, makeEllipsoid } from './geometry.mjs';

/** @typedef {'N' | 'E' | 'S' | 'W'} Facing direction the front of the piece looks towards */
/** @typedef {import('./geometry.mjs').PrimOptions} PrimOptions */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./palette.mjs').Materials} Materials */
/** @typedef {import('./rng.mjs').Rng} Rng */

// Every piece below takes a Placer `b` for where it stands and the listing's Materials `m`.

export class Placer {
  /**
   * @param {import('./geometry.mjs').Prim[]} out primitives are appended here
   * @param {number} x world x of the local origin
   * @param {number} z world z of the local origin
   * @param {Facing} facing
   * @param {number} [y] world height of the local floor (0 for the room floor)
   */
  constructor(out, x, z, facing, y = 0) {
    this.out = out;
    this.x = x;
    this.z = z;
    this.y = y;
    this.facing = facing;
  }

  /**
   * Local (lx, lz) -> world [x, z].
   * @param {number} lx
   * @param {number} lz
   * @returns {[number, number]}
   */
  toWorld(lx, lz) {
    switch (this.facing) {
      case 'N':
        return [this.x + lx, this.z + lz];
      case 'S':
        return [this.x - lx, this.z - lz];
      case 'E':
        return [this.x + lz, this.z - lx];
      default:
        return [this.x - lz, this.z + lx];
    }
  }

  /**
   * Box between two local corners.
   * @param {number} x0 @param {number} y0 @param {number} z0
   * @param {number} x1 @param {number} y1 @param {number} z1
   * @param {Material} material
   * @param {PrimOptions} [opts]
   */
  box(x0, y0, z0, x1, y1, z1, material, opts) {
    const [ax, az] = this.toWorld(x0, z0);
    const [bx, bz] = this.toWorld(x1, z1);
    this.out.push(makeBox(ax, this.y + y0, az, bx, this.y + y1, bz, material, opts));
  }

  /**
   * Upright cylinder at local (cx, cz).
   * @param {number} cx @param {number} cz @param {number} r
   * @param {number} y0 @param {number} y1
   * @param {Material} material
   */
  cylinder(cx, cz, r, y0, y1, material) {
    const [x, z] = this.toWorld(cx, cz);
    this.out.push(makeCylinder(x, z, r, this.y + y0, this.y + y1, material));
  }

  /**
   * Ellipsoid centred at local (cx, cy, cz) with local radii.
   * @param {number} cx @param {number} cy @param {number} cz
   * @param {number} rx @param {number} ry @param {number} rz
   * @param {Material} material
   */
  ellipsoid(cx, cy, cz, rx, ry, rz, material) {
    const [x, z] = this.toWorld(cx, cz);
    const swap = this.facing === 'E' || this.facing === 'W';
    this.out.push(makeEllipsoid(x, this.y + cy, z, swap ? rz : rx, ry, swap ? rx : rz, material));
  }

  /**
   * A child placer offset in local coordinates (for sub-assemblies like chairs round a table).
   * @param {number} lx
   * @param {number} lz
   * @param {number} [turn] quarter turns to the right
   */
  at(lx, lz, turn = 0) {
    const [x, z] = this.toWorld(lx, lz);
    const order = ['N', 'E', 'S', 'W'];
    const facing = order[(order.indexOf(this.facing) + turn + 4) % 4];
    return new Placer(this.out, x, z, /** @type {Facing} */ (facing), this.y);
  }
}

/**
 * Four legs under a rectangle, inset from its corners.
 * @param {Placer} b
 * @param {number} w @param {number} d footprint
 * @param {number} h @param {number} r leg height and radius
 * @param {Material} material
 * @param {number} [inset]
 * @param {number} [z0] local z of the back edge
 */
function legs(b, w, d, h, r, material, inset = 0.06, z0 = 0) {
  for (const sx of [-1, 1]) {
    for (const sz of [0, 1]) {
      const x = sx * (w / 2 - inset);
      const z = z0 + (sz ? d - inset : inset);
      b.cylinder(x, z, r, 0, h, material);
    }
  }
}

/**
 * Three-seat sofa with seat and back cushions, arms, short legs and a couple of throw pillows.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, depth?: number, pillows?: Material[] }} [opts]
 */
export function sofa(b, m, { width = 2.3, depth = 0.95, pillows = [] } = {}) {
  const w = width;
  const arm = 0.2;
  legs(b, w, depth, 0.1, 0.025, m.legs, 0.08);
  b.box(-w / 2, 0.1, 0.02, w / 2, 0.32, depth, m.sofa);
  b.box(-w / 2, 0.1, 0.0, -w / 2 + arm, 0.62, depth, m.sofa);
  b.box(w / 2 - arm, 0.1, 0.0, w / 2, 0.62, depth, m.sofa);
  b.box(-w / 2, 0.1, 0.0, w / 2, 0.78, 0.2, m.sofa);
  const inner = w - 2 * arm;
  const n = inner > 1.6 ? 3 : 2;
  const cw = inner / n;
  for (let i = 0; i < n; i++) {
    const x0 = -w / 2 + arm + i * cw + 0.006;
    b.box(x0, 0.32, 0.2, x0 + cw - 0.012, 0.46, depth - 0.01, m.sofaCushion);
    b.box(x0, 0.46, 0.2, x0 + cw - 0.012, 0.8, 0.36, m.sofaCushion);
  }
  pillows.forEach((mat, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    const x = side * (w / 2 - arm - 0.24 - Math.floor(i / 2) * 0.34);
    cushion(b, x, 0.62, 0.42, mat);
  });
}

/**
 * Throw pillow: a thin square core with a puffed front, so it reads as a cushion rather than
 * a ball. (x, y, z) is its centre; it leans against whatever is behind it.
 * @param {Placer} b
 * @param {number} x @param {number} y @param {number} z
 * @param {Material} mat
 * @param {number} [size]
 */
function cushion(b, x, y, z, mat, size = 0.4) {
  const h = size / 2;
  b.box(x - h + 0.02, y - h + 0.02, z - 0.05, x + h - 0.02, y + h - 0.02, z + 0.01, mat);
  b.ellipsoid(x, y, z, h, h, 0.065, mat);
}

/**
 * Upholstered armchair.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ pillow?: Material }} [opts]
 */
export function armchair(b, m, { pillow } = {}) {
  const w = 0.85;
  legs(b, w, 0.85, 0.12, 0.02, m.legs, 0.07);
  b.box(-w / 2, 0.12, 0.02, w / 2, 0.4, 0.85, m.chair);
  b.box(-w / 2, 0.12, 0, -w / 2 + 0.14, 0.62, 0.85, m.chair);
  b.box(w / 2 - 0.14, 0.12, 0, w / 2, 0.62, 0.85, m.chair);
  b.box(-w / 2, 0.12, 0, w / 2, 0.85, 0.18, m.chair);
  b.box(-w / 2 + 0.15, 0.4, 0.18, w / 2 - 0.15, 0.48, 0.83, m.chairCushion);
  if (pillow) cushion(b, 0, 0.64, 0.26, pillow, 0.36);
}

/**
 * Low coffee table with a few things on it (books, a bowl, a vase). Centred on the origin.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, depth?: number }} [opts]
 */
export function coffeeTable(b, m, { width = 1.2, depth = 0.6 } = {}) {
  const h = 0.42;
  b.box(-width / 2, h - 0.04, -depth / 2, width / 2, h, depth / 2, m.tableTop);
  b.box(
    -width / 2 + 0.05,
    0,
    -depth / 2 + 0.05,
    width / 2 - 0.05,
    0.06,
    depth / 2 - 0.05,
    m.tableTop,
  );
  for (const sx of [-1, 1]) {
    b.box(
      sx * (width / 2 - 0.08) - 0.03,
      0.06,
      -depth / 2 + 0.06,
      sx * (width / 2 - 0.08) + 0.03,
      h - 0.04,
      depth / 2 - 0.06,
      m.tableTop,
    );
  }
  b.box(-0.35, h, -0.1, -0.05, h + 0.03, 0.12, m.book1);
  b.box(-0.32, h + 0.03, -0.08, -0.08, h + 0.05, 0.1, m.book2);
  b.ellipsoid(0.28, h + 0.04, 0, 0.14, 0.05, 0.14, m.ceramic);
  b.cylinder(0.05, 0.1, 0.045, h, h + 0.22, m.vase);
}

/**
 * Flat rug centred on the origin.
 * @param {Placer} b
 * @param {Material} material
 * @param {number} width
 * @param {number} depth
 */
export function rugAt(b, material, width, depth) {
  b.box(-width / 2, 0, -depth / 2, width / 2, 0.012, depth / 2, material);
}

/**
 * Media unit with a wall-mounted television above it.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number }} [opts]
 */
export function tvUnit(b, m, { width = 1.9 } = {}) {
  b.box(-width / 2, 0.08, 0, width / 2, 0.5, 0.42, m.cabinet);
  b.box(-width / 2 + 0.05, 0, 0.03, width / 2 - 0.05, 0.08, 0.38, m.legs);
  const doors = 3;
  const dw = width / doors;
  for (let i = 0; i < doors; i++) {
    const x0 = -width / 2 + i * dw + 0.004;
    b.box(x0, 0.1, 0.42, x0 + dw - 0.008, 0.48, 0.435, m.cabinetFront);
  }
  b.box(-0.68, 0.85, 0, 0.68, 1.63, 0.045, m.tvFrame);
  b.box(-0.66, 0.87, 0.045, 0.66, 1.61, 0.05, m.tvScreen);
  b.cylinder(-width / 2 + 0.25, 0.22, 0.07, 0.5, 0.78, m.vase);
  b.box(width / 2 - 0.45, 0.5, 0.1, width / 2 - 0.15, 0.56, 0.32, m.book1);
}

/**
 * Bookshelf with rows of books in mixed colours.
 * @param {Placer} b
 * @param {Materials} m
 * @param {Rng} rng picks book sizes and colours
 * @param {{ width?: number, height?: number, depth?: number }} [opts]
 */
export function bookshelf(b, m, rng, { width = 1.0, height = 2.0, depth = 0.35 } = {}) {
  const t = 0.025;
  b.box(-width / 2, 0, 0, -width / 2 + t, height, depth, m.shelf);
  b.box(width / 2 - t, 0, 0, width / 2, height, depth, m.shelf);
  b.box(-width / 2, 0, 0, width / 2, height, 0.01, m.shelf);
  const rows = Math.round(height / 0.38);
  for (let r = 0; r <= rows; r++) {
    const y = (r * (height - t)) / rows;
    b.box(-width / 2, y, 0, width / 2, y + t, depth, m.shelf);
    if (r === rows) break;
    let x = -width / 2 + t + 0.02;
    const end = width / 2 - t - 0.02 - (r % 2 ? 0.25 : 0);
    while (x < end - 0.04) {
      const bw = rng.range(0.025, 0.05);
      const bh = rng.range(0.2, 0.3);
      b.box(x, y + t, 0.04, x + bw, y + t + bh, depth - 0.03, rng.pick(m.books));
      x += bw + 0.003;
    }
    if (r % 2) b.cylinder(width / 2 - 0.16, depth / 2, 0.06, y + t, y + t + 0.18, m.vase);
  }
}

/**
 * Dining table with chairs on the long sides, centred on the origin, long side along x.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ length?: number, width?: number, chairsPerSide?: number }} [opts]
 */
export function diningSet(b, m, { length = 1.8, width = 0.95, chairsPerSide = 3 } = {}) {
  const h = 0.76;
  b.box(-length / 2, h - 0.04, -width / 2, length / 2, h, width / 2, m.tableTop);
  legs(b, length, width, h - 0.04, 0.03, m.tableLegs, 0.1, -width / 2);
  const spacing = length / chairsPerSide;
  for (let i = 0; i < chairsPerSide; i++) {
    const x = -length / 2 + spacing * (i + 0.5);
    chair(b.at(x, width / 2 + 0.05, 2), m);
    chair(b.at(-x, -width / 2 - 0.05, 0), m);
  }
  b.cylinder(0, 0, 0.09, h, h + 0.04, m.ceramic);
  b.ellipsoid(0, h + 0.07, 0, 0.06, 0.05, 0.06, m.fruit);
  b.ellipsoid(0.08, h + 0.06, 0.03, 0.05, 0.045, 0.05, m.fruit2);
}

/**
 * Dining chair facing +z, i.e. towards the table: its origin is at the table edge, so the seat
 * lies behind the origin (negative z) with the backrest farthest from the table.
 * @param {Placer} b
 * @param {Materials} m
 */
function chair(b, m) {
  const w = 0.46;
  legs(b, w, 0.45, 0.45, 0.015, m.tableLegs, 0.03, -0.5);
  b.box(-w / 2, 0.45, -0.5, w / 2, 0.5, -0.05, m.chairSeat);
  b.box(-w / 2, 0.5, -0.52, w / 2, 0.9, -0.47, m.chairSeat);
}

/**
 * Pendant lamp hanging from the ceiling at `ceiling` height, bottom of the shade at `bottom`.
 * @param {Placer} b
 * @param {Materials} m
 * @param {number} ceiling
 * @param {number} [bottom]
 * @param {number} [radius]
 */
export function pendant(b, m, ceiling, bottom = 1.75, radius = 0.13) {
  b.cylinder(0, 0, 0.005, bottom + radius, ceiling, m.metal);
  b.cylinder(0, 0, 0.04, ceiling - 0.02, ceiling, m.metal);
  b.ellipsoid(0, bottom + radius * 0.55, 0, radius, radius * 0.55, radius, m.pendantShade);
  b.cylinder(0, 0, radius * 0.55, bottom, bottom + 0.01, m.lampGlow);
}

/**
 * Recessed ceiling downlight.
 * @param {Placer} b
 * @param {Materials} m
 * @param {number} ceiling
 */
export function downlight(b, m, ceiling) {
  b.cylinder(0, 0, 0.06, ceiling - 0.012, ceiling, m.downlight);
}

/**
 * A run of kitchen base cabinets with worktop, toe kick, door fronts and handles, plus
 * optional wall cabinets, splashback, sink, hob and hood. `length` runs along local x from
 * -length/2 to +length/2.
 * @param {Placer} b
 * @param {Materials} m
 * @param {object} opts
 * @param {number} opts.length
 * @param {boolean} [opts.uppers] wall cabinets
 * @param {number | null} [opts.sinkAt] local x of the sink
 * @param {number | null} [opts.hobAt] local x of the hob (and the hood above it)
 * @param {number} [opts.ceiling]
 * @param {[number, number][]} [opts.skipUppers] local x ranges without wall cabinets
 */
export function kitchenRun(
  b,
  m,
  { length, uppers = true, sinkAt = null, hobAt = null, ceiling = 2.7, skipUppers = [] },
) {
  const d = 0.62;
  const L = length / 2;
  b.box(-L, 0, 0, L, 0.1, d - 0.06, m.plinth);
  b.box(-L, 0.1, 0, L, 0.86, d - 0.02, m.carcass);
  const doors = Math.max(1, Math.round(length / 0.6));
  const dw = length / doors;
  for (let i = 0; i < doors; i++) {
    const x0 = -L + i * dw + 0.003;
    const x1 = x0 + dw - 0.006;
    b.box(x0, 0.11, d - 0.02, x1, 0.855, d, m.kitchenFront);
    b.box(x0 + 0.05, 0.76, d, x1 - 0.05, 0.775, d + 0.02, m.handle);
  }
  b.box(-L, 0.86, 0, L, 0.9, d + 0.02, m.worktop);
  b.box(-L, 0.9, 0, L, 1.45, 0.012, m.splashback, { structural: true });
  if (sinkAt !== null) {
    b.box(sinkAt - 0.38, 0.9, 0.1, sinkAt + 0.38, 0.903, 0.52, m.sink);
    b.cylinder(sinkAt, 0.07, 0.018, 0.9, 1.2, m.chrome);
    b.box(sinkAt - 0.012, 1.17, 0.07, sinkAt + 0.012, 1.2, 0.28, m.chrome);
  }
  if (hobAt !== null) {
    b.box(hobAt - 0.3, 0.9, 0.08, hobAt + 0.3, 0.906, 0.56, m.hob);
    b.box(hobAt - 0.45, 1.55, 0, hobAt + 0.45, 1.72, 0.5, m.steel);
    b.box(hobAt - 0.13, 1.72, 0.08, hobAt + 0.13, ceiling, 0.34, m.steel);
    b.box(hobAt - 0.3, 0.12, d, hobAt + 0.3, 0.72, d + 0.005, m.ovenGlass);
  }
  if (!uppers) return;
  // Wall cabinets, skipping any ranges (windows, the hood) listed in skipUppers.
  const blocked = [...skipUppers, ...(hobAt !== null ? [[hobAt - 0.45, hobAt + 0.45]] : [])];
  const count = Math.max(1, Math.round(length / 0.6));
  const uw = length / count;
  for (let i = 0; i < count; i++) {
    const x0 = -L + i * uw;
    const x1 = x0 + uw;
    if (blocked.some(([a, c]) => x1 > a && x0 < c)) continue;
    b.box(x0, 1.45, 0, x1, 2.2, 0.34, m.carcass);
    b.box(x0 + 0.003, 1.46, 0.34, x1 - 0.003, 2.19, 0.355, m.upperFront);
    b.box(x0 + uw / 2 - 0.08, 1.5, 0.355, x0 + uw / 2 + 0.08, 1.512, 0.37, m.handle);
  }
}

/**
 * Tall fridge unit.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, height?: number }} [opts]
 */
export function fridge(b, m, { width = 0.75, height = 1.9 } = {}) {
  b.box(-width / 2, 0, 0, width / 2, height, 0.66, m.steel);
  b.box(-width / 2 + 0.01, 0.02, 0.66, -0.003, height - 0.02, 0.68, m.steelFront);
  b.box(0.003, 0.02, 0.66, width / 2 - 0.01, height - 0.02, 0.68, m.steelFront);
  b.box(-0.04, 0.9, 0.68, -0.025, 1.5, 0.71, m.handle);
  b.box(0.025, 0.9, 0.68, 0.04, 1.5, 0.71, m.handle);
}

/**
 * Kitchen island with a worktop overhang on the front and bar stools. Centred on origin.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ length?: number, depth?: number, stools?: number }} [opts]
 */
export function island(b, m, { length = 2.0, depth = 0.95, stools = 3 } = {}) {
  const L = length / 2;
  const D = depth / 2;
  b.box(-L + 0.05, 0, -D + 0.05, L - 0.05, 0.1, D - 0.3, m.plinth);
  b.box(-L, 0.1, -D, L, 0.88, D - 0.28, m.carcass);
  const doors = Math.max(1, Math.round(length / 0.6));
  const dw = length / doors;
  for (let i = 0; i < doors; i++) {
    const x0 = -L + i * dw + 0.003;
    b.box(x0, 0.11, -D - 0.015, x0 + dw - 0.006, 0.87, -D, m.kitchenFront);
  }
  b.box(-L - 0.02, 0.88, -D - 0.02, L + 0.02, 0.92, D, m.worktop);
  for (let i = 0; i < stools; i++) {
    const x = -L + (length / stools) * (i + 0.5);
    b.cylinder(x, D + 0.2, 0.19, 0, 0.015, m.metal);
    b.cylinder(x, D + 0.2, 0.025, 0, 0.62, m.metal);
    b.cylinder(x, D + 0.2, 0.19, 0.62, 0.68, m.stool);
  }
  b.cylinder(0.3, 0, 0.13, 0.92, 0.96, m.ceramic);
  b.ellipsoid(0.3, 0.99, 0, 0.07, 0.05, 0.07, m.fruit);
}

/**
 * Bed against a wall: headboard, base, mattress, duvet, folded throw and pillows.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, length?: number }} [opts]
 */
export function bed(b, m, { width = 1.8, length = 2.05 } = {}) {
  const W = width / 2;
  b.box(-W - 0.1, 0, 0, W + 0.1, 1.2, 0.08, m.headboard);
  b.box(-W, 0.08, 0.08, W, 0.36, length, m.bedBase);
  b.box(-W + 0.02, 0.36, 0.1, W - 0.02, 0.56, length - 0.02, m.sheet);
  b.box(-W - 0.01, 0.36, 0.75, W + 0.01, 0.6, length + 0.01, m.duvet);
  b.box(-W - 0.015, 0.4, 1.45, W + 0.015, 0.615, 1.8, m.throw);
  const pw = width > 1.6 ? 0.34 : 0.3;
  for (const sx of [-1, 1]) {
    b.ellipsoid(sx * (W - pw - 0.04), 0.64, 0.3, pw, 0.11, 0.17, m.pillow);
    b.ellipsoid(sx * (W - pw * 0.7 - 0.12), 0.7, 0.5, pw * 0.62, 0.13, 0.05, m.pillowAccent);
  }
}

/**
 * Bedside table with a table lamp.
 * @param {Placer} b
 * @param {Materials} m
 */
export function bedsideTable(b, m) {
  b.box(-0.25, 0.12, 0, 0.25, 0.55, 0.42, m.cabinet);
  b.box(-0.24, 0.33, 0.42, 0.24, 0.54, 0.43, m.cabinetFront);
  b.box(-0.04, 0.43, 0.43, 0.04, 0.44, 0.445, m.handle);
  legs(b, 0.5, 0.42, 0.12, 0.015, m.legs, 0.04);
  tableLamp(b.at(0, 0.2), m, 0.55);
}

/**
 * Table lamp standing at height `y`.
 * @param {Placer} b
 * @param {Materials} m
 * @param {number} y
 */
export function tableLamp(b, m, y) {
  b.ellipsoid(0, y + 0.1, 0, 0.08, 0.1, 0.08, m.lampBase);
  b.cylinder(0, 0, 0.01, y + 0.18, y + 0.3, m.metal);
  b.cylinder(0, 0, 0.15, y + 0.3, y + 0.52, m.lampShade);
}

/**
 * Floor lamp with a drum shade.
 * @param {Placer} b
 * @param {Materials} m
 */
export function floorLamp(b, m) {
  b.cylinder(0, 0, 0.16, 0, 0.03, m.metal);
  b.cylinder(0, 0, 0.014, 0.03, 1.45, m.metal);
  b.cylinder(0, 0, 0.22, 1.3, 1.62, m.lampShade);
}

/**
 * Wardrobe against a wall with panel doors and bar handles.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, height?: number }} [opts]
 */
export function wardrobe(b, m, { width = 2.0, height = 2.3 } = {}) {
  const W = width / 2;
  b.box(-W, 0, 0, W, height, 0.6, m.wardrobeFront);
  const doors = Math.max(2, Math.round(width / 0.5));
  const dw = width / doors;
  for (let i = 0; i < doors; i++) {
    const x0 = -W + i * dw + 0.003;
    const x1 = x0 + dw - 0.006;
    b.box(x0, 0.03, 0.6, x1, height - 0.03, 0.62, m.wardrobeFront);
    const hx = i % 2 === 0 ? x1 - 0.05 : x0 + 0.04;
    b.box(hx, 0.9, 0.62, hx + 0.012, 1.35, 0.645, m.handle);
  }
}

/**
 * Potted plant: a pot and a cluster of leaf blobs, shaped by the seeded rng.
 * @param {Placer} b
 * @param {Materials} m
 * @param {Rng} rng
 * @param {{ height?: number, pot?: number, tall?: boolean }} [opts]
 */
export function plant(b, m, rng, { height = 1.4, pot = 0.2, tall = false } = {}) {
  b.cylinder(0, 0, pot, 0, pot * 1.8, m.pot);
  b.cylinder(0, 0, pot * 0.9, pot * 1.8 - 0.03, pot * 1.8, m.soil);
  if (tall) b.cylinder(0, 0, 0.02, pot * 1.8, height * 0.75, m.trunk);
  // Many small, flattened leaf clusters: a bushier silhouette than a few big balls.
  const blobs = tall ? 16 : 13;
  for (let i = 0; i < blobs; i++) {
    const a = rng.range(0, Math.PI * 2);
    const y = tall ? rng.range(height * 0.5, height) : rng.range(pot * 1.8 + 0.08, height);
    const spread = tall
      ? 0.3 * Math.sin((Math.PI * (y - height * 0.45)) / (height * 0.6)) + 0.05
      : 0.12 + 0.25 * ((y - pot * 1.8) / height);
    const r = rng.range(0.3, 1) * spread;
    const s = rng.range(0.08, 0.15);
    b.ellipsoid(
      Math.cos(a) * r,
      y,
      Math.sin(a) * r,
      s * rng.range(0.9, 1.4),
      s * 0.75,
      s * rng.range(0.9, 1.4),
      m.leaves,
    );
  }
}

/**
 * Framed picture hung on a wall; `y` is the centre height, `w` x `h` the outer size.
 * @param {Placer} b
 * @param {Materials} m
 * @param {Material} artMaterial
 * @param {{ y?: number, w?: number, h?: number }} [opts]
 */
export function picture(b, m, artMaterial, { y = 1.55, w = 0.8, h = 0.6 } = {}) {
  b.box(-w / 2, y - h / 2, 0, w / 2, y + h / 2, 0.03, m.frame);
  b.box(-w / 2 + 0.05, y - h / 2 + 0.05, 0.03, w / 2 - 0.05, y + h / 2 - 0.05, 0.034, m.mat);
  b.box(-w / 2 + 0.09, y - h / 2 + 0.09, 0.034, w / 2 - 0.09, y + h / 2 - 0.09, 0.036, artMaterial);
}

/**
 * Desk with a chair and a laptop.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number }} [opts]
 */
export function desk(b, m, { width = 1.2 } = {}) {
  b.box(-width / 2, 0.72, 0, width / 2, 0.75, 0.6, m.tableTop);
  legs(b, width, 0.6, 0.72, 0.018, m.tableLegs, 0.04);
  b.box(-0.17, 0.75, 0.18, 0.17, 0.765, 0.42, m.tvFrame);
  b.box(-0.17, 0.765, 0.17, 0.17, 0.99, 0.19, m.tvScreen);
  tableLamp(b.at(width / 2 - 0.18, 0.18), m, 0.75);
  const c = b.at(0, 0.95, 2);
  c.cylinder(0, 0.25, 0.25, 0, 0.03, m.metal);
  c.cylinder(0, 0.25, 0.025, 0.03, 0.46, m.metal);
  c.box(-0.24, 0.46, 0.05, 0.24, 0.52, 0.48, m.chairSeat);
  c.box(-0.22, 0.55, 0.02, 0.22, 0.95, 0.07, m.chairSeat);
}

/**
 * Freestanding bathtub against a wall: four sides and a floor so it reads as hollow.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ length?: number, width?: number }} [opts]
 */
export function bathtub(b, m, { length = 1.7, width = 0.78 } = {}) {
  const L = length / 2;
  const h = 0.58;
  const t = 0.06;
  b.box(-L, 0.0, 0, L, 0.06, width, m.ceramic);
  b.box(-L, 0.06, 0, L, h, t, m.ceramic);
  b.box(-L, 0.06, width - t, L, h, width, m.ceramic);
  b.box(-L, 0.06, 0, -L + t, h, width, m.ceramic);
  b.box(L - t, 0.06, 0, L, h, width, m.ceramic);
  b.box(-L + t, 0.06, t, L - t, 0.3, width - t, m.water);
  b.cylinder(L - 0.15, 0.03, 0.02, h, h + 0.25, m.chrome);
  b.box(-L + 0.2, h, width - 0.2, -L + 0.5, h + 0.05, width - 0.02, m.towel);
}

/**
 * Vanity unit with a vessel basin, tap, mirror and wall lights.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number }} [opts]
 */
export function vanity(b, m, { width = 1.0 } = {}) {
  const W = width / 2;
  b.box(-W, 0.35, 0, W, 0.82, 0.5, m.cabinet);
  b.box(-W + 0.005, 0.37, 0.5, W - 0.005, 0.8, 0.515, m.cabinetFront);
  b.box(-W - 0.02, 0.82, 0, W + 0.02, 0.85, 0.52, m.worktop);
  b.cylinder(0, 0.28, 0.2, 0.85, 0.98, m.ceramic);
  b.cylinder(0, 0.28, 0.17, 0.97, 0.981, m.water);
  b.cylinder(0, 0.05, 0.015, 0.85, 1.1, m.chrome);
  b.box(-0.012, 1.08, 0.05, 0.012, 1.1, 0.18, m.chrome);
  b.box(-W + 0.05, 1.05, 0, W - 0.05, 1.95, 0.02, m.frame);
  b.box(-W + 0.07, 1.07, 0.02, W - 0.07, 1.93, 0.025, m.mirror);
  for (const sx of [-1, 1]) b.cylinder(sx * (W + 0.08), 0.06, 0.04, 1.4, 1.7, m.lampGlow);
  b.cylinder(W - 0.12, 0.35, 0.035, 0.85, 1.05, m.vase);
}

/**
 * Wall-hung toilet with a concealed cistern.
 * @param {Placer} b
 * @param {Materials} m
 */
export function toilet(b, m) {
  b.box(-0.3, 0, 0, 0.3, 1.1, 0.18, m.boxing);
  b.box(-0.18, 0.32, 0.18, 0.18, 0.42, 0.55, m.ceramic);
  b.ellipsoid(0, 0.42, 0.38, 0.19, 0.03, 0.22, m.ceramic);
  b.box(-0.08, 1.0, 0.18, 0.08, 1.06, 0.19, m.chrome);
}

/**
 * Walk-in shower: glass screen, rain shower head and a drain tray.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, depth?: number }} [opts]
 */
export function shower(b, m, { width = 1.0, depth = 0.9 } = {}) {
  const W = width / 2;
  b.box(-W, 0, 0, W, 0.02, depth, m.showerTray);
  b.box(-W, 0.02, depth - 0.01, W - 0.35, 2.0, depth, m.glass, { castsShadow: false });
  b.cylinder(0, 0.08, 0.012, 1.2, 2.15, m.chrome);
  b.box(-0.012, 2.12, 0.08, 0.012, 2.15, 0.35, m.chrome);
  b.cylinder(0, 0.35, 0.13, 2.08, 2.12, m.chrome);
}

/**
 * Heated towel rail with a folded towel.
 * @param {Placer} b
 * @param {Materials} m
 */
export function towelRail(b, m) {
  for (const sx of [-1, 1]) b.cylinder(sx * 0.25, 0.05, 0.012, 0.6, 1.5, m.chrome);
  for (let i = 0; i < 5; i++)
    b.box(-0.25, 0.7 + i * 0.18, 0.04, 0.25, 0.715 + i * 0.18, 0.06, m.chrome);
  b.box(-0.2, 0.9, 0.065, 0.2, 1.42, 0.1, m.towel);
}

/**
 * Balcony/terrace balustrade: glass panels between posts under a top rail.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ length: number, height?: number }} opts
 */
export function balustrade(b, m, { length, height = 1.05 }) {
  const L = length / 2;
  b.box(-L, height - 0.05, -0.03, L, height, 0.03, m.railing);
  const posts = Math.max(2, Math.round(length / 1.2) + 1);
  for (let i = 0; i < posts; i++) {
    const x = -L + (length * i) / (posts - 1);
    b.box(x - 0.025, 0, -0.025, x + 0.025, height - 0.05, 0.025, m.railing);
  }
  b.box(-L, 0.05, -0.008, L, height - 0.08, 0.008, m.glass, { castsShadow: false });
}

/**
 * Outdoor lounge chair (slatted seat on a frame, with a cushion).
 * @param {Placer} b
 * @param {Materials} m
 */
export function loungeChair(b, m) {
  legs(b, 0.7, 0.75, 0.32, 0.02, m.outdoorFrame, 0.04);
  b.box(-0.35, 0.32, 0, 0.35, 0.38, 0.75, m.outdoorFrame);
  b.box(-0.35, 0.38, 0, 0.35, 0.85, 0.08, m.outdoorFrame);
  b.box(-0.3, 0.38, 0.08, 0.3, 0.46, 0.72, m.outdoorCushion);
  b.box(-0.3, 0.46, 0.08, 0.3, 0.8, 0.18, m.outdoorCushion);
}

/**
 * Small round side table. Centred on origin.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ radius?: number, height?: number }} [opts]
 */
export function roundTable(b, m, { radius = 0.35, height = 0.55 } = {}) {
  b.cylinder(0, 0, 0.2, 0, 0.02, m.metal);
  b.cylinder(0, 0, 0.03, 0.02, height - 0.03, m.metal);
  b.cylinder(0, 0, radius, height - 0.03, height, m.tableTop);
  b.cylinder(0.08, 0.05, 0.05, height, height + 0.1, m.vase);
}

/**
 * Fireplace with a stone surround, dark firebox, logs and a timber mantel. Back at z = 0.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, height?: number }} [opts]
 */
export function fireplace(b, m, { width = 1.8, height = 1.25 } = {}) {
  const W = width / 2;
  b.box(-W, 0, 0, -0.45, height, 0.35, m.stone);
  b.box(0.45, 0, 0, W, height, 0.35, m.stone);
  b.box(-0.45, 0.8, 0, 0.45, height, 0.35, m.stone);
  b.box(-0.45, 0, 0, 0.45, 0.8, 0.05, m.firebox);
  b.box(-0.5, 0, 0.05, 0.5, 0.12, 0.55, m.hearth);
  b.box(-0.45, 0.12, 0.05, -0.4, 0.8, 0.35, m.firebox);
  b.box(0.4, 0.12, 0.05, 0.45, 0.8, 0.35, m.firebox);
  b.ellipsoid(0, 0.18, 0.2, 0.28, 0.05, 0.06, m.logs);
  b.ellipsoid(0.03, 0.26, 0.23, 0.25, 0.05, 0.05, m.logs);
  b.box(-W - 0.08, height, -0.0, W + 0.08, height + 0.08, 0.42, m.mantel);
  b.cylinder(-W + 0.2, 0.2, 0.06, height + 0.08, height + 0.4, m.vase);
  b.cylinder(W - 0.3, 0.2, 0.1, height + 0.08, height + 0.2, m.ceramic);
}

/**
 * Wall-mounted shelf with a few objects.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number, y?: number }} [opts]
 */
export function wallShelf(b, m, { width = 1.2, y = 1.5 } = {}) {
  b.box(-width / 2, y, 0, width / 2, y + 0.04, 0.25, m.shelf);
  b.cylinder(-width / 2 + 0.15, 0.12, 0.05, y + 0.04, y + 0.24, m.vase);
  b.box(-0.1, y + 0.04, 0.05, 0.15, y + 0.26, 0.2, m.book1);
  b.ellipsoid(width / 2 - 0.2, y + 0.1, 0.12, 0.08, 0.06, 0.08, m.ceramic);
}

/**
 * Low sideboard with doors, a lamp and a bowl on top.
 * @param {Placer} b
 * @param {Materials} m
 * @param {{ width?: number }} [opts]
 */
export function sideboard(b, m, { width = 1.6 } = {}) {
  b.box(-width / 2, 0.15, 0, width / 2, 0.8, 0.45, m.cabinet);
  legs(b, width, 0.45, 0.15, 0.02, m.legs, 0.06);
  const doors = Math.max(2, Math.round(width / 0.5));
  const dw = width / doors;
  for (let i = 0; i < doors; i++) {
    const x0 = -width / 2 + i * dw + 0.003;
    b.box(x0, 0.17, 0.45, x0 + dw - 0.006, 0.78, 0.465, m.cabinetFront);
  }
  tableLamp(b.at(-width / 2 + 0.25, 0.2), m, 0.8);
  b.ellipsoid(width / 2 - 0.35, 0.85, 0.22, 0.16, 0.05, 0.16, m.ceramic);
  b.cylinder(0.1, 0.2, 0.06, 0.8, 1.1, m.vase);
}
