'use client';

import { useCallback, useEffect, useState } from 'react';
import { readSearchIndex, type SearchIndex } from '@/lib/search/search-index';

// One request per index file and page load, shared by every render and remount. A failed load
// is forgotten, so 'Try again' really asks again.
const loads = new Map<string, Promise<SearchIndex>>();

/** The index this page names is gone: a newer build replaced it (the name is a content hash). */
class StaleIndexError extends Error {}

/** The index at `path`, fetched once per page load and shared by everything that asks. */
export function loadSearchIndex(path: string): Promise<SearchIndex> {
  let pending = loads.get(path);
  if (!pending) {
    pending = fetch(path)
      .then((response) => {
        if (response.status === 404) throw new StaleIndexError(path);
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return response.json();
      })
      .then(readSearchIndex);
    pending.catch(() => loads.delete(path));
    loads.set(path, pending);
  }
  return pending;
}

export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'ready'; index: SearchIndex }
  /** `stale`: the page is older than the site (a reload fixes it); else a network error. */
  | { status: 'failed'; stale: boolean };

/** Fetches the search index once; `retry` starts a new attempt after a failure. */
export function useSearchIndex(path: string): SearchIndexState & { retry: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSearchIndex(path).then(
      (index) => live && setState({ status: 'ready', index }),
      (error) => live && setState({ status: 'failed', stale: error instanceof StaleIndexError }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** For tests: forget loaded indexes. */
export function forgetSearchIndexes() {
  loads.clear();
}
