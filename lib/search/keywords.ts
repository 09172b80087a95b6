/**
 * Words of a keyword search (`q=`), the same for the texts indexed at build time and for what a
 * visitor types, in English and Swahili: lower case, accents and apostrophes dropped (Ng'ong
 * is 'ngong', as people type it), hyphenated words kept whole and in parts, '3br' and '3-bedroom'
 * read as one word, and the words that every listing holds ('the', 'ya') left out. Pure and
 * client-safe; lib/search/keyword-index.ts builds and reads the index with it.
 */

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** A word at least this long matches as the start of a longer one ('boreh'). */
export const MIN_PREFIX_LENGTH = 3;
/** A word at least this long forgives one typo ('swiming'). */
export const MIN_TYPO_LENGTH = 5;
/** Longer words are cut: no word of a listing comes close, and it bounds every comparison. */
const MAX_WORD_LENGTH = 24;

/**
 * Words too common to tell listings apart, in both languages. Left out of the index and of
 * queries alike, so 'house in Karen' asks for 'house' and 'karen'.
 */
const STOP_WORDS = new Set([
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'by',
  'for',
  'from',
  'has',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  // Swahili: the joining words (-a of, na, kwa, katika, ni) that fill every sentence.
  'cha',
  'kwa',
  'katika',
  'la',
  'na',
  'ni',
  'pa',
  'vya',
  'wa',
  'ya',
  'za',
]);

const APOSTROPHES = /['’ʼ‘`]/g;
const BEDROOMS = /^(\d{1,2})(?:br|bd|bdr|bed|beds|bedroom|bedrooms|bedroomed)$/;

/** Lower case without accents or apostrophes: the form every word is compared in. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(APOSTROPHES, '')
      // '18,000' is one number, not '18' and '000'.
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
  );
}

/** '3br', '3bdr', '3-bedroom' (joined) all read as '3br'. */
function bedroomWord(word: string): string {
  const match = BEDROOMS.exec(word);
  return match ? `${Number(match[1])}br` : word;
}

/** Digits alone of three or more: prices and phone numbers, searched by the price fields. */
const isLongNumber = (word: string) => /^\d{3,}$/.test(word);

/**
 * The words of a text. `document` keeps a hyphenated word whole and in parts ('en-suite' gives
 * 'ensuite', 'en' and 'suite'); `query` keeps it whole, which matches both ways of writing it.
 * Stop words and long numbers are left out; each word once, in order of first appearance.
 */
export function tokenise(text: string, mode: 'document' | 'query'): string[] {
  const words = new Set<string>();
  for (const raw of foldText(text).split(/[^a-z0-9-]+/)) {
    const parts = raw.split('-').filter((part) => part !== '');
    if (parts.length === 0) continue;
    const whole = parts.join('');
    const forms = mode === 'document' && parts.length > 1 ? [whole, ...parts] : [whole];
    for (const form of forms) {
      const word = bedroomWord(form).slice(0, MAX_WORD_LENGTH);
      if (!STOP_WORDS.has(word) && !isLongNumber(word)) words.add(word);
    }
  }
  return [...words];
}

/** The words a query asks for, each to be found in a listing (several words: all of them). */
export function queryWords(query: string): string[] {
  return tokenise(query, 'query').slice(0, MAX_QUERY_WORDS);
}

/**
 * Whether `a` and `b` are at most one edit apart: one letter added, dropped, changed, or two
 * neighbours swapped ('detatched' and 'detached', 'swiming' and 'swimming', 'gatde' and 'gated').
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One change, or a swap of the neighbours at i.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word, at i.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How a word of the index answers a word of the query. */
export type MatchKind = 'exact' | 'prefix' | 'typo';

/** What each kind of match is worth in 'Best match': the word as typed first. */
export const MATCH_WEIGHT: Record<MatchKind, number> = { exact: 1, prefix: 0.7, typo: 0.5 };

export interface TermMatch {
  /** Position of the word in the sorted vocabulary. */
  term: number;
  kind: MatchKind;
}

/** First position in the sorted `terms` whose word is not before `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The words of the sorted vocabulary that answer one query word: itself; from
 * MIN_PREFIX_LENGTH letters, every word it begins; and from MIN_TYPO_LENGTH letters, when
 * neither found anything, every word one edit away. A word the vocabulary holds is no typo:
 * 'gated' must not also find 'gate', nor 'kilimani' find 'milimani'.
 */
export function matchTerms(terms: readonly string[], word: string): TermMatch[] {
  const found = new Map<number, MatchKind>();
  const start = lowerBound(terms, word);
  if (terms[start] === word) found.set(start, 'exact');
  if (word.length >= MIN_PREFIX_LENGTH) {
    for (let i = start; i < terms.length && terms[i]!.startsWith(word); i++) {
      if (!found.has(i)) found.set(i, 'prefix');
    }
  }
  if (word.length >= MIN_TYPO_LENGTH && found.size === 0) {
    terms.forEach((term, i) => {
      if (!found.has(i) && withinOneEdit(word, term)) found.set(i, 'typo');
    });
  }
  return [...found].map(([term, kind]) => ({ term, kind }));
}
