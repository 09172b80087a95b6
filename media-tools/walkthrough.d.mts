// Types for walkthrough.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
import type { PerspectiveCamera } from './camera.mjs';
export const EYE_HEIGHT: number;
export const VIDEO_PITCH: number;
export function easeInOut(t: number): number;
export function cameraPath(
  keys: { at: [number, number]; yaw: number }[],
): (time: number) => PerspectiveCamera;
