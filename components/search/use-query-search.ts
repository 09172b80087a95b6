'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from '@/lib/search/filters';
import type { KeywordResult } from '@/lib/search/keyword-index';
import type { NearPlace } from '@/lib/search/places';
import { measuredSearch, positionAt, type SearchIndex } from '@/lib/search/search-index';
import { DEFAULT_SORT, sortRows, type SortKey } from '@/lib/search/sort';
import type { IndexStatus } from '@/lib/search/results-state';

type Tools = typeof import('./query-tools');

/** Where the files a keyword search and a search near a place read are served. */
export interface QueryFiles {
  /** The keyword index's vocabulary, in the page's language. */
  keywords: string;
  /** The places `near=` can name. */
  places: string;
}

/** A value loaded for one key (a query, a path); `error` when it could not be. */
interface Loaded<T> {
  key: string;
  value?: T;
  error?: 'stale' | 'failed';
}

export interface QuerySearch {
  /** The rows found, in the order to show; undefined until everything they need is here. */
  rows: number[] | undefined;
  /** Where the search stands, with the index's own state folded in (results-state.ts). */
  status: { status: IndexStatus; stale?: boolean };
  /** The place `near=` names, once known; 'unknown' when the list has no such place. */
  near: NearPlace | 'unknown' | undefined;
  /** How the notices name that place ('Westlands, Nairobi'). */
  nearLabel: string | undefined;
  /** The keyword search's answer, for highlighting. */
  keywords: KeywordResult | undefined;
  /** The code that searched, once loaded (highlighting, suggestions). */
  tools: Tools | undefined;
  retry: () => void;
}

/**
 * The whole search of /listings/ and /map/: the index's filters, then, when the query asks, the
 * keywords (`q`) and the distance from a place (`near`), and the order. The keyword index, the
 * places' list and the code that reads them are fetched on first use, never with the page.
 * While a sort is not chosen, a search near a place is nearest first and a keyword search is in
 * Best match order.
 */
export function useQuerySearch(
  index: SearchIndex | undefined,
  indexState: { status: IndexStatus; stale?: boolean },
  indexPath: string,
  files: QueryFiles,
  filters: SearchFilters,
  sort: SortKey,
): QuerySearch {
  const { q, near } = filters;
  const [tools, setTools] = useState<Loaded<Tools>>();
  const [keywords, setKeywords] = useState<Loaded<KeywordResult>>();
  const [places, setPlaces] = useState<Loaded<NearPlace[]>>();
  const [attempt, setAttempt] = useState(0);
  const needed = q !== undefined || near !== undefined;
  const code = tools?.value;

  useEffect(() => {
    if (!needed || code) return;
    let live = true;
    import('./query-tools').then(
      (module) => live && setTools({ key: '', value: module }),
      () => live && setTools({ key: '', error: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [needed, code, attempt]);

  const indexName = indexPath.slice(indexPath.lastIndexOf('/') + 1);
  useEffect(() => {
    if (!code || q === undefined) return;
    let live = true;
    code.searchKeywords(files.keywords, indexName, q).then(
      (value) => live && setKeywords({ key: q, value }),
      (error) =>
        live &&
        setKeywords({ key: q, error: error instanceof code.StaleFileError ? 'stale' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [code, q, files.keywords, indexName, attempt]);

  useEffect(() => {
    if (!code || near === undefined) return;
    let live = true;
    code.loadPlaces(files.places).then(
      (value) => live && setPlaces({ key: files.places, value }),
      (error) =>
        live &&
        setPlaces({
          key: files.places,
          error: error instanceof code.StaleFileError ? 'stale' : 'failed',
        }),
    );
    return () => {
      live = false;
    };
  }, [code, near, files.places, attempt]);

  const keywordAnswer = q === undefined ? null : keywords?.key === q ? keywords : undefined;
  const placesAnswer = near === undefined ? null : places;
  const nearPlace =
    near === undefined || placesAnswer?.value === undefined
      ? undefined
      : (code?.findPlace(placesAnswer.value, near) ?? 'unknown');
  const nearPoint = typeof nearPlace === 'object' ? nearPlace : undefined;

  const rows = useMemo(() => {
    if (!index || keywordAnswer === undefined || (near !== undefined && nearPlace === undefined))
      return undefined;
    if (keywordAnswer?.error || (near !== undefined && !code)) return undefined;
    let found = measuredSearch(index, filters, nearPoint);
    if (keywordAnswer?.value && code) {
      const byScore = sort === DEFAULT_SORT && nearPoint === undefined;
      found = code.keywordRows(found, keywordAnswer.value, byScore);
    }
    if (sort !== DEFAULT_SORT) return sortRows(index, found, sort);
    if (nearPoint && code)
      return code.byDistance(found, nearPoint, (row) => positionAt(index, row));
    return found;
  }, [index, filters, sort, keywordAnswer, near, nearPlace, nearPoint, code]);

  const errors = [tools, keywordAnswer, placesAnswer].map((loaded) => loaded?.error);
  const status: QuerySearch['status'] =
    indexState.status !== 'ready'
      ? indexState
      : errors.includes('stale')
        ? { status: 'failed', stale: true }
        : errors.includes('failed')
          ? { status: 'failed', stale: false }
          : rows === undefined
            ? { status: 'loading' }
            : { status: 'ready' };

  const retry = useCallback(() => {
    setTools((loaded) => (loaded?.error ? undefined : loaded));
    setKeywords(undefined);
    setPlaces(undefined);
    setAttempt((n) => n + 1);
  }, []);

  return {
    rows,
    status,
    near: nearPlace,
    nearLabel: nearPoint && code ? code.placeLabel(nearPoint) : undefined,
    keywords: keywordAnswer?.value,
    tools: code,
    retry,
  };
}
