// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeCspMaps, mergeManifests, orderShards } from '@/lib/pages/merge';
import { manifestOf } from '@/lib/pages/plan';
import type { PageEntry } from '@/lib/pages/routes';

const page = (key: string): PageEntry => ({
  route: 'listing',
  key,
  path: `/listings/${key}/`,
  parts: { listing: key },
});
const shard = (dir: string, index: number, count = 2, global = 'code', keys = [dir]) => ({
  dir,
  manifest: manifestOf(keys.map(page), global, 'public', { index, count }),
});

describe('orderShards', () => {
  it('puts the shards of one build in order', () => {
    expect(orderShards([shard('b', 2), shard('a', 1)]).map((s) => s.dir)).toEqual(['a', 'b']);
  });

  it('refuses folders that are not all the shards of one build, naming them', () => {
    expect(() => orderShards([])).toThrow(/no shard/);
    expect(() => orderShards([{ dir: 'x', manifest: undefined }])).toThrow(/x: no shard/);
    expect(() => orderShards([shard('a', 1), shard('b', 2, 2, 'other')])).toThrow(
      /b: built from other code/,
    );
    expect(() => orderShards([shard('a', 1), shard('b', 2, 3)])).toThrow(/shard of 3/);
    expect(() => orderShards([shard('a', 1), shard('b', 1)])).toThrow(/both shard 1/);
    expect(() => orderShards([shard('a', 1)])).toThrow(/shard 2 of 2 missing/);
    const whole = { dir: 'w', manifest: manifestOf([page('w')], 'code', 'public') };
    expect(() => orderShards([whole])).toThrow(/w: no shard/);
  });
});

describe('mergeManifests', () => {
  it("joins every shard's pages, in one order, as one build's manifest", () => {
    const merged = mergeManifests([
      shard('a', 1, 2, 'code', ['c', 'a']).manifest,
      shard('b', 2, 2, 'code', ['b']).manifest,
    ]);
    expect(merged).toEqual(manifestOf(['a', 'b', 'c'].map(page), 'code', 'public'));
  });
});

describe('mergeCspMaps', () => {
  it("takes shard 1's lines and each other shard's own pages", () => {
    const first = '# map\ndefault "base";\n/a/index.html "p1";\n/b/index.html "stale";\n';
    const second = '# map\ndefault "base";\n/b/index.html "p2";\n/a/index.html "other";\n';
    expect(mergeCspMaps([first, second], [new Set(), new Set(['/b/index.html'])])).toBe(
      '# map\ndefault "base";\n/a/index.html "p1";\n/b/index.html "p2";\n',
    );
  });
});
