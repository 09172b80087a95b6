// The keyword engines that `npm run bench:keywords` compares (scripts/quality/keyword-engines.ts),
// as the same code in Node and in Chromium: the bench imports this module to build and search in
// Node, and bundles it with `installBrowserBench()` into the page it times in the browser, so both
// figures come from one configuration per engine.
//
// Every engine is given the site's own words (lib/search/keywords.ts: folding, stop words, '3br',
// hyphens), so the engines differ in how they index and match, not in what counts as a word. The
// rules to meet: every query word must match (AND); a word of 3+ letters also matches as the start
// of a longer one; a word of 5+ letters forgives one typo; title, amenities, facts, place and
// agent ('strong') count 3 times the description.
import {
  count,
  create,
  insertMultiple,
  load as loadOrama,
  save,
  search as searchOrama,
} from '@orama/orama';
import FlexSearch, { type Tokenizer } from 'flexsearch';
import MiniSearch from 'minisearch';
import {
  keywordRows,
  planKeywordSearch,
  runKeywordSearch,
  STRONG_WEIGHT,
  type KeywordChunk,
  type KeywordDocument,
  type KeywordVocabulary,
} from '@/lib/search/keyword-index';
import { MIN_PREFIX_LENGTH, MIN_TYPO_LENGTH, queryWords, tokenise } from '@/lib/search/keywords';

/** A search: every matching row (listing), best match first. */
export type Search = (query: string) => number[] | Promise<number[]>;

/** An engine whose whole index is one file that the browser fetches before the first search. */
export interface WholeIndexEngine {
  name: WholeIndexName;
  /** What the configuration does about prefixes and typos, in a few words. */
  matching: string;
  /** Build time: the documents' index, serialised as the file a browser would fetch. */
  build(documents: readonly KeywordDocument[]): Promise<string>;
  /** Search time: the file back into a search. */
  load(file: string): Promise<Search>;
}

export const WHOLE_INDEX_NAMES = [
  'minisearch',
  'orama',
  'flexsearch',
  'flexsearch-tolerant',
] as const;
export type WholeIndexName = (typeof WHOLE_INDEX_NAMES)[number];

/** More than any result list: the engines cut their results at a limit, and the site needs all. */
const ALL = 1_000_000;

const isPrefixWord = (word: string) => word.length >= MIN_PREFIX_LENGTH;
const typosForgiven = (word: string) => (word.length >= MIN_TYPO_LENGTH ? 1 : 0);

/** Rows by score, highest first; equal scores keep the row order (as the own index does). */
function byScore(scores: Map<number, number>): number[] {
  return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([row]) => row);
}

/**
 * Rows holding every word, each word's scores summed: the AND across fields that Orama and
 * FlexSearch lack. Both want all words within one field, so 'penthouse pantry' (the type in the
 * title, the pantry in the description) would find nothing.
 */
function intersect(perWord: readonly Map<number, number>[]): Map<number, number> {
  const [first, ...rest] = perWord;
  const total = new Map(first);
  for (const scores of rest) {
    for (const [row, score] of total) {
      const more = scores.get(row);
      if (more === undefined) total.delete(row);
      else total.set(row, score + more);
    }
  }
  return total;
}

// MiniSearch: prefix and fuzzy are set per query word, so the length rules fit exactly, and AND
// spans the fields. Its fuzzy match is the Levenshtein distance: two neighbours swapped
// ('balcnoy') are two edits, not one.
const MINISEARCH_OPTIONS = {
  idField: 'id',
  fields: ['strong', 'text'],
  storeFields: [],
  tokenize: (text: string) => tokenise(text, 'document'),
  processTerm: (term: string) => term,
  searchOptions: {
    tokenize: queryWords,
    processTerm: (term: string) => term,
    prefix: isPrefixWord,
    fuzzy: (term: string) => typosForgiven(term) || false,
    boost: { strong: STRONG_WEIGHT },
    combineWith: 'AND' as const,
  },
};

const minisearch: WholeIndexEngine = {
  name: 'minisearch',
  matching: 'prefix from 3 letters, 1 edit (Levenshtein) from 5; AND across fields',
  async build(documents) {
    const index = new MiniSearch<KeywordDocument & { id: number }>(MINISEARCH_OPTIONS);
    index.addAll(documents.map((doc, id) => ({ id, ...doc })));
    return JSON.stringify(index);
  },
  async load(file) {
    const index = MiniSearch.loadJSON(file, MINISEARCH_OPTIONS);
    return (query) => index.search(query).map((result) => result.id as number);
  },
};

// Orama: a tokenizer of the site's words (Orama calls it without a field for the query). Its
// `threshold: 0` asks for all words but within one field, so each word is searched alone (with
// its own prefix and typo setting) and the rows intersected. Its saved database holds every
// document and a sort index: both are left out, as the search needs neither.
const ORAMA_SCHEMA = { strong: 'string', text: 'string' } as const;
const oramaTokenizer = () => ({
  language: 'english',
  normalizationCache: new Map<string, string>(),
  tokenize: (raw: string, _language?: string, field?: string) =>
    field === undefined ? queryWords(raw) : tokenise(raw, 'document'),
});
const oramaDatabase = () =>
  create({
    schema: ORAMA_SCHEMA,
    components: { tokenizer: oramaTokenizer() },
    sort: { enabled: false },
  });

const orama: WholeIndexEngine = {
  name: 'orama',
  matching:
    'prefix from 3 letters, 1 edit (Levenshtein) from 5; AND per field only (bench: per word)',
  async build(documents) {
    const db = oramaDatabase();
    await insertMultiple(
      db,
      documents.map((doc, row) => ({ id: String(row), ...doc })),
    );
    const data = save(db) as unknown as { docs: { count: number } };
    return JSON.stringify({ ...data, docs: { docs: {}, count: data.docs.count } });
  },
  async load(file) {
    const db = oramaDatabase();
    loadOrama(db, JSON.parse(file));
    // All results, but no more: its search takes time in proportion to the limit asked.
    const limit = count(db);
    return async (query) => {
      const perWord: Map<number, number>[] = [];
      for (const word of queryWords(query)) {
        const found = await searchOrama(db, {
          term: word,
          properties: ['strong', 'text'],
          boost: { strong: STRONG_WEIGHT },
          exact: !isPrefixWord(word),
          tolerance: typosForgiven(word),
          limit,
        });
        perWord.push(new Map(found.hits.map((hit) => [Number(hit.id), hit.score])));
        if (found.count === 0) break;
      }
      return perWord.length === 0 ? [] : byScore(intersect(perWord));
    };
  },
};

// FlexSearch: the tokenizer decides at build time what matches. 'forward' indexes every start of
// a word (prefixes, but from the first letter), 'tolerant' the word with one letter dropped or
// two swapped (typos, but no prefixes); one field cannot have both. The 'Normalize' encoder folds
// doubled letters ('swiming' = 'swimming'); the site's tokeniser runs first. Fields are searched
// one word at a time through its Resolver (strong boosted), then intersected as for Orama.
function flexsearch(name: WholeIndexName, tokenize: Tokenizer, matching: string): WholeIndexEngine {
  const newIndex = () => {
    const encoder = new FlexSearch.Encoder({
      ...FlexSearch.Charset.Normalize,
      prepare: (text: string) => tokenise(text, 'document').join(' '),
    });
    return new FlexSearch.Document({
      document: {
        id: 'id',
        index: [
          { field: 'strong', tokenize, encoder },
          { field: 'text', tokenize, encoder },
        ],
      },
    });
  };
  return {
    name,
    matching,
    async build(documents) {
      const index = newIndex();
      documents.forEach((doc, id) => index.add({ id, ...doc }));
      const parts: Record<string, string> = {};
      index.export((key, data) => {
        parts[key] = data;
      });
      return JSON.stringify(parts);
    },
    async load(file) {
      const index = newIndex();
      for (const [key, data] of Object.entries(JSON.parse(file) as Record<string, string>)) {
        index.import(key, data);
      }
      return (query) => {
        const perWord = queryWords(query).map((word) => {
          const rows = new FlexSearch.Resolver({
            index,
            field: 'strong',
            query: word,
            boost: STRONG_WEIGHT,
          })
            .or({ index, field: 'text', query: word })
            .resolve({ limit: ALL }) as number[];
          // Its results are ranked but not scored: rank order as a falling score.
          return new Map(rows.map((row, rank) => [row, 1 / (1 + rank)]));
        });
        return perWord.length === 0 ? [] : byScore(intersect(perWord));
      };
    },
  };
}

export const WHOLE_INDEX_ENGINES: readonly WholeIndexEngine[] = [
  minisearch,
  orama,
  flexsearch(
    'flexsearch',
    'forward',
    'prefix from 1 letter; doubled letters folded; no other typos',
  ),
  flexsearch(
    'flexsearch-tolerant',
    'tolerant',
    'typos: 1 letter dropped or 2 swapped, any length; no prefixes',
  ),
];

/**
 * The project's own chunked index, as the search island runs it: plan (which vocabulary words
 * answer each query word), then score the rows of the chunks the plan names (all loaded).
 */
export function ownSearch(
  vocabulary: KeywordVocabulary,
  chunk: (index: number) => KeywordChunk,
): Search {
  return (query) => {
    const plan = planKeywordSearch(vocabulary, queryWords(query));
    const result = runKeywordSearch(vocabulary, plan, chunk);
    return keywordRows(
      [...result.scores.keys()].sort((a, b) => a - b),
      result,
      true,
    );
  };
}

/** The chunks a query needs from the own index (its vocabulary is fetched first). */
export const ownChunks = (vocabulary: KeywordVocabulary, query: string): number[] =>
  planKeywordSearch(vocabulary, queryWords(query)).chunks;

/** Median and worst of some times (ms). */
export function summarise(times: readonly number[]): { median: number; worst: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, worst: sorted[sorted.length - 1] ?? NaN };
}

/** One query timed: its result count and each run's milliseconds (after one run to warm up). */
export interface Timed {
  query: string;
  results: number;
  times: number[];
}

/** Runs each query once to warm up, then `runs` times timed. */
export async function timeQueries(
  search: Search,
  queries: readonly string[],
  runs: number,
): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const query of queries) {
    const results = (await search(query)).length;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await search(query);
      times.push(performance.now() - start);
    }
    timed.push({ query, results, times });
  }
  return timed;
}

/** What the page offers the bench (window.keywordBench). */
export interface BrowserBench {
  /** Fetches and loads a whole-index file, then times the queries. */
  whole(
    name: WholeIndexName,
    url: string,
    queries: string[],
    runs: number,
  ): Promise<{ loadMs: number; timed: Timed[] }>;
  /** Fetches the vocabulary and every chunk the queries need, then times the queries. */
  own(vocabularyUrl: string, queries: string[], runs: number): Promise<{ timed: Timed[] }>;
  /**
   * Pagefind from its folder: one search (cold, for the bytes it fetches) and the ids of its
   * results; with `runs`, the search timed again that many times with its chunks loaded.
   */
  pagefind(
    base: string,
    query: string,
    runs: number,
  ): Promise<{ ids: string[]; urls: string[]; times: number[] }>;
}

/** Pagefind's browser module, as far as the bench uses it. */
interface PagefindModule {
  options(options: { basePath: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { id: string; data(): Promise<{ url: string }> }[];
  }>;
}

/** Puts the bench on `window` in the page the bench bundles this module into. */
export function installBrowserBench(): void {
  const fetchText = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  };
  const bench: BrowserBench = {
    async whole(name, url, queries, runs) {
      const engine = WHOLE_INDEX_ENGINES.find((e) => e.name === name)!;
      const file = await fetchText(url);
      const start = performance.now();
      const search = await engine.load(file);
      const loadMs = performance.now() - start;
      return { loadMs, timed: await timeQueries(search, queries, runs) };
    },
    async own(vocabularyUrl, queries, runs) {
      const vocabulary = JSON.parse(await fetchText(vocabularyUrl)) as KeywordVocabulary;
      const base = vocabularyUrl.slice(0, vocabularyUrl.lastIndexOf('/') + 1);
      const chunks = new Map<number, KeywordChunk>();
      for (const query of queries) {
        for (const index of ownChunks(vocabulary, query)) {
          if (!chunks.has(index)) {
            const text = await fetchText(`${base}${vocabulary.chunks[index]}`);
            chunks.set(index, JSON.parse(text) as KeywordChunk);
          }
        }
      }
      const search = ownSearch(vocabulary, (index) => chunks.get(index)!);
      return { timed: await timeQueries(search, queries, runs) };
    },
    async pagefind(base, query, runs) {
      const pagefind = (await import(/* @vite-ignore */ `${base}pagefind.js`)) as PagefindModule;
      await pagefind.options({ basePath: base });
      await pagefind.init();
      const found = await pagefind.search(query);
      const ids = found.results.map((result) => result.id);
      // One result's fragment, to read how a result names its page; the bench sums the rest's
      // file sizes instead of fetching thousands of them.
      const first = found.results[0];
      const urls = first ? [(await first.data()).url] : [];
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await pagefind.search(query);
        times.push(performance.now() - start);
      }
      return { ids, urls, times };
    },
  };
  (window as unknown as { keywordBench: BrowserBench }).keywordBench = bench;
}
