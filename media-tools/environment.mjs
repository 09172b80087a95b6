// @ts-check
// What a ray sees when it leaves the building: sky with clouds and sun, and below the horizon
// either a city seen from an upper floor (rooftops, tree canopy, hills in the haze), a garden
// seen from a ground floor (lawn ringed by trees, some of them jacarandas), or open land seen
// from the ground (the land and commercial plans: far fields or savannah, scattered trees and
// houses on the horizon, hills).
//
// It is all procedural and depends on the ray origin too, so the view through a window shifts
// naturally as the camera moves in a walk-through.

import { fbm2, hash3 as hash2, valueNoise2 } from './rng.mjs';
import { smoothstep, srgbHex } from './vec.mjs';

/**
 * @typedef {object} LandOptions the far landscape of kind 'land', beyond the modelled ground
 * @property {string[]} ground three sRGB colours of the far ground, mixed in large patches:
 *   the main cover (dry grass, fields), a second cover (green bush, crops) and bare soil
 * @property {number} [fields] size (m) of a patchwork of fields; 0 for open savannah (default)
 * @property {number[]} light linear irradiance of the open ground (sun and sky), so the far
 *   ground matches the lit ground of the scene
 * @property {{ distance: number, trees: number, houses: number, height?: number }[]} rings
 *   bands of distant trees and houses round the centre, nearest first: distance (m) and the
 *   share of 20 m stretches that hold a tree or a house (0..1)
 * @property {{ base: number, height: number, scale?: number, color?: string }} hills the ridge
 *   on the horizon, as elevation angles (radians): base plus height times noise along the
 *   azimuth (scale: how many ups and downs)
 */

/**
 * @typedef {object} EnvironmentOptions
 * @property {'city' | 'garden' | 'land'} kind
 * @property {number} groundY height of the ground relative to the floor (negative)
 * @property {number[]} sunDir unit vector towards the sun
 * @property {number[]} centre [x, z] around which the garden's tree ring is placed
 * @property {number} seed
 * @property {number} [canopy] fbm level above which the city ground is tree canopy (lower = leafier)
 * @property {number} [clouds] noise level above which the sky is cloud (default 0.5; higher
 *   is clearer)
 * @property {LandOptions} [land] for kind 'land'
 */

/**
 * @callback EnvironmentFn radiance seen along a ray that leaves the building
 * @param {number} ox @param {number} oy @param {number} oz ray origin
 * @param {number} dx @param {number} dy @param {number} dz unit direction
 * @param {number[]} out linear RGB is written here
 * @returns {void}
 */

const ZENITH = [0.3, 0.52, 1.0];
const HORIZON = [1.05, 1.18, 1.35];
const HAZE = srgbHex('#c9d3dc').map((c) => c * 1.25);

/**
 * Builds the environment function env(ox, oy, oz, dx, dy, dz, out) -> writes linear radiance.
 * @param {EnvironmentOptions} opts
 * @returns {EnvironmentFn}
 */
export function makeEnvironment(opts) {
  const [sx, sy, sz] = opts.sunDir;
  const seed = opts.seed;
  const lawnA = srgbHex('#7ea352');
  const lawnB = srgbHex('#6a9447');
  const treeA = srgbHex('#4f7a3a');
  const treeB = srgbHex('#34592b');
  const jacaranda = srgbHex('#9782c4');
  const roofs = ['#a4553a', '#8c8f93', '#c8b79a', '#7a4a3a', '#b9bcbc'].map(srgbHex);
  const hills = srgbHex('#7d93a8');
  const cloudLevel = opts.clouds ?? 0.5;
  if (opts.kind === 'land' && !opts.land) throw new Error("environment kind 'land' needs land");
  const land = opts.kind === 'land' && opts.land ? makeLand(opts, opts.land, sky) : null;

  /**
   * @param {number} dx @param {number} dy @param {number} dz
   * @param {number[]} out
   */
  function sky(dx, dy, dz, out) {
    const t = Math.pow(Math.max(dy, 0), 0.45);
    let r = HORIZON[0] + (ZENITH[0] - HORIZON[0]) * t;
    let g = HORIZON[1] + (ZENITH[1] - HORIZON[1]) * t;
    let b = HORIZON[2] + (ZENITH[2] - HORIZON[2]) * t;
    if (dy > 0.015) {
      // Clouds on a flat layer: project the direction onto a plane above the camera.
      const u = (dx / dy) * 0.9 + seed * 0.37;
      const v = (dz / dy) * 0.9;
      const c = fbm2(u, v, 5, seed);
      const cover = Math.max(0, Math.min(1, (c - cloudLevel) * 4)) * Math.min(1, dy * 6);
      const shade = 1.5 - 0.35 * fbm2(u * 2.2 + 5, v * 2.2, 3, seed + 3);
      r += (shade - r) * cover;
      g += (shade - g) * cover;
      b += (shade * 1.02 - b) * cover;
    }
    const cosSun = dx * sx + dy * sy + dz * sz;
    if (cosSun > 0) {
      const glow = Math.pow(cosSun, 48) * 1.6 + (cosSun > 0.9995 ? 40 : 0);
      r += glow;
      g += glow * 0.93;
      b += glow * 0.8;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
  }

  /** Distant ridge line (the Ngong Hills on the horizon), as an elevation angle per azimuth. */
  /** @param {number} dx @param {number} dz */
  const ridge = (dx, dz) => {
    const az = Math.atan2(dx, dz);
    return 0.012 + 0.03 * fbm2(az * 2.2 + 10, 0.5, 3, seed + 9);
  };

  /**
   * @type {EnvironmentFn}
   */
  function city(ox, oy, oz, dx, dy, dz, out) {
    const t = (opts.groundY - oy) / dy;
    const gx = ox + dx * t;
    const gz = oz + dz * t;
    const dist = t * Math.sqrt(dx * dx + dz * dz);
    // Tree canopy over much of the ground (Nairobi's leafy suburbs), rooftops in the gaps.
    const canopy = fbm2(gx / 45, gz / 45, 4, seed + 1);
    const treeLine = opts.canopy ?? 0.47;
    let r;
    let g;
    let b;
    if (canopy > treeLine) {
      // Individual crowns a few metres across, darker in the gaps between them.
      const k = 0.5 + 0.85 * fbm2(gx / 1.8, gz / 1.8, 3, seed + 2);
      const c = canopy > treeLine + 0.12 ? treeB : treeA;
      r = c[0] * k;
      g = c[1] * k;
      b = c[2] * k;
    } else {
      const cell = 14;
      const cellX = Math.floor(gx / cell);
      const cellZ = Math.floor(gz / cell);
      const fx = gx / cell - cellX;
      const fz = gz / cell - cellZ;
      if (fx < 0.12 || fz < 0.12) {
        r = g = b = 0.17;
      } else {
        const roof = roofs[Math.floor(hash2(cellX, cellZ, seed) * roofs.length)];
        // Pitched roofs: one slope a little darker than the other, with weathering.
        const weathering = 0.88 + 0.24 * valueNoise2(gx / 2, gz / 2, seed + 3);
        const k =
          (fx < 0.56 ? 0.82 : 1.04) * (0.9 + 0.2 * hash2(cellX, cellZ, seed + 1)) * weathering;
        r = roof[0] * k;
        g = roof[1] * k;
        b = roof[2] * k;
      }
    }
    const haze = 1 - Math.exp(-dist / 900);
    out[0] = r * 1.6 * (1 - haze) + HAZE[0] * haze;
    out[1] = g * 1.6 * (1 - haze) + HAZE[1] * haze;
    out[2] = b * 1.6 * (1 - haze) + HAZE[2] * haze;
  }

  /**
   * @type {EnvironmentFn}
   */
  function garden(ox, oy, oz, dx, dy, dz, out) {
    // A ring of trees round the plot; whichever the ray meets first, trees or lawn, is shown.
    const R = 38;
    const lx = ox - opts.centre[0];
    const lz = oz - opts.centre[1];
    const a = dx * dx + dz * dz;
    const b = lx * dx + lz * dz;
    const cc = lx * lx + lz * lz - R * R;
    const tRing = a > 1e-9 ? (-b + Math.sqrt(Math.max(0, b * b - a * cc))) / a : Infinity;
    const tGround = dy < 0 ? (opts.groundY - oy) / dy : Infinity;
    if (tRing < tGround) {
      const hx = lx + dx * tRing;
      const hz = lz + dz * tRing;
      const hy = oy + dy * tRing - opts.groundY;
      const arc = Math.atan2(hx, hz) * R;
      // Crowns: a bumpy skyline from two scales of noise along the ring.
      const top =
        4 + 4.5 * fbm2(arc / 14, 0.5, 3, seed + 5) + 2.5 * valueNoise2(arc / 3.5, 2.5, seed + 6);
      if (hy < top) {
        const leaf = fbm2(arc / 0.7, hy / 0.7, 4, seed + 7);
        // A few jacarandas: purple blended into the upper crowns, never a flat patch.
        const purple =
          smoothstep(0.62, 0.75, fbm2(arc / 16, 7.7, 2, seed + 8)) * smoothstep(3, 6, hy);
        const t = smoothstep(0.3, 0.7, leaf);
        // Lit from above: crowns bright at the top, shaded undergrowth below.
        const light = (0.45 + 0.65 * Math.min(1, hy / top)) * (0.75 + 0.5 * leaf) * 1.6;
        for (let k = 0; k < 3; k++) {
          const green = treeB[k] + (treeA[k] - treeB[k]) * t;
          // A little aerial perspective so the far trees sit back behind the lawn.
          out[k] = (green + (jacaranda[k] - green) * purple * 0.8) * light * 0.88 + HAZE[k] * 0.12;
        }
        return;
      }
      if (dy < 0) return city(ox, oy, oz, dx, dy, dz, out);
      return sky(dx, dy, dz, out);
    }
    if (dy >= 0) return sky(dx, dy, dz, out);
    const gx = ox + dx * tGround;
    const gz = oz + dz * tGround;
    const stripe = Math.floor(gx / 1.8) & 1 ? 1.04 : 0.97;
    const n = fbm2(gx * 0.6, gz * 0.6, 3, seed + 9);
    const k = (0.8 + 0.35 * n) * stripe * 1.7;
    out[0] = (lawnA[0] + (lawnB[0] - lawnA[0]) * n) * k;
    out[1] = (lawnA[1] + (lawnB[1] - lawnA[1]) * n) * k;
    out[2] = (lawnA[2] + (lawnB[2] - lawnA[2]) * n) * k;
  }

  return function environment(ox, oy, oz, dx, dy, dz, out) {
    if (opts.kind === 'garden') return garden(ox, oy, oz, dx, dy, dz, out);
    if (land) return land(ox, oy, oz, dx, dy, dz, out);
    if (dy >= 0) {
      if (dy < ridge(dx, dz) && dy >= 0) {
        const k = 1 - dy * 8;
        out[0] = hills[0] * 1.5 * k + HAZE[0] * (1 - k);
        out[1] = hills[1] * 1.5 * k + HAZE[1] * (1 - k);
        out[2] = hills[2] * 1.5 * k + HAZE[2] * (1 - k);
        return;
      }
      return sky(dx, dy, dz, out);
    }
    // Very shallow downward rays meet the ground beyond the haze: show the ridge instead.
    if (dy > -0.004) {
      out[0] = HAZE[0];
      out[1] = HAZE[1];
      out[2] = HAZE[2];
      return;
    }
    return city(ox, oy, oz, dx, dy, dz, out);
  };
}

/**
 * The open land of kind 'land', seen from the ground: far ground below the horizon (beyond the
 * scene's own ground square), rings of distant trees and houses, a ridge of hills, and the sky.
 * @param {EnvironmentOptions} opts
 * @param {LandOptions} lo
 * @param {(dx: number, dy: number, dz: number, out: number[]) => void} sky
 * @returns {EnvironmentFn}
 */
function makeLand(opts, lo, sky) {
  const seed = opts.seed;
  const [cx, cz] = opts.centre;
  const [cover, second, soil] = lo.ground.map(srgbHex);
  const treeDark = srgbHex('#3d4f2a');
  const treeLight = srgbHex('#6b7a3e');
  const walls = ['#ece6da', '#e2d2b4', '#f2efe8', '#d9c7a8', '#c9d3cf'].map(srgbHex);
  const roofs = ['#8d9296', '#9c4a32', '#6f7478', '#3f6a58', '#a9aeb1', '#7b3b2e'].map(srgbHex);
  const hillColor = srgbHex(lo.hills.color ?? '#7d8f8a');
  const light = lo.light;
  const CELL = 20;

  /**
   * Colour of the far ground at (gx, gz), before lighting.
   * @param {number} gx @param {number} gz @param {number} dist @param {number[]} out
   */
  function groundAlbedo(gx, gz, dist, out) {
    let a = fbm2(gx / 90, gz / 90, 3, seed + 21);
    let b = fbm2(gx / 25, gz / 25, 2, seed + 22);
    if (lo.fields) {
      // Fields: cells of varying size, each one crop, with darker hedges between.
      const f = lo.fields;
      const fx = Math.floor(gx / f);
      const fz = Math.floor(gz / (f * 1.4));
      const k = hash2(fx, fz, seed + 23);
      a = k;
      b = 0.5 + 0.3 * (hash2(fx, fz, seed + 24) - 0.5);
      const ex = gx / f - fx;
      const ez = gz / (f * 1.4) - fz;
      if (Math.min(ex, 1 - ex, ez, 1 - ez) < 0.04) a = -1;
    }
    let c;
    if (a < 0) c = treeDark;
    else if (a < 0.38) c = second;
    else if (a > 0.7) c = soil;
    else c = cover;
    // Scattered bushes close enough to see.
    const bush = dist < 1200 ? valueNoise2(gx / 6, gz / 6, seed + 25) > 0.86 : false;
    const k = 0.85 + 0.3 * b;
    for (let i = 0; i < 3; i++) out[i] = (bush ? treeDark[i] : c[i]) * k;
  }

  const ringTmp = [0, 0, 0];

  /**
   * A distant tree or house on one of the rings, if the ray meets one: writes its colour.
   * @param {number} ox @param {number} oy @param {number} oz
   * @param {number} dx @param {number} dy @param {number} dz
   * @param {number} tGround where the ray meets the ground (Infinity looking up)
   * @param {number[]} out
   */
  function rings(ox, oy, oz, dx, dy, dz, tGround, out) {
    const lx = ox - cx;
    const lz = oz - cz;
    const a = dx * dx + dz * dz;
    if (a < 1e-9) return false;
    const b = lx * dx + lz * dz;
    for (let r = 0; r < lo.rings.length; r++) {
      const ring = lo.rings[r];
      const R = ring.distance;
      const cc = lx * lx + lz * lz - R * R;
      const t = (-b + Math.sqrt(Math.max(0, b * b - a * cc))) / a;
      if (t > tGround) return false;
      const hx = lx + dx * t;
      const hz = lz + dz * t;
      const hy = oy + dy * t;
      if (hy > 16) continue;
      const arc = (Math.atan2(hx, hz) + Math.PI) * R;
      const cell = Math.floor(arc / CELL);
      const u = arc / CELL - cell;
      const pick = hash2(cell, r, seed + 31);
      const size = (ring.height ?? 1) * (0.75 + 0.5 * hash2(cell, r, seed + 32));
      let hit = false;
      let shade = 1;
      if (pick < ring.trees) {
        // A flat-topped crown on a short trunk, or a rounder one.
        const uc = 0.3 + 0.4 * hash2(cell, r, seed + 33);
        const crownW = (0.18 + 0.2 * hash2(cell, r, seed + 34)) * size;
        const top = (5 + 5 * hash2(cell, r, seed + 35)) * size;
        const bottom = top * (0.45 + 0.2 * hash2(cell, r, seed + 36));
        const du = (u - uc) / crownW;
        const dh = (hy - (top + bottom) / 2) / ((top - bottom) / 2);
        const bumpy = 1 + 0.25 * valueNoise2(arc / 1.5, hy / 1.5, seed + 37) - 0.12;
        if (du * du + dh * dh * Math.abs(dh) < bumpy) {
          hit = true;
          const k = 0.6 + 0.5 * Math.max(0, dh + 0.5);
          for (let i = 0; i < 3; i++) ringTmp[i] = (treeDark[i] * 0.6 + treeLight[i] * 0.4) * k;
        } else if (Math.abs(u - uc) * CELL < 0.25 * size && hy < bottom) {
          hit = true;
          for (let i = 0; i < 3; i++) ringTmp[i] = 0.05;
        }
      } else if (pick < ring.trees + ring.houses) {
        // A single-storey house, gable or hip roof of iron sheets.
        const u0 = 0.15 + 0.3 * hash2(cell, r, seed + 38);
        const w = (0.35 + 0.2 * hash2(cell, r, seed + 39)) * size;
        const wallH = 2.8 * size * (hash2(cell, r, seed + 40) > 0.8 ? 2 : 1);
        const f = (u - u0) / w;
        if (f >= 0 && f <= 1) {
          const roofH = 1.4 * size;
          const roofTop = wallH + roofH * (1 - Math.abs(2 * f - 1));
          if (hy < wallH) {
            hit = true;
            const c = walls[Math.floor(hash2(cell, r, seed + 41) * walls.length)];
            shade = f < 0.5 ? 0.8 : 1.05;
            for (let i = 0; i < 3; i++) ringTmp[i] = c[i] * shade;
          } else if (hy < roofTop && hy < wallH + roofH) {
            hit = true;
            const c = roofs[Math.floor(hash2(cell, r, seed + 42) * roofs.length)];
            for (let i = 0; i < 3; i++) ringTmp[i] = c[i] * 1.1;
          }
        }
      }
      if (!hit) continue;
      const haze = 1 - Math.exp(-t / 2600);
      for (let i = 0; i < 3; i++) {
        const lit = ringTmp[i] * (light[i] * 0.75);
        out[i] = lit * (1 - haze) + HAZE[i] * haze;
      }
      return true;
    }
    return false;
  }

  /** @param {number} dx @param {number} dz */
  const ridge = (dx, dz) => {
    const az = Math.atan2(dx, dz);
    const scale = lo.hills.scale ?? 2.2;
    const f = fbm2(az * scale + 10, 0.5, 4, seed + 9);
    return lo.hills.base + lo.hills.height * Math.max(0, f * 1.8 - 0.55);
  };

  return function land(ox, oy, oz, dx, dy, dz, out) {
    const tGround = dy < 0 ? -oy / dy : Infinity;
    if (rings(ox, oy, oz, dx, dy, dz, tGround, out)) return;
    if (dy >= 0) {
      const top = ridge(dx, dz);
      if (dy < top) {
        // Hills: darker low down where the slopes are in their own shade, hazier near the top.
        const az = Math.atan2(dx, dz);
        const h = dy / top;
        const k = 0.85 + 0.3 * fbm2(az * 30, dy * 60, 3, seed + 11);
        const haze = 0.35 + 0.4 * h;
        for (let i = 0; i < 3; i++)
          out[i] = hillColor[i] * light[i] * 0.55 * k * (1 - haze) + HAZE[i] * haze;
        return;
      }
      return sky(dx, dy, dz, out);
    }
    const gx = ox + dx * tGround;
    const gz = oz + dz * tGround;
    const dist = tGround * Math.sqrt(dx * dx + dz * dz);
    groundAlbedo(gx, gz, dist, out);
    const haze = 1 - Math.exp(-dist / 2600);
    for (let i = 0; i < 3; i++) out[i] = out[i] * light[i] * (1 - haze) + HAZE[i] * haze;
  };
}
