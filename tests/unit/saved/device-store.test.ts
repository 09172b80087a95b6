import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forget, snapshot, store, subscribe } from '@/lib/saved/device-store';
import { type SavedHome, STORAGE_KEYS, writeList } from '@/lib/saved/stored';

const home = (slug: string, savedAt = 1): SavedHome => ({ slug, title: `Home ${slug}`, savedAt });

const quota = () => {
  throw new DOMException('quota', 'QuotaExceededError');
};
const denied = () => {
  throw new DOMException('denied', 'SecurityError');
};

/** A change another tab made: storage changed, then the event for its key. */
function otherTab(key: string | null, value?: string) {
  if (key !== null && value !== undefined) localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

let unsubscribe: (() => void)[] = [];
function listen() {
  const listener = vi.fn();
  unsubscribe.push(subscribe(listener));
  return listener;
}

beforeEach(() => {
  localStorage.clear();
  forget();
});

afterEach(() => {
  unsubscribe.forEach((stop) => stop());
  unsubscribe = [];
  vi.restoreAllMocks();
  localStorage.clear();
  forget();
});

describe('snapshot', () => {
  it('reads nothing stored as an empty list', () => {
    expect(snapshot('homes')).toEqual({ items: [], status: 'none', blocked: false });
    expect(snapshot('compare')).toEqual({ items: [], status: 'none', blocked: false });
    expect(snapshot('searches')).toEqual({ items: [], status: 'none', blocked: false });
  });

  it('reads what is stored under the versioned key, checked', () => {
    localStorage.setItem(STORAGE_KEYS.homes, writeList('homes', [home('a'), home('b')]));
    localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify({ v: 1, items: ['a', '<x>'] }));
    localStorage.setItem(STORAGE_KEYS.searches, '{not json');
    localStorage.setItem('nyumba360:saved-homes:v0', writeList('homes', [home('old')]));
    expect(snapshot('homes')).toEqual({
      items: [home('a'), home('b')],
      status: 'ok',
      blocked: false,
    });
    expect(snapshot('compare')).toEqual({ items: ['a'], status: 'repaired', blocked: false });
    expect(snapshot('searches')).toEqual({ items: [], status: 'corrupted', blocked: false });
  });

  it('reads storage once, then serves the same object from memory', () => {
    localStorage.setItem(STORAGE_KEYS.compare, writeList('compare', ['a']));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const first = snapshot('compare');
    expect(snapshot('compare')).toBe(first);
    expect(getItem).toHaveBeenCalledTimes(1);
    // A change behind its back (no event) is not seen until forget().
    localStorage.setItem(STORAGE_KEYS.compare, writeList('compare', ['a', 'b']));
    expect(snapshot('compare').items).toEqual(['a']);
    forget();
    expect(snapshot('compare').items).toEqual(['a', 'b']);
    expect(getItem).toHaveBeenCalledTimes(2);
  });
});

describe('store', () => {
  it('writes the list, serves it at once and tells every subscriber', () => {
    const one = listen();
    const two = listen();
    expect(store('homes', [home('a')])).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.homes)!)).toEqual({
      v: 1,
      items: [home('a')],
    });
    expect(snapshot('homes')).toEqual({ items: [home('a')], status: 'ok', blocked: false });
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).toHaveBeenCalledTimes(1);
    forget();
    expect(snapshot('homes').items).toEqual([home('a')]);
  });

  it('keeps its own copy of the items', () => {
    const items = ['a', 'b'];
    store('compare', items);
    items.push('c');
    expect(snapshot('compare').items).toEqual(['a', 'b']);
  });

  it('removes the key for an empty list', () => {
    store('compare', ['a']);
    expect(localStorage.getItem(STORAGE_KEYS.compare)).not.toBeNull();
    expect(store('compare', [])).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.compare)).toBeNull();
    expect(snapshot('compare')).toEqual({ items: [], status: 'ok', blocked: false });
  });

  it('gives a new snapshot after each change, and only for the list changed', () => {
    const homes = snapshot('homes');
    const compare = snapshot('compare');
    store('homes', [home('a')]);
    expect(snapshot('homes')).not.toBe(homes);
    expect(snapshot('compare')).toBe(compare);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    store('compare', ['a']);
    stop();
    store('compare', ['b']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('changes in another tab (the storage event)', () => {
  it('re-reads a list when its key changes, and tells subscribers', () => {
    store('homes', [home('a')]);
    const listener = listen();
    const before = snapshot('homes');
    otherTab(STORAGE_KEYS.homes, writeList('homes', [home('b'), home('a')]));
    expect(listener).toHaveBeenCalledTimes(1);
    const after = snapshot('homes');
    expect(after).not.toBe(before);
    expect(after.items).toEqual([home('b'), home('a')]);
  });

  it('re-reads only the list whose key changed', () => {
    store('homes', [home('a')]);
    store('compare', ['a']);
    listen();
    const homes = snapshot('homes');
    otherTab(STORAGE_KEYS.compare, writeList('compare', ['x', 'y']));
    expect(snapshot('homes')).toBe(homes);
    expect(snapshot('compare').items).toEqual(['x', 'y']);
  });

  it('ignores a foreign key', () => {
    store('homes', [home('a')]);
    const listener = listen();
    const before = snapshot('homes');
    localStorage.setItem(STORAGE_KEYS.homes, writeList('homes', [home('z')]));
    otherTab('another-site:cart', '[1]');
    otherTab('nyumba360:saved-homes:v2', '{"v":2,"items":[]}');
    expect(listener).not.toHaveBeenCalled();
    expect(snapshot('homes')).toBe(before);
    expect(snapshot('homes').items).toEqual([home('a')]);
  });

  it('re-reads every list when another tab clears storage (key null)', () => {
    store('homes', [home('a')]);
    store('compare', ['a']);
    const listener = listen();
    localStorage.clear();
    otherTab(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(snapshot('homes')).toEqual({ items: [], status: 'none', blocked: false });
    expect(snapshot('compare')).toEqual({ items: [], status: 'none', blocked: false });
  });

  it('is not heard once every subscriber has left', () => {
    store('homes', [home('a')]);
    const listener = vi.fn();
    subscribe(listener)();
    const before = snapshot('homes');
    otherTab(STORAGE_KEYS.homes, writeList('homes', [home('b')]));
    expect(listener).not.toHaveBeenCalled();
    expect(snapshot('homes')).toBe(before);
  });
});

describe('storage that refuses', () => {
  it('a write that throws is kept in memory and reported blocked', () => {
    const listener = listen();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    expect(() => store('homes', [home('a'), home('b')])).not.toThrow();
    expect(store('homes', [home('a'), home('b')])).toBe(false);
    expect(snapshot('homes')).toEqual({
      items: [home('a'), home('b')],
      status: 'ok',
      blocked: true,
    });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STORAGE_KEYS.homes)).toBeNull();
  });

  it('a removal that throws is reported blocked too', () => {
    store('compare', ['a']);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(store('compare', [])).toBe(false);
    expect(snapshot('compare')).toEqual({ items: [], status: 'ok', blocked: true });
  });

  it('a read that throws gives an empty, blocked list', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    expect(() => snapshot('searches')).not.toThrow();
    expect(snapshot('searches')).toEqual({ items: [], status: 'none', blocked: true });
  });

  it('a list changed while storage refuses lives on for the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    expect(snapshot('compare').blocked).toBe(true);
    expect(store('compare', ['a'])).toBe(false);
    expect(store('compare', [...snapshot('compare').items, 'b'])).toBe(false);
    expect(snapshot('compare')).toEqual({ items: ['a', 'b'], status: 'ok', blocked: true });
  });

  it('storage working again: the next write succeeds and clears blocked', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    expect(store('homes', [home('a')])).toBe(false);
    setItem.mockRestore();
    expect(store('homes', [home('a')])).toBe(true);
    expect(snapshot('homes').blocked).toBe(false);
    forget();
    expect(snapshot('homes').items).toEqual([home('a')]);
  });

  it('localStorage itself out of reach (a policy) blocks without throwing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    expect(snapshot('homes')).toEqual({ items: [], status: 'none', blocked: true });
    expect(store('homes', [home('a')])).toBe(false);
    expect(snapshot('homes')).toEqual({ items: [home('a')], status: 'ok', blocked: true });
  });
});
