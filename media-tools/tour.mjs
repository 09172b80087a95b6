// @ts-check
// The 360° tour of a listing: where each panorama is taken, and the hotspots linking rooms.
//
// A hotspot sits where the doorway to the next room appears in the panorama. Its yaw and pitch
// are computed from the scene geometry (door centre relative to the panorama camera), then
// checked by casting a ray from the camera to that point: if anything is in the way, the build
// fails instead of shipping a hotspot floating over a sofa.
//
// A land plan has no rooms or doors: its tour is a few viewpoints on the plot, each linked to
// every other one it can see, with the hotspot on the ground where the other viewpoint stands.

import { panoramaAngles } from './camera.mjs';
import { newHit } from './geometry.mjs';
import { sharedSide, sideFrame } from './scene.mjs';
import { EYE_HEIGHT } from './walkthrough.mjs';

/** @typedef {import('./vec.mjs').Vec3} Vec3 */
/** @typedef {import('./scene.mjs').DoorSpec} DoorSpec */
/** @typedef {import('./scene.mjs').Plan} Plan */
/** @typedef {import('./scene.mjs').RoomSpec} RoomSpec */
/** @typedef {import('./scene.mjs').Scene} Scene */
/** @typedef {import('./scene.mjs').TourEntry} TourEntry */

/**
 * @typedef {object} TourLink a hotspot: where to go, and where it sits in the panorama
 * @property {string} to room id
 * @property {number} yaw degrees from the panorama's centre column, positive to the right
 * @property {number} pitch degrees above the horizon (negative: below)
 */

/**
 * @typedef {object} TourRoom one room of a tour, as in data/tours.json
 * @property {string} id
 * @property {string} name
 * @property {{ name: string }} sw the name in Swahili, for the Swahili pages
 * @property {string} panorama URL path of the panorama JPEG
 * @property {string} thumbnail
 * @property {TourLink[]} links
 */

/** @typedef {{ rooms: TourRoom[] }} Tour a listing's entry in data/tours.json */

/** @typedef {{ id: string, links: { to: string }[] }} TourNode what checkTour needs of a room */

/**
 * Tour room names in Swahili, by the English name a plan gives the room, in the words of
 * docs/glossary.md. A tour room missing here stops the render: add a glossary row, then the name.
 * @type {Readonly<Record<string, string>>}
 */
export const SW_ROOM_NAMES = {
  'Living room': 'Sebule',
  Kitchen: 'Jiko',
  'Main bedroom': 'Chumba kikuu cha kulala',
  Gate: 'Lango',
  'Far beacon': 'Kigingi cha mbali',
  // The other rooms of a whole-home floor plan (floorplan.mjs); "Bedroom 2" takes the number.
  Bedroom: 'Chumba cha kulala',
  Bathroom: 'Bafu',
  'Dining room': 'Chumba cha kulia',
  'Family room': 'Sebule ya familia',
  Study: 'Chumba cha kusomea',
  'Dressing room': 'Chumba cha kuvalia',
  Hall: 'Ukumbi',
  Foyer: 'Ukumbi wa kuingilia',
  Corridor: 'Korido',
  Landing: 'Sehemu ya ngazi',
  Laundry: 'Chumba cha kufulia',
  Store: 'Stoo',
  Courtyard: 'Uwanja wa ndani',
  Porch: 'Baraza la mlangoni',
  Veranda: 'Baraza',
  Balcony: 'Roshani',
  'Roof terrace': 'Roshani ya paa',
};

/**
 * The Swahili name of a tour room, or an error naming the listing and the room.
 * @param {string} name the English name, from the plan
 * @param {string} slug
 * @param {string} id room id
 * @returns {string}
 */
export function swRoomName(name, slug, id) {
  const sw = Object.hasOwn(SW_ROOM_NAMES, name) ? SW_ROOM_NAMES[name] : undefined;
  if (!sw)
    throw new Error(
      `${slug}: tour room ${id} ("${name}") has no Swahili name; add it to SW_ROOM_NAMES in media-tools/tour.mjs (docs/glossary.md)`,
    );
  return sw;
}

/** Heights (m) tried for the hotspot point in a doorway, lowest first: about handle height. */
const HOTSPOT_HEIGHTS = [1.0, 1.2, 1.5];

/**
 * Panorama camera for one tour entry of a plan: eye height over the room's middle, or over
 * the free floor given by `at` where the middle is taken by an island or a bed.
 * @param {Scene} scene
 * @param {TourEntry} entry
 * @returns {import('./camera.mjs').EquirectCamera}
 */
export function panoramaCamera(scene, entry) {
  if (scene.plan.site) {
    if (!entry.at) throw new Error(`tour viewpoint ${entry.room} of a land plan has no position`);
    return {
      type: 'equirect',
      position: [entry.at[0], EYE_HEIGHT, entry.at[1]],
      yaw: entry.yaw ?? 0,
    };
  }
  const room = scene.rooms.find((r) => r.id === entry.room);
  if (!room) throw new Error(`tour room ${entry.room} is not in the plan`);
  const [x, z] = entry.at ?? [(room.x0 + room.x1) / 2, (room.z0 + room.z1) / 2];
  return { type: 'equirect', position: [x, EYE_HEIGHT, z], yaw: entry.yaw ?? 0 };
}

/**
 * The point in the middle of a door opening (on the wall's centre line) at height y.
 * @param {Plan} plan
 * @param {DoorSpec} door
 * @param {number} y
 * @param {number} [wall]
 * @returns {Vec3}
 */
export function doorPoint(plan, door, y, wall = plan.wallThickness ?? 0.15) {
  const a = /** @type {RoomSpec} */ (plan.rooms.find((r) => r.id === door.rooms[0]));
  const b = /** @type {RoomSpec} */ (plan.rooms.find((r) => r.id === door.rooms[1]));
  const frame = sideFrame(a, sharedSide(a, b), wall);
  return frame.along === 'x' ? [door.at, y, frame.line] : [frame.line, y, door.at];
}

/**
 * True if nothing blocks the straight line from `from` to `to`.
 * @param {Scene} scene
 * @param {Vec3} from
 * @param {Vec3} to
 */
function clearLine(scene, from, to) {
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
  const dist = Math.hypot(d[0], d[1], d[2]);
  const hit = newHit();
  hit.t = dist;
  const blocked = scene.bvh.intersect(
    from[0],
    from[1],
    from[2],
    d[0] / dist,
    d[1] / dist,
    d[2] / dist,
    1e-4,
    hit,
  );
  return !blocked;
}

/**
 * Tour rooms with hotspots for one listing, in the shape of data/tours.json.
 * @param {Scene} scene from buildScene()
 * @param {string} slug
 * @returns {Tour}
 */
export function buildTour(scene, slug) {
  const plan = scene.plan;
  if (!plan.tour) throw new Error(`${slug}: the plan has no tour rooms`);
  if (plan.site) return buildSiteTour(scene, slug, plan.tour);
  const ids = plan.tour.map((t) => t.room);
  const rooms = plan.tour.map((entry) => {
    const cam = panoramaCamera(scene, entry);
    /** @type {TourLink[]} */
    const links = [];
    for (const door of plan.doors) {
      if (!door.rooms.includes(entry.room)) continue;
      const other = door.rooms[0] === entry.room ? door.rooms[1] : door.rooms[0];
      if (!ids.includes(other)) continue;
      const y = HOTSPOT_HEIGHTS.find((h) =>
        clearLine(scene, cam.position, doorPoint(plan, door, h)),
      );
      if (y === undefined) {
        throw new Error(
          `${slug}: the doorway from ${entry.room} to ${other} is hidden from the panorama camera`,
        );
      }
      const { yaw, pitch } = panoramaAngles(cam, doorPoint(plan, door, y));
      links.push({ to: other, yaw: round1(yaw), pitch: round1(pitch) });
    }
    // panoramaCamera() has thrown already if the room is not in the plan.
    const room = /** @type {import('./scene.mjs').Room} */ (
      scene.rooms.find((r) => r.id === entry.room)
    );
    return {
      id: entry.room,
      name: room.name,
      sw: { name: swRoomName(room.name, slug, entry.room) },
      panorama: `/media/${slug}/tour/${entry.room}.jpg`,
      thumbnail: `/media/${slug}/tour/${entry.room}-thumb.jpg`,
      links,
    };
  });
  checkTour(rooms, slug);
  return { rooms };
}

/** Heights (m) tried for a viewpoint's hotspot: on the ground where it stands, then higher. */
const VIEWPOINT_HEIGHTS = [0.05, 0.3, 1.0];

/**
 * The tour of a land plan: each viewpoint links to every other one in sight, the hotspot on
 * the ground at the other viewpoint's position.
 * @param {Scene} scene
 * @param {string} slug
 * @param {TourEntry[]} entries
 * @returns {Tour}
 */
function buildSiteTour(scene, slug, entries) {
  const rooms = entries.map((entry) => {
    const cam = panoramaCamera(scene, entry);
    /** @type {TourLink[]} */
    const links = [];
    for (const other of entries) {
      if (other === entry) continue;
      const [x, z] = /** @type {[number, number]} */ (other.at);
      const y = VIEWPOINT_HEIGHTS.find((h) => clearLine(scene, cam.position, [x, h, z]));
      if (y === undefined)
        throw new Error(`${slug}: viewpoint ${other.room} cannot be seen from ${entry.room}`);
      const { yaw, pitch } = panoramaAngles(cam, [x, y, z]);
      links.push({ to: other.room, yaw: round1(yaw), pitch: round1(pitch) });
    }
    if (!entry.name) throw new Error(`${slug}: tour viewpoint ${entry.room} has no name`);
    return {
      id: entry.room,
      name: entry.name,
      sw: { name: swRoomName(entry.name, slug, entry.room) },
      panorama: `/media/${slug}/tour/${entry.room}.jpg`,
      thumbnail: `/media/${slug}/tour/${entry.room}-thumb.jpg`,
      links,
    };
  });
  checkTour(rooms, slug);
  return { rooms };
}

/** @param {number} v */
const round1 = (v) => Math.round(v * 10) / 10 || 0;

/**
 * Throws unless every link is mutual and every room can be reached from the first one.
 * @param {TourNode[]} rooms
 * @param {string} [slug] for the error messages
 */
export function checkTour(rooms, slug = 'tour') {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  for (const r of rooms) {
    for (const l of r.links) {
      const back = byId.get(l.to);
      if (!back) throw new Error(`${slug}: ${r.id} links to unknown room ${l.to}`);
      if (!back.links.some((x) => x.to === r.id))
        throw new Error(`${slug}: ${l.to} has no link back to ${r.id}`);
    }
  }
  const seen = new Set([rooms[0]?.id]);
  /** @type {(TourNode | undefined)[]} */
  const queue = [rooms[0]];
  while (queue.length) {
    const r = queue.shift();
    for (const l of r?.links ?? []) {
      if (!seen.has(l.to)) {
        seen.add(l.to);
        queue.push(byId.get(l.to));
      }
    }
  }
  const unreachable = rooms.filter((r) => !seen.has(r.id)).map((r) => r.id);
  if (unreachable.length)
    throw new Error(`${slug}: rooms not reachable from ${rooms[0]?.id}: ${unreachable.join(', ')}`);
}
