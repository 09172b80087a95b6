'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The language a visitor chose with the toggle, remembered in localStorage across pages and
 * visits. The page's language comes from its address (/sw/… is Swahili); this is only the
 * visitor's preference, used to offer (never force) the other language's page.
 */
export const LANGUAGE_KEY = 'nyumba360:language';

// Where storage is blocked (private mode, policies) the choice lives here, for this page only.
let unsaved: Locale | null = null;

/** The stored choice, or null if none (or anything unreadable: storage is device-controlled). */
export function readLanguageChoice(): Locale | null {
  if (unsaved !== null) return unsaved;
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' || value === 'sw' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Saved as the toggle is followed. This page is not told (no event): it is being left, and the
 * offer on it should not flash up for the language the visitor is already going to. Other tabs
 * hear of it through the `storage` event.
 */
export function saveLanguageChoice(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
    unsaved = null;
  } catch {
    unsaved = locale;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored choice; null on the server and while hydrating, so the HTML always matches. */
export function useLanguageChoice(): Locale | null {
  return useSyncExternalStore(subscribe, readLanguageChoice, () => null);
}
