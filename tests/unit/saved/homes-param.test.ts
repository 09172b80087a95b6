import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HOMES_PARAM, MAX_SLUG_LENGTH } from '@/lib/saved/limits';
import { homesParam, isSlug, parseHomesParam, withHomes } from '@/lib/saved/homes-param';

const KNOWN = [
  'kilimani-2-bed-flat',
  'karen-family-home',
  'nyali-beach-apartment',
  'a',
  'b2',
  'ruaka-studio-3',
  'x'.repeat(MAX_SLUG_LENGTH),
];
const known = new Set(KNOWN);
const isKnown = (slug: string) => known.has(slug);

/** What parseHomesParam should give for a value short enough not to be cut. */
function model(raw: string, limit: number) {
  const slugs: string[] = [];
  let ignored = 0;
  let overLimit = 0;
  const seen = new Set<string>();
  for (const part of raw.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    if (!known.has(part) || seen.has(part)) {
      ignored++;
      continue;
    }
    seen.add(part);
    if (slugs.length < limit) slugs.push(part);
    else overLimit++;
  }
  return { slugs, ignored, overLimit };
}

describe('isSlug', () => {
  it('accepts lower-case words joined by single hyphens, up to the longest length', () => {
    for (const slug of ['a', 'a1', '2-bed', 'kilimani-2-bed-flat', 'x'.repeat(MAX_SLUG_LENGTH)]) {
      expect(isSlug(slug), slug).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const value of [
      '',
      ' a',
      'a ',
      'A',
      'a--b',
      '-a',
      'a-',
      'a_b',
      'a.b',
      'a/b',
      '<script>',
      'café',
      'x'.repeat(MAX_SLUG_LENGTH + 1),
      'a\n',
      undefined,
      null,
      42,
      ['a'],
      { slug: 'a' },
    ]) {
      expect(isSlug(value), String(value)).toBe(false);
    }
  });
});

describe('parseHomesParam', () => {
  it('reads nothing from a missing or empty value', () => {
    for (const raw of [null, undefined, '']) {
      expect(parseHomesParam(raw, isKnown, 4)).toEqual({ slugs: [], ignored: 0, overLimit: 0 });
    }
  });

  it("keeps known slugs once each, in the link's order, and counts what it left out", () => {
    expect(
      parseHomesParam(
        'karen-family-home,unknown-home,a,Bad Slug,karen-family-home,b2',
        isKnown,
        10,
      ),
    ).toEqual({ slugs: ['karen-family-home', 'a', 'b2'], ignored: 3, overLimit: 0 });
  });

  it('trims spaces around entries and skips empty ones without counting them', () => {
    expect(parseHomesParam(' a , ,, b2 ,', isKnown, 10)).toEqual({
      slugs: ['a', 'b2'],
      ignored: 0,
      overLimit: 0,
    });
    expect(parseHomesParam(',,,', isKnown, 10)).toEqual({ slugs: [], ignored: 0, overLimit: 0 });
  });

  it('keeps at most `limit` and counts the known homes beyond it', () => {
    expect(
      parseHomesParam('a,b2,karen-family-home,a,nyali-beach-apartment,zz', isKnown, 2),
    ).toEqual({ slugs: ['a', 'b2'], ignored: 2, overLimit: 2 });
    expect(parseHomesParam('a,b2', isKnown, 0)).toEqual({ slugs: [], ignored: 0, overLimit: 2 });
  });

  it('only asks about well-formed slugs', () => {
    const asked: string[] = [];
    parseHomesParam(
      'a,<b>,C,b2',
      (slug) => {
        asked.push(slug);
        return true;
      },
      10,
    );
    expect(asked).toEqual(['a', 'b2']);
  });

  it('ignores script, encoded or not', () => {
    for (const raw of [
      '%3Cscript%3E',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '"><img src=x onerror=alert(1)>',
    ]) {
      const result = parseHomesParam(raw, () => true, 10);
      expect(result.slugs, raw).toEqual([]);
      expect(result.ignored, raw).toBeGreaterThan(0);
    }
    const decoded = new URLSearchParams('homes=a%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E%2Cb2').get(
      'homes',
    );
    expect(parseHomesParam(decoded, isKnown, 10)).toEqual({
      slugs: ['a', 'b2'],
      ignored: 1,
      overLimit: 0,
    });
  });

  it('reads a 10,000-character value quickly and exactly', () => {
    const raw = 'a,'.repeat(5_000);
    expect(raw).toHaveLength(10_000);
    expect(parseHomesParam(raw, isKnown, 4)).toEqual({
      slugs: ['a'],
      ignored: 4_999,
      overLimit: 0,
    });
    const junk = 'z'.repeat(10_000);
    expect(parseHomesParam(junk, () => true, 4)).toEqual({ slugs: [], ignored: 1, overLimit: 0 });
    const mixed = `b2,${'<>'.repeat(4_990)},a,nyali-beach-apartment`;
    expect(parseHomesParam(mixed, isKnown, 200)).toEqual({
      slugs: ['b2', 'a', 'nyali-beach-apartment'],
      ignored: 1,
      overLimit: 0,
    });
  });

  it('cuts an overlong value before splitting, ignoring the fragment left by the cut', () => {
    // The cut falls inside 'ab': the fragment 'a' must not be taken for the known home 'a'.
    const raw = `b2,${'y'.repeat(MAX_HOMES_PARAM - 5)},ab,a`;
    expect(raw.slice(0, MAX_HOMES_PARAM).endsWith(',a')).toBe(true);
    expect(parseHomesParam(raw, isKnown, 10)).toEqual({ slugs: ['b2'], ignored: 2, overLimit: 0 });
    // A million characters cost no more than the cut allows.
    const huge = 'a,'.repeat(500_000);
    const result = parseHomesParam(huge, isKnown, 4);
    expect(result.slugs).toEqual(['a']);
    expect(result.ignored).toBeLessThanOrEqual(MAX_HOMES_PARAM / 2 + 1);
  });

  describe('on arbitrary input (property)', () => {
    const junk = fc.constantFrom(
      '',
      ' ',
      ',',
      ',,',
      'A',
      '<script>',
      '%2C',
      'a-',
      '--',
      'é',
      '\u0000',
      '\ud800',
      '😀',
      'unknown-home',
    );
    const piece = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...KNOWN) },
      { weight: 2, arbitrary: junk },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
    );
    const built = fc
      .array(fc.tuple(piece, fc.constantFrom(',', ',', ' , ', '', ',,')), { maxLength: 40 })
      .map((pairs) => pairs.map(([p, sep]) => p + sep).join(''));
    const anyString = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'grapheme-composite' }),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary-ascii' }),
      built,
    );
    const limit = fc.integer({ min: 0, max: 8 });

    it('never throws, and keeps a de-duplicated subset of the known slugs within the limit', () => {
      fc.assert(
        fc.property(anyString, limit, (raw, max) => {
          const result = parseHomesParam(raw, isKnown, max);
          expect(result.slugs.length).toBeLessThanOrEqual(max);
          expect(new Set(result.slugs).size).toBe(result.slugs.length);
          for (const slug of result.slugs) expect(known.has(slug)).toBe(true);
          expect(result.ignored).toBeGreaterThanOrEqual(0);
          expect(result.overLimit).toBeGreaterThanOrEqual(0);
        }),
        { numRuns: 2000 },
      );
    });

    it('matches a plain reading: first-seen order, counts of ignored and over-limit entries', () => {
      fc.assert(
        fc.property(anyString, limit, (raw, max) => {
          expect(parseHomesParam(raw, isKnown, max)).toEqual(model(raw, max));
        }),
        { numRuns: 2000 },
      );
    });

    it('keeps the first appearance of each known slug, in order', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...KNOWN), { maxLength: 30 }), (list) => {
          const firstSeen = [...new Set(list)];
          const result = parseHomesParam(list.join(','), isKnown, KNOWN.length);
          expect(result.slugs).toEqual(firstSeen);
          expect(result.ignored).toBe(list.length - firstSeen.length);
          expect(result.overLimit).toBe(0);
        }),
      );
    });
  });
});

describe('homesParam and withHomes', () => {
  it('join slugs with commas into a link', () => {
    expect(homesParam([])).toBe('');
    expect(homesParam(['a', 'b2'])).toBe('a,b2');
    expect(withHomes('/saved/', ['a', 'b2'])).toBe('/saved/?homes=a,b2');
    expect(withHomes('/sw/compare/', ['a'])).toBe('/sw/compare/?homes=a');
    expect(withHomes('/saved/', [])).toBe('/saved/');
  });

  it('round-trip through a real address and parseHomesParam', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...KNOWN), { maxLength: KNOWN.length }),
        (list) => {
          const url = new URL(withHomes('/saved/', list), 'https://example.co.ke');
          const raw = url.searchParams.get('homes');
          expect(raw === null).toBe(list.length === 0);
          expect(parseHomesParam(raw, isKnown, KNOWN.length)).toEqual({
            slugs: list,
            ignored: 0,
            overLimit: 0,
          });
        },
      ),
    );
  });
});
