// The last build step: the Content-Security-Policy of every exported page (and, first, its
// hydration payload leaned, lib/site/static-payload.ts, and its framework scripts moved to
// start after the first paint, lib/site/after-paint.ts).
//
// For each HTML file it hashes the page's inline scripts (Next writes a few, different on
// every page), writes the policy that allows exactly those into the page as a
// <meta http-equiv="Content-Security-Policy"> (any static host then enforces it), and adds the
// same policy, with frame-ancestors, to `_nginx/csp-map.conf` in the export: one line per file
// for the `map $uri $page_csp` of deploy/nginx.conf, which sends it as the HTTP header.
// See lib/security/csp.ts for the policy itself.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  inlineScripts,
  nginxMapDefault,
  nginxMapLine,
  pagePolicy,
  scriptHash,
  withCspMeta,
} from '@/lib/security/csp';
import { startScriptsAfterPaint } from '@/lib/site/after-paint';
import { leanPagePayload } from '@/lib/site/static-payload';
import { BUILD_ENV } from '@/lib/site/env';
import { NON_PAGE_FOLDERS, secondsSince } from './fs-utils';
import { pageState, PREVIOUS } from './pages/state';
import { ROOT } from './root';
import { onThreads } from './threads';

const OUT = path.join(ROOT, BUILD_ENV.exportDir);
export const CSP_MAP_FILE = path.join(OUT, '_nginx', 'csp-map.conf');

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === OUT && NON_PAGE_FOLDERS.has(entry.name)) continue;
      found.push(...(await htmlFiles(file)));
    } else if (entry.name.endsWith('.html')) found.push(file);
  }
  return found;
}

/**
 * The map's lines of the pages an incremental build brought back from the previous export
 * (scripts/build/pages/reuse-step.ts): those pages are as they were, and so are their policies.
 */
async function reusedLines(reused: ReadonlySet<string>): Promise<string[]> {
  if (reused.size === 0) return [];
  const previous = path.join(PREVIOUS, path.relative(OUT, CSP_MAP_FILE));
  const lines = (await readFile(previous, 'utf8')).split('\n');
  const kept = lines.filter((line) => reused.has(line.slice(1, line.indexOf(' '))));
  if (kept.length !== reused.size)
    throw new Error(
      `the previous export's ${path.basename(previous)} lacks ${reused.size - kept.length} of its reused pages: delete ${path.relative(ROOT, OUT)}/ and build again`,
    );
  return kept;
}

/** A page to secure: its file, and its URI as nginx has it. */
export interface PageRef {
  file: string;
  uri: string;
}
/** A secured page: its line of the nginx map, and how many inline scripts it has. */
export interface Secured {
  line: string;
  scripts: number;
}

const THREAD = path.join(ROOT, 'scripts', 'build', 'csp-thread.ts');
/** Pages per job of a thread, and the number of pages from which threads are worth starting. */
const BATCH = 100;
const THREADS_FROM = 200;

/** Writes each page's policy into it; resolves to the pages' lines of the nginx map. */
export async function secureBatch(pages: readonly PageRef[]): Promise<Secured[]> {
  const secured: Secured[] = [];
  for (const { file, uri } of pages) {
    // Done here, where every page is read and written anyway, before its inline scripts are
    // hashed: the sections no script draws again leave the hydration payload
    // (lib/site/static-payload.ts), and the framework's scripts start after the first paint
    // (lib/site/after-paint.ts).
    const html = startScriptsAfterPaint(leanPagePayload(await readFile(file, 'utf8')).html);
    const hashes = inlineScripts(html).map(scriptHash);
    await writeFile(file, withCspMeta(html, pagePolicy(hashes, { header: false })));
    secured.push({
      line: nginxMapLine(uri, pagePolicy(hashes, { header: true })),
      scripts: hashes.length,
    });
  }
  return secured;
}

export async function run(): Promise<string> {
  const started = performance.now();
  const reused = pageState()?.reusedFiles ?? new Set<string>();
  const files = (await htmlFiles(OUT)).filter(
    (file) => !reused.has(path.relative(OUT, file).split(path.sep).join('/')),
  );
  const lines: string[] = await reusedLines(reused);
  const pages = files.map((file) => ({
    file,
    uri: `/${path.relative(OUT, file).split(path.sep).join('/')}`,
  }));
  // Parsing every page is the cost (about 8 ms a listing page): a large export is shared out to a
  // thread per core in batches, a small one is done here, where starting threads would cost more.
  const batches: PageRef[][] = [];
  for (let i = 0; i < pages.length; i += BATCH) batches.push(pages.slice(i, i + BATCH));
  const done =
    pages.length >= THREADS_FROM
      ? await onThreads<PageRef[], Secured[]>(THREAD, batches, 'csp')
      : await Promise.all(batches.map(secureBatch));
  let scripts = 0;
  for (const page of done.flat()) {
    lines.push(page.line);
    scripts += page.scripts;
  }
  lines.sort();
  await mkdir(path.dirname(CSP_MAP_FILE), { recursive: true });
  await writeFile(
    CSP_MAP_FILE,
    `# Written by scripts/build/csp.ts: the Content-Security-Policy header of each page of this export.\n${nginxMapDefault()}\n${lines.join('\n')}\n`,
  );
  return `${files.length} pages${reused.size ? ` (and ${reused.size} reused as they were)` : ''}, ${scripts} inline scripts hashed, policies in each page and in ${path.relative(ROOT, CSP_MAP_FILE)} in ${secondsSince(started)}`;
}
