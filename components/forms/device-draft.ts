'use client';

import { useSyncExternalStore } from 'react';

/**
 * A form's draft, kept in the browser's localStorage under `key` and shared by every component
 * that shows it: read once when first asked for, written on every change. Built on
 * useSyncExternalStore, so the server's HTML and the first render in the browser both see no
 * draft (null), and the stored one arrives right after hydration without an effect.
 *
 * Storage is the device's: whatever it holds goes through `read`, which must turn anything
 * unexpected into a fresh draft. Where storage is blocked or full, the draft lives in memory
 * and `blocked` says so, so the form can tell the visitor to keep the page open.
 */
export interface DraftState<T> {
  value: T;
  /** How the draft was found: none stored, read back, unreadable, or cleared with 'Start again'. */
  origin: 'none' | 'restored' | 'corrupted' | 'cleared';
  blocked: boolean;
}

export interface DeviceDraft<T> {
  /** The draft, or null on the server and while hydrating. */
  useDraft(): DraftState<T> | null;
  update(change: (value: T) => T): void;
  /** Replaces the draft with a fresh one ('Start again'). */
  reset(): void;
}

export function deviceDraft<T>({
  key,
  read,
  write,
  fresh,
}: {
  key: string;
  /** The stored text (null if none) as a draft; 'corrupted' for anything else. */
  read: (
    stored: string | null,
  ) => { status: 'none' } | { status: 'ok'; value: T } | { status: 'corrupted' };
  write: (value: T) => string;
  fresh: () => T;
}): DeviceDraft<T> {
  let state: DraftState<T> | null = null;
  const listeners = new Set<() => void>();

  function save(value: T, origin: DraftState<T>['origin'], blocked: boolean) {
    try {
      window.localStorage.setItem(key, write(value));
    } catch {
      blocked = true;
    }
    state = { value, origin, blocked };
    listeners.forEach((listener) => listener());
  }

  function snapshot(): DraftState<T> {
    if (state) return state;
    let stored: string | null = null;
    let blocked = false;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      blocked = true;
    }
    const found = read(stored);
    state =
      found.status === 'ok'
        ? { value: found.value, origin: 'restored', blocked }
        : { value: fresh(), origin: found.status, blocked };
    return state;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    useDraft: () => useSyncExternalStore(subscribe, snapshot, () => null),
    update(change) {
      const current = snapshot();
      save(change(current.value), current.origin, current.blocked);
    },
    reset() {
      // The stored draft is removed, not overwritten: until the next keystroke nothing is kept.
      const { blocked } = snapshot();
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
      state = { value: fresh(), origin: 'cleared', blocked };
      listeners.forEach((listener) => listener());
    },
  };
}
