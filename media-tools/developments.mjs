// @ts-check
// Developments sold off-plan: what their photos are drawn from. A development is not a listing:
// it has no rooms to show, but the project as it will look when finished (an architect's
// render) and its site at each building stage, every photo a scene of its own with a site like
// a plot's (see outdoors.mjs), so one camera can show the same houses at four stages.
//
// This file has what those scenes add to the open air of outdoors.mjs: the surfaces of new
// building (machine-cut stone, cast concrete, roof tiles, paving blocks, facades seen from
// afar), the things of a building site (hoardings, a site office, an excavator, heaps of sand
// and ballast, timber scaffolding, rebar, roof trusses), an estate's gate, standpipe and fence
// posts, and the two buildings the projects put up: an apartment block and a row of
// townhouses, the latter at any of its stages.

import { makeBox, makeCylinder, makeEllipsoid, makeTriangle } from './geometry.mjs';
import { fbm2, hash3, valueNoise2 } from './rng.mjs';
import { beam, quad } from './outdoors.mjs';
import { smoothstep, srgbHex } from './vec.mjs';

/** @typedef {import('./furniture.mjs').Placer} Placer */
/** @typedef {import('./geometry.mjs').Prim} Prim */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./outdoors.mjs').Painter} Painter */
/** @typedef {import('./rng.mjs').Rng} Rng */
/** @typedef {import('./scene.mjs').Plan} Plan */
/** @typedef {import('./vec.mjs').Vec3} Vec3 */

/**
 * @typedef {object} ProjectPhoto one photo of a development
 * @property {string} name the file's name without `.jpg`: `1` is the finished project (shown
 *   first, as a listing's cover), `progress-<n>` the building stages, oldest first
 * @property {string} shows what it shows, in words
 * @property {Plan} plan the scene at that stage; its `photos[0]` is the camera
 */

/**
 * @typedef {object} Development a project sold off-plan (plans/developments/<slug>.mjs)
 * @property {string} slug the project's slug: its photos are data/photos/<slug>/<name>.jpg
 * @property {ProjectPhoto[]} photos
 */

const STRUCTURAL = { structural: true };

/** @param {number[]} out @param {number[]} c @param {number} k */
function setScaled(out, c, k) {
  out[0] = c[0] * k;
  out[1] = c[1] * k;
  out[2] = c[2] * k;
}

/**
 * Coordinates on a face: along it and up it on walls, x and z on floors and tops.
 * @param {number[]} p
 * @param {number[]} n
 * @returns {[number, number]}
 */
function faceUv(p, n) {
  const ax = Math.abs(n[0]);
  const ay = Math.abs(n[1]);
  const az = Math.abs(n[2]);
  if (ay > ax && ay > az) return [p[0], p[2]];
  return ax > az ? [p[2], p[1]] : [p[0], p[1]];
}

// ---------------------------------------------------------------------------------------------
// Surfaces.

/**
 * Machine-cut stone, the walling of Nairobi's building sites: 400 x 200 mm blocks in a
 * running bond, each a slightly different tone, with thin grey mortar joints.
 * @param {string} hex
 * @param {{ mortar?: string }} [opts]
 * @returns {Material}
 */
export function cutStone(hex, { mortar = '#9c968a' } = {}) {
  const c = srgbHex(hex);
  const g = srgbHex(mortar);
  return {
    name: `cut stone ${hex}`,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const row = Math.floor(v / 0.2);
      const uu = u + (row & 1) * 0.2;
      const col = Math.floor(uu / 0.4);
      const fu = uu - col * 0.4;
      const fv = v - row * 0.2;
      if (Math.min(fu, 0.4 - fu) < 0.007 || Math.min(fv, 0.2 - fv) < 0.007) {
        setScaled(out, g, 0.9 + 0.2 * valueNoise2(u * 9, v * 9, 203));
        return;
      }
      const k =
        0.84 +
        0.22 * hash3(col, row, 201) +
        0.12 * (valueNoise2(u * 30, v * 30, 202) - 0.5) +
        0.08 * (fbm2(u / 2, v / 2, 2, 204) - 0.5);
      setScaled(out, c, k);
    },
  };
}

/**
 * Cast concrete: cloudy grey with darker pours, and the faint marks of the formwork boards on
 * upright faces (`boards`: their width, 0 for none).
 * @param {string} hex
 * @param {{ boards?: number }} [opts]
 * @returns {Material}
 */
export function castConcrete(hex, { boards = 0 } = {}) {
  const c = srgbHex(hex);
  return {
    name: `concrete ${hex}`,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      let k = 0.86 + 0.2 * fbm2(u / 1.3, v / 1.3, 3, 205) + 0.06 * valueNoise2(u * 22, v * 22, 206);
      if (boards > 0 && Math.abs(n[1]) < 0.5) {
        const f = v / boards - Math.floor(v / boards);
        if (f < 0.04) k *= 0.9;
      }
      setScaled(out, c, k);
    },
  };
}

/**
 * Loose earth, sand or ballast in a heap: clods and stones at two scales with dark gaps between
 * them, so a heap or a windrow reads as tipped material, not a smooth moulded shape.
 * @param {string} hex
 * @returns {Material}
 */
export function looseEarth(hex) {
  const c = srgbHex(hex);
  return {
    name: `loose earth ${hex}`,
    albedo: (p, n, prim, out) => {
      const clod = valueNoise2(p[0] * 9 + p[1] * 5, p[2] * 9 - p[1] * 4, 211);
      const grit = valueNoise2(p[0] * 31 + p[1] * 17, p[2] * 31 - p[1] * 13, 212);
      const gap = clod < 0.25 ? 0.72 : 1;
      const k = (0.82 + 0.3 * clod + 0.14 * (grit - 0.5)) * gap;
      setScaled(out, c, k);
    },
  };
}

/**
 * An estate's name board: a painted board with a pale border, an emblem (an acacia in a ring)
 * at the left and the name and a line under it as pale bars, which read as lettering from the
 * road without spelling anything out.
 * @param {string} hex the board
 * @param {string} ink the border, emblem and lettering
 * @returns {Material}
 */
export function nameBoard(hex, ink) {
  const c = srgbHex(hex);
  const k = srgbHex(ink);
  return {
    name: 'name board',
    albedo: (p, n, prim, out) => {
      const alongX = Math.abs(n[2]) >= Math.abs(n[0]);
      const w = alongX ? prim.x1 - prim.x0 : prim.z1 - prim.z0;
      const h = prim.y1 - prim.y0;
      const u = ((alongX ? p[0] - prim.x0 : p[2] - prim.z0) / w) * (alongX && n[2] > 0 ? -1 : 1);
      const uu = u < 0 ? 1 + u : u;
      const v = (p[1] - prim.y0) / h;
      const x = uu * w;
      const y = v * h;
      let ink = x < 0.06 || x > w - 0.06 || y < 0.06 || y > h - 0.06;
      // The emblem: a ring with an acacia's flat crown and trunk in it.
      const ex = 0.15 + h / 2 - x;
      const ey = h / 2 - y;
      const r = Math.hypot(ex, ey);
      if (r > h * 0.33 && r < h * 0.39) ink = true;
      if (Math.abs(ey + h * 0.08) < h * 0.045 && Math.abs(ex) < h * 0.22) ink = true;
      if (Math.abs(ex) < h * 0.025 && ey > -h * 0.04 && ey < h * 0.25) ink = true;
      // The name: one bar of capitals broken into words; the line under it thinner.
      const t0 = 0.3 + h;
      if (x > t0 && x < w - 0.3) {
        const word = Math.floor((x - t0) / 0.12);
        const space = hash3(word, 213) < 0.14;
        if (!space && y > h * 0.44 && y < h * 0.72) ink = (x - t0) % 0.12 < 0.095;
        if (y > h * 0.22 && y < h * 0.3 && x < t0 + (w - 0.3 - t0) * 0.7) ink = true;
      }
      const tone = 0.94 + 0.06 * valueNoise2(x * 3, y * 3, 214);
      setScaled(out, ink ? k : c, tone);
    },
  };
}

/**
 * Roof tiles in courses: each course a band of height (so any slope reads right), its lower lip
 * catching the light and its top in the shadow of the course above, with the rounded profile
 * across the tile, a tone for each tile and patchy weathering. `across` is the world axis the
 * tiles repeat along (the ridge's).
 * @param {string} hex
 * @param {{ across?: 'x' | 'z', course?: number, width?: number }} [opts] course: the height
 *   one course rises (m), width: a tile's width
 * @returns {Material}
 */
export function roofTiles(hex, { across = 'x', course = 0.19, width = 0.3 } = {}) {
  const c = srgbHex(hex);
  return {
    name: `roof tiles ${hex}`,
    albedo: (p, n, prim, out) => {
      const u = across === 'x' ? p[0] : p[2];
      const row = Math.floor(p[1] / course);
      const f = p[1] / course - row;
      const uu = u + (row & 1) * width * 0.5;
      const col = Math.floor(uu / width);
      const profile = 0.86 + 0.14 * Math.cos(((uu / width - col) * 2 - 1) * Math.PI);
      const lip = f > 0.84 ? 0.55 : 1.04 - 0.16 * f;
      const k =
        profile *
        lip *
        (0.9 + 0.16 * hash3(col, row, 207)) *
        (0.9 + 0.16 * fbm2(u / 2.5, p[1] / 1.5, 3, 208));
      setScaled(out, c, k);
    },
  };
}

/**
 * Facade of a building seen from a distance: rows of windows on a wall colour (the neighbours
 * of a city site), so a box reads as a block of flats without a box per window.
 * @param {{ wall: string, glass: string, storey?: number, bay?: number, window?: [number, number], sill?: number, base?: number }} o
 *   window: width and height of each window; base: the height of the first floor's level
 * @returns {Material}
 */
export function windowGrid({
  wall,
  glass,
  storey = 3,
  bay = 3,
  window = [1.6, 1.4],
  sill = 0.9,
  base = 0,
}) {
  const w = srgbHex(wall);
  const g = srgbHex(glass);
  return {
    name: `facade ${wall}`,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const k = 0.92 + 0.1 * fbm2(u / 3, v / 3, 2, 209);
      if (Math.abs(n[1]) > 0.5 || v < base) return setScaled(out, w, k * 0.9);
      const fx = u / bay - Math.floor(u / bay);
      const level = Math.floor((v - base) / storey);
      const fy = v - base - level * storey;
      const x = Math.abs(fx - 0.5) * bay;
      if (x < window[0] / 2 && fy > sill && fy < sill + window[1]) {
        // Some panes show a curtain or a lit room: a paler tone, window by window.
        const t = hash3(Math.floor(u / bay), level, 210);
        const pale = t > 0.78 ? 1.9 : 1;
        const bar = Math.abs(x - window[0] / 4) < 0.03 || fy > sill + window[1] - 0.04;
        return setScaled(out, bar ? w : g, bar ? 0.8 : pale * (0.85 + (0.3 * fy) / storey));
      }
      setScaled(out, w, k);
    },
  };
}

/**
 * A road of interlocking concrete paving blocks (cabro), along an axis: blocks in a stretcher
 * bond, a darker band along each edge, fading to their average tone far off.
 * @param {{ axis: 'x' | 'z', at: number, half: number, verge: Painter, color?: string, band?: string, seed?: number }} opts
 * @returns {Painter}
 */
export function paverRoad({
  axis,
  at,
  half,
  verge,
  color = '#8f8b86',
  band = '#5d5b5a',
  seed = 17,
}) {
  const c = srgbHex(color);
  const b = srgbHex(band);
  return (x, z, fine, out) => {
    const along = axis === 'x' ? x : z;
    const across = (axis === 'x' ? z : x) - at;
    if (Math.abs(across) > half) return verge(x, z, fine, out);
    const edge = half - Math.abs(across) < 0.45;
    const base = edge ? b : c;
    // Blocks 200 x 100 mm laid across the road.
    const row = Math.floor(along / 0.1);
    const aa = across + (row & 1) * 0.1;
    const col = Math.floor(aa / 0.2);
    const fa = aa / 0.2 - col;
    const fr = along / 0.1 - row;
    const joint = Math.min(fa * 2, (1 - fa) * 2, fr, 1 - fr) < 0.08 ? 1 - 0.35 * fine : 1;
    const tone = 1 + fine * 0.14 * (hash3(col, row, seed) - 0.5);
    const stain = 0.9 + 0.16 * fbm2(along / 4, across / 4, 3, seed + 1);
    // Tyre tracks a little darker.
    const track = Math.abs(Math.abs(across) - 1.2) < 0.45 ? 0.93 : 1;
    setScaled(out, base, joint * tone * stain * track);
  };
}

/**
 * Graded earth: the freshly cut surface of a building site or a new road, red-brown with the
 * tracks of the machines across it and stones, drying paler in patches.
 * @param {{ seed?: number, color?: string, tracks?: 'x' | 'z' }} [opts]
 * @returns {Painter}
 */
export function gradedSoil({ seed = 19, color = '#8e4f34', tracks = 'x' } = {}) {
  const c = srgbHex(color);
  const dry = srgbHex('#ad7654');
  return (x, z, fine, out) => {
    const t = smoothstep(0.35, 0.75, fbm2(x / 5, z / 5, 3, seed));
    out[0] = c[0] + (dry[0] - c[0]) * t * 0.7;
    out[1] = c[1] + (dry[1] - c[1]) * t * 0.7;
    out[2] = c[2] + (dry[2] - c[2]) * t * 0.7;
    const across = tracks === 'x' ? z : x;
    const along = tracks === 'x' ? x : z;
    // Caterpillar and tyre tracks: fine bands across the direction the machines drove.
    const band = valueNoise2(across * 1.3, along * 0.05, seed + 1);
    const cleat = 0.5 + 0.5 * Math.sin(along * 40 + across * 3);
    const k = 1 + fine * ((band - 0.5) * 0.18 + (band > 0.62 ? (cleat - 0.5) * 0.12 : 0));
    const grit = 1 + fine * 0.3 * (valueNoise2(x * 22, z * 22, seed + 2) - 0.5);
    out[0] *= k * grit;
    out[1] *= k * grit;
    out[2] *= k * grit;
  };
}

// ---------------------------------------------------------------------------------------------
// Walls with holes, and windows in them.

/**
 * @typedef {object} Hole a window or door in a wall: from..to along the wall, sill..head up it
 * @property {number} from @property {number} to
 * @property {number} sill @property {number} head
 */

/**
 * @typedef {object} WallRun a straight wall seen from outside
 * @property {'x' | 'z'} axis the world axis it runs along
 * @property {number} line its centre line (world z for a wall along x)
 * @property {number} from @property {number} to its extent along the axis
 * @property {number} y0 @property {number} y1 its foot and its top (a wall being built stops
 *   short of its holes' heads)
 * @property {number} [thickness] default 0.2
 * @property {Hole[]} [holes]
 * @property {Material} material
 */

/**
 * A wall as boxes round its holes, the way scene.mjs builds a room's walls.
 * @param {Prim[]} prims
 * @param {WallRun} o
 */
export function wallRun(prims, o) {
  const h = (o.thickness ?? 0.2) / 2;
  /** @param {number} a0 @param {number} a1 @param {number} y0 @param {number} y1 */
  const box = (a0, a1, y0, y1) => {
    if (a1 - a0 < 1e-3 || y1 - y0 < 1e-3) return;
    prims.push(
      o.axis === 'x'
        ? makeBox(a0, y0, o.line - h, a1, y1, o.line + h, o.material, STRUCTURAL)
        : makeBox(o.line - h, y0, a0, o.line + h, y1, a1, o.material, STRUCTURAL),
    );
  };
  // Cut the wall into upright strips at every hole's edges (a ground floor window may be
  // wider than the one above it), and fill each strip between the holes that cross it.
  const holes = (o.holes ?? []).filter((x) => x.sill < o.y1 && x.to > o.from && x.from < o.to);
  const edges = [...new Set([o.from, o.to, ...holes.flatMap((x) => [x.from, x.to])])]
    .filter((e) => e >= o.from && e <= o.to)
    .sort((a, b) => a - b);
  for (let i = 0; i + 1 < edges.length; i++) {
    const [a0, a1] = [edges[i], edges[i + 1]];
    let y = o.y0;
    for (const x of holes
      .filter((hole) => hole.from <= a0 && hole.to >= a1)
      .sort((a, b) => a.sill - b.sill)) {
      box(a0, a1, y, Math.min(o.y1, x.sill));
      y = Math.max(y, x.head);
    }
    box(a0, a1, y, o.y1);
  }
}

/**
 * What fills a hole once the windows are in: a frame round it, a dark pane (or a door leaf) set
 * back in the wall, and a sill that stands out under a window.
 * @param {Prim[]} prims
 * @param {WallRun} wall
 * @param {Hole} hole
 * @param {1 | -1} out which way is outside, across the wall
 * @param {{ frame: Material, glass: Material, sill?: Material, door?: Material }} m a hole whose
 *   sill is at the wall's foot gets the door leaf
 */
export function glaze(prims, wall, hole, out, m) {
  const t = (wall.thickness ?? 0.2) / 2;
  const face = wall.line + out * t;
  const isDoor = hole.sill <= wall.y0 + 0.01 && m.door;
  /** @param {number} a0 @param {number} a1 @param {number} y0 @param {number} y1 @param {number} c0 @param {number} c1 @param {Material} mat */
  const box = (a0, a1, y0, y1, c0, c1, mat) =>
    prims.push(
      wall.axis === 'x'
        ? makeBox(a0, y0, c0, a1, y1, c1, mat, STRUCTURAL)
        : makeBox(c0, y0, a0, c1, y1, a1, mat, STRUCTURAL),
    );
  const pane = face - out * 0.08;
  const f = 0.06;
  const c0 = Math.min(pane, pane - out * 0.05);
  const c1 = Math.max(pane, pane - out * 0.05);
  box(
    hole.from,
    hole.to,
    hole.sill,
    hole.head,
    c0,
    c1,
    isDoor ? /** @type {Material} */ (m.door) : m.glass,
  );
  const r0 = Math.min(pane + out * 0.01, pane - out * 0.07);
  const r1 = Math.max(pane + out * 0.01, pane - out * 0.07);
  box(hole.from, hole.from + f, hole.sill, hole.head, r0, r1, m.frame);
  box(hole.to - f, hole.to, hole.sill, hole.head, r0, r1, m.frame);
  box(hole.from, hole.to, hole.head - f, hole.head, r0, r1, m.frame);
  if (!isDoor) {
    box(hole.from, hole.to, hole.sill, hole.sill + f, r0, r1, m.frame);
    // Casements: a mullion and a transom in wide windows.
    const mid = (hole.from + hole.to) / 2;
    if (hole.to - hole.from > 1.1)
      box(mid - 0.03, mid + 0.03, hole.sill, hole.head, r0, r1, m.frame);
    const tr = hole.head - 0.5;
    box(hole.from, hole.to, tr - 0.025, tr + 0.025, r0, r1, m.frame);
    if (m.sill) {
      const s0 = Math.min(face + out * 0.06, pane);
      const s1 = Math.max(face + out * 0.06, pane);
      box(hole.from - 0.05, hole.to + 0.05, hole.sill - 0.06, hole.sill, s0, s1, m.sill);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Building-site things.

/**
 * @typedef {object} HoardingMaterials
 * @property {Material} sheets the painted iron sheets (ribs along the hoarding's axis)
 * @property {Material} band the stripe along the foot and the top, another colour
 * @property {Material} post timber posts and rails behind
 */

/**
 * A site hoarding: painted iron sheets nailed to timber posts and rails along an axis-aligned
 * line, with a stripe of another colour along its foot and its top, and optional gaps (a gate).
 * @param {Prim[]} prims
 * @param {[number, number]} from x, z
 * @param {[number, number]} to x, z (same x or same z)
 * @param {HoardingMaterials} m
 * @param {{ height?: number, inside?: 1 | -1, gaps?: [number, number][] }} [opts] inside: which
 *   way (across the line) the posts stand; gaps: from..to along the line left open
 */
export function hoarding(prims, from, to, m, { height = 2.4, inside = 1, gaps = [] } = {}) {
  const alongX = from[1] === to[1];
  const a0 = Math.min(alongX ? from[0] : from[1], alongX ? to[0] : to[1]);
  const a1 = Math.max(alongX ? from[0] : from[1], alongX ? to[0] : to[1]);
  const line = alongX ? from[1] : from[0];
  /** @param {number} b0 @param {number} b1 @param {number} y0 @param {number} y1 @param {number} c0 @param {number} c1 @param {Material} mat */
  const box = (b0, b1, y0, y1, c0, c1, mat) =>
    prims.push(
      alongX
        ? makeBox(b0, y0, line + c0, b1, y1, line + c1, mat, STRUCTURAL)
        : makeBox(line + c0, y0, b0, line + c1, y1, b1, mat, STRUCTURAL),
    );
  /** @type {[number, number][]} */
  const runs = [];
  let cursor = a0;
  for (const [g0, g1] of [...gaps].sort((a, b) => a[0] - b[0])) {
    runs.push([cursor, g0]);
    cursor = g1;
  }
  runs.push([cursor, a1]);
  const t = 0.012;
  for (const [r0, r1] of runs) {
    if (r1 - r0 < 0.05) continue;
    box(r0, r1, 0.3, height - 0.18, -t, t, m.sheets);
    box(r0, r1, 0, 0.3, -t - 0.002, t + 0.002, m.band);
    box(r0, r1, height - 0.18, height, -t - 0.002, t + 0.002, m.band);
    // Posts and two rails on the inside.
    const n = Math.max(1, Math.round((r1 - r0) / 2.4));
    for (let i = 0; i <= n; i++) {
      const a = r0 + ((r1 - r0) * i) / n;
      const c = inside * 0.07;
      box(
        a - 0.05,
        a + 0.05,
        -0.3,
        height + 0.05,
        Math.min(c - 0.05, c + 0.05),
        Math.max(c - 0.05, c + 0.05),
        m.post,
      );
    }
    for (const y of [0.6, height - 0.5]) {
      const c = inside * 0.035;
      box(
        r0,
        r1,
        y,
        y + 0.1,
        Math.min(c, c + inside * 0.04),
        Math.max(c, c + inside * 0.04),
        m.post,
      );
    }
  }
}

/**
 * @typedef {object} OfficeMaterials the site office's
 * @property {Material} shell profiled steel walls
 * @property {Material} trim corner posts, roof edge
 * @property {Material} glass
 * @property {Material} door
 * @property {Material} block the concrete blocks it stands on
 */

/**
 * A site office made of a shipping container: profiled steel walls on concrete blocks, a door
 * and a window with a grille in its long front. Its front faces the placer's facing; origin
 * in the middle of the front at the ground.
 * @param {Placer} b
 * @param {OfficeMaterials} m
 * @param {{ length?: number }} [opts]
 */
export function siteOffice(b, m, { length = 6.06 } = {}) {
  const L = length / 2;
  const D = 2.44;
  const y0 = 0.22;
  const y1 = y0 + 2.59;
  for (const x of [-L + 0.3, 0, L - 0.3])
    for (const z of [-0.3, -D + 0.3]) b.box(x - 0.2, 0, z - 0.15, x + 0.2, y0, z + 0.15, m.block);
  b.box(-L, y0, -D, L, y1, 0, m.shell);
  for (const sx of [-1, 1]) {
    b.box(sx * L - 0.08, y0, -0.08, sx * L + (sx > 0 ? 0.01 : -0.01) * 0, y1 + 0.02, 0.01, m.trim);
    b.box(sx * L - 0.08, y0, -D - 0.01, sx * L, y1 + 0.02, -D + 0.08, m.trim);
  }
  b.box(-L - 0.01, y1 - 0.08, -D - 0.01, L + 0.01, y1 + 0.03, 0.01, m.trim);
  b.box(-L - 0.01, y0, -D - 0.01, L + 0.01, y0 + 0.12, 0.01, m.trim);
  // A door near one end, a window with bars in the middle.
  b.box(-L + 0.6, y0 + 0.05, 0, -L + 1.5, y0 + 2.1, 0.03, m.door);
  b.box(-L + 1.35, y0 + 1.0, 0.03, -L + 1.42, y0 + 1.06, 0.06, m.trim);
  b.box(0.2, y0 + 1.0, 0, 1.6, y0 + 2.0, 0.02, m.glass);
  for (let x = 0.3; x < 1.6; x += 0.14)
    b.box(x - 0.012, y0 + 1.0, 0.02, x + 0.012, y0 + 2.0, 0.045, m.trim);
  b.box(0.15, y0 + 0.95, 0, 1.65, y0 + 1.0, 0.06, m.trim);
  // Steps up to the door.
  b.box(-L + 0.5, 0, 0, -L + 1.6, 0.11, 0.5, m.block);
}

/**
 * @typedef {object} ExcavatorMaterials
 * @property {Material} paint the yellow body, boom and arm
 * @property {Material} dark tracks, counterweight underside, bucket teeth
 * @property {Material} glass the cab's windows
 * @property {Material} steel rams and the bucket
 */

/**
 * A tracked excavator: undercarriage, the turning house with its cab on the left, a boom
 * raised ahead and an arm hanging down to a bucket. Faces the placer's facing (the boom points
 * that way); origin at the middle of the tracks on the ground.
 * @param {Prim[]} prims
 * @param {Placer} b
 * @param {ExcavatorMaterials} m
 * @param {{ reach?: number, dig?: number }} [opts] reach: how far ahead the bucket is; dig:
 *   how far below the tracks it reaches
 */
export function excavator(prims, b, m, { reach = 6.2, dig = 0.4 } = {}) {
  // Tracks with their rollers' frame, and the slewing ring.
  for (const sx of [-1, 1]) {
    b.box(sx * 1.25 - 0.3, 0, -2.2, sx * 1.25 + 0.3, 0.85, 2.2, m.dark);
    b.box(sx * 1.25 - 0.32, 0.35, -1.9, sx * 1.25 + 0.32, 0.55, 1.9, m.paint);
  }
  b.box(-0.9, 0.5, -1.5, 0.9, 0.95, 1.5, m.dark);
  b.cylinder(0, 0, 0.9, 0.95, 1.1, m.dark);
  // House, counterweight and cab.
  b.box(-1.45, 1.1, -2.3, 1.45, 2.25, 1.0, m.paint);
  b.box(-1.45, 1.1, -2.6, 1.45, 2.2, -2.2, m.dark);
  b.box(-1.45, 1.1, 1.0, -0.45, 3.05, 2.05, m.paint);
  b.box(-1.42, 1.95, 1.02, -0.48, 2.95, 2.08, m.glass);
  b.box(-1.47, 1.95, 1.05, -1.43, 2.95, 1.95, m.glass);
  b.box(-0.47, 1.95, 1.05, -0.43, 2.95, 1.95, m.glass);
  b.box(-1.5, 3.05, 0.95, -0.4, 3.12, 2.1, m.dark);
  b.box(0.2, 2.25, -1.8, 0.5, 2.7, -1.5, m.dark);
  // Boom from the front of the house up and out, the arm down to the bucket.
  const [px, pz] = b.toWorld(0.3, 1.1);
  const [ex, ez] = b.toWorld(0.3, reach * 0.62);
  const [bx, bz] = b.toWorld(0.3, reach);
  /** @type {Vec3} */
  const pivot = [px, b.y + 1.7, pz];
  /** @type {Vec3} */
  const elbow = [ex, b.y + 4.6, ez];
  /** @type {Vec3} */
  const wrist = [bx, b.y + 0.9 - dig, bz];
  beam(prims, pivot, elbow, m.paint, { w: 0.5, h: 0.7 });
  beam(prims, elbow, wrist, m.paint, { w: 0.36, h: 0.5 });
  const [rx, rz] = b.toWorld(0.3, 1.6);
  beam(prims, [rx, b.y + 1.3, rz], [(px + ex) / 2, b.y + 3.5, (pz + ez) / 2], m.steel, { r: 0.09 });
  beam(
    prims,
    [elbow[0], elbow[1] + 0.5, elbow[2]],
    [(ex + bx) / 2, b.y + 2.5 - dig / 2, (ez + bz) / 2],
    m.steel,
    { r: 0.07 },
  );
  // The bucket: a box a little wider than the arm, its teeth on the ground.
  const bk = b.at(0.3, reach + 0.15);
  bk.box(-0.55, -0.3 - dig, -0.45, 0.55, 0.7 - dig, 0.35, m.steel);
  bk.box(-0.55, -0.35 - dig, 0.3, 0.55, -0.15 - dig, 0.5, m.dark);
}

/**
 * A motor grader: a long frame from the front axle back to the engine, the cab over the tandem
 * rear wheels and the blade slung under the middle. Faces the placer's facing; origin at the
 * middle of its wheelbase on the ground.
 * @param {Placer} b
 * @param {ExcavatorMaterials} m
 */
export function grader(b, m) {
  // Wheels: one axle at the front, two at the back.
  for (const z of [3.6, -1.6, -3.0])
    for (const sx of [-1, 1]) {
      b.ellipsoid(sx * 1.05, 0.6, z, 0.26, 0.6, 0.6, m.dark);
      b.ellipsoid(sx * 1.1, 0.6, z, 0.12, 0.3, 0.3, m.paint);
    }
  // The arched front frame, the blade and its circle under it.
  b.box(-0.25, 1.2, -0.4, 0.25, 1.65, 3.9, m.paint);
  b.box(-1.15, 0.95, 3.45, 1.15, 1.25, 3.75, m.paint);
  b.box(-1.7, 0.08, 0.3, 1.7, 0.68, 0.45, m.steel);
  b.box(-1.75, 0.05, 0.42, 1.75, 0.12, 0.5, m.dark);
  b.box(-0.7, 0.7, -0.2, 0.7, 0.85, 1.2, m.dark);
  // Cab and engine at the back.
  b.box(-1.0, 1.0, -2.0, 1.0, 1.3, -0.3, m.paint);
  b.box(-0.85, 1.3, -1.6, 0.85, 3.2, -0.4, m.glass);
  for (const [x, z] of [
    [-0.85, -0.4],
    [0.85, -0.4],
    [-0.85, -1.6],
    [0.85, -1.6],
  ])
    b.box(x - 0.05, 1.3, z - 0.05, x + 0.05, 3.2, z + 0.05, m.paint);
  b.box(-0.95, 3.2, -1.7, 0.95, 3.32, -0.3, m.paint);
  b.box(-0.9, 1.0, -4.3, 0.9, 2.3, -1.6, m.paint);
  b.box(-0.92, 2.0, -4.35, 0.92, 2.3, -4.25, m.dark);
  b.cylinder(0.5, -2.4, 0.06, 2.3, 2.9, m.dark);
}

/**
 * A heap of loose material (sand, ballast, spoil): overlapping flattened mounds.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {Material} material
 * @param {{ radius?: number, height?: number, y?: number }} [opts]
 */
export function heap(prims, x, z, rng, material, { radius = 1.5, height = 1, y = 0 } = {}) {
  prims.push(makeEllipsoid(x, y, z, radius * 0.8, height, radius * rng.range(0.7, 0.9), material));
  // Lumps round it, so the heap is tipped earth rather than one smooth dome.
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = radius * rng.range(0.3, 0.75);
    const s = radius * rng.range(0.3, 0.55);
    prims.push(
      makeEllipsoid(
        x + Math.cos(a) * r,
        y,
        z + Math.sin(a) * r,
        s * rng.range(0.8, 1.2),
        height * rng.range(0.4, 0.8),
        s * rng.range(0.8, 1.2),
        material,
      ),
    );
  }
}

/**
 * A stack of cut stone blocks as delivered, in rows on the ground.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z centre
 * @param {Material} stone
 * @param {{ w?: number, d?: number, h?: number }} [opts]
 */
export function stoneStack(prims, x, z, stone, { w = 2.4, d = 1.2, h = 0.8 } = {}) {
  prims.push(makeBox(x - w / 2, 0, z - d / 2, x + w / 2, h, z + d / 2, stone));
  prims.push(
    makeBox(x - w / 2 + 0.4, h, z - d / 2, x + w / 2 - 0.4, h + 0.2, z + d / 2 - 0.4, stone),
  );
}

/**
 * Starter bars: a cluster of rebar standing out of a slab or a footing, where a column will be
 * cast.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {number} y the concrete's top
 * @param {Material} steel
 * @param {{ height?: number, spread?: number, rng?: Rng }} [opts]
 */
export function starterBars(prims, x, z, y, steel, { height = 1.1, spread = 0.13, rng } = {}) {
  for (const [sx, sz] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ]) {
    const h = height * (rng ? rng.range(0.92, 1.05) : 1);
    const bx = x + sx * spread;
    const bz = z + sz * spread;
    const lean = rng ? rng.range(-0.04, 0.04) : 0;
    beam(prims, [bx, y - 0.05, bz], [bx + lean, y + h, bz + lean * 0.5], steel, {
      r: 0.014,
      sides: 4,
    });
  }
  // Stirrups: two square rings round the bars.
  for (const yy of [y + 0.25, y + 0.6]) {
    const s = spread + 0.02;
    prims.push(makeBox(x - s, yy, z - s - 0.008, x + s, yy + 0.016, z - s + 0.008, steel));
    prims.push(makeBox(x - s, yy, z + s - 0.008, x + s, yy + 0.016, z + s + 0.008, steel));
    prims.push(makeBox(x - s - 0.008, yy, z - s, x - s + 0.008, yy + 0.016, z + s, steel));
    prims.push(makeBox(x + s - 0.008, yy, z - s, x + s + 0.008, yy + 0.016, z + s, steel));
  }
}

/**
 * Timber scaffolding in front of a wall along x: two rows of eucalyptus poles, ledgers tied
 * along them at each lift, short putlogs into the wall, a diagonal brace now and then and a
 * few planks to stand on. Every pole leans and differs a little: they are cut, not made.
 * @param {Prim[]} prims
 * @param {{ from: number, to: number, face: number, out: 1 | -1, height: number, y?: number }} o
 *   from..to along x; face: the wall's outer face (world z); out: which way is away from it
 * @param {{ pole: Material, plank: Material }} m
 * @param {Rng} rng
 */
export function scaffold(prims, o, m, rng) {
  const y = o.y ?? 0;
  const rows = [o.face + o.out * 0.35, o.face + o.out * 1.35];
  const n = Math.max(1, Math.round((o.to - o.from) / 2.1));
  for (const z of rows) {
    for (let i = 0; i <= n; i++) {
      const x = o.from + ((o.to - o.from) * i) / n + rng.range(-0.12, 0.12);
      const top = o.height + rng.range(-0.3, 0.5);
      beam(
        prims,
        [x, y - 0.2, z],
        [x + rng.range(-0.08, 0.08), y + top, z + rng.range(-0.05, 0.05)],
        m.pole,
        {
          r: rng.range(0.04, 0.055),
          r1: 0.035,
          sides: 6,
        },
      );
    }
    for (let ly = 1.5; ly < o.height; ly += 1.55) {
      const wob = rng.range(-0.05, 0.05);
      prims.push(
        makeBox(
          o.from - 0.3,
          y + ly + wob,
          z - 0.035,
          o.to + 0.3,
          y + ly + wob + 0.07,
          z + 0.035,
          m.pole,
        ),
      );
    }
  }
  for (let ly = 1.5; ly < o.height; ly += 1.55) {
    for (let i = 0; i <= n; i += 1) {
      const x = o.from + ((o.to - o.from) * i) / n + 0.1;
      const z0 = Math.min(o.face, rows[1]);
      const z1 = Math.max(o.face, rows[1]);
      prims.push(makeBox(x - 0.035, y + ly + 0.07, z0, x + 0.035, y + ly + 0.14, z1, m.pole));
    }
    // Planks on the working lifts.
    if (ly > 2.5)
      for (let k = 0; k < 3; k++) {
        const zc = rows[0] + o.out * (0.2 + k * 0.27);
        prims.push(
          makeBox(
            o.from + rng.range(-0.2, 0.3),
            y + ly + 0.14,
            zc - 0.11,
            o.to - rng.range(0, 0.4),
            y + ly + 0.18,
            zc + 0.11,
            m.plank,
          ),
        );
      }
  }
  // Diagonal braces on the outer row.
  for (let i = 0; i + 2 <= n; i += 2) {
    const xa = o.from + ((o.to - o.from) * i) / n;
    const xb = o.from + ((o.to - o.from) * (i + 2)) / n;
    const z = rows[1] + o.out * 0.06;
    beam(prims, [xa, y + 0.2, z], [xb, y + Math.min(o.height, 4.5), z], m.pole, {
      r: 0.035,
      sides: 5,
    });
  }
}

/**
 * Timber props under a slab being cast or just struck: eucalyptus poles in a grid.
 * @param {Prim[]} prims
 * @param {[number, number, number, number]} rect x0, z0, x1, z1
 * @param {number} y0 @param {number} y1 floor and slab soffit
 * @param {Material} pole
 * @param {Rng} rng
 */
export function props(prims, rect, y0, y1, pole, rng) {
  for (let x = rect[0] + 0.5; x < rect[2]; x += 1.0)
    for (let z = rect[1] + 0.5; z < rect[3]; z += 1.0)
      prims.push(
        makeCylinder(
          x + rng.range(-0.1, 0.1),
          z + rng.range(-0.1, 0.1),
          rng.range(0.04, 0.05),
          y0,
          y1,
          pole,
        ),
      );
}

// ---------------------------------------------------------------------------------------------
// An estate's gate, water and fence.

/**
 * @typedef {object} GateMaterials
 * @property {Material} pillar the stone piers
 * @property {Material} cap their copings
 * @property {Material} steel the gate leaves
 * @property {Material} [sign] the board across the top, if any
 */

/**
 * An estate's entrance on a road along z: two stone piers either side of the road, steel gate
 * leaves swung open against them, and a name board on a steel beam across the top.
 * @param {Prim[]} prims
 * @param {{ x: number, z: number, width: number }} o the gateway's middle and clear width
 *   (across x)
 * @param {GateMaterials} m
 */
export function estateGate(prims, o, m) {
  const W = o.width / 2;
  for (const sx of [-1, 1]) {
    const x = o.x + sx * (W + 0.3);
    prims.push(makeBox(x - 0.3, 0, o.z - 0.3, x + 0.3, 2.9, o.z + 0.3, m.pillar, STRUCTURAL));
    prims.push(makeBox(x - 0.38, 2.9, o.z - 0.38, x + 0.38, 3.05, o.z + 0.38, m.cap, STRUCTURAL));
    prims.push(makeBox(x - 0.2, 3.05, o.z - 0.2, x + 0.2, 3.2, o.z + 0.2, m.cap, STRUCTURAL));
    // The leaf, open inwards against the pier: a frame with upright bars.
    const hinge = o.x + sx * W;
    const z0 = o.z + 0.35;
    const z1 = z0 + W - 0.1;
    const lx = hinge - sx * 0.06;
    for (const y of [0.1, 1.0, 2.0])
      prims.push(makeBox(lx - 0.03, y, z0, lx + 0.03, y + 0.07, z1, m.steel));
    for (const z of [z0, z1 - 0.06])
      prims.push(makeBox(lx - 0.03, 0.1, z, lx + 0.03, 2.07, z + 0.06, m.steel));
    for (let z = z0 + 0.14; z < z1 - 0.08; z += 0.13)
      prims.push(makeBox(lx - 0.012, 0.1, z - 0.012, lx + 0.012, 2.15, z + 0.012, m.steel));
  }
  if (m.sign) {
    prims.push(makeBox(o.x - W - 0.3, 3.2, o.z - 0.08, o.x + W + 0.3, 3.32, o.z + 0.08, m.cap));
    prims.push(makeBox(o.x - W * 0.8, 3.32, o.z - 0.04, o.x + W * 0.8, 4.1, o.z + 0.04, m.sign));
  }
}

/**
 * A standpipe: a galvanised riser with a tap, set in a small concrete block, where a plot's
 * water connection will be.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {{ pipe: Material, base: Material, tap: Material }} m
 */
export function standpipe(prims, x, z, m) {
  prims.push(makeBox(x - 0.25, 0, z - 0.25, x + 0.25, 0.12, z + 0.25, m.base));
  prims.push(makeCylinder(x, z, 0.022, 0.05, 0.95, m.pipe));
  prims.push(makeBox(x - 0.02, 0.86, z - 0.02, x + 0.02, 0.9, z + 0.16, m.pipe));
  prims.push(makeBox(x - 0.03, 0.78, z + 0.12, x + 0.03, 0.9, z + 0.18, m.tap));
  prims.push(makeBox(x - 0.05, 0.9, z + 0.13, x + 0.05, 0.92, z + 0.17, m.tap));
}

/**
 * A coil of black plastic water pipe (HDPE) lying on the ground: a few stacked rings.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Material} pipe
 */
export function pipeCoil(prims, x, z, pipe) {
  for (let i = 0; i < 5; i++) {
    const r = 0.55 + (i % 2) * 0.04;
    for (let k = 0; k < 14; k++) {
      const a0 = (k / 14) * 2 * Math.PI;
      const a1 = ((k + 1) / 14) * 2 * Math.PI;
      const y = 0.03 + i * 0.05;
      beam(
        prims,
        [x + Math.cos(a0) * r, y, z + Math.sin(a0) * r],
        [x + Math.cos(a1) * r, y, z + Math.sin(a1) * r],
        pipe,
        {
          r: 0.025,
          sides: 4,
        },
      );
    }
  }
}

/**
 * A ridge of soil pushed up along a new road by the grader (a windrow): many small, uneven
 * lumps side by side, so it reads as loose earth rather than one smooth bank.
 * @param {Prim[]} prims
 * @param {'x' | 'z'} axis
 * @param {number} line where it runs (world z for a windrow along x)
 * @param {number} from @param {number} to
 * @param {Material} soil
 * @param {Rng} rng
 * @param {number} [size] scales its height and width (default 1: about 0.3 m high)
 */
export function windrow(prims, axis, line, from, to, soil, rng, size = 1) {
  for (let a = from; a < to; a += 0.45) {
    const len = rng.range(0.4, 0.75);
    const w = rng.range(0.3, 0.55) * size;
    const h = rng.range(0.16, 0.3) * size;
    const c = line + rng.range(-0.25, 0.25) * size;
    const at = a + rng.range(0, 0.3);
    prims.push(
      axis === 'x'
        ? makeEllipsoid(at, 0, c, len, h, w, soil)
        : makeEllipsoid(c, 0, at, w, h, len, soil),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// An apartment block.

/**
 * @typedef {object} BlockMaterials
 * @property {Material} frame white concrete: slab edges, fins, parapet
 * @property {Material} panel the solid grey bays
 * @property {Material} wall the side walls
 * @property {Material} glazing windows and glazed walls: dark and glossy
 * @property {Material} mullion window frames
 * @property {Material} balustrade balcony glass
 * @property {Material} rail its handrail
 * @property {Material} base the ground floor's cladding
 */

/**
 * @typedef {object} BlockOptions
 * @property {number} x0 @property {number} z0 @property {number} x1 @property {number} z1 the
 *   floor plate; the front (with the balconies) faces south, -z
 * @property {number} floors above the ground floor
 * @property {number} [storey] floor to floor (default 3.1)
 * @property {number} [ground] the ground floor's height (default 4.2)
 * @property {number} [balcony] how far the balconies stand out (default 1.8)
 * @property {('balcony' | 'panel')[]} bays the front's bays, west to east, 4 m each
 */

/**
 * A block of flats with a white concrete frame: a slab edge at every floor, balconies with
 * glass balustrades in front of glazed walls, grey panels with a window slot between them,
 * white fins at the ends of each run of balconies, punched windows in the side walls, a glazed
 * ground floor behind grey columns and a lift core and parapet on the roof.
 * @param {Prim[]} prims
 * @param {BlockOptions} o
 * @param {BlockMaterials} m
 */
export function apartmentBlock(prims, o, m) {
  const H = o.storey ?? 3.1;
  const G = o.ground ?? 4.2;
  const B = o.balcony ?? 1.8;
  const bayW = (o.x1 - o.x0) / o.bays.length;
  const top = G + o.floors * H;
  const inset = 0.35;
  /** @param {number[]} c @param {Material} mat @param {import('./geometry.mjs').PrimOptions} [opts] */
  const box = (c, mat, opts = STRUCTURAL) =>
    prims.push(makeBox(c[0], c[1], c[2], c[3], c[4], c[5], mat, opts));
  // The body behind the facade: side walls, back, and the roof.
  box([o.x0, G, o.z0 + inset, o.x1, top, o.z1], m.wall);
  // Ground floor: glazing set back behind square columns, a canopy over the entrance.
  box([o.x0 + 0.6, 0, o.z0 + 1.2, o.x1 - 0.6, G, o.z1 - 0.6], m.glazing);
  for (let i = 0; i <= o.bays.length; i++) {
    const x = Math.min(o.x1 - 0.3, Math.max(o.x0 + 0.3, o.x0 + i * bayW));
    box([x - 0.3, 0, o.z0 + 0.1, x + 0.3, G, o.z0 + 0.7], m.base);
  }
  for (let x = o.x0 + 0.6; x < o.x1 - 0.6; x += 1.5)
    box([x - 0.03, 0, o.z0 + 1.15, x + 0.03, G, o.z0 + 1.25], m.mullion);
  box([o.x0 + 0.6, 2.9, o.z0 + 1.15, o.x1 - 0.6, 2.96, o.z0 + 1.25], m.mullion);
  const mid = (o.x0 + o.x1) / 2;
  box([mid - 3, 3.3, o.z0 - 2.6, mid + 3, 3.5, o.z0 + 0.7], m.frame);
  // The floors.
  for (let f = 0; f < o.floors; f++) {
    const y = G + f * H;
    // Slab edge: a white band round the whole plate, deeper in front where the balconies are.
    box([o.x0 - 0.05, y - 0.28, o.z0 - B, o.x1 + 0.05, y, o.z1 + 0.05], m.frame);
    o.bays.forEach((kind, i) => {
      const a = o.x0 + i * bayW;
      const b2 = a + bayW;
      if (kind === 'balcony') {
        // Glazed wall with sliding doors set back, glass balustrade at the slab edge.
        box([a, y, o.z0 + inset - 0.05, b2, y + H - 0.28, o.z0 + inset], m.glazing);
        for (let x = a + 0.05; x < b2; x += bayW / 3)
          box(
            [x - 0.035, y, o.z0 + inset - 0.08, x + 0.035, y + H - 0.28, o.z0 + inset],
            m.mullion,
          );
        box([a, y + 2.35, o.z0 + inset - 0.08, b2, y + 2.4, o.z0 + inset], m.mullion);
        box([a, y, o.z0 - B + 0.02, b2, y + 1.05, o.z0 - B + 0.04], m.balustrade, {
          structural: true,
          castsShadow: false,
        });
        box([a, y + 1.05, o.z0 - B + 0.0, b2, y + 1.1, o.z0 - B + 0.06], m.rail);
      } else {
        // A solid grey bay flush with the balcony edge, with a tall window slot.
        box([a, y, o.z0 - B + 0.1, b2, y + H - 0.28, o.z0 + inset], m.panel);
        const c = (a + b2) / 2;
        box([c - 0.5, y + 0.5, o.z0 - B + 0.06, c + 0.5, y + 2.5, o.z0 - B + 0.1], m.glazing);
        box([c - 0.56, y + 0.44, o.z0 - B + 0.04, c + 0.56, y + 0.5, o.z0 - B + 0.12], m.frame);
      }
    });
    // Punched windows in the side walls, two to each flat.
    for (const x of [o.x0, o.x1]) {
      const out = x === o.x0 ? -1 : 1;
      for (const zc of [o.z0 + 3, o.z0 + 6.5, o.z1 - 5.5, o.z1 - 2.2]) {
        box(
          [x + out * 0.02 - 0.02, y + 0.85, zc - 0.75, x + out * 0.02 + 0.02, y + 2.35, zc + 0.75],
          m.glazing,
        );
        box(
          [x + out * 0.06 - 0.05, y + 0.78, zc - 0.82, x + out * 0.06 + 0.05, y + 0.85, zc + 0.82],
          m.frame,
        );
        box(
          [x + out * 0.03 - 0.03, y + 1.55, zc - 0.75, x + out * 0.03 + 0.03, y + 1.6, zc + 0.75],
          m.mullion,
        );
      }
    }
  }
  // White fins where each run of balconies starts and ends, full height.
  o.bays.forEach((kind, i) => {
    const prev = o.bays[i - 1];
    const a = o.x0 + i * bayW;
    if (kind !== prev) {
      box([a - 0.2, G - 0.3, o.z0 - B - 0.05, a + 0.2, top + 0.9, o.z0 + inset], m.frame);
    }
  });
  box([o.x1 - 0.4, G - 0.3, o.z0 - B - 0.05, o.x1 + 0.05, top + 0.9, o.z0 + inset], m.frame);
  box([o.x0 - 0.05, G - 0.3, o.z0 - B - 0.05, o.x0 + 0.4, top + 0.9, o.z0 + inset], m.frame);
  // The roof: parapet, top slab edge, lift core and a pergola over the roof terrace.
  box([o.x0 - 0.05, top - 0.28, o.z0 - B, o.x1 + 0.05, top + 1.1, o.z0 - B + 0.2], m.frame);
  box([o.x0 - 0.05, top - 0.28, o.z0 - B, o.x0 + 0.15, top + 1.1, o.z1 + 0.05], m.frame);
  box([o.x1 - 0.15, top - 0.28, o.z0 - B, o.x1 + 0.05, top + 1.1, o.z1 + 0.05], m.frame);
  box([o.x0 - 0.05, top - 0.28, o.z1 - 0.15, o.x1 + 0.05, top + 1.1, o.z1 + 0.05], m.frame);
  box([o.x0 + 0.1, top - 0.28, o.z0 - B, o.x1 - 0.1, top, o.z1], m.frame);
  box([mid + 2, top, o.z0 + 5, mid + 8, top + 3.6, o.z1 - 2], m.wall);
  box([mid + 1.9, top + 3.6, o.z0 + 4.9, mid + 8.1, top + 3.8, o.z1 - 1.9], m.frame);
  for (let x = o.x0 + 1.5; x < mid; x += 0.6)
    box([x - 0.04, top + 2.6, o.z0 - 0.5, x + 0.04, top + 2.8, o.z0 + 4.5], m.frame);
  for (const x of [o.x0 + 1.5, mid - 1.5])
    for (const z of [o.z0 - 0.4, o.z0 + 4.4])
      box([x - 0.1, top, z - 0.1, x + 0.1, top + 2.6, z + 0.1], m.frame);
}

// ---------------------------------------------------------------------------------------------
// A row of townhouses, at any of its stages.

/**
 * @typedef {'foundation' | 'walling' | 'roofing' | 'finishes' | 'finished'} TownhouseStage
 */

/**
 * @typedef {object} TownhouseMaterials
 * @property {Material} stone raw cut-stone walling
 * @property {Material} inside the same seen inside, in the shade of the walls and the roof (the
 *   open air's light would light an unfinished house's rooms as bright as its front)
 * @property {Material} concrete slabs, footings, ring beams
 * @property {Material} plaster walls plastered, not yet painted
 * @property {Material[]} paint the finished walls, unit by unit (repeating)
 * @property {Material} accent the gables' finish when painted
 * @property {Material} tiles the roof tiles
 * @property {Material} ridge the ridge tiles
 * @property {Material} timber trusses and battens
 * @property {Material} fascia barge and fascia boards
 * @property {Material} rebar
 * @property {Material} frame window frames
 * @property {Material} glass window panes
 * @property {Material} door front doors
 * @property {Material} sill window sills
 */

/**
 * @typedef {object} TownhouseRow
 * @property {number} x0 the west end of the row
 * @property {number} z0 the front wall's line; fronts face south, -z
 * @property {number} units
 * @property {number} [width] of a unit (default 6.5)
 * @property {number} [depth] default 11
 * @property {number} [storey] default 3
 * @property {number} [plinth] the ground slab's height above the ground (default 0.3)
 * @property {number} [rise] the roofs' rise above the eaves (default 2.3)
 */

/**
 * The openings of one unit's front wall, from its west party wall, and of the end walls.
 * @param {number} w the unit's width
 * @param {number} f ground floor level
 * @param {number} s storey height
 * @returns {Hole[]}
 */
function frontHoles(w, f, s) {
  return [
    { from: 0.9, to: 1.9, sill: f, head: f + 2.3 },
    { from: 2.7, to: w - 0.8, sill: f + 0.6, head: f + 2.3 },
    { from: 0.9, to: 2.3, sill: f + s + 0.9, head: f + s + 2.3 },
    { from: 3.4, to: w - 1.0, sill: f + s + 0.9, head: f + s + 2.3 },
  ];
}

/**
 * A row of two-storey townhouses (maisonettes) with a gable to the street each, drawn at one
 * of its stages, so the same row can be photographed from the same place as it goes up:
 * - 'foundation': strip footings on every wall line and the ground slab of some units, with
 *   starter bars where the columns will be;
 * - 'walling': cut-stone walls to the first floor, a ring beam on some, the openings left;
 * - 'roofing': walls to the eaves and the gables, timber trusses, tiles on some of the roofs;
 * - 'finishes': roofs done, walls plastered (some painted), windows in;
 * - 'finished': painted, with front doors, porches and sills.
 * The yards, scaffolding and heaps round it are the plan's.
 * @param {Prim[]} prims
 * @param {TownhouseRow} o
 * @param {TownhouseStage} stage
 * @param {TownhouseMaterials} m
 * @param {Rng} rng
 */
export function townhouses(prims, o, stage, m, rng) {
  const W = o.width ?? 6.5;
  const D = o.depth ?? 11;
  const S = o.storey ?? 3;
  const F = o.plinth ?? 0.3;
  const R = o.rise ?? 2.3;
  const eave = F + 2 * S;
  const z1 = o.z0 + D;
  const x1 = o.x0 + o.units * W;
  const stages = ['foundation', 'walling', 'roofing', 'finishes', 'finished'];
  const at = stages.indexOf(stage);
  /** @param {number[]} c @param {Material} mat @param {import('./geometry.mjs').PrimOptions} [opts] */
  const box = (c, mat, opts = STRUCTURAL) =>
    prims.push(makeBox(c[0], c[1], c[2], c[3], c[4], c[5], mat, opts));

  if (at === 0) {
    // Strip footings along every wall line, the slab cast on the first units, hardcore on the
    // others, starter bars at the corners and along the party walls.
    const slabs = Math.ceil(o.units / 2);
    for (let i = 0; i < o.units; i++) {
      const a = o.x0 + i * W;
      if (i < slabs) box([a, -0.1, o.z0 - 0.1, a + W, F, z1 + 0.1], m.concrete);
      else {
        for (const z of [o.z0, o.z0 + 4.5, z1])
          box([a - 0.25, -0.1, z - 0.25, a + W + 0.25, F - 0.05, z + 0.25], m.concrete);
        for (const x of [a, a + W])
          box([x - 0.25, -0.1, o.z0 - 0.25, x + 0.25, F - 0.05, z1 + 0.25], m.concrete);
      }
      for (const x of i === o.units - 1 ? [a, a + W] : [a])
        for (const z of [o.z0, o.z0 + 4.5, z1])
          starterBars(
            prims,
            x + (x === a ? 0.15 : -0.15),
            z + (z === z1 ? -0.15 : 0.15),
            F,
            m.rebar,
            { rng },
          );
      starterBars(prims, a + W / 2 - 0.6, o.z0 + 0.15, F, m.rebar, { rng, height: 0.9 });
    }
    return;
  }

  // Walls: at the walling stage up to the first floor (the last unit not quite there), else
  // to the eaves. Raw stone until the finishes.
  const finished = at >= 3;
  for (let i = 0; i < o.units; i++) {
    const a = o.x0 + i * W;
    const wallTop = at === 1 ? (i === o.units - 1 ? F + 1.9 : F + S) : eave;
    const wall =
      at <= 2 ? m.stone : at === 3 && i >= o.units - 2 ? m.plaster : m.paint[i % m.paint.length];
    box([a - 0.1, -0.1, o.z0 - 0.1, a + W + 0.1, F, z1 + 0.1], m.concrete);
    const holes = frontHoles(W, F, S).map((h) => ({ ...h, from: a + h.from, to: a + h.to }));
    /** @type {WallRun} */
    const front = {
      axis: 'x',
      line: o.z0,
      from: a - 0.1,
      to: a + W + 0.1,
      y0: F,
      y1: wallTop,
      holes,
      material: wall,
    };
    wallRun(prims, front);
    // The back wall is seen from the street only through the front's holes, from inside.
    wallRun(prims, {
      axis: 'x',
      line: z1,
      from: a - 0.1,
      to: a + W + 0.1,
      y0: F,
      y1: wallTop,
      material: at <= 2 ? m.inside : wall,
    });
    // Party walls (and the end walls, with a window each floor).
    const ends = [a];
    if (i === o.units - 1) ends.push(a + W);
    for (const x of ends) {
      const end = x === o.x0 || x === x1;
      /** @type {Hole[]} */
      const side = end
        ? [
            { from: o.z0 + 2.2, to: o.z0 + 3.4, sill: F + 0.9, head: F + 2.3 },
            { from: o.z0 + 2.2, to: o.z0 + 3.4, sill: F + S + 0.9, head: F + S + 2.3 },
            { from: o.z0 + 6.5, to: o.z0 + 7.9, sill: F + 0.9, head: F + 2.3 },
          ]
        : [];
      const run = {
        axis: /** @type {'z'} */ ('z'),
        line: x,
        from: o.z0 + 0.1,
        to: z1 - 0.1,
        y0: F,
        y1: wallTop,
        holes: side,
        material: end ? wall : m.inside,
      };
      wallRun(prims, run);
      if (finished && end) for (const h of side) glaze(prims, run, h, x === o.x0 ? -1 : 1, m);
    }
    // Ring beams: at the first floor when walling (on all but the last unit), and at the eaves.
    if (at === 1 && i < o.units - 1) {
      box([a - 0.1, F + S - 0.25, o.z0 - 0.11, a + W + 0.1, F + S + 0.02, o.z0 + 0.11], m.concrete);
      box([a - 0.11, F + S - 0.25, o.z0, a + 0.11, F + S + 0.02, z1], m.concrete);
      // The first floor's slab on the first units, still propped.
      if (i < 2) {
        box([a + 0.1, F + S - 0.2, o.z0 + 0.1, a + W - 0.1, F + S, z1 - 0.1], m.concrete);
        props(prims, [a + 0.2, o.z0 + 0.3, a + W - 0.2, z1 - 0.3], F, F + S - 0.2, m.timber, rng);
      }
      for (const x of [a + 0.15, a + W / 2, a + W - 0.15])
        starterBars(prims, x, o.z0 + 0.05, F + S, m.rebar, { rng, height: 0.8, spread: 0.07 });
    }
    if (at === 1) continue;
    box([a + 0.1, F + S - 0.2, o.z0 + 0.1, a + W - 0.1, F + S, z1 - 0.1], m.concrete);

    // Gables front and back, the roof's triangles over the end walls.
    const mid = a + W / 2;
    const gable = at <= 2 ? m.stone : at === 3 && i >= o.units - 2 ? m.plaster : m.accent;
    for (const z of [o.z0, z1])
      for (const d of [-0.1, 0.1])
        prims.push(
          makeTriangle(
            [a, eave, z + d],
            [a + W, eave, z + d],
            [mid, eave + R - 0.05, z + d],
            gable,
            STRUCTURAL,
          ),
        );
    for (const z of [o.z0, z1]) box([a, eave - 0.02, z - 0.1, a + W, eave, z + 0.1], gable);
    if (finished) {
      for (const h of holes) glaze(prims, front, h, -1, m);
      // A vent in the gable.
      box([mid - 0.3, eave + 0.7, o.z0 - 0.13, mid + 0.3, eave + 1.0, o.z0 - 0.1], m.frame);
    }
    if (at === 4) {
      // A tiled canopy over the door and a step.
      box([a + 0.6, F + 2.45, o.z0 - 1.1, a + 2.2, F + 2.55, o.z0], m.fascia);
      quad(
        prims,
        [a + 0.55, F + 2.55, o.z0 - 1.15],
        [a + 2.25, F + 2.55, o.z0 - 1.15],
        [a + 2.25, F + 2.95, o.z0],
        [a + 0.55, F + 2.95, o.z0],
        m.tiles,
      );
      box([a + 0.7, 0, o.z0 - 0.6, a + 2.1, F, o.z0], m.concrete);
    }

    // The roof over this unit: trusses, battens where the tiles have not reached, tiles.
    const tiled = at >= 3 ? 1 : ([1, 1, 0.45, 0, 0][i] ?? 0);
    // Eaves overhang the end walls only: over a party wall two roofs meet in a valley.
    const west = i === 0 ? 0.45 : 0;
    const east = i === o.units - 1 ? 0.45 : 0;
    roof(
      prims,
      { x0: a, x1: a + W, z0: o.z0, z1, eave, rise: R, tiled, trusses: at === 2, west, east },
      m,
    );
  }
}

/**
 * One unit's roof, its ridge along z: trusses every 0.9 m, battens across them, and tiles from
 * the eaves up to `tiled` of the way to the ridge (1: finished, with ridge tiles and fascia).
 * @param {Prim[]} prims
 * @param {{ x0: number, x1: number, z0: number, z1: number, eave: number, rise: number, tiled: number, trusses: boolean, west: number, east: number }} o
 *   west, east: how far the eaves overhang each side
 * @param {TownhouseMaterials} m
 */
function roof(prims, o, m) {
  const half = (o.x1 - o.x0) / 2;
  const mid = o.x0 + half;
  const slope = o.rise / half;
  const za = o.z0 - 0.4;
  const zb = o.z1 + 0.4;
  const top = o.eave + o.rise;
  // Each slope's eave edge: past the wall by its overhang, lower by the slope.
  const edges = /** @type {[number, number][]} */ ([
    [o.x0 - o.west, o.eave - slope * o.west],
    [o.x1 + o.east, o.eave - slope * o.east],
  ]);
  const timberSection = { w: 0.05, h: 0.15 };
  if (o.trusses || o.tiled < 1) {
    for (let z = o.z0 + 0.1; z <= o.z1 - 0.05; z += 0.9) {
      beam(prims, [o.x0, o.eave, z], [o.x1, o.eave, z], m.timber, timberSection);
      for (const [xe, ye] of edges)
        beam(prims, [xe, ye, z], [mid, top - 0.06, z], m.timber, timberSection);
      beam(prims, [mid, o.eave, z], [mid, top - 0.08, z], m.timber, { w: 0.05, h: 0.1 });
      for (const s of [-1, 1])
        beam(
          prims,
          [mid, o.eave + 0.05, z],
          [mid + s * half * 0.5, o.eave + o.rise * 0.5, z],
          m.timber,
          { w: 0.05, h: 0.08 },
        );
    }
    // Battens along the slopes, every 0.32 m up them.
    for (const [xe, ye] of edges) {
      const run = Math.hypot(mid - xe, top - ye);
      for (let d = 0.1; d < run - 0.05; d += 0.32) {
        const t = d / run;
        const x = xe + (mid - xe) * t;
        const y = ye + (top - ye) * t + 0.09;
        prims.push(makeBox(x - 0.025, y, za + 0.1, x + 0.025, y + 0.03, zb - 0.1, m.timber));
      }
    }
  }
  if (o.tiled <= 0) return;
  // Tiles from the eaves up, on both slopes, just over the battens.
  const lift = 0.12;
  for (const [xe, ye] of edges) {
    const xt = xe + (mid - xe) * o.tiled;
    const yt = ye + (top - ye) * o.tiled;
    quad(
      prims,
      [xe, ye + lift, za],
      [xe, ye + lift, zb],
      [xt, yt + lift, zb],
      [xt, yt + lift, za],
      m.tiles,
    );
  }
  if (o.tiled < 1) return;
  prims.push(
    makeBox(
      mid - 0.14,
      top + lift - 0.06,
      za,
      mid + 0.14,
      top + lift + 0.08,
      zb,
      m.ridge,
      STRUCTURAL,
    ),
  );
  // Barge boards under the verges front and back, a fascia under an overhanging eave.
  for (const z of [za, zb])
    for (const [xe, ye] of edges)
      beam(prims, [xe, ye + lift - 0.02, z], [mid, top + lift - 0.02, z], m.fascia, {
        w: 0.04,
        h: 0.22,
      });
  for (const [xe, ye] of edges)
    if (xe !== o.x0 && xe !== o.x1)
      prims.push(makeBox(xe - 0.03, ye - 0.1, za, xe + 0.03, ye + lift, zb, m.fascia, STRUCTURAL));
}
