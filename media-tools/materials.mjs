// @ts-check
// Materials: what colour a surface is at a given point, plus a few optical flags.
//
// A material is a plain object with an `albedo(p, n, prim, out)` function that writes a linear
// RGB reflectance into `out`. Textures are procedural (functions of the hit position), so
// nothing is loaded from disk and any pixel can be shaded on its own in any worker.
//
// Walls, floors and ceilings use the special kinds 'wall' | 'floor' | 'ceiling': their colour is
// looked up from the room the point is in (see tracer.mjs), so one wall box shared by two rooms
// shows each room's paint on its own side.

import { fbm2, hash3, valueNoise2 } from './rng.mjs';
import { clamp, smoothstep, srgbHex } from './vec.mjs';

/**
 * @typedef {object} Material
 * @property {string} name
 * @property {(p: number[], n: number[], prim: Prim, out: number[]) => void} albedo
 *   writes the linear reflectance at point p (normal n) of primitive prim into out
 * @property {'wall' | 'floor' | 'ceiling'} [kind] room surfaces, resolved per room
 * @property {number[]} [emission] linear radiance added on top (lamp shades, screens)
 * @property {number} [gloss] strength of a mirror-like reflection layered on top (0..1)
 * @property {boolean} [mirror] perfect mirror
 * @property {number[]} [glass] transmission tint: rays pass through and are tinted
 */

/** @typedef {import('./geometry.mjs').Prim} Prim */

/** @param {number[]} out @param {number} r @param {number} g @param {number} b */
const setRgb = (out, r, g, b) => {
  out[0] = r;
  out[1] = g;
  out[2] = b;
};

/**
 * Texture coordinates on an axis-aligned face, picked from the dominant normal axis.
 * Returned as [u, v] with v pointing up on vertical faces.
 * @param {number[]} p
 * @param {number[]} n
 */
function faceUv(p, n) {
  const ax = Math.abs(n[0]);
  const ay = Math.abs(n[1]);
  const az = Math.abs(n[2]);
  if (ay >= ax && ay >= az) return [p[0], p[2]];
  if (ax >= az) return [p[2], p[1]];
  return [p[0], p[1]];
}

/**
 * Flat colour.
 * @param {string} hex
 * @param {{ gloss?: number }} [opts]
 * @returns {Material}
 */
export function solid(hex, opts = {}) {
  const c = srgbHex(hex);
  return { name: hex, ...opts, albedo: (p, n, prim, out) => setRgb(out, c[0], c[1], c[2]) };
}

/**
 * Wall paint: flat, with an optional gentle large-scale variation so walls don't look CG-flat.
 * @param {string} hex
 * @returns {Material}
 */
export function paint(hex) {
  const c = srgbHex(hex);
  return {
    name: `paint ${hex}`,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const k = 0.97 + 0.03 * valueNoise2(u * 0.7, v * 0.7, 11);
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Fabric: base colour with a soft mottle, so upholstery does not look like plastic.
 * @param {string} hex
 * @returns {Material}
 */
export function fabric(hex) {
  const c = srgbHex(hex);
  return {
    name: `fabric ${hex}`,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const k = 0.92 + 0.08 * fbm2(u * 9, v * 9, 2, 5);
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Wood flooring: staggered planks, each a slightly different tone, with streaky grain and thin
 * dark joints. `along` is the axis the planks run along ('x' or 'z').
 * @param {object} opts
 * @param {string} opts.light
 * @param {string} opts.dark
 * @param {number} [opts.plankWidth]
 * @param {number} [opts.plankLength]
 * @param {'x' | 'z'} [opts.along]
 * @returns {Material}
 */
export function woodFloor({ light, dark, plankWidth = 0.19, plankLength = 1.4, along = 'x' }) {
  const a = srgbHex(light);
  const b = srgbHex(dark);
  return {
    name: 'wood floor',
    gloss: 0.035,
    albedo: (p, n, prim, out) => {
      const u = along === 'x' ? p[0] : p[2];
      const v = along === 'x' ? p[2] : p[0];
      const row = Math.floor(v / plankWidth);
      const shift = hash3(row, 7) * plankLength;
      const uu = u + shift;
      const col = Math.floor(uu / plankLength);
      const tone = hash3(row, col, 3);
      const fu = uu - col * plankLength;
      const fv = v - row * plankWidth;
      // Grain: stretched noise along the plank, different per plank.
      const grain = fbm2(fu * 1.5 + col * 13.1, fv * 42 + row * 5.3, 3, 9);
      const streak = 0.5 + 0.5 * Math.sin(fv * 95 + grain * 9 + tone * 20);
      const t = clamp(tone * 0.7 + grain * 0.35 + streak * 0.12 - 0.1);
      const joint = Math.min(fu, plankLength - fu, fv, plankWidth - fv);
      const k = joint < 0.0025 ? 0.55 : 1;
      setRgb(
        out,
        (a[0] + (b[0] - a[0]) * t) * k,
        (a[1] + (b[1] - a[1]) * t) * k,
        (a[2] + (b[2] - a[2]) * t) * k,
      );
    },
  };
}

/**
 * Tiles with grout lines. `veins` adds soft marble veining; `vary` is how much tone differs
 * from tile to tile. Works on floors (xz) and walls (uv from the face normal).
 * @param {object} opts
 * @param {string} opts.color
 * @param {string} opts.grout
 * @param {number} [opts.size] tile width (m)
 * @param {number} [opts.sizeV] tile height (m); less than size lays them in a running bond
 * @param {number} [opts.groutWidth]
 * @param {number} [opts.veins]
 * @param {number} [opts.vary]
 * @param {number} [opts.gloss]
 * @returns {Material}
 */
export function tiles({
  color,
  grout,
  size = 0.6,
  sizeV = size,
  groutWidth = 0.004,
  veins = 0,
  vary = 0.04,
  gloss = 0,
}) {
  const c = srgbHex(color);
  const g = srgbHex(grout);
  return {
    name: 'tiles',
    gloss,
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const row = Math.floor(v / sizeV);
      // Wall tiles are laid in a running bond when they are wider than tall.
      const uu = sizeV < size ? u + (row & 1) * size * 0.5 : u;
      const col = Math.floor(uu / size);
      const fu = uu - col * size;
      const fv = v - row * sizeV;
      const edge = Math.min(fu, size - fu, fv, sizeV - fv);
      if (edge < groutWidth) {
        setRgb(out, g[0], g[1], g[2]);
        return;
      }
      let k = 1 - vary + 2 * vary * hash3(col, row, 21);
      if (veins > 0) {
        // Marble: soft cloudy tone plus faint, irregular veins that wander diagonally.
        const w = fbm2(u * 2.2 + 3, v * 2.2, 5, 31);
        const line = Math.abs(Math.sin((u * 0.8 + v * 0.5) * 4 + w * 7));
        k *= 1 - veins * 0.5 * (1 - smoothstep(0, 0.06, line)) - 0.05 * veins * w;
      }
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Furniture wood (table tops, cabinets): grain along the longest horizontal side of the part.
 * @param {string} hex
 * @returns {Material}
 */
export function woodGrain(hex, gloss = 0) {
  const c = srgbHex(hex);
  return {
    name: `wood ${hex}`,
    gloss,
    albedo: (p, n, prim, out) => {
      const alongX = prim.x1 - prim.x0 >= prim.z1 - prim.z0;
      const u = alongX ? p[0] : p[2];
      const v = Math.abs(n[1]) > 0.5 ? (alongX ? p[2] : p[0]) : p[1];
      const g = fbm2(u * 2, v * 30, 3, 41);
      const k = 0.82 + 0.3 * g + 0.06 * Math.sin(v * 160 + g * 12);
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Rug with a border and a simple geometric (kilim-like) pattern, in the rug's own coordinates
 * so the pattern is centred whatever the rug's size.
 * @param {{ field: string, border: string, accent: string }} colours
 * @returns {Material}
 */
export function rug({ field, border, accent }) {
  const f = srgbHex(field);
  const b = srgbHex(border);
  const a = srgbHex(accent);
  return {
    name: 'rug',
    albedo: (p, n, prim, out) => {
      const du = Math.min(p[0] - prim.x0, prim.x1 - p[0]);
      const dv = Math.min(p[2] - prim.z0, prim.z1 - p[2]);
      const edge = Math.min(du, dv);
      const fuzz = 0.93 + 0.07 * valueNoise2(p[0] * 60, p[2] * 60, 3);
      let c = f;
      if (edge < 0.07) c = b;
      else if (edge < 0.1) c = a;
      else {
        // Diamonds along the centre line of the rug.
        const cx = (prim.x0 + prim.x1) / 2;
        const cz = (prim.z0 + prim.z1) / 2;
        const long = prim.x1 - prim.x0 > prim.z1 - prim.z0;
        const s = long ? p[0] - cx : p[2] - cz;
        const t = long ? p[2] - cz : p[0] - cx;
        const cell = 0.32;
        const m = Math.abs((((s % cell) + cell) % cell) - cell / 2) + Math.abs(t);
        if (Math.abs(m - 0.12) < 0.025) c = a;
        else if (edge > 0.16 && edge < 0.18) c = b;
      }
      setRgb(out, c[0] * fuzz, c[1] * fuzz, c[2] * fuzz);
    },
  };
}

/**
 * Curtain fabric: soft vertical folds, faked with a brightness ripple across the width.
 * @param {string} hex
 * @returns {Material}
 */
export function curtain(hex) {
  const c = srgbHex(hex);
  return {
    name: 'curtain',
    albedo: (p, n, prim, out) => {
      const across = prim.x1 - prim.x0 > prim.z1 - prim.z0 ? p[0] : p[2];
      const k = 0.78 + 0.22 * (0.5 + 0.5 * Math.sin(across * 38 + Math.sin(across * 11) * 2));
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Leaves: two greens mixed by noise, so a cluster of ellipsoids reads as foliage.
 * @param {string} hexA
 * @param {string} hexB
 * @returns {Material}
 */
export function foliage(hexA, hexB) {
  const a = srgbHex(hexA);
  const b = srgbHex(hexB);
  return {
    name: 'foliage',
    albedo: (p, n, prim, out) => {
      const t = fbm2(p[0] * 14 + p[1] * 9, p[2] * 14 - p[1] * 7, 3, 51);
      const k = t > 0.52 ? 1 : 0.6;
      setRgb(
        out,
        (a[0] + (b[0] - a[0]) * t) * k,
        (a[1] + (b[1] - a[1]) * t) * k,
        (a[2] + (b[2] - a[2]) * t) * k,
      );
    },
  };
}

/**
 * Dry-stone cladding (fireplace, garden walls): irregular courses of slightly varied stones.
 * @param {string} hex
 * @returns {Material}
 */
export function stone(hex) {
  const c = srgbHex(hex);
  return {
    name: 'stone',
    albedo: (p, n, prim, out) => {
      const [u, v] = faceUv(p, n);
      const row = Math.floor(v / 0.16);
      const uu = u + hash3(row, 71) * 0.5;
      const len = 0.28 + 0.12 * hash3(row, 72);
      const col = Math.floor(uu / len);
      const fu = uu - col * len;
      const fv = v - row * 0.16;
      const edge = Math.min(fu, len - fu, fv, 0.16 - fv);
      const k =
        edge < 0.008
          ? 0.55
          : 0.8 + 0.35 * hash3(col, row, 73) + 0.08 * valueNoise2(u * 30, v * 30, 74);
      setRgb(out, c[0] * k, c[1] * k, c[2] * k);
    },
  };
}

/**
 * Self-lit surface (lamp shades, downlights): albedo for daylight plus its own glow.
 * @param {string} hex
 * @param {string} glowHex
 * @param {number} strength
 * @returns {Material}
 */
export function emissive(hex, glowHex, strength) {
  const c = srgbHex(hex);
  const g = srgbHex(glowHex);
  return {
    name: 'emissive',
    emission: [g[0] * strength, g[1] * strength, g[2] * strength],
    albedo: (p, n, prim, out) => setRgb(out, c[0], c[1], c[2]),
  };
}

/**
 * Mirror (bathroom vanities).
 * @returns {Material}
 */
export const mirror = () => ({
  name: 'mirror',
  mirror: true,
  albedo: (p, n, prim, out) => setRgb(out, 0.85, 0.87, 0.88),
});

/**
 * Clear glass (balcony balustrades, shower screens): lets light through with a faint tint.
 * @returns {Material}
 */
export const glass = (tint = [0.86, 0.92, 0.92]) => ({
  name: 'glass',
  glass: tint,
  albedo: (p, n, prim, out) => setRgb(out, 0, 0, 0),
});

/**
 * Painted canvas on a picture frame: one of a few simple abstract compositions, chosen and
 * coloured from `seed`. Coordinates are normalised to the canvas so any size works.
 * @param {number} seed
 * @param {string[]} palette sRGB hex colours
 * @returns {Material}
 */
export function artwork(seed, palette) {
  const cols = palette.map(srgbHex);
  const style = Math.floor(hash3(seed, 91) * 3);
  /** @param {number} i */
  const pick = (i) => cols[i % cols.length];
  return {
    name: 'artwork',
    albedo: (p, n, prim, out) => {
      const vertical = Math.abs(n[1]) < 0.5;
      const alongX = Math.abs(n[2]) > Math.abs(n[0]);
      const u = alongX
        ? (p[0] - prim.x0) / (prim.x1 - prim.x0)
        : (p[2] - prim.z0) / (prim.z1 - prim.z0);
      const v = vertical ? (p[1] - prim.y0) / (prim.y1 - prim.y0) : 0.5;
      /** @type {number[]} */
      let c;
      if (style === 0) {
        // Savannah sunset: warm gradient sky, sun disc, dark ground and a flat-topped acacia.
        const sky = pick(0);
        const glow = pick(1);
        if (v < 0.28 + 0.03 * Math.sin(u * 9)) c = [0.05, 0.035, 0.03];
        else if (Math.hypot(u - 0.62, (v - 0.45) * 0.8) < 0.12) c = glow;
        else {
          const t = clamp((v - 0.3) / 0.7);
          c = [
            glow[0] + (sky[0] - glow[0]) * t,
            glow[1] + (sky[1] - glow[1]) * t,
            glow[2] + (sky[2] - glow[2]) * t,
          ];
        }
        const trunk = Math.abs(u - 0.3) < 0.012 && v < 0.55;
        const canopy =
          Math.abs(v - 0.57) < 0.035 - Math.abs(u - 0.3) * 0.12 && Math.abs(u - 0.3) < 0.2;
        if (trunk || canopy) c = [0.04, 0.03, 0.03];
      } else if (style === 1) {
        // Colour fields: two soft-edged blocks on a ground.
        c = pick(2);
        if (v > 0.52 && v < 0.9 && u > 0.1 && u < 0.9) c = pick(0);
        if (v > 0.12 && v < 0.46 && u > 0.1 && u < 0.9) c = pick(1);
      } else {
        // Overlapping circles.
        c = pick(2);
        if (Math.hypot(u - 0.38, v - 0.55) < 0.26) c = pick(0);
        if (Math.hypot(u - 0.62, v - 0.42) < 0.22) c = pick(1);
      }
      setRgb(out, c[0], c[1], c[2]);
    },
  };
}

/** Marker materials for room surfaces; their colours come from the room (see tracer.mjs). */
/** @type {Material} */
export const ROOM_WALL = { name: 'room wall', kind: 'wall', albedo: () => {} };
/** @type {Material} */
export const ROOM_FLOOR = { name: 'room floor', kind: 'floor', albedo: () => {} };
/** @type {Material} */
export const ROOM_CEILING = { name: 'room ceiling', kind: 'ceiling', albedo: () => {} };
