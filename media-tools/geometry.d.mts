// Types for geometry.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
export const BOX: 0;
export const CYLINDER: 1;
export const ELLIPSOID: 2;
export interface Prim {
  kind: number;
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
  cx: number;
  cy: number;
  cz: number;
  rx: number;
  ry: number;
  rz: number;
  material: unknown;
  structural: boolean;
  castsShadow: boolean;
  id: number;
}
export interface Hit {
  t: number;
  prim: Prim | null;
  nx: number;
  ny: number;
  nz: number;
}
type PrimOptions = { structural?: boolean; castsShadow?: boolean };
export function makeBox(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  material: unknown,
  opts?: PrimOptions,
): Prim;
export function makeCylinder(
  cx: number,
  cz: number,
  r: number,
  y0: number,
  y1: number,
  material: unknown,
  opts?: PrimOptions,
): Prim;
export function makeEllipsoid(
  cx: number,
  cy: number,
  cz: number,
  rx: number,
  ry: number,
  rz: number,
  material: unknown,
  opts?: PrimOptions,
): Prim;
export function newHit(): Hit;
export function rayBox(
  origin: number[],
  dir: number[],
  box: { min: number[]; max: number[] },
): { t: number; normal: number[] } | null;
export class Bvh {
  constructor(prims: Prim[]);
  prims: Prim[];
  intersect(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin: number,
    hit: Hit,
  ): boolean;
  occluded(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin: number,
    tMax: number,
    scratch: Hit,
  ): boolean;
  near(px: number, py: number, pz: number, radius: number, out: Prim[]): number;
}
