// @ts-check
// The whole-home floor plan of a listing, as data/floorplans.json holds it: each storey's rooms
// (rectangles on wall centre lines), doors, windows and stairs, and where each 360° panorama
// was taken and which way its centre column faces.
//
// The ground storey is the plan's own `rooms` and `doors`: the very rooms the photos and
// panoramas are rendered from, so the plan and the tour agree by construction. Storeys above
// it (`floorPlan.upper`) are drawn only: no panorama can see them through a ceiling, so they
// need no scene. The site reads the JSON and never this code.

import { SW_ROOM_NAMES } from './tour.mjs';
import { sharedSide } from './scene.mjs';

/** @typedef {import('./scene.mjs').Plan} Plan */
/** @typedef {import('./scene.mjs').Side} Side */
/** @typedef {[number, number]} Point x, z in metres */

/**
 * @typedef {object} PlanRoomSpec a room drawn on the plan only (a storey above the ground)
 * @property {string} id
 * @property {string} name
 * @property {[number, number, number, number]} rect x0, z0, x1, z1 of the wall centre lines
 * @property {{ side: Side, at: number, width: number }[]} [windows]
 * @property {boolean} [outdoor]
 * @property {Side[]} [open] sides with no wall
 */

/**
 * @typedef {object} StairSpec a flight of stairs, drawn as treads
 * @property {[number, number, number, number]} rect
 * @property {Side} up the direction a person walks going up
 */

/**
 * @typedef {object} UpperStorey a storey above the ground, drawn on the plan only
 * @property {string} id
 * @property {string} name
 * @property {PlanRoomSpec[]} rooms
 * @property {{ rooms: [string, string], at: number, width: number, kind?: 'door' | 'opening' | 'slider' }[]} doors
 * @property {StairSpec[]} [stairs]
 */

/**
 * @typedef {object} FloorPlanSpec what a plan adds to make the whole home
 * @property {string} [ground] the ground storey's name (default 'Ground floor'); an apartment on
 *   one level names it 'Apartment' or leaves it
 * @property {{ room: string, side: Side, at: number, width: number }} [entrance] the front door:
 *   drawn on the plan, not modelled (nothing in a panorama looks through it)
 * @property {StairSpec[]} [stairs] on the ground storey
 * @property {UpperStorey[]} [upper]
 */

/** Storey names in Swahili, in the words of docs/glossary.md. */
const SW_STOREY_NAMES = /** @type {Readonly<Record<string, string>>} */ ({
  'Ground floor': 'Ghorofa ya chini',
  Apartment: 'Fleti',
  'First floor': 'Ghorofa ya kwanza',
  'Upper floor': 'Ghorofa ya juu',
});

/**
 * A room's or storey's Swahili name; "Bedroom 2" is "Chumba cha kulala 2". Stops, naming the
 * listing and the room, when a name has no Swahili yet.
 * @param {Readonly<Record<string, string>>} names
 * @param {string} name
 * @param {string} where
 */
function swName(names, name, where) {
  const numbered = /^(.*) (\d+)$/.exec(name);
  const base = numbered ? numbered[1] : name;
  const sw = Object.hasOwn(names, base) ? names[base] : undefined;
  if (!sw)
    throw new Error(
      `${where} ("${name}") has no Swahili name; add "${base}" to the names in media-tools/floorplan.mjs or tour.mjs (docs/glossary.md)`,
    );
  return numbered ? `${sw} ${numbered[2]}` : sw;
}

/**
 * What a room counts as on a listing: its id says so ("main-bedroom", "bathroom-2").
 * @param {{ id: string, outdoor?: boolean }} room
 * @returns {'bedroom' | 'bathroom' | 'outdoor' | 'room'}
 */
export function roomKind(room) {
  if (room.outdoor) return 'outdoor';
  if (/(^|-)bedroom(-|$)/.test(room.id)) return 'bedroom';
  if (/(^|-)bathroom(-|$)/.test(room.id)) return 'bathroom';
  return 'room';
}

const r2 = (/** @type {number} */ v) => Math.round(v * 100) / 100;
const point = (/** @type {number} */ x, /** @type {number} */ z) =>
  /** @type {Point} */ ([r2(x), r2(z)]);

/**
 * The two ends of an opening `width` wide centred at `at` on one side of a room.
 * @param {[number, number, number, number]} rect
 * @param {Side} side
 * @param {number} at
 * @param {number} width
 * @returns {[Point, Point]}
 */
export function openingSegment(rect, side, at, width) {
  const [x0, z0, x1, z1] = rect;
  const h = width / 2;
  if (side === 'N') return [point(at - h, z1), point(at + h, z1)];
  if (side === 'S') return [point(at - h, z0), point(at + h, z0)];
  if (side === 'E') return [point(x1, at - h), point(x1, at + h)];
  return [point(x0, at - h), point(x0, at + h)];
}

/**
 * One storey as data: rooms with their Swahili names and kinds, doors and windows as segments.
 * @param {string} slug
 * @param {{ id: string, name: string }} storey
 * @param {{ id: string, name: string, rect: [number, number, number, number], outdoor?: boolean, open?: Side[], windows?: { side: Side, at: number, width: number }[] }[]} rooms
 * @param {{ rooms: [string, string], at: number, width: number, kind?: string }[]} doors
 * @param {StairSpec[]} stairs
 * @param {FloorPlanSpec['entrance']} [entrance]
 */
function storeyOf(slug, storey, rooms, doors, stairs, entrance) {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const find = (/** @type {string} */ id, /** @type {string} */ what) => {
    const room = byId.get(id);
    if (!room) throw new Error(`${slug}: ${what} names room "${id}", which is not on ${storey.id}`);
    return room;
  };
  return {
    id: storey.id,
    name: storey.name,
    sw: { name: swName(SW_STOREY_NAMES, storey.name, `${slug}: storey ${storey.id}`) },
    rooms: rooms.map((r) => ({
      id: r.id,
      name: r.name,
      sw: { name: swName(SW_ROOM_NAMES, r.name, `${slug}: room ${r.id}`) },
      kind: roomKind(r),
      rect: r.rect.map(r2),
      ...(r.open?.length ? { open: r.open } : {}),
    })),
    doors: doors.map((d) => {
      const a = find(d.rooms[0], 'a door');
      find(d.rooms[1], 'a door');
      const side = sharedSide(
        /** @type {never} */ (a),
        /** @type {never} */ (byId.get(d.rooms[1])),
      );
      const [from, to] = openingSegment(a.rect, side, d.at, d.width);
      return { rooms: d.rooms, kind: d.kind ?? 'door', from, to };
    }),
    windows: rooms.flatMap((r) =>
      (r.windows ?? []).map((w) => {
        const [from, to] = openingSegment(r.rect, w.side, w.at, w.width);
        return { room: r.id, from, to };
      }),
    ),
    stairs: stairs.map((s) => ({ rect: s.rect.map(r2), up: s.up })),
    ...(entrance
      ? (() => {
          const room = find(entrance.room, 'the entrance');
          const [from, to] = openingSegment(room.rect, entrance.side, entrance.at, entrance.width);
          return { entrance: { room: entrance.room, from, to } };
        })()
      : {}),
  };
}

/**
 * A listing's whole-home plan, or null when its plan has no `floorPlan` (land, commercial, and
 * homes drawn only for their photos).
 * @param {string} slug
 * @param {Plan & { floorPlan?: FloorPlanSpec }} plan
 */
export function floorPlanOf(slug, plan) {
  const spec = plan.floorPlan;
  if (!spec) return null;
  const ground = storeyOf(
    slug,
    { id: 'ground', name: spec.ground ?? 'Ground floor' },
    plan.rooms,
    plan.doors,
    spec.stairs ?? [],
    spec.entrance,
  );
  const upper = (spec.upper ?? []).map((s) => storeyOf(slug, s, s.rooms, s.doors, s.stairs ?? []));
  const panoramas = (plan.tour ?? []).map((entry) => {
    const room = plan.rooms.find((r) => r.id === entry.room);
    if (!room) throw new Error(`${slug}: tour room ${entry.room} is not in the plan`);
    const [x0, z0, x1, z1] = room.rect;
    // The panorama camera's own rule (tour.mjs): `at`, or the middle of the room.
    const [x, z] = entry.at ?? [(x0 + x1) / 2, (z0 + z1) / 2];
    return { room: entry.room, storey: 'ground', at: point(x, z), heading: entry.yaw ?? 0 };
  });
  return { wall: plan.wallThickness ?? 0.15, storeys: [ground, ...upper], panoramas };
}
