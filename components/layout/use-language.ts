'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The EN/SW choice. docs/spec.md §2.1: the toggle only switches its label (no translation exists yet).
 * Kept in localStorage so it is remembered across pages and visits; every toggle on the page
 * (desktop and mobile menu) reads the same store.
 */
export type Language = 'en' | 'sw';

const KEY = 'nyumba360:language';
const EVENT = 'nyumba360:language';

// Where storage is blocked (private mode, policies) the choice lives here, for this page only.
let unsaved: Language | null = null;

function read(): Language {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(KEY) === 'sw' ? 'sw' : 'en';
  } catch {
    return 'en';
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useLanguage(): [Language, () => void] {
  // The server snapshot is the default, so hydration matches the static HTML.
  const language = useSyncExternalStore(subscribe, read, () => 'en' as const);
  const toggle = useCallback(() => {
    const next: Language = read() === 'en' ? 'sw' : 'en';
    try {
      window.localStorage.setItem(KEY, next);
      unsaved = null;
    } catch {
      unsaved = next;
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [language, toggle];
}
