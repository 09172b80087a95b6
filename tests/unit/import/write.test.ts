// @vitest-environment node
import { storedListings } from '../listings/stored';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listingFolderNow, readListingFolder } from '@/lib/listings/folder';
import { commitImport, lockData, recoverData, removeOrphanPhotos } from '@/scripts/import/write';
import { dataCopy, listingTexts, tree } from './data-dir';

let at: ReturnType<typeof dataCopy>;
beforeEach(() => {
  at = dataCopy();
});
afterEach(() => at.remove());

const listings = () => path.join(at.data, 'listings');
const previous = () => path.join(at.data, '.listings-previous');

describe('the swap and its recovery', () => {
  it('commits: unchanged files linked, changed ones written, new photos placed, nothing left over', async () => {
    const texts = listingTexts(at.data);
    const names = [...texts.keys()];
    await commitImport({
      dataDir: at.data,
      listings: [...names.map((name) => ({ name })), { name: 'new-home.json', text: '{}\n' }],
      photos: [{ path: '/photos/new-home/1-0123456789.jpg', jpeg: Buffer.from('jpeg') }],
    });
    expect(listingTexts(at.data)).toEqual(new Map([...texts, ['new-home.json', '{}\n']]));
    expect(existsSync(path.join(at.data, 'photos/new-home/1-0123456789.jpg'))).toBe(true);
    expect(readdirSync(at.data).sort()).toEqual(['listings', 'photos', 'tours.json']);
  });

  it('reads the previous folder when a swap stopped between its renames, and an import renames it back', () => {
    const before = tree(listings());
    renameSync(listings(), previous());
    mkdirSync(path.join(at.data, '.import-staging-123/listings'), { recursive: true });
    expect(listingFolderNow(listings())).toBe(previous());
    expect(readListingFolder('data/listings', at.root)).toHaveLength(storedListings.length);
    recoverData(at.data);
    expect(tree(listings())).toEqual(before);
    expect(readdirSync(at.data).sort()).toEqual(['listings', 'tours.json']);
  });

  it('removes the previous folder when the new one is in place', () => {
    mkdirSync(previous());
    recoverData(at.data);
    expect(existsSync(previous())).toBe(false);
    expect(existsSync(listings())).toBe(true);
  });

  it('removes only the import’s own photos that no listing names', () => {
    const folder = path.join(at.data, 'photos/x');
    mkdirSync(folder, { recursive: true });
    for (const name of ['1.jpg', '1-0123456789.jpg', '2-abcdefabcd.jpg'])
      writeFileSync(path.join(folder, name), name);
    removeOrphanPhotos(at.data, new Set(['/photos/x/2-abcdefabcd.jpg']));
    expect(readdirSync(folder).sort()).toEqual(['1.jpg', '2-abcdefabcd.jpg']);
  });

  it('lets one import at a time hold the data, and takes a lock left by a process gone', () => {
    const first = lockData(at.data);
    expect(first.ok).toBe(true);
    const second = lockData(at.data);
    expect(second).toEqual({
      ok: false,
      problem: `Another import is running (process ${process.pid}); nothing was imported.`,
    });
    if (first.ok) first.release();
    writeFileSync(path.join(at.data, '.import-lock'), '999999999');
    const taken = lockData(at.data);
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.release();
  });
});
