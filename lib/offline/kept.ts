import { type Entry, isEntry } from './store';

/** A page the offline page lists. */
export interface KeptPage {
  url: string;
  title: string;
  saved: boolean;
}

/**
 * The pages in the worker's record (lib/offline/protocol.ts), as the offline page lists them:
 * saved homes first, then the homes looked at, newest first. A record that is not what the worker
 * writes (corrupted storage) lists nothing rather than breaking the page.
 */
export function keptPages(record: unknown): KeptPage[] {
  if (typeof record !== 'object' || record === null || !('entries' in record)) return [];
  const { entries } = record;
  if (!Array.isArray(entries)) return [];
  const pages = entries.filter(
    (e: unknown): e is Entry =>
      isEntry(e) &&
      (e.kind === 'saved' || e.kind === 'visited') &&
      // /saved/ has its own button on the offline page.
      !/^(?:\/sw)?\/saved\/$/.test(e.url),
  );
  return pages
    .sort((a, b) => Number(b.kind === 'saved') - Number(a.kind === 'saved') || b.at - a.at)
    .map((e) => ({
      url: e.url,
      title: typeof e.title === 'string' && e.title ? e.title : e.url,
      saved: e.kind === 'saved',
    }));
}
