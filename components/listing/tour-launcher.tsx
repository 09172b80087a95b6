'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { TourPlayerProps } from './tour-player';

/**
 * The 360° tour as the page first loads it: a poster (rendered by the server, passed in as
 * children) and a 'Start 360° tour' button. Everything else (the player, Photo Sphere Viewer and
 * three.js) is fetched on that click, so it costs nothing to visitors who do not open it.
 *
 * The floor plan's rooms (links marked `data-opens-room`, in the server's markup) start the tour
 * at that room, or move a running tour there; without script they are plain links to the tour.
 */
export function TourLauncher({
  rooms,
  texts,
  children,
  icon,
  buttonClassName,
  plan,
}: {
  rooms: TourPlayerProps['rooms'];
  /** The launcher's and the player's words, from the page's dictionary. */
  texts: TourPlayerProps['texts'] & { tourStart: string; tourLoading: string; tourFailed: string };
  children: ReactNode;
  icon?: ReactNode;
  /** The start button's style, from the server (components/ui/button.ts) like the icon. */
  buttonClassName: string;
  plan?: TourPlayerProps['plan'];
}) {
  const [Player, setPlayer] = useState<ComponentType<TourPlayerProps> | null>(null);
  // 'loading' while the player's code is fetched; 'failed' if that fetch fails (offline).
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [startRoom, setStartRoom] = useState<string>();
  const [request, setRequest] = useState<{ room: string; n: number }>();
  const box = useRef<HTMLDivElement>(null);
  // Whether the player runs, for the plan's links (their listener is added once).
  const running = useRef(false);
  useEffect(() => {
    running.current = Player !== null;
  }, [Player]);

  function start() {
    setState('loading');
    import('./tour-player').then(
      ({ TourPlayer }) => setPlayer(() => TourPlayer),
      () => setState('failed'),
    );
  }

  useEffect(() => {
    const ids = new Set(rooms.map((r) => r.id));
    function open(event: Event) {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>('[data-opens-room]');
      const room = link?.dataset.opensRoom;
      if (!link || !room || !ids.has(room) || box.current?.contains(link)) return;
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      if (running.current) setRequest((r) => ({ room, n: (r?.n ?? 0) + 1 }));
      else {
        setStartRoom(room);
        start();
      }
      box.current?.scrollIntoView({ block: 'center' });
      box.current?.focus({ preventScroll: true });
    }
    // A link with role="button" answers Space as a button does; Enter already clicks it.
    const keys = (event: KeyboardEvent) => {
      if (event.key === ' ') open(event);
    };
    document.addEventListener('click', open);
    document.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('click', open);
      document.removeEventListener('keydown', keys);
    };
  }, [rooms]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      data-saver-scope
      className="rounded-card relative aspect-[16/9] overflow-hidden bg-stone-900 outline-none max-sm:aspect-[4/3]"
    >
      {Player ? (
        <Player
          rooms={rooms}
          texts={texts}
          poster={children}
          startRoom={startRoom}
          request={request}
          plan={plan}
        />
      ) : (
        <>
          {children}
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/35 p-4 text-center">
            <button
              type="button"
              onClick={start}
              disabled={state === 'loading'}
              className={buttonClassName}
            >
              {icon}
              {state === 'loading' ? texts.tourLoading : texts.tourStart}
            </button>
            {state === 'failed' && (
              <p
                role="status"
                className="max-w-md rounded-xl bg-black/70 px-4 py-3 text-sm text-white"
              >
                {texts.tourFailed}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
