// Types for camera.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
export type Vec3 = [number, number, number];
export interface PerspectiveCamera {
  type: 'perspective';
  position: Vec3;
  yaw: number;
  pitch: number;
  hfov: number;
}
export interface EquirectCamera {
  type: 'equirect';
  position: Vec3;
  yaw: number;
}
export type RayFn = (px: number, py: number, out: number[]) => number[];
export function cameraBasis(cam: PerspectiveCamera): { forward: Vec3; right: Vec3; up: Vec3 };
export function perspectiveRays(cam: PerspectiveCamera, width: number, height: number): RayFn;
export function projectPerspective(
  cam: PerspectiveCamera,
  point: Vec3,
  width: number,
  height: number,
): { x: number; y: number } | null;
export function equirectRays(cam: EquirectCamera, width: number, height: number): RayFn;
export function equirectDirection(
  cam: EquirectCamera,
  px: number,
  py: number,
  width: number,
  height: number,
): number[];
export function panoramaAngles(cam: EquirectCamera, point: Vec3): { yaw: number; pitch: number };
export function projectEquirect(
  cam: EquirectCamera,
  point: Vec3,
  width: number,
  height: number,
): { x: number; y: number };
export function cameraForward(cam: PerspectiveCamera): Vec3;
export function raysForView(
  view: PerspectiveCamera | EquirectCamera,
  width: number,
  height: number,
): RayFn;
