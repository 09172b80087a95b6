import { describe, expect, it } from 'vitest';
import { keptPages } from '@/lib/offline/kept';
import { type Entry, STORE_LIMITS, toEvict, withEntry, withSaved } from '@/lib/offline/store';

const MB = 1000 * 1000;
const visited = (n: number, at: number, bytes = 40_000): Entry => ({
  url: `/listings/home-${n}/`,
  kind: 'visited',
  bytes,
  at,
});

describe('the bounded store', () => {
  it('keeps the last 20 listing pages visited, the oldest out', () => {
    const entries = Array.from({ length: 23 }, (_, i) => visited(i, 1000 + i));
    expect(toEvict(entries).sort()).toEqual(
      ['/listings/home-0/', '/listings/home-1/', '/listings/home-2/'].sort(),
    );
  });
  it('never counts saved pages among the 20, and never lets them go', () => {
    const saved: Entry[] = Array.from({ length: 30 }, (_, i) => ({
      url: `/listings/saved-${i}/`,
      kind: 'saved',
      bytes: 40_000,
      at: i,
    }));
    expect(
      toEvict([...saved, ...Array.from({ length: 20 }, (_, i) => visited(i, 100 + i))]),
    ).toEqual([]);
  });
  it('lets the least recently used go until everything fits in 50 MB', () => {
    const entries: Entry[] = [
      { url: '/photos/a/1-800.avif', kind: 'photo', bytes: 20 * MB, at: 1 },
      { url: '/_next/static/chunks/a.js', kind: 'asset', bytes: 20 * MB, at: 2 },
      { url: '/photos/b/1-800.avif', kind: 'saved-photo', bytes: 15 * MB, at: 0 },
      { url: '/photos/c/1-800.avif', kind: 'photo', bytes: 10 * MB, at: 3 },
    ];
    // 65 MB: the oldest unpinned (20 MB at 1) goes, and 45 MB remain.
    expect(toEvict(entries)).toEqual(['/photos/a/1-800.avif']);
    expect(STORE_LIMITS.bytes).toBe(50 * MB);
  });
  it('keeps what the visitor saved even when it alone passes the budget', () => {
    const entries: Entry[] = [
      { url: '/listings/a/', kind: 'saved', bytes: 60 * MB, at: 1 },
      { url: '/photos/a/1-800.avif', kind: 'photo', bytes: MB, at: 2 },
    ];
    expect(toEvict(entries)).toEqual(['/photos/a/1-800.avif']);
  });
  it('keeps a saved page saved when it is visited again', () => {
    const saved: Entry = { url: '/listings/a/', kind: 'saved', bytes: 1, at: 1, title: 'A' };
    const again = withEntry([saved], { url: '/listings/a/', kind: 'visited', bytes: 2, at: 5 });
    expect(again).toEqual([{ url: '/listings/a/', kind: 'saved', bytes: 2, at: 5, title: 'A' }]);
  });
  it('pins saved homes and their photos, and lets unsaved ones rotate', () => {
    const entries: Entry[] = [
      { url: '/listings/a/', kind: 'visited', bytes: 1, at: 1 },
      { url: '/listings/b/', kind: 'saved', bytes: 1, at: 1 },
      { url: '/photos/a/1-800.avif', kind: 'photo', bytes: 1, at: 1 },
      { url: '/photos/b/1-800.avif', kind: 'saved-photo', bytes: 1, at: 1 },
    ];
    const next = withSaved(entries, new Set(['/listings/a/']), new Set(['/photos/a/1-800.avif']));
    expect(next.map((e) => e.kind)).toEqual(['saved', 'visited', 'saved-photo', 'photo']);
  });
});

describe("the offline page's list", () => {
  it('lists saved homes first, then the pages looked at, newest first', () => {
    const record = {
      entries: [
        { url: '/listings/old/', kind: 'visited', bytes: 1, at: 1, title: 'Old' },
        { url: '/listings/new/', kind: 'visited', bytes: 1, at: 9, title: 'New' },
        { url: '/listings/mine/', kind: 'saved', bytes: 1, at: 0 },
        { url: '/photos/a/1-800.avif', kind: 'photo', bytes: 1, at: 5 },
      ],
    };
    expect(keptPages(record)).toEqual([
      { url: '/listings/mine/', title: '/listings/mine/', saved: true },
      { url: '/listings/new/', title: 'New', saved: false },
      { url: '/listings/old/', title: 'Old', saved: false },
    ]);
  });
  it('lists nothing from a corrupted record, and no address off the site', () => {
    expect(keptPages('{')).toEqual([]);
    expect(keptPages({ entries: 'x' })).toEqual([]);
    expect(
      keptPages({ entries: [{ url: 'https://evil.example/', kind: 'saved', at: 1, bytes: 1 }] }),
    ).toEqual([]);
  });
});
