'use client';

import { useSyncExternalStore } from 'react';
import { snapshot, subscribe, type ListSnapshot } from '@/lib/saved/device-store';
import type { ListKind } from '@/lib/saved/stored';

/**
 * A list the device keeps (lib/saved/device-store.ts), kept current across islands and tabs.
 * Null on the server and while hydrating, so the HTML matches; the stored list arrives in the
 * render right after.
 */
export function useDeviceList<K extends ListKind>(kind: K): ListSnapshot<K> | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(kind),
    () => null,
  );
}
