'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TourPlan } from '@/lib/floorplans/tour-plan';
import { fill } from '@/lib/i18n/format';
import { TourMiniPlan, type MiniPlanTexts } from './tour-mini-plan';
import { startTour, type PlayerRoom, type TourHandle, type TourTexts } from './tour-viewer';

export interface TourPlayerProps {
  rooms: readonly PlayerRoom[];
  texts: TourTexts & MiniPlanTexts & { tourNoWebgl: string };
  /** The still image shown where the tour cannot run. */
  poster: ReactNode;
  /** The room to open in (a room tapped on the floor plan); the first room otherwise. */
  startRoom?: string;
  /** A room asked for while the tour runs (the floor plan again); `n` counts the asks. */
  request?: { room: string; n: number };
  /** The home's plan, for the small plan in the corner; none when the home has no plan. */
  plan?: TourPlan;
}

function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The running tour, loaded on demand together with Photo Sphere Viewer. Names the room on
 * screen; `data-tour-room` and `data-tour-yaw` expose what is shown to tests and tools.
 */
export function TourPlayer({ rooms, texts, poster, startRoom, request, plan }: TourPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<TourHandle | null>(null);
  const [webgl] = useState(hasWebGL);
  const first = rooms.find((r) => r.id === startRoom) ?? rooms[0];
  const [room, setRoom] = useState({ id: first?.id ?? '', name: first?.name ?? '' });
  const [yaw, setYaw] = useState(0);
  // Read once: the tour starts where it was asked to; later asks go through `request`.
  const [start] = useState(first?.id);

  useEffect(() => {
    if (!webgl || !container.current) return;
    const tour = startTour(
      container.current,
      rooms,
      texts,
      (change) => {
        setRoom({ id: change.roomId, name: change.roomName });
        setYaw(Math.round(change.yaw));
      },
      start,
    );
    handle.current = tour;
    return () => {
      handle.current = null;
      tour.destroy();
    };
  }, [webgl, rooms, texts, start]);

  useEffect(() => {
    if (request) handle.current?.goTo(request.room);
  }, [request]);

  if (!webgl) {
    return (
      <>
        {poster}
        <div className="absolute inset-0 flex items-center justify-center bg-black/35 p-4 text-center">
          <p role="status" className="max-w-md rounded-xl bg-black/70 px-4 py-3 text-sm text-white">
            {fill(texts.tourNoWebgl, { room: rooms[0]?.name.toLowerCase() ?? '' })}
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <div
        ref={container}
        data-tour-room={room.name}
        data-tour-yaw={yaw}
        className="absolute inset-0"
      />
      <p
        aria-live="polite"
        className="pointer-events-none absolute top-3 left-3 z-10 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white"
      >
        {room.name}
      </p>
      {plan && (
        <TourMiniPlan
          plan={plan}
          roomId={room.id}
          yaw={yaw}
          names={Object.fromEntries(rooms.map((r) => [r.id, r.name]))}
          onGo={(id) => handle.current?.goTo(id)}
          texts={texts}
        />
      )}
    </>
  );
}
