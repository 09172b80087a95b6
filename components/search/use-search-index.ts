'use client';

import { useCallback, useEffect, useState } from 'react';
import { readSearchIndex, type SearchIndex } from '@/lib/search/search-index';
import { fetchOnce, forgetFetched, StaleFileError } from './fetch-once';

/** The index at `path`, fetched once per page load and shared by everything that asks. */
export function loadSearchIndex(path: string): Promise<SearchIndex> {
  return fetchOnce(path, readSearchIndex);
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
      (error) => live && setState({ status: 'failed', stale: error instanceof StaleFileError }),
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
export const forgetSearchIndexes = forgetFetched;
