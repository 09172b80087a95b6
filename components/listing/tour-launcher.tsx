'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import type { TourPlayerProps } from './tour-player';

/**
 * The 360° tour as the page first loads it: a poster (rendered by the server, passed in as
 * children) and a 'Start 360° tour' button. Everything else (the player, Photo Sphere Viewer and
 * three.js) is fetched on that click, so it costs nothing to visitors who do not open it.
 */
export function TourLauncher({
  rooms,
  texts,
  children,
  icon,
  buttonClassName,
}: {
  rooms: TourPlayerProps['rooms'];
  /** The launcher's and the player's words, from the page's dictionary. */
  texts: TourPlayerProps['texts'] & { tourStart: string; tourLoading: string; tourFailed: string };
  children: ReactNode;
  icon?: ReactNode;
  /** The start button's style, from the server (components/ui/button.ts) like the icon. */
  buttonClassName: string;
}) {
  const [Player, setPlayer] = useState<ComponentType<TourPlayerProps> | null>(null);
  // 'loading' while the player's code is fetched; 'failed' if that fetch fails (offline).
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  function start() {
    setState('loading');
    import('./tour-player').then(
      ({ TourPlayer }) => setPlayer(() => TourPlayer),
      () => setState('failed'),
    );
  }

  return (
    <div className="rounded-card relative aspect-[16/9] overflow-hidden bg-stone-900 max-sm:aspect-[4/3]">
      {Player ? (
        <Player rooms={rooms} texts={texts} poster={children} />
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
