// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  manifestOf,
  parseManifest,
  parseShard,
  planBuild,
  planSummary,
  shardOf,
} from '@/lib/pages/plan';
import type { PageEntry } from '@/lib/pages/routes';

const page = (route: PageEntry['route'], key: string, parts: Record<string, string> = {}) =>
  ({ route, key, path: `/${route}/${key}/`, parts: { listing: 'a', ...parts } }) as PageEntry;

const pages = [
  page('listing', 'one'),
  page('listing', 'two'),
  page('results', '1'),
  page('town', 'nairobi'),
];
const previous = manifestOf(pages, 'code-1', 'public-1');

describe('planBuild', () => {
  it('renders everything without a previous export, or when the code or data changed', () => {
    expect(planBuild(pages, 'code-1', 'public-1', undefined).full).toBe('no previous export');
    const changedCode = planBuild(pages, 'code-2', 'public-1', previous);
    expect(changedCode.full).toMatch(/code/);
    expect(changedCode.select).toBeUndefined();
    const afterShard = manifestOf(pages, 'code-1', 'public-1', { index: 1, count: 2 });
    expect(planBuild(pages, 'code-1', 'public-1', afterShard).full).toMatch(/shard/);
  });

  it('keeps the previous export when nothing changed', () => {
    const plan = planBuild(pages, 'code-1', 'public-1', previous);
    expect(plan.unchanged).toBe(true);
    expect(plan.reuse).toHaveLength(4);
    // public/ changed: no page to render, but Next must copy public/ again.
    const copied = planBuild(pages, 'code-1', 'public-2', previous);
    expect(copied.unchanged).toBe(false);
    expect(Object.values(copied.select!).flat()).toEqual([]);
  });

  it('renders the changed and new pages, saying why, and reuses the rest', () => {
    const now = [
      page('listing', 'one', { similar: 'x' }),
      page('listing', 'two', { listing: 'b' }),
      page('listing', 'three'),
      page('results', '1'),
      page('town', 'nairobi', { listing: 'c' }),
    ];
    const plan = planBuild(now, 'code-1', 'public-1', previous);
    expect(plan.full).toBeUndefined();
    expect(plan.select).toMatchObject({
      listing: ['one', 'two', 'three'],
      results: [],
      town: ['nairobi'],
    });
    expect(plan.reuse.map((p) => p.key)).toEqual(['1']);
    expect(Object.fromEntries(plan.reasons.get('listing')!)).toEqual({
      similar: 1,
      listing: 1,
      'new page': 1,
    });
    expect(planSummary(plan, now.length)).toEqual([
      '4 of 5 pages with params rendered, 1 reused; pages without params are always rendered',
      '  listing pages: 1 (similar), 1 (listing), 1 (new page)',
      '  town pages: 1 (listing)',
    ]);
  });

  it('is not unchanged when a page went away', () => {
    const plan = planBuild(pages.slice(1), 'code-1', 'public-1', previous);
    expect(plan.unchanged).toBe(false);
    expect(plan.reuse).toHaveLength(3);
  });
});

describe('shards', () => {
  const slugs = Array.from({ length: 10_000 }, (_, i) => `home-${i}`);

  it('give every listing exactly one shard, the same on every run, about evenly', () => {
    for (const count of [1, 2, 4, 7]) {
      const sizes = new Array<number>(count).fill(0);
      for (const slug of slugs) {
        const shard = shardOf(slug, count);
        expect(shard).toBeGreaterThanOrEqual(1);
        expect(shard).toBeLessThanOrEqual(count);
        sizes[shard - 1]!++;
      }
      for (const size of sizes) expect(Math.abs(size - slugs.length / count)).toBeLessThan(250);
    }
    // Fixed by the slug alone (SHA-256): every build, on any machine, computes these.
    expect(slugs.slice(0, 6).map((slug) => shardOf(slug, 4))).toEqual([1, 4, 1, 2, 4, 1]);
    expect(shardOf('family-home-karen', 4)).toBe(2);
  });

  it('plan disjoint, complete shares: listing pages by slug, the rest in shard 1', () => {
    const all = [...slugs.slice(0, 50).map((s) => page('listing', s)), page('town', 'nairobi')];
    const shares = [1, 2, 3].map(
      (index) => planBuild(all, 'code', 'public', undefined, { index, count: 3 }).select!,
    );
    const listed = shares.flatMap((share) => share.listing!);
    expect(listed.sort()).toEqual(slugs.slice(0, 50).sort());
    expect(shares.map((share) => share.town)).toEqual([['nairobi'], [], []]);
  });

  it("say in the log how many pages are the shard's own", () => {
    const all = [...slugs.slice(0, 6).map((s) => page('listing', s)), page('town', 'nairobi')];
    const plan = planBuild(all, 'code', 'public', undefined, { index: 4, count: 4 });
    expect(planSummary(plan, all.length)[0]).toBe(
      '2 of 7 pages with params rendered, 0 reused (shard 4 of 4); pages without params are always rendered',
    );
  });

  it('reads BUILD_SHARD, and refuses anything else with its name', () => {
    expect(parseShard(undefined)).toBeUndefined();
    expect(parseShard(' ')).toBeUndefined();
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/2', '3/2', '1/65', '1', 'a/b', '1/2/3', '-1/2', '1 / 2'])
      expect(() => parseShard(bad), bad).toThrow(/BUILD_SHARD/);
  });
});

describe('the manifest', () => {
  it('reads back what was written, pages in one order', () => {
    const manifest = manifestOf([...pages].reverse(), 'code-1', 'public-1', { index: 2, count: 3 });
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(Object.keys(manifest.pages)).toEqual(Object.keys(previous.pages));
    expect(Object.keys(manifest.pages)).toEqual([...Object.keys(manifest.pages)].sort());
  });

  it('is no manifest when broken, so the build renders everything', () => {
    for (const text of ['', '{', 'null', '[]', '{"version":2}', '{"version":1,"global":1}'])
      expect(parseManifest(text), text).toBeUndefined();
  });
});
