import { MAX_SAVED_HOMES, MAX_COMPARE, MAX_SAVED_SEARCHES, MAX_SEARCH_NAME } from './limits';
import { isSlug } from './homes-param';
import { cleanSavedQuery } from './searches';

/**
 * What the visitor's device keeps for them: saved homes, the homes chosen to compare and saved
 * searches. One localStorage key per feature, with the format's version in the key and in the
 * value. Client-safe and pure: reading turns any stored text into a valid list, and writing
 * gives the text to store. lib/saved/device-store.ts does the storing.
 *
 * Storage belongs to the device, not to us: another site's script on a shared origin, an old
 * build, a browser extension or a person with dev tools can leave anything there. Every entry
 * is checked; what cannot be read is dropped and counted, never trusted.
 */

export const STORE_VERSION = 1;

// Written out, not built from STORE_VERSION, so the privacy notice's test finds every key.
export const STORAGE_KEYS = {
  homes: 'nyumba360:saved-homes:v1',
  compare: 'nyumba360:compare:v1',
  searches: 'nyumba360:saved-searches:v1',
} as const;

export type ListKind = keyof typeof STORAGE_KEYS;

export interface SavedHome {
  slug: string;
  /** The title when saved, in the language of that page: shown when the home is gone. */
  title: string;
  /** When it was saved (ms since 1970), for 'newest saved first'. */
  savedAt: number;
}

export interface SavedSearch {
  /** Stable id, so renaming and removing address the right search. */
  id: string;
  name: string;
  /** The /listings/ query string, without '?' (lib/saved/searches.ts cleans it). */
  query: string;
  savedAt: number;
  /**
   * The newest `listedAt` (YYYY-MM-DD) among the homes the search found when the visitor last
   * opened it; homes listed after it are 'new'. Empty when it found none.
   */
  seenThrough: string;
}

export interface Lists {
  homes: SavedHome[];
  compare: string[];
  searches: SavedSearch[];
}

/** How a stored value was read: nothing there, read whole, or read with entries dropped. */
export type ReadStatus = 'none' | 'ok' | 'repaired' | 'corrupted';

export interface ReadResult<T> {
  items: T[];
  status: ReadStatus;
}

const MAX_TITLE = 200;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteTime(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function cleanTitle(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_TITLE) : '';
}

function readHome(entry: unknown): SavedHome | undefined {
  if (!isRecord(entry) || !isSlug(entry.slug)) return undefined;
  return { slug: entry.slug, title: cleanTitle(entry.title), savedAt: finiteTime(entry.savedAt) };
}

function readCompare(entry: unknown): string | undefined {
  return isSlug(entry) ? entry : undefined;
}

function readSearch(entry: unknown): SavedSearch | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string' || !/^[\w-]{1,40}$/.test(entry.id)) {
    return undefined;
  }
  const query = typeof entry.query === 'string' ? cleanSavedQuery(entry.query) : undefined;
  if (query === undefined) return undefined;
  const name = typeof entry.name === 'string' ? entry.name.trim().slice(0, MAX_SEARCH_NAME) : '';
  const seen = entry.seenThrough;
  return {
    id: entry.id,
    name,
    query,
    savedAt: finiteTime(entry.savedAt),
    seenThrough: typeof seen === 'string' && ISO_DAY.test(seen) ? seen : '',
  };
}

const READERS = {
  homes: { read: readHome, key: (h: SavedHome) => h.slug, limit: MAX_SAVED_HOMES },
  compare: { read: readCompare, key: (s: string) => s, limit: MAX_COMPARE },
  searches: { read: readSearch, key: (s: SavedSearch) => s.id, limit: MAX_SAVED_SEARCHES },
};

type Item<K extends ListKind> = Lists[K][number];

/**
 * Earlier formats of a list, upgraded to the current one as they are read. The first format
 * (v1) is the current one; a later version's value (written by a newer build in another tab)
 * is not guessed at: it reads as corrupted and is left in place until the visitor changes
 * the list.
 */
export function migrate(kind: ListKind, value: unknown): unknown[] | undefined {
  if (!isRecord(value) || value.v !== STORE_VERSION || !Array.isArray(value.items)) {
    // A bare array of slugs, as a hand-edited or pasted value often is, is still a list.
    if (kind !== 'searches' && Array.isArray(value)) {
      return kind === 'homes' ? value.map((slug) => ({ slug, title: '', savedAt: 0 })) : value;
    }
    return undefined;
  }
  return value.items;
}

/** The list stored as `text` (null: nothing stored), checked entry by entry. */
export function readList<K extends ListKind>(kind: K, text: string | null): ReadResult<Item<K>> {
  if (text === null) return { items: [], status: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { items: [], status: 'corrupted' };
  }
  const entries = migrate(kind, parsed);
  if (entries === undefined) return { items: [], status: 'corrupted' };
  const { read, key, limit } = READERS[kind] as unknown as {
    read: (entry: unknown) => Item<K> | undefined;
    key: (item: Item<K>) => string;
    limit: number;
  };
  const seen = new Set<string>();
  const items: Item<K>[] = [];
  let dropped = 0;
  for (const entry of entries) {
    const item = read(entry);
    if (item === undefined || seen.has(key(item)) || items.length >= limit) {
      dropped++;
      continue;
    }
    seen.add(key(item));
    items.push(item);
  }
  return { items, status: dropped > 0 ? 'repaired' : 'ok' };
}

/** The text to store for a list. */
export function writeList<K extends ListKind>(kind: K, items: readonly Item<K>[]): string {
  void kind;
  return JSON.stringify({ v: STORE_VERSION, items });
}

/** The outcome of a change to a list: done, or refused because the list is full. */
export type Change<T> = { ok: true; items: T[] } | { ok: false; reason: 'full' };

/** Saves a home at the front (newest first), or reports the list full. Saving twice is a no-op. */
export function saveHome(homes: readonly SavedHome[], home: SavedHome): Change<SavedHome> {
  if (homes.some((h) => h.slug === home.slug)) return { ok: true, items: [...homes] };
  if (homes.length >= MAX_SAVED_HOMES) return { ok: false, reason: 'full' };
  return { ok: true, items: [home, ...homes] };
}

/**
 * Saves several homes (a shared shortlist's 'Save all to my list'): those not saved yet, in the
 * shortlist's order, as far as the limit allows. `added` and `skipped` count what happened.
 */
export function saveHomes(
  homes: readonly SavedHome[],
  incoming: readonly SavedHome[],
): { items: SavedHome[]; added: number; skipped: number } {
  const have = new Set(homes.map((h) => h.slug));
  const fresh = incoming.filter((h) => !have.has(h.slug) && (have.add(h.slug), true));
  const room = Math.max(0, MAX_SAVED_HOMES - homes.length);
  const added = fresh.slice(0, room);
  return { items: [...added, ...homes], added: added.length, skipped: fresh.length - added.length };
}

export function removeHome(homes: readonly SavedHome[], slug: string): SavedHome[] {
  return homes.filter((h) => h.slug !== slug);
}

/** Adds a home to the comparison or takes it out; refuses a fifth. */
export function toggleCompare(compare: readonly string[], slug: string): Change<string> {
  if (compare.includes(slug)) return { ok: true, items: compare.filter((s) => s !== slug) };
  if (compare.length >= MAX_COMPARE) return { ok: false, reason: 'full' };
  return { ok: true, items: [...compare, slug] };
}

/** Adds a search (newest first), or reports the list full. */
export function addSearch(
  searches: readonly SavedSearch[],
  search: SavedSearch,
): Change<SavedSearch> {
  if (searches.length >= MAX_SAVED_SEARCHES) return { ok: false, reason: 'full' };
  return { ok: true, items: [search, ...searches] };
}

export function updateSearch(
  searches: readonly SavedSearch[],
  id: string,
  change: Partial<Pick<SavedSearch, 'name' | 'seenThrough'>>,
): SavedSearch[] {
  return searches.map((s) =>
    s.id === id
      ? {
          ...s,
          ...(change.seenThrough !== undefined ? { seenThrough: change.seenThrough } : {}),
          ...(change.name !== undefined
            ? { name: change.name.trim().slice(0, MAX_SEARCH_NAME) || s.name }
            : {}),
        }
      : s,
  );
}

export function removeSearch(searches: readonly SavedSearch[], id: string): SavedSearch[] {
  return searches.filter((s) => s.id !== id);
}
