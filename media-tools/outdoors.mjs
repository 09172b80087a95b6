// @ts-check
// The open air: ground surfaces (grass, murram, tarmac, ploughed soil), trees, survey beacons,
// fences, neighbouring houses with iron-sheet roofs, water tanks, power poles and vehicles.
// The land plans are built from these, and the commercial plans use them for what is seen
// outside (the road in front of a shop, a warehouse's loading yard).
//
// Ground surfaces are painters: functions of a point on the ground that write a colour, which a
// plan combines into one ground material (a road through grass, a field beside a verge). Their
// fine detail fades out with distance from the plot so far ground does not shimmer.
//
// Sloping things (roofs, gables, branches, rafters) are made of triangles (geometry.mjs);
// everything else is boxes, upright cylinders and ellipsoids, as in the homes.

import { makeBox, makeCylinder, makeEllipsoid, makeTriangle } from './geometry.mjs';
import { fbm2, hash3, valueNoise2 } from './rng.mjs';
import { SUN_RADIANCE } from './scene.mjs';
import { makeMaterials } from './palette.mjs';
import { clamp, smoothstep, srgbHex } from './vec.mjs';

/** @typedef {import('./furniture.mjs').Placer} Placer */
/** @typedef {import('./vec.mjs').Vec3} Vec3 */
/** @typedef {import('./geometry.mjs').Prim} Prim */
/** @typedef {import('./geometry.mjs').PrimOptions} PrimOptions */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./rng.mjs').Rng} Rng */

/**
 * @callback Painter writes the linear colour of the ground at (x, z)
 * @param {number} x
 * @param {number} z
 * @param {number} fine 0..1, how much fine detail to draw (1 close by, 0 far off)
 * @param {number[]} out
 * @returns {void}
 */

/** @param {number[]} out @param {number[]} a @param {number[]} b @param {number} t */
function mix(out, a, b, t) {
  out[0] = a[0] + (b[0] - a[0]) * t;
  out[1] = a[1] + (b[1] - a[1]) * t;
  out[2] = a[2] + (b[2] - a[2]) * t;
}

/** @param {number[]} out @param {number} k */
function scaleRgb(out, k) {
  out[0] *= k;
  out[1] *= k;
  out[2] *= k;
}

/**
 * The palette of the outdoor and commercial scenes: they have no sofas or beds, so only their
 * wood, walls and trim use it; one palette keeps the plots and the commercial space alike.
 * A scene adds its own window frames and outside walls.
 */
export const OUTDOOR_PALETTE = Object.freeze({
  sofa: '#b9a98f',
  cushion: '#c9bba3',
  accents: ['#a34a2a'],
  wood: '#6e4a30',
  cabinet: '#d8d2c6',
  worktop: '#e3dccf',
  bedding: '#efe9df',
});

/** The materials of the plots' scenes (the neighbours' houses are the walls they paint). */
export const plotMaterials = () => makeMaterials({ ...OUTDOOR_PALETTE, exterior: '#e6dccb' });

/**
 * A ground material from a painter: fine detail fades out between `near` and `far` metres from
 * the nearest of the points `around` (where the cameras stand).
 * @param {string} name
 * @param {Painter} paint
 * @param {{ around: [number, number][], near?: number, far?: number }} opts
 * @returns {Material}
 */
export function groundMaterial(name, paint, { around, near = 30, far = 90 }) {
  return {
    name,
    albedo: (p, n, prim, out) => {
      let d = Infinity;
      for (const [x, z] of around) d = Math.min(d, Math.hypot(p[0] - x, p[2] - z));
      paint(p[0], p[2], smoothstep(far, near, d), out);
    },
  };
}

/**
 * Dry savannah grass: yellow-green and straw tones in drifts, with bare red-brown patches and
 * a speckle of blades close by.
 * @param {{ seed?: number, grass?: string, straw?: string, soil?: string, bare?: number }} [opts]
 *   bare: how much of the ground is bare soil (0..1, default 0.25)
 * @returns {Painter}
 */
export function savannah({
  seed = 1,
  grass = '#8a8a56',
  straw = '#b9ab85',
  soil = '#84604c',
  bare = 0.25,
} = {}) {
  const g = srgbHex(grass);
  const s = srgbHex(straw);
  const d = srgbHex(soil);
  const dark = srgbHex('#5f6a35');
  const tmp = [0, 0, 0];
  return (x, z, fine, out) => {
    const drift = fbm2(x / 7, z / 7, 3, seed);
    mix(out, g, s, smoothstep(0.3, 0.7, drift));
    // Darker, greener tufts where the grass grows thicker.
    const tuft = valueNoise2(x / 0.9, z / 0.9, seed + 1);
    if (tuft > 0.7) mix(out, out, dark, (tuft - 0.7) * 1.6 * (0.4 + 0.6 * fine));
    // Bare soil where the large-scale noise dips, with a ragged edge.
    const patch = fbm2(x / 5.5 + 3, z / 5.5, 4, seed + 2);
    const edge = 0.06 * valueNoise2(x * 3, z * 3, seed + 3);
    const level = 0.525 + (0.5 - bare) * 0.45;
    const t = smoothstep(level - 0.02, level + 0.04, patch + edge);
    if (t > 0) {
      const k = 0.88 + 0.2 * valueNoise2(x * 1.7, z * 1.7, seed + 4);
      tmp[0] = d[0] * k;
      tmp[1] = d[1] * k;
      tmp[2] = d[2] * k;
      // Thin grass survives on the bare ground in speckles.
      const sparse = smoothstep(0.6, 0.85, valueNoise2(x * 5, z * 5, seed + 7));
      mix(out, out, tmp, t * (1 - 0.45 * sparse));
    }
    // Blades and pebbles: a speckle that only close ground shows.
    if (fine > 0) {
      const speck = valueNoise2(x * 22, z * 22, seed + 5) - 0.5;
      const k = 1 + fine * (speck * 0.5 + 0.12 * (valueNoise2(x * 7, z * 7, seed + 6) - 0.5));
      scaleRgb(out, k);
    }
  };
}

/**
 * A murram (red gravel) road along an axis: two wheel tracks, loose gravel between and on the
 * shoulders, and a ragged edge where it gives way to `verge`.
 * @param {{ axis: 'x' | 'z', at: number, half: number, verge: Painter, seed?: number, color?: string }} opts
 *   at: the road's centre line (world z for a road along x); half: half its width
 * @returns {Painter}
 */
export function murram({ axis, at, half, verge, seed = 7, color = '#b4673f' }) {
  // Murram is red gravel under a film of paler dust.
  const c = srgbHex(color).map((v, i) => v * 0.75 + srgbHex('#a08c7a')[i] * 0.25);
  const rut = srgbHex('#8a5a42');
  return (x, z, fine, out) => {
    const along = axis === 'x' ? x : z;
    const across = (axis === 'x' ? z : x) - at;
    const ragged = 0.35 * fbm2(along / 2.5, 0.5, 3, seed) + 0.1 * valueNoise2(along * 2, 3, seed);
    const edge = half - Math.abs(across) + ragged - 0.2;
    if (edge < 0) return verge(x, z, fine, out);
    const tone = 0.85 + 0.3 * fbm2(along / 3, across / 3, 3, seed + 1);
    out[0] = c[0] * tone;
    out[1] = c[1] * tone;
    out[2] = c[2] * tone;
    // Wheel tracks, compacted and a little darker and smoother.
    for (const side of [-1, 1]) {
      const d = Math.abs(across - side * 0.95 - 0.15 * Math.sin(along / 9));
      if (d < 0.3) mix(out, out, rut, 0.55 * smoothstep(0.3, 0.1, d));
    }
    if (fine > 0) {
      // Gravel: a soft speckle of paler and darker stones.
      const g = valueNoise2(x * 24, z * 24, seed + 2) - 0.5;
      const h = valueNoise2(x * 9 + 5, z * 9, seed + 3) - 0.5;
      scaleRgb(out, 1 + fine * (g * 0.4 + h * 0.2));
    }
    // Grass creeping in at the edges.
    if (edge < 0.5) {
      verge(x, z, fine, tmpVerge);
      mix(out, tmpVerge, out, smoothstep(0, 0.5, edge));
    }
  };
}
const tmpVerge = [0, 0, 0];

/**
 * Tarmac road along an axis, with edge lines and a dashed centre line.
 * @param {{ axis: 'x' | 'z', at: number, half: number, verge: Painter, seed?: number, centreLine?: boolean }} opts
 * @returns {Painter}
 */
export function tarmac({ axis, at, half, verge, seed = 9, centreLine = true }) {
  const c = srgbHex('#4a4a4c');
  const line = srgbHex('#e6e2d6');
  const yellow = srgbHex('#d8b340');
  return (x, z, fine, out) => {
    const along = axis === 'x' ? x : z;
    const across = (axis === 'x' ? z : x) - at;
    if (Math.abs(across) > half) return verge(x, z, fine, out);
    const tone = 0.88 + 0.22 * fbm2(along / 4, across / 4, 3, seed);
    out[0] = c[0] * tone;
    out[1] = c[1] * tone;
    out[2] = c[2] * tone;
    const a = Math.abs(across);
    if (a > half - 0.35 && a < half - 0.22) mix(out, out, yellow, 0.85);
    if (centreLine && a < 0.06 && ((along % 6) + 6) % 6 < 3) mix(out, out, line, 0.85);
    if (fine > 0) scaleRgb(out, 1 + fine * 0.16 * (valueNoise2(x * 25, z * 25, seed + 1) - 0.5));
  };
}

/**
 * Ploughed soil in ridges along an axis (the ridges themselves can be modelled with
 * `ridges`), drying paler on the tops.
 * @param {{ axis: 'x' | 'z', spacing?: number, seed?: number, color?: string }} opts
 * @returns {Painter}
 */
export function ploughed({ axis, spacing = 0.9, seed = 11, color = '#8a4a30' }) {
  const c = srgbHex(color);
  const dry = srgbHex('#a9694a');
  return (x, z, fine, out) => {
    const across = axis === 'x' ? z : x;
    const along = axis === 'x' ? x : z;
    const f = across / spacing - Math.floor(across / spacing);
    const crest = 1 - Math.abs(2 * f - 1);
    const tone = 0.85 + 0.3 * fbm2(along / 6, across / 6, 3, seed);
    mix(out, c, dry, clamp(0.15 + 0.6 * crest * fine + 0.25 * fbm2(x / 3, z / 3, 2, seed + 1)));
    scaleRgb(out, tone * (1 - 0.22 * (1 - crest) * (0.3 + 0.7 * fine)));
    if (fine > 0) {
      // Clods: lumps of paler, drier earth with dark gaps between them.
      const clod =
        valueNoise2(x * 11, z * 11, seed + 2) + 0.5 * valueNoise2(x * 4, z * 4, seed + 3);
      const gap = valueNoise2(x * 30 + 3, z * 30, seed + 4);
      const k = (1 + (clod - 0.75) * 0.45) * (1 - 0.3 * smoothstep(0.72, 0.85, gap));
      scaleRgb(out, 1 + fine * (k - 1));
    }
  };
}

/**
 * Red soil with scattered weeds (a cleared plot).
 * @param {{ seed?: number, weeds?: number }} [opts] weeds: share of ground under weeds (0..1)
 * @returns {Painter}
 */
export function redSoil({ seed = 13, weeds = 0.3 } = {}) {
  const soil = srgbHex('#7a4a36');
  const pale = srgbHex('#95654f');
  const weed = srgbHex('#5d6a35');
  const dryWeed = srgbHex('#8f8a58');
  return (x, z, fine, out) => {
    mix(out, soil, pale, fbm2(x / 4, z / 4, 3, seed));
    const w = fbm2(x / 1.6 + 7, z / 1.6, 4, seed + 1);
    const level = 0.525 + (0.5 - weeds) * 0.45;
    const ragged = 0.18 * (valueNoise2(x * 5, z * 5, seed + 2) - 0.5);
    const t = 0.75 * smoothstep(level - 0.03, level + 0.06, w + ragged);
    if (t > 0) {
      const green = valueNoise2(x * 3, z * 3, seed + 3);
      tmpWeed[0] = weed[0] + (dryWeed[0] - weed[0]) * green;
      tmpWeed[1] = weed[1] + (dryWeed[1] - weed[1]) * green;
      tmpWeed[2] = weed[2] + (dryWeed[2] - weed[2]) * green;
      mix(out, out, tmpWeed, t);
    }
    if (fine > 0) scaleRgb(out, 1 + fine * 0.4 * (valueNoise2(x * 20, z * 20, seed + 4) - 0.5));
  };
}
const tmpWeed = [0, 0, 0];

// ---------------------------------------------------------------------------------------------
// Materials of things standing outdoors.

/**
 * Tree bark: vertical streaks.
 * @param {string} hex
 * @returns {Material}
 */
export function bark(hex) {
  const c = srgbHex(hex);
  return {
    name: 'bark',
    albedo: (p, n, prim, out) => {
      const u = Math.abs(n[0]) > Math.abs(n[2]) ? p[2] : p[0];
      const k = 0.75 + 0.4 * fbm2(u * 18 + p[1] * 0.5, p[1] * 3, 3, 61);
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Leaves of a tree crown: two greens in clumps at two scales, so a crown of ellipsoids reads
 * as foliage from near and far.
 * @param {string} hexA
 * @param {string} hexB
 * @returns {Material}
 */
export function crown(hexA, hexB) {
  const a = srgbHex(hexA);
  const b = srgbHex(hexB);
  return {
    name: 'crown',
    albedo: (p, n, prim, out) => {
      const big = fbm2(p[0] * 1.6 + p[1] * 0.9, p[2] * 1.6 - p[1] * 0.7, 3, 63);
      const small = valueNoise2(p[0] * 7 + p[1] * 3, p[2] * 7 - p[1] * 5, 64);
      const t = clamp(big * 0.8 + small * 0.35 - 0.1);
      // Gaps between leaf clusters show as dark flecks, which breaks up the smooth shading.
      const fleck = valueNoise2(p[0] * 19 - p[1] * 7, p[2] * 19 + p[1] * 11, 62);
      const k = (small > 0.62 ? 1.12 : small < 0.25 ? 0.72 : 1) * (fleck < 0.3 ? 0.55 : 1);
      out[0] = (a[0] + (b[0] - a[0]) * t) * k;
      out[1] = (a[1] + (b[1] - a[1]) * t) * k;
      out[2] = (a[2] + (b[2] - a[2]) * t) * k;
    },
  };
}

/**
 * Corrugated iron sheets (mabati): ribs running down the slope, a seam every sheet, a little
 * weathering. `across` is the world axis the ribs repeat along.
 * @param {string} hex
 * @param {{ across?: 'x' | 'z', rib?: number }} [opts]
 * @returns {Material}
 */
export function ironSheets(hex, { across = 'x', rib = 0.076 } = {}) {
  const c = srgbHex(hex);
  return {
    name: 'iron sheets',
    gloss: 0.02,
    albedo: (p, n, prim, out) => {
      const u = across === 'x' ? p[0] : p[2];
      const v = across === 'x' ? p[2] : p[0];
      const r = 0.9 + 0.1 * Math.cos((u / rib) * 2 * Math.PI);
      const sheet = Math.floor(u / 0.8);
      const k =
        r * (0.93 + 0.12 * hash3(sheet, 5)) * (0.92 + 0.12 * fbm2(u / 3, v / 3 + p[1], 2, 65));
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Painted render or blockwork on a wall, with faint courses.
 * @param {string} hex
 * @param {{ courses?: boolean }} [opts]
 * @returns {Material}
 */
export function render(hex, { courses = false } = {}) {
  const c = srgbHex(hex);
  return {
    name: `render ${hex}`,
    albedo: (p, n, prim, out) => {
      const u = Math.abs(n[0]) > Math.abs(n[2]) ? p[2] : p[0];
      let k = 0.94 + 0.08 * fbm2(u * 0.8, p[1] * 0.8, 3, 66);
      // Rain and dust streaks near the ground.
      k *= 1 - 0.12 * smoothstep(0.6, 0, p[1]);
      if (courses) {
        const fv = p[1] / 0.2 - Math.floor(p[1] / 0.2);
        const fu = (u + (Math.floor(p[1] / 0.2) & 1) * 0.2) / 0.4;
        if (fv < 0.05 || fu - Math.floor(fu) < 0.025) k *= 0.86;
      }
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/**
 * Rough sawn timber (fence posts): grain along the post, varying per post.
 * @param {string} hex
 * @returns {Material}
 */
export function timber(hex) {
  const c = srgbHex(hex);
  return {
    name: 'timber',
    albedo: (p, n, prim, out) => {
      const k =
        (0.8 + 0.3 * fbm2(p[0] * 9 + p[2] * 9, p[1] * 1.5, 3, 67)) *
        (0.85 + 0.3 * hash3(Math.floor(prim.cx * 10), Math.floor(prim.cz * 10), 68));
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes made of triangles.

/**
 * A flat four-cornered panel (two triangles), corners in order round it.
 * @param {Prim[]} prims
 * @param {Vec3} a @param {Vec3} b @param {Vec3} c @param {Vec3} d
 * @param {Material} material
 * @param {PrimOptions} [opts] structural by default: panels do not darken nearby surfaces
 */
export function quad(prims, a, b, c, d, material, opts = { structural: true }) {
  prims.push(makeTriangle(a, b, c, material, opts));
  prims.push(makeTriangle(a, c, d, material, opts));
}

/**
 * A straight member between two points with a polygonal (round-ish) or rectangular section:
 * a branch, a rafter, a sloping strut.
 * @param {Prim[]} prims
 * @param {Vec3} a
 * @param {Vec3} b
 * @param {Material} material
 * @param {{ r?: number, sides?: number, w?: number, h?: number, r1?: number }} opts
 *   r (and r1 at b, for a taper) with `sides` for a round section; w x h for a rectangular one
 *   (h in the vertical plane through the member)
 */
export function beam(prims, a, b, material, { r = 0.1, r1 = r, sides = 6, w = 0, h = 0 }) {
  const d = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len = Math.hypot(d[0], d[1], d[2]);
  const f = d.map((v) => v / len);
  // A side vector perpendicular to the member and horizontal (or along x for a vertical one).
  let s = [f[2], 0, -f[0]];
  const sl = Math.hypot(s[0], s[2]);
  s = sl < 1e-6 ? [1, 0, 0] : [s[0] / sl, 0, s[2] / sl];
  const u = [f[1] * s[2] - f[2] * s[1], f[2] * s[0] - f[0] * s[2], f[0] * s[1] - f[1] * s[0]];
  /** @type {[number, number][]} */
  const section = [];
  if (w > 0) {
    section.push([-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]);
  } else {
    for (let i = 0; i < sides; i++) {
      const t = ((i + 0.5) / sides) * 2 * Math.PI;
      section.push([Math.cos(t), Math.sin(t)]);
    }
  }
  const scaleA = w > 0 ? 1 : r;
  const scaleB = w > 0 ? 1 : r1;
  /** @param {Vec3} o @param {[number, number]} q @param {number} k @returns {Vec3} */
  const at = (o, q, k) => [
    o[0] + (s[0] * q[0] + u[0] * q[1]) * k,
    o[1] + (s[1] * q[0] + u[1] * q[1]) * k,
    o[2] + (s[2] * q[0] + u[2] * q[1]) * k,
  ];
  const n = section.length;
  for (let i = 0; i < n; i++) {
    const q0 = section[i];
    const q1 = section[(i + 1) % n];
    quad(
      prims,
      at(a, q0, scaleA),
      at(a, q1, scaleA),
      at(b, q1, scaleB),
      at(b, q0, scaleB),
      material,
    );
  }
  // End caps.
  for (let i = 1; i < n - 1; i++) {
    prims.push(
      makeTriangle(
        at(b, section[0], scaleB),
        at(b, section[i], scaleB),
        at(b, section[i + 1], scaleB),
        material,
        {
          structural: true,
        },
      ),
    );
  }
}

/**
 * A pitched roof over a rectangle: gable (ridge along the long side, triangles closing the
 * ends) or hip (slopes on all four sides), with eaves overhanging the walls.
 * @param {Prim[]} prims
 * @param {object} o
 * @param {number} o.x0 @param {number} o.z0 @param {number} o.x1 @param {number} o.z1 wall lines
 * @param {number} o.eave height of the wall top
 * @param {number} o.rise ridge height above the eave
 * @param {'gable' | 'hip'} o.kind
 * @param {Material} o.roof
 * @param {Material} [o.gable] the wall material of the gable triangles
 * @param {number} [o.overhang]
 * @param {'x' | 'z'} [o.ridge] ridge direction (default the longer side)
 * @param {Material} [o.fascia] a board along the eaves
 */
export function pitchedRoof(prims, o) {
  const ov = o.overhang ?? 0.5;
  const along = o.ridge ?? (o.x1 - o.x0 >= o.z1 - o.z0 ? 'x' : 'z');
  // Work in (a, b) = (along the ridge, across it) and map back to world x, z.
  const a0 = along === 'x' ? o.x0 : o.z0;
  const a1 = along === 'x' ? o.x1 : o.z1;
  const b0 = along === 'x' ? o.z0 : o.x0;
  const b1 = along === 'x' ? o.z1 : o.x1;
  const mid = (b0 + b1) / 2;
  const half = (b1 - b0) / 2;
  // The slope carries on past the wall line to the eave's edge.
  const drop = (o.rise / half) * ov;
  const ye = o.eave - drop;
  const yr = o.eave + o.rise;
  /** @param {number} a @param {number} y @param {number} b @returns {Vec3} */
  const P = (a, y, b) => (along === 'x' ? [a, y, b] : [b, y, a]);
  const hipIn = o.kind === 'hip' ? half : 0;
  const ra0 = a0 - ov + hipIn + (o.kind === 'hip' ? ov : 0);
  const ra1 = a1 + ov - hipIn - (o.kind === 'hip' ? ov : 0);
  // Two long slopes.
  quad(
    prims,
    P(a0 - ov, ye, b0 - ov),
    P(a1 + ov, ye, b0 - ov),
    P(ra1, yr, mid),
    P(ra0, yr, mid),
    o.roof,
  );
  quad(
    prims,
    P(a0 - ov, ye, b1 + ov),
    P(a1 + ov, ye, b1 + ov),
    P(ra1, yr, mid),
    P(ra0, yr, mid),
    o.roof,
  );
  if (o.kind === 'hip') {
    prims.push(
      makeTriangle(P(a0 - ov, ye, b0 - ov), P(a0 - ov, ye, b1 + ov), P(ra0, yr, mid), o.roof, {
        structural: true,
      }),
    );
    prims.push(
      makeTriangle(P(a1 + ov, ye, b0 - ov), P(a1 + ov, ye, b1 + ov), P(ra1, yr, mid), o.roof, {
        structural: true,
      }),
    );
  } else {
    const g = o.gable ?? o.roof;
    for (const a of [a0, a1]) {
      prims.push(
        makeTriangle(P(a, o.eave, b0), P(a, o.eave, b1), P(a, yr, mid), g, { structural: true }),
      );
    }
  }
  if (o.fascia) {
    const f = o.fascia;
    const t = 0.18;
    const box = (/** @type {Vec3} */ p, /** @type {Vec3} */ q) =>
      prims.push(makeBox(p[0], p[1], p[2], q[0], q[1], q[2], f, { structural: true }));
    box(P(a0 - ov, ye - t, b0 - ov - 0.03), P(a1 + ov, ye, b0 - ov + 0.01));
    box(P(a0 - ov, ye - t, b1 + ov - 0.01), P(a1 + ov, ye, b1 + ov + 0.03));
  }
}

// ---------------------------------------------------------------------------------------------
// Trees and plants.

/**
 * @typedef {object} TreeMaterials
 * @property {Material} bark
 * @property {Material} leaves
 */

/**
 * An umbrella thorn acacia: a short trunk forking into two or three leaning limbs under a wide,
 * flat-topped crown.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {TreeMaterials} m
 * @param {{ height?: number, spread?: number, y?: number }} [opts] height of the crown top,
 *   crown radius, ground height
 */
export function acacia(prims, x, z, rng, m, { height = 6, spread = 4, y = 0 } = {}) {
  const fork = height * rng.range(0.28, 0.4);
  const lean = rng.range(-0.4, 0.4);
  /** @type {Vec3} */
  const top = [x + lean, y + fork, z + rng.range(-0.3, 0.3)];
  beam(prims, [x, y - 0.1, z], top, m.bark, { r: 0.2, r1: 0.15, sides: 7 });
  const crownY = height - 0.7;
  const limbs = rng.int(2, 3);
  const a0 = rng.range(0, Math.PI * 2);
  for (let i = 0; i < limbs; i++) {
    const a = a0 + (i * 2 * Math.PI) / limbs + rng.range(-0.4, 0.4);
    const reach = spread * rng.range(0.3, 0.55);
    /** @type {Vec3} */
    const end = [
      top[0] + Math.cos(a) * reach,
      y + crownY - rng.range(0.1, 0.5),
      top[2] + Math.sin(a) * reach,
    ];
    beam(prims, top, end, m.bark, { r: 0.13, r1: 0.07, sides: 6 });
    // A twig or two off each limb.
    /** @type {Vec3} */
    const mid = [(top[0] + end[0]) / 2, (top[1] + end[1]) / 2, (top[2] + end[2]) / 2];
    const b = a + rng.range(0.6, 1.1) * (rng.next() < 0.5 ? -1 : 1);
    beam(
      prims,
      mid,
      [mid[0] + Math.cos(b) * reach * 0.6, y + crownY - 0.2, mid[2] + Math.sin(b) * reach * 0.6],
      m.bark,
      { r: 0.06, r1: 0.035, sides: 5 },
    );
  }
  // The crown: a flat disc of overlapping, flattened clumps, thicker in the middle.
  const cx = top[0];
  const cz = top[2];
  const clumps = Math.round(10 + spread * 2.5);
  for (let i = 0; i < clumps; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = spread * Math.sqrt(rng.next()) * 0.82;
    const size = rng.range(0.9, 1.6) * (1 - (r / spread) * 0.35);
    prims.push(
      makeEllipsoid(
        cx + Math.cos(a) * r,
        y + crownY + rng.range(-0.2, 0.25) - (r / spread) * 0.35,
        cz + Math.sin(a) * r,
        size * rng.range(0.9, 1.3),
        rng.range(0.35, 0.55),
        size * rng.range(0.9, 1.3),
        m.leaves,
      ),
    );
  }
}

/**
 * A round-crowned tree (mango, or a croton or Cape chestnut on a farm boundary): a short
 * trunk under a dense dome of clumps.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {TreeMaterials} m
 * @param {{ height?: number, spread?: number, y?: number }} [opts]
 */
export function roundTree(prims, x, z, rng, m, { height = 7, spread = 3.5, y = 0 } = {}) {
  const trunkTop = height * 0.32;
  prims.push(makeCylinder(x, z, 0.24, y - 0.1, y + trunkTop + 0.8, m.bark));
  const cy = y + trunkTop + (height - trunkTop) * 0.45;
  const ry = (height - trunkTop) * 0.5;
  // A dense core, then many clumps round its surface so the outline is broken up.
  prims.push(makeEllipsoid(x, cy, z, spread * 0.8, ry * 0.78, spread * 0.8, m.leaves));
  const clumps = Math.round(26 + spread * 6);
  for (let i = 0; i < clumps; i++) {
    const a = rng.range(0, Math.PI * 2);
    const e = rng.range(-0.55, 1);
    const r = spread * 0.82 * Math.sqrt(Math.max(0, 1 - e * e)) * rng.range(0.85, 1.05);
    const s = spread * rng.range(0.16, 0.3);
    prims.push(
      makeEllipsoid(
        x + Math.cos(a) * r,
        cy + e * ry * 0.82,
        z + Math.sin(a) * r,
        s * rng.range(0.9, 1.3),
        s * rng.range(0.7, 1),
        s * rng.range(0.9, 1.3),
        m.leaves,
      ),
    );
  }
}

/**
 * A grevillea (silky oak), the farm boundary tree of central Kenya: a tall straight trunk with
 * a narrow, ragged crown in tiers.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {TreeMaterials} m
 * @param {{ height?: number, y?: number }} [opts]
 */
export function grevillea(prims, x, z, rng, m, { height = 14, y = 0 } = {}) {
  prims.push(makeCylinder(x, z, 0.17, y - 0.1, y + height * 0.95, m.bark));
  // Many small, ragged clumps in a narrow column, widest a third of the way up, thinning out
  // towards a pointed top; some branches stick out further than the rest.
  const clumps = Math.round(height * 5);
  for (let i = 0; i < clumps; i++) {
    const t = Math.pow(rng.next(), 0.8);
    const h = y + height * (0.3 + 0.7 * t);
    const width =
      (0.5 + 1.3 * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.95))) * rng.range(0.6, 1.25);
    const a = rng.range(0, Math.PI * 2);
    const off = width * Math.sqrt(rng.next()) * 0.85;
    const s = rng.range(0.22, 0.5) * (1 - 0.35 * t);
    prims.push(
      makeEllipsoid(
        x + Math.cos(a) * off,
        h,
        z + Math.sin(a) * off,
        s * rng.range(0.8, 1.4),
        s * rng.range(0.9, 1.6),
        s * rng.range(0.8, 1.4),
        m.leaves,
      ),
    );
  }
}

/**
 * A clump of grass: a fan of thin blades leaning out from one root, each a single triangle.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {Material} material
 * @param {number} [height]
 * @param {number} [blades]
 */
export function tuft(prims, x, z, rng, material, height = 0.25, blades = 9) {
  const opts = { structural: true };
  for (let i = 0; i < blades; i++) {
    const a = rng.range(0, Math.PI * 2);
    const lean = rng.range(0.15, 0.75);
    const h = height * rng.range(0.55, 1);
    const w = rng.range(0.008, 0.014);
    const bx = x + rng.range(-0.04, 0.04);
    const bz = z + rng.range(-0.04, 0.04);
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    prims.push(
      makeTriangle(
        [bx - sa * w, -0.01, bz + ca * w],
        [bx + sa * w, -0.01, bz - ca * w],
        [bx + ca * h * lean, h, bz + sa * h * lean],
        material,
        opts,
      ),
    );
  }
}

/**
 * A sisal plant: a rosette of stiff blade-like leaves fanning up and out from the ground.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {Material} leaf
 * @param {number} [size] leaf length
 */
export function sisal(prims, x, z, rng, leaf, size = 1.1) {
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI + rng.range(-0.2, 0.2);
    const up = rng.range(0.45, 1.2);
    const len = size * rng.range(0.7, 1);
    const h = Math.sin(Math.atan(up)) * len;
    const r = Math.cos(Math.atan(up)) * len;
    beam(prims, [x, 0.05, z], [x + Math.cos(a) * r, h, z + Math.sin(a) * r], leaf, {
      r: 0.06,
      r1: 0.012,
      sides: 4,
    });
  }
  beam(prims, [x, 0, z], [x, size * 0.9, z], leaf, { r: 0.07, r1: 0.01, sides: 4 });
}

// ---------------------------------------------------------------------------------------------
// Things people put up.

/**
 * A survey beacon: a white-painted concrete peg with the iron pin set in its top.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {{ concrete: Material, pin: Material, number?: Material }} m
 */
export function beacon(prims, x, z, m) {
  const s = 0.075;
  prims.push(makeBox(x - s, -0.05, z - s, x + s, 0.3, z + s, m.concrete));
  prims.push(makeCylinder(x, z, 0.012, 0.3, 0.315, m.pin));
  // A little collar of disturbed earth where it was set.
  if (m.number) prims.push(makeBox(x - s - 0.002, 0.16, z - 0.04, x - s, 0.24, z + 0.04, m.number));
}

/**
 * A fence of wooden posts and strands of barbed wire along an axis-aligned line.
 * @param {Prim[]} prims
 * @param {[number, number]} from x, z
 * @param {[number, number]} to x, z (same x or same z as `from`)
 * @param {{ post: Material, wire: Material }} m
 * @param {{ spacing?: number, height?: number, strands?: number, rng?: Rng, ground?: (x: number, z: number) => number }} [opts]
 */
export function barbedWireFence(prims, from, to, m, opts = {}) {
  const { spacing = 2.7, height = 1.35, strands = 4, rng, ground = () => 0 } = opts;
  const alongX = from[1] === to[1];
  const a0 = alongX ? from[0] : from[1];
  const a1 = alongX ? to[0] : to[1];
  const line = alongX ? from[1] : from[0];
  const n = Math.max(1, Math.round(Math.abs(a1 - a0) / spacing));
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    const x = alongX ? a : line;
    const z = alongX ? line : a;
    const y = ground(x, z);
    const lean = rng ? rng.range(-0.015, 0.015) : 0;
    const r = rng ? rng.range(0.045, 0.065) : 0.055;
    const h = height + (rng ? rng.range(-0.08, 0.06) : 0);
    prims.push(
      makeCylinder(x + (alongX ? lean : 0), z + (alongX ? 0 : lean), r, y - 0.2, y + h, m.post),
    );
  }
  // Strands run straight between the end posts, a little below the post tops.
  const lo = Math.min(a0, a1);
  const hi = Math.max(a0, a1);
  const w = 0.006;
  for (let s = 0; s < strands; s++) {
    const y = 0.3 + ((height - 0.42) * s) / Math.max(1, strands - 1);
    const yg = ground(alongX ? (a0 + a1) / 2 : line, alongX ? line : (a0 + a1) / 2);
    const off = 0.07;
    if (alongX)
      prims.push(
        makeBox(lo, yg + y - w, line + off - w, hi, yg + y + w, line + off + w, m.wire, {
          structural: true,
          castsShadow: false,
        }),
      );
    else
      prims.push(
        makeBox(line + off - w, yg + y - w, lo, line + off + w, yg + y + w, hi, m.wire, {
          structural: true,
          castsShadow: false,
        }),
      );
  }
}

/**
 * @typedef {object} HouseOptions
 * @property {number} x0 @property {number} z0 @property {number} x1 @property {number} z1
 *   outer wall lines
 * @property {number} [storeys] 1 or 2 (default 1)
 * @property {'gable' | 'hip'} [roof] default gable
 * @property {Material} wall
 * @property {Material} roofing the iron sheets
 * @property {Material} trim window frames, fascia
 * @property {Material} glass dark window panes
 * @property {Material} [door]
 * @property {'N' | 'E' | 'S' | 'W'} [front] the side with the door (default S)
 * @property {number} [storey] height of a storey (default 2.9)
 */

/**
 * A simple house: walls, windows on every side, a door, and a pitched iron-sheet roof.
 * @param {Prim[]} prims
 * @param {HouseOptions} o
 */
export function house(prims, o) {
  const storeys = o.storeys ?? 1;
  const H = o.storey ?? 2.9;
  const eave = storeys * H;
  const opts = { structural: true };
  prims.push(makeBox(o.x0, -0.1, o.z0, o.x1, eave, o.z1, o.wall, opts));
  // A plinth band at the bottom.
  prims.push(makeBox(o.x0 - 0.03, -0.1, o.z0 - 0.03, o.x1 + 0.03, 0.35, o.z1 + 0.03, o.trim, opts));
  const w = o.x1 - o.x0;
  const d = o.z1 - o.z0;
  const front = o.front ?? 'S';
  for (const side of /** @type {('N' | 'E' | 'S' | 'W')[]} */ (['N', 'E', 'S', 'W'])) {
    const alongX = side === 'N' || side === 'S';
    const len = alongX ? w : d;
    const start = alongX ? o.x0 : o.z0;
    const face = { N: o.z1, S: o.z0, E: o.x1, W: o.x0 }[side];
    const out = side === 'N' || side === 'E' ? 1 : -1;
    const count = Math.max(1, Math.floor(len / 3.2));
    for (let s = 0; s < storeys; s++) {
      for (let i = 0; i < count; i++) {
        const c = start + (len * (i + 0.5)) / count;
        const isDoor = s === 0 && side === front && i === Math.floor(count / 2);
        const y0 = s * H + (isDoor ? 0.05 : 0.95);
        const y1 = s * H + 2.15;
        const half = isDoor ? 0.5 : 0.65;
        const mat = isDoor ? (o.door ?? o.trim) : o.glass;
        const f0 = face + out * 0.0;
        const f1 = face + out * 0.04;
        const fr0 = face;
        const fr1 = face + out * 0.06;
        if (alongX) {
          prims.push(
            makeBox(
              c - half - 0.06,
              y0 - 0.06,
              Math.min(fr0, fr1),
              c + half + 0.06,
              y1 + 0.06,
              Math.max(fr0, fr1),
              o.trim,
              opts,
            ),
          );
          prims.push(
            makeBox(
              c - half,
              y0,
              Math.min(f0, f1) + out * 0.03,
              c + half,
              y1,
              Math.max(f0, f1) + out * 0.03,
              mat,
              opts,
            ),
          );
        } else {
          prims.push(
            makeBox(
              Math.min(fr0, fr1),
              y0 - 0.06,
              c - half - 0.06,
              Math.max(fr0, fr1),
              y1 + 0.06,
              c + half + 0.06,
              o.trim,
              opts,
            ),
          );
          prims.push(
            makeBox(
              Math.min(f0, f1) + out * 0.03,
              y0,
              c - half,
              Math.max(f0, f1) + out * 0.03,
              y1,
              c + half,
              mat,
              opts,
            ),
          );
        }
      }
    }
  }
  const span = Math.min(w, d);
  pitchedRoof(prims, {
    x0: o.x0,
    z0: o.z0,
    x1: o.x1,
    z1: o.z1,
    eave,
    rise: span * (o.roof === undefined || o.roof === 'gable' ? 0.22 : 0.28),
    kind: o.roof ?? 'gable',
    roof: o.roofing,
    gable: o.wall,
    overhang: 0.5,
    fascia: o.trim,
  });
}

/**
 * A plastic water tank (the black ribbed kind), on the ground or on a raised stand.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {{ tank: Material, stand?: Material }} m
 * @param {{ radius?: number, height?: number, stand?: number }} [opts] stand: height of the stand
 */
export function waterTank(prims, x, z, m, { radius = 1.1, height = 2.2, stand = 0 } = {}) {
  if (stand > 0 && m.stand) {
    const s = radius * 0.85;
    for (const [sx, sz] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ])
      prims.push(
        makeBox(
          x + sx * s - 0.08,
          0,
          z + sz * s - 0.08,
          x + sx * s + 0.08,
          stand,
          z + sz * s + 0.08,
          m.stand,
        ),
      );
    prims.push(
      makeBox(x - s - 0.1, stand - 0.15, z - s - 0.1, x + s + 0.1, stand, z + s + 0.1, m.stand),
    );
  }
  // Ribs: alternating bands.
  const bands = 6;
  for (let i = 0; i < bands; i++) {
    const y0 = stand + (height * 0.9 * i) / bands;
    const y1 = stand + (height * 0.9 * (i + 1)) / bands;
    prims.push(makeCylinder(x, z, radius * (i % 2 ? 0.97 : 1), y0, y1, m.tank));
  }
  prims.push(
    makeEllipsoid(x, stand + height * 0.9, z, radius * 0.97, height * 0.12, radius * 0.97, m.tank),
  );
  prims.push(makeCylinder(x, z, 0.2, stand + height * 0.9, stand + height + 0.04, m.tank));
}

/**
 * A wooden power pole with a cross-arm, and the lines to the next pole.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {{ pole: Material, wire: Material }} m
 * @param {{ height?: number, next?: [number, number] }} [opts]
 */
export function powerPole(prims, x, z, m, { height = 9, next } = {}) {
  prims.push(makeCylinder(x, z, 0.13, -0.5, height, m.pole));
  prims.push(makeBox(x - 0.8, height - 0.45, z - 0.05, x + 0.8, height - 0.33, z + 0.05, m.pole));
  if (!next) return;
  for (const dx of [-0.7, 0, 0.7]) {
    const y = height - 0.3 + (dx === 0 ? 0.35 : 0);
    if (next[1] === z)
      prims.push(
        makeBox(
          Math.min(x, next[0]),
          y - 0.013,
          z + dx - 0.013,
          Math.max(x, next[0]),
          y + 0.013,
          z + dx + 0.013,
          m.wire,
          { structural: true },
        ),
      );
    else
      prims.push(
        makeBox(
          x + dx - 0.013,
          y - 0.013,
          Math.min(z, next[1]),
          x + dx + 0.013,
          y + 0.013,
          Math.max(z, next[1]),
          m.wire,
          { structural: true },
        ),
      );
  }
}

/**
 * Irradiance of open ground under the plan's sun and sky, for the far landscape of a 'land'
 * environment (so it matches the lit ground of the scene).
 * @param {{ elevation: number }} sun degrees
 * @param {number[]} sky the plan's outdoorLight.sky
 */
export function openGroundLight(sun, sky) {
  const k = Math.sin((sun.elevation * Math.PI) / 180);
  return SUN_RADIANCE.map((s, i) => s * k + sky[i]);
}

/**
 * Young maize in rows along an axis on ploughed soil, for the part of a field too far off to
 * model plant by plant: green rows and red soil between, the rows closing up with distance.
 * @param {{ axis: 'x' | 'z', spacing?: number, seed?: number, soil: Painter }} opts
 * @returns {Painter}
 */
export function maizeRows({ axis, spacing = 0.75, seed = 15, soil }) {
  const leaf = srgbHex('#5f7f32');
  const pale = srgbHex('#86963f');
  const tmp = [0, 0, 0];
  return (x, z, fine, out) => {
    soil(x, z, fine, out);
    const across = axis === 'x' ? z : x;
    const along = axis === 'x' ? x : z;
    const f = across / spacing - Math.floor(across / spacing);
    // Near, the green is a band over the row; far, the rows hide the soil between them.
    const band = 0.22 + 0.5 * (1 - fine);
    const d = Math.abs(f - 0.5) * 2;
    const gaps = valueNoise2(along * 2.5, Math.floor(across / spacing) * 7.3, seed);
    const t = smoothstep(band + 0.08, band - 0.05, d) * (gaps > 0.25 ? 1 : 0.4);
    mix(tmp, leaf, pale, fbm2(x / 5, z / 5, 2, seed + 1));
    scaleRgb(tmp, 0.8 + 0.35 * valueNoise2(x * 6, z * 6, seed + 2));
    mix(out, out, tmp, t);
  };
}

/**
 * Ploughed ridges: one long, low mound of soil per ridge, running along `axis`.
 * @param {Prim[]} prims
 * @param {{ axis: 'x' | 'z', from: number, to: number, start: number, end: number, spacing?: number, height?: number }} o
 *   from..to: the ridges' span along the axis; start..end: the strip across it they cover
 * @param {Material} soil
 * @param {Rng} rng
 */
export function ridges(prims, o, soil, rng) {
  const spacing = o.spacing ?? 0.9;
  const h = o.height ?? 0.12;
  const seg = 7;
  for (let c = o.start + spacing / 2; c < o.end; c += spacing) {
    // Overlapping segments of slightly different height, width and line: ploughing by hand or
    // by oxen is never quite straight.
    for (let a = o.from; a < o.to; a += seg / 2) {
      const len = Math.min(seg, o.to - a) / 2;
      const mid = a + len;
      const off = rng.range(-0.06, 0.06);
      const w = spacing * rng.range(0.36, 0.46);
      const hh = h * rng.range(0.75, 1.2);
      prims.push(
        o.axis === 'z'
          ? makeEllipsoid(c + off, 0, mid, w, hh, len, soil, { structural: true })
          : makeEllipsoid(mid, 0, c + off, len, hh, w, soil, { structural: true }),
      );
    }
  }
}

/**
 * A young maize plant: a stalk and a fan of long, narrow leaves, each leaf a single triangle.
 * @param {Prim[]} prims
 * @param {number} x @param {number} z
 * @param {Rng} rng
 * @param {{ stalk: Material, leaf: Material }} m
 * @param {{ height?: number, y?: number }} [opts]
 */
export function maizePlant(prims, x, z, rng, m, { height = 0.9, y = 0 } = {}) {
  const opts = { structural: true };
  prims.push(makeCylinder(x, z, 0.014, y - 0.02, y + height * 0.75, m.stalk, opts));
  const leaves = 5;
  const a0 = rng.range(0, Math.PI * 2);
  for (let i = 0; i < leaves; i++) {
    // Leaves alternate sides up the stalk, the lower ones longer and flatter.
    const a = a0 + (i % 2) * Math.PI + rng.range(-0.5, 0.5);
    const t = i / (leaves - 1);
    const base = y + height * (0.08 + 0.55 * t);
    const len = height * (0.75 - 0.35 * t) * rng.range(0.85, 1.1);
    const rise = rng.range(0.25, 0.75) + t * 0.4;
    const w = 0.035;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const out = len * Math.cos(Math.atan(rise));
    prims.push(
      makeTriangle(
        [x - sa * w, base, z + ca * w],
        [x + sa * w, base + 0.06, z - ca * w],
        [x + ca * out, base + len * Math.sin(Math.atan(rise)) - 0.05, z + sa * out],
        m.leaf,
        opts,
      ),
    );
  }
}

/**
 * @typedef {object} VehicleMaterials
 * @property {Material} body paintwork
 * @property {Material} glass dark windows
 * @property {Material} tyre
 * @property {Material} trim bumpers, grille, lamps' surrounds
 * @property {Material} [stripe] a matatu's livery band
 * @property {Material} [cargo] a truck's box body
 * @property {Material} [lamp] headlamps
 */

/**
 * A vehicle parked or on the road: a saloon car, a matatu (a 14-seat minibus) or a rigid
 * truck with a box body. The placer's origin is the middle of the vehicle on the ground, its
 * facing the way the front points.
 * @param {Placer} b
 * @param {'car' | 'matatu' | 'truck'} kind
 * @param {VehicleMaterials} m
 */
export function vehicle(b, kind, m) {
  /** @param {number} x @param {number} z @param {number} r @param {number} w */
  const wheel = (x, z, r, w) => {
    b.ellipsoid(x, r, z, w, r, r, m.tyre);
    b.ellipsoid(x + (x > 0 ? 0.02 : -0.02), r, z, w * 0.6, r * 0.55, r * 0.55, m.trim);
  };
  if (kind === 'car') {
    const W = 0.87;
    b.box(-W, 0.32, -2.2, W, 0.9, 2.2, m.body);
    b.box(-W + 0.08, 0.9, -1.25, W - 0.08, 1.42, 0.75, m.glass);
    b.box(-W + 0.1, 1.4, -1.15, W - 0.1, 1.46, 0.65, m.body);
    // Pillars between the windows.
    for (const z of [-1.22, -0.25, 0.72])
      b.box(-W + 0.07, 0.9, z - 0.04, W - 0.07, 1.42, z + 0.04, m.body);
    b.box(-W - 0.02, 0.3, 2.15, W + 0.02, 0.5, 2.25, m.trim);
    b.box(-W - 0.02, 0.3, -2.25, W + 0.02, 0.5, -2.15, m.trim);
    for (const sx of [-1, 1]) for (const z of [-1.35, 1.35]) wheel(sx * (W - 0.06), z, 0.31, 0.1);
    return;
  }
  if (kind === 'matatu') {
    const W = 0.85;
    b.box(-W, 0.35, -2.4, W, 2.05, 2.0, m.body);
    b.box(-W + 0.05, 1.0, 2.0, W - 0.05, 1.25, 2.45, m.body);
    b.box(-W + 0.06, 0.35, 2.0, W - 0.06, 1.0, 2.45, m.body);
    b.box(-W + 0.08, 1.2, 1.98, W - 0.08, 1.85, 2.3, m.glass);
    // Side windows in a band, and the livery stripe under them.
    b.box(-W - 0.01, 1.2, -2.2, W + 0.01, 1.8, 1.7, m.glass);
    for (let z = -1.6; z < 1.7; z += 0.85)
      b.box(-W - 0.015, 1.2, z - 0.04, W + 0.015, 1.8, z + 0.04, m.body);
    if (m.stripe) b.box(-W - 0.012, 0.75, -2.4, W + 0.012, 1.0, 2.0, m.stripe);
    b.box(-W - 0.02, 0.33, 2.4, W + 0.02, 0.55, 2.5, m.trim);
    for (const sx of [-1, 1]) for (const z of [-1.5, 1.4]) wheel(sx * (W - 0.05), z, 0.33, 0.11);
    return;
  }
  // Truck: a flat-fronted cab, chassis, a box body behind.
  const W = 1.2;
  b.box(-W, 0.75, 2.3, W, 2.75, 4.15, m.body);
  b.box(-W + 0.05, 2.75, 2.3, W - 0.05, 2.95, 3.9, m.body);
  // Windscreen, side windows and doors.
  b.box(-W + 0.1, 1.75, 4.15, W - 0.1, 2.6, 4.2, m.glass);
  for (const sx of [-1, 1]) {
    b.box(sx * W - 0.02, 1.75, 3.05, sx * W + 0.02, 2.55, 3.95, m.glass);
    b.box(sx * W - 0.025, 0.95, 2.45, sx * W + 0.025, 1.7, 2.5, m.trim);
    // Mirrors on arms.
    b.box(sx * (W + 0.22) - 0.05, 1.9, 4.0, sx * (W + 0.22) + 0.05, 2.4, 4.08, m.trim);
    b.box(sx * W, 2.3, 4.02, sx * (W + 0.2), 2.33, 4.05, m.trim);
    // Headlamps in the bumper.
    b.box(sx * (W - 0.35) - 0.16, 0.75, 4.16, sx * (W - 0.35) + 0.16, 0.9, 4.24, m.lamp ?? m.trim);
  }
  b.box(-0.7, 1.05, 4.15, 0.7, 1.55, 4.19, m.trim);
  b.box(-W - 0.02, 0.5, 4.1, W + 0.02, 0.75, 4.3, m.trim);
  b.box(-0.45, 0.45, -4.6, 0.45, 0.9, 2.3, m.trim);
  b.box(-W - 0.05, 1.0, -4.6, W + 0.05, 3.7, 2.15, m.cargo ?? m.body);
  b.box(-W - 0.06, 0.9, -4.6, W + 0.06, 1.0, 2.15, m.trim);
  // Rear doors' seams and bars.
  b.box(-0.015, 1.0, -4.62, 0.015, 3.6, -4.6, m.trim);
  for (const sx of [-1, 1])
    b.box(sx * 0.45 - 0.02, 1.05, -4.64, sx * 0.45 + 0.02, 3.55, -4.6, m.trim);
  for (const sx of [-1, 1]) {
    wheel(sx * (W - 0.15), 3.3, 0.5, 0.16);
    wheel(sx * (W - 0.15), -2.3, 0.5, 0.16);
    wheel(sx * (W - 0.5), -2.3, 0.5, 0.14);
    wheel(sx * (W - 0.15), -3.4, 0.5, 0.16);
    wheel(sx * (W - 0.5), -3.4, 0.5, 0.14);
    // Mudguards over the rear axles.
    b.box(sx * W - 0.2 * sx - 0.15, 1.0, -4.0, sx * W - 0.2 * sx + 0.15, 1.05, -1.7, m.trim);
  }
}
