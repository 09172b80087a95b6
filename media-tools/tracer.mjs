// @ts-check
// Ray casting and shading.
//
// This is not a path tracer: there is no Monte Carlo noise to hide, so a single ray per sample
// gives a clean image. Light is split into parts that are each cheap to compute exactly or
// approximate well:
//   - direct sun, with a shadow ray (it can only reach inside through openings in the walls);
//   - skylight through each window, treated as a uniformly bright rectangle whose irradiance has
//     a closed form (Lambert's polygon formula), which gives the soft fall-off away from windows;
//   - sunlight bounced off the sunlit floor patch, the same way;
//   - a constant ambient term for all other interreflection, darkened by an analytic ambient
//     occlusion that looks at nearby furniture boxes and the room's own walls, floor and ceiling.

import { BOX, newHit } from './geometry.mjs';
import { SUN_RADIANCE, roomAt } from './scene.mjs';

/** @typedef {import('./geometry.mjs').Prim} Prim */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./scene.mjs').Room} Room */
/** @typedef {ReturnType<typeof createTracer>} Tracer */

const TWO_PI = 2 * Math.PI;
/** How far (metres) nearby surfaces darken each other's ambient light. */
const AO_RADIUS = 0.6;
/** Bounces allowed through glass, mirrors and glossy floors before a ray just stops. */
const MAX_DEPTH = 4;
/** Grid spacing (metres) of the walk-through irradiance cache. */
const CACHE_CELL = 0.03;

/**
 * Creates the per-worker tracing state for a scene.
 * @param {import('./scene.mjs').Scene} scene from buildScene()
 * @param {{ reflections?: boolean, cache?: boolean }} [options]
 */
export function createTracer(scene, options = {}) {
  const { bvh, environment } = scene;
  // Land plans and plans that light the open air by sky and ground (see OutdoorLight).
  const outdoor = scene.outdoorLight;
  const onSite = Boolean(scene.plan.site);
  const [sx, sy, sz] = scene.sunDir;
  const reflections = options.reflections !== false;
  const hits = Array.from({ length: MAX_DEPTH + 2 }, newHit);
  const shadowHit = newHit();
  /** @type {Prim[]} */
  const nearby = new Array(96);
  const clipped = new Float64Array(3 * 12);
  const face = new Float64Array(12);
  const albedo = [0, 0, 0];
  const p = [0, 0, 0];
  const n = [0, 0, 0];
  const tmp = [0, 0, 0];
  const irr = [0, 0, 0];
  const cacheValue = [0, 0, 0];
  const cache = options.cache ? new IrradianceCache(1 << 21) : null;

  /**
   * Cosine-weighted fraction of the hemisphere above (p, n) covered by a convex polygon
   * (`count` vertices in `verts`), clipped to that hemisphere. Lambert's formula: the sum over
   * edges of the angle the edge subtends times the cosine of its plane's normal with n.
   * (Math.sqrt rather than Math.hypot throughout: hypot is several times slower in V8.)
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} nx @param {number} ny @param {number} nz
   * @param {Float64Array} verts x, y, z of each vertex
   * @param {number} count
   */
  function polygonFactor(px, py, pz, nx, ny, nz, verts, count) {
    let k = 0;
    // Clip against the tangent plane so parts of the polygon behind the surface don't count,
    // storing the surviving vertices as unit vectors from p.
    for (let i = 0; i < count; i++) {
      const ax = verts[3 * i] - px;
      const ay = verts[3 * i + 1] - py;
      const az = verts[3 * i + 2] - pz;
      const j = i + 1 === count ? 0 : i + 1;
      const da = ax * nx + ay * ny + az * nz;
      if (da >= 0) k = pushUnit(k, ax, ay, az);
      const bx = verts[3 * j] - px;
      const by = verts[3 * j + 1] - py;
      const bz = verts[3 * j + 2] - pz;
      const db = bx * nx + by * ny + bz * nz;
      if (da >= 0 !== db >= 0) {
        const t = da / (da - db);
        k = pushUnit(k, ax + (bx - ax) * t, ay + (by - ay) * t, az + (bz - az) * t);
      }
    }
    if (k < 3) return 0;
    let sum = 0;
    for (let i = 0; i < k; i++) {
      const j = i + 1 === k ? 0 : i + 1;
      const ax = clipped[3 * i];
      const ay = clipped[3 * i + 1];
      const az = clipped[3 * i + 2];
      const bx = clipped[3 * j];
      const by = clipped[3 * j + 1];
      const bz = clipped[3 * j + 2];
      const cx = ay * bz - az * by;
      const cy = az * bx - ax * bz;
      const cz = ax * by - ay * bx;
      const lc = Math.sqrt(cx * cx + cy * cy + cz * cz);
      if (lc < 1e-9) continue;
      const c = ax * bx + ay * by + az * bz;
      const angle = Math.acos(c < -1 ? -1 : c > 1 ? 1 : c);
      sum += (angle * (cx * nx + cy * ny + cz * nz)) / lc;
    }
    return Math.abs(sum) / TWO_PI;
  }

  /**
   * Stores (x, y, z) normalised as clipped vertex k; returns k + 1.
   * @param {number} k
   * @param {number} x @param {number} y @param {number} z
   */
  function pushUnit(k, x, y, z) {
    const l = Math.sqrt(x * x + y * y + z * z) || 1e-9;
    clipped[3 * k] = x / l;
    clipped[3 * k + 1] = y / l;
    clipped[3 * k + 2] = z / l;
    return k + 1;
  }

  /**
   * Writes the four corners of the face of box q perpendicular to `axis` at coordinate c.
   * @param {Prim} q
   * @param {number} axis
   * @param {number} c
   */
  function setFace(q, axis, c) {
    if (axis === 0) {
      face[0] = c;
      face[1] = q.y0;
      face[2] = q.z0;
      face[3] = c;
      face[4] = q.y1;
      face[5] = q.z0;
      face[6] = c;
      face[7] = q.y1;
      face[8] = q.z1;
      face[9] = c;
      face[10] = q.y0;
      face[11] = q.z1;
    } else if (axis === 1) {
      face[0] = q.x0;
      face[1] = c;
      face[2] = q.z0;
      face[3] = q.x1;
      face[4] = c;
      face[5] = q.z0;
      face[6] = q.x1;
      face[7] = c;
      face[8] = q.z1;
      face[9] = q.x0;
      face[10] = c;
      face[11] = q.z1;
    } else {
      face[0] = q.x0;
      face[1] = q.y0;
      face[2] = c;
      face[3] = q.x1;
      face[4] = q.y0;
      face[5] = c;
      face[6] = q.x1;
      face[7] = q.y1;
      face[8] = c;
      face[9] = q.x0;
      face[10] = q.y1;
      face[11] = c;
    }
  }

  /**
   * Sum of polygonFactor over the faces of an axis-aligned box that face the point.
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} nx @param {number} ny @param {number} nz
   * @param {Prim} q
   */
  function boxFactor(px, py, pz, nx, ny, nz, q) {
    let total = 0;
    // A convex box shows at most three faces to a point outside it, and they don't overlap.
    if (px < q.x0 || px > q.x1) {
      setFace(q, 0, px < q.x0 ? q.x0 : q.x1);
      total += polygonFactor(px, py, pz, nx, ny, nz, face, 4);
    }
    if (py < q.y0 || py > q.y1) {
      setFace(q, 1, py < q.y0 ? q.y0 : q.y1);
      total += polygonFactor(px, py, pz, nx, ny, nz, face, 4);
    }
    if (pz < q.z0 || pz > q.z1) {
      setFace(q, 2, pz < q.z0 ? q.z0 : q.z1);
      total += polygonFactor(px, py, pz, nx, ny, nz, face, 4);
    }
    return total;
  }

  /**
   * Occlusion by one of the room's planes at distance d whose normal makes cosine dotN with n.
   * @param {number} d
   * @param {number} dotN
   */
  function planeOcclusion(d, dotN) {
    if (d < 0.002 || d > AO_RADIUS) return 0;
    const fall = 1 - d / AO_RADIUS;
    // Facing the surface (the underside of a sofa over the floor) it hides the whole sky;
    // beside it (a wall next to the floor) it hides up to half, fading out quickly.
    if (dotN < -0.5) return 0.9 * fall;
    if (dotN < 0.5) return 0.3 * fall * fall;
    return 0;
  }

  /**
   * Analytic ambient occlusion in [0, 1): how much nearby geometry hides the sky of ambient
   * light, fading to nothing at AO_RADIUS so only contact areas and corners darken.
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} nx @param {number} ny @param {number} nz
   * @param {Prim | null} self the surface's own primitive, which must not occlude itself
   * @param {Room | null} room
   */
  function occlusion(px, py, pz, nx, ny, nz, self, room) {
    let occ = 0;
    if (room) {
      const open = room.spec.open;
      if (!open?.includes('W')) occ += planeOcclusion(px - room.x0, nx);
      if (!open?.includes('E')) occ += planeOcclusion(room.x1 - px, -nx);
      if (!open?.includes('S')) occ += planeOcclusion(pz - room.z0, nz);
      if (!open?.includes('N')) occ += planeOcclusion(room.z1 - pz, -nz);
      occ += planeOcclusion(py, ny);
      if (!room.outdoor || room.covered) occ += planeOcclusion(room.height - py, -ny);
    } else if (onSite) {
      occ += planeOcclusion(py, ny);
    }
    const count = bvh.near(px, py, pz, AO_RADIUS, nearby);
    for (let i = 0; i < count; i++) {
      const q = nearby[i];
      if (q === self || !q.castsShadow) continue;
      const ddx = Math.max(q.x0 - px, 0, px - q.x1);
      const ddy = Math.max(q.y0 - py, 0, py - q.y1);
      const ddz = Math.max(q.z0 - pz, 0, pz - q.z1);
      const d2 = ddx * ddx + ddy * ddy + ddz * ddz;
      if (d2 > AO_RADIUS * AO_RADIUS || d2 < 1e-8) continue;
      // Skip boxes entirely behind the surface: they cannot hide any of its sky.
      const hx = (q.x0 + q.x1) / 2 - px;
      const hy = (q.y0 + q.y1) / 2 - py;
      const hz = (q.z0 + q.z1) / 2 - pz;
      const reach = q.rx + q.ry + q.rz;
      if (hx * nx + hy * ny + hz * nz < -reach) continue;
      // Boxes exactly, round shapes through their (somewhat larger) bounding boxes.
      const f = boxFactor(px, py, pz, nx, ny, nz, q) * (q.kind === BOX ? 1 : 0.6);
      occ += f * (1 - Math.sqrt(d2) / AO_RADIUS);
    }
    return occ > 0.92 ? 0.92 : occ;
  }

  /**
   * Irradiance from everything but direct sun (window skylight, the sunlit floor patches and
   * ambient), in the same units as SUN_RADIANCE. Written to `out`.
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} nx @param {number} ny @param {number} nz
   * @param {Prim} prim
   * @param {Room | null} room
   * @param {number[]} out
   */
  function indirect(px, py, pz, nx, ny, nz, prim, room, out) {
    const occ = occlusion(px, py, pz, nx, ny, nz, prim, room);
    if (outdoor && (!room || (room.outdoor && !room.covered))) {
      // Sky above, ground below: a surface facing up sees all sky, a wall half of each.
      const up = 0.5 + 0.5 * ny;
      const a = 1 - occ;
      out[0] = (outdoor.sky[0] * up + outdoor.ground[0] * (1 - up)) * a;
      out[1] = (outdoor.sky[1] * up + outdoor.ground[1] * (1 - up)) * a;
      out[2] = (outdoor.sky[2] * up + outdoor.ground[2] * (1 - up)) * a;
      return;
    }
    if (!room) {
      const a = 0.8 * (1 - occ);
      out[0] = a;
      out[1] = a * 1.02;
      out[2] = a * 1.06;
      return;
    }
    let er = 0;
    let eg = 0;
    let eb = 0;
    const windowShade = 1 - 0.75 * occ;
    for (const light of room.lights) {
      if (light.below !== undefined && py >= light.below) continue;
      const f = polygonFactor(px, py, pz, nx, ny, nz, light.corners, 4) * windowShade;
      er += light.radiance[0] * f;
      eg += light.radiance[1] * f;
      eb += light.radiance[2] * f;
    }
    for (const patch of room.sunPatches) {
      const f =
        polygonFactor(px, py, pz, nx, ny, nz, patch.corners, patch.corners.length / 3) *
        windowShade;
      er += patch.radiance[0] * f;
      eg += patch.radiance[1] * f;
      eb += patch.radiance[2] * f;
    }
    const a = 1 - occ;
    out[0] = er + room.ambient[0] * a;
    out[1] = eg + room.ambient[1] * a;
    out[2] = eb + room.ambient[2] * a;
  }

  /**
   * indirect(), interpolated from a grid of cached values on the box face (bilinear between the
   * four surrounding grid points). Indirect light changes slowly across a surface and the same
   * surfaces are seen in hundreds of walk-through frames, so this saves most of the work there.
   * @param {number} px @param {number} py @param {number} pz
   * @param {number} nx @param {number} ny @param {number} nz
   * @param {Prim} prim a box
   * @param {Room | null} room
   * @param {number[]} out
   */
  function cachedIndirect(px, py, pz, nx, ny, nz, prim, room, out) {
    // Only called when options.cache is set.
    const table = /** @type {IrradianceCache} */ (cache);
    const axis = nx !== 0 ? 0 : ny !== 0 ? 1 : 2;
    const sign = (axis === 0 ? nx : axis === 1 ? ny : nz) > 0 ? 1 : 0;
    const u = axis === 0 ? pz : px;
    const v = axis === 1 ? pz : py;
    const fu = u / CACHE_CELL;
    const fv = v / CACHE_CELL;
    const iu = Math.floor(fu);
    const iv = Math.floor(fv);
    const tu = fu - iu;
    const tv = fv - iv;
    const faceKey = prim.id * 6 + axis * 2 + sign;
    let r = 0;
    let g = 0;
    let b = 0;
    for (let c = 0; c < 4; c++) {
      const cu = iu + (c & 1);
      const cv = iv + (c >> 1);
      const w = (c & 1 ? tu : 1 - tu) * (c >> 1 ? tv : 1 - tv);
      const key = (faceKey * 262144 + cu + 131072) * 262144 + cv + 131072;
      let slot = table.find(key);
      if (slot < 0) {
        const qu = cu * CACHE_CELL;
        const qv = cv * CACHE_CELL;
        const qx = axis === 0 ? px : qu;
        const qy = axis === 1 ? py : qv;
        const qz = axis === 0 ? qu : axis === 1 ? qv : pz;
        indirect(qx, qy, qz, nx, ny, nz, prim, room, cacheValue);
        slot = table.insert(key, cacheValue);
        if (slot < 0) return indirect(px, py, pz, nx, ny, nz, prim, room, out);
      }
      r += table.values[3 * slot] * w;
      g += table.values[3 * slot + 1] * w;
      b += table.values[3 * slot + 2] * w;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
  }

  /**
   * Surface colour at the hit (into `albedo`), resolving room surfaces to the room's own
   * materials; returns the material used.
   * @param {Material} mat
   * @param {Prim} prim
   * @param {Room | null} room
   * @returns {Material}
   */
  function surfaceAlbedo(mat, prim, room) {
    let m = mat;
    if (mat.kind) {
      if (!room) m = scene.exterior;
      else if (mat.kind === 'floor') m = room.spec.floor;
      else if (mat.kind === 'ceiling') m = room.spec.ceiling ?? scene.plan.materials.ceiling;
      else m = wallMaterial(room);
    }
    m.albedo(p, n, prim, albedo);
    return m;
  }

  /**
   * The paint of the wall at the current hit point `p`: the accent wall or the room's own.
   * @param {Room} room
   */
  function wallMaterial(room) {
    const accent = room.spec.accent;
    if (accent) {
      const d = { W: p[0] - room.x0, E: room.x1 - p[0], S: p[2] - room.z0, N: room.z1 - p[2] }[
        accent.side
      ];
      if (d !== undefined && d < 0.01) return accent.material;
    }
    return room.spec.wall;
  }

  /**
   * Radiance arriving along a ray, written to `out` (linear RGB). Returns the id of the
   * primitive hit (or -1 for sky) so the anti-aliasing pass can find object edges.
   * @param {number} ox @param {number} oy @param {number} oz
   * @param {number} dx @param {number} dy @param {number} dz unit direction
   * @param {number} depth bounces so far (0 for camera rays)
   * @param {number[]} out
   * @returns {number}
   */
  function radiance(ox, oy, oz, dx, dy, dz, depth, out) {
    const hit = hits[depth];
    hit.t = Infinity;
    if (!bvh.intersect(ox, oy, oz, dx, dy, dz, 1e-5, hit)) {
      environment(ox, oy, oz, dx, dy, dz, out);
      return -1;
    }
    // A hit always has a primitive, and scene primitives always have a material.
    const prim = /** @type {Prim} */ (hit.prim);
    const mat = /** @type {Material} */ (prim.material);
    const px = ox + dx * hit.t;
    const py = oy + dy * hit.t;
    const pz = oz + dz * hit.t;
    const nx = hit.nx;
    const ny = hit.ny;
    const nz = hit.nz;

    if (mat.glass && depth < MAX_DEPTH) {
      radiance(px + dx * 1e-3, py + dy * 1e-3, pz + dz * 1e-3, dx, dy, dz, depth + 1, out);
      const tint = mat.glass;
      // A faint reflection of the sky so the glass itself is just visible.
      out[0] = out[0] * tint[0] + 0.05;
      out[1] = out[1] * tint[1] + 0.055;
      out[2] = out[2] * tint[2] + 0.06;
      return prim.id;
    }
    if (mat.mirror && depth < MAX_DEPTH) {
      const dn = 2 * (dx * nx + dy * ny + dz * nz);
      radiance(
        px + nx * 1e-3,
        py + ny * 1e-3,
        pz + nz * 1e-3,
        dx - dn * nx,
        dy - dn * ny,
        dz - dn * nz,
        depth + 1,
        out,
      );
      out[0] *= 0.85;
      out[1] *= 0.88;
      out[2] *= 0.88;
      return prim.id;
    }

    p[0] = px;
    p[1] = py;
    p[2] = pz;
    n[0] = nx;
    n[1] = ny;
    n[2] = nz;
    const room = roomAt(scene, px + nx * 0.05, pz + nz * 0.05);
    const surface = surfaceAlbedo(mat, prim, room);
    const ar = albedo[0];
    const ag = albedo[1];
    const ab = albedo[2];

    let er = 0;
    let eg = 0;
    let eb = 0;
    const ndl = nx * sx + ny * sy + nz * sz;
    if (
      ndl > 0 &&
      !bvh.occluded(
        px + nx * 1e-4,
        py + ny * 1e-4,
        pz + nz * 1e-4,
        sx,
        sy,
        sz,
        1e-5,
        1e6,
        shadowHit,
      )
    ) {
      er += SUN_RADIANCE[0] * ndl;
      eg += SUN_RADIANCE[1] * ndl;
      eb += SUN_RADIANCE[2] * ndl;
    }
    if (cache && prim.kind === BOX) cachedIndirect(px, py, pz, nx, ny, nz, prim, room, irr);
    else indirect(px, py, pz, nx, ny, nz, prim, room, irr);
    er += irr[0];
    eg += irr[1];
    eb += irr[2];
    out[0] = ar * er;
    out[1] = ag * eg;
    out[2] = ab * eb;
    if (surface.emission) {
      out[0] += surface.emission[0];
      out[1] += surface.emission[1];
      out[2] += surface.emission[2];
    }
    if (reflections && surface.gloss && depth === 0) {
      // Polished floors and worktops: a weak mirror layer, stronger at grazing angles (Schlick).
      const cos = -(dx * nx + dy * ny + dz * nz);
      const fresnel = surface.gloss + (1 - surface.gloss) * Math.pow(1 - cos, 5) * 0.2;
      const dn = 2 * (dx * nx + dy * ny + dz * nz);
      radiance(
        px + nx * 1e-3,
        py + ny * 1e-3,
        pz + nz * 1e-3,
        dx - dn * nx,
        dy - dn * ny,
        dz - dn * nz,
        depth + 1,
        tmp,
      );
      out[0] = out[0] * (1 - fresnel) + tmp[0] * fresnel;
      out[1] = out[1] * (1 - fresnel) + tmp[1] * fresnel;
      out[2] = out[2] * (1 - fresnel) + tmp[2] * fresnel;
    }
    return prim.id;
  }

  return { radiance, polygonFactor, occlusion };
}

/**
 * Fixed-size open-addressing hash table from numeric keys to RGB triples. A JS Map would do,
 * but with millions of entries typed arrays are far smaller and faster.
 */
class IrradianceCache {
  /**
   * @param {number} capacity a power of two
   */
  constructor(capacity) {
    this.mask = capacity - 1;
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Float32Array(capacity * 3);
    this.size = 0;
    this.limit = Math.floor(capacity * 0.7);
  }

  /**
   * @param {number} key
   */
  #slotOf(key) {
    // Mix the key's low and high 32-bit halves into a table index.
    const lo = (key % 4294967296) | 0;
    const hi = (key / 4294967296) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    return h & this.mask;
  }

  /** Slot holding `key`, or -1. @param {number} key */
  find(key) {
    let i = this.#slotOf(key);
    for (;;) {
      const k = this.keys[i];
      if (k === key) return i;
      if (k === -1) return -1;
      i = (i + 1) & this.mask;
    }
  }

  /**
   * Stores a value; returns its slot, or -1 when the table is full.
   * @param {number} key
   * @param {number[]} rgb
   */
  insert(key, rgb) {
    if (this.size >= this.limit) return -1;
    let i = this.#slotOf(key);
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & this.mask;
    if (this.keys[i] === -1) this.size++;
    this.keys[i] = key;
    this.values[3 * i] = rgb[0];
    this.values[3 * i + 1] = rgb[1];
    this.values[3 * i + 2] = rgb[2];
    return i;
  }
}
