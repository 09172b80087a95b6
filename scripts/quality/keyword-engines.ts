// `npm run bench:keywords [-- N]`: which engine should answer the keyword search (`q=`), measured
// on the listings a build at SAMPLE_LISTINGS=N holds (default 10,000; stale and sold homes are
// left out as the build leaves them out), in English and Swahili. Compared: the project's own
// chunked index (lib/search/keyword-index.ts), MiniSearch, Orama, FlexSearch (prefix and typo
// configurations) and Pagefind. For each engine and language:
//   - build s: from the keyword documents (lib/search/keyword-docs.ts, built as the build does) to
//     the files a browser would fetch;
//   - the bytes a keyword search transfers, gzip -9: the whole index for MiniSearch, Orama and
//     FlexSearch; for the own index the vocabulary and the chunks the query's plan names; for
//     Pagefind what a cold search in Chromium fetched (pagefind.js, its WebAssembly, entry, meta
//     and index chunks), plus what mapping ALL results to listings costs (the site counts,
//     filters and sorts every result): either every result's fragment file, or one list of
//     Pagefind page ids in row order built beside the index ('id map');
//   - the engine's own JavaScript, bundled and minified with rolldown, gzip -9;
//   - search time, median and worst of RUNS runs per query after one warm-up, in Node and in
//     Chromium (/usr/bin/chromium, or CHROMIUM_PATH), with the data loaded; Pagefind in Chromium
//     only (its search runs in the browser);
//   - what each finds against the rules (every word; a prefix from 3 letters; one typo from 5),
//     checked by a plain scan of every listing's words: found/expected, and results beyond them.
// Figures go to reports/keyword-engines.json; the files built go to .bench/keyword-engines/,
// removed at the end.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as pagefind from 'pagefind';
import { rolldown } from 'rolldown';
import {
  buildKeywordIndex,
  type KeywordChunk,
  type KeywordDocument,
  type KeywordVocabulary,
} from '@/lib/search/keyword-index';
import {
  MIN_PREFIX_LENGTH,
  MIN_TYPO_LENGTH,
  queryWords,
  tokenise,
  withinOneEdit,
} from '@/lib/search/keywords';
import type { Locale } from '@/lib/i18n/locales';
import { SYSTEM_CHROMIUM } from './chromium';
import { ROOT } from '../build/root';
import {
  ownChunks,
  ownSearch,
  summarise,
  timeQueries,
  WHOLE_INDEX_ENGINES,
  type BrowserBench,
  type Timed,
  type WholeIndexName,
} from './keyword-engines-page';

const DEFAULT_LISTINGS = 10_000;
const RUNS = 20;
/** The budgets the search must keep at 10,000 listings. */
const BUDGET = { bytes: 150 * 1024, medianMs: 50 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
const DIR = path.join(ROOT, '.bench', 'keyword-engines');
const SITE = path.join(DIR, 'site');

// The listings are read, and SAMPLE_LISTINGS with them, when lib/listings/data.ts is first
// imported: so N is settled here, and every module that reaches it is imported below, after.
const count = Number(process.argv[2] ?? process.env.SAMPLE_LISTINGS ?? DEFAULT_LISTINGS);
if (!Number.isInteger(count) || count < 6) {
  console.error('usage: npm run bench:keywords [-- N]   (N listings, a whole number, at least 6)');
  process.exit(2);
}
process.env.SAMPLE_LISTINGS = String(count);
// Which homes are fresh depends on the build date: a fixed one keeps runs comparable.
process.env.BUILD_DATE ||= '2026-11-23';

// The build names every stale listing it leaves out; here only the count matters.
const warn = console.warn;
console.warn = (first?: unknown, ...rest: unknown[]) => warn(String(first).split('\n')[0], ...rest);
const { getListings } = await import('@/lib/listings/data');
console.warn = warn;
const { BUILD_ENV } = await import('@/lib/site/env');
const { agentOf } = await import('@/lib/agents/data');
const { dictionary } = await import('@/lib/i18n/dictionary');
const { keywordDocument } = await import('@/lib/search/keyword-docs');
const { keywordIndexFiles } = await import('@/lib/search/index-file');
const { REPORTS, table } = await import('./gates/common');
if (BUILD_ENV.sampleListings !== count) {
  throw new Error(`SAMPLE_LISTINGS is ${BUILD_ENV.sampleListings}, the bench asked for ${count}`);
}

const LOCALES: readonly Locale[] = ['en', 'sw'];

/** What a query tests, beyond plain words. */
type Check =
  | 'word'
  | 'prefix'
  | 'typo: letter dropped'
  | 'typo: letter added'
  | 'typo: letter changed'
  | 'typo: letters swapped'
  | 'AND across fields';

// The issue's queries, and one per feature to check (words of the generated listings: 'pantry'
// is only ever in a description, 'penthouse' in the title and type).
const QUERIES: Record<Locale, readonly (readonly [string, Check])[]> = {
  en: [
    ['borehole', 'word'],
    ['boreh', 'prefix'],
    ['swiming pool', 'typo: letter dropped'],
    ['furnished apartment westlands', 'word'],
    ['generator', 'word'],
    ['gated', 'word'],
    ['kilimani 3br', 'word'],
    ['detatched', 'typo: letter added'],
    ['genarator', 'typo: letter changed'],
    ['balcnoy', 'typo: letters swapped'],
    ['penthouse pantry', 'AND across fields'],
  ],
  sw: [
    ['kisima', 'word'],
    ['bwawa la kuogelea', 'word'],
    ['samani', 'word'],
    ['kuoge', 'prefix'],
    ['kisma', 'typo: letter dropped'],
    ['kuogelae', 'typo: letters swapped'],
  ],
};

const gzip = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? '-'
    : value < 10
      ? value.toFixed(2)
      : value.toFixed(0);
const seconds = (start: number) => (performance.now() - start) / 1000;

/** One query's figures for one engine. */
interface QueryFigures {
  query: string;
  check: Check;
  expected: number;
  found: number;
  /** Expected rows the engine did not return. */
  missing: number;
  /** Rows it returned beyond the expected ones. */
  extra: number;
  /** Keyword data this search transfers, gzip (whole-index engines: the whole index). */
  bytes: number;
  /** Pagefind: with the fragment of every result, or with the id map, instead of `bytes`. */
  bytesWithFragments?: number;
  bytesWithIdMap?: number;
  node?: { median: number; worst: number };
  chromium?: { median: number; worst: number };
}

interface EngineFigures {
  engine: string;
  locale: Locale;
  matching: string;
  buildSeconds: number;
  /** Every file of the index, raw and gzip. */
  indexBytes: number;
  indexGzip: number;
  files: number;
  /** The engine's JavaScript, minified, gzip. */
  libraryGzip?: number;
  /** Whole-index engines: turning the fetched file into a search, ms. */
  loadMs?: { node: number; chromium?: number };
  /** Keyword data after every query of the set on one page (each file fetched once), gzip. */
  sessionBytes?: number;
  /** Pagefind: its page ids in row order, gzip (what maps its results to listings). */
  idMapGzip?: number;
  queries: QueryFigures[];
}

// 1. The keyword documents, exactly as the build makes them, and the rows each query must find.

/**
 * The rows a query must find by the rules, from a plain scan of every listing's words: a word
 * as typed or, from 3 letters, as the start of a longer one; one typo away, from 5 letters, only
 * when no listing has a word that is or starts with it (a word of the vocabulary is no typo).
 */
function expectedRows(words: readonly Set<string>[], query: string): Set<number> {
  const wanted = queryWords(query);
  const direct = (asked: string, word: string) =>
    word === asked || (asked.length >= MIN_PREFIX_LENGTH && word.startsWith(asked));
  const known = new Set(
    wanted.filter((asked) => words.some((listing) => [...listing].some((w) => direct(asked, w)))),
  );
  const matches = (asked: string, word: string) =>
    direct(asked, word) ||
    (!known.has(asked) && asked.length >= MIN_TYPO_LENGTH && withinOneEdit(asked, word));
  const rows = new Set<number>();
  words.forEach((listing, row) => {
    if (wanted.length && wanted.every((asked) => [...listing].some((w) => matches(asked, w)))) {
      rows.add(row);
    }
  });
  return rows;
}

function compare(
  query: string,
  check: Check,
  expected: Set<number>,
  rows: readonly number[],
): Pick<QueryFigures, 'query' | 'check' | 'expected' | 'found' | 'missing' | 'extra'> {
  const found = new Set(rows);
  const missing = [...expected].filter((row) => !found.has(row)).length;
  return {
    query,
    check,
    expected: expected.size,
    found: found.size,
    missing,
    extra: found.size - (expected.size - missing),
  };
}

const listings = getListings();
console.log(
  `${listings.length} listings in the index at SAMPLE_LISTINGS=${count} (BUILD_DATE ${BUILD_ENV.buildDate}); ${RUNS} runs per query`,
);
const corpus = LOCALES.map((locale) => {
  const t = dictionary(locale);
  const documents: KeywordDocument[] = listings.map((listing) =>
    keywordDocument(listing, agentOf(listing).agent, t, locale),
  );
  const words = documents.map(
    (doc) => new Set([...tokenise(doc.strong, 'document'), ...tokenise(doc.text, 'document')]),
  );
  const queries = QUERIES[locale].map(([query, check]) => ({
    query,
    check,
    expected: expectedRows(words, query),
  }));
  return { locale, documents, queries };
});

await rm(DIR, { recursive: true, force: true });
await mkdir(SITE, { recursive: true });
const results: EngineFigures[] = [];

// 2. The own index: the files the build writes (lib/search/index-file.ts), and its search.

for (const { locale, documents, queries } of corpus) {
  const start = performance.now();
  const built = buildKeywordIndex(documents);
  // Serialised as the build writes them (the file names aside).
  JSON.stringify({ terms: built.terms, df: built.df, starts: built.starts });
  for (const chunk of built.chunks) JSON.stringify(chunk);
  const buildSeconds = seconds(start);
  const { vocabulary: vocabularyFile, chunks: chunkFiles } = keywordIndexFiles(locale);
  const vocabulary = JSON.parse(vocabularyFile.json) as KeywordVocabulary;
  // The same documents as the build's: the same words in the same order.
  if (vocabulary.terms.join(' ') !== built.terms.join(' ')) {
    throw new Error(`${locale}: the bench's keyword documents differ from the build's`);
  }
  const folder = path.join(SITE, `own-${locale}`);
  await mkdir(folder, { recursive: true });
  for (const file of [vocabularyFile, ...chunkFiles]) {
    await writeFile(path.join(folder, file.name), file.json);
  }
  const chunkGzip = chunkFiles.map((file) => gzip(file.json));
  const vocabularyGzip = gzip(vocabularyFile.json);
  const chunks = chunkFiles.map((file) => JSON.parse(file.json) as KeywordChunk);
  const search = ownSearch(vocabulary, (index) => chunks[index]!);
  const sessionChunks = new Set(queries.flatMap(({ query }) => ownChunks(vocabulary, query)));
  const timed = await timeQueries(
    search,
    queries.map((q) => q.query),
    RUNS,
  );
  results.push({
    engine: 'own index',
    locale,
    matching: 'prefix from 3 letters, 1 edit (Damerau: swaps too) from 5; AND across fields',
    buildSeconds,
    indexBytes: [vocabularyFile, ...chunkFiles].reduce(
      (sum, f) => sum + Buffer.byteLength(f.json),
      0,
    ),
    indexGzip: vocabularyGzip + chunkGzip.reduce((sum, n) => sum + n, 0),
    files: 1 + chunkFiles.length,
    sessionBytes: vocabularyGzip + [...sessionChunks].reduce((sum, i) => sum + chunkGzip[i]!, 0),
    queries: await Promise.all(
      queries.map(async ({ query, check, expected }, i) => ({
        ...compare(query, check, expected, await search(query)),
        bytes:
          vocabularyGzip +
          ownChunks(vocabulary, query).reduce((sum, index) => sum + chunkGzip[index]!, 0),
        node: summarise(timed[i]!.times),
      })),
    ),
  });
}

// 3. MiniSearch, Orama, FlexSearch: one file each, fetched whole before the first search.

for (const engine of WHOLE_INDEX_ENGINES) {
  for (const { locale, documents, queries } of corpus) {
    let start = performance.now();
    const file = await engine.build(documents);
    const buildSeconds = seconds(start);
    await writeFile(path.join(SITE, `${engine.name}-${locale}.json`), file);
    const indexGzip = gzip(file);
    start = performance.now();
    const search = await engine.load(file);
    const loadMs = performance.now() - start;
    const timed = await timeQueries(
      search,
      queries.map((q) => q.query),
      RUNS,
    );
    const figures: QueryFigures[] = [];
    for (const [i, { query, check, expected }] of queries.entries()) {
      figures.push({
        ...compare(query, check, expected, await search(query)),
        bytes: indexGzip,
        node: summarise(timed[i]!.times),
      });
    }
    results.push({
      engine: engine.name,
      locale,
      matching: engine.matching,
      buildSeconds,
      indexBytes: Buffer.byteLength(file),
      indexGzip,
      files: 1,
      loadMs: { node: loadMs },
      sessionBytes: indexGzip,
      queries: figures,
    });
    console.log(`built and searched ${engine.name} (${locale})`);
  }
}

// 4. Pagefind, through its Node API. A custom record has no field weights, so each listing is
// an HTML record whose strong words carry data-pagefind-weight="3" (the description weighs 1).

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pagefind's files are gzip of 'pagefind_dcd' and the contents. */
const pagefindJson = (data: Buffer) => JSON.parse(gunzipSync(data).subarray(12).toString('utf8'));

const pagefindIds = new Map<Locale, Map<string, number>>();
for (const { locale, documents } of corpus) {
  const start = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await Promise.all(
    documents.map((doc, row) =>
      index.addHTMLFile({
        url: `/r/${row}/`,
        content: `<html lang="${locale}"><body><p data-pagefind-weight="3">${escapeHtml(doc.strong)}</p><p>${escapeHtml(doc.text)}</p></body></html>`,
      }),
    ),
  );
  const failed = added.flatMap((response) => response.errors);
  if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 3).join('; ')}`);
  const folder = path.join(SITE, `pagefind-${locale}`);
  const written = await index.writeFiles({ outputPath: folder });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  const buildSeconds = seconds(start);

  // Which page is which listing, from the fragments; and the same as the list a site would ship.
  const ids = new Map<string, number>();
  const fragments = path.join(folder, 'fragment');
  for (const name of await readdir(fragments)) {
    const { url } = pagefindJson(await readFile(path.join(fragments, name))) as { url: string };
    ids.set(name.replace(/\.pf_fragment$/, ''), Number(/\/r\/(\d+)\//.exec(url)![1]));
  }
  pagefindIds.set(locale, ids);
  const byRow = [...ids].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  await writeFile(path.join(folder, 'ids.json'), JSON.stringify(byRow));

  // The search index itself: meta, index chunks, filters and fragments (the UI files aside).
  let indexBytes = 0;
  let files = 0;
  for (const sub of ['', 'index', 'filter', 'fragment']) {
    const entries = await readdir(path.join(folder, sub)).catch(() => []);
    for (const name of entries.filter((n) => /\.pf_(meta|index|filter|fragment)$/.test(n))) {
      indexBytes += (await stat(path.join(folder, sub, name))).size;
      files++;
    }
  }
  results.push({
    engine: 'pagefind',
    locale,
    matching: 'prefix (any length); no typos; English stemmed, Swahili not',
    buildSeconds,
    // Pagefind writes its files gzip already.
    indexBytes,
    indexGzip: indexBytes,
    files,
    queries: [],
  });
  console.log(`built pagefind (${locale})`);
}
await pagefind.close();

// 5. The engines' own JavaScript: what the search needs of each, bundled and minified.

const ENTRIES: Record<string, string> = {
  'own index': [
    "export { queryWords } from '@/lib/search/keywords';",
    "export { planKeywordSearch, runKeywordSearch, keywordRows, readKeywordVocabulary, readKeywordChunk } from '@/lib/search/keyword-index';",
  ].join('\n'),
  minisearch: "export { default } from 'minisearch';",
  orama: "export { create, load, search } from '@orama/orama';",
  flexsearch: "export { default } from 'flexsearch';",
};

/** One module bundled for the browser (the bench page, or a library's share of it). */
async function bundle(entry: string, minify: boolean): Promise<string> {
  const build = await rolldown({
    input: entry,
    platform: 'browser',
    resolve: { alias: { '@': ROOT } },
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm', minify });
  await build.close();
  return output[0].code;
}

const entries = path.join(DIR, 'entries');
await mkdir(entries, { recursive: true });
const library = new Map<string, number>();
for (const [name, code] of Object.entries(ENTRIES)) {
  const file = path.join(entries, `${name.replace(/\W/g, '-')}.ts`);
  await writeFile(file, code);
  library.set(name, gzip(await bundle(file, true)));
}
for (const figures of results) {
  figures.libraryGzip = library.get(figures.engine.replace(/-tolerant$/, ''));
}

// 6. Chromium: the page, served as a host would (gzip, except files already compressed), each
// response's bytes on the wire counted.

const pageEntry = path.join(entries, 'page.ts');
await writeFile(
  pageEntry,
  `import { installBrowserBench } from ${JSON.stringify(path.join(ROOT, 'scripts/quality/keyword-engines-page'))};\ninstallBrowserBench();\n`,
);
await writeFile(path.join(SITE, 'bench.js'), await bundle(pageEntry, false));
await writeFile(
  path.join(SITE, 'index.html'),
  '<!doctype html><meta charset="utf-8"><title>keyword engines</title><script type="module" src="/bench.js"></script>',
);

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
};
/** Bytes sent per path since the log was last emptied. */
const sent: { path: string; bytes: number }[] = [];
const server: Server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const asked = path.join(SITE, path.normalize(decodeURIComponent(url.pathname)));
  const file = asked.endsWith('/') ? path.join(asked, 'index.html') : asked;
  if (!file.startsWith(SITE)) {
    response.writeHead(403).end();
    return;
  }
  readFile(file).then(
    (data) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      // Pagefind's index and WebAssembly files are gzip already; it unpacks them itself.
      const body = type === 'application/octet-stream' ? data : gzipSync(data, { level: 9 });
      // Cross-origin isolated, so that Chromium times to 5 µs rather than 100 µs.
      const headers: Record<string, string> = {
        'content-type': type,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      };
      if (body !== data) headers['content-encoding'] = 'gzip';
      sent.push({ path: url.pathname, bytes: body.length });
      response.writeHead(200, headers).end(body);
    },
    () => response.writeHead(404).end(),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser: Browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox'],
});
/** A fresh page of the bench (a new context: nothing cached from an earlier one). */
async function benchPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'keywordBench' in window);
  return { page, close: () => context.close() };
}

const figuresOf = (engine: string, locale: Locale) =>
  results.find((r) => r.engine === engine && r.locale === locale)!;

function keepTimes(figures: EngineFigures, timed: readonly Timed[]) {
  for (const [i, { results: count, times }] of timed.entries()) {
    const query = figures.queries[i]!;
    if (count !== query.found) {
      throw new Error(
        `${figures.engine} (${figures.locale}) '${query.query}': ${count} results in Chromium, ${query.found} in Node`,
      );
    }
    query.chromium = summarise(times);
  }
}

try {
  for (const { locale, queries } of corpus) {
    const list = queries.map((q) => q.query);
    const own = figuresOf('own index', locale);
    const vocabularyName = keywordIndexFiles(locale).vocabulary.name;
    const { page, close } = await benchPage();
    const ownTimed = await page.evaluate(
      ([url, qs, runs]) =>
        (window as unknown as { keywordBench: BrowserBench }).keywordBench.own(url, qs, runs),
      [`/own-${locale}/${vocabularyName}`, list, RUNS] as const,
    );
    keepTimes(own, ownTimed.timed);
    await close();

    for (const name of WHOLE_INDEX_ENGINES.map((e) => e.name)) {
      const figures = figuresOf(name, locale);
      const { page: wholePage, close: closeWhole } = await benchPage();
      const measured = await wholePage.evaluate(
        ([engine, url, qs, runs]) =>
          (window as unknown as { keywordBench: BrowserBench }).keywordBench.whole(
            engine,
            url,
            qs,
            runs,
          ),
        [name as WholeIndexName, `/${name}-${locale}.json`, list, RUNS] as const,
      );
      figures.loadMs!.chromium = measured.loadMs;
      keepTimes(figures, measured.timed);
      await closeWhole();
    }

    // Pagefind: each query on a fresh page, so its bytes are those of a first keyword search.
    const pf = figuresOf('pagefind', locale);
    const ids = pagefindIds.get(locale)!;
    const fragments = path.join(SITE, `pagefind-${locale}`, 'fragment');
    const idMapGzip = gzip(await readFile(path.join(SITE, `pagefind-${locale}`, 'ids.json')));
    pf.idMapGzip = idMapGzip;
    /** Each data file any query fetched, once: the set's searches on one page. */
    const session = new Map<string, number>();
    for (const { query, check, expected } of queries) {
      const { page: pfPage, close: closePf } = await benchPage();
      sent.length = 0;
      const measured = await pfPage.evaluate(
        ([base, q, runs]) =>
          (window as unknown as { keywordBench: BrowserBench }).keywordBench.pagefind(
            base,
            q,
            runs,
          ),
        [`/pagefind-${locale}/`, query, RUNS] as const,
      );
      // Its data (entry, meta, index and filter chunks); its code (pagefind.js, WebAssembly) is
      // counted with the other engines' JavaScript.
      const fetched = sent
        .filter((s) => /pagefind-entry\.json$|\.pf_(meta|index|filter)$/.test(s.path))
        .reduce((sum, s) => sum + s.bytes, 0);
      for (const s of sent) if (/\.pf_|pagefind-entry/.test(s.path)) session.set(s.path, s.bytes);
      pf.libraryGzip = sent
        .filter((s) => /pagefind\.js$|\.pagefind$/.test(s.path))
        .reduce((sum, s) => sum + s.bytes, 0);
      let fragmentBytes = 0;
      for (const id of measured.ids) {
        fragmentBytes += (await stat(path.join(fragments, `${id}.pf_fragment`))).size;
      }
      if (
        measured.urls[0] !== undefined &&
        measured.urls[0] !== `/r/${ids.get(measured.ids[0]!)}/`
      ) {
        throw new Error(
          `Pagefind (${locale}): result ${measured.ids[0]} is not ${measured.urls[0]}`,
        );
      }
      pf.queries.push({
        ...compare(
          query,
          check,
          expected,
          measured.ids.map((id) => ids.get(id)!),
        ),
        bytes: fetched,
        bytesWithFragments: fetched + fragmentBytes,
        bytesWithIdMap: fetched + idMapGzip,
        chromium: summarise(measured.times),
      });
      await closePf();
    }
    pf.sessionBytes = idMapGzip + [...session.values()].reduce((sum, n) => sum + n, 0);
    console.log(`searched in Chromium (${locale})`);
  }
} finally {
  await browser.close();
  server.close();
}

// 7. The tables, and the report.

const ENGINES = [...new Set(results.map((r) => r.engine))];
/** One row per query: its language and words (and what it tests), then a cell per engine. */
const perQuery = (cell: (q: QueryFigures) => string, withCheck = false) =>
  corpus.flatMap(({ locale, queries }) =>
    queries.map(({ query, check }, i) => [
      `${locale} ${query}`,
      ...(withCheck ? [check] : []),
      ...ENGINES.map((engine) => {
        const figures = figuresOf(engine, locale);
        return cell(figures.queries[i]!);
      }),
    ]),
  );

const found = (q: QueryFigures) =>
  `${q.found - q.extra}/${q.expected}${q.extra ? ` +${q.extra}` : ''}${q.missing || q.extra ? ' ✗' : ''}`;
const bytesCell = (q: QueryFigures) =>
  q.bytesWithIdMap === undefined
    ? kb(q.bytes)
    : `${kb(q.bytesWithIdMap)} (${kb(q.bytesWithFragments!)})`;
const timeCell = (t?: { median: number; worst: number }) =>
  t ? `${ms(t.median)} / ${ms(t.worst)}` : '-';

const median = (values: number[]) => summarise(values).median;
const summary = ENGINES.flatMap((engine) =>
  LOCALES.map((locale) => {
    const f = figuresOf(engine, locale);
    const bytes = f.queries.map((q) => q.bytesWithIdMap ?? q.bytes);
    const chromiumMedians = f.queries.flatMap((q) => (q.chromium ? [q.chromium.median] : []));
    const misses = f.queries.filter((q) => q.missing || q.extra).map((q) => q.query);
    return [
      `${engine} ${locale}`,
      f.buildSeconds.toFixed(2),
      `${kb(f.indexGzip)} (${f.files})`,
      f.libraryGzip === undefined ? '-' : kb(f.libraryGzip),
      f.loadMs ? `${ms(f.loadMs.node)} / ${ms(f.loadMs.chromium)}` : '-',
      `${kb(Math.min(...bytes))}-${kb(Math.max(...bytes))}`,
      Math.max(...bytes) <= BUDGET.bytes ? 'yes' : 'no',
      kb(f.sessionBytes ?? NaN),
      ms(f.queries.some((q) => q.node) ? median(f.queries.map((q) => q.node!.median)) : undefined),
      ms(chromiumMedians.length ? median(chromiumMedians) : undefined),
      ms(chromiumMedians.length ? Math.max(...f.queries.map((q) => q.chromium!.worst)) : undefined),
      misses.join(', ') || '-',
    ];
  }),
);

console.log(
  `\nEngines at ${listings.length} listings (KB = 1024 bytes, gzip -9; ms = milliseconds)`,
);
console.log(
  table(
    [
      'engine',
      'build s',
      'index KB gz (files)',
      'JS KB gz',
      'load ms node / chromium',
      'KB per search',
      `<= ${kb(BUDGET.bytes)} KB`,
      'KB all queries',
      'node median',
      'chromium median',
      'chromium worst',
      'wrong for',
    ],
    summary,
  ),
);
console.log('\nFound / expected by the rules (+ results beyond them; ✗ = not as the rules say)');
console.log(
  table(
    ['query', 'tests', ...ENGINES],
    perQuery((q) => found(q), true),
  ),
);
console.log(
  "\nKeyword data a first search transfers, KB gzip (Pagefind: with the id map, and with every result's fragment)",
);
console.log(
  table(
    ['query', ...ENGINES],
    perQuery((q) => bytesCell(q)),
  ),
);
console.log(
  `Pagefind's id map: ${LOCALES.map((l) => `${l} ${kb(figuresOf('pagefind', l).idMapGzip!)} KB`).join(', ')}`,
);
console.log('\nSearch ms in Node, median / worst');
console.log(
  table(
    ['query', ...ENGINES],
    perQuery((q) => timeCell(q.node)),
  ),
);
console.log('\nSearch ms in Chromium, median / worst');
console.log(
  table(
    ['query', ...ENGINES],
    perQuery((q) => timeCell(q.chromium)),
  ),
);
console.log('\nMatching as configured');
console.log(
  table(
    ['engine', 'matching'],
    ENGINES.map((engine) => [engine, figuresOf(engine, 'en').matching]),
  ),
);

await mkdir(REPORTS, { recursive: true });
await writeFile(
  path.join(REPORTS, 'keyword-engines.json'),
  JSON.stringify(
    {
      sampleListings: count,
      listings: listings.length,
      buildDate: BUILD_ENV.buildDate,
      runs: RUNS,
      budget: BUDGET,
      engines: results,
    },
    null,
    2,
  ),
);
await rm(DIR, { recursive: true, force: true });
console.log(`\nFigures in ${path.relative(ROOT, path.join(REPORTS, 'keyword-engines.json'))}`);
