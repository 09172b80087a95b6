// `npm run page-weight [-- <export folder> ...]`: what a listing page weighs in an export (out/,
// or the folder NEXT_EXPORT_DIR names, unless folders are given), in both languages:
//   - per page: its HTML (KB), the HTML gzip -9 (KB, as the weight gate counts it), and the React
//     Server Components payload inside it (the `self.__next_f.push` scripts, KB and share);
//   - per language: the mean, smallest and largest of each;
//   - the export: its bytes in all, the bytes of listings/ and sw/listings/ (every listing's two
//     pages and the result pages), and those divided by the number of listings.
// Up to 12 pages of each language are listed one by one; past that, only their figures per
// language. It reads the export only: build it first (`npm run build`, `npm run build:scale`).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Cell, kb, listFiles, OUT, table } from './gates/common';
import { payloadBytes } from './payload-bytes';

const LANGUAGES = [
  ['English', 'listings'],
  ['Swahili', 'sw/listings'],
] as const;
const LISTED = 12;

interface Page {
  path: string;
  html: number;
  gzip: number;
  payload: number;
}

/** Every listing page of a language: listings/<slug>/index.html, the result pages aside. */
async function listingPages(dir: string, folder: string): Promise<Page[]> {
  const entries = await readdir(path.join(dir, folder), { withFileTypes: true }).catch(() => []);
  const pages: Page[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === 'page') continue;
    const file = path.join(dir, folder, entry.name, 'index.html');
    const data = await readFile(file).catch(() => undefined);
    if (!data) continue;
    pages.push({
      path: `/${folder}/${entry.name}/`,
      html: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      payload: payloadBytes(data.toString('utf8')),
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const file of await listFiles(dir).catch(() => [])) {
    bytes += (await stat(path.join(dir, file))).size;
  }
  return bytes;
}

const share = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '-';
// The smallest and largest of each figure may come from different pages: no share for them.
const row = (name: string, p: Omit<Page, 'path'>, withShare = true): Cell[] => [
  name,
  kb(p.html),
  kb(p.gzip),
  kb(p.payload),
  withShare ? share(p.payload, p.html) : '',
];
const mean = (pages: Page[], key: keyof Omit<Page, 'path'>) =>
  pages.reduce((sum, p) => sum + p[key], 0) / pages.length;
const extreme = (pages: Page[], pick: (...n: number[]) => number) => ({
  html: pick(...pages.map((p) => p.html)),
  gzip: pick(...pages.map((p) => p.gzip)),
  payload: pick(...pages.map((p) => p.payload)),
});

const folders = process.argv.slice(2);
for (const folder of folders.length ? folders : [OUT]) {
  const dir = path.resolve(folder);
  const rows: Cell[][] = [];
  let count = 0;
  for (const [language, sub] of LANGUAGES) {
    const pages = await listingPages(dir, sub);
    if (!pages.length) continue;
    if (language === 'English') count = pages.length;
    if (pages.length <= LISTED) rows.push(...pages.map((p) => row(p.path, p)));
    const average = {
      html: mean(pages, 'html'),
      gzip: mean(pages, 'gzip'),
      payload: mean(pages, 'payload'),
    };
    rows.push(row(`${language}, mean of ${pages.length}`, average));
    rows.push(row(`${language}, smallest`, extreme(pages, Math.min), false));
    rows.push(row(`${language}, largest`, extreme(pages, Math.max), false));
  }
  const name = path.relative(process.cwd(), dir) || '.';
  if (!count) {
    console.error(`page-weight: no listing pages in ${name}/ (build it first)`);
    process.exitCode = 1;
    continue;
  }
  const total = await folderBytes(dir);
  const listings =
    (await folderBytes(path.join(dir, 'listings'))) +
    (await folderBytes(path.join(dir, 'sw', 'listings')));
  console.log(`\npage-weight: ${name}/, ${count} listings (KB = 1,024 bytes; gzip -9)`);
  console.log(table(['listing page', 'HTML KB', 'gzip KB', 'payload KB', 'payload %'], rows));
  console.log(
    [
      `export: ${total.toLocaleString('en')} bytes in all`,
      `listings/ and sw/listings/: ${listings.toLocaleString('en')} bytes, ` +
        `${Math.round(listings / count).toLocaleString('en')} bytes per listing`,
    ].join('\n'),
  );
}
