import { describe, expect, it } from 'vitest';
import { agentOf } from '@/lib/agents/data';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { getListings } from '@/lib/listings/data';
import { factWords, keywordDocument } from '@/lib/search/keyword-docs';
import {
  buildKeywordIndex,
  chunkOf,
  KEYWORD_INDEX_VERSION,
  keywordRows,
  planKeywordSearch,
  readKeywordChunk,
  readKeywordVocabulary,
  runKeywordSearch,
  type KeywordDocument,
  type KeywordVocabulary,
} from '@/lib/search/keyword-index';
import { queryWords } from '@/lib/search/keywords';

/** The index of `docs` as the browser gets it: through JSON and the readers' checks. */
function shipped(docs: readonly KeywordDocument[], chunkBytes?: number) {
  const built = buildKeywordIndex(docs, chunkBytes);
  const vocabulary = readKeywordVocabulary(
    JSON.parse(
      JSON.stringify({
        v: KEYWORD_INDEX_VERSION,
        index: 'index.json',
        count: docs.length,
        terms: built.terms,
        df: built.df,
        starts: built.starts,
        chunks: built.chunks.map((_, i) => `chunk-${i}.json`),
      } satisfies KeywordVocabulary),
    ),
  );
  const chunks = built.chunks.map((chunk, i) =>
    readKeywordChunk(JSON.parse(JSON.stringify(chunk)), vocabulary, i),
  );
  const search = (query: string) => {
    const plan = planKeywordSearch(vocabulary, queryWords(query));
    return { plan, result: runKeywordSearch(vocabulary, plan, (i) => chunks[i]!) };
  };
  const rows = (query: string) => {
    const all = Array.from({ length: docs.length }, (_, i) => i);
    return keywordRows(all, search(query).result, true);
  };
  return { vocabulary, chunks, search, rows };
}

const doc = (strong: string, text = ''): KeywordDocument => ({ strong, text });

describe('keyword index', () => {
  const docs = [
    doc('Garden cottage in Karen', 'A quiet home with a borehole and a swimming pool.'),
    doc('Apartment with swimming pool, Kilimani', 'Gym and lift.'),
    doc('Borehole water, Runda villa', 'Gated, with a generator.'),
    doc('Studio in Westlands', 'Close to the malls.'),
  ];
  const index = shipped(docs);

  it('finds every word of a query, prefix and typo included', () => {
    expect(index.rows('borehole')).toEqual([2, 0]);
    expect(index.rows('boreh')).toEqual([2, 0]);
    expect(index.rows('swiming pool')).toEqual([1, 0]);
    expect(index.rows('borehole swimming')).toEqual([0]);
    expect(index.rows('borehole studio')).toEqual([]);
    expect(index.rows('nothing-like-it')).toEqual([]);
  });

  it('ranks a word in the title or facts before one in the description, and as typed first', () => {
    // Row 2 has 'borehole' in its facts; row 0 only in its description.
    expect(index.search('borehole').result.scores.get(2)!).toBeGreaterThan(
      index.search('borehole').result.scores.get(0)!,
    );
    // The same field: the word as typed scores above a prefix, which scores above a typo.
    const exact = index.search('pool').result.scores.get(1)!;
    expect(index.search('poo').result.scores.get(1)!).toBeLessThan(exact);
    expect(index.search('poool').result.scores.get(1)!).toBeLessThan(
      index.search('poo').result.scores.get(1)!,
    );
  });

  it('says which words matched in each home, for the cards', () => {
    const { words } = index.search('swiming boreh').result;
    expect(words.get(0)).toEqual(['swimming', 'borehole']);
    expect([...words.keys()]).toEqual([0]);
  });

  it('keeps the order it was given when not ranking', () => {
    expect(keywordRows([3, 2, 1, 0], index.search('pool').result, false)).toEqual([1, 0]);
  });

  it('cuts chunks at the size asked, and plans only the chunks of the words matched', () => {
    const small = shipped(docs, 40);
    expect(small.chunks.length).toBeGreaterThan(3);
    const { plan } = small.search('garden');
    expect(plan.chunks).toHaveLength(1);
    const term = small.vocabulary.terms.indexOf('garden');
    expect(plan.chunks[0]).toBe(chunkOf(small.vocabulary, term));
    // Same answers however the index is cut.
    for (const q of ['borehole', 'boreh', 'swiming pool', 'gated generator', 'kili'])
      expect(small.rows(q), q).toEqual(index.rows(q));
  });

  it('refuses a damaged vocabulary or chunk', () => {
    expect(() => readKeywordVocabulary({ ...index.vocabulary, v: 99 })).toThrow(/version/);
    expect(() => readKeywordVocabulary({ ...index.vocabulary, df: [1] })).toThrow(/df/);
    expect(() => readKeywordVocabulary({ ...index.vocabulary, chunks: ['../x y'] })).toThrow();
    expect(() => readKeywordVocabulary(null)).toThrow();
    const chunk = index.chunks[0]!;
    expect(() => readKeywordChunk({ ...chunk, first: 3 }, index.vocabulary, 0)).toThrow(/first/);
    expect(() =>
      readKeywordChunk({ ...chunk, postings: [[[999], []]] }, index.vocabulary, 0),
    ).toThrow(/postings/);
  });
});

describe('keyword search of the sample listings', () => {
  const listings = getListings();
  const search = (locale: Locale, query: string) => {
    const t = dictionary(locale);
    const { rows } = shipped(listings.map((l) => keywordDocument(l, agentOf(l).agent, t, locale)));
    return rows(query).map((row) => listings[row]!.slug);
  };
  const having = (test: (l: (typeof listings)[number]) => boolean) =>
    listings
      .filter(test)
      .map((l) => l.slug)
      .sort();

  it('finds Key facts as the page words them, in both languages', () => {
    const borehole = having((l) => l.facts?.water === 'borehole' || l.facts?.water === 'both');
    expect(borehole.length).toBeGreaterThan(0);
    // The fact, or the description's own word.
    const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();
    const says = (word: RegExp, locale: 'en' | 'sw') =>
      having((l) => word.test((locale === 'en' ? l.description : l.sw.description) ?? ''));
    expect(search('en', 'borehole').sort()).toEqual(union(borehole, says(/borehole/i, 'en')));
    expect(search('sw', 'kisima').sort()).toEqual(union(borehole, says(/kisima/i, 'sw')));
    const pets = having((l) => l.facts?.petsAllowed === true);
    expect(search('en', 'pets allowed').sort()).toEqual(pets);
    // A 'no' is not a match: 'Pets: Not allowed' does not answer 'pets'.
    expect(search('en', 'pets').sort()).toEqual(pets);
  });

  it('finds amenities, places, agents and agencies; names in both languages', () => {
    const pools = having((l) => l.amenities.includes('Swimming Pool'));
    expect(search('en', 'swiming pool').sort()).toEqual(pools);
    expect(search('sw', 'bwawa kuogelea').sort()).toEqual(pools);
    expect(search('en', 'karen')).toEqual(['family-home-karen']);
    expect(search('sw', 'karen')).toEqual(['family-home-karen']);
    const agency = listings[0]!.agent.agency;
    const theirs = having((l) => l.agent.agency === agency);
    for (const locale of ['en', 'sw'] as const)
      expect(search(locale, agency).sort(), locale).toEqual(theirs);
  });

  it('leaves out the facts a home says no to', () => {
    const t = dictionary('en');
    expect(
      factWords({ petsAllowed: false, backupPower: 'none', furnished: false, parkingBays: 0 }, t),
    ).toEqual([]);
    expect(factWords({ water: 'both', backupPower: 'generator' }, t)).toEqual([
      'Water County mains and borehole',
      'Backup power Generator',
    ]);
  });
});
