import 'server-only';
import { createHash } from 'node:crypto';
import { agentOf } from '@/lib/agents/data';
import { getListings, toSummary } from '@/lib/listings/data';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { buildIndexExtras } from './index-extras';
import { buildSearchIndex } from './search-index';

export interface SearchIndexFile {
  /** The file's contents. */
  json: string;
  /** The file name: a hash of the contents, so the file can be cached for good. */
  name: string;
  /** Where the export serves it. */
  path: string;
}

const built = new Map<Locale | 'extras', SearchIndexFile>();

/** A file of /search-index/, named by a hash of its contents. */
function hashedFile(json: string, prefix = ''): SearchIndexFile {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const name = `${prefix}${hash}.json`;
  return { json, name, path: `/search-index/${name}` };
}

/**
 * The search index of a language (the cards' titles are in it) as the export writes it. The
 * name changes whenever the contents do, so hosts may cache it forever, and a page never meets
 * an index from another build. Built once per build process and shared by the route that
 * writes it and the page that links it.
 */
export function searchIndexFile(locale: Locale): SearchIndexFile {
  let file = built.get(locale);
  if (!file) {
    const summaries = getListings().map((listing) => toSummary(listing, locale));
    file = hashedFile(JSON.stringify(buildSearchIndex(summaries)));
    built.set(locale, file);
  }
  return file;
}

/**
 * What only the comparison reads (lib/search/index-extras.ts), row for row with the indexes,
 * one file for both languages.
 */
export function indexExtrasFile(): SearchIndexFile {
  let file = built.get('extras');
  if (!file) {
    const extras = buildIndexExtras(
      getListings().map((listing) => {
        const { agent, slug } = agentOf(listing);
        return {
          yearBuilt: listing.yearBuilt,
          amenities: listing.amenities,
          agent: { name: agent.name, agency: agent.agency, slug },
          facts: listing.facts,
        };
      }),
    );
    file = hashedFile(JSON.stringify(extras), 'extras-');
    built.set('extras', file);
  }
  return file;
}

/** Every file of /search-index/: each language's index and the extras (the route writes them). */
export function searchIndexFiles(): SearchIndexFile[] {
  return [...LOCALES.map(searchIndexFile), indexExtrasFile()];
}
