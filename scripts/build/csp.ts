// The last build step: the Content-Security-Policy of every exported page.
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
import { BUILD_ENV } from '@/lib/site/env';
import { NON_PAGE_FOLDERS, secondsSince } from './fs-utils';
import { pageState, PREVIOUS } from './pages/state';
import { ROOT } from './root';

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

export async function run(): Promise<string> {
  const started = performance.now();
  const reused = pageState()?.reusedFiles ?? new Set<string>();
  const files = (await htmlFiles(OUT)).filter(
    (file) => !reused.has(path.relative(OUT, file).split(path.sep).join('/')),
  );
  const lines: string[] = await reusedLines(reused);
  let scripts = 0;
  // A few files at a time: reading, parsing and writing overlap without holding the export in
  // memory.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const html = await readFile(file, 'utf8');
        const hashes = inlineScripts(html).map(scriptHash);
        scripts += hashes.length;
        await writeFile(file, withCspMeta(html, pagePolicy(hashes, { header: false })));
        const uri = `/${path.relative(OUT, file).split(path.sep).join('/')}`;
        lines.push(nginxMapLine(uri, pagePolicy(hashes, { header: true })));
      }
    }),
  );
  lines.sort();
  await mkdir(path.dirname(CSP_MAP_FILE), { recursive: true });
  await writeFile(
    CSP_MAP_FILE,
    `# Written by scripts/build/csp.ts: the Content-Security-Policy header of each page of this export.\n${nginxMapDefault()}\n${lines.join('\n')}\n`,
  );
  return `${files.length} pages${reused.size ? ` (and ${reused.size} reused as they were)` : ''}, ${scripts} inline scripts hashed, policies in each page and in ${path.relative(ROOT, CSP_MAP_FILE)} in ${secondsSince(started)}`;
}
