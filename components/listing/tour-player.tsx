'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fill } from '@/lib/i18n/format';
import { startTour, type PlayerRoom, type TourTexts } from './tour-viewer';

export interface TourPlayerProps {
  rooms: readonly PlayerRoom[];
  texts: TourTexts & { tourNoWebgl: string };
  /** The still image shown where the tour cannot run. */
  poster: ReactNode;
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
export function TourPlayer({ rooms, texts, poster }: TourPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [webgl] = useState(hasWebGL);
  const [room, setRoom] = useState(rooms[0]?.name ?? '');
  const [yaw, setYaw] = useState(0);

  useEffect(() => {
    if (!webgl || !container.current) return;
    const tour = startTour(container.current, rooms, texts, (change) => {
      setRoom(change.roomName);
      setYaw(Math.round(change.yaw));
    });
    return () => tour.destroy();
  }, [webgl, rooms, texts]);

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
      <div ref={container} data-tour-room={room} data-tour-yaw={yaw} className="absolute inset-0" />
      <p
        aria-live="polite"
        className="pointer-events-none absolute top-3 left-3 z-10 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white"
      >
        {room}
      </p>
    </>
  );
}
