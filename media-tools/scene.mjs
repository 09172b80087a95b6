// @ts-check
// Turns a listing's floor plan (plans/*.mjs) into a scene: wall, floor and ceiling boxes with
// window and door openings cut out, window frames, sills, skirting, door trims and leaves, the
// furniture, and the per-room lighting set-up the shader needs (window light sources, the sunlit
// patch on the floor, ambient level).
//
// Rooms are rectangles given by their wall centre lines, so two neighbouring rooms share the
// same wall line; each room's usable interior is its rectangle inset by half a wall.
//
// A land plan (a plot or a farm, with `site`) has no rooms: buildScene lays its ground and the
// plan's furnish() puts up everything standing on it (see outdoors.mjs).

import { Bvh, makeBox } from './geometry.mjs';
import { makeEnvironment } from './environment.mjs';
import { Placer, balustrade } from './furniture.mjs';
import { ROOM_CEILING, ROOM_FLOOR, ROOM_WALL, solid } from './materials.mjs';
import { mulberry32 } from './rng.mjs';
import { DEG, directionFromYawPitch } from './vec.mjs';

/** @typedef {import('./vec.mjs').Vec3} Vec3 */
/** @typedef {import('./geometry.mjs').Prim} Prim */
/** @typedef {import('./materials.mjs').Material} Material */
/** @typedef {import('./palette.mjs').Materials} Materials */
/** @typedef {import('./rng.mjs').Rng} Rng */
/** @typedef {import('./environment.mjs').EnvironmentFn} EnvironmentFn */

/** @typedef {'N' | 'E' | 'S' | 'W'} Side a wall of a room, by the direction it faces out */

// ---------------------------------------------------------------------------------------------
// What a plan (plans/<slug>.mjs) describes. Lengths in metres, angles in degrees.

/**
 * @typedef {object} WindowSpec
 * @property {Side} side
 * @property {number} at centre along the wall (world x for N/S walls, world z for E/W walls)
 * @property {number} width
 * @property {number} [sill] bottom height (default 0.9)
 * @property {number} [head] top height (default 2.3)
 * @property {number} [pane] about how wide each pane between mullions is (default 0.9)
 */

/**
 * @typedef {object} DoorSpec an opening between two rooms that share a wall
 * @property {[string, string]} rooms
 * @property {number} at centre along the shared wall
 * @property {number} width
 * @property {number} [height] default 2.1
 * @property {'door' | 'opening' | 'slider'} [kind] default 'door' (an opening has no trim
 *   leaf; a slider is glazed, framed like a window)
 * @property {{ into: string, hinge?: 'start' | 'end' }} [leaf] an open door leaf, standing in
 *   room `into`, hinged at the low ('start') or high ('end') jamb
 */

/**
 * @typedef {object} RoomSpec
 * @property {string} id
 * @property {string} name shown in the tour
 * @property {[number, number, number, number]} rect x0, z0, x1, z1 of the wall centre lines
 * @property {number} [height] ceiling height, default the plan's
 * @property {Material} wall
 * @property {Material} floor
 * @property {Material} [ceiling] default the plan's ceiling paint
 * @property {{ side: Side, material: Material }} [accent] one wall painted differently
 * @property {Material} [curtains] hung either side of every window
 * @property {WindowSpec[]} [windows]
 * @property {boolean} [outdoor] balcony, terrace or veranda
 * @property {boolean} [covered] outdoor but roofed
 * @property {Side[]} [open] sides with no wall (a balustrade instead, unless railing is false)
 * @property {boolean} [railing]
 * @property {number} [wallHeight] parapet height of an uncovered outdoor room (default 1.1)
 * @property {boolean} [skirting] false for tiled rooms
 * @property {boolean} [openToRoof] no ceiling slab: the plan's furnish() builds the roof (a
 *   warehouse's pitched roof); the walls still stop at the room's height
 * @property {CeilingLight[]} [lights] area lights under the ceiling (light panels, strip
 *   lights, roof lights) that light the room as its windows do; indoor rooms only
 */

/**
 * @typedef {object} CeilingLight a horizontal rectangle of light facing down
 * @property {[number, number, number, number]} rect x0, z0, x1, z1
 * @property {number} [y] its height (default just under the ceiling)
 * @property {number[]} radiance linear RGB, in the units of the window lights (a bright
 *   overcast sky seen through glass is about 1)
 */

/**
 * @typedef {object} PhotoSpec a listing photo's camera; the photo's number is its index + 1
 * @property {string} room where it stands (documentation; not used for rendering)
 * @property {Vec3} position
 * @property {number} yaw
 * @property {number} pitch
 * @property {number} [hfov] default from render.mjs
 * @property {number} [shift] vertical lens shift (camera.mjs), for a building seen whole
 */

/**
 * @typedef {object} TourEntry a 360° panorama of one room, or of one viewpoint of a land plan
 * @property {string} room the room's id (a land plan: the viewpoint's id)
 * @property {string} [name] a land plan's viewpoint name, shown in the tour (rooms have theirs)
 * @property {number} [yaw] heading in the panorama's centre column
 * @property {[number, number]} [at] x, z of the camera when the room's middle is taken (a land
 *   plan: always given)
 */

/**
 * @typedef {object} SiteSpec the ground a land plan stands on
 * @property {[number, number]} centre x, z of the middle of the plot; the distant landscape is
 *   drawn around it
 * @property {number} extent half the side of the modelled ground square (m); the environment
 *   draws the land beyond it
 * @property {Material} ground the surface of that square, at y = 0
 * @property {PitSpec} [pit] a hole dug in that square (a building site's excavation)
 */

/**
 * @typedef {object} PitSpec an excavation: rays can't see through a solid ground box, so the
 *   ground is laid round the hole instead of over it
 * @property {[number, number, number, number]} rect x0, z0, x1, z1 of the hole at the top
 * @property {number} depth
 * @property {Material} floor the bottom
 * @property {Material} sides the cut faces, and a strip of `edge` metres round the top
 * @property {number} [edge] default 0.3
 */

/**
 * @typedef {object} OutdoorLight the ambient light of surfaces out in the open (outside every
 *   room, or in an uncovered outdoor room): sky from above, light bounced off the ground from
 *   below, blended by which way the surface faces
 * @property {number[]} sky linear RGB irradiance from the sky, for a surface facing up
 * @property {number[]} ground the same, bounced off the ground, for a surface facing down
 */

/** @typedef {{ at: [number, number], yaw: number }} VideoKey a point (x, z) on the walk-through path */

/**
 * @typedef {object} Plan a listing's home: everything render.mjs needs
 * @property {string} slug
 * @property {number} [seed] for the view outside (default 1)
 * @property {number} height default ceiling height
 * @property {number} [wallThickness] default 0.15
 * @property {Omit<import('./environment.mjs').EnvironmentOptions, 'sunDir' | 'centre' | 'seed'>} environment
 * @property {{ azimuth: number, elevation: number }} sun
 * @property {Materials} materials
 * @property {RoomSpec[]} rooms
 * @property {DoorSpec[]} doors
 * @property {(ctx: FurnishContext) => void} furnish adds the furniture
 * @property {PhotoSpec[]} photos
 * @property {TourEntry[]} [tour] needed when the listing has has360
 * @property {{ keys: VideoKey[], crf?: { webm?: number, mp4?: number } }} [video] needed when
 *   the listing has hasVideo; `crf` raises the encoders' quantiser (default 38 and 28) for a
 *   walk-through too detailed to fit its budget (a field of maize)
 * @property {number} [exposure] multiplies the auto exposure
 * @property {number} [ambient] multiplies the ambient light
 * @property {number[]} [ambientTint]
 * @property {number} [floorBounce] albedo of the sunlit floor patch
 * @property {SiteSpec} [site] a land plan: the ground; `rooms`, `doors` are empty and `height`
 *   is 0
 * @property {OutdoorLight} [outdoorLight] default: a flat grey-blue 0.8 from every side
 * @property {import('./floorplan.mjs').FloorPlanSpec} [floorPlan] a home drawn whole for the
 *   site's floor plan: the stairs, the front door and the storeys above (floorplan.mjs)
 */

// ---------------------------------------------------------------------------------------------
// What buildScene makes of it.

/**
 * @typedef {object} SideFrame one side of a room in wall terms
 * @property {'x' | 'z'} along the world axis the wall runs along
 * @property {number} line the wall's centre line (world z for 'x' walls, world x for 'z' walls)
 * @property {number} inner the wall's interior face
 * @property {1 | -1} into direction of the room's inside across the wall
 * @property {number} from @property {number} to the wall's extent along `along`, corners included
 */

/**
 * @typedef {object} Light an area light (a window, or the sunlit floor patch)
 * @property {Float64Array} corners x, y, z of each corner in order round the polygon
 * @property {number[]} radiance
 * @property {number} [below] a ceiling light lights only points below this height
 */

/**
 * @typedef {object} Opening a hole in a wall, in the wall's own terms
 * @property {number} from along-wall start (world x for N/S walls, world z for E/W walls)
 * @property {number} to along-wall end
 * @property {number} sill bottom height
 * @property {number} head top height
 * @property {'window' | 'door' | 'opening' | 'slider'} kind
 * @property {boolean} toOutside light comes in through it
 * @property {DoorSpec} [door] for doors between rooms
 * @property {number} [pane] a window's pane width
 */

/**
 * @typedef {object} Room a room of the built scene (interior coordinates)
 * @property {string} id
 * @property {string} name
 * @property {number} x0 @property {number} z0 @property {number} x1 @property {number} z1
 * @property {number} height
 * @property {boolean} outdoor
 * @property {boolean} covered
 * @property {RoomSpec} spec
 * @property {Light[]} lights window openings
 * @property {Light[]} sunPatches sunlit floor areas
 * @property {number[]} ambient
 */

/**
 * @typedef {object} Scene
 * @property {Plan} plan
 * @property {Prim[]} prims
 * @property {Bvh} bvh
 * @property {Room[]} rooms
 * @property {Vec3} sunDir unit vector towards the sun
 * @property {EnvironmentFn} environment what rays leaving the building see
 * @property {Material} exterior outside face of the walls
 * @property {number} wall wall thickness
 * @property {OutdoorLight | null} outdoorLight from the plan, or null for the flat default
 */

/**
 * @typedef {object} FurnishContext what a plan's furnish() gets to place furniture with
 * @property {Materials} m
 * @property {Rng} rng seeded from the slug
 * @property {number} height the plan's ceiling height
 * @property {(id: string) => Room} room a room's interior, by id; throws for unknown ids
 * @property {Prim[]} prims the scene's primitives, for adding to directly
 * @property {number} wall
 * @property {(x: number, z: number, facing: Side, y?: number) => Placer} at a free-standing Placer
 * @property {(id: string, side: Side, pos: number, gap?: number) => Placer} against a Placer
 *   backed against a wall of a room: `pos` is the coordinate along that wall, `gap` the distance
 *   from it
 */

export const SUN_RADIANCE = [2.7, 2.45, 2.1];
const GLAZING = 0.85;

/**
 * Interior rectangle of a room spec (its centre-line rectangle inset by half a wall).
 * @param {RoomSpec} spec
 * @param {number} wall
 */
export function interiorOf(spec, wall) {
  const [x0, z0, x1, z1] = spec.rect;
  const h = wall / 2;
  return { x0: x0 + h, z0: z0 + h, x1: x1 - h, z1: z1 - h };
}

/**
 * Geometry of one side of a room: which world axis runs along it, where its wall centre line
 * is, where the interior face is, and which way is into the room.
 * @param {RoomSpec} spec
 * @param {Side} side
 * @param {number} wall
 * @returns {SideFrame}
 */
export function sideFrame(spec, side, wall) {
  const [x0, z0, x1, z1] = spec.rect;
  const h = wall / 2;
  switch (side) {
    case 'N':
      return { along: 'x', line: z1, inner: z1 - h, into: -1, from: x0 - h, to: x1 + h };
    case 'S':
      return { along: 'x', line: z0, inner: z0 + h, into: 1, from: x0 - h, to: x1 + h };
    case 'E':
      return { along: 'z', line: x1, inner: x1 - h, into: -1, from: z0 - h, to: z1 + h };
    default:
      return { along: 'z', line: x0, inner: x0 + h, into: 1, from: z0 - h, to: z1 + h };
  }
}

/**
 * Which side of room `a` touches room `b` (their centre-line rectangles share an edge).
 * @param {RoomSpec} a
 * @param {RoomSpec} b
 * @returns {Side}
 */
export function sharedSide(a, b) {
  const [ax0, az0, ax1, az1] = a.rect;
  const [bx0, bz0, bx1, bz1] = b.rect;
  /** @param {number} u @param {number} v */
  const close = (u, v) => Math.abs(u - v) < 1e-6;
  if (close(ax1, bx0)) return 'E';
  if (close(ax0, bx1)) return 'W';
  if (close(az1, bz0)) return 'N';
  if (close(az0, bz1)) return 'S';
  throw new Error(`rooms ${a.id} and ${b.id} do not share a wall`);
}

/**
 * A box given in wall terms (along range, across range, height range) as world coordinates.
 * @param {SideFrame} frame
 * @param {number} a0 @param {number} a1 along the wall
 * @param {number} c0 @param {number} c1 across the wall
 * @param {number} y0 @param {number} y1
 * @param {Material} material
 * @param {import('./geometry.mjs').PrimOptions} [opts]
 */
function wallBox(frame, a0, a1, c0, c1, y0, y1, material, opts) {
  return frame.along === 'x'
    ? makeBox(a0, y0, c0, a1, y1, c1, material, opts)
    : makeBox(c0, y0, a0, c1, y1, a1, material, opts);
}

/**
 * Openings (windows and doors) in one side of one room.
 * @param {RoomSpec} spec
 * @param {Side} side
 * @param {Plan} plan
 * @param {Map<string, RoomSpec>} specsById
 */
function openingsOf(spec, side, plan, specsById) {
  /** @type {Opening[]} */
  const list = [];
  for (const w of spec.windows ?? []) {
    if (w.side !== side) continue;
    list.push({
      from: w.at - w.width / 2,
      to: w.at + w.width / 2,
      sill: w.sill ?? 0.9,
      head: w.head ?? 2.3,
      kind: 'window',
      toOutside: true,
      pane: w.pane,
    });
  }
  for (const d of plan.doors) {
    const [a, b] = d.rooms;
    if (a !== spec.id && b !== spec.id) continue;
    const other = /** @type {RoomSpec} */ (specsById.get(a === spec.id ? b : a));
    if (sharedSide(spec, other) !== side) continue;
    list.push({
      from: d.at - d.width / 2,
      to: d.at + d.width / 2,
      sill: 0,
      head: d.height ?? 2.1,
      kind: d.kind ?? 'door',
      toOutside: Boolean(other.outdoor) && !spec.outdoor,
      door: d,
    });
  }
  return list.sort((p, q) => p.from - q.from);
}

/**
 * Builds the complete scene for a plan.
 * @param {Plan} plan
 * @returns {Scene}
 */
export function buildScene(plan) {
  const wall = plan.wallThickness ?? 0.15;
  const m = plan.materials;
  const specsById = new Map(plan.rooms.map((r) => [r.id, r]));
  /** @type {import('./geometry.mjs').Prim[]} */
  const prims = [];
  const seen = new Set();
  // Neighbouring rooms emit the same shared wall pieces; keep one copy of each.
  /** @param {Prim} p */
  const addUnique = (p) => {
    const key = [p.x0, p.y0, p.z0, p.x1, p.y1, p.z1].map((v) => v.toFixed(4)).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    prims.push(p);
  };
  const structural = { structural: true };

  /** @type {Room[]} */
  const rooms = plan.rooms.map((spec) => {
    const r = interiorOf(spec, wall);
    return {
      id: spec.id,
      name: spec.name,
      ...r,
      height: spec.height ?? plan.height,
      outdoor: Boolean(spec.outdoor),
      covered: Boolean(spec.covered),
      spec,
      lights: [],
      sunPatches: [],
      ambient: [0, 0, 0],
    };
  });

  for (const spec of plan.rooms) {
    const [x0, z0, x1, z1] = spec.rect;
    const h = wall / 2;
    const H = spec.height ?? plan.height;
    addUnique(makeBox(x0 - h, -0.25, z0 - h, x1 + h, 0, z1 + h, ROOM_FLOOR, structural));
    if ((!spec.outdoor || spec.covered) && !spec.openToRoof) {
      addUnique(makeBox(x0 - h, H, z0 - h, x1 + h, H + 0.25, z1 + h, ROOM_CEILING, structural));
    }
    for (const side of /** @type {Side[]} */ (['N', 'E', 'S', 'W'])) {
      const frame = sideFrame(spec, side, wall);
      if (spec.open?.includes(side)) {
        if (spec.railing !== false) addBalustrade(prims, frame, wall, m);
        continue;
      }
      const wallHeight = spec.outdoor && !spec.covered ? (spec.wallHeight ?? 1.1) : H;
      const openings = openingsOf(spec, side, plan, specsById);
      let cursor = frame.from;
      for (const o of openings) {
        if (o.from > cursor)
          addUnique(
            wallBox(
              frame,
              cursor,
              o.from,
              frame.line - h,
              frame.line + h,
              0,
              wallHeight,
              ROOM_WALL,
              structural,
            ),
          );
        if (o.sill > 0)
          addUnique(
            wallBox(
              frame,
              o.from,
              o.to,
              frame.line - h,
              frame.line + h,
              0,
              o.sill,
              ROOM_WALL,
              structural,
            ),
          );
        if (o.head < wallHeight)
          addUnique(
            wallBox(
              frame,
              o.from,
              o.to,
              frame.line - h,
              frame.line + h,
              o.head,
              wallHeight,
              ROOM_WALL,
              structural,
            ),
          );
        cursor = o.to;
      }
      if (cursor < frame.to)
        addUnique(
          wallBox(
            frame,
            cursor,
            frame.to,
            frame.line - h,
            frame.line + h,
            0,
            wallHeight,
            ROOM_WALL,
            structural,
          ),
        );
      if (!spec.outdoor) addWallTrim(prims, spec, frame, openings, wall, H, m);
    }
  }

  for (const d of plan.doors) addDoorLeaf(prims, d, specsById, wall, m);
  if (plan.site) {
    const { centre: c, extent: e, ground, pit } = plan.site;
    if (!pit) {
      prims.push(makeBox(c[0] - e, -1, c[1] - e, c[0] + e, 0, c[1] + e, ground, structural));
    } else {
      // The ground in four boxes framing the hole, a ring of cut faces, and the hole's floor.
      const [x0, z0, x1, z1] = pit.rect;
      const s = pit.edge ?? 0.3;
      const y0 = -pit.depth - 1;
      const [gx0, gz0, gx1, gz1] = [c[0] - e, c[1] - e, c[0] + e, c[1] + e];
      prims.push(makeBox(gx0, y0, gz0, gx1, 0, z0 - s, ground, structural));
      prims.push(makeBox(gx0, y0, z1 + s, gx1, 0, gz1, ground, structural));
      prims.push(makeBox(gx0, y0, z0 - s, x0 - s, 0, z1 + s, ground, structural));
      prims.push(makeBox(x1 + s, y0, z0 - s, gx1, 0, z1 + s, ground, structural));
      prims.push(makeBox(x0 - s, y0, z0 - s, x1 + s, 0, z0, pit.sides, structural));
      prims.push(makeBox(x0 - s, y0, z1, x1 + s, 0, z1 + s, pit.sides, structural));
      prims.push(makeBox(x0 - s, y0, z0, x0, 0, z1, pit.sides, structural));
      prims.push(makeBox(x1, y0, z0, x1 + s, 0, z1, pit.sides, structural));
      prims.push(makeBox(x0, y0, z0, x1, -pit.depth, z1, pit.floor, structural));
    }
  }

  const ctx = furnishContext(plan, rooms, prims, wall);
  plan.furnish(ctx);

  const sunDir = directionFromYawPitch(plan.sun.azimuth * DEG, plan.sun.elevation * DEG);
  const centre = plan.site
    ? plan.site.centre
    : [
        (Math.min(...rooms.map((r) => r.x0)) + Math.max(...rooms.map((r) => r.x1))) / 2,
        (Math.min(...rooms.map((r) => r.z0)) + Math.max(...rooms.map((r) => r.z1))) / 2,
      ];
  const environment = makeEnvironment({
    ...plan.environment,
    sunDir,
    centre,
    seed: plan.seed ?? 1,
  });
  const scene = {
    plan,
    prims,
    bvh: new Bvh(prims),
    rooms,
    sunDir,
    environment,
    exterior: m.exterior ?? solid('#e9e3d8'),
    wall,
    outdoorLight: plan.outdoorLight ?? null,
  };
  for (const room of rooms) setUpLighting(scene, room, specsById);
  return scene;
}

/**
 * Skirting boards, window frames, sills, curtains and door architraves on one side of a room.
 * @param {Prim[]} prims
 * @param {RoomSpec} spec
 * @param {SideFrame} frame
 * @param {Opening[]} openings
 * @param {number} wall
 * @param {number} H ceiling height
 * @param {Materials} m
 */
function addWallTrim(prims, spec, frame, openings, wall, H, m) {
  const h = wall / 2;
  const inner = frame.inner;
  const into = frame.into;
  const interiorFrom = frame.from + wall;
  const interiorTo = frame.to - wall;
  // Skirting runs along every stretch of wall that reaches the floor.
  if (spec.skirting !== false) {
    let cursor = interiorFrom;
    for (const o of [
      ...openings.filter((o) => o.sill === 0),
      { from: interiorTo, to: interiorTo },
    ]) {
      if (o.from - cursor > 0.05)
        prims.push(
          wallBox(frame, cursor, o.from, inner, inner + into * 0.012, 0, 0.08, m.skirting),
        );
      cursor = Math.max(cursor, o.to);
    }
  }
  for (const o of openings) {
    if (o.kind === 'window' || o.kind === 'slider') {
      // Frame near the outer face of the wall, with mullions dividing the glazing.
      const outer = frame.line - into * h;
      const c0 = outer + into * 0.02;
      const c1 = outer + into * 0.08;
      const f = 0.05;
      prims.push(wallBox(frame, o.from, o.from + f, c0, c1, o.sill, o.head, m.windowFrame));
      prims.push(wallBox(frame, o.to - f, o.to, c0, c1, o.sill, o.head, m.windowFrame));
      prims.push(wallBox(frame, o.from, o.to, c0, c1, o.head - f, o.head, m.windowFrame));
      prims.push(
        wallBox(
          frame,
          o.from,
          o.to,
          c0,
          c1,
          o.sill,
          o.sill + (o.kind === 'slider' ? 0.03 : f),
          m.windowFrame,
        ),
      );
      if (o.kind === 'slider') {
        // A sliding door standing open: the moving leaf is parked behind the fixed one, so the
        // only upright is their meeting stile a third of the way across.
        const a = o.from + (o.to - o.from) / 3;
        prims.push(wallBox(frame, a - 0.04, a + 0.04, c0, c1, o.sill, o.head, m.windowFrame));
      } else {
        const panes = Math.max(1, Math.round((o.to - o.from) / (o.pane ?? 0.9)));
        for (let i = 1; i < panes; i++) {
          const a = o.from + ((o.to - o.from) * i) / panes;
          prims.push(wallBox(frame, a - 0.025, a + 0.025, c0, c1, o.sill, o.head, m.windowFrame));
        }
      }
      // Transom: a fanlight on ordinary windows, a mid-height bar on double-height glazing.
      const transom =
        o.head - o.sill > 3
          ? 2.7
          : o.kind === 'window' && o.head - o.sill < 1.9
            ? o.head - 0.55
            : null;
      if (transom !== null)
        prims.push(
          wallBox(frame, o.from, o.to, c0, c1, transom - 0.025, transom + 0.025, m.windowFrame),
        );
      if (o.sill > 0.2)
        prims.push(
          wallBox(
            frame,
            o.from - 0.04,
            o.to + 0.04,
            outer + into * 0.05,
            inner + into * 0.04,
            o.sill - 0.03,
            o.sill,
            m.windowSill,
          ),
        );
      if (spec.curtains) {
        const cm = spec.curtains;
        const left = Math.max(interiorFrom, o.from - 0.32);
        const right = Math.min(interiorTo, o.to + 0.32);
        prims.push(
          wallBox(
            frame,
            left,
            o.from + 0.06,
            inner + into * 0.05,
            inner + into * 0.15,
            0.02,
            H - 0.07,
            cm,
          ),
        );
        prims.push(
          wallBox(
            frame,
            o.to - 0.06,
            right,
            inner + into * 0.05,
            inner + into * 0.15,
            0.02,
            H - 0.07,
            cm,
          ),
        );
        prims.push(
          wallBox(
            frame,
            left,
            right,
            inner + into * 0.08,
            inner + into * 0.11,
            H - 0.07,
            H - 0.05,
            m.metal,
          ),
        );
      }
    } else if (o.kind === 'door' || o.kind === 'opening') {
      const a = 0.07;
      const c0 = inner;
      const c1 = inner + into * 0.015;
      prims.push(wallBox(frame, o.from - a, o.from, c0, c1, 0, o.head + a, m.trim));
      prims.push(wallBox(frame, o.to, o.to + a, c0, c1, 0, o.head + a, m.trim));
      prims.push(wallBox(frame, o.from - a, o.to + a, c0, c1, o.head, o.head + a, m.trim));
    }
  }
}

/**
 * Glass balustrade along the open side of a balcony or terrace.
 * @param {Prim[]} prims
 * @param {SideFrame} frame
 * @param {number} wall
 * @param {Materials} m
 */
function addBalustrade(prims, frame, wall, m) {
  const mid = (frame.from + frame.to) / 2;
  const length = frame.to - frame.from - wall;
  const placer =
    frame.along === 'x'
      ? new Placer(prims, mid, frame.line, 'N')
      : new Placer(prims, frame.line, mid, 'W');
  balustrade(placer, m, { length });
}

/**
 * An open door leaf standing at right angles to the wall, hinged at one jamb.
 * @param {Prim[]} prims
 * @param {DoorSpec} d
 * @param {Map<string, RoomSpec>} specsById
 * @param {number} wall
 * @param {Materials} m
 */
function addDoorLeaf(prims, d, specsById, wall, m) {
  if (!d.leaf) return;
  const into = /** @type {RoomSpec} */ (specsById.get(d.leaf.into));
  const other = /** @type {RoomSpec} */ (
    specsById.get(d.rooms[0] === d.leaf.into ? d.rooms[1] : d.rooms[0])
  );
  const frame = sideFrame(into, sharedSide(into, other), wall);
  const hingeAt = d.leaf.hinge === 'end' ? d.at + d.width / 2 - 0.02 : d.at - d.width / 2 + 0.02;
  const a0 = d.leaf.hinge === 'end' ? hingeAt - 0.04 : hingeAt;
  const a1 = a0 + 0.04;
  const c0 = frame.inner;
  const c1 = frame.inner + frame.into * (d.width - 0.04);
  prims.push(wallBox(frame, a0, a1, c0, c1, 0.01, (d.height ?? 2.1) - 0.01, m.door));
  const hc = c0 + frame.into * (d.width - 0.12);
  prims.push(wallBox(frame, a0 - 0.03, a1 + 0.03, hc - 0.06, hc + 0.06, 1.0, 1.02, m.chrome));
}

/**
 * The helper object each plan's furnish() receives: placement in room terms, materials, a seeded
 * rng, and the interior rectangles of the rooms.
 * @param {Plan} plan
 * @param {Room[]} rooms
 * @param {Prim[]} prims
 * @param {number} wall
 * @returns {FurnishContext}
 */
function furnishContext(plan, rooms, prims, wall) {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  /** @param {string} id */
  const room = (id) => {
    const r = byId.get(id);
    if (!r) throw new Error(`unknown room ${id}`);
    return r;
  };
  return {
    m: plan.materials,
    rng: mulberry32(`${plan.slug}:furniture`),
    height: plan.height,
    room,
    prims,
    wall,
    /** Placer standing free at (x, z) facing `facing`. */
    at: (x, z, facing, y = 0) => new Placer(prims, x, z, facing, y),
    /**
     * Placer backed against a room wall: `pos` is the world coordinate along that wall (x for
     * N/S walls, z for E/W walls) and `gap` how far from the wall it stands.
     */
    against(id, side, pos, gap = 0) {
      const r = room(id);
      switch (side) {
        case 'N':
          return new Placer(prims, pos, r.z1 - gap, 'S');
        case 'S':
          return new Placer(prims, pos, r.z0 + gap, 'N');
        case 'E':
          return new Placer(prims, r.x1 - gap, pos, 'W');
        default:
          return new Placer(prims, r.x0 + gap, pos, 'E');
      }
    },
  };
}

/**
 * Per-room lighting: each opening to the outside becomes an area light (its radiance is the
 * average sky/ground seen through it), the sun shining through it becomes a bright floor patch
 * that bounces light back up, and an ambient term stands in for all other interreflection.
 * @param {Scene} scene
 * @param {Room} room
 * @param {Map<string, RoomSpec>} specsById
 */
function setUpLighting(scene, room, specsById) {
  const spec = room.spec;
  const plan = scene.plan;
  const wall = scene.wall;
  const sun = scene.sunDir;
  const cx = (room.x0 + room.x1) / 2;
  const cz = (room.z0 + room.z1) / 2;
  const eye = [cx, 1.3, cz];
  const env = [0, 0, 0];
  let openArea = 0;
  for (const side of /** @type {Side[]} */ (['N', 'E', 'S', 'W'])) {
    if (room.outdoor) break;
    const frame = sideFrame(spec, side, wall);
    for (const o of openingsOf(spec, side, plan, specsById)) {
      if (!o.toOutside) continue;
      const corners = openingCorners(frame, o);
      // Average what is seen through the opening from the middle of the room.
      const radiance = [0, 0, 0];
      const n = 5;
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const p = bilerp(corners, (i + 0.5) / n, (j + 0.5) / n);
          const d = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
          const len = Math.hypot(d[0], d[1], d[2]);
          scene.environment(eye[0], eye[1], eye[2], d[0] / len, d[1] / len, d[2] / len, env);
          for (let k = 0; k < 3; k++) radiance[k] += Math.min(env[k], 3) / (n * n);
        }
      }
      const dim = o.kind === 'slider' || o.kind === 'door' ? 0.75 : 1;
      for (let k = 0; k < 3; k++) radiance[k] *= GLAZING * dim;
      room.lights.push({ corners: Float64Array.from(corners.flat()), radiance });
      openArea += (o.to - o.from) * (o.head - o.sill);
      addSunPatch(room, frame, corners, sun, plan);
    }
  }
  if (!room.outdoor) {
    for (const l of spec.lights ?? []) {
      const [x0, z0, x1, z1] = l.rect;
      const y = l.y ?? room.height - 0.005;
      room.lights.push({
        corners: Float64Array.from([x0, y, z0, x1, y, z0, x1, y, z1, x0, y, z1]),
        radiance: l.radiance,
        below: y,
      });
    }
  }
  const floorArea = (room.x1 - room.x0) * (room.z1 - room.z0);
  const tint = plan.ambientTint ?? [1, 0.96, 0.9];
  if (room.outdoor) {
    const k = room.covered ? 0.55 : 0.8;
    room.ambient = [0.95 * k, 1.0 * k, 1.08 * k];
  } else {
    const k = (plan.ambient ?? 1) * (0.08 + 1.1 * Math.min(0.4, openArea / (floorArea + 4)));
    room.ambient = tint.map((t) => t * k);
  }
}

/**
 * The four corners of an opening on the room's interior face (in order round the rectangle).
 * @param {SideFrame} frame
 * @param {Opening} o
 */
function openingCorners(frame, o) {
  const c = frame.inner;
  /** @param {number} a @param {number} y */
  const pt = (a, y) => (frame.along === 'x' ? [a, y, c] : [c, y, a]);
  return [pt(o.from, o.sill), pt(o.to, o.sill), pt(o.to, o.head), pt(o.from, o.head)];
}

/**
 * Bilinear interpolation over a quadrilateral c[0..3] (corners in order round it).
 * @param {number[][]} c
 * @param {number} u
 * @param {number} v
 */
function bilerp(c, u, v) {
  const a = c[0].map((x, k) => x + (c[1][k] - x) * u);
  const b = c[3].map((x, k) => x + (c[2][k] - x) * u);
  return a.map((x, k) => x + (b[k] - x) * v);
}

/**
 * Where sunlight through an opening lands on the floor: the opening projected along the sun's
 * rays onto y = 0, clipped to the room. That patch then lights the room as a weak area light.
 * @param {Room} room
 * @param {SideFrame} frame
 * @param {number[][]} corners
 * @param {Vec3} sun
 * @param {Plan} plan
 */
function addSunPatch(room, frame, corners, sun, plan) {
  if (sun[1] <= 0.05) return;
  const inward = frame.along === 'x' ? [0, 0, frame.into] : [frame.into, 0, 0];
  if (-(sun[0] * inward[0] + sun[2] * inward[2]) <= 0) return;
  let poly = corners.map((p) => [p[0] - (sun[0] * p[1]) / sun[1], p[2] - (sun[2] * p[1]) / sun[1]]);
  poly = clipPolygon2(poly, (p) => p[0] - room.x0);
  poly = clipPolygon2(poly, (p) => room.x1 - p[0]);
  poly = clipPolygon2(poly, (p) => p[1] - room.z0);
  poly = clipPolygon2(poly, (p) => room.z1 - p[1]);
  if (poly.length < 3) return;
  const floorAlbedo = plan.floorBounce ?? 0.35;
  const k = floorAlbedo * sun[1] * GLAZING;
  room.sunPatches.push({
    corners: Float64Array.from(poly.flatMap((p) => [p[0], 0.001, p[1]])),
    radiance: SUN_RADIANCE.map((s) => s * k),
  });
}

/**
 * Sutherland-Hodgman clip of a 2D polygon to the half-plane where f(p) >= 0.
 * @param {number[][]} poly
 * @param {(p: number[]) => number} f
 */
function clipPolygon2(poly, f) {
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const fa = f(a);
    const fb = f(b);
    if (fa >= 0) out.push(a);
    if (fa >= 0 !== fb >= 0) {
      const t = fa / (fa - fb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/**
 * The room containing a point, or null outside. Points in a doorway or on a wall face belong
 * to the nearest room within half a wall; `scene.rooms` is small so a linear scan is fine.
 * @param {{ rooms: Room[], wall: number }} scene
 * @param {number} x
 * @param {number} z
 */
export function roomAt(scene, x, z) {
  /** @type {Room | null} */
  let best = null;
  let bestD = scene.wall / 2 + 0.02;
  for (const r of scene.rooms) {
    const dx = Math.max(r.x0 - x, 0, x - r.x1);
    const dz = Math.max(r.z0 - z, 0, z - r.z1);
    const d = Math.max(dx, dz);
    if (d < bestD) {
      bestD = d;
      best = r;
      if (d === 0) break;
    }
  }
  return best;
}
