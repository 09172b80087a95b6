// @ts-check
// Camera projections: pixel -> ray direction for ordinary photos (perspective) and for 360°
// panoramas (equirectangular), the inverse projection for tests and checks, and the yaw/pitch
// of a point as seen from a panorama (used for the tour hotspots).
//
// Conventions (see vec.mjs): y up, yaw 0 looks along +z, positive yaw turns right. Pixel
// coordinates are continuous: the pixel in column i spans [i, i + 1), its centre is i + 0.5.

import { DEG, cross, directionFromYawPitch, dot, normalize, sub, wrapDegrees } from './vec.mjs';

/** @typedef {import('./vec.mjs').Vec3} Vec3 */

/**
 * @typedef {object} PerspectiveCamera
 * @property {'perspective'} type
 * @property {Vec3} position
 * @property {number} yaw degrees
 * @property {number} pitch degrees, negative looks down
 * @property {number} hfov horizontal field of view, degrees
 * @property {number} [shift] vertical lens shift, as a share of half the image height (0.3
 *   moves the picture up by 15% of its height): with pitch 0 it frames a tall building from
 *   the street and keeps its upright edges upright, as an architect's shift lens does
 */

/**
 * @typedef {object} EquirectCamera
 * @property {'equirect'} type
 * @property {Vec3} position
 * @property {number} yaw heading (degrees) shown in the panorama's centre column
 */

/** @typedef {PerspectiveCamera | EquirectCamera} View what a worker is asked to render */

/**
 * @callback RayFn maps a pixel position to a unit ray direction
 * @param {number} px
 * @param {number} py
 * @param {number[]} out written and returned
 * @returns {number[]}
 */

/**
 * Orthonormal basis of a perspective camera; `right` stays horizontal so there is no roll.
 * @param {PerspectiveCamera} cam
 * @returns {{ forward: Vec3, right: Vec3, up: Vec3 }}
 */
export function cameraBasis(cam) {
  const yaw = cam.yaw * DEG;
  const forward = directionFromYawPitch(yaw, cam.pitch * DEG);
  /** @type {Vec3} */
  const right = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const up = cross(forward, right);
  return { forward, right, up };
}

/**
 * Returns a function mapping a pixel position to a unit ray direction, for a width x height
 * image. Built once per image so the per-pixel work is a few multiply-adds.
 * @param {PerspectiveCamera} cam
 * @param {number} width
 * @param {number} height
 * @returns {RayFn}
 */
export function perspectiveRays(cam, width, height) {
  const { forward: f, right: r, up: u } = cameraBasis(cam);
  const tanX = Math.tan((cam.hfov * DEG) / 2);
  const tanY = (tanX * height) / width;
  const shift = (cam.shift ?? 0) * tanY;
  return (px, py, out) => {
    const sx = ((2 * px) / width - 1) * tanX;
    const sy = (1 - (2 * py) / height) * tanY + shift;
    const x = f[0] + sx * r[0] + sy * u[0];
    const y = f[1] + sx * r[1] + sy * u[1];
    const z = f[2] + sx * r[2] + sy * u[2];
    const len = Math.sqrt(x * x + y * y + z * z);
    out[0] = x / len;
    out[1] = y / len;
    out[2] = z / len;
    return out;
  };
}

/**
 * Where a world point lands in a perspective image, or null if it is behind the camera.
 * @param {PerspectiveCamera} cam
 * @param {Vec3} point
 * @param {number} width
 * @param {number} height
 * @returns {{ x: number, y: number } | null}
 */
export function projectPerspective(cam, point, width, height) {
  const { forward, right, up } = cameraBasis(cam);
  const v = sub(point, cam.position);
  const z = dot(v, forward);
  if (z <= 0) return null;
  const tanX = Math.tan((cam.hfov * DEG) / 2);
  const tanY = (tanX * height) / width;
  return {
    x: ((dot(v, right) / z / tanX + 1) * width) / 2,
    y: ((1 - dot(v, up) / z / tanY + (cam.shift ?? 0)) * height) / 2,
  };
}

/**
 * Equirectangular mapping: longitude -180°..180° left to right (relative to the camera yaw),
 * latitude 90°..-90° top to bottom.
 * @param {EquirectCamera} cam
 * @param {number} width
 * @param {number} height
 * @returns {RayFn}
 */
export function equirectRays(cam, width, height) {
  const heading = cam.yaw * DEG;
  return (px, py, out) => {
    const lon = (px / width) * 2 * Math.PI - Math.PI;
    const lat = Math.PI / 2 - (py / height) * Math.PI;
    const yaw = heading + lon;
    const c = Math.cos(lat);
    out[0] = Math.sin(yaw) * c;
    out[1] = Math.sin(lat);
    out[2] = Math.cos(yaw) * c;
    return out;
  };
}

/**
 * Single-pixel version of equirectRays, convenient for tests.
 * @param {EquirectCamera} cam
 * @param {number} px
 * @param {number} py
 * @param {number} width
 * @param {number} height
 */
export function equirectDirection(cam, px, py, width, height) {
  return equirectRays(cam, width, height)(px, py, [0, 0, 0]);
}

/**
 * Yaw and pitch (degrees) of a world point as seen from a panorama camera: yaw 0 is the
 * panorama's centre column, positive to the right, in (-180, 180]; pitch 0 is the horizon,
 * positive up. This is how tour hotspots are placed on doorways.
 * @param {EquirectCamera} cam
 * @param {Vec3} point
 */
export function panoramaAngles(cam, point) {
  const v = sub(point, cam.position);
  const yaw = Math.atan2(v[0], v[2]) / DEG;
  const pitch = Math.atan2(v[1], Math.hypot(v[0], v[2])) / DEG;
  return { yaw: wrapDegrees(yaw - cam.yaw), pitch };
}

/**
 * Pixel position of a world point in an equirectangular image (inverse of equirectRays).
 * @param {EquirectCamera} cam
 * @param {Vec3} point
 * @param {number} width
 * @param {number} height
 */
export function projectEquirect(cam, point, width, height) {
  const { yaw, pitch } = panoramaAngles(cam, point);
  return { x: ((yaw + 180) / 360) * width, y: ((90 - pitch) / 180) * height };
}

/**
 * Unit direction of a perspective camera's optical axis (handy for tests).
 * @param {PerspectiveCamera} cam
 */
export const cameraForward = (cam) => normalize(cameraBasis(cam).forward);

/**
 * Ray generator for a serialisable view description (what the main thread sends to workers).
 * @param {View} view
 * @param {number} width
 * @param {number} height
 */
export function raysForView(view, width, height) {
  return view.type === 'equirect'
    ? equirectRays(view, width, height)
    : perspectiveRays(view, width, height);
}
