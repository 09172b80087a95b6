/*
 * The service worker's rules (lib/offline/worker.ts), pure so they are tested on their own: which
 * request goes where, which pages it keeps, and which photo a data saver gets.
 *
 * - HTML goes to the network first, always, so a new deploy shows on the next page load online;
 *   the kept copy answers only when the network fails.
 * - Files whose name changes with their content (Next's hashed scripts, styles and fonts, the
 *   search index's files that /saved/ draws its cards from) come from the cache first.
 * - Listing photos are named by listing and width and come from the cache first (those whose
 *   name does not change with their content are checked again in the background); with the data
 *   saver on, a wide one is swapped for the narrowest width the build makes.
 * - The site's small images that keep their name (icons, portraits, area pictures) go to the
 *   network first and are kept for offline use.
 * - Everything else (tours, videos, map tiles, preview images, floor plan files) passes to the
 *   network untouched: megabytes that a visitor asks for, not for the worker to keep.
 */
import { OFFLINE_PATH, SAVED_PATH } from '@/lib/site/routes';

export type Route = 'page' | 'asset' | 'photo' | 'static' | 'network';

/** What the worker knows of a request. */
export interface RequestFacts {
  method: string;
  url: URL;
  /** `Request.mode`: 'navigate' for a page the browser opens. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/**
 * Small files a kept page shows that keep their name when they change (the site's icons, the
 * agents' portraits, the area pictures): the network first, like HTML, and what was kept offline.
 */
const STATIC = [
  /^\/(?:icon\.svg|favicon\.ico|manifest\.webmanifest)$/,
  /^\/(?:icons|images)\//,
  /^\/map\/pictures\//,
];

/** Files named by their content: safe to answer from the cache for ever. */
const HASHED = [/^\/_next\/static\//, /^\/search-index\/(?:[^/]+-)?[0-9a-f]{16}\.json$/];

export function routeOf({ method, url, mode, origin }: RequestFacts): Route {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (mode === 'navigate') return 'page';
  if (HASHED.some((pattern) => pattern.test(url.pathname))) return 'asset';
  if (photoParts(url.pathname)) return 'photo';
  if (STATIC.some((pattern) => pattern.test(url.pathname))) return 'static';
  return 'network';
}

/** The kind of page, for what the worker keeps: listing pages and the saved homes' page. */
export type PageKind = 'listing' | 'saved' | 'other';

const LISTING_PAGE = /^(?:\/sw)?\/listings\/(?!page\/)[^/]+\/$/;

export function pageKind(pathname: string): PageKind {
  if (LISTING_PAGE.test(pathname)) return 'listing';
  if (pathname === SAVED_PATH || pathname === `/sw${SAVED_PATH}`) return 'saved';
  return 'other';
}

/** The offline page in the language of the page that could not be opened. */
export function offlinePagePath(pathname: string): string {
  return pathname === '/sw' || pathname.startsWith('/sw/') ? `/sw${OFFLINE_PATH}` : OFFLINE_PATH;
}

/** The widths the build makes of every listing photo (scripts/build/photo-variants.ts). */
export const SAVER_PHOTO_WIDTH = 480;

const PHOTO = /^\/photos\/([^/]+)\/(.+)-(\d+)\.(avif|webp)$/;

/** A listing photo's parts: `/photos/<listing>/<name>-<width>.<format>`. */
export function photoParts(
  pathname: string,
): { photo: string; width: number; format: string } | undefined {
  const match = PHOTO.exec(pathname);
  if (!match) return undefined;
  const [, listing, name, width, format] = match;
  return { photo: `/photos/${listing}/${name}`, width: Number(width), format: format ?? '' };
}

/**
 * Whether a photo's name changes with its content: an imported photo's does
 * (`3-d49d85d4c4-800.avif`), a sample home's does not (`1-800.avif`, rendered again under the same
 * name). The worker answers the first from its cache for ever, and checks the second in the
 * background after answering, so a photo replaced under its name shows on the next visit.
 */
export function photoNamedByContent(pathname: string): boolean {
  const parts = photoParts(pathname);
  return parts !== undefined && /-[0-9a-f]{10}$/.test(parts.photo);
}

/** The file a data saver gets for a photo: its narrowest width, in the same format. */
export function lighterPhoto(pathname: string): string {
  const parts = photoParts(pathname);
  if (!parts || parts.width <= SAVER_PHOTO_WIDTH) return pathname;
  return `${parts.photo}-${SAVER_PHOTO_WIDTH}.${parts.format}`;
}

/**
 * Offline, a photo the worker has not kept at the width the page asks for may be kept at another
 * (a saved home's photo is kept at one width; the page may ask for another on another screen).
 * Of the kept files of the same photo, the one nearest the wanted width, preferring wider.
 */
export function nearestPhoto(pathname: string, kept: readonly string[]): string | undefined {
  const wanted = photoParts(pathname);
  if (!wanted) return undefined;
  let best: { path: string; score: number } | undefined;
  for (const path of kept) {
    const parts = photoParts(path);
    if (!parts || parts.photo !== wanted.photo) continue;
    // Wider is better than narrower (the page scales it down); same format first.
    const distance =
      parts.width >= wanted.width ? parts.width - wanted.width : (wanted.width - parts.width) * 4;
    const score = distance + (parts.format === wanted.format ? 0 : 1);
    if (!best || score < best.score) best = { path, score };
  }
  return best?.path;
}

/**
 * The photo to keep with a saved home: the page's main photo, from its preload link (every
 * listing page preloads it: components/ui/preload-photo.ts), at the width a phone shows it.
 */
export function mainPhotoOf(html: string, saver: boolean): string | undefined {
  const link = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/i.exec(html);
  if (!link?.[1]) return undefined;
  const candidates = link[1].split(',').flatMap((entry) => {
    const [path, width] = entry.trim().split(/\s+/);
    return path && width ? [{ path, width: Number.parseInt(width, 10) }] : [];
  });
  const limit = saver ? SAVER_PHOTO_WIDTH : KEPT_PHOTO_WIDTH;
  const fitting = candidates.filter((c) => c.width <= limit);
  const pick = fitting.length > 0 ? fitting.at(-1) : candidates[0];
  return pick?.path;
}

/** A phone's main photo: 375 CSS px at 2x. */
const KEPT_PHOTO_WIDTH = 800;

/**
 * A kept page as the worker gives it offline: `<html>` marked with when it was kept, and that
 * date written into the note every page carries (components/offline/offline-note.tsx), which
 * app/globals.css shows only on a marked page.
 */
export function markOffline(html: string, keptOn: string): string {
  const safe = keptOn.replace(/[<>&"]/g, '');
  return html
    .replace(/<html(\s|>)/i, `<html data-offline-copy="${safe}"$1`)
    .replace(/(<span data-offline-date[^>]*>)[^<]*(<\/span>)/, `$1${safe}$2`);
}

/** The page's `<title>`, for the offline page's list of what is kept. */
export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}
