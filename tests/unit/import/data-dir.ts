import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runImport, type ImportOptions, type ImportResult } from '@/scripts/import/run-import';
import { fakePhotos } from './fake-photos';
import { csvFile, TODAY } from './sheet';

/** The project's own listings and tours, copied to a new folder: `<folder>/data`. */
export function dataCopy(): { root: string; data: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'nyumba-import-'));
  const data = path.join(root, 'data');
  mkdirSync(data);
  cpSync(path.resolve('data/listings'), path.join(data, 'listings'), { recursive: true });
  cpSync(path.resolve('data/tours.json'), path.join(data, 'tours.json'));
  return { root, data, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every file under `dir` with a hash of its bytes, by path: two equal trees are equal maps. */
export function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        out[path.relative(dir, full)] = createHash('sha256')
          .update(readFileSync(full))
          .digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** The listing files of a data folder, by name, as text. */
export function listingTexts(data: string): Map<string, string> {
  const dir = path.join(data, 'listings');
  return new Map(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
  );
}

export function readListing(data: string, slug: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(data, 'listings', `${slug}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

type Rows = readonly Readonly<Partial<Record<string, string>>>[];

/** Writes `rows` as a CSV file in `root` and imports it into `data`. */
export async function importRows(
  where: { root: string; data: string },
  rows: Rows,
  options: Partial<ImportOptions> & { columns?: readonly string[] } = {},
): Promise<ImportResult> {
  const file = path.join(where.root, 'listings.csv');
  writeFileSync(file, csvFile(rows, options.columns));
  return runImport({
    file,
    dataDir: where.data,
    today: TODAY,
    preparePhotos: fakePhotos,
    ...options,
  });
}

/** The report's last line, the counts. */
export function summary(result: ImportResult): string {
  return result.lines.at(-1)!;
}
