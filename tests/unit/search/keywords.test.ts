import { describe, expect, it } from 'vitest';
import { foldText, matchTerms, queryWords, tokenise, withinOneEdit } from '@/lib/search/keywords';

describe('tokenising', () => {
  it('folds case, accents and apostrophes, in English and Swahili', () => {
    expect(tokenise("Ng'ong Road, near the Café", 'document')).toEqual([
      'ngong',
      'road',
      'near',
      'cafe',
    ]);
    expect(tokenise('Ng’ong', 'query')).toEqual(['ngong']);
    expect(foldText('ÉLÉGANT')).toBe('elegant');
    // Swahili joining words are left out, as 'the' and 'in' are.
    expect(tokenise('Bwawa la kuogelea na maji ya kisima', 'document')).toEqual([
      'bwawa',
      'kuogelea',
      'maji',
      'kisima',
    ]);
  });

  it('keeps hyphenated words whole and in parts in documents, whole in queries', () => {
    expect(tokenise('en-suite bedrooms', 'document')).toEqual([
      'ensuite',
      'en',
      'suite',
      'bedrooms',
    ]);
    expect(tokenise('en-suite', 'query')).toEqual(['ensuite']);
    expect(tokenise('- -- a-', 'document')).toEqual([]);
  });

  it('reads 3br, 3bdr, 3-bedroom and 3 bed as one word, and leaves out prices', () => {
    for (const typed of ['3br', '3BR', '3bdr', '3-bedroom', '3bed', '03br'])
      expect(tokenise(typed, 'query'), typed).toEqual(['3br']);
    expect(tokenise('3 bedroom', 'query')).toEqual(['3', 'bedroom']);
    expect(tokenise('Ksh 18,000/month, 2 bays', 'document')).toEqual(['ksh', 'month', '2', 'bays']);
  });

  it('keeps each word once and at most eight words of a query', () => {
    expect(tokenise('pool pool POOL', 'query')).toEqual(['pool']);
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(8);
  });

  it('never throws and cuts every word, on hostile text', () => {
    const words = tokenise(`${'x'.repeat(5000)} <script>alert(1)</script> (.*)+ \u0000`, 'query');
    expect(words.every((w) => w.length <= 24)).toBe(true);
    expect(words).toContain('script');
  });
});

describe('one edit', () => {
  it('forgives one letter added, dropped, changed, or two swapped', () => {
    expect(withinOneEdit('swiming', 'swimming')).toBe(true);
    expect(withinOneEdit('detatched', 'detached')).toBe(true);
    expect(withinOneEdit('borehloe', 'borehole')).toBe(true);
    expect(withinOneEdit('gatid', 'gated')).toBe(true);
    expect(withinOneEdit('furnished', 'furnished')).toBe(true);
  });
  it('does not forgive two', () => {
    expect(withinOneEdit('swimin', 'swimming')).toBe(false);
    expect(withinOneEdit('unfurnished', 'furnished')).toBe(false);
    expect(withinOneEdit('gated', 'dateg')).toBe(false);
    expect(withinOneEdit('abc', 'abcde')).toBe(false);
  });
});

describe('matching a word against the vocabulary', () => {
  const terms = ['bore', 'borehole', 'boreholes', 'gated', 'gym', 'pool', 'swimming'].sort();
  const found = (word: string) =>
    matchTerms(terms, word).map(({ term, kind }) => `${terms[term]}:${kind}`);

  it('matches the word, then what it begins from three letters', () => {
    expect(found('boreh')).toEqual(['borehole:prefix', 'boreholes:prefix']);
    expect(found('bore')).toEqual(['bore:exact', 'borehole:prefix', 'boreholes:prefix']);
    // Two letters match only a whole word.
    expect(found('gy')).toEqual([]);
    expect(found('gym')).toEqual(['gym:exact']);
  });

  it('forgives one typo from five letters, not fewer, and only for a word it does not know', () => {
    // 'gated' is a word of the vocabulary: 'gate' and 'gates' are not offered as its typos.
    expect(matchTerms(['gate', 'gated', 'gates'], 'gated')).toEqual([{ term: 1, kind: 'exact' }]);
    expect(matchTerms(['kilimani', 'milimani'], 'kilimani')).toEqual([{ term: 0, kind: 'exact' }]);
    expect(found('swiming')).toEqual(['swimming:typo']);
    expect(found('gatde')).toEqual(['gated:typo']);
    expect(found('pol')).toEqual([]);
    expect(found('poool')).toEqual(['pool:typo']);
  });
});
