import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { previousListingFolder } from '@/lib/listings/folder';
import { IMPORTED_PHOTO, IMPORTED_PLAN } from './photo-names';

/**
 * Writing an import so that nothing is ever half written. The new listings folder is built
 * whole in a staging folder beside the data (unchanged files hard-linked, changed ones
 * written), new photos are moved in under names no file has (photo-names.ts), and then the
 * folders are swapped by renames, each atomic:
 *
 *   1. listings                        → .listings-previous   (both in data/)
 *   2. .import-staging-<pid>/listings  → listings
 *   3. .listings-previous is removed.
 *
 * Killed before 1, the data is as it was (plus photos no listing names, removed by the next
 * import); between 1 and 2 there is no data/listings, and the previous folder is the data
 * (`listingFolderNow` reads it, `recoverData` renames it back); after 2, the new data is in
 * place. Never a mix of the two.
 */

const STAGING = '.import-staging-';
const LOCK = '.import-lock';

export interface CommitInput {
  dataDir: string;
  /** Every listing file after the import: its new text, or none to keep the file as it is. */
  listings: readonly { name: string; text?: string }[];
  /** New photo files, by their paths in the records (/photos/<slug>/<name>.jpg). */
  photos: readonly { path: string; jpeg: Uint8Array }[];
  /** Tests only: a wait between the steps, to stop the import inside them. */
  pauseMs?: number;
}

export async function commitImport(input: CommitInput): Promise<void> {
  const { dataDir } = input;
  const listings = path.join(dataDir, 'listings');
  const previous = previousListingFolder(listings);
  const staging = path.join(dataDir, `${STAGING}${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const staged = path.join(staging, 'listings');
  mkdirSync(staged, { recursive: true });
  for (const { name, text } of input.listings) {
    if (text === undefined) linkOrCopy(path.join(listings, name), path.join(staged, name));
    else writeDurably(path.join(staged, name), text);
  }
  for (const photo of input.photos) {
    const target = path.join(dataDir, photo.path);
    const temporary = path.join(staging, photo.path);
    mkdirSync(path.dirname(temporary), { recursive: true });
    writeDurably(temporary, photo.jpeg);
    mkdirSync(path.dirname(target), { recursive: true });
    placeNew(temporary, target);
    syncFolder(path.dirname(target));
  }
  syncFolder(staged);
  await pause(input.pauseMs);
  renameSync(listings, previous);
  await pause(input.pauseMs);
  try {
    renameSync(staged, listings);
  } catch (error) {
    renameSync(previous, listings);
    throw error;
  }
  syncFolder(dataDir);
  await pause(input.pauseMs);
  rmSync(previous, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
}

/**
 * What an import stopped before it finished left behind, set right before the next one reads
 * the data: the previous listings renamed back when the new ones never arrived (or removed
 * when they did), and staging folders removed.
 */
export function recoverData(dataDir: string): void {
  const listings = path.join(dataDir, 'listings');
  const previous = previousListingFolder(listings);
  if (existsSync(previous)) {
    if (existsSync(listings)) rmSync(previous, { recursive: true, force: true });
    else renameSync(previous, listings);
  }
  for (const name of readdirSync(dataDir))
    if (name.startsWith(STAGING))
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * Removes the photos an import wrote that no listing names (`referenced`: their paths in the
 * records): left by an import stopped before its swap, or replaced by a later one. Only the
 * import's own names (photo-names.ts): the team's photos are never touched.
 */
export function removeOrphanPhotos(dataDir: string, referenced: ReadonlySet<string>): void {
  removeOrphans(dataDir, 'photos', IMPORTED_PHOTO, referenced);
  removeOrphans(dataDir, 'plans', IMPORTED_PLAN, referenced);
}

function removeOrphans(
  dataDir: string,
  kind: string,
  pattern: RegExp,
  referenced: ReadonlySet<string>,
): void {
  const photos = path.join(dataDir, kind);
  if (!existsSync(photos)) return;
  for (const slug of readdirSync(photos, { withFileTypes: true })) {
    if (!slug.isDirectory()) continue;
    const folder = path.join(photos, slug.name);
    let removed = false;
    for (const name of readdirSync(folder))
      if (pattern.test(name) && !referenced.has(`/${kind}/${slug.name}/${name}`)) {
        unlinkSync(path.join(folder, name));
        removed = true;
      }
    if (removed && readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/**
 * One import at a time: two would remove each other's staging folders. The lock names the
 * process holding it; one left by a process that no longer runs (a killed import) is taken.
 */
export function lockData(
  dataDir: string,
): { ok: true; release: () => void } | { ok: false; problem: string } {
  const lock = path.join(dataDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return { ok: true, release: () => rmSync(lock, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && running(pid))
        return {
          ok: false,
          problem: `Another import is running (process ${pid}); nothing was imported.`,
        };
      rmSync(lock, { force: true });
    }
  }
  return { ok: false, problem: 'The data folder could not be locked; nothing was imported.' };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A new file that is on disk, not only in the cache, before the rename that publishes it. */
function writeDurably(file: string, content: string | Uint8Array): void {
  const fd = openSync(file, 'wx');
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    for (let done = 0; done < bytes.length;)
      done += writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Moves a new photo in, never over a file: one there already holds these bytes (its name is their hash). */
function placeNew(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!readFileSync(to).equals(readFileSync(from)))
      throw new Error(`${to} exists with other content; nothing was imported`);
  }
}

function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some systems cannot sync a folder; the renames are atomic all the same.
  }
}

function pause(ms: number | undefined): Promise<void> {
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
