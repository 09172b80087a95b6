'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The browser's path, or null while rendering on the server and hydrating. The 404 page is one
 * static file served for every unknown path, so its HTML cannot know the path; rendering
 * anything path-dependent before hydration ends would mismatch (React error #418).
 */
export function useClientPathname(): string | null {
  const pathname = usePathname();
  return useHydrated() ? pathname : null;
}

/** False on the server and while hydrating, true after: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
