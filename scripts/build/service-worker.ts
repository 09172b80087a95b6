// The service worker of the export, /sw.js: lib/offline/worker.ts bundled into one classic script
// (a module worker is not yet everywhere) with this deploy's shell and version written in.
//
// The shell is what the offline page needs to show and run (its stylesheet, the scripts of its
// first load and those they load later, the fonts the stylesheet names), the offline page in both languages, the web app
// manifest and its icon: the files every page of the site shares. The version is a hash of all
// of it and of the worker's code, so the browser installs a new worker exactly when one of them
// changed (a new deploy with the same files leaves the visitor's worker alone).
//
// `OFFLINE_WORKER=retire` writes the kill switch instead (deploy/retire-sw.js): a worker that
// deletes everything the site kept on the device and unregisters itself (docs/offline.md).
import { scriptsAfterPaint } from '@/lib/site/after-paint';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { OFFLINE_PATH } from '@/lib/site/routes';
import { WORKER_PATH } from '@/lib/offline/protocol';
import { BUILD_ENV } from '@/lib/site/env';
import { ROOT } from './root';

const OUT = path.join(ROOT, BUILD_ENV.exportDir);
export const RETIRE_SOURCE = path.join(ROOT, 'deploy', 'retire-sw.js');

/**
 * The same-origin files a page's HTML loads: stylesheets and scripts (first load), those its
 * loader starts after the first paint among them (lib/site/after-paint.ts).
 */
export function pageAssets(html: string): string[] {
  const found = new Set<string>(scriptsAfterPaint(html));
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?(?:src|href)="(\/_next\/static\/[^"]+)"/g,
  )) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The script chunks a chunk loads on demand (Turbopack names them by path in its code). */
export function chunkRefs(js: string): string[] {
  return [
    ...new Set([...js.matchAll(/static\/chunks\/[\w.-]+\.js/g)].map((m) => `/_next/${m[0]}`)),
  ];
}

/** The files a stylesheet names (its fonts). */
export function cssAssets(css: string): string[] {
  return [
    ...new Set(
      [...css.matchAll(/url\((\/_next\/static\/[^)]+)\)/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
    ),
  ];
}

async function shellFiles(): Promise<string[]> {
  const pages = [OFFLINE_PATH, `/sw${OFFLINE_PATH}`];
  const assets = new Set<string>();
  for (const page of pages) {
    const html = await readFile(path.join(OUT, page, 'index.html'), 'utf8');
    for (const asset of pageAssets(html)) assets.add(asset);
  }
  for (const asset of [...assets].filter((a) => a.endsWith('.css'))) {
    for (const font of cssAssets(await readFile(path.join(OUT, asset), 'utf8'))) assets.add(font);
  }
  // And what those scripts load later (the lists', the data saver's and the worker's own
  // runtimes): offline, the offline page runs them too.
  const queue = [...assets].filter((a) => a.endsWith('.js'));
  for (let script = queue.pop(); script !== undefined; script = queue.pop()) {
    for (const chunk of chunkRefs(await readFile(path.join(OUT, script), 'utf8'))) {
      if (assets.has(chunk)) continue;
      assets.add(chunk);
      queue.push(chunk);
    }
  }
  return [...pages, '/manifest.webmanifest', '/icons/icon-192.png', ...[...assets].sort()];
}

export async function run(): Promise<string> {
  const target = path.join(OUT, WORKER_PATH);
  if (process.env.OFFLINE_WORKER === 'retire') {
    await writeFile(target, await readFile(RETIRE_SOURCE));
    return `${WORKER_PATH}: the kill switch (OFFLINE_WORKER=retire)`;
  }
  const shell = await shellFiles();
  const bundled = await build({
    entryPoints: [path.join(ROOT, 'lib', 'offline', 'worker.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    alias: { '@': ROOT },
    define: { OFFLINE_BUILD: JSON.stringify({ version: 'VERSION', shell }) },
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code);
  for (const file of shell)
    hash.update(file).update(await readFile(path.join(OUT, shellPath(file))));
  const version = hash.digest('hex').slice(0, 16);
  await writeFile(target, code.replace('"VERSION"', JSON.stringify(version)));
  return `${WORKER_PATH}: version ${version}, a shell of ${shell.length} files`;
}

/** The export's file for a shell URL ('/offline/' is offline/index.html). */
function shellPath(url: string): string {
  return url.endsWith('/') ? `${url}index.html` : url;
}
