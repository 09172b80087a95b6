import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { sw } from '@/lib/i18n/sw';
import { MAX_SAVED_HOMES } from '@/lib/saved/limits';
import { saveShortlist, shareableSlugs, shortlistMessage } from '@/lib/saved/shortlist';
import type { SavedHome } from '@/lib/saved/stored';

const home = (slug: string, savedAt = 1, title = `Home ${slug}`): SavedHome => ({
  slug,
  title,
  savedAt,
});
const BLOCKED = en.lists.blocked;

describe('shareableSlugs', () => {
  it("keeps the listed homes, in the list's order, and leaves out those gone", () => {
    const listed = new Set(['a', 'c', 'd']);
    const homes = [home('d'), home('b'), home('a'), home('gone'), home('c')];
    expect(shareableSlugs(homes, (slug) => listed.has(slug))).toEqual(['d', 'a', 'c']);
  });

  it('gives nothing for nothing listed', () => {
    expect(shareableSlugs([home('a')], () => false)).toEqual([]);
    expect(shareableSlugs([], () => true)).toEqual([]);
  });
});

describe('saveShortlist', () => {
  const shortlist = [
    { slug: 'a', title: 'Flat in Kilimani' },
    { slug: 'b', title: 'House in Karen' },
    { slug: 'c', title: 'Studio in Ruaka' },
  ];

  it("saves the shortlist's homes first, in its order, a moment apart, with their titles", () => {
    const saved = [home('x', 5)];
    const result = saveShortlist(saved, shortlist, 1_000);
    expect(result).toEqual({
      items: [
        { slug: 'a', title: 'Flat in Kilimani', savedAt: 1_000 },
        { slug: 'b', title: 'House in Karen', savedAt: 999 },
        { slug: 'c', title: 'Studio in Ruaka', savedAt: 998 },
        home('x', 5),
      ],
      added: 3,
      skipped: 0,
    });
    // Newest first is the shortlist's order.
    const bySavedAt = [...result.items].sort((p, q) => q.savedAt - p.savedAt);
    expect(bySavedAt.map((h) => h.slug)).toEqual(['a', 'b', 'c', 'x']);
    expect(saved).toEqual([home('x', 5)]);
  });

  it('keeps the saved copy of a home already saved and adds only what fits', () => {
    const full = Array.from({ length: MAX_SAVED_HOMES - 1 }, (_, i) => home(`old-${i}`));
    const withB = [home('b', 1, 'Saved title'), ...full.slice(1)];
    const result = saveShortlist(withB, shortlist, 10);
    expect(result.added).toBe(1);
    expect(result.skipped).toBe(1);
    expect(result.items).toHaveLength(MAX_SAVED_HOMES);
    expect(result.items[0]).toEqual({ slug: 'a', title: 'Flat in Kilimani', savedAt: 10 });
    expect(result.items.find((h) => h.slug === 'b')?.title).toBe('Saved title');
  });
});

describe('shortlistMessage', () => {
  for (const t of [en.saved, sw.saved]) {
    it(`says what was saved, in ${t === en.saved ? 'English' : 'Swahili'}`, () => {
      expect(shortlistMessage({ added: 0, skipped: 0 }, true, t, BLOCKED)).toBe(t.alreadyAll);
      expect(shortlistMessage({ added: 1, skipped: 0 }, true, t, BLOCKED)).toBe(
        fill(t.savedAll.one, { n: 1 }),
      );
      expect(shortlistMessage({ added: 3, skipped: 0 }, true, t, BLOCKED)).toBe(
        fill(t.savedAll.other, { n: 3 }),
      );
      expect(shortlistMessage({ added: 2, skipped: 5 }, true, t, BLOCKED)).toBe(
        fill(t.savedSome, { added: 2, skipped: 5, max: MAX_SAVED_HOMES }),
      );
      // None fitted: still 'did not fit', not 'already saved'.
      expect(shortlistMessage({ added: 0, skipped: 4 }, true, t, BLOCKED)).toBe(
        fill(t.savedSome, { added: 0, skipped: 4, max: MAX_SAVED_HOMES }),
      );
    });
  }

  it('adds that the device will not keep them when storage refused', () => {
    expect(shortlistMessage({ added: 2, skipped: 0 }, false, en.saved, BLOCKED)).toBe(
      `${plural(2, en.saved.savedAll)} ${BLOCKED}`,
    );
  });

  it('never leaves a placeholder unfilled (property)', () => {
    const count = fc.nat({ max: 500 });
    fc.assert(
      fc.property(count, count, fc.boolean(), (added, skipped, kept) => {
        for (const t of [en.saved, sw.saved]) {
          expect(shortlistMessage({ added, skipped }, kept, t, BLOCKED)).not.toMatch(/[{}]/);
        }
      }),
    );
  });
});
