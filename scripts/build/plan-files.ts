// The floor plans agencies sent (an image or a PDF per listing, lib/listings/plan-file.ts): each
// file a listing names is copied from the listings' data folder into public/plans/, served as
// it is. Files no listing names any more are removed. Names carry a hash of the bytes, so a file
// already in place is the same file and is left alone.
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { LISTINGS_DIR, readListingFolder } from '@/lib/listings/folder';
import { FLOOR_PLAN_FILE, planFileSource } from '@/lib/listings/plan-file';
import { BUILD_ENV } from '@/lib/site/env';
import { exists, secondsSince } from './fs-utils';
import { ROOT } from './root';

const OUT = path.join(ROOT, 'public', 'plans');

/** The plan files the stored records name (unchecked records: the data validation names a broken one). */
export function planFiles(records: readonly unknown[]): string[] {
  const files = new Set<string>();
  for (const record of records) {
    const plan: unknown =
      typeof record === 'object' && record !== null
        ? Reflect.get(record, 'floorPlanFile')
        : undefined;
    const src: unknown =
      typeof plan === 'object' && plan !== null ? Reflect.get(plan, 'src') : undefined;
    if (typeof src === 'string' && FLOOR_PLAN_FILE.test(src)) files.add(src);
  }
  return [...files].sort();
}

export async function run(): Promise<string> {
  const started = performance.now();
  const files = planFiles(readListingFolder(LISTINGS_DIR, ROOT).map((s) => s.record));
  let copied = 0;
  for (const src of files) {
    const target = path.join(ROOT, 'public', src);
    const source = path.join(ROOT, planFileSource(src, BUILD_ENV.listingsData));
    // A missing source is the data check's to report, naming the listing (lib/listings/files.ts).
    if ((await exists(target)) || !(await exists(source))) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    copied++;
  }
  const keep = new Set(files.map((src) => path.join(ROOT, 'public', src)));
  let removed = 0;
  if (await exists(OUT))
    for (const entry of await readdir(OUT, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !keep.has(file)) {
        await rm(file);
        removed++;
      }
    }
  // A listing's folder left empty goes too: the export would carry it.
  if (await exists(OUT))
    for (const entry of await readdir(OUT, { withFileTypes: true }))
      if (entry.isDirectory() && (await readdir(path.join(OUT, entry.name))).length === 0)
        await rm(path.join(OUT, entry.name), { recursive: true });
  return `${files.length} floor plan file(s): ${copied} copied, ${removed} removed, in ${secondsSince(started)}`;
}
