import { planFrame, round2, toDrawing } from './geometry';
import { roomBox } from './drawing';
import type { FloorPlan } from './schema';

/**
 * What the tour's small plan needs, and no more: the storeys that hold a panorama, their rooms
 * as boxes in drawing coordinates (metres, north up), the names of the rooms the tour can go
 * to, and where each panorama stands and faces. It travels to the browser as the tour island's
 * props, so it is kept to a few hundred bytes.
 */
export interface TourPlan {
  width: number;
  height: number;
  storeys: {
    id: string;
    name: string;
    /** x, y, width, height of each room. */
    rooms: [number, number, number, number][];
  }[];
  spots: {
    room: string;
    storey: string;
    x: number;
    y: number;
    heading: number;
    box: [number, number, number, number];
  }[];
}

export function tourPlanOf(
  plan: FloorPlan,
  names: { storey: (s: FloorPlan['storeys'][number]) => string },
): TourPlan {
  const frame = planFrame(plan);
  const toured = new Set(plan.panoramas.map((p) => p.storey));
  const box = (rect: FloorPlan['storeys'][number]['rooms'][number]['rect']) => {
    const b = roomBox(frame, rect);
    return [b.x, b.y, b.width, b.height] as [number, number, number, number];
  };
  return {
    width: round2(frame.width),
    height: round2(frame.height),
    storeys: plan.storeys
      .filter((s) => toured.has(s.id))
      .map((s) => ({ id: s.id, name: names.storey(s), rooms: s.rooms.map((r) => box(r.rect)) })),
    spots: plan.panoramas.flatMap((p) => {
      const room = plan.storeys.find((s) => s.id === p.storey)?.rooms.find((r) => r.id === p.room);
      if (!room) return [];
      const [x, y] = toDrawing(frame, p.at);
      return [{ room: p.room, storey: p.storey, x, y, heading: p.heading, box: box(room.rect) }];
    }),
  };
}
