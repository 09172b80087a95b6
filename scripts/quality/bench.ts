// `npm run bench [-- N ...]`: builds the site at N listings (default 100, 1,000 and 10,000) and
// prints one table of what it costs and how search performs:
//   - build s: a cold `npm run build` (no .next, no image caches), wall time;
//   - rebuild s: the same build again with nothing changed (the image caches at work);
//   - peak MB: the most memory the build's processes held at once (sum of their RSS, sampled);
//   - export MB and files: the size of the export;
//   - per language (English /listings/, Swahili /sw/listings/, shown as 'en / sw'): the page's
//     HTML KB (raw), its search index KB gzip, its first-load KB (HTML, JS and CSS, gzip; JS as
//     the weight gate counts it, without Next's noModule polyfill, which modern browsers never
//     fetch), and the search time for a typical query, measured in Chromium on the served
//     export (median and worst of 20 searches, from the island's `search-index` entries), and
//     the time to sort every listing (median and worst of 10 sorts, `search-sort` entries);
//   - the number of area and town pages, and of agent and agency pages, in one language;
//   - rebuilds after a change, each from the export before it (docs/scaling.md, Incremental
//     builds): one home's price (SAMPLE_PRICE_CHANGES=1), that home back, 100 homes' prices,
//     then one English dictionary text (the footer's 'Explore', put back afterwards): wall
//     time, CPU time, peak memory and the pages with params rendered;
//   - the seconds of every build step, for the cold build and each rebuild after a change.
// BENCH_REBUILD=0 leaves out the second build, BENCH_CHANGES=0 the rebuilds after a change. Exports go to .bench/ and figures to
// reports/bench.json; both are kept out of git.
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { WRITTEN } from '@/components/url-state/address';
import { SYSTEM_CHROMIUM } from './chromium';
import { build, stepTable, type Build } from './bench-build';
import { gzipSize, listFiles, pageWeight, REPORTS, ROOT, serveExport, table } from './gates/common';

const sizes = process.argv.slice(2).map(Number);
const COUNTS = sizes.length ? sizes : [100, 1000, 10000];
if (COUNTS.some((n) => !Number.isInteger(n) || n < 6)) {
  console.error('usage: npm run bench [-- N ...]   (each N a whole number, at least 6)');
  process.exit(2);
}
const EXPORT = path.join(ROOT, '.bench', 'out');
const PORT = 4185;
/** Each language's search page: the bench measures both (the same code, different words). */
const LANGUAGES = [
  ['en', '/listings/'],
  ['sw', '/sw/listings/'],
] as const;
type Language = (typeof LANGUAGES)[number][0];
const CHROMIUM = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
const TYPICAL = 'location=Nairobi&status=for_rent&bedrooms=2&maxPrice=150000';
// Every sort order but Recommended (which is the index's own order and costs nothing).
const SORTS = ['newest', 'price-asc', 'price-desc', 'size-desc', 'price-per-sqm-asc'];
// Searches the island runs for the timing: the typical query and a few neighbours.
// Neighbours differ, so each one is a new search.
const QUERIES = [
  'location=nairobi&status=for_rent',
  TYPICAL,
  'location=Mombasa&type=house',
  TYPICAL,
  'bedrooms=3&minPrice=10000000',
];

/** Seconds a build spent on its slow steps. */
interface StepTimes {
  images: number;
  og: number;
  compile: number;
  pages: number;
}

const UNITS: Record<string, number> = { ms: 0.001, s: 1, min: 60 };

/** The build's own step timings, read from its log. */
function steps(log: string): StepTimes {
  // Next prints '850ms', '17.4s' or '2.5min'; the image scripts print seconds.
  const seconds = (pattern: RegExp) => {
    const match = log.match(pattern);
    if (!match) return NaN;
    const unit = UNITS[match[2] ?? 's'] ?? NaN;
    return Number(match[1]) * unit;
  };
  return {
    images: seconds(/^photo-variants: .* in ([\d.]+) s/m),
    og: seconds(/^preview-images: .* in ([\d.]+) s/m),
    compile: seconds(/Compiled successfully in ([\d.]+)(ms|s|min)/),
    pages: seconds(/Generating static pages using .* in ([\d.]+)(ms|s|min)/),
  };
}

async function folderBytes(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  const files = await listFiles(dir);
  for (const file of files) bytes += (await stat(path.join(dir, file))).size;
  return { bytes, files: files.length };
}

/** Search timings in one language (ms): filtering, and sorting every listing. */
interface SearchTimes {
  median: number | undefined;
  worst: number | undefined;
  runs: number;
  sortMedian: number | undefined;
  sortWorst: number | undefined;
}

/**
 * Puts a search in the address as the site's own islands do (components/url-state/): a new
 * history entry, then the event that tells them the address changed.
 */
function navigate([base, query, event]: string[]): void {
  window.history.pushState(null, '', `${base}?${query}`);
  window.dispatchEvent(new Event(event!));
}

/** Median and worst search time (ms) over QUERIES, four rounds, in Chromium. */
async function searchTimes(url: string, listingsPath: string): Promise<SearchTimes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}${listingsPath}?${TYPICAL}`);
    // The static HTML already shows a count (the unfiltered one): wait for the island's first
    // search instead, so the history entries below reach a hydrated page.
    await page.waitForFunction(() => performance.getEntriesByName('search-index').length >= 1);
    let searches = 1;
    for (let round = 0; round < 4; round++) {
      for (const query of QUERIES) {
        // The island follows the URL: a history entry is a search, as Back/Forward are.
        await page.evaluate(navigate, [listingsPath, query, WRITTEN]);
        searches++;
        await page.waitForFunction(
          (n) => performance.getEntriesByName('search-index').length >= n,
          searches,
        );
      }
    }
    const times = await page.evaluate(() =>
      performance.getEntriesByName('search-index').map((e) => e.duration),
    );
    const sorted = times.slice(1).sort((a, b) => a - b);
    // Sorting every listing: no filter, each sort order in turn, twice.
    let sorts = 0;
    for (let round = 0; round < 2; round++) {
      for (const sort of SORTS) {
        await page.evaluate(navigate, [listingsPath, `sort=${sort}`, WRITTEN]);
        sorts++;
        await page.waitForFunction(
          (n) => performance.getEntriesByName('search-sort').length >= n,
          sorts,
        );
      }
    }
    const sortTimes = await page.evaluate(() =>
      performance.getEntriesByName('search-sort').map((e) => e.duration),
    );
    sortTimes.sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)],
      worst: sorted.at(-1),
      runs: sorted.length,
      sortMedian: sortTimes[Math.floor(sortTimes.length / 2)],
      sortWorst: sortTimes.at(-1),
    };
  } finally {
    await browser.close();
  }
}

/** A rebuild after a change: its wall time, peak memory, pages with params rendered and steps. */
interface Rebuild {
  seconds: number;
  /** CPU seconds of all the build's processes. */
  cpu: number;
  peakMB: number;
  rendered: number;
  pages: number;
  /** Seconds per build step, from the table the build prints last (scripts/build/index.ts). */
  steps: Record<string, number>;
}

function rebuildOf(run: Build): Rebuild {
  const counts = /(\d+) of (\d+) pages with params rendered/.exec(run.log);
  const unchanged = /nothing changed; the previous export is kept as it is \((\d+) pages/.exec(
    run.log,
  );
  return {
    seconds: run.seconds,
    cpu: run.cpu,
    peakMB: run.peak / 2 ** 20,
    rendered: counts ? Number(counts[1]) : unchanged ? 0 : NaN,
    pages: Number(counts?.[2] ?? unchanged?.[1] ?? NaN),
    steps: stepTable(run.log),
  };
}

const DICTIONARY = path.join(ROOT, 'lib/i18n/en.ts');
const TEXT = "explore: 'Explore',";

/** The rebuilds after a change, in order, each from the export the one before left. */
async function changes(count: number): Promise<Record<string, Rebuild>> {
  const out: Record<string, Rebuild> = {};
  console.log('   one home changed');
  out.one = rebuildOf(await build(count, { SAMPLE_PRICE_CHANGES: '1' }));
  console.log('   that home back');
  out.back = rebuildOf(await build(count));
  console.log('   100 homes changed');
  out.hundred = rebuildOf(await build(count, { SAMPLE_PRICE_CHANGES: '100' }));
  console.log('   one dictionary text changed');
  const dictionary = readFileSync(DICTIONARY, 'utf8');
  if (!dictionary.includes(TEXT)) throw new Error(`${DICTIONARY} no longer holds ${TEXT}`);
  try {
    writeFileSync(DICTIONARY, dictionary.replace(TEXT, "explore: 'Explore Kenya',"));
    out.dictionary = rebuildOf(await build(count, { SAMPLE_PRICE_CHANGES: '100' }));
  } finally {
    writeFileSync(DICTIONARY, dictionary);
  }
  return out;
}

/** One row of the bench: a build of `count` listings and what it measured. */
interface BenchResult {
  count: number;
  build: number;
  /** CPU seconds of the cold build's processes. */
  buildCpu: number;
  rebuild: number;
  peakMB: number;
  rebuildPeakMB: number;
  exportMB: number;
  files: number;
  hubs: { areas: number; agents: number };
  languages: Record<Language, LanguageFigures>;
  steps: { cold: StepTimes; warm: StepTimes };
  /** Seconds per build step of the cold build. */
  coldSteps: Record<string, number>;
  rebuilds: Record<string, Rebuild>;
}

/** What the bench measures on each language's search page. */
interface LanguageFigures {
  listingsHtmlKB: number;
  indexKBgzip: number;
  firstLoadKB: number;
  search: SearchTimes;
}

const results: BenchResult[] = [];
for (const count of COUNTS) {
  console.log(`\n== ${count} listings: cold build`);
  for (const dir of ['.next', '.cache', 'public/og', 'public/photos', '.bench'])
    await rm(path.join(ROOT, dir), { recursive: true, force: true });
  const cold = await build(count);
  // BENCH_REBUILD=0 skips the second build (half the bench's time at 10,000 listings).
  const rebuild = process.env.BENCH_REBUILD !== '0';
  console.log(
    `   ${cold.seconds.toFixed(1)} s${rebuild ? '; rebuilding with nothing changed' : ''}`,
  );
  const warm: Build = rebuild ? await build(count) : { seconds: NaN, cpu: NaN, peak: NaN, log: '' };
  const exported = await folderBytes(EXPORT);
  // Pages between a search and a home, in one language (the other has as many).
  const pagesUnder = async (dir: string) =>
    (await listFiles(path.join(EXPORT, dir)).catch(() => [])).filter((f) =>
      f.endsWith('index.html'),
    ).length;
  const hubs = {
    areas: await pagesUnder('areas'),
    agents: (await pagesUnder('agents')) + (await pagesUnder('agencies')),
  };
  const languages: Partial<Record<Language, LanguageFigures>> = {};
  const server = await serveExport(PORT, EXPORT);
  try {
    for (const [language, listingsPath] of LANGUAGES) {
      const file = path.join(listingsPath.slice(1), 'index.html');
      const html = await readFile(path.join(EXPORT, file), 'utf8');
      // Each language's page names its own index file.
      const indexPath = html.match(/\/search-index\/[0-9a-f]+\.json/)?.[0];
      if (!indexPath) throw new Error(`${listingsPath} names no search index`);
      const weight = await pageWeight(file, EXPORT);
      languages[language] = {
        listingsHtmlKB: Buffer.byteLength(html) / 1024,
        indexKBgzip: (await gzipSize(path.join(EXPORT, indexPath))) / 1024,
        // pageWeight's js leaves out the noModule polyfill (weight.polyfill), as the gate does.
        firstLoadKB: (weight.html + weight.js + weight.css) / 1024,
        search: await searchTimes(server.url, listingsPath),
      };
    }
  } finally {
    server.close();
  }
  const { en, sw } = languages;
  if (!en || !sw) throw new Error('the bench did not measure both languages');
  const rebuilds = process.env.BENCH_CHANGES === '0' ? {} : await changes(count);
  results.push({
    count,
    build: cold.seconds,
    buildCpu: cold.cpu,
    rebuild: warm.seconds,
    peakMB: cold.peak / 2 ** 20,
    rebuildPeakMB: warm.peak / 2 ** 20,
    exportMB: exported.bytes / 2 ** 20,
    files: exported.files,
    hubs,
    languages: { en, sw },
    steps: { cold: steps(cold.log), warm: steps(warm.log) },
    coldSteps: stepTable(cold.log),
    rebuilds,
  });
  console.log(`   done: ${JSON.stringify(results.at(-1))}`);
}
await rm(path.join(ROOT, '.bench'), { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });
await writeFile(path.join(REPORTS, 'bench.json'), JSON.stringify(results, null, 2));

const f = (x: number | undefined, digits = 1) =>
  x !== undefined && Number.isFinite(x) ? x.toFixed(digits) : '-';
const both = (r: BenchResult, pick: (figures: LanguageFigures) => string) =>
  LANGUAGES.map(([language]) => pick(r.languages[language])).join(' / ');
console.log(
  `\n${table(
    [
      'N',
      'build s',
      'rebuild s',
      'peak MB',
      'export MB',
      'files',
      '/listings/ HTML KB (en / sw)',
      'index KB gzip (en / sw)',
      'first-load KB (en / sw)',
      'filter ms, median (en / sw)',
      'filter ms, worst (en / sw)',
      'sort all ms, median (en / sw)',
      'sort all ms, worst (en / sw)',
      'area / agent pages per language',
    ],
    results.map((r) => [
      r.count.toLocaleString('en'),
      f(r.build),
      f(r.rebuild),
      f(r.peakMB, 0),
      f(r.exportMB, 0),
      r.files.toLocaleString('en'),
      both(r, (l) => f(l.listingsHtmlKB)),
      both(r, (l) => f(l.indexKBgzip)),
      both(r, (l) => f(l.firstLoadKB)),
      both(r, (l) => f(l.search.median, 2)),
      both(r, (l) => f(l.search.worst, 2)),
      both(r, (l) => f(l.search.sortMedian, 2)),
      both(r, (l) => f(l.search.sortWorst, 2)),
      `${r.hubs.areas} / ${r.hubs.agents}`,
    ]),
  )}`,
);
console.log(
  `\nWhere the cold build's time goes (s):\n${table(
    [
      'N',
      'photo variants',
      'preview images',
      'compile',
      'page rendering',
      'rebuild: previews',
      'rebuild: pages',
    ],
    results.map((r) => [
      r.count.toLocaleString('en'),
      f(r.steps.cold.images),
      f(r.steps.cold.og),
      f(r.steps.cold.compile),
      f(r.steps.cold.pages),
      f(r.steps.warm.og),
      f(r.steps.warm.pages),
    ]),
  )}`,
);
const rebuilt = (r: Rebuild | undefined) =>
  r ? `${f(r.seconds)} (${r.rendered.toLocaleString('en')})` : '-';
console.log(
  `\nRebuilds, each after the one before: seconds (pages with params rendered):\n${table(
    [
      'N',
      'pages with params',
      'no change',
      'one home',
      'it back',
      '100 homes',
      'dictionary text',
      'peak MB (dictionary)',
    ],
    results.map((r) => [
      r.count.toLocaleString('en'),
      (r.rebuilds.one?.pages ?? NaN).toLocaleString('en'),
      f(r.rebuild),
      rebuilt(r.rebuilds.one),
      rebuilt(r.rebuilds.back),
      rebuilt(r.rebuilds.hundred),
      rebuilt(r.rebuilds.dictionary),
      f(r.rebuilds.dictionary?.peakMB, 0),
    ]),
  )}`,
);
// Every step, for the cold build and each rebuild after a change: where a slow one spends it.
const stepNames = [...new Set(results.flatMap((r) => Object.keys(r.coldSteps)))];
console.log(
  `\nSeconds per build step:\n${table(
    ['N', 'build', ...stepNames],
    results.flatMap((r) =>
      [
        ['cold', r.coldSteps] as const,
        ...Object.entries(r.rebuilds).map(([k, v]) => [k, v.steps] as const),
      ].map(([name, times]) => [
        r.count.toLocaleString('en'),
        name,
        ...stepNames.map((n) => f(times[n])),
      ]),
    ),
  )}`,
);
console.log(`\nFigures kept in reports/bench.json. KB and MB are 1,024 and 1,048,576 bytes.`);
