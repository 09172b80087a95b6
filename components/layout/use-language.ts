'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The EN/SW choice. SPEC: the toggle only switches its label (no translation exists yet).
 * Kept in localStorage so it is remembered across pages and visits; every toggle on the page
 * (desktop and mobile menu) reads the same store.
 */
export type Language = 'en' | 'sw';

const KEY = 'nyumba360:language';
const EVENT = 'nyumba360:language';

function read(): Language {
  try {
    return window.localStorage.getItem(KEY) === 'sw' ? 'sw' : 'en';
  } catch {
    return 'en'; // storage blocked (private mode, policies): stay on the default
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
    } catch {
      // not persisted, but the label still switches for this page through the event
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [language, toggle];
}
