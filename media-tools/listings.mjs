// @ts-check
// The listings the renderer and the placeholders draw for, read the way the site stores them:
// one file per listing, data/listings/<slug>.json; and which photos a development's record
// (data/developments/<slug>.json) names, so the renderer can check it draws them all.

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

/**
 * The entries of a listing's `images` that are its own photos, `/photos/<slug>/<name>.jpg`: the
 * ones the renderer draws from the listing's plan, one photo camera each. A unit of a
 * development also shows a photo of its project (`/photos/<project>/1.jpg`), which the project's
 * own plans draw (see developments.mjs), so it is not counted here.
 * @param {{ slug: string, images: string[] }} listing
 * @returns {string[]}
 */
export function ownImages(listing) {
  const own = `/photos/${listing.slug}/`;
  return listing.images.filter((src) => src.startsWith(own));
}

/**
 * The photos of a development that its record (data/developments/<slug>.json, the site's) names,
 * by file name without `.jpg`: every `/photos/<slug>/<name>.jpg` anywhere in it (its images, its
 * progress photos), each once, sorted. Empty when the project has no record.
 * @param {string} root the repository root
 * @param {string} slug
 * @returns {string[]}
 */
export function developmentPhotoNames(root, slug) {
  const file = path.join(root, 'data', 'developments', `${slug}.json`);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  // Read as text rather than by field, so the check holds whatever shape the record takes.
  const own = new RegExp(`"/photos/${slug}/([a-z0-9-]+)\\.jpg"`, 'g');
  return [...new Set([...text.matchAll(own)].map((match) => match[1]))].sort();
}
