// @ts-check
// The camera path of a walk-through video: a smooth curve through a plan's key points, walked
// at a speed that eases in and out, with the heading blended between the keys' headings.

import { lerp } from './vec.mjs';

export const EYE_HEIGHT = 1.6;
export const VIDEO_PITCH = -4;

/**
 * Smootherstep: zero velocity and acceleration at both ends, so the glide starts and stops gently.
 * @param {number} t
 */
export function easeInOut(t) {
  const x = Math.min(1, Math.max(0, t));
  return x * x * x * (x * (x * 6 - 15) + 10);
}

/**
 * Centripetal-free, uniform Catmull-Rom between p1 and p2 (p0 and p3 shape the tangents).
 * @param {number} p0 @param {number} p1 @param {number} p2 @param {number} p3
 * @param {number} t
 */
function catmullRom(p0, p1, p2, p3, t) {
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    0.5 *
    (2 * p1 +
      (-p0 + p2) * t +
      (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 +
      (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
  );
}

/**
 * Builds the path for a list of keys ({ at: [x, z], yaw }): returns a function of normalised
 * time (0..1) giving the camera for that moment, already eased.
 * @param {import('./scene.mjs').VideoKey[]} keys
 * @returns {(time: number) => import('./camera.mjs').PerspectiveCamera}
 */
export function cameraPath(keys) {
  if (keys.length < 2) throw new Error('a walk-through needs at least two key points');
  // Unwrap headings so the camera always turns the short way (170° to -170° is +20°).
  /** @type {import('./scene.mjs').VideoKey[]} */
  const unwrapped = [];
  for (const key of keys) {
    let yaw = key.yaw;
    const prev = unwrapped.at(-1);
    if (prev) while (yaw - prev.yaw > 180) yaw -= 360;
    if (prev) while (yaw - prev.yaw < -180) yaw += 360;
    unwrapped.push({ at: key.at, yaw });
  }
  /** @param {number} i */
  const k = (i) => unwrapped[Math.max(0, Math.min(unwrapped.length - 1, i))];
  /** @param {number} i @param {number} t */
  const segmentPoint = (i, t) =>
    [0, 1].map((c) => catmullRom(k(i - 1).at[c], k(i).at[c], k(i + 1).at[c], k(i + 2).at[c], t));
  /** @param {number} i @param {number} t */
  const segmentYaw = (i, t) => catmullRom(k(i - 1).yaw, k(i).yaw, k(i + 1).yaw, k(i + 2).yaw, t);

  // Tabulate arc length so the camera moves at the eased speed along the curve, not per segment.
  const STEPS = 200;
  /** @type {{ i: number, t: number, length: number }[]} arc length at each step of each segment */
  const samples = [];
  let total = 0;
  let prev = segmentPoint(0, 0);
  for (let i = 0; i < unwrapped.length - 1; i++) {
    for (let s = 0; s <= STEPS; s++) {
      const t = s / STEPS;
      const p = segmentPoint(i, t);
      total += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
      samples.push({ i, t, length: total });
      prev = p;
    }
  }

  return (time) => {
    const target = easeInOut(time) * total;
    let lo = 0;
    let hi = samples.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (samples[mid].length < target) lo = mid + 1;
      else hi = mid;
    }
    const b = samples[lo];
    const a = samples[Math.max(0, lo - 1)];
    const f = b.length > a.length ? (target - a.length) / (b.length - a.length) : 0;
    const i = a.i === b.i ? a.i : b.i;
    const t = a.i === b.i ? lerp(a.t, b.t, f) : b.t;
    const [x, z] = segmentPoint(i, t);
    return {
      type: 'perspective',
      position: [x, EYE_HEIGHT, z],
      yaw: segmentYaw(i, t),
      pitch: VIDEO_PITCH,
      hfov: 72,
    };
  };
}
