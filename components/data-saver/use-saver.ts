'use client';

import { useSyncExternalStore } from 'react';
import { SAVER_ATTRIBUTE } from '@/lib/data-saver/saver';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [SAVER_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Whether the data saver is on, for an island: `<html data-saver>` as the body's first script set it and
 * the switch changes it (lib/data-saver/saver.ts). Off in the server's HTML, which never knows.
 */
export function useSaver(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(SAVER_ATTRIBUTE),
    () => false,
  );
}
