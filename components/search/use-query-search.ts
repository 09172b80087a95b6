'use client';

import { useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from '@/lib/search/filters';
import { measuredSearch, type SearchIndex } from '@/lib/search/search-index';
import { sortRows, type SortKey } from '@/lib/search/sort';
import type { IndexStatus } from '@/lib/search/results-state';
import { StaleFileError } from './fetch-once';
import type { QueryAnswer } from './query-tools';
import { useSearchIndex } from './use-search-index';

/** Where the files a keyword search and a search near a place read are served. */
export interface QueryFiles {
  /** The keyword index's vocabulary, in the page's language. */
  keywords: string;
  /** The places `near=` can name. */
  places: string;
}

export interface QuerySearch {
  /** The search index, once here. */
  index: SearchIndex | undefined;
  /** The rows found, in the order to show; undefined until everything they need is here. */
  rows: number[] | undefined;
  /** Where the search stands, with the index's own state folded in (results-state.ts). */
  status: { status: IndexStatus; stale?: boolean };
  /** What the keywords and the place gave, once here (query-tools.ts). */
  answer: QueryAnswer | undefined;
  /** What Clear Filters leaves (QueryAnswer.cleared): nothing, or the keywords alone. */
  cleared: URLSearchParams;
  /** Tries again after a failure: the index and what the keywords and the place need. */
  retry: () => void;
}

/**
 * The whole search of /listings/ and /map/: the search index at `indexPath` (fetched once,
 * ./use-search-index.ts), its filters and, when the query asks, the keywords (`q`) and the
 * distance from a place (`near`), then the order. What the keywords and the place need (the
 * keyword index, the places' list and the code reading them) is fetched on first use with
 * components/search/query-tools.ts, never with the page: this hook only asks for it and waits.
 */
export function useQuerySearch(
  indexPath: string,
  files: QueryFiles,
  filters: SearchFilters,
  sort: SortKey,
): QuerySearch {
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const { q, near } = filters;
  const needed = q !== undefined || near !== undefined;
  const key = `${q ?? ''}\n${near ?? ''}`;
  const [loaded, setLoaded] = useState<{
    key: string;
    answer?: QueryAnswer;
    error?: 'stale' | 'failed';
  }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!needed) return;
    let live = true;
    import('./query-tools')
      .then((tools) => tools.answerQuery(indexPath, files, q, near))
      .then(
        (answer) => live && setLoaded({ key, answer }),
        (error: unknown) =>
          live &&
          setLoaded({
            key,
            error: error instanceof StaleFileError ? 'stale' : 'failed',
          }),
      );
    return () => {
      live = false;
    };
  }, [needed, key, q, near, indexPath, files, attempt]);

  const current = needed && loaded?.key === key ? loaded : undefined;
  const answer = current?.answer;
  const rows = useMemo(() => {
    if (!index || (needed && !answer)) return undefined;
    if (answer) return answer.rows(index, filters, sort);
    return sortRows(index, measuredSearch(index, filters), sort);
  }, [index, needed, answer, filters, sort]);

  const status: QuerySearch['status'] =
    search.status === 'failed'
      ? { status: 'failed', stale: search.stale }
      : search.status === 'loading'
        ? { status: 'loading' }
        : current?.error
          ? { status: 'failed', stale: current.error === 'stale' }
          : rows === undefined
            ? { status: 'loading' }
            : { status: 'ready' };

  return {
    index,
    rows,
    status,
    answer,
    cleared: answer?.cleared ?? new URLSearchParams(),
    retry: () => {
      search.retry();
      setLoaded(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
