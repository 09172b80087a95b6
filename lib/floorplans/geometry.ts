import type { FloorPlan, Panorama, PlanRoom, Point, Rect } from './schema';

/**
 * Pure measures of a floor plan: room sizes, the total, feet, the drawing's frame and the
 * direction the tour looks. Rectangles are on wall centre lines, so a room's inside is its
 * rectangle less half a wall on each side.
 */

export const SQ_FT_PER_SQ_M = 10.7639;
const FEET_PER_METRE = 1 / 0.3048;

export interface RoomSize {
  /** Inside, east to west and south to north, in metres. */
  width: number;
  depth: number;
  /** Floor area inside the walls, m². */
  area: number;
}

export function roomSize(rect: Rect, wall: number): RoomSize {
  const [x0, z0, x1, z1] = rect;
  const width = x1 - x0 - wall;
  const depth = z1 - z0 - wall;
  return { width, depth, area: width * depth };
}

/** The internal floor area of the home: every room indoors, on every storey, in m². */
export function totalInternalArea(plan: FloorPlan): number {
  let total = 0;
  for (const storey of plan.storeys)
    for (const room of storey.rooms)
      if (room.kind !== 'outdoor') total += roomSize(room.rect, plan.wall).area;
  return total;
}

export function countRooms(plan: FloorPlan, kind: PlanRoom['kind']): number {
  return plan.storeys.reduce((n, s) => n + s.rooms.filter((r) => r.kind === kind).length, 0);
}

/** Metres as feet and inches, to the nearest inch: 4.25 → { feet: 13, inches: 11 }. */
export function feetAndInches(metres: number): { feet: number; inches: number } {
  const inches = Math.round(metres * FEET_PER_METRE * 12);
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

export function squareFeet(squareMetres: number): number {
  return Math.round(squareMetres * SQ_FT_PER_SQ_M);
}

/** One decimal, as a plan prints it: 4.25 → '4.3' (half away from zero, in the shown digit). */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10 + 1e-9) / 10).toFixed(1);
}

export interface Frame {
  minX: number;
  minZ: number;
  width: number;
  height: number;
}

/**
 * The drawing's frame in metres: every storey of the plan shares it, so a room stays where it
 * is when the visitor switches storeys. `margin` leaves room for the walls and the words outside
 * them (the entrance).
 */
export function planFrame(plan: FloorPlan, margin = 0.8): Frame {
  let minX = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxZ = -Infinity;
  for (const storey of plan.storeys)
    for (const { rect } of [...storey.rooms, ...storey.stairs]) {
      minX = Math.min(minX, rect[0]);
      minZ = Math.min(minZ, rect[1]);
      maxX = Math.max(maxX, rect[2]);
      maxZ = Math.max(maxZ, rect[3]);
    }
  return {
    minX: minX - margin,
    minZ: minZ - margin,
    width: maxX - minX + 2 * margin,
    height: maxZ - minZ + 2 * margin,
  };
}

/** A plan point in the drawing's coordinates: x to the right, north up (SVG's y runs down). */
export function toDrawing(frame: Frame, [x, z]: Point): [number, number] {
  return [round2(x - frame.minX), round2(frame.minZ + frame.height - z)];
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The compass heading (degrees, 0 north, clockwise, in [0, 360)) the tour's view faces: the
 * panorama's centre column faces `heading`, and the viewer's yaw turns right from it.
 */
export function viewHeading(panorama: Pick<Panorama, 'heading'>, yawDegrees: number): number {
  const h = (panorama.heading + yawDegrees) % 360;
  return h < 0 ? h + 360 : h === 0 ? 0 : h;
}

/** The panorama of a room, if the tour has one there. */
export function panoramaOf(plan: FloorPlan, roomId: string): Panorama | undefined {
  return plan.panoramas.find((p) => p.room === roomId);
}

/** The middle of a room's rectangle, where its label goes. */
export function centreOf([x0, z0, x1, z1]: Rect): Point {
  return [(x0 + x1) / 2, (z0 + z1) / 2];
}
