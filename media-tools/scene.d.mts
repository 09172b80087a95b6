// Types for scene.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
// Only the fields those callers use are spelled out; the .mjs files document the rest.
import type { Bvh, Prim } from './geometry.mjs';

export type Side = 'N' | 'E' | 'S' | 'W';
export interface RoomSpec {
  id: string;
  name: string;
  rect: [number, number, number, number];
  [key: string]: unknown;
}
export interface DoorSpec {
  rooms: [string, string];
  at: number;
  width: number;
  height?: number;
  [key: string]: unknown;
}
export interface Plan {
  slug: string;
  height: number;
  rooms: RoomSpec[];
  doors: DoorSpec[];
  [key: string]: unknown;
}
export interface Room {
  id: string;
  name: string;
  x0: number;
  z0: number;
  x1: number;
  z1: number;
  height: number;
  outdoor: boolean;
  covered: boolean;
  spec: RoomSpec;
}
export interface Scene {
  plan: Plan;
  rooms: Room[];
  prims: Prim[];
  bvh: Bvh;
  wall: number;
  sunDir: [number, number, number];
}
export interface SideFrame {
  along: 'x' | 'z';
  line: number;
  inner: number;
  into: number;
  from: number;
  to: number;
}
export const SUN_RADIANCE: [number, number, number];
export function buildScene(plan: Plan): Scene;
export function roomAt(scene: Scene, x: number, z: number): Room | null;
export function interiorOf(
  spec: RoomSpec,
  wall: number,
): { x0: number; z0: number; x1: number; z1: number };
export function sideFrame(spec: RoomSpec, side: Side, wall: number): SideFrame;
export function sharedSide(a: RoomSpec, b: RoomSpec): Side;
