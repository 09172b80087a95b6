// Removes the React Server Component payload files (`index.txt`, `__next.*.txt`) that
// `next build` writes beside every page of the export. Next's client router fetches them only
// for client-side navigation (next/link, router.push), and this site has none: pages link with
// plain <a>, and the search island changes the URL with the history API. At 10,000 listings they
// are about 1.3 GB of the export and two thirds of its files (see docs/scaling.md).
// If a payload were ever requested, Next falls back to loading the page itself; the end-to-end
// tests fail on any failed request, so such a request would not go unnoticed.
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ENV } from '@/lib/site/env';
import { exists, NON_PAGE_FOLDERS, secondsSince } from './fs-utils';
import { ROOT } from './root';

const OUT = path.join(ROOT, BUILD_ENV.exportDir);
const PAYLOAD = /^(index|__next\..+)\.txt$/;

async function prune(dir: string): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === OUT && NON_PAGE_FOLDERS.has(entry.name))) removed += await prune(file);
    } else if (PAYLOAD.test(entry.name)) {
      await rm(file);
      removed++;
    }
  }
  return removed;
}

export async function run(): Promise<string> {
  const started = performance.now();
  const removed = await prune(OUT);

  // The Swahili 404 page is rendered as a page (app/sw/not-found/) and moved to where hosts look
  // for it: nginx serves sw/404.html for unknown addresses under /sw/ (deploy/nginx.conf).
  // Already moved when the step runs a second time on the same export.
  const swNotFound = path.join(OUT, 'sw', 'not-found');
  if (await exists(swNotFound)) {
    await rename(path.join(swNotFound, 'index.html'), path.join(OUT, 'sw', '404.html'));
    await rm(swNotFound, { recursive: true });
  }

  // MapLibre finds its worker next to its own file by default (`new URL(name, import.meta.url)`),
  // so Turbopack copies every file of maplibre-gl/dist/ into _next/static/media/ (5 MB: builds,
  // dev builds, the worker, the CSS). The map names its worker itself (`setWorkerUrl`, a copy in
  // /map/ made by scripts/build/map-assets.ts) and its CSS is bundled in a chunk: the copies are
  // never requested. The end-to-end tests fail on any failed request, so one that was would be
  // caught.
  const media = path.join(OUT, '_next', 'static', 'media');
  let maplibreBytes = 0;
  for (const name of await readdir(media).catch(() => [])) {
    if (!/^maplibre-gl[-.]/.test(name)) continue;
    maplibreBytes += (await stat(path.join(media, name))).size;
    await rm(path.join(media, name));
  }
  return `${removed} page payload files and ${(maplibreBytes / 1e6).toFixed(1)} MB of unused MapLibre copies removed from ${path.relative(ROOT, OUT)}/ in ${secondsSince(started)}`;
}
