/// <reference lib="webworker" />
/*
 * The service worker, bundled by the build into the export's /sw.js (scripts/build/service-worker.ts)
 * with the deploy's version and the files of its shell. The rules it follows are in ./rules.ts
 * and ./store.ts; this file only wires them to the browser's events. docs/offline.md tells the
 * whole story, the kill switch included.
 */
import {
  lighterPhoto,
  mainPhotoOf,
  markOffline,
  nearestPhoto,
  offlinePagePath,
  pageKind,
  photoNamedByContent,
  routeOf,
  titleOf,
} from './rules';
import { type Entry, type EntryKind, isEntry, toEvict, withEntry, withSaved } from './store';
import { saverChoice, saverOn } from '@/lib/data-saver/saver';
import { CACHES, META_URL, type WorkerMessage, type WorkerState } from './protocol';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: this deploy's version and its shell. */
declare const OFFLINE_BUILD: { version: string; shell: string[] };

const SHELL = `${CACHES.shellPrefix}${OFFLINE_BUILD.version}`;

let state: WorkerState | undefined;
/** One change of the store at a time: events arrive together. */
let queue: Promise<unknown> = Promise.resolve();

function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function load(): Promise<WorkerState> {
  if (state) return state;
  let parsed: unknown;
  try {
    const stored = await (await caches.open(CACHES.meta)).match(META_URL);
    parsed = stored ? await stored.json() : { saver: undefined, entries: [] };
  } catch {
    parsed = undefined;
  }
  if (isState(parsed)) return (state = parsed);
  // Unreadable or corrupted: start afresh, and let go of what the record described, which the
  // budget could no longer count.
  state = { saver: undefined, entries: [] };
  await Promise.all([CACHES.pages, CACHES.photos, CACHES.assets].map((n) => caches.delete(n)));
  return state;
}

function isState(value: unknown): value is WorkerState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'entries' in value &&
    Array.isArray(value.entries) &&
    value.entries.every(isEntry)
  );
}

async function persist(next: WorkerState): Promise<void> {
  state = next;
  try {
    const meta = await caches.open(CACHES.meta);
    await meta.put(
      META_URL,
      new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // Storage refused the write (full, or the browser cleared it): the worker keeps its state in
    // memory for this session, and the pages go on working from the network.
  }
}

/** Whether to spend as little as possible: the visitor's choice, else the request's header or the browser's hint. */
function saverFor(request?: Request): boolean {
  const hint = !!(self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  return saverOn(saverChoice(state?.saver), request?.headers.get('save-data') === 'on' || hint);
}

const CACHE_OF: Record<EntryKind, string> = {
  saved: CACHES.pages,
  visited: CACHES.pages,
  'saved-photo': CACHES.photos,
  photo: CACHES.photos,
  asset: CACHES.assets,
};

/** Puts a response in its cache and records it, then lets go of what the budget cannot keep. */
function keep(url: string, kind: EntryKind, response: Response, title?: string): Promise<void> {
  return serial(async () => {
    const current = await load();
    const body = await response.clone().arrayBuffer();
    try {
      const cache = await caches.open(CACHE_OF[kind]);
      await cache.put(url, response);
    } catch {
      return; // Full or refused: nothing kept, nothing recorded; the page was still answered.
    }
    const entries = withEntry(current.entries, {
      url,
      kind,
      bytes: body.byteLength,
      at: Date.now(),
      title,
    });
    await persist({ ...current, entries: await evict(entries) });
  });
}

async function evict(entries: Entry[]): Promise<Entry[]> {
  const gone = new Set(toEvict(entries));
  if (gone.size === 0) return entries;
  const kept = entries.filter((e) => !gone.has(e.url));
  for (const entry of entries) {
    if (!gone.has(entry.url)) continue;
    try {
      await (await caches.open(CACHE_OF[entry.kind])).delete(entry.url);
    } catch {
      // Already gone.
    }
  }
  return kept;
}

function touch(url: string): void {
  void serial(async () => {
    const current = await load();
    const entry = current.entries.find((e) => e.url === url);
    if (entry)
      await persist({
        ...current,
        entries: withEntry(current.entries, { ...entry, at: Date.now() }),
      });
  });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await load();
      const saver = saverFor();
      const shell = await caches.open(SHELL);
      // The shell is what every page loads (the browser has most of it already). With the data
      // saver on, the worker takes only what the browser already holds and fetches nothing.
      await Promise.all(
        OFFLINE_BUILD.shell.map(async (url) => {
          try {
            const response = await fetch(
              url,
              saver ? { cache: 'only-if-cached', mode: 'same-origin' } : {},
            );
            if (response.ok) await shell.put(url, response);
          } catch {
            // Not kept: the offline page falls back to the worker's own words.
          }
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older deploy's shell goes; what the visitor kept stays.
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith(CACHES.shellPrefix) && n !== SHELL)
          .map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const route = routeOf({
    method: request.method,
    url,
    mode: request.mode,
    origin: self.location.origin,
  });
  if (route === 'page') event.respondWith(page(request, url));
  else if (route === 'asset') event.respondWith(asset(request, url));
  else if (route === 'photo') event.respondWith(photo(request, url));
  else if (route === 'static') event.respondWith(staticFile(request, url));
  else if (request.destination === 'image' && url.origin === self.location.origin)
    // A poster or a preview the worker does not keep: a grey frame offline, not a broken image.
    event.respondWith(fetch(request).catch(() => placeholder()));
});

/** HTML: the network first; the kept copy, marked as such, only when the network fails. */
async function page(request: Request, url: URL): Promise<Response> {
  const key = url.pathname + url.search;
  const kind = pageKind(url.pathname);
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.includes('text/html');
    if (response.ok && html && kind !== 'other' && !response.redirected) {
      const text = await response.clone().text();
      const stored = kind === 'saved' && !url.search ? 'saved' : 'visited';
      await keep(key, stored, response.clone(), titleOf(text)).catch(() => undefined);
    }
    return response;
  } catch {
    const cache = await caches.open(CACHES.pages);
    const kept = await cache.match(key);
    if (kept) {
      touch(key);
      const date = kept.headers.get('date');
      const locale = url.pathname.startsWith('/sw/') ? 'sw-KE' : 'en-KE';
      const when = new Date(date ?? Date.now()).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      return new Response(markOffline(await kept.text(), when), { headers: kept.headers });
    }
    const offline = await caches.match(offlinePagePath(url.pathname), { cacheName: SHELL });
    if (offline) return offline;
    return new Response(FALLBACK, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
}

/** The worker's own words when not even the offline page is kept (a data saver's first visit). */
const FALLBACK =
  '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline · Nje ya mtandao</title>' +
  '<main style="font:1rem/1.5 system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem">' +
  '<h1>You are offline</h1><p>This page is not kept on this device. <a href="/saved/">Your saved homes</a></p>' +
  '<h1 lang="sw">Uko nje ya mtandao</h1><p lang="sw">Ukurasa huu haujahifadhiwa kwenye kifaa hiki. <a href="/sw/saved/">Nyumba ulizohifadhi</a></p></main>';

/** Hashed files: the cache first (the shell's, then what the worker kept), else the network. */
async function asset(request: Request, url: URL): Promise<Response> {
  const hit = await caches.match(url.pathname);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') void keep(url.pathname, 'asset', response.clone());
  return response;
}

/** Small unhashed files: the network first, then what was kept. */
async function staticFile(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic')
      void keep(url.pathname, 'asset', response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(url.pathname);
    if (kept) return kept;
    if (request.destination === 'image') return placeholder();
    throw error;
  }
}

/** Listing photos: the cache first; with the data saver on, the narrowest width. */
async function photo(request: Request, url: URL): Promise<Response> {
  await load();
  const saver = saverFor(request);
  const wanted = saver ? lighterPhoto(url.pathname) : url.pathname;
  const cache = await caches.open(CACHES.photos);
  const hit =
    (await cache.match(wanted)) ??
    (wanted !== url.pathname ? await cache.match(url.pathname) : undefined);
  if (hit) {
    touch(wanted);
    // Not with the data saver on: it spends nothing to check.
    if (!saver && !photoNamedByContent(wanted)) void revalidate(wanted);
    return hit;
  }
  try {
    const response = await fetch(wanted, { credentials: 'same-origin' });
    if (response.ok) void keep(wanted, 'photo', response.clone());
    return response;
  } catch {
    const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
    const near = nearestPhoto(url.pathname, keys);
    const kept = near ? await cache.match(near) : undefined;
    if (kept) return kept;
    return placeholder();
  }
}

/** Asks the server again for a photo kept under a name that does not change with it. */
async function revalidate(path: string): Promise<void> {
  try {
    const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
    if (response.ok) await keep(path, 'photo', response);
  } catch {
    // Offline: the kept file stays.
  }
}

/** A photo not kept, offline: a plain frame in the colour of the site's empty photo boxes. */
function placeholder(): Response {
  return new Response(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#e7e5e4"/></svg>',
    { headers: { 'content-type': 'image/svg+xml' } },
  );
}

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'saver') {
    event.waitUntil(
      serial(async () => persist({ ...(await load()), saver: saverChoice(message.choice) })),
    );
  } else if (message.type === 'saved') {
    event.waitUntil(keepSaved(message.pages));
  }
});

/**
 * The saved homes' pages and main photos, pinned while saved. A page the worker has not kept yet
 * is fetched now, unless the data saver is on: then it is kept the next time it is opened.
 */
async function keepSaved(pages: readonly string[]): Promise<void> {
  const current = await serial(load);
  const saver = saverFor();
  const photos = new Set<string>();
  const pageCache = await caches.open(CACHES.pages);
  const photoCache = await caches.open(CACHES.photos);
  for (const path of pages) {
    const kept = await pageCache.match(path);
    let html = kept ? await kept.text() : undefined;
    if (!kept && !saver) {
      try {
        const response = await fetch(path);
        if (response.ok) {
          html = await response.clone().text();
          await keep(path, 'saved', response, titleOf(html));
        }
      } catch {
        // Offline now: kept when next opened.
      }
    }
    const main = html ? mainPhotoOf(html, saver) : undefined;
    if (!main) continue;
    photos.add(main);
    if (!(await photoCache.match(main)) && !saver) {
      try {
        const response = await fetch(main);
        if (response.ok) await keep(main, 'saved-photo', response);
      } catch {
        // As above.
      }
    }
  }
  await serial(async () => {
    const latest = state ?? current;
    const pinned = new Set([...pages, '/saved/', '/sw/saved/']);
    await persist({ ...latest, entries: await evict(withSaved(latest.entries, pinned, photos)) });
  });
}
