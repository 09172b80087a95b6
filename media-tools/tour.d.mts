// Types for tour.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
import type { EquirectCamera } from './camera.mjs';
import type { DoorSpec, Plan, Scene } from './scene.mjs';
export interface TourLink {
  to: string;
  yaw: number;
  pitch: number;
}
export interface TourRoom {
  id: string;
  name: string;
  panorama: string;
  thumbnail: string;
  links: TourLink[];
}
export function panoramaCamera(
  scene: Scene,
  entry: { room: string; yaw?: number; at?: [number, number] },
): EquirectCamera;
export function doorPoint(
  plan: Plan,
  door: DoorSpec,
  y: number,
  wall?: number,
): [number, number, number];
export function buildTour(scene: Scene, slug: string): { rooms: TourRoom[] };
export function checkTour(rooms: { id: string; links: { to: string }[] }[], slug?: string): void;
