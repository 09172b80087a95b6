import 'server-only';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ENV } from '@/lib/site/env';
import { ListingDataError, problemsMessage, type Problem } from './schema';

/**
 * Listings are stored one file per listing, `data/listings/<slug>.json`: at thousands of homes
 * a change to one home is a change to one file (a clean diff, an import that touches only what
 * it changes). This module reads the folder at build time, as it is, and checks what only the
 * files can tell: that each is JSON and holds the listing its name says. The records' own fields
 * are checked afterwards by parseListings (schema.ts); their order is the Recommended order
 * (order.ts), never the order of the files.
 */

/** The listings' folder, from the project root: data/listings unless LISTINGS_DATA says. */
export const LISTINGS_DIR = `${BUILD_ENV.listingsData}/listings`;

/** The tours' file, beside the listings' folder (lib/listings/schema.ts, withTours). */
export const TOURS_FILE = `${BUILD_ENV.listingsData}/tours.json`;

/** The whole-home floor plans' file, beside the tours (lib/listings/schema.ts, withFloorPlans). */
export const FLOORPLANS_FILE = `${BUILD_ENV.listingsData}/floorplans.json`;

/** The floor plans by listing slug, parsed but unchecked (withFloorPlans checks them). */
export function readFloorPlans(file = FLOORPLANS_FILE, root = process.cwd()): unknown {
  return readTours(file, root);
}

/** The tours by listing slug, parsed but unchecked (withTours checks them). */
export function readTours(file = TOURS_FILE, root = process.cwd()): unknown {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ListingDataError(`${file}: is not valid JSON (${jsonError(error, text)})`);
  }
}

/** A listing as stored: its file, from the project root, and the record it holds, unchecked. */
export interface StoredListing {
  file: string;
  record: unknown;
}

const EXTENSION = '.json';

/**
 * Every `<slug>.json` of `dir` (relative to `root`), sorted by file name so every machine reads
 * them alike. Names starting with a dot are left alone: .DS_Store, .gitkeep and editors' swap
 * files are no one's listing. Anything else that is not a `.json` file stops the build, naming
 * it: a listing saved as `karen.JSON` or `karen.json.bak` would otherwise leave the site without
 * a word. So do a file that is not JSON, one that does not hold one listing, and a listing whose
 * `slug` is not its file's name (the file would be found under another address than the page's).
 * A missing folder, or one without listings, stops the build too: a site of no homes is a
 * mistake, not a build.
 */
export function readListingFolder(dir = LISTINGS_DIR, root = process.cwd()): StoredListing[] {
  const where = `${dir}/`;
  const folder = listingFolderNow(path.join(root, dir));
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ListingDataError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `No listing data: ${where} is missing (each listing is a file ${dir}/<slug>.json; see docs/data.md)`
        : `No listing data: ${where} cannot be read (${String(error)})`,
    );
  }
  const problems: Problem[] = [];
  const stored: StoredListing[] = [];
  for (const name of names.filter((n) => !n.startsWith('.')).sort(byText)) {
    const file = `${dir}/${name}`;
    const full = path.join(folder, name);
    if (!name.endsWith(EXTENSION) || !statSync(full, { throwIfNoEntry: false })?.isFile()) {
      problems.push({
        file,
        message: `${file}: is not a listing file (${dir}/<slug>.json); move it out of ${where}`,
      });
      continue;
    }
    const text = readFileSync(full, 'utf8');
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      problems.push({ file, message: `${file}: is not valid JSON (${jsonError(error, text)})` });
      continue;
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      problems.push({ file, message: `${file}: must hold one listing, a JSON object` });
      continue;
    }
    const slug: unknown = Reflect.get(record, 'slug');
    const expected = name.slice(0, -EXTENSION.length);
    if (typeof slug !== 'string' || slug === '') {
      const found = slug === undefined ? 'is missing' : `is ${JSON.stringify(slug)}`;
      problems.push({
        file,
        message: `listing in ${file} (no slug), field "slug": ${found}; it must be "${expected}", the file's name`,
      });
      continue;
    }
    if (slug !== expected) {
      problems.push({
        file,
        message: `listing "${slug}", field "slug": must be "${expected}", the name of its file ${file}`,
      });
      continue;
    }
    stored.push({ file, record });
  }
  if (problems.length > 0) throw new ListingDataError(problemsMessage(where, problems));
  if (stored.length === 0)
    throw new ListingDataError(
      `No listing data: ${where} holds no listings (each listing is a file ${dir}/<slug>.json; see docs/data.md)`,
    );
  return stored;
}

/**
 * Where an import keeps the listings it replaces while it swaps the new ones in: beside the
 * folder, hidden (`.listings-previous` in data/). See scripts/import/write.ts.
 */
export function previousListingFolder(folder: string): string {
  return path.join(path.dirname(folder), `.${path.basename(folder)}-previous`);
}

/**
 * The folder that holds the listings now. An import replaces the folder in two renames: the
 * listings to `previousListingFolder`, then the new ones into place. Stopped between the two,
 * it leaves no folder and the previous one, which is then the data; the next import renames it
 * back. A reader only reads it: renaming here could race an import about to finish its swap.
 */
export function listingFolderNow(folder: string): string {
  const previous = previousListingFolder(folder);
  return !existsSync(folder) && existsSync(previous) ? previous : folder;
}

/**
 * The parser's message, with the line and column of the position it names: Node 20 gives only
 * the position, a count of characters no editor shows (newer versions add the line themselves).
 */
export function jsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  if (!at || /\bline \d+/.test(message)) return message;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line} column ${column})`;
}

/** By UTF-16 code units: the same order on every machine, whatever its locale. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
