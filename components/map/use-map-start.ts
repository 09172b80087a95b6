'use client';

import { useEffect, useState } from 'react';
import { useSaver } from '@/components/data-saver/use-saver';
import type { MapState } from '@/lib/map/explorer';
import type { SearchIndex } from '@/lib/search/search-index';

/** Whether this browser can draw MapLibre's map (WebGL 2, which MapLibre GL 6 requires). */
function canDrawMap(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    // The test context is given back at once: browsers allow only a few at a time.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/** What shows a visitor is using the page: the map starts at the first of these. */
const INTENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** With no sign of use, the map starts this long after the list is on screen. */
const IDLE_START_MS = 3000;

/**
 * Starts the map when the visitor first uses the page (moves the pointer, touches, scrolls or
 * presses a key), or once the page has been left alone for a few seconds. The library is about
 * a megabyte of script: on a phone, evaluating it and setting up WebGL keeps the main thread
 * busy for seconds (Lighthouse measured 2.7-3.1 s of blocking time when it started at once), so
 * it waits until the list, which works without it, has been shown and can be used.
 */
function whenWanted(run: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const timer = setTimeout(start, IDLE_START_MS);
  const options = { passive: true, capture: true } as const;
  for (const name of INTENT) window.addEventListener(name, start, options);
  function stop() {
    clearTimeout(timer);
    for (const name of INTENT) window.removeEventListener(name, start, options);
  }
  return stop;
}

/**
 * The map's start-up: 'waiting' until the results are listed and the visitor uses the page
 * (whenWanted), then 'loading', or 'no-webgl' in a browser that cannot draw it (the picture
 * stays and the visitor is told why). The library and its worker are fetched only from
 * 'loading' on (use-map-canvas.ts), which ends in 'ready' or 'failed'.
 */
export function useMapStart(
  index: SearchIndex | undefined,
  rows: readonly number[] | undefined,
): {
  state: MapState;
  setState: (state: MapState) => void;
  /** The data saver is on: the map waits for its button (map-canvas.tsx) and nothing else. */
  waitsForButton: boolean;
  start: () => void;
} {
  const [state, setState] = useState<MapState>('waiting');
  const saver = useSaver();
  const start = () => setState(canDrawMap() ? 'loading' : 'no-webgl');
  // Each new search while waiting starts the wait again (its rows are a new array).
  useEffect(() => {
    if (state !== 'waiting' || !index || !rows) return;
    if (saver) return;
    return whenWanted(() => setState(canDrawMap() ? 'loading' : 'no-webgl'));
  }, [state, index, rows, saver]);
  return { state, setState, waitsForButton: saver && state === 'waiting', start };
}
