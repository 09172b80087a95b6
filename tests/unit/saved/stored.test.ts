import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARE,
  MAX_SAVED_HOMES,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  MAX_SEARCH_QUERY,
  MAX_SLUG_LENGTH,
} from '@/lib/saved/limits';
import { isSlug } from '@/lib/saved/homes-param';
import {
  addSearch,
  type ListKind,
  migrate,
  readList,
  removeHome,
  removeSearch,
  saveHome,
  saveHomes,
  type SavedHome,
  type SavedSearch,
  STORAGE_KEYS,
  STORE_VERSION,
  toggleCompare,
  updateSearch,
  writeList,
} from '@/lib/saved/stored';

const KINDS: ListKind[] = ['homes', 'compare', 'searches'];
const LIMITS: Record<ListKind, number> = {
  homes: MAX_SAVED_HOMES,
  compare: MAX_COMPARE,
  searches: MAX_SAVED_SEARCHES,
};

const home = (slug: string, savedAt = 1_700_000_000_000, title = `Home ${slug}`): SavedHome => ({
  slug,
  title,
  savedAt,
});

const search = (id: string, fields: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Search ${id}`,
  query: 'location=Kilimani',
  savedAt: 1_700_000_000_000,
  seenThrough: '2026-01-15',
  ...fields,
});

/** The stored text of a current-format list holding these raw entries. */
const storedAs = (items: unknown[]) => JSON.stringify({ v: STORE_VERSION, items });

/** `n` distinct well-formed slugs. */
const slugs = (n: number, prefix = 'home') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/** The key each list is de-duplicated by. */
const keyOf = (kind: ListKind, item: unknown): string =>
  kind === 'homes'
    ? (item as SavedHome).slug
    : kind === 'compare'
      ? (item as string)
      : (item as SavedSearch).id;

describe('storage keys', () => {
  it('carry the format version, one namespaced key per list', () => {
    expect(STORE_VERSION).toBe(1);
    for (const kind of KINDS) {
      expect(STORAGE_KEYS[kind]).toMatch(/^nyumba360:[a-z-]+:v1$/);
      expect(STORAGE_KEYS[kind].endsWith(`:v${STORE_VERSION}`)).toBe(true);
    }
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(KINDS.length);
  });

  it('writeList stores the version alongside the items', () => {
    expect(JSON.parse(writeList('compare', ['a', 'b']))).toEqual({ v: 1, items: ['a', 'b'] });
  });
});

describe('readList: values that are not a list', () => {
  it.each(KINDS)('%s: nothing stored reads as none', (kind) => {
    expect(readList(kind, null)).toEqual({ items: [], status: 'none' });
  });

  const notJson = ['', '{', '{"v":1,"items":[', "{'v':1,'items':[]}", 'undefined', 'NaN', '[1,]'];
  it.each(KINDS)('%s: text that is not JSON reads as corrupted', (kind) => {
    for (const text of notJson) {
      expect(readList(kind, text)).toEqual({ items: [], status: 'corrupted' });
    }
  });

  const wrongShape = [
    JSON.stringify({ v: 2, items: ['a'] }),
    JSON.stringify({ v: 0, items: ['a'] }),
    JSON.stringify({ v: '1', items: ['a'] }),
    JSON.stringify({ items: ['a'] }),
    JSON.stringify({ v: 1 }),
    JSON.stringify({ v: 1, items: { 0: 'a' } }),
    JSON.stringify({ v: 1, items: 'a,b' }),
    JSON.stringify({ v: 1, items: null }),
    JSON.stringify({}),
    '5',
    '-0.5',
    '"kilimani-flat"',
    'true',
    'null',
    JSON.stringify({ a: { b: { c: [1, { d: null }] } } }),
  ];
  it.each(KINDS)('%s: wrong version, wrong shape or a foreign value reads as corrupted', (kind) => {
    for (const text of wrongShape) {
      expect(() => readList(kind, text)).not.toThrow();
      expect(readList(kind, text), text).toEqual({ items: [], status: 'corrupted' });
    }
  });

  it('a later version is not guessed at, even when its items would read', () => {
    const items = [home('a'), home('b')];
    expect(readList('homes', JSON.stringify({ v: 2, items }))).toEqual({
      items: [],
      status: 'corrupted',
    });
    expect(readList('homes', JSON.stringify({ v: 1, items })).status).toBe('ok');
  });

  it('searches: a bare array is not a list of searches', () => {
    const bare = JSON.stringify([search('s1')]);
    expect(readList('searches', bare)).toEqual({ items: [], status: 'corrupted' });
    expect(readList('searches', '[]')).toEqual({ items: [], status: 'corrupted' });
    expect(readList('searches', '[[[]]]')).toEqual({ items: [], status: 'corrupted' });
  });

  it('homes and compare: a bare array of garbage keeps nothing and says so', () => {
    for (const kind of ['homes', 'compare'] as const) {
      const result = readList(kind, JSON.stringify([[[]], 5, null, { slug: 7 }, '<b>']));
      expect(result.items).toEqual([]);
      expect(result.status).toBe('repaired');
    }
  });
});

describe('readList: homes', () => {
  it('reads a valid list whole, in order', () => {
    const items = [home('b-flat', 3), home('a-house', 2), home('kilimani-2-bed', 1)];
    expect(readList('homes', storedAs(items))).toEqual({ items, status: 'ok' });
  });

  it('an empty list reads as ok', () => {
    expect(readList('homes', storedAs([]))).toEqual({ items: [], status: 'ok' });
  });

  it('drops entries whose slug is not a slug, and repeats, keeping the rest in order', () => {
    const good = [home('first-home'), home('second-home')];
    const bad = [
      home('Not A Slug'),
      home('<script>alert(1)</script>'),
      home('x'.repeat(MAX_SLUG_LENGTH + 1)),
      home('trailing-'),
      home('-leading'),
      home('double--hyphen'),
      home('UPPER'),
      home(''),
      home('first-home', 99, 'a repeat, even with other fields'),
      { title: 'no slug', savedAt: 1 },
      { slug: 42, title: 'numeric slug', savedAt: 1 },
      null,
      7,
      'first-home',
      ['first-home'],
    ];
    const result = readList('homes', storedAs([good[0], ...bad, good[1]]));
    expect(result.items).toEqual(good);
    expect(result.status).toBe('repaired');
  });

  it('keeps a slug of exactly the longest length', () => {
    const longest = 'x'.repeat(MAX_SLUG_LENGTH);
    expect(readList('homes', storedAs([home(longest)])).items.map((h) => h.slug)).toEqual([
      longest,
    ]);
  });

  it('keeps a home whose title or time cannot be read, with an empty title and time 0', () => {
    // JSON has no NaN or Infinity: NaN is written as null; 1e999 parses back as Infinity.
    const text = `{"v":1,"items":[
      {"slug":"nan-time","title":"A","savedAt":${JSON.stringify(NaN)}},
      {"slug":"infinite-time","title":"B","savedAt":1e999},
      {"slug":"negative-time","title":"C","savedAt":-5},
      {"slug":"text-time","title":"D","savedAt":"yesterday"},
      {"slug":"no-fields"},
      {"slug":"odd-title","title":{"html":"<b>"},"savedAt":12}
    ]}`;
    const result = readList('homes', text);
    expect(result.items).toEqual([
      { slug: 'nan-time', title: 'A', savedAt: 0 },
      { slug: 'infinite-time', title: 'B', savedAt: 0 },
      { slug: 'negative-time', title: 'C', savedAt: 0 },
      { slug: 'text-time', title: 'D', savedAt: 0 },
      { slug: 'no-fields', title: '', savedAt: 0 },
      { slug: 'odd-title', title: '', savedAt: 12 },
    ]);
    for (const h of result.items) expect(Number.isFinite(h.savedAt)).toBe(true);
  });

  it('cuts an overlong title and drops unknown fields', () => {
    const [read] = readList(
      'homes',
      storedAs([{ slug: 'a', title: 'T'.repeat(1000), savedAt: 5, evil: '<script>' }]),
    ).items;
    expect(read).toEqual({ slug: 'a', title: 'T'.repeat(200), savedAt: 5 });
  });

  it(`keeps at most ${MAX_SAVED_HOMES}, the first ones`, () => {
    const items = slugs(MAX_SAVED_HOMES + 50).map((s) => home(s));
    const result = readList('homes', storedAs(items));
    expect(result.items).toEqual(items.slice(0, MAX_SAVED_HOMES));
    expect(result.status).toBe('repaired');
    const full = readList('homes', storedAs(items.slice(0, MAX_SAVED_HOMES)));
    expect(full.items).toHaveLength(MAX_SAVED_HOMES);
    expect(full.status).toBe('ok');
  });

  it('upgrades a bare array of slugs', () => {
    expect(readList('homes', JSON.stringify(['a-flat', 'b-house']))).toEqual({
      items: [
        { slug: 'a-flat', title: '', savedAt: 0 },
        { slug: 'b-house', title: '', savedAt: 0 },
      ],
      status: 'ok',
    });
    const messy = readList('homes', JSON.stringify(['a-flat', 'Bad Slug', 'a-flat', 3, 'c']));
    expect(messy.items.map((h) => h.slug)).toEqual(['a-flat', 'c']);
    expect(messy.status).toBe('repaired');
    const many = readList('homes', JSON.stringify(slugs(MAX_SAVED_HOMES + 1)));
    expect(many.items).toHaveLength(MAX_SAVED_HOMES);
    expect(many.status).toBe('repaired');
  });

  it('migrate leaves the current format as it is and refuses what it cannot upgrade', () => {
    const items = [home('a')];
    expect(migrate('homes', { v: 1, items })).toBe(items);
    expect(migrate('homes', ['a'])).toEqual([{ slug: 'a', title: '', savedAt: 0 }]);
    expect(migrate('compare', ['a'])).toEqual(['a']);
    expect(migrate('searches', ['a'])).toBeUndefined();
    expect(migrate('homes', { v: 2, items })).toBeUndefined();
    expect(migrate('homes', 'a')).toBeUndefined();
    expect(migrate('homes', null)).toBeUndefined();
  });
});

describe('readList: compare', () => {
  it('reads slugs, dropping bad ones and repeats', () => {
    const result = readList('compare', storedAs(['a', '<script>', 'a', { slug: 'b' }, 'b-c', 9]));
    expect(result).toEqual({ items: ['a', 'b-c'], status: 'repaired' });
    expect(readList('compare', storedAs(['a', 'b']))).toEqual({ items: ['a', 'b'], status: 'ok' });
  });

  it(`keeps at most ${MAX_COMPARE}`, () => {
    const result = readList('compare', storedAs(slugs(MAX_COMPARE + 2)));
    expect(result.items).toEqual(slugs(MAX_COMPARE));
    expect(result.status).toBe('repaired');
  });

  it('upgrades a bare array of slugs, within the limit', () => {
    expect(readList('compare', JSON.stringify(['x', 'y']))).toEqual({
      items: ['x', 'y'],
      status: 'ok',
    });
    const many = readList('compare', JSON.stringify(slugs(10)));
    expect(many.items).toEqual(slugs(MAX_COMPARE));
    expect(many.status).toBe('repaired');
  });
});

describe('readList: searches', () => {
  it('reads a valid list whole', () => {
    const items = [
      search('lqz1abc-5k2'),
      search('s_2', { query: 'location=Karen&bedrooms=3&sort=newest', seenThrough: '' }),
    ];
    expect(readList('searches', storedAs(items))).toEqual({ items, status: 'ok' });
  });

  it('drops searches without a usable id or query', () => {
    const good = search('keep-me');
    const bad = [
      search(''),
      search('has space'),
      search('<script>'),
      search('x'.repeat(41)),
      { ...search('no-query'), query: undefined },
      { ...search('number-query'), query: 42 },
      search('too-long-query', { query: `location=${'a'.repeat(MAX_SEARCH_QUERY)}` }),
      { ...search('x'), id: 7 },
      search('keep-me', { name: 'a repeat' }),
      'keep-me',
      null,
    ];
    const result = readList('searches', storedAs([good, ...bad]));
    expect(result.items).toEqual([good]);
    expect(result.status).toBe('repaired');
    expect(readList('searches', storedAs([search('x'.repeat(40))])).status).toBe('ok');
  });

  it('cleans the fields it keeps: name, query, time and date seen', () => {
    const [read] = readList(
      'searches',
      storedAs([
        {
          id: 'clean-me',
          name: `   ${'N'.repeat(MAX_SEARCH_NAME + 20)}   `,
          query: '?junk=1&bedrooms=3&location=Kilimani&minPrice=-5&type=villa',
          savedAt: 'soon',
          seenThrough: '15/01/2026',
          extra: true,
        },
      ]),
    ).items;
    expect(read).toEqual({
      id: 'clean-me',
      name: 'N'.repeat(MAX_SEARCH_NAME),
      query: 'location=Kilimani&bedrooms=3',
      savedAt: 0,
      seenThrough: '',
    });
    const [unnamed] = readList('searches', storedAs([{ id: 'a', query: '' }])).items;
    expect(unnamed).toEqual({ id: 'a', name: '', query: '', savedAt: 0, seenThrough: '' });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES}`, () => {
    const items = slugs(MAX_SAVED_SEARCHES + 5, 's').map((id) => search(id));
    const result = readList('searches', storedAs(items));
    expect(result.items).toEqual(items.slice(0, MAX_SAVED_SEARCHES));
    expect(result.status).toBe('repaired');
  });
});

describe('writeList and readList', () => {
  it('round-trip every kind of list', () => {
    const homes = [home('a', 3, 'Café 3 · “quoted”'), home('b-2', 0, ''), home('c', 1)];
    const compare = ['a', 'b-2'];
    const searches = [search('s1'), search('s2', { query: 'status=for_rent&sort=price-asc' })];
    expect(readList('homes', writeList('homes', homes))).toEqual({ items: homes, status: 'ok' });
    expect(readList('compare', writeList('compare', compare))).toEqual({
      items: compare,
      status: 'ok',
    });
    expect(readList('searches', writeList('searches', searches))).toEqual({
      items: searches,
      status: 'ok',
    });
  });

  it('round-trip full lists', () => {
    const homes = slugs(MAX_SAVED_HOMES).map((s, i) => home(s, i));
    expect(readList('homes', writeList('homes', homes)).items).toEqual(homes);
  });
});

describe('readList on arbitrary stored text (property)', () => {
  /** The checks every read must pass, whatever was stored. */
  function checkRead(kind: ListKind, text: string) {
    const result = readList(kind, text);
    expect(['ok', 'repaired', 'corrupted']).toContain(result.status);
    expect(result.items.length).toBeLessThanOrEqual(LIMITS[kind]);
    const keys = result.items.map((item) => keyOf(kind, item));
    expect(new Set(keys).size).toBe(keys.length);
    if (kind !== 'searches') expect(keys.every(isSlug)).toBe(true);
    if (result.status === 'corrupted') expect(result.items).toEqual([]);
    // What was read writes back and reads as the same list.
    const again = readList(kind, writeList(kind, result.items as never[]));
    expect(again.items).toEqual(result.items);
    expect(again.status).toBe('ok');
  }

  const kind = fc.constantFrom(...KINDS);
  const entry = fc.oneof(
    fc.anything(),
    fc.constantFrom('a', 'b-c', 'kilimani-flat', '<script>', 'A'),
    fc.record({
      slug: fc.oneof(fc.constantFrom('a', 'b', 'c-d', 'X'), fc.string()),
      title: fc.anything(),
      savedAt: fc.oneof(fc.double(), fc.anything()),
    }),
    fc.record(
      {
        id: fc.oneof(fc.constantFrom('s1', 's2', 'x-y_z'), fc.string()),
        name: fc.oneof(fc.string(), fc.anything()),
        query: fc.oneof(fc.constantFrom('location=Karen', '', 'sort=newest&junk=1'), fc.string()),
        savedAt: fc.anything(),
        seenThrough: fc.oneof(fc.constantFrom('2026-01-01', ''), fc.string()),
      },
      { requiredKeys: [] },
    ),
  );
  /** JSON text for `value`; JSON.stringify gives undefined for undefined. */
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';

  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(kind, fc.oneof(fc.string(), fc.string({ unit: 'binary' })), checkRead), {
      numRuns: 500,
    });
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(kind, fc.json(), checkRead), { numRuns: 500 });
  });

  it('never throws on arbitrary values, bare or in the current format', () => {
    fc.assert(
      fc.property(
        kind,
        fc.oneof(
          fc.anything().map(text),
          fc.array(entry, { maxLength: 40 }).map(text),
          fc.array(entry, { maxLength: 40 }).map((items) => text({ v: STORE_VERSION, items })),
          fc.record({ v: fc.anything(), items: fc.anything() }, { requiredKeys: [] }).map(text),
        ),
        checkRead,
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps every list within its limit, with unique keys, however long', () => {
    fc.assert(
      fc.property(
        kind,
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 20 }),
        fc.integer({ min: 0, max: 300 }),
        (k, picks, extra) => {
          const names = [...picks, ...slugs(extra, 'n')];
          const items =
            k === 'homes'
              ? names.map((s) => home(s))
              : k === 'compare'
                ? names
                : names.map((s) => search(s));
          const result = readList(k, storedAs(items));
          const distinct = new Set(names).size;
          expect(result.items).toHaveLength(Math.min(distinct, LIMITS[k]));
          expect(result.status).toBe(names.length === result.items.length ? 'ok' : 'repaired');
          checkRead(k, storedAs(items));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('saveHome', () => {
  it('saves at the front, newest first, without changing the list it was given', () => {
    const homes = [home('b'), home('c')];
    const change = saveHome(homes, home('a'));
    expect(change).toEqual({ ok: true, items: [home('a'), home('b'), home('c')] });
    expect(homes).toEqual([home('b'), home('c')]);
  });

  it('saving a home twice changes nothing (and does not move it)', () => {
    const homes = [home('a', 2), home('b', 1)];
    expect(saveHome(homes, home('b', 99, 'new title'))).toEqual({ ok: true, items: homes });
  });

  it(`refuses the ${MAX_SAVED_HOMES + 1}st home with 'full', but a saved one is still fine`, () => {
    const full = slugs(MAX_SAVED_HOMES).map((s) => home(s));
    expect(saveHome(full, home('one-more'))).toEqual({ ok: false, reason: 'full' });
    expect(saveHome(full, home('home-7'))).toEqual({ ok: true, items: full });
    const almost = full.slice(1);
    const change = saveHome(almost, home('one-more'));
    expect(change.ok).toBe(true);
    if (change.ok) expect(change.items).toHaveLength(MAX_SAVED_HOMES);
  });
});

describe('saveHomes', () => {
  it("adds only the new ones, in the shortlist's order, before the saved ones", () => {
    const homes = [home('b'), home('x')];
    const result = saveHomes(homes, [home('a'), home('b'), home('c'), home('a'), home('d')]);
    expect(result.items.map((h) => h.slug)).toEqual(['a', 'c', 'd', 'b', 'x']);
    expect(result.added).toBe(3);
    expect(result.skipped).toBe(0);
    expect(homes.map((h) => h.slug)).toEqual(['b', 'x']);
  });

  it('keeps the saved copy of a home already saved', () => {
    const saved = home('b', 1, 'Saved title');
    const result = saveHomes([saved], [home('b', 2, 'Shared title')]);
    expect(result).toEqual({ items: [saved], added: 0, skipped: 0 });
  });

  it('adds as many as the limit allows and counts the rest as skipped', () => {
    const homes = slugs(MAX_SAVED_HOMES - 2).map((s) => home(s));
    const incoming = ['new-a', 'home-0', 'new-b', 'new-c', 'new-b', 'new-d'].map((s) => home(s));
    const result = saveHomes(homes, incoming);
    expect(result.items).toHaveLength(MAX_SAVED_HOMES);
    expect(result.items.slice(0, 2).map((h) => h.slug)).toEqual(['new-a', 'new-b']);
    expect(result.added).toBe(2);
    expect(result.skipped).toBe(2);
  });

  it('adds nothing to a full list', () => {
    const full = slugs(MAX_SAVED_HOMES).map((s) => home(s));
    const result = saveHomes(full, [home('p'), home('q')]);
    expect(result).toEqual({ items: full, added: 0, skipped: 2 });
  });

  it('never goes over the limit nor repeats a home (property)', () => {
    const pool = fc.constantFrom(...slugs(12, 'p'));
    fc.assert(
      fc.property(
        fc.uniqueArray(pool, { maxLength: 12 }),
        fc.array(pool, { maxLength: 30 }),
        fc.integer({ min: 0, max: MAX_SAVED_HOMES }),
        (have, incoming, filler) => {
          const homes = [...have, ...slugs(filler, 'f')]
            .slice(0, MAX_SAVED_HOMES)
            .map((s) => home(s));
          const result = saveHomes(
            homes,
            incoming.map((s) => home(s)),
          );
          const keys = result.items.map((h) => h.slug);
          expect(keys.length).toBeLessThanOrEqual(Math.max(MAX_SAVED_HOMES, homes.length));
          expect(new Set(keys).size).toBe(keys.length);
          const fresh = new Set(incoming.filter((s) => !homes.some((h) => h.slug === s)));
          expect(result.added + result.skipped).toBe(fresh.size);
          expect(keys.length).toBe(homes.length + result.added);
          expect(result.items.slice(result.added)).toEqual(homes);
        },
      ),
    );
  });
});

describe('removeHome', () => {
  it('takes out only that home', () => {
    const homes = [home('a'), home('b'), home('c')];
    expect(removeHome(homes, 'b')).toEqual([home('a'), home('c')]);
    expect(removeHome(homes, 'zzz')).toEqual(homes);
    expect(removeHome([], 'a')).toEqual([]);
    expect(homes).toHaveLength(3);
  });
});

describe('toggleCompare', () => {
  it('adds at the end and takes out again', () => {
    expect(toggleCompare([], 'a')).toEqual({ ok: true, items: ['a'] });
    expect(toggleCompare(['a'], 'b')).toEqual({ ok: true, items: ['a', 'b'] });
    expect(toggleCompare(['a', 'b', 'c'], 'b')).toEqual({ ok: true, items: ['a', 'c'] });
  });

  it(`refuses a home beyond ${MAX_COMPARE}, but still takes one out of a full list`, () => {
    const full = slugs(MAX_COMPARE);
    expect(toggleCompare(full, 'fifth')).toEqual({ ok: false, reason: 'full' });
    expect(toggleCompare(full, full[0]!)).toEqual({ ok: true, items: full.slice(1) });
    expect(full).toEqual(slugs(MAX_COMPARE));
  });
});

describe('saved searches', () => {
  it('addSearch puts the new search first and refuses beyond the limit', () => {
    expect(addSearch([search('b')], search('a'))).toEqual({
      ok: true,
      items: [search('a'), search('b')],
    });
    const full = slugs(MAX_SAVED_SEARCHES, 's').map((id) => search(id));
    expect(addSearch(full, search('one-more'))).toEqual({ ok: false, reason: 'full' });
    expect(addSearch(full.slice(1), search('one-more')).ok).toBe(true);
  });

  it('updateSearch renames: trimmed, cut, and an empty name keeps the old one', () => {
    const list = [search('a', { name: 'Old A' }), search('b', { name: 'Old B' })];
    expect(updateSearch(list, 'a', { name: '  Karen homes  ' })[0]!.name).toBe('Karen homes');
    const long = updateSearch(list, 'a', { name: 'L'.repeat(MAX_SEARCH_NAME + 10) })[0]!;
    expect(long.name).toBe('L'.repeat(MAX_SEARCH_NAME));
    expect(updateSearch(list, 'a', { name: '' })[0]!.name).toBe('Old A');
    expect(updateSearch(list, 'a', { name: ' \t\n ' })[0]!.name).toBe('Old A');
    const renamed = updateSearch(list, 'a', { name: 'New' });
    expect(renamed[1]).toEqual(list[1]);
    expect(renamed[0]).toEqual({ ...list[0], name: 'New' });
    expect(list[0]!.name).toBe('Old A');
  });

  it('updateSearch records the date seen and leaves the name alone', () => {
    const list = [search('a', { name: 'Old A', seenThrough: '' })];
    expect(updateSearch(list, 'a', { seenThrough: '2026-03-04' })).toEqual([
      { ...list[0], seenThrough: '2026-03-04' },
    ]);
    expect(updateSearch(list, 'nope', { name: 'X', seenThrough: '2026-03-04' })).toEqual(list);
  });

  it('removeSearch takes out only that search', () => {
    const list = [search('a'), search('b')];
    expect(removeSearch(list, 'a')).toEqual([search('b')]);
    expect(removeSearch(list, 'c')).toEqual(list);
  });
});
