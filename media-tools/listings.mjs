// @ts-check
// The listings the renderer and the placeholders draw for, read the way the site stores them:
// one file per listing, data/listings/<slug>.json.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} StoredListing
 * @property {string} file the listing's file, from the repository root
 * @property {unknown} record what it holds, unchecked (the site's build checks every field)
 */

/**
 * Every listing file of data/listings/ under `root`, in the order of the file names (a listing's
 * file is named by its slug), so what is written from them never depends on the order the folder
 * happens to list them in. Hidden files (.DS_Store) are skipped, as the site's build skips them.
 * Throws, naming the file, on one that is not JSON.
 * @param {string} root the repository root
 * @returns {StoredListing[]}
 */
export function readListings(root) {
  const dir = path.join(root, 'data', 'listings');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => {
      const file = path.relative(root, path.join(dir, name));
      try {
        return { file, record: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) };
      } catch (err) {
        throw new Error(`${file}: ${/** @type {Error} */ (err).message}`);
      }
    });
}
