// @ts-check
// Primitives (axis-aligned boxes, vertical cylinders, axis-aligned ellipsoids, and triangles for
// the pitched roofs of the outdoor and commercial scenes), their ray intersection, and a bounding
// volume hierarchy (BVH) over them.
//
// Why only these shapes: a furnished room built from boxes, plus a few round things for lamps,
// pots, stools and pillows, already reads as an interior, and keeping every shape axis-aligned
// keeps the intersection code short and fast. Furniture is rotated only by multiples of 90°
// (see furniture.mjs), so boxes stay axis-aligned.
//
// The functions called once per ray take scalars (ox, oy, oz, dx, dy, dz) rather than arrays:
// the renderer casts tens of millions of rays and per-ray allocations would dominate.

export const BOX = 0;
export const CYLINDER = 1;
export const ELLIPSOID = 2;
export const TRIANGLE = 3;

/**
 * @typedef {object} Prim
 * @property {number} kind BOX, CYLINDER, ELLIPSOID or TRIANGLE
 * @property {number} x0 @property {number} y0 @property {number} z0 bounding box minimum
 * @property {number} x1 @property {number} y1 @property {number} z1 bounding box maximum
 * @property {number} cx @property {number} cy @property {number} cz centre (round shapes)
 * @property {number} rx @property {number} ry @property {number} rz radii (round shapes)
 * @property {Material | null} material see materials.mjs (null only in tests and set-up code)
 * @property {boolean} structural walls, floors and ceilings (handled separately by occlusion)
 * @property {boolean} castsShadow false for glass, so sunlight passes through it
 * @property {number} id index in the scene, filled in by the BVH
 * @property {Float64Array | null} tri a triangle's first corner and its two edge vectors
 *   (x, y, z each), and its unit normal; null for the other kinds
 */

/** @typedef {import('./materials.mjs').Material} Material */

/**
 * @typedef {object} PrimOptions
 * @property {boolean} [structural]
 * @property {boolean} [castsShadow]
 */

/**
 * @typedef {object} Hit mutable result of a ray query
 * @property {number} t distance along the ray
 * @property {Prim | null} prim
 * @property {number} nx @property {number} ny @property {number} nz normal, facing the ray
 */

/**
 * @param {number} kind
 * @param {number} x0 @param {number} y0 @param {number} z0
 * @param {number} x1 @param {number} y1 @param {number} z1
 * @param {Material | null} material
 * @param {PrimOptions} [opts]
 * @returns {Prim}
 */
function prim(kind, x0, y0, z0, x1, y1, z1, material, opts = {}) {
  return {
    kind,
    x0: Math.min(x0, x1),
    y0: Math.min(y0, y1),
    z0: Math.min(z0, z1),
    x1: Math.max(x0, x1),
    y1: Math.max(y0, y1),
    z1: Math.max(z0, z1),
    cx: (x0 + x1) / 2,
    cy: (y0 + y1) / 2,
    cz: (z0 + z1) / 2,
    rx: Math.abs(x1 - x0) / 2,
    ry: Math.abs(y1 - y0) / 2,
    rz: Math.abs(z1 - z0) / 2,
    material,
    structural: Boolean(opts.structural),
    castsShadow: opts.castsShadow !== false,
    id: -1,
    tri: null,
  };
}

/**
 * Box between two corners (any order).
 * @param {number} x0 @param {number} y0 @param {number} z0
 * @param {number} x1 @param {number} y1 @param {number} z1
 * @param {Material | null} material
 * @param {PrimOptions} [opts]
 */
export const makeBox = (x0, y0, z0, x1, y1, z1, material, opts) =>
  prim(BOX, x0, y0, z0, x1, y1, z1, material, opts);

/**
 * Upright cylinder with its axis along y.
 * @param {number} cx @param {number} cz @param {number} r
 * @param {number} y0 @param {number} y1
 * @param {Material | null} material
 * @param {PrimOptions} [opts]
 */
export const makeCylinder = (cx, cz, r, y0, y1, material, opts) =>
  prim(CYLINDER, cx - r, y0, cz - r, cx + r, y1, cz + r, material, opts);

/**
 * Ellipsoid with its axes along x, y and z.
 * @param {number} cx @param {number} cy @param {number} cz
 * @param {number} rx @param {number} ry @param {number} rz
 * @param {Material | null} material
 * @param {PrimOptions} [opts]
 */
export const makeEllipsoid = (cx, cy, cz, rx, ry, rz, material, opts) =>
  prim(ELLIPSOID, cx - rx, cy - ry, cz - rz, cx + rx, cy + ry, cz + rz, material, opts);

/**
 * Triangle between three corners; seen from both sides. Nothing in the homes uses triangles:
 * they make the pitched roofs, gables and rafters of the land and commercial scenes.
 * @param {import('./vec.mjs').Vec3} a
 * @param {import('./vec.mjs').Vec3} b
 * @param {import('./vec.mjs').Vec3} c
 * @param {Material | null} material
 * @param {PrimOptions} [opts]
 */
export function makeTriangle(a, b, c, material, opts) {
  const p = prim(
    TRIANGLE,
    Math.min(a[0], b[0], c[0]),
    Math.min(a[1], b[1], c[1]),
    Math.min(a[2], b[2], c[2]),
    Math.max(a[0], b[0], c[0]),
    Math.max(a[1], b[1], c[1]),
    Math.max(a[2], b[2], c[2]),
    material,
    opts,
  );
  const e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [
    e1[1] * e2[2] - e1[2] * e2[1],
    e1[2] * e2[0] - e1[0] * e2[2],
    e1[0] * e2[1] - e1[1] * e2[0],
  ];
  const len = Math.hypot(n[0], n[1], n[2]) || 1;
  p.tri = Float64Array.from([...a, ...e1, ...e2, n[0] / len, n[1] / len, n[2] / len]);
  return p;
}

/**
 * Mutable hit record, reused across rays to avoid garbage.
 * @returns {Hit}
 */
export function newHit() {
  return { t: Infinity, prim: null, nx: 0, ny: 0, nz: 0 };
}

const EPS = 1e-9;

/** 1 / d, with a large finite value instead of Infinity so 0 * inv never makes NaN. @param {number} d */
export const safeInv = (d) => (Math.abs(d) > EPS ? 1 / d : d >= 0 ? 1e30 : -1e30);

/**
 * Nearest intersection of a ray with one primitive in (tMin, hit.t). Updates `hit` and returns
 * true when it found a closer one. The normal always faces the ray origin's side.
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz ray origin
 * @param {number} dx @param {number} dy @param {number} dz ray direction
 * @param {number} tMin
 * @param {Hit} hit
 */
export function intersectPrim(p, ox, oy, oz, dx, dy, dz, tMin, hit) {
  return intersectPrimInv(
    p,
    ox,
    oy,
    oz,
    dx,
    dy,
    dz,
    safeInv(dx),
    safeInv(dy),
    safeInv(dz),
    tMin,
    hit,
  );
}

/**
 * intersectPrim with the ray's inverse direction precomputed (the BVH does it once per ray).
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz
 * @param {number} dx @param {number} dy @param {number} dz
 * @param {number} ix @param {number} iy @param {number} iz 1 / d, from safeInv
 * @param {number} tMin
 * @param {Hit} hit
 */
function intersectPrimInv(p, ox, oy, oz, dx, dy, dz, ix, iy, iz, tMin, hit) {
  if (p.kind === BOX) return intersectBox(p, ox, oy, oz, dx, dy, dz, ix, iy, iz, tMin, hit);
  if (p.kind === CYLINDER) return intersectCylinder(p, ox, oy, oz, dx, dy, dz, tMin, hit);
  if (p.kind === ELLIPSOID) return intersectEllipsoid(p, ox, oy, oz, dx, dy, dz, tMin, hit);
  return intersectTriangle(p, ox, oy, oz, dx, dy, dz, tMin, hit);
}

/**
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz
 * @param {number} dx @param {number} dy @param {number} dz
 * @param {number} ix @param {number} iy @param {number} iz
 * @param {number} tMin
 * @param {Hit} hit
 */
function intersectBox(p, ox, oy, oz, dx, dy, dz, ix, iy, iz, tMin, hit) {
  // Slab method: the ray is inside the box where it is inside all three pairs of planes.
  let a = (p.x0 - ox) * ix;
  let b = (p.x1 - ox) * ix;
  let near = a < b ? a : b;
  let far = a < b ? b : a;
  let axis = 0;
  a = (p.y0 - oy) * iy;
  b = (p.y1 - oy) * iy;
  let n = a < b ? a : b;
  let f = a < b ? b : a;
  if (n > near) {
    near = n;
    axis = 1;
  }
  if (f < far) far = f;
  a = (p.z0 - oz) * iz;
  b = (p.z1 - oz) * iz;
  n = a < b ? a : b;
  f = a < b ? b : a;
  if (n > near) {
    near = n;
    axis = 2;
  }
  if (f < far) far = f;
  // A ray that starts inside a box does not hit it: solids are seen from outside only, which
  // keeps slightly overlapping furniture parts and shadow rays from self-intersecting.
  if (near > far || near <= tMin || near >= hit.t) return false;
  hit.t = near;
  hit.prim = p;
  hit.nx = axis === 0 ? (dx > 0 ? -1 : 1) : 0;
  hit.ny = axis === 1 ? (dy > 0 ? -1 : 1) : 0;
  hit.nz = axis === 2 ? (dz > 0 ? -1 : 1) : 0;
  return true;
}

/**
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz
 * @param {number} dx @param {number} dy @param {number} dz
 * @param {number} tMin
 * @param {Hit} hit
 */
function intersectCylinder(p, ox, oy, oz, dx, dy, dz, tMin, hit) {
  let best = hit.t;
  let nx = 0;
  let ny = 0;
  let nz = 0;
  const r = p.rx;
  const lx = ox - p.cx;
  const lz = oz - p.cz;
  const a = dx * dx + dz * dz;
  if (a > EPS) {
    const b = lx * dx + lz * dz;
    const c = lx * lx + lz * lz - r * r;
    const disc = b * b - a * c;
    if (disc >= 0) {
      const t = (-b - Math.sqrt(disc)) / a;
      if (t > tMin && t < best) {
        const y = oy + t * dy;
        if (y >= p.y0 && y <= p.y1) {
          best = t;
          nx = (lx + t * dx) / r;
          ny = 0;
          nz = (lz + t * dz) / r;
        }
      }
    }
  }
  if (Math.abs(dy) > EPS) {
    // Caps: whichever of the two planes the ray meets first from outside.
    const yCap = dy > 0 ? p.y0 : p.y1;
    const t = (yCap - oy) / dy;
    if (t > tMin && t < best) {
      const x = lx + t * dx;
      const z = lz + t * dz;
      if (x * x + z * z <= r * r) {
        best = t;
        nx = 0;
        ny = dy > 0 ? -1 : 1;
        nz = 0;
      }
    }
  }
  if (best >= hit.t) return false;
  hit.t = best;
  hit.prim = p;
  hit.nx = nx;
  hit.ny = ny;
  hit.nz = nz;
  return true;
}

/**
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz
 * @param {number} dx @param {number} dy @param {number} dz
 * @param {number} tMin
 * @param {Hit} hit
 */
function intersectEllipsoid(p, ox, oy, oz, dx, dy, dz, tMin, hit) {
  // Scale space so the ellipsoid becomes a unit sphere; t is unchanged by the scaling.
  const lx = (ox - p.cx) / p.rx;
  const ly = (oy - p.cy) / p.ry;
  const lz = (oz - p.cz) / p.rz;
  const sx = dx / p.rx;
  const sy = dy / p.ry;
  const sz = dz / p.rz;
  const a = sx * sx + sy * sy + sz * sz;
  const b = lx * sx + ly * sy + lz * sz;
  const c = lx * lx + ly * ly + lz * lz - 1;
  const disc = b * b - a * c;
  if (disc < 0 || c < 0) return false;
  const t = (-b - Math.sqrt(disc)) / a;
  if (t <= tMin || t >= hit.t) return false;
  let nx = (lx + t * sx) / p.rx;
  let ny = (ly + t * sy) / p.ry;
  let nz = (lz + t * sz) / p.rz;
  const len = Math.sqrt(nx * nx + ny * ny + nz * nz);
  nx /= len;
  ny /= len;
  nz /= len;
  hit.t = t;
  hit.prim = p;
  hit.nx = nx;
  hit.ny = ny;
  hit.nz = nz;
  return true;
}

/**
 * Möller-Trumbore ray-triangle test; the normal is turned to face the ray.
 * @param {Prim} p
 * @param {number} ox @param {number} oy @param {number} oz
 * @param {number} dx @param {number} dy @param {number} dz
 * @param {number} tMin
 * @param {Hit} hit
 */
function intersectTriangle(p, ox, oy, oz, dx, dy, dz, tMin, hit) {
  const v = /** @type {Float64Array} */ (p.tri);
  const e1x = v[3];
  const e1y = v[4];
  const e1z = v[5];
  const e2x = v[6];
  const e2y = v[7];
  const e2z = v[8];
  const px = dy * e2z - dz * e2y;
  const py = dz * e2x - dx * e2z;
  const pz = dx * e2y - dy * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det > -EPS && det < EPS) return false;
  const inv = 1 / det;
  const sx = ox - v[0];
  const sy = oy - v[1];
  const sz = oz - v[2];
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return false;
  const qx = sy * e1z - sz * e1y;
  const qy = sz * e1x - sx * e1z;
  const qz = sx * e1y - sy * e1x;
  const w = (dx * qx + dy * qy + dz * qz) * inv;
  if (w < 0 || u + w > 1) return false;
  const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
  if (t <= tMin || t >= hit.t) return false;
  const flip = v[9] * dx + v[10] * dy + v[11] * dz > 0 ? -1 : 1;
  hit.t = t;
  hit.prim = p;
  hit.nx = v[9] * flip;
  hit.ny = v[10] * flip;
  hit.nz = v[11] * flip;
  return true;
}

/**
 * Convenience wrapper for tests and set-up code: nearest hit of a ray with one box.
 * @param {import('./vec.mjs').Vec3} origin
 * @param {import('./vec.mjs').Vec3} dir
 * @param {{min: number[], max: number[]}} box
 * @returns {{ t: number, normal: number[] } | null}
 */
export function rayBox(origin, dir, box) {
  const p = makeBox(box.min[0], box.min[1], box.min[2], box.max[0], box.max[1], box.max[2], null);
  const hit = newHit();
  if (!intersectPrim(p, origin[0], origin[1], origin[2], dir[0], dir[1], dir[2], 0, hit)) {
    return null;
  }
  return { t: hit.t, normal: [hit.nx, hit.ny, hit.nz] };
}

// ---------------------------------------------------------------------------------------------
// BVH

const LEAF_SIZE = 2;
const BINS = 16;

/**
 * Bounding volume hierarchy: a binary tree of boxes so a ray only tests the few primitives whose
 * bounds it actually crosses (a listing has several hundred primitives).
 */
export class Bvh {
  /** @param {Prim[]} prims */
  constructor(prims) {
    this.prims = prims;
    prims.forEach((p, i) => (p.id = i));
    const order = prims.map((_, i) => i);
    const maxNodes = 2 * prims.length + 1;
    this.bounds = new Float64Array(maxNodes * 6);
    this.first = new Int32Array(maxNodes);
    this.count = new Int32Array(maxNodes);
    this.axis = new Uint8Array(maxNodes);
    this.nodeCount = 1;
    this.#build(0, order, 0, order.length);
    this.order = Int32Array.from(order);
    this.stack = new Int32Array(128);
    this.stackT = new Float64Array(128);
  }

  /**
   * Fills node `node` from the primitives order[start..end), splitting recursively.
   * @param {number} node
   * @param {number[]} order primitive indices, reordered in place
   * @param {number} start
   * @param {number} end
   */
  #build(node, order, start, end) {
    const b = this.bounds;
    const o = node * 6;
    b[o] = b[o + 1] = b[o + 2] = Infinity;
    b[o + 3] = b[o + 4] = b[o + 5] = -Infinity;
    let cmin = [Infinity, Infinity, Infinity];
    let cmax = [-Infinity, -Infinity, -Infinity];
    for (let i = start; i < end; i++) {
      const p = this.prims[order[i]];
      b[o] = Math.min(b[o], p.x0);
      b[o + 1] = Math.min(b[o + 1], p.y0);
      b[o + 2] = Math.min(b[o + 2], p.z0);
      b[o + 3] = Math.max(b[o + 3], p.x1);
      b[o + 4] = Math.max(b[o + 4], p.y1);
      b[o + 5] = Math.max(b[o + 5], p.z1);
      const c = [(p.x0 + p.x1) / 2, (p.y0 + p.y1) / 2, (p.z0 + p.z1) / 2];
      for (let k = 0; k < 3; k++) {
        cmin[k] = Math.min(cmin[k], c[k]);
        cmax[k] = Math.max(cmax[k], c[k]);
      }
    }
    if (end - start <= LEAF_SIZE) {
      this.first[node] = start;
      this.count[node] = end - start;
      return;
    }
    const split = this.#bestSplit(order, start, end, cmin, cmax);
    if (!split) {
      this.first[node] = start;
      this.count[node] = end - start;
      return;
    }
    // Partition by bin; ties are broken by index so the tree is the same on every run.
    const { axis, bin } = split;
    const slice = order.slice(start, end);
    const left = slice.filter((i) => this.#binOf(i, axis, cmin, cmax) <= bin);
    const right = slice.filter((i) => this.#binOf(i, axis, cmin, cmax) > bin);
    left.concat(right).forEach((v, k) => (order[start + k] = v));
    const mid = start + left.length;
    const child = this.nodeCount;
    this.nodeCount += 2;
    this.first[node] = child;
    this.count[node] = 0;
    this.axis[node] = axis;
    this.#build(child, order, start, mid);
    this.#build(child + 1, order, mid, end);
  }

  /**
   * Which of the BINS buckets along `axis` primitive i's centre falls in.
   * @param {number} i
   * @param {number} axis
   * @param {number[]} cmin
   * @param {number[]} cmax
   */
  #binOf(i, axis, cmin, cmax) {
    const p = this.prims[i];
    const c = axis === 0 ? (p.x0 + p.x1) / 2 : axis === 1 ? (p.y0 + p.y1) / 2 : (p.z0 + p.z1) / 2;
    const extent = cmax[axis] - cmin[axis];
    return Math.min(BINS - 1, Math.floor(((c - cmin[axis]) / extent) * BINS));
  }

  /**
   * Surface area heuristic: choose the split (among BINS buckets per axis) that minimises the
   * expected number of primitives a random ray must test. Far better than a median split when
   * long walls and floor slabs overlap lots of small furniture.
   * @param {number[]} order
   * @param {number} start
   * @param {number} end
   * @param {number[]} cmin
   * @param {number[]} cmax
   * @returns {{ axis: number, bin: number } | null}
   */
  #bestSplit(order, start, end, cmin, cmax) {
    /** @param {number[]} b */
    const area = (b) => {
      const dx = b[3] - b[0];
      const dy = b[4] - b[1];
      const dz = b[5] - b[2];
      return dx < 0 ? 0 : 2 * (dx * dy + dy * dz + dz * dx);
    };
    /** @param {number[]} b @param {Prim} p */
    const grow = (b, p) => {
      b[0] = Math.min(b[0], p.x0);
      b[1] = Math.min(b[1], p.y0);
      b[2] = Math.min(b[2], p.z0);
      b[3] = Math.max(b[3], p.x1);
      b[4] = Math.max(b[4], p.y1);
      b[5] = Math.max(b[5], p.z1);
    };
    const empty = () => [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
    let best = null;
    let bestCost = Infinity;
    for (let axis = 0; axis < 3; axis++) {
      if (cmax[axis] - cmin[axis] < 1e-9) continue;
      const bins = Array.from({ length: BINS }, () => ({ box: empty(), n: 0 }));
      for (let i = start; i < end; i++) {
        const b = bins[this.#binOf(order[i], axis, cmin, cmax)];
        grow(b.box, this.prims[order[i]]);
        b.n++;
      }
      // Sweep from the right to get each suffix's area, then from the left to evaluate splits.
      const rightArea = new Array(BINS).fill(0);
      const rightCount = new Array(BINS).fill(0);
      let acc = empty();
      let n = 0;
      for (let k = BINS - 1; k > 0; k--) {
        for (let j = 0; j < 6; j++)
          acc[j] = j < 3 ? Math.min(acc[j], bins[k].box[j]) : Math.max(acc[j], bins[k].box[j]);
        n += bins[k].n;
        rightArea[k] = area(acc);
        rightCount[k] = n;
      }
      acc = empty();
      n = 0;
      for (let k = 0; k < BINS - 1; k++) {
        for (let j = 0; j < 6; j++)
          acc[j] = j < 3 ? Math.min(acc[j], bins[k].box[j]) : Math.max(acc[j], bins[k].box[j]);
        n += bins[k].n;
        if (n === 0 || rightCount[k + 1] === 0) continue;
        const cost = area(acc) * n + rightArea[k + 1] * rightCount[k + 1];
        if (cost < bestCost) {
          bestCost = cost;
          best = { axis, bin: k };
        }
      }
    }
    return best;
  }

  /**
   * Entry distance of the ray into node `n`'s box, or Infinity if it misses within tMax.
   * @param {number} n
   * @param {number} ox @param {number} oy @param {number} oz
   * @param {number} ix @param {number} iy @param {number} iz
   * @param {number} tMax
   */
  #enter(n, ox, oy, oz, ix, iy, iz, tMax) {
    const b = this.bounds;
    const o = n * 6;
    let a = (b[o] - ox) * ix;
    let c = (b[o + 3] - ox) * ix;
    let near = a < c ? a : c;
    let far = a < c ? c : a;
    a = (b[o + 1] - oy) * iy;
    c = (b[o + 4] - oy) * iy;
    near = Math.max(near, a < c ? a : c);
    far = Math.min(far, a < c ? c : a);
    a = (b[o + 2] - oz) * iz;
    c = (b[o + 5] - oz) * iz;
    near = Math.max(near, a < c ? a : c);
    far = Math.min(far, a < c ? c : a);
    return near <= far && far >= 0 && near < tMax ? near : Infinity;
  }

  /**
   * Nearest hit along the ray beyond tMin; fills `hit` (reset hit.t first).
   * @param {number} ox @param {number} oy @param {number} oz
   * @param {number} dx @param {number} dy @param {number} dz
   * @param {number} tMin
   * @param {Hit} hit
   */
  intersect(ox, oy, oz, dx, dy, dz, tMin, hit) {
    const ix = safeInv(dx);
    const iy = safeInv(dy);
    const iz = safeInv(dz);
    const stack = this.stack;
    const stackT = this.stackT;
    let sp = 0;
    let found = false;
    const t0 = this.#enter(0, ox, oy, oz, ix, iy, iz, hit.t);
    if (t0 === Infinity) return false;
    stack[sp] = 0;
    stackT[sp++] = t0;
    while (sp > 0) {
      sp--;
      // The node was entered at stackT[sp]; skip it if a closer hit was found since.
      if (stackT[sp] >= hit.t) continue;
      const n = stack[sp];
      const count = this.count[n];
      if (count > 0) {
        const first = this.first[n];
        for (let i = first; i < first + count; i++) {
          if (
            intersectPrimInv(
              this.prims[this.order[i]],
              ox,
              oy,
              oz,
              dx,
              dy,
              dz,
              ix,
              iy,
              iz,
              tMin,
              hit,
            )
          ) {
            found = true;
          }
        }
        continue;
      }
      // Test both children now and visit the nearer first, so hit.t shrinks early and the
      // farther one is often skipped.
      const left = this.first[n];
      const tl = this.#enter(left, ox, oy, oz, ix, iy, iz, hit.t);
      const tr = this.#enter(left + 1, ox, oy, oz, ix, iy, iz, hit.t);
      const nearFirst = tl <= tr;
      const far = nearFirst ? tr : tl;
      const near = nearFirst ? tl : tr;
      if (far !== Infinity) {
        stack[sp] = nearFirst ? left + 1 : left;
        stackT[sp++] = far;
      }
      if (near !== Infinity) {
        stack[sp] = nearFirst ? left : left + 1;
        stackT[sp++] = near;
      }
    }
    return found;
  }

  /**
   * True if anything that casts shadows lies on the ray between tMin and tMax.
   * @param {number} ox @param {number} oy @param {number} oz
   * @param {number} dx @param {number} dy @param {number} dz
   * @param {number} tMin
   * @param {number} tMax
   * @param {Hit} scratch overwritten
   */
  occluded(ox, oy, oz, dx, dy, dz, tMin, tMax, scratch) {
    const ix = safeInv(dx);
    const iy = safeInv(dy);
    const iz = safeInv(dz);
    const stack = this.stack;
    let sp = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const n = stack[--sp];
      if (this.#enter(n, ox, oy, oz, ix, iy, iz, tMax) === Infinity) continue;
      const count = this.count[n];
      if (count > 0) {
        const first = this.first[n];
        for (let i = first; i < first + count; i++) {
          const p = this.prims[this.order[i]];
          if (!p.castsShadow) continue;
          scratch.t = tMax;
          if (intersectPrimInv(p, ox, oy, oz, dx, dy, dz, ix, iy, iz, tMin, scratch)) return true;
        }
      } else {
        stack[sp++] = this.first[n];
        stack[sp++] = this.first[n] + 1;
      }
    }
    return false;
  }

  /**
   * Collects non-structural primitives whose bounds lie within `radius` of a point (used for
   * contact shadows). Returns how many were written to `out`.
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} radius
   * @param {Prim[]} out filled from the start, up to its length
   */
  near(px, py, pz, radius, out) {
    const b = this.bounds;
    const r2 = radius * radius;
    const stack = this.stack;
    let sp = 0;
    let found = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const n = stack[--sp];
      const o = n * 6;
      const ddx = Math.max(b[o] - px, 0, px - b[o + 3]);
      const ddy = Math.max(b[o + 1] - py, 0, py - b[o + 4]);
      const ddz = Math.max(b[o + 2] - pz, 0, pz - b[o + 5]);
      if (ddx * ddx + ddy * ddy + ddz * ddz > r2) continue;
      const count = this.count[n];
      if (count > 0) {
        const first = this.first[n];
        for (let i = first; i < first + count && found < out.length; i++) {
          const p = this.prims[this.order[i]];
          if (!p.structural) out[found++] = p;
        }
      } else {
        stack[sp++] = this.first[n];
        stack[sp++] = this.first[n] + 1;
      }
    }
    return found;
  }
}
