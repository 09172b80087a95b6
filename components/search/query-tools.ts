import { createElement, Fragment, type ReactNode } from 'react';
import type { CardExtras } from '@/components/listing/listing-card';
import type { WithinKm } from '@/lib/search/filter-options';
import { fetchOnce, StaleFileError } from './fetch-once';
import { loadPlaces } from './load-places';
import { NearNotice, type NearNoticeTexts } from './near-notice';
import { fill } from '@/lib/i18n/format';
import type { ListingSummary } from '@/lib/listings/schema';
import { distanceKm } from '@/lib/map/position';
import { parseFilters, type SearchFilters } from '@/lib/search/filters';
import { measuredSearch, positionAt, type SearchIndex } from '@/lib/search/search-index';
import { DEFAULT_SORT, sortRows, type SortKey } from '@/lib/search/sort';
import {
  keywordRows,
  planKeywordSearch,
  readKeywordChunk,
  readKeywordVocabulary,
  runKeywordSearch,
  type KeywordChunk,
  type KeywordResult,
  type KeywordVocabulary,
} from '@/lib/search/keyword-index';
import { queryWords, tokenise } from '@/lib/search/keywords';
import { byDistance, findPlace, placeLabel, roundedKm, type NearPlace } from '@/lib/search/places';

/*
 * What a keyword search and a search near a place need in the browser, loaded with a dynamic
 * import the first time a search asks for either (or the place field is used), so no page
 * carries it in its first load: fetching the keyword index's vocabulary and chunks and the
 * places' list, each once per page load, and highlighting the matched words on the cards.
 */

/** Name of the performance entry each keyword search leaves (for the tests and the bench). */
export const KEYWORD_MEASURE = 'search-keywords';

/**
 * The rows holding every word of `query`, scored, from the keyword index whose vocabulary is
 * at `vocabularyPath`; `indexName` is the search index the page uses, which the vocabulary must
 * name. Fetches the vocabulary and only the chunks the query's words need.
 */
export async function searchKeywords(
  vocabularyPath: string,
  indexName: string,
  query: string,
): Promise<KeywordResult> {
  const vocabulary = await fetchOnce(vocabularyPath, readKeywordVocabulary);
  if (vocabulary.index !== indexName) throw new StaleFileError(vocabularyPath);
  const plan = planKeywordSearch(vocabulary, queryWords(query));
  const folder = vocabularyPath.slice(0, vocabularyPath.lastIndexOf('/') + 1);
  const loaded = new Map<number, KeywordChunk>();
  await Promise.all(
    plan.chunks.map(async (i) => {
      const chunk = await fetchOnce(`${folder}${vocabulary.chunks[i]}`, (data) =>
        readKeywordChunk(data, vocabulary as KeywordVocabulary, i),
      );
      loaded.set(i, chunk);
    }),
  );
  const started = performance.now();
  const result = runKeywordSearch(vocabulary, plan, (i) => loaded.get(i)!);
  performance.measure(KEYWORD_MEASURE, { start: started });
  return result;
}

/**
 * Every row a query string finds, keywords and place included: for counting a saved search.
 * An unknown place is left out of the search, as the results page does.
 */
export async function searchQueryRows(
  index: SearchIndex,
  indexPath: string,
  files: { keywords: string; places: string },
  query: string,
): Promise<number[]> {
  const filters = parseFilters(query);
  const answer = await answerQuery(indexPath, files, filters.q, filters.near);
  return answer.rows(index, filters, DEFAULT_SORT);
}

const mark = (word: string, key: number) => createElement('mark', { key }, word);

/**
 * `text` with the words a keyword search matched marked (<mark>), as the cards show titles
 * and places: each word is compared in its folded form, whole or in its hyphenated parts.
 */
export function highlight(text: string, matched: ReadonlySet<string>): ReactNode {
  if (matched.size === 0) return text;
  const pieces = text.split(/([\p{L}\p{N}'’-]+)/u);
  return createElement(
    Fragment,
    null,
    ...pieces.map((piece, i) => {
      const hit = i % 2 === 1 && tokenise(piece, 'document').some((word) => matched.has(word));
      return hit ? mark(piece, i) : piece;
    }),
  );
}

/**
 * What the cards of a search show beyond the listing: the title with the matched words marked;
 * under it, how far the home is from the place searched near, and the matched words the title
 * and place do not show (found in the description, amenities or Key facts), marked too.
 */
export function cardExtras(
  rows: readonly number[],
  summaries: readonly ListingSummary[],
  keywords: KeywordResult | undefined,
  near: NearPlace | 'unknown' | undefined,
  texts: { kmAway: string; matches: string },
): CardExtras[] {
  return summaries.map((summary, i) => {
    const words = new Set(keywords?.words.get(rows[i]!) ?? []);
    const seen = new Set(tokenise(`${summary.title} ${summary.location}`, 'document'));
    const elsewhere = [...words].filter((word) => !seen.has(word));
    const notes: ReactNode[] = [];
    if (typeof near === 'object') {
      const km = roundedKm(distanceKm(near, summary.position));
      notes.push(fill(texts.kmAway, { km }));
    }
    if (elsewhere.length > 0) {
      notes.push(
        createElement(
          Fragment,
          { key: 'm' },
          `${texts.matches}: `,
          ...elsewhere.flatMap((word, n) => (n === 0 ? [mark(word, n)] : [', ', mark(word, n)])),
        ),
      );
    }
    return {
      title: words.size > 0 ? highlight(summary.title, words) : undefined,
      note:
        notes.length === 0
          ? undefined
          : createElement(Fragment, null, ...notes.flatMap((n, k) => (k === 0 ? [n] : [' · ', n]))),
    };
  });
}

/** What a search's keywords and place gave, and what the results page does with them. */
export interface QueryAnswer {
  /** The keyword search's answer, if the query has keywords. */
  keywords: KeywordResult | undefined;
  /** The place `near=` names; 'unknown' when the list has no such place. */
  near: NearPlace | 'unknown' | undefined;
  /**
   * The rows found in the order to show: while no sort is chosen, nearest first near a place,
   * else in Best match order for keywords.
   */
  rows: (index: SearchIndex, filters: SearchFilters, sort: SortKey) => number[];
  /** The cards' marked titles and notes (cardExtras, below). */
  extras: (
    rows: readonly number[],
    summaries: readonly ListingSummary[],
    texts: { kmAway: string; matches: string },
  ) => CardExtras[];
  /**
   * What Clear Filters leaves: the keywords, when they alone find homes (so the visitor keeps
   * what they typed and loses only the filters that emptied the list); else nothing.
   */
  cleared: URLSearchParams;
  /** What the results say about the place: how far from it, or that it is unknown. */
  notice: (asked: string, within: WithinKm | undefined, texts: NearNoticeTexts) => ReactNode;
  /** The sort menu's first choice while none is chosen: nearest first, or Best match. */
  sortLabel: (texts: { nearest: string; bestMatch: string }) => string | undefined;
}

/** Loads what `q` and `near` need (the keyword index's chunks, the places) and answers them. */
export async function answerQuery(
  indexPath: string,
  files: { keywords: string; places: string },
  q: string | undefined,
  nearId: string | undefined,
): Promise<QueryAnswer> {
  const indexName = indexPath.slice(indexPath.lastIndexOf('/') + 1);
  const [keywords, places] = await Promise.all([
    // Words every listing holds ('the', 'ya') are no keywords: such a query filters nothing.
    q === undefined || queryWords(q).length === 0
      ? undefined
      : searchKeywords(files.keywords, indexName, q),
    nearId === undefined ? undefined : loadPlaces(files.places),
  ]);
  const near = nearId === undefined ? undefined : (findPlace(places!, nearId) ?? 'unknown');
  const point = typeof near === 'object' ? near : undefined;
  return {
    keywords,
    near,
    rows(index, filters, sort) {
      let rows = measuredSearch(index, filters, point);
      if (keywords) rows = keywordRows(rows, keywords, sort === DEFAULT_SORT && !point);
      if (sort !== DEFAULT_SORT) return sortRows(index, rows, sort);
      return point ? byDistance(rows, point, (row) => positionAt(index, row)) : rows;
    },
    extras: (rows, summaries, texts) => cardExtras(rows, summaries, keywords, near, texts),
    cleared: new URLSearchParams(q !== undefined && (keywords?.scores.size ?? 0) > 0 ? { q } : {}),
    notice: (asked, within, texts) =>
      createElement(NearNotice, { near, label: point && placeLabel(point), asked, within, texts }),
    sortLabel: (texts) => (point ? texts.nearest : q === undefined ? undefined : texts.bestMatch),
  };
}
