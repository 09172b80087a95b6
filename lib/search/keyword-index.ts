import { MATCH_WEIGHT, matchTerms, tokenise, type MatchKind } from './keywords';

/**
 * The keyword index of one language: which listings hold each word, split so that a search
 * downloads only what it needs.
 *
 * - The vocabulary (every word, sorted) is one small file, fetched on the first keyword search.
 *   Prefixes and typos are matched against it in the browser (lib/search/keywords.ts).
 * - The listings of each word ('postings') are in chunk files of neighbouring words, each about
 *   CHUNK_BYTES; a search fetches the chunks of the words it matched, and keeps them.
 * - A word's postings are two lists of rows of the search index (lib/search/search-index.ts),
 *   each as the gaps between rows: where the word is in a listing's title, amenities, Key facts,
 *   place or agent ('strong', which counts more in Best match), and where it is only in the
 *   description.
 *
 * Pure and client-safe: the build writes the files (lib/search/index-file.ts), the search
 * island reads them (components/search/query-tools.ts).
 */
export const KEYWORD_INDEX_VERSION = 1;

/** Target size of a chunk file's contents, before compression. */
export const CHUNK_BYTES = 16_000;
/** A word of the title, amenities, facts, place or agent counts this many times one of the description. */
export const STRONG_WEIGHT = 3;
/** At most this many words of the vocabulary answer one query word (a short prefix matches many). */
export const MAX_TERMS_PER_WORD = 60;

/** The words of one listing, in the page's language, by where they appear. */
export interface KeywordDocument {
  /** Title, amenities, Key facts as the page words them, area and town, agent and agency. */
  strong: string;
  /** The description. */
  text: string;
}

export interface KeywordVocabulary {
  v: typeof KEYWORD_INDEX_VERSION;
  /** The search index file these rows belong to (its name, a content hash). */
  index: string;
  /** Rows in that index. */
  count: number;
  /** Every word, sorted. */
  terms: string[];
  /** How many listings hold each word (for Best match: a rare word tells more). */
  df: number[];
  /** Position in `terms` of the first word of each chunk, ascending, starting at 0. */
  starts: number[];
  /** The chunk files' names, in the order of `starts`. */
  chunks: string[];
}

export interface KeywordChunk {
  v: typeof KEYWORD_INDEX_VERSION;
  /** Position in the vocabulary of the chunk's first word. */
  first: number;
  /** Per word: [gaps of strong rows, gaps of description rows]. */
  postings: [number[], number[]][];
}

/** Rows as gaps from the previous row (the first from -1): small numbers that compress well. */
function gaps(rows: readonly number[]): number[] {
  return rows.map((row, i) => row - (i === 0 ? -1 : rows[i - 1]!));
}

function ungap(list: readonly number[]): number[] {
  let row = -1;
  return list.map((gap) => (row += gap));
}

/**
 * The index of `documents` (row i is document i): the vocabulary without its file names, and
 * the chunks, cut at about `chunkBytes` each.
 */
export function buildKeywordIndex(
  documents: readonly KeywordDocument[],
  chunkBytes = CHUNK_BYTES,
): { terms: string[]; df: number[]; starts: number[]; chunks: KeywordChunk[] } {
  const strong = new Map<string, number[]>();
  const text = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, word: string, row: number) => {
    const rows = map.get(word);
    if (rows === undefined) map.set(word, [row]);
    else rows.push(row);
  };
  documents.forEach((doc, row) => {
    const inStrong = new Set(tokenise(doc.strong, 'document'));
    for (const word of inStrong) add(strong, word, row);
    for (const word of tokenise(doc.text, 'document'))
      if (!inStrong.has(word)) add(text, word, row);
  });
  const terms = [...new Set([...strong.keys(), ...text.keys()])].sort();
  const df: number[] = [];
  const starts: number[] = [];
  const chunks: KeywordChunk[] = [];
  let current: KeywordChunk | undefined;
  let size = 0;
  terms.forEach((term, i) => {
    const posting: [number[], number[]] = [
      gaps(strong.get(term) ?? []),
      gaps(text.get(term) ?? []),
    ];
    df.push(posting[0].length + posting[1].length);
    const bytes = JSON.stringify(posting).length + 1;
    if (current === undefined || size + bytes > chunkBytes) {
      current = { v: KEYWORD_INDEX_VERSION, first: i, postings: [] };
      chunks.push(current);
      starts.push(i);
      size = 0;
    }
    current.postings.push(posting);
    size += bytes;
  });
  return { terms, df, starts, chunks };
}

/** The chunk holding word `term` of the vocabulary. */
export function chunkOf(vocabulary: Pick<KeywordVocabulary, 'starts'>, term: number): number {
  const { starts } = vocabulary;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface KeywordPlan {
  /** Per query word, the vocabulary's words that answer it. */
  words: { word: string; matches: { term: number; kind: MatchKind }[] }[];
  /** The chunks these words are in, ascending. */
  chunks: number[];
}

/** What a query needs: its words' matches in the vocabulary, and the chunks to fetch. */
export function planKeywordSearch(
  vocabulary: KeywordVocabulary,
  words: readonly string[],
): KeywordPlan {
  const planned = words.map((word) => ({
    word,
    matches: matchTerms(vocabulary.terms, word).slice(0, MAX_TERMS_PER_WORD),
  }));
  const chunks = new Set<number>();
  for (const { matches } of planned)
    for (const { term } of matches) chunks.add(chunkOf(vocabulary, term));
  return { words: planned, chunks: [...chunks].sort((a, b) => a - b) };
}

export interface KeywordResult {
  /** Best-match score of each row that holds every word; rows without one did not match. */
  scores: Map<number, number>;
  /** For each of those rows, the vocabulary's words that answered the query there. */
  words: Map<number, string[]>;
}

/**
 * The rows holding every word of the plan, scored for Best match: for each query word, its best
 * matching word in the listing (as typed before a prefix before a typo, a title or fact before
 * the description, a rare word before a common one), summed over the query's words.
 * `chunk(i)` gives a chunk the plan named (all must be loaded).
 */
export function runKeywordSearch(
  vocabulary: KeywordVocabulary,
  plan: KeywordPlan,
  chunk: (index: number) => KeywordChunk,
): KeywordResult {
  const { count } = vocabulary;
  let scores: Map<number, number> | undefined;
  const words = new Map<number, string[]>();
  for (const { matches } of plan.words) {
    const best = new Map<number, { score: number; term: number }>();
    for (const { term, kind } of matches) {
      const found = chunk(chunkOf(vocabulary, term));
      const posting = found.postings[term - found.first];
      if (posting === undefined) continue;
      const rarity = Math.log(1 + count / Math.max(1, vocabulary.df[term]!));
      posting.forEach((list, where) => {
        const score = MATCH_WEIGHT[kind] * rarity * (where === 0 ? STRONG_WEIGHT : 1);
        for (const row of ungap(list)) {
          if ((best.get(row)?.score ?? 0) < score) best.set(row, { score, term });
        }
      });
    }
    const next = new Map<number, number>();
    for (const [row, { score, term }] of best) {
      const before = scores === undefined ? 0 : scores.get(row);
      if (before === undefined) continue;
      next.set(row, before + score);
      const word = vocabulary.terms[term]!;
      const seen = words.get(row);
      if (seen === undefined) words.set(row, [word]);
      else if (!seen.includes(word)) seen.push(word);
    }
    scores = next;
    if (scores.size === 0) break;
  }
  const found = scores ?? new Map<number, number>();
  for (const row of words.keys()) if (!found.has(row)) words.delete(row);
  return { scores: found, words };
}

/**
 * `rows` that the keyword search found, in Best-match order when `byScore` (ties keep the
 * order they came in), else in their own order.
 */
export function keywordRows(
  rows: readonly number[],
  result: KeywordResult,
  byScore: boolean,
): number[] {
  const kept = rows.filter((row) => result.scores.has(row));
  if (!byScore) return kept;
  return kept
    .map((row, i) => ({ row, i, score: result.scores.get(row)! }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ row }) => row);
}

export class KeywordIndexError extends Error {
  override name = 'KeywordIndexError';
}

const isIntArray = (value: unknown, min: number) =>
  Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= min);

/** Checks a fetched vocabulary before it is trusted; a damaged or stale file is refused whole. */
export function readKeywordVocabulary(data: unknown): KeywordVocabulary {
  const fail = (why: string): never => {
    throw new KeywordIndexError(`Keyword index refused: ${why}`);
  };
  if (typeof data !== 'object' || data === null) return fail('not an object');
  const v = data as Partial<Record<keyof KeywordVocabulary, unknown>>;
  if (v.v !== KEYWORD_INDEX_VERSION) return fail(`version ${String(v.v)}`);
  if (typeof v.index !== 'string' || !Number.isInteger(v.count)) return fail('index');
  const terms = v.terms;
  if (!Array.isArray(terms) || !terms.every((t) => typeof t === 'string')) return fail('terms');
  if (!isIntArray(v.df, 1) || (v.df as number[]).length !== terms.length) return fail('df');
  const starts = v.starts as number[];
  if (!isIntArray(starts, 0) || (starts[0] !== 0 && terms.length > 0)) return fail('starts');
  if (!starts.every((s, i) => i === 0 || s > starts[i - 1]!)) return fail('starts');
  const chunks = v.chunks;
  if (!Array.isArray(chunks) || chunks.length !== starts.length) return fail('chunks');
  if (!chunks.every((name) => typeof name === 'string' && /^[\w.-]+$/.test(name)))
    return fail('chunks');
  return data as KeywordVocabulary;
}

/** Checks a fetched chunk against the vocabulary's plan for it. */
export function readKeywordChunk(
  data: unknown,
  vocabulary: KeywordVocabulary,
  index: number,
): KeywordChunk {
  const fail = (why: string): never => {
    throw new KeywordIndexError(`Keyword chunk ${index} refused: ${why}`);
  };
  if (typeof data !== 'object' || data === null) return fail('not an object');
  const chunk = data as Partial<KeywordChunk>;
  if (chunk.v !== KEYWORD_INDEX_VERSION) return fail(`version ${String(chunk.v)}`);
  if (typeof chunk.first !== 'number' || chunk.first !== vocabulary.starts[index])
    return fail('first');
  const end = vocabulary.starts[index + 1] ?? vocabulary.terms.length;
  const postings = chunk.postings;
  if (!Array.isArray(postings) || postings.length !== end - chunk.first) return fail('postings');
  const ok = postings.every(
    (posting) =>
      Array.isArray(posting) &&
      posting.length === 2 &&
      posting.every((list) => isIntArray(list, 1)) &&
      ungap(posting[0]).every((row) => row < vocabulary.count) &&
      ungap(posting[1]).every((row) => row < vocabulary.count),
  );
  if (!ok) return fail('postings');
  return data as KeywordChunk;
}
