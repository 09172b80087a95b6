/*
 * What the pages and the service worker share: the caches' names, the messages a page sends
 * (components/runtime/offline-runtime.ts) and what the offline page reads
 * (components/offline/kept-pages.tsx). Client-safe: plain values.
 */
import type { SaverChoice } from '@/lib/data-saver/saver';
import type { Entry } from './store';

export const CACHES = {
  /** The deploy's shell: `n360-shell-<version>`, replaced by each deploy. */
  shellPrefix: 'n360-shell-',
  pages: 'n360-pages',
  photos: 'n360-photos',
  assets: 'n360-assets',
  /** The worker's record of what it keeps (META_URL). */
  meta: 'n360-meta',
} as const;

/** The key of the worker's record in the meta cache. */
export const META_URL = '/__offline/state.json';

export interface WorkerState {
  /**
   * The visitor's data saver choice as the pages last told it; undefined
   * while they have made none: then each request's `Save-Data` header, or the browser's hint.
   */
  saver: SaverChoice | undefined;
  entries: Entry[];
}

export type WorkerMessage =
  /** The visitor's choice: on, off, or null for none (lib/data-saver/saver.ts). */
  | { type: 'saver'; choice: SaverChoice | null }
  /** The saved homes' pages in the page's language, as the device's list has them now. */
  | { type: 'saved'; pages: string[] };

/** Where the service worker is served, and the file an operator deploys to retire it. */
export const WORKER_PATH = '/sw.js';
