'use client';

import { useSyncExternalStore } from 'react';

/**
 * The address's query string, for the /map/ island, without Next's useSearchParams: that hook
 * makes the island render in the browser only (inside a Suspense boundary), so its whole HTML,
 * the overview picture included, would be thrown away and drawn again on hydration, and the
 * picture would count as painted only then (Lighthouse measured a 3 s largest-paint delay).
 * Here the server renders the island with no query, hydration keeps that HTML, and the real
 * query arrives in the render right after.
 */
const NAVIGATED = 'nyumba360-navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** The query string without its '?'; '' on the server and while hydrating. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.slice(1),
    () => '',
  );
}

/** A new history entry with `url` (same page), which useLocationSearch then reads. */
export function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(NAVIGATED));
}
