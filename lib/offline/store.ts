/*
 * What the service worker keeps, and what it lets go, within a fixed budget: everything it keeps
 * stays under 50 MB of the device's storage. A saved home's page and its main photo are kept
 * while the home is saved; the last 20 listing pages visited rotate, the oldest out; photos and
 * script files seen on the way are let go oldest first once the budget is spent.
 */

export type EntryKind =
  /** A saved home's page, or /saved/ itself: kept while saved. */
  | 'saved'
  /** A saved home's main photo: kept with its page. */
  | 'saved-photo'
  /** A listing page visited: one of the last 20. */
  | 'visited'
  /** A photo seen on a page. */
  | 'photo'
  /** A hashed script, style, font or search-index file. */
  | 'asset';

export interface Entry {
  /** The request's path (with its query for pages: a shared shortlist is its own page). */
  url: string;
  kind: EntryKind;
  /** Bytes of the kept response's body. */
  bytes: number;
  /** When it was last used, in ms since 1970. */
  at: number;
  /** A page's title, for the offline page's list. */
  title?: string;
}

export const STORE_LIMITS = {
  /** Everything kept, together. */
  bytes: 50 * 1000 * 1000,
  /** Listing pages visited (not saved). */
  visited: 20,
} as const;

const PINNED: ReadonlySet<EntryKind> = new Set(['saved', 'saved-photo']);
const KINDS: ReadonlySet<unknown> = new Set<EntryKind>([
  'saved',
  'saved-photo',
  'visited',
  'photo',
  'asset',
]);

/** Whether a value read back from storage is an entry as the worker writes it (a site path). */
export function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'url' in value &&
    typeof value.url === 'string' &&
    value.url.startsWith('/') &&
    'kind' in value &&
    KINDS.has(value.kind) &&
    'bytes' in value &&
    typeof value.bytes === 'number' &&
    'at' in value &&
    typeof value.at === 'number'
  );
}

/**
 * The entries to delete so that the store keeps its limits: visited pages beyond the newest
 * `visited`, then the least recently used of what is not pinned until the total fits. Pinned
 * entries are never chosen, even when they alone pass the budget (the visitor chose them; the
 * browser's own quota is the last word).
 */
export function toEvict(entries: readonly Entry[], limits = STORE_LIMITS): string[] {
  const out = new Set<string>();
  const visited = entries.filter((e) => e.kind === 'visited').sort((a, b) => b.at - a.at);
  for (const entry of visited.slice(limits.visited)) out.add(entry.url);

  let total = entries.reduce((sum, e) => (out.has(e.url) ? sum : sum + e.bytes), 0);
  const evictable = entries
    .filter((e) => !PINNED.has(e.kind) && !out.has(e.url))
    .sort((a, b) => a.at - b.at);
  for (const entry of evictable) {
    if (total <= limits.bytes) break;
    out.add(entry.url);
    total -= entry.bytes;
  }
  return [...out];
}

/** The entries with one put in (a later entry for the same URL replaces the earlier). */
export function withEntry(entries: readonly Entry[], entry: Entry): Entry[] {
  const previous = entries.find((e) => e.url === entry.url);
  // A page saved stays saved when it is visited again.
  const kind =
    previous && PINNED.has(previous.kind) && !PINNED.has(entry.kind) ? previous.kind : entry.kind;
  return [
    ...entries.filter((e) => e.url !== entry.url),
    { ...entry, kind, title: entry.title ?? previous?.title },
  ];
}

/**
 * The entries after the visitor's saved homes changed: `pages` are the saved homes' pages now
 * (and /saved/), `photos` their main photos. What was pinned and is no longer saved rotates with
 * the visited pages and photos from now on.
 */
export function withSaved(
  entries: readonly Entry[],
  pages: ReadonlySet<string>,
  photos: ReadonlySet<string>,
): Entry[] {
  return entries.map((entry) => {
    if (pages.has(entry.url)) return { ...entry, kind: 'saved' };
    if (photos.has(entry.url)) return { ...entry, kind: 'saved-photo' };
    if (entry.kind === 'saved') return { ...entry, kind: 'visited' };
    if (entry.kind === 'saved-photo') return { ...entry, kind: 'photo' };
    return entry;
  });
}
