import { storedChoice } from '@/lib/data-saver/saver';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { WORKER_PATH, type WorkerMessage } from '@/lib/offline/protocol';
import { snapshot, subscribe } from '@/lib/saved/device-store';
import { listingPath } from '@/lib/site/routes';

/**
 * Registers the service worker (lib/offline/worker.ts, the export's /sw.js) and tells it which
 * homes the visitor saved, so their pages and main photos are kept for a viewing with no signal.
 * Loaded by DeviceLists (components/saved/device-lists.tsx) once the page is interactive, from an
 * external script as the site's Content-Security-Policy requires (`worker-src 'self'`).
 */

let started = false;

function savedPages(locale: Locale): string[] {
  return snapshot('homes').items.map((home) => localePath(locale, listingPath(home.slug)));
}

function tell(message: WorkerMessage): void {
  navigator.serviceWorker.controller?.postMessage(message);
}

export function startOffline(locale: Locale): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const sendSaved = () => tell({ type: 'saved', pages: savedPages(locale) });
  const hello = () => {
    tell({ type: 'saver', choice: storedChoice() ?? null });
    sendSaved();
  };
  // After the page has loaded, so the worker's first install never competes with the page.
  const register = () => {
    navigator.serviceWorker.register(WORKER_PATH).catch(() => {
      // Refused (storage blocked, a private window, an old browser): the site works online.
    });
    void navigator.serviceWorker.ready.then(() => {
      // The first visit's page is not yet controlled: it speaks once the worker claims it.
      if (navigator.serviceWorker.controller) hello();
      else navigator.serviceWorker.addEventListener('controllerchange', hello, { once: true });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  subscribe(sendSaved);
}
