import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonError } from '@/lib/listings/folder';
import { BUILD_ENV } from '@/lib/site/env';
import { DevelopmentDataError } from './schema';

/** Projects, one file each: data/developments/<slug>.json (docs/developments.md). */
export const DEVELOPMENTS_DIR = `${BUILD_ENV.listingsData}/developments`;
/** Developers, one file each: data/developers/<slug>.json. */
export const DEVELOPERS_DIR = `${BUILD_ENV.listingsData}/developers`;

export interface StoredRecord {
  file: string;
  record: unknown;
}

/**
 * Every `<slug>.json` of `dir`, sorted by name, unchecked but for what only the files can tell:
 * each is JSON, one object, whose `slug` is its file's name. A missing folder is a site without
 * projects, which is allowed (an agency's own data may have none); anything else that is not a
 * `.json` file stops the build, named, as in the listings' folder.
 */
export function readRecordFolder(dir: string, what: string, root = process.cwd()): StoredRecord[] {
  const folder = path.join(root, dir);
  if (!existsSync(folder)) return [];
  const problems: string[] = [];
  const stored: StoredRecord[] = [];
  for (const name of readdirSync(folder)
    .filter((n) => !n.startsWith('.'))
    .sort()) {
    const file = `${dir}/${name}`;
    if (!name.endsWith('.json')) {
      problems.push(`${file}: is not a ${what} file (${dir}/<slug>.json); move it out of ${dir}/`);
      continue;
    }
    const text = readFileSync(path.join(folder, name), 'utf8');
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      problems.push(`${file}: is not valid JSON (${jsonError(error, text)})`);
      continue;
    }
    const slug =
      typeof record === 'object' && record !== null && !Array.isArray(record)
        ? Reflect.get(record, 'slug')
        : undefined;
    const expected = name.slice(0, -'.json'.length);
    if (slug !== expected) {
      problems.push(`${file}, field "slug": must be "${expected}", the name of its file`);
      continue;
    }
    stored.push({ file, record });
  }
  if (problems.length > 0)
    throw new DevelopmentDataError(
      `Invalid ${what} data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return stored;
}
