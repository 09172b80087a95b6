import { centreOf, oneDecimal, roomSize, round2, toDrawing, type Frame } from './geometry';
import type { PlanRoom, Point, Rect, Storey } from './schema';

/**
 * A storey as the SVG draws it, in the drawing's coordinates (metres, north up): the walls as
 * one path, each opening as a cut with its symbol, stairs, and where each room's words go. Pure
 * and small, so the page carries a few paths, not a shape per wall.
 */

/** Average advance of a character, as a share of the font size (the site's sans, bold). */
const CHAR_WIDTH = 0.58;
/** Label sizes, metres on the plan: tried largest first. */
const LABEL_SIZES = [0.34, 0.28, 0.22];

const f = (v: number) => String(round2(v));

/**
 * One straight line as path data, its ends in a fixed order and as H or V where it runs along an
 * axis: the walls two rooms share come out the same (and are drawn once), and short.
 */
function line(frame: Frame, a: Point, b: Point): string {
  let [x0, y0] = toDrawing(frame, a);
  let [x1, y1] = toDrawing(frame, b);
  if (x1 < x0 || (x1 === x0 && y1 < y0)) [x0, y0, x1, y1] = [x1, y1, x0, y0];
  if (y0 === y1) return `M${f(x0)} ${f(y0)}H${f(x1)}`;
  if (x0 === x1) return `M${f(x0)} ${f(y0)}V${f(y1)}`;
  return `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
}

function corners([x0, z0, x1, z1]: Rect): Record<'N' | 'E' | 'S' | 'W', [Point, Point]> {
  return {
    N: [
      [x0, z1],
      [x1, z1],
    ],
    E: [
      [x1, z0],
      [x1, z1],
    ],
    S: [
      [x0, z0],
      [x1, z0],
    ],
    W: [
      [x0, z0],
      [x0, z1],
    ],
  };
}

/** Every wall of the storey, one path: each room's sides but its open ones. */
export function wallsPath(frame: Frame, storey: Storey): string {
  const seen = new Set<string>();
  let d = '';
  for (const room of storey.rooms) {
    const sides = corners(room.rect);
    for (const side of ['N', 'E', 'S', 'W'] as const) {
      if (room.open?.includes(side)) continue;
      const piece = line(frame, ...sides[side]);
      if (seen.has(piece)) continue;
      seen.add(piece);
      d += piece;
    }
  }
  return d;
}

/** The unit vector from a wall segment into a room (+x east, +z north), plan coordinates. */
function into(from: Point, to: Point, rect: Rect): Point {
  const [cx, cz] = centreOf(rect);
  if (Math.abs(from[1] - to[1]) < 1e-6) return [0, cz > from[1] ? 1 : -1];
  return [cx > from[0] ? 1 : -1, 0];
}

export interface Openings {
  /** Segments cut out of the walls (drawn in the paper's colour over them). */
  cuts: string;
  /** Door leaves and their swings, sliders' panels, windows' glazing lines. */
  symbols: string;
}

/**
 * Doors, windows and the entrance. A door's leaf is hinged at its west or south end and swings
 * into the second room it names, a quarter circle; an opening is a plain gap; a slider two
 * panels; a window three thin lines across the wall's thickness.
 */
export function openingsOf(frame: Frame, storey: Storey, wall: number): Openings {
  const rooms = new Map(storey.rooms.map((r) => [r.id, r]));
  let cuts = '';
  let symbols = '';
  const scale = (p: Point, v: Point, k: number): Point => [p[0] + v[0] * k, p[1] + v[1] * k];
  for (const door of storey.doors) {
    cuts += line(frame, door.from, door.to);
    const target = rooms.get(door.rooms[1]);
    if (!target || door.kind === 'opening') continue;
    const v = into(door.from, door.to, target.rect);
    if (door.kind === 'slider') {
      symbols += line(frame, scale(door.from, v, wall / 4), scale(door.to, v, wall / 4));
      symbols += line(frame, scale(door.from, v, -wall / 4), scale(door.to, v, -wall / 4));
      continue;
    }
    const width = Math.hypot(door.to[0] - door.from[0], door.to[1] - door.from[1]);
    const tip = scale(door.from, v, width);
    const [tx, ty] = toDrawing(frame, tip);
    const [ex, ey] = toDrawing(frame, door.to);
    // The swing: from the open leaf's tip back to the closed position, round the hinge.
    const [hx, hy] = toDrawing(frame, door.from);
    const sweep = (tx - hx) * (ey - hy) - (ty - hy) * (ex - hx) > 0 ? 1 : 0;
    symbols += line(frame, door.from, tip);
    symbols += `M${f(tx)} ${f(ty)}A${f(width)} ${f(width)} 0 0 ${sweep} ${f(ex)} ${f(ey)}`;
  }
  for (const w of storey.windows) {
    cuts += line(frame, w.from, w.to);
    const room = rooms.get(w.room);
    if (!room) continue;
    const v = into(w.from, w.to, room.rect);
    for (const k of [-wall / 2, 0, wall / 2])
      symbols += line(frame, scale(w.from, v, k), scale(w.to, v, k));
  }
  if (storey.entrance) cuts += line(frame, storey.entrance.from, storey.entrance.to);
  return { cuts, symbols };
}

/** A flight of stairs: its outline, a tread every 28 cm, and the way up as an arrow. */
export function stairsPath(
  frame: Frame,
  stairs: Storey['stairs'][number],
): { treads: string; arrow: string; label: [number, number] } {
  const [x0, z0, x1, z1] = stairs.rect;
  let treads = line(frame, [x0, z0], [x1, z0]) + line(frame, [x1, z0], [x1, z1]);
  treads += line(frame, [x1, z1], [x0, z1]) + line(frame, [x0, z1], [x0, z0]);
  const alongZ = stairs.up === 'N' || stairs.up === 'S';
  const [a0, a1] = alongZ ? [z0, z1] : [x0, x1];
  for (let a = a0 + 0.28; a < a1 - 0.05; a += 0.28)
    treads += alongZ ? line(frame, [x0, a], [x1, a]) : line(frame, [a, z0], [a, z1]);
  const mid: Point = [(x0 + x1) / 2, (z0 + z1) / 2];
  const start: Point = {
    N: [mid[0], z0 + 0.2],
    S: [mid[0], z1 - 0.2],
    E: [x0 + 0.2, mid[1]],
    W: [x1 - 0.2, mid[1]],
  }[stairs.up] as Point;
  const end: Point = {
    N: [mid[0], z1 - 0.2],
    S: [mid[0], z0 + 0.2],
    E: [x1 - 0.2, mid[1]],
    W: [x0 + 0.2, mid[1]],
  }[stairs.up] as Point;
  const [ex, ey] = toDrawing(frame, end);
  const [sx, sy] = toDrawing(frame, start);
  const len = Math.hypot(ex - sx, ey - sy) || 1;
  const [ux, uy] = [(ex - sx) / len, (ey - sy) / len];
  const head = 0.25;
  const arrow =
    `M${f(sx)} ${f(sy)}L${f(ex)} ${f(ey)}` +
    `M${f(ex - ux * head - uy * head)} ${f(ey - uy * head + ux * head)}L${f(ex)} ${f(ey)}L${f(ex - ux * head + uy * head)} ${f(ey - uy * head - ux * head)}`;
  return { treads, arrow, label: toDrawing(frame, start) };
}

export interface RoomLabel {
  /** Where the first line's middle sits. */
  x: number;
  y: number;
  size: number;
  /** From one line to the next. */
  leading: number;
  /** The dimensions' smaller size. */
  dimsSize: number;
  lines: string[];
  /** The inside dimensions, '4.3 × 5.9 m', or none when the room is too small to hold it. */
  dims?: string;
}

/** A label's line spacing and its dimensions' size, rounded: they are written into the page. */
const spacing = (size: number) => ({
  leading: Math.round(size * 1200) / 1000,
  dimsSize: Math.round(size * 850) / 1000,
});

/** Words wrapped to `max` characters a line (a word longer than that keeps its own line). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Where a room's name and size go: in its middle, wrapped to its width, at the largest size
 * that fits (its dimensions dropped in a room too small for them).
 */
export function roomLabel(
  frame: Frame,
  room: PlanRoom,
  name: string,
  wall: number,
  stairs: readonly Storey['stairs'][number][] = [],
): RoomLabel {
  const size0 = roomSize(room.rect, wall);
  const dims = `${oneDecimal(size0.width)} × ${oneDecimal(size0.depth)} m`;
  // The words go in the widest part of the room the stairs leave free.
  const free = freePart(room.rect, stairs);
  const { width, depth } = roomSize(free, wall);
  const [cx, cy] = toDrawing(frame, centreOf(free));
  // Clear of the door swings along the walls, as far as the room allows.
  const usable = width - 2 * Math.min(0.5, width * 0.15);
  const fits = (size: number, lines: string[], extra: number) =>
    Math.max(...lines.map((l) => l.length), extra) * size * CHAR_WIDTH <= usable &&
    (lines.length + (extra ? 1 : 0)) * size * 1.2 <= depth - 0.15;
  for (const withDims of [true, false])
    for (const size of LABEL_SIZES) {
      const lines = wrapWords(name, Math.max(1, Math.floor(usable / (size * CHAR_WIDTH))));
      if (!fits(size, lines, withDims ? dims.length : 0)) continue;
      const count = lines.length + (withDims ? 1 : 0);
      return {
        x: cx,
        y: round2(cy - ((count - 1) * size * 1.2) / 2 + size * 0.35),
        size,
        ...spacing(size),
        lines,
        ...(withDims ? { dims } : {}),
      };
    }
  const size = LABEL_SIZES.at(-1) ?? 0.22;
  const lines = wrapWords(name, Math.max(1, Math.floor((width - 0.1) / (size * CHAR_WIDTH))));
  return {
    x: cx,
    y: round2(cy - ((lines.length - 1) * size * 1.2) / 2 + size * 0.35),
    size,
    ...spacing(size),
    lines,
  };
}

/**
 * The part of a room beside a flight of stairs inside it (the whole room when none is): the
 * squarest of the strips west, east, south and north of the flight.
 */
export function freePart(rect: Rect, stairs: readonly Storey['stairs'][number][]): Rect {
  const [x0, z0, x1, z1] = rect;
  const inside = stairs.find(
    (s) =>
      s.rect[0] >= x0 - 1e-6 &&
      s.rect[2] <= x1 + 1e-6 &&
      s.rect[1] >= z0 - 1e-6 &&
      s.rect[3] <= z1 + 1e-6,
  );
  if (!inside) return rect;
  const [sx0, sz0, sx1, sz1] = inside.rect;
  const strips: Rect[] = [
    [x0, z0, sx0, z1],
    [sx1, z0, x1, z1],
    [x0, z0, x1, sz0],
    [x0, sz1, x1, z1],
  ];
  // The squarest strip holds a label best: its narrow side is the widest.
  const narrow = ([a, b, c, d]: Rect) => Math.min(c - a, d - b);
  return strips.reduce((best, s) => (narrow(s) > narrow(best) ? s : best));
}

/** A room's rectangle in drawing coordinates, for its fill and its tap target. */
export function roomBox(
  frame: Frame,
  rect: Rect,
): { x: number; y: number; width: number; height: number } {
  const [x0, y1] = toDrawing(frame, [rect[0], rect[1]]);
  const [x1, y0] = toDrawing(frame, [rect[2], rect[3]]);
  return { x: x0, y: y0, width: round2(x1 - x0), height: round2(y1 - y0) };
}

/**
 * The 'you are here' wedge: from the camera, `spread` degrees wide round the view's heading
 * (0 north, clockwise), `radius` long; drawing coordinates.
 */
export function viewWedge(
  centre: [number, number],
  heading: number,
  radius: number,
  spread = 70,
): string {
  const [cx, cy] = centre;
  const at = (deg: number): [number, number] => {
    const r = (deg * Math.PI) / 180;
    return [cx + radius * Math.sin(r), cy - radius * Math.cos(r)];
  };
  const [ax, ay] = at(heading - spread / 2);
  const [bx, by] = at(heading + spread / 2);
  return `M${f(cx)} ${f(cy)}L${f(ax)} ${f(ay)}A${f(radius)} ${f(radius)} 0 0 1 ${f(bx)} ${f(by)}Z`;
}
