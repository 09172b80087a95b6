import 'server-only';
import { createHash } from 'node:crypto';
import { agentOf } from '@/lib/agents/data';
import { getListings, toSummary } from '@/lib/listings/data';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { buildSearchIndex } from './search-index';

export interface SearchIndexFile {
  /** The file's contents. */
  json: string;
  /** The file name: a hash of the contents, so the file can be cached for good. */
  name: string;
  /** Where the export serves it. */
  path: string;
}

const built = new Map<Locale, SearchIndexFile>();

/**
 * The search index of a language (the cards' titles are in it) as the export writes it. The name changes whenever the contents do, so hosts
 * may cache it forever, and a page never meets an index from another build. Built once per
 * build process and shared by the route that writes it and the page that links it.
 */
export function searchIndexFile(locale: Locale): SearchIndexFile {
  let file = built.get(locale);
  if (!file) {
    const json = JSON.stringify(
      buildSearchIndex(
        getListings().map((listing) => {
          const { agent, slug } = agentOf(listing);
          return {
            ...toSummary(listing, locale),
            yearBuilt: listing.yearBuilt,
            amenities: listing.amenities,
            agent: { name: agent.name, agency: agent.agency, slug },
          };
        }),
      ),
    );
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    file = { json, name: `${hash}.json`, path: `/search-index/${hash}.json` };
    built.set(locale, file);
  }
  return file;
}

/** Every language's index file (the route writes them all). */
export function searchIndexFiles(): SearchIndexFile[] {
  return LOCALES.map(searchIndexFile);
}
