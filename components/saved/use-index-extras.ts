'use client';

import { useEffect, useState } from 'react';
import { readIndexExtras, type IndexExtras } from '@/lib/search/index-extras';
import type { SearchIndex } from '@/lib/search/search-index';

// One request per file and page load; a failed one is forgotten, so a reload of the island
// (or 'Try Again') asks again.
const loads = new Map<string, Promise<unknown>>();

function load(path: string): Promise<unknown> {
  let pending = loads.get(path);
  if (!pending) {
    pending = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.json();
    });
    pending.catch(() => loads.delete(path));
    loads.set(path, pending);
  }
  return pending;
}

export type IndexExtrasState =
  { status: 'loading' } | { status: 'ready'; extras: IndexExtras } | { status: 'failed' };

/**
 * The comparison's extra fields (lib/search/index-extras.ts) for `index`, fetched once it is
 * there and checked against it (same number of rows).
 */
export function useIndexExtras(path: string, index: SearchIndex | undefined): IndexExtrasState {
  const [state, setState] = useState<{ index: SearchIndex; state: IndexExtrasState } | null>(null);
  useEffect(() => {
    if (!index) return;
    let live = true;
    load(path)
      .then((data) => readIndexExtras(data, index.count))
      .then(
        (extras) => live && setState({ index, state: { status: 'ready', extras } }),
        () => live && setState({ index, state: { status: 'failed' } }),
      );
    return () => {
      live = false;
    };
  }, [path, index]);
  return state && state.index === index ? state.state : { status: 'loading' };
}
