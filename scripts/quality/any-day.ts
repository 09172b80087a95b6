// `npm run build:any-day`: builds the whole site as of a day five years after the one `npm test`
// builds as of, to prove that the sample site does not depend on the calendar: the build must
// succeed, show every curated listing in both languages (their dates move with the build date,
// lib/listings/sample-dates.ts), and, with exchange rates far older than 14 days, show KES only
// and say so once in its log (lib/finance/schema.ts). This script checks the build and its log;
// tests/e2e/any-day.spec.ts checks the pages in Chromium. With `unit` it runs the unit tests as
// of that day instead (`npm run test:unit:any-day`), so that none of them depends on today.
// The day and the export's folder are in any-day-date.ts.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseRates } from '@/lib/finance/schema';
import { PAGE_SIZE } from '@/lib/search/pagination';
import { ROOT } from '../build/root';
import { ANY_DAY_BUILD_DATE, ANY_DAY_EXPORT } from './any-day-date';

/** The listings pages, each language's, that must show the curated listings (their first page). */
export const LISTINGS_PAGES = ['listings/index.html', 'sw/listings/index.html'];

/** Runs `npm run build` as of ANY_DAY_BUILD_DATE, echoing its log; resolves to the log. */
function build(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DATE: ANY_DAY_BUILD_DATE, NEXT_EXPORT_DIR: ANY_DAY_EXPORT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const keep = (stream: Readable, echo: Writable) =>
      stream.on('data', (chunk: Buffer) => {
        log += chunk;
        echo.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(log)
        : reject(new Error(`the build as of ${ANY_DAY_BUILD_DATE} failed (exit ${code})`)),
    );
  });
}

/** What the build's log must show, given the date of the rates in data/rates.json. */
export function logProblems(log: string, ratesAsOf: string): string[] {
  const found: string[] = [];
  const warnings = log.match(/Exchange rates of \S+ are \d+ days old/g) ?? [];
  if (warnings.length !== 1) {
    found.push(`expected one stale-rates warning in the build log, found ${warnings.length}`);
  } else if (!warnings[0]?.includes(ratesAsOf) || !log.includes('npm run rates -- --date')) {
    found.push(`the stale-rates warning must name the rates' date ${ratesAsOf} and the command`);
  }
  if (/Left out \d+ listing/.test(log)) found.push('the build left out curated listings as stale');
  return found;
}

/**
 * What a listings page (`page`, its file in the export) must show: `expected` cards, the curated
 * listings of its first page (every one, while they fit on it).
 */
export function pageProblems(page: string, html: string, expected: number): string[] {
  const found: string[] = [];
  const cards = html.match(/<article\b/g)?.length ?? 0;
  if (cards !== expected)
    found.push(`${page}: ${cards} cards, expected the ${expected} curated listings`);
  if (html.includes('data-currency-choice')) found.push(`${page}: has a currency menu`);
  return found;
}

/** The curated listings (one file each in data/listings/) that the first result page holds. */
function curatedOnFirstPage(): number {
  const files = readdirSync(path.join(ROOT, 'data/listings')).filter(
    (name) => name.endsWith('.json') && !name.startsWith('.'),
  );
  return Math.min(files.length, PAGE_SIZE);
}

/** What the log and the export must show; each problem as a line. */
async function problems(log: string): Promise<string[]> {
  const raw: unknown = JSON.parse(await readFile(path.join(ROOT, 'data/rates.json'), 'utf8'));
  const found = logProblems(log, parseRates(raw, ANY_DAY_BUILD_DATE).asOf);
  for (const page of LISTINGS_PAGES) {
    const html = await readFile(path.join(ROOT, ANY_DAY_EXPORT, page), 'utf8');
    found.push(...pageProblems(page, html, curatedOnFirstPage()));
  }
  return found;
}

/**
 * `node scripts/run.mjs scripts/quality/any-day.ts unit`: the unit tests as of
 * ANY_DAY_BUILD_DATE, so none depends on today.
 */
function unitTests(): never {
  const run = spawnSync('npx', ['vitest', 'run'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DATE: ANY_DAY_BUILD_DATE },
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'unit') {
  unitTests();
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const found = await problems(await build());
    if (found.length > 0) {
      console.error(
        `\nBuild as of ${ANY_DAY_BUILD_DATE}:\n${found.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exit(1);
    }
    console.log(
      `\nBuild as of ${ANY_DAY_BUILD_DATE}: ${curatedOnFirstPage()} curated listings on /listings/ and /sw/listings/, KES only, one warning about the rates.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
