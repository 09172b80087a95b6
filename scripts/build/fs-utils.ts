// Small file-system helpers shared by the build steps.
import { link, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CARDS_FOLDER } from '@/lib/saved/prepaint';

/** Whether a file or folder exists. */
export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts `stored` (a file of a build cache) at `target` as a hard link, or as a copy where links
 * are not possible; a target that is already that file is left alone.
 */
export async function place(stored: string, target: string): Promise<void> {
  const [from, to] = await Promise.all([stat(stored), stat(target).catch(() => undefined)]);
  if (to && to.ino === from.ino && to.dev === from.dev) return;
  if (to) await unlink(target);
  try {
    await link(stored, target);
  } catch {
    await writeFile(target, await readFile(stored));
  }
}

/**
 * Writes `data` to `file` unless the file already holds exactly that: public/'s files keep
 * their times while unchanged, which tells the page step the export's copy is current
 * (scripts/build/pages/inputs.ts).
 */
export async function writeIfChanged(file: string, data: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => undefined);
  if (!current?.equals(data)) await writeFile(file, data);
}

/**
 * A content-addressed build cache's upkeep: marks the files this build uses (`used`, names in
 * `store`) as fresh, and removes the others once unused for `keepDays`, so the store keeps
 * earlier sets for a while, not for ever. Returns how many it removed.
 */
export async function sweepStore(
  store: string,
  used: ReadonlySet<string>,
  keepDays: number,
): Promise<number> {
  const now = new Date();
  await Promise.all([...used].map((name) => utimes(path.join(store, name), now, now)));
  let swept = 0;
  for (const name of await readdir(store)) {
    if (used.has(name)) continue;
    const { mtimeMs } = await stat(path.join(store, name));
    if (now.getTime() - mtimeMs > keepDays * 86_400_000) {
      await rm(path.join(store, name), { force: true });
      swept++;
    }
  }
  return swept;
}

/**
 * The export's folders that hold build assets and copied media, not pages: steps that walk the
 * pages skip them.
 */
export const NON_PAGE_FOLDERS: ReadonlySet<string> = new Set([
  '_next',
  'photos',
  'media',
  'og',
  'images',
  'icons',
  // Listing cards as HTML fragments (scripts/build/list-cards.tsx): parts of a page, not pages.
  CARDS_FOLDER,
]);

/** Seconds since `started` (a performance.now() reading), for a step's log line. */
export function secondsSince(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
