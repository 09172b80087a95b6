// @vitest-environment node
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFolderNow } from '@/lib/listings/folder';
import { runImport } from '@/scripts/import/run-import';
import { dataCopy, listingTexts, tree } from './data-dir';
import { fakePhotos } from './fake-photos';
import { csvFile, RENTAL, SALE, TODAY } from './sheet';

/**
 * The import is stopped with SIGKILL at different moments of its writing: before it, while it
 * stages, between the two renames of the swap, after them. Whatever the moment, the listings
 * the site reads are the previous ones or the complete new ones, and the next import finishes
 * the work. The command runs as a process with the stand-in photo step (import-child.ts), and
 * a pause between its steps (IMPORT_PAUSE_MS_BETWEEN_RENAMES) to stop it inside them.
 */

const ROWS = Array.from({ length: 40 }, (_, i) => ({
  ...(i % 2 ? RENTAL : SALE),
  ref: `K-${i}`,
  title: `Home number ${i}`,
}));

let base: ReturnType<typeof dataCopy>;
let file: string;
let before: Map<string, string>;
let after: Map<string, string>;
let photosAfter: Record<string, string>;
const copies: ReturnType<typeof dataCopy>[] = [];

function freshCopy(): ReturnType<typeof dataCopy> {
  const copy = dataCopy();
  copies.push(copy);
  cpSync(base.data, copy.data, { recursive: true });
  return copy;
}

beforeAll(async () => {
  base = dataCopy();
  // Homes the file updates as well as creates: half of them are on the site already.
  writeFileSync(path.join(base.root, 'first.csv'), csvFile(ROWS.slice(0, 20)));
  const first = await runImport({
    file: path.join(base.root, 'first.csv'),
    dataDir: base.data,
    today: TODAY,
    preparePhotos: fakePhotos,
  });
  expect(first.code).toBe(0);
  file = path.join(base.root, 'all.csv');
  writeFileSync(
    file,
    csvFile(
      ROWS.map((row, i) => ({
        ...row,
        price: i % 2 ? '45000' : '12345678',
        photos: `p/${row.ref}.jpg`,
      })),
    ),
  );
  before = listingTexts(base.data);
  const reference = freshCopy();
  const complete = await runImport({
    file,
    dataDir: reference.data,
    today: TODAY,
    preparePhotos: fakePhotos,
  });
  expect(complete.lines.at(-1)).toBe(
    'Created 20, updated 20 (price, image, images), unchanged 0, rejected 0, withdrawn 0.',
  );
  after = listingTexts(reference.data);
  photosAfter = tree(path.join(reference.data, 'photos'));
});

afterAll(() => {
  for (const copy of [base, ...copies]) copy.remove();
});

type Moment = 'random' | 'staging' | 'previous' | 'swapped';

/** Runs the import on a copy and kills it at `moment`; whether it was still running then. */
async function killedImport(data: string, moment: Moment, delayMs: number): Promise<boolean> {
  const child = spawn(
    process.execPath,
    [
      'scripts/run.mjs',
      'tests/unit/import/import-child.ts',
      '--data',
      data,
      '--today',
      TODAY,
      file,
    ],
    {
      env: { ...process.env, IMPORT_PAUSE_MS_BETWEEN_RENAMES: moment === 'random' ? '' : '120' },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listings = path.join(data, 'listings');
  const previous = path.join(data, '.listings-previous');
  const reached: Record<Exclude<Moment, 'random'>, () => boolean> = {
    staging: () => readdirSync(data).some((n) => n.startsWith('.import-staging-')),
    previous: () => existsSync(previous) && !existsSync(listings),
    swapped: () => existsSync(previous) && existsSync(listings),
  };
  const started = Date.now();
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    if (moment === 'random' ? Date.now() - started >= delayMs : reached[moment]()) break;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const reachedIt = !done;
  child.kill('SIGKILL');
  await exited;
  return reachedIt;
}

/** The listing files as the site's reader finds them now. */
function readable(data: string): Map<string, string> {
  const folder = listingFolderNow(path.join(data, 'listings'));
  return new Map(
    readdirSync(folder)
      .sort()
      .map((n) => [n, readFileSync(path.join(folder, n), 'utf8')]),
  );
}

describe('an import killed at any moment', () => {
  const moments: [Moment, number][] = [
    ['staging', 0],
    ['previous', 0],
    ['swapped', 0],
    // Before the command has read its file, and while it reads and plans.
    ['random', 400],
    ['random', 1500],
  ];
  it.each(moments)(
    'leaves the previous data or the complete new data (%s, %i ms), and the next import completes it',
    async (moment, delay) => {
      const copy = freshCopy();
      // Killed, not finished: a step the command pauses in comes while it runs (a random
      // moment may come after it finished on a fast machine, which is a valid outcome too).
      const killed = await killedImport(copy.data, moment, delay);
      if (moment !== 'random') expect(killed).toBe(true);
      const seen = readable(copy.data);
      expect([before, after].some((state) => sameMap(state, seen))).toBe(true);
      const next = await runImport({
        file,
        dataDir: copy.data,
        today: TODAY,
        preparePhotos: fakePhotos,
      });
      expect(next.code).toBe(0);
      expect(sameMap(listingTexts(copy.data), after)).toBe(true);
      expect(tree(path.join(copy.data, 'photos'))).toEqual(photosAfter);
      expect(readdirSync(copy.data).sort()).toEqual(['listings', 'photos', 'tours.json']);
    },
    20_000,
  );
});

function sameMap(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}
