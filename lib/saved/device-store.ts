import {
  readList,
  STORAGE_KEYS,
  writeList,
  type ListKind,
  type Lists,
  type ReadResult,
} from './stored';

/**
 * The lists as this device keeps them, in localStorage, shared by the card buttons, the header
 * count, /saved/ and /compare/. Client only (it touches `window` when called, never on import).
 *
 * - Each list is read once and then served from memory until it changes, here or in another
 *   tab (the `storage` event), so `snapshot` is cheap and stable for useSyncExternalStore.
 * - Storage that throws (private mode, a full quota, a policy) does not break anything: the
 *   list then lives in memory for this page and `blocked` says so, so pages can tell the
 *   visitor their list will not be kept.
 */

export interface ListSnapshot<K extends ListKind> extends ReadResult<Lists[K][number]> {
  /** Storage refused to read or write: changes last only as long as this page. */
  blocked: boolean;
}

const cache: { [K in ListKind]?: ListSnapshot<K> } = {};
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function snapshot<K extends ListKind>(kind: K): ListSnapshot<K> {
  const cached = cache[kind] as ListSnapshot<K> | undefined;
  if (cached) return cached;
  let text: string | null = null;
  let blocked = false;
  try {
    const store = storage();
    if (store) text = store.getItem(STORAGE_KEYS[kind]);
    else blocked = true;
  } catch {
    blocked = true;
  }
  const read = readList(kind, text);
  const fresh = { ...read, blocked } as ListSnapshot<K>;
  (cache as Record<ListKind, unknown>)[kind] = fresh;
  return fresh;
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** Stores a list. Returns false when storage refused: the change then lasts for this page. */
export function store<K extends ListKind>(kind: K, items: readonly Lists[K][number][]): boolean {
  let blocked = false;
  try {
    const target = storage();
    if (!target) throw new Error('no storage');
    if (items.length === 0) target.removeItem(STORAGE_KEYS[kind]);
    else target.setItem(STORAGE_KEYS[kind], writeList(kind, items));
  } catch {
    blocked = true;
  }
  (cache as Record<ListKind, unknown>)[kind] = { items: [...items], status: 'ok', blocked };
  // Every island of the page shares this module (one bundle runtime), so one call reaches
  // them all; other tabs hear of it through the `storage` event.
  notify();
  return !blocked;
}

const keyKinds = new Map<string, ListKind>(
  (Object.keys(STORAGE_KEYS) as ListKind[]).map((kind) => [STORAGE_KEYS[kind], kind]),
);

function onStorage(event: StorageEvent) {
  // key null: the other tab cleared all of storage.
  if (event.key === null) {
    for (const kind of keyKinds.values()) delete cache[kind];
  } else {
    const kind = keyKinds.get(event.key);
    if (kind === undefined) return;
    delete cache[kind];
  }
  notify();
}

/** Calls `listener` whenever a list changes, in this tab or another. */
export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Forgets what was read, so the next snapshot reads storage again (tests, other bundles). */
export function forget(): void {
  for (const kind of keyKinds.values()) delete cache[kind];
}
