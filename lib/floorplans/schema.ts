import { z } from 'zod';
import { SLUG } from '@/lib/listings/rules';

/**
 * The shape of a whole-home floor plan, as data/floorplans.json holds it (written by
 * media-tools from the same geometry the photos and panoramas are rendered from; the site never
 * imports media-tools). Coordinates are metres on the wall centre lines, x east and z north; a
 * heading of 0° looks north and positive headings turn right, as in the renderer.
 */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const id = z.string().regex(SLUG, 'must be lower-case words joined by hyphens');
const metres = z.number().finite().min(-200).max(200);
const point = z.tuple([metres, metres]);
/** x0, z0, x1, z1: a room's rectangle, west-south corner first. */
const rect = z
  .tuple([metres, metres, metres, metres])
  .refine(([x0, z0, x1, z1]) => x1 - x0 >= 0.5 && z1 - z0 >= 0.5, {
    message: 'must run west to east and south to north, at least 0.5 m each way',
  });
export const SIDES = ['N', 'E', 'S', 'W'] as const;
const side = z.enum(SIDES);
export const ROOM_KINDS = ['bedroom', 'bathroom', 'room', 'outdoor'] as const;

const roomSchema = z.strictObject({
  id,
  name: nonEmpty.max(40),
  /** The room's name in Swahili (docs/glossary.md). */
  sw: z.strictObject({ name: nonEmpty.max(40) }),
  /** What the listing counts it as: its bedrooms and bathrooms must be on the plan. */
  kind: z.enum(ROOM_KINDS),
  rect,
  /** Sides with no wall (a veranda open to the garden). */
  open: z.array(side).max(4).optional(),
});

const segment = { from: point, to: point };

const storeySchema = z
  .strictObject({
    id,
    name: nonEmpty.max(30),
    sw: z.strictObject({ name: nonEmpty.max(30) }),
    rooms: z.array(roomSchema).min(1, 'needs at least one room').max(40),
    doors: z
      .array(
        z.strictObject({
          rooms: z.tuple([id, id]),
          kind: z.enum(['door', 'opening', 'slider']),
          ...segment,
        }),
      )
      .max(80),
    windows: z.array(z.strictObject({ room: id, ...segment })).max(120),
    stairs: z.array(z.strictObject({ rect, up: side })).max(4),
    entrance: z.strictObject({ room: id, ...segment }).optional(),
  })
  .superRefine((storey, ctx) => {
    const ids = new Set<string>();
    storey.rooms.forEach((room, i) => {
      if (ids.has(room.id))
        ctx.addIssue({ code: 'custom', path: ['rooms', i, 'id'], message: 'is used twice' });
      ids.add(room.id);
    });
    const unknown = (path: (string | number)[], room: string) =>
      ctx.addIssue({ code: 'custom', path, message: `names no room of this storey ("${room}")` });
    storey.doors.forEach((door, i) =>
      door.rooms.forEach((room, j) => {
        if (!ids.has(room)) unknown(['doors', i, 'rooms', j], room);
      }),
    );
    storey.windows.forEach((w, i) => {
      if (!ids.has(w.room)) unknown(['windows', i, 'room'], w.room);
    });
    if (storey.entrance && !ids.has(storey.entrance.room))
      unknown(['entrance', 'room'], storey.entrance.room);
  });

export const floorPlanSchema = z
  .strictObject({
    /** The walls' thickness: a room's inside is its rectangle less half a wall each side. */
    wall: z.number().min(0.05).max(0.6),
    storeys: z.array(storeySchema).min(1, 'needs at least one storey').max(4),
    /** Where each 360° panorama was taken, and the heading of its centre column. */
    panoramas: z
      .array(
        z.strictObject({
          room: id,
          storey: id,
          at: point,
          heading: z.number().min(-360).max(360),
        }),
      )
      .max(40),
  })
  .superRefine((plan, ctx) => {
    const storeys = new Map(plan.storeys.map((s) => [s.id, s]));
    if (storeys.size !== plan.storeys.length)
      ctx.addIssue({ code: 'custom', path: ['storeys'], message: 'two storeys share an id' });
    plan.panoramas.forEach((p, i) => {
      const storey = storeys.get(p.storey);
      if (!storey)
        ctx.addIssue({
          code: 'custom',
          path: ['panoramas', i, 'storey'],
          message: `names no storey of this plan ("${p.storey}")`,
        });
      else if (!storey.rooms.some((r) => r.id === p.room))
        ctx.addIssue({
          code: 'custom',
          path: ['panoramas', i, 'room'],
          message: `names no room of storey "${p.storey}" ("${p.room}")`,
        });
    });
  });

export type FloorPlan = z.infer<typeof floorPlanSchema>;
export type Storey = FloorPlan['storeys'][number];
export type PlanRoom = Storey['rooms'][number];
export type Panorama = FloorPlan['panoramas'][number];
export type Side = (typeof SIDES)[number];
export type Rect = PlanRoom['rect'];
export type Point = FloorPlan['panoramas'][number]['at'];
