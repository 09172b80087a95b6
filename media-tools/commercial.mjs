// @ts-check
// Commercial fit-out: the surfaces and furniture of offices, shops and warehouses (carpet tiles,
// suspended ceilings with light panels, office desks and chairs, glass partitions, lift doors,
// shopfronts with roller shutters, steel portal frames, concrete floors). Placed with a Placer
// like the home furniture (see furniture.mjs): local x across, z out of the front.

import { makeBox } from './geometry.mjs';
import { fbm2, hash3, valueNoise2 } from './rng.mjs';
import { clamp, srgbHex } from './vec.mjs';

/** @typedef {import('./furniture.mjs').Placer} Placer */
/** @typedef {import('./geometry.mjs').Prim} Prim */
/** @typedef {import('./materials.mjs').Material} Material */

// ---------------------------------------------------------------------------------------------
// Surfaces.

/**
 * Carpet tiles laid quarter-turned: each tile's pile runs the other way from its neighbours',
 * so the floor shows a faint chequer, with a fine loop texture and the odd accent tile.
 * @param {{ color: string, accent?: string, size?: number, accentShare?: number }} opts
 * @returns {Material}
 */
export function carpetTiles({ color, accent, size = 0.5, accentShare = 0.06 }) {
  const c = srgbHex(color);
  const a = accent ? srgbHex(accent) : c;
  return {
    name: 'carpet tiles',
    albedo: (p, n, prim, out) => {
      const col = Math.floor(p[0] / size);
      const row = Math.floor(p[2] / size);
      const turned = (col + row) & 1;
      const base = accent && hash3(col, row, 81) < accentShare ? a : c;
      const u = turned ? p[0] : p[2];
      const v = turned ? p[2] : p[0];
      const pile = 0.9 + 0.12 * Math.sin(u * 260) * valueNoise2(u * 40, v * 4, 82);
      const k = (turned ? 0.96 : 1.03) * pile * (0.94 + 0.1 * fbm2(p[0] * 3, p[2] * 3, 2, 83));
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
    },
  };
}

/**
 * Suspended ceiling: lay-in tiles on a white grid, with a fissured texture.
 * @param {{ size?: number }} [opts]
 * @returns {Material}
 */
export function ceilingGrid({ size = 0.6 } = {}) {
  const tile = srgbHex('#f1f0ec');
  const grid = srgbHex('#dcdcd8');
  return {
    name: 'ceiling grid',
    albedo: (p, n, prim, out) => {
      const fu = p[0] / size - Math.floor(p[0] / size);
      const fv = p[2] / size - Math.floor(p[2] / size);
      const edge = Math.min(fu, 1 - fu, fv, 1 - fv) * size;
      if (edge < 0.012) {
        out[0] = grid[0];
        out[1] = grid[1];
        out[2] = grid[2];
        return;
      }
      const k = 0.95 + 0.06 * valueNoise2(p[0] * 30, p[2] * 30, 84);
      out[0] = tile[0] * k;
      out[1] = tile[1] * k;
      out[2] = tile[2] * k;
    },
  };
}

/**
 * Power-floated concrete: smooth grey with cloudy trowel marks, saw-cut joints on a grid and a
 * faint sheen.
 * @param {{ color?: string, joint?: number, gloss?: number }} [opts]
 * @returns {Material}
 */
export function floatedConcrete({ color = '#a7a49e', joint = 6, gloss = 0.02 } = {}) {
  const c = srgbHex(color);
  return {
    name: 'floated concrete',
    gloss,
    albedo: (p, n, prim, out) => {
      const fu = p[0] / joint - Math.floor(p[0] / joint);
      const fv = p[2] / joint - Math.floor(p[2] / joint);
      const cut = Math.min(fu, 1 - fu, fv, 1 - fv) * joint < 0.006;
      const cloud = fbm2(p[0] / 2.5, p[2] / 2.5, 4, 85);
      const swirl = valueNoise2(p[0] * 1.3 + cloud * 3, p[2] * 1.3, 86);
      const k = cut ? 0.55 : 0.86 + 0.2 * cloud + 0.08 * swirl;
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Concrete paving of a yard or an apron: slabs with joints, stained and patched.
 * @param {{ color?: string, slab?: number }} [opts]
 * @returns {Material}
 */
export function paving({ color = '#a19c94', slab = 4 } = {}) {
  const c = srgbHex(color);
  return {
    name: 'paving',
    albedo: (p, n, prim, out) => {
      const fu = p[0] / slab - Math.floor(p[0] / slab);
      const fv = p[2] / slab - Math.floor(p[2] / slab);
      const cut = Math.min(fu, 1 - fu, fv, 1 - fv) * slab < 0.01;
      const stain = fbm2(p[0] / 3, p[2] / 3, 4, 87);
      const grit = valueNoise2(p[0] * 25, p[2] * 25, 88);
      const k = cut ? 0.6 : (0.78 + 0.3 * stain) * (0.93 + 0.1 * grit);
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k * 0.98;
    },
  };
}

/**
 * Profiled metal cladding: vertical trapezoidal ribs. `lower` gives the wall below `split` m
 * another material (a warehouse's blockwork dado).
 * @param {string} hex
 * @param {{ lower?: Material, split?: number, rib?: number, soft?: boolean }} [opts]
 *   soft: a smooth ripple instead of sharp ribs, for walls seen from a distance
 * @returns {Material}
 */
export function cladding(hex, { lower, split = 0, rib = 0.25, soft = false } = {}) {
  const c = srgbHex(hex);
  return {
    name: 'cladding',
    albedo: (p, n, prim, out) => {
      if (lower && p[1] < split) return lower.albedo(p, n, prim, out);
      const u = Math.abs(n[0]) > Math.abs(n[2]) ? p[2] : p[0];
      const f = u / rib - Math.floor(u / rib);
      // Seen from afar the ribs are a gentle ripple, or they would shimmer.
      const r = soft
        ? 0.96 + 0.04 * Math.cos(f * 2 * Math.PI)
        : f < 0.2
          ? 0.82
          : f < 0.28
            ? 0.92
            : 1;
      const k = r * (0.95 + 0.06 * fbm2(u * 0.3, p[1] * 0.3, 2, 89));
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * The translucent roof sheets themselves: pale, lit from the sky behind them.
 * @param {number[]} glow linear radiance
 * @returns {Material}
 */
export function translucentSheet(glow) {
  return {
    name: 'translucent sheet',
    emission: glow,
    albedo: (p, n, prim, out) => {
      const k = 0.9 + 0.1 * Math.cos((p[0] / 0.2) * 2 * Math.PI);
      out[0] = 0.35 * k;
      out[1] = 0.36 * k;
      out[2] = 0.34 * k;
    },
  };
}

/**
 * Brushed stainless steel (lift doors, kick plates): fine horizontal grain and a sheen.
 * @returns {Material}
 */
export function brushedSteel() {
  const c = srgbHex('#b9bcbe');
  return {
    name: 'brushed steel',
    gloss: 0.12,
    albedo: (p, n, prim, out) => {
      const k = 0.9 + 0.1 * valueNoise2(p[1] * 400, (p[0] + p[2]) * 3, 90);
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Vertical timber slats on a dark backing (a reception feature wall).
 * @param {string} hex
 * @returns {Material}
 */
export function slats(hex) {
  const c = srgbHex(hex);
  return {
    name: 'slats',
    albedo: (p, n, prim, out) => {
      const u = Math.abs(n[0]) > Math.abs(n[2]) ? p[2] : p[0];
      const f = u / 0.09 - Math.floor(u / 0.09);
      const slat = Math.floor(u / 0.09);
      const k =
        f < 0.3
          ? 0.12
          : (0.8 + 0.25 * hash3(slat, 91)) * (0.85 + 0.2 * fbm2(u * 4, p[1] * 20, 2, 92));
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Frosted film on glass (the band on a meeting room's partitions): white with a dotted fade.
 * @returns {Material}
 */
export function frosted() {
  return {
    name: 'frosted film',
    albedo: (p, n, prim, out) => {
      const u = Math.abs(n[0]) > Math.abs(n[2]) ? p[2] : p[0];
      const v = (p[1] - prim.y0) / Math.max(1e-6, prim.y1 - prim.y0);
      const dots =
        Math.hypot(((u / 0.03) % 1) - 0.5, ((p[1] / 0.03) % 1) - 0.5) < 0.35 * clamp(1.2 - v);
      const k = dots ? 0.95 : 0.8;
      out[0] = k;
      out[1] = k;
      out[2] = k * 1.01;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Office.

/**
 * @typedef {object} OfficeMaterials
 * @property {Material} desk desk tops
 * @property {Material} frame steel legs and frames
 * @property {Material} screen fabric desk screens
 * @property {Material} chair chair seat and back
 * @property {Material} chairFrame
 * @property {Material} monitor black bezels
 * @property {Material} display lit screens
 * @property {Material} pedestal drawer units
 * @property {Material} glass partitions
 * @property {Material} aluminium partition frames
 * @property {Material} band frosted manifestation
 * @property {Material} panel light panels (emissive)
 * @property {Material} paper
 */

/**
 * An office task chair: five-star base, gas lift, seat, mesh back and arms. Faces +z.
 * @param {Placer} b
 * @param {OfficeMaterials} m
 */
export function taskChair(b, m) {
  b.box(-0.3, 0.03, -0.03, 0.3, 0.06, 0.03, m.chairFrame);
  b.box(-0.03, 0.03, -0.3, 0.03, 0.06, 0.3, m.chairFrame);
  for (const [x, z] of [
    [-0.28, 0],
    [0.28, 0],
    [0, -0.28],
    [0, 0.28],
  ])
    b.ellipsoid(x, 0.03, z, 0.03, 0.03, 0.03, m.chairFrame);
  b.cylinder(0, 0, 0.025, 0.06, 0.44, m.chairFrame);
  b.box(-0.25, 0.44, -0.22, 0.25, 0.51, 0.24, m.chair);
  b.box(-0.23, 0.58, -0.3, 0.23, 1.02, -0.25, m.chair);
  b.box(-0.03, 0.45, -0.29, 0.03, 0.62, -0.24, m.chairFrame);
  for (const sx of [-1, 1]) {
    b.box(sx * 0.26 - 0.015, 0.51, -0.05, sx * 0.26 + 0.015, 0.68, -0.02, m.chairFrame);
    b.box(sx * 0.26 - 0.03, 0.68, -0.18, sx * 0.26 + 0.03, 0.71, 0.1, m.chairFrame);
  }
}

/**
 * A bench of desks: pairs facing each other across a fabric screen, each with a monitor, a
 * keyboard, a chair and a drawer pedestal. The origin is the middle of the bench; desks run
 * along local x.
 * @param {Placer} b
 * @param {OfficeMaterials} m
 * @param {{ seats?: number, width?: number, depth?: number, chairs?: boolean[] }} [opts]
 *   seats: desks per side; chairs: which of the 2 * seats desks have a chair (default all)
 */
export function deskBench(b, m, { seats = 3, width = 1.5, depth = 0.8, chairs } = {}) {
  const L = (seats * width) / 2;
  const h = 0.74;
  b.box(-L, h - 0.03, -depth, L, h, depth, m.desk);
  // Frame: legs at the ends and between each pair of desks.
  for (let i = 0; i <= seats; i++) {
    const x = -L + i * width;
    for (const sz of [-1, 1])
      b.box(
        x - 0.03,
        0,
        sz * depth - 0.04 * sz - 0.02,
        x + 0.03,
        h - 0.03,
        sz * depth - 0.04 * sz + 0.02,
        m.frame,
      );
    b.box(x - 0.03, 0, -depth + 0.04, x + 0.03, 0.04, depth - 0.04, m.frame);
  }
  b.box(-L, h, -0.015, L, h + 0.38, 0.015, m.screen);
  for (let i = 0; i < seats; i++) {
    const x = -L + (i + 0.5) * width;
    for (const side of [1, -1]) {
      const k = i * 2 + (side > 0 ? 0 : 1);
      const d = b.at(x, side * depth, side > 0 ? 2 : 0);
      // In the desk's own frame (d faces the person sitting): monitor at the back.
      d.box(-0.27, h + 0.12, depth - 0.14, 0.27, h + 0.45, depth - 0.12, m.monitor);
      d.box(-0.25, h + 0.14, depth - 0.145, 0.25, h + 0.43, depth - 0.14, m.display);
      d.box(-0.03, h, depth - 0.1, 0.03, h + 0.14, depth - 0.08, m.frame);
      d.box(-0.1, h, depth - 0.16, 0.1, h + 0.01, depth - 0.04, m.frame);
      d.box(-0.22, h, depth - 0.5, 0.22, h + 0.02, depth - 0.35, m.frame);
      if (hash3(i, k, 93) < 0.5)
        d.box(0.3, h, depth - 0.45, 0.52, h + 0.015, depth - 0.15, m.paper);
      d.box(-width / 2 + 0.05, 0, depth - 0.55, -width / 2 + 0.48, 0.6, depth - 0.05, m.pedestal);
      if (!chairs || chairs[k])
        taskChair(d.at(0.05 * (hash3(i, k, 94) - 0.5), 0.25 + 0.15 * hash3(i, k, 95)), m);
    }
  }
}

/**
 * A meeting table with conference chairs round it; long side along local x.
 * @param {Placer} b
 * @param {OfficeMaterials} m
 * @param {{ length?: number, width?: number, perSide?: number }} [opts]
 */
export function meetingTable(b, m, { length = 3.2, width = 1.2, perSide = 4 } = {}) {
  const L = length / 2;
  const W = width / 2;
  const h = 0.74;
  b.box(-L, h - 0.04, -W, L, h, W, m.desk);
  for (const sx of [-1, 1])
    b.box(sx * (L - 0.5) - 0.05, 0, -W + 0.25, sx * (L - 0.5) + 0.05, h - 0.04, W - 0.25, m.frame);
  b.box(-0.15, h, -0.15, 0.15, h + 0.03, 0.15, m.monitor);
  for (let i = 0; i < perSide; i++) {
    const x = -L + (length / perSide) * (i + 0.5);
    taskChair(b.at(x, W + 0.35, 2), m);
    taskChair(b.at(-x, -W - 0.35, 0), m);
  }
  for (let i = 0; i < 3; i++) {
    const x = -L + 0.6 + i * 0.9;
    b.box(x, h, W - 0.45, x + 0.3, h + 0.01, W - 0.23, m.paper);
  }
}

/**
 * A glass partition along local x from -length/2 to length/2 (at local z = 0), floor to
 * `height`, with aluminium head and floor tracks, slim mullions, a frosted band and an
 * optional door gap hung with a glass door (standing open along the partition).
 * @param {Placer} b
 * @param {OfficeMaterials} m
 * @param {{ length: number, height: number, module?: number, door?: [number, number] }} opts
 *   door: from..to along local x
 */
export function glassPartition(b, m, { length, height, module = 1.2, door }) {
  const L = length / 2;
  const t = 0.05;
  b.box(-L, height - 0.06, -t, L, height, t, m.aluminium);
  const noShadow = { castsShadow: false };
  /** @param {number} x0 @param {number} x1 */
  const pane = (x0, x1) => {
    if (x1 - x0 < 0.02) return;
    b.box(x0, 0, -t, x1, 0.05, t, m.aluminium);
    b.box(x0, 0.05, -0.006, x1, height - 0.06, 0.006, m.glass, noShadow);
    b.box(x0, 1.0, -0.008, x1, 1.12, 0.008, m.band);
  };
  const n = Math.max(1, Math.round(length / module));
  const edges = Array.from({ length: n + 1 }, (_, i) => -L + (length * i) / n);
  for (let i = 0; i < n; i++) {
    let a = edges[i];
    let c = edges[i + 1];
    if (door && c > door[0] && a < door[1]) {
      pane(a, door[0]);
      pane(door[1], c);
    } else pane(a, c);
  }
  for (const x of edges) b.box(x - 0.02, 0, -t, x + 0.02, height, t, m.aluminium);
  if (door) {
    for (const x of door) b.box(x - 0.03, 0, -t, x + 0.03, height, t, m.aluminium);
    // The door leaf, open at right angles into the room (local -z), and its pull handle.
    const w = door[1] - door[0] - 0.02;
    b.box(door[0] + 0.02, 0.02, -w, door[0] + 0.034, height - 0.1, -0.03, m.glass, noShadow);
    b.box(door[0] + 0.01, 0.02, -w, door[0] + 0.044, 0.12, -0.03, m.aluminium);
    b.box(door[0] + 0.034, 0.8, -w + 0.08, door[0] + 0.05, 1.6, -w + 0.1, m.aluminium);
  }
}

/**
 * A grid of flush light panels in a suspended ceiling at height `ceiling`.
 * @param {Prim[]} prims
 * @param {Material} panel
 * @param {{ x0: number, z0: number, x1: number, z1: number, ceiling: number, dx?: number, dz?: number, w?: number, d?: number }} o
 */
export function lightPanels(prims, panel, o) {
  const dx = o.dx ?? 2.4;
  const dz = o.dz ?? 2.4;
  const w = o.w ?? 0.6;
  const d = o.d ?? 1.2;
  for (let x = o.x0 + dx / 2; x < o.x1; x += dx) {
    for (let z = o.z0 + dz / 2; z < o.z1; z += dz) {
      prims.push(
        makeBox(x - w / 2, o.ceiling - 0.012, z - d / 2, x + w / 2, o.ceiling, z + d / 2, panel),
      );
    }
  }
}

/**
 * A reception desk: a high counter in front, a low work top behind, a monitor; faces +z.
 * @param {Placer} b
 * @param {{ front: Material, top: Material, monitor: Material, display: Material, plinth: Material }} m
 * @param {{ width?: number }} [opts]
 */
export function receptionDesk(b, m, { width = 2.6 } = {}) {
  const W = width / 2;
  b.box(-W, 0.08, 0.45, W, 1.08, 0.7, m.front);
  b.box(-W + 0.05, 0, 0.5, W - 0.05, 0.08, 0.65, m.plinth);
  b.box(-W - 0.03, 1.08, 0.42, W + 0.03, 1.12, 0.8, m.top);
  b.box(-W, 0.7, 0, W, 0.74, 0.45, m.top);
  for (const sx of [-1, 1])
    b.box(sx * W - 0.05 * sx - 0.025, 0, 0, sx * W - 0.05 * sx + 0.025, 1.08, 0.45, m.front);
  b.box(-0.3, 0.76, 0.2, 0.3, 1.1, 0.23, m.monitor);
  b.box(-0.28, 0.78, 0.185, 0.28, 1.08, 0.2, m.display);
}

/**
 * A lift entrance in a wall: steel doors in a steel frame, a call button panel, a floor
 * indicator above. Its back at local z = 0.
 * @param {Placer} b
 * @param {{ steel: Material, frame: Material, button: Material, indicator: Material }} m
 */
export function liftDoors(b, m) {
  b.box(-0.75, 0, 0, 0.75, 2.35, 0.04, m.frame);
  b.box(-0.55, 0, 0.04, -0.005, 2.15, 0.06, m.steel);
  b.box(0.005, 0, 0.04, 0.55, 2.15, 0.06, m.steel);
  b.box(-0.3, 2.2, 0.04, 0.3, 2.3, 0.05, m.indicator);
  b.box(0.82, 1.0, 0, 0.92, 1.25, 0.02, m.frame);
  b.box(0.85, 1.06, 0.02, 0.89, 1.1, 0.025, m.button);
  b.box(0.85, 1.15, 0.02, 0.89, 1.19, 0.025, m.button);
}

// ---------------------------------------------------------------------------------------------
// Shop and warehouse.

/**
 * A roller shutter rolled up in its drum housing above an opening, with the guide channels
 * down both sides. Along local x from -width/2 to width/2, the housing standing out to +z.
 * @param {Placer} b
 * @param {{ housing: Material, guide: Material }} m
 * @param {{ width: number, head: number, drum?: number }} o head: top of the opening
 */
export function rollerShutter(b, m, { width, head, drum = 0.35 }) {
  const W = width / 2;
  b.box(-W - 0.08, head, 0, W + 0.08, head + drum, drum, m.housing);
  b.box(-W - 0.08, head - 0.04, 0, W + 0.08, head, 0.08, m.guide);
  for (const sx of [-1, 1]) b.box(sx * W - 0.05, 0, 0, sx * W + 0.05, head, 0.09, m.guide);
}

/**
 * A batten strip light (a fluorescent tube fitting) hanging just under a ceiling, along local x.
 * @param {Placer} b
 * @param {{ body: Material, tube: Material }} m
 * @param {{ ceiling: number, length?: number }} o
 */
export function stripLight(b, m, { ceiling, length = 1.22 }) {
  const L = length / 2;
  b.box(-L, ceiling - 0.06, -0.045, L, ceiling - 0.01, 0.045, m.body);
  b.box(-L + 0.03, ceiling - 0.085, -0.02, L - 0.03, ceiling - 0.06, 0.02, m.tube);
}

/**
 * A shop's signboard: a coloured board with a line of pale lettering (no real words: blocks of
 * letter-like strokes of varying width) and a thin border.
 * @param {string} hex
 * @param {number} seed
 * @returns {Material}
 */
export function signboard(hex, seed) {
  const c = srgbHex(hex);
  const ink = srgbHex('#f4f1e8');
  return {
    name: 'signboard',
    albedo: (p, n, prim, out) => {
      const alongX = Math.abs(n[2]) >= Math.abs(n[0]);
      const along = alongX
        ? (p[0] - prim.x0) / (prim.x1 - prim.x0)
        : (p[2] - prim.z0) / (prim.z1 - prim.z0);
      // Read left to right as seen from in front of the board.
      const u = (alongX ? n[2] > 0 : n[0] < 0) ? 1 - along : along;
      const v = (p[1] - prim.y0) / Math.max(1e-6, prim.y1 - prim.y0);
      const len = alongX ? prim.x1 - prim.x0 : prim.z1 - prim.z0;
      let col = c;
      if (v < 0.06 || v > 0.94 || u < 0.01 || u > 0.99) col = ink;
      else if (v > 0.3 && v < 0.72 && u > 0.12 && u < 0.88) {
        // Letters about 0.25 m wide with gaps, grouped into words.
        const x = (u - 0.12) * len;
        const letter = Math.floor(x / 0.24);
        const f = x / 0.24 - letter;
        const gap = hash3(Math.floor(letter / 5), seed, 96) < 0.2 || hash3(letter, seed, 97) < 0.1;
        // Each letter is one of a few stroke shapes, so a line reads as words, not a pattern.
        const w = (v - 0.3) / 0.42;
        const left = f > 0.15 && f < 0.32;
        const right = f > 0.68 && f < 0.85;
        const mid = f > 0.42 && f < 0.58;
        const across = f > 0.15 && f < 0.85;
        const top = w > 0.82;
        const middle = w > 0.44 && w < 0.58;
        const bottom = w < 0.18;
        const shape = Math.floor(hash3(letter, seed, 98) * 7);
        const stroke = [
          left || right || (across && (top || middle)),
          left || (across && (top || middle || bottom)),
          left || right || (across && (top || bottom)),
          mid || (across && top),
          left || (across && bottom),
          left || right || (across && middle),
          left || (across && (top || middle)),
        ][shape];
        if (!gap && stroke) col = ink;
      }
      out[0] = col[0];
      out[1] = col[1];
      out[2] = col[2];
    },
  };
}
