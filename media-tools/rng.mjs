// @ts-check
// Deterministic randomness. Every "random" choice in the renders comes from here, seeded from a
// listing slug or from integer coordinates, so two runs produce identical files.

/** FNV-1a 32-bit hash of a string: stable across platforms and Node versions. @param {string} str */
export function hashString(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** @typedef {ReturnType<typeof mulberry32>} Rng */

/**
 * mulberry32: a tiny seeded PRNG with good enough statistics for picking colours and sizes.
 * @param {number | string} seed
 */
export function mulberry32(seed) {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Uniform in [lo, hi). @param {number} lo @param {number} hi */
    range: (lo, hi) => lo + (hi - lo) * next(),
    /** Integer in [lo, hi], both inclusive. @param {number} lo @param {number} hi */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    /** @template T @param {T[]} arr @returns {T} */
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  };
}

/**
 * Hash of up to three integers to [0, 1). Procedural textures use it per plank, per tile or per
 * noise lattice point; it must be pure so any pixel can be shaded independently in any worker.
 * @param {number} x
 */
export function hash3(x, y = 0, z = 0) {
  let h =
    Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(z | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** @param {number} t */
const fade = (t) => t * t * (3 - 2 * t);

/**
 * Smooth 2D value noise in [0, 1): cheap, and smooth enough for grain, clouds and foliage.
 * @param {number} x
 * @param {number} y
 */
export function valueNoise2(x, y, seed = 0) {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const u = fade(x - xi);
  const v = fade(y - yi);
  const a = hash3(xi, yi, seed);
  const b = hash3(xi + 1, yi, seed);
  const c = hash3(xi, yi + 1, seed);
  const d = hash3(xi + 1, yi + 1, seed);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

/**
 * Fractal sum of value noise, normalised back to [0, 1).
 * @param {number} x
 * @param {number} y
 */
export function fbm2(x, y, octaves = 4, seed = 0) {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amp * valueNoise2(x, y, seed + i * 17);
    norm += amp;
    x *= 2.03;
    y *= 2.03;
    amp *= 0.5;
  }
  return sum / norm;
}
