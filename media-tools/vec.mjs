// @ts-check
// Small 3-vector and scalar helpers.
//
// Vectors are plain [x, y, z] arrays. They are used where clarity matters more than speed
// (building scenes, setting up cameras, lighting set-up). The per-ray hot path in tracer.mjs
// works on scalars instead, because allocating an array per ray would dominate render time.
//
// World convention used everywhere: metres, y up, x east, z north. A heading ("yaw") of 0 looks
// along +z and positive yaw turns right (towards +x), so yaw = 90° looks along +x.

/** @typedef {[number, number, number]} Vec3 */

export const DEG = Math.PI / 180;

/** @returns {Vec3} */
export const vec3 = (x = 0, y = 0, z = 0) => [x, y, z];
/** @param {Vec3} a @param {Vec3} b @returns {Vec3} */
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** @param {Vec3} a @param {Vec3} b @returns {Vec3} */
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
/** @param {Vec3} a @param {number} s @returns {Vec3} */
export const scale = (a, s) => [a[0] * s, a[1] * s, a[2] * s];
/** @param {Vec3} a @param {Vec3} b @returns {Vec3} */
export const mul = (a, b) => [a[0] * b[0], a[1] * b[1], a[2] * b[2]];
/** @param {Vec3} a @param {Vec3} b */
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** @param {Vec3} a @param {Vec3} b @returns {Vec3} */
export const cross = (a, b) => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** @param {Vec3} a */
export const length = (a) => Math.hypot(a[0], a[1], a[2]);
/** @param {Vec3} a @returns {Vec3} */
export const normalize = (a) => {
  const l = length(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
/** @param {Vec3} a @param {Vec3} b @param {number} t @returns {Vec3} */
export const lerp3 = (a, b, t) => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** @param {number} x */
export const clamp = (x, lo = 0, hi = 1) => (x < lo ? lo : x > hi ? hi : x);
/** @param {number} a @param {number} b @param {number} t */
export const lerp = (a, b, t) => a + (b - a) * t;
/** @param {number} e0 @param {number} e1 @param {number} x */
export const smoothstep = (e0, e1, x) => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** Wraps an angle in degrees into (-180, 180]. @param {number} deg */
export function wrapDegrees(deg) {
  let d = deg % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return d;
}

/**
 * Unit direction for a heading and elevation (both radians), in the convention above.
 * @param {number} yaw
 * @param {number} pitch
 * @returns {Vec3}
 */
export function directionFromYawPitch(yaw, pitch) {
  const c = Math.cos(pitch);
  return [Math.sin(yaw) * c, Math.sin(pitch), Math.cos(yaw) * c];
}

/** Inverse of directionFromYawPitch, in radians. @param {Vec3} d */
export function yawPitchOf(d) {
  return { yaw: Math.atan2(d[0], d[2]), pitch: Math.atan2(d[1], Math.hypot(d[0], d[2])) };
}

/**
 * An sRGB hex colour ("#d9cbb4") as linear-light RGB, because lighting must be summed in linear
 * space and only converted back to sRGB at the very end.
 * @param {string} hex
 * @returns {Vec3}
 */
export function srgbHex(hex) {
  const n = parseInt(hex.replace('#', ''), 16);
  return [srgbToLinear((n >> 16) & 255), srgbToLinear((n >> 8) & 255), srgbToLinear(n & 255)];
}

/** @param {number} byte */
function srgbToLinear(byte) {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** Linear [0,1] to an sRGB byte. @param {number} c */
export function linearToSrgbByte(c) {
  const v = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  return Math.round(clamp(v) * 255);
}
