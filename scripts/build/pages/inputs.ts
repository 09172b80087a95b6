// What every page is made with, hashed for the page step (plan-step.ts): the code, the shared
// data and the settings (`globalHash`), and public/, which `next build` copies into the export
// (`publicFingerprint`).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ENV } from '@/lib/site/env';
import { ROOT } from '../root';

/**
 * Folders and files whose every byte can reach a page: the routes, components and logic, the
 * steps that write into pages (the script policy), the shared data (areas, rates, finance
 * figures, geodata) and the packages. Test and documentation files are not among them.
 */
const CODE = [
  'app',
  'budgets.json',
  'components',
  'lib',
  'scripts/build',
  'data',
  'next.config.mjs',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

/**
 * The listings' (and projects') own data, kept out of the global hash: each page's inputs name the records it
 * reads (lib/pages/routes.ts), so a changed listing renders its pages, not the site. Tours and
 * floor plans are part of the records; photos reach pages only by their paths, which are in the records.
 */
const LISTING_DATA = new Set([
  'data/listings',
  'data/photos',
  'data/tours.json',
  'data/floorplans.json',
  // Projects and developers are records too: the pages that show one name it among their inputs.
  'data/developments',
  'data/developers',
]);

async function filesUnder(relative: string): Promise<string[]> {
  if (LISTING_DATA.has(relative) || path.basename(relative).startsWith('.')) return [];
  const full = path.join(ROOT, relative);
  const info = await stat(full).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [relative];
  const names = (await readdir(full)).sort();
  const nested = await Promise.all(names.map((name) => filesUnder(`${relative}/${name}`)));
  return nested.flat();
}

/**
 * The hash of everything every page is made with apart from the listings: a change to any of it
 * renders every page. It is also the build id Next writes into each page, so pages kept from
 * the previous export and pages rendered now always name the same build.
 */
export async function globalHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await Promise.all(CODE.map(filesUnder))).flat()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(ROOT, file)));
  }
  const { getCurrentRates } = await import('@/lib/finance/data');
  hash.update(
    JSON.stringify({
      // Settings that reach pages; the export folder, the listings' folder and their number
      // reach pages only through the records.
      siteUrl: BUILD_ENV.siteUrl,
      sitemapMaxUrls: BUILD_ENV.sitemapMaxUrls,
      basemap: process.env.NEXT_PUBLIC_MAP_BASEMAP ?? '',
      // The build date reaches pages through the records (freshness, sample dates, homes that
      // left the market) and here: exchange rates too old at the build date are not shown.
      rates: getCurrentRates() ?? null,
      node: process.version,
    }),
  );
  return hash.digest('hex').slice(0, 20);
}

/**
 * What public/ holds, without reading it: each file's name, size and inode, and its modification
 * time unless it is a hard link. The build steps write a file only when its content changes
 * (fs-utils.ts `writeIfChanged`), or link it from a content-addressed cache (`place`): a new
 * content is then a new inode, while the cache's upkeep touches the times of the files it
 * keeps. An equal fingerprint means the export's copy of public/ is current.
 */
export async function publicFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder('public')) {
    const info = await stat(path.join(ROOT, file));
    const time = info.nlink > 1 ? 0 : Math.round(info.mtimeMs);
    hash.update(`${file}\0${info.size}\0${info.ino}\0${time}\n`);
  }
  return hash.digest('hex').slice(0, 20);
}
