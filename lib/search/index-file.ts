import 'server-only';
import { createHash } from 'node:crypto';
import { getListings, toSummary } from '@/lib/listings/data';
import { buildSearchIndex } from './search-index';

export interface SearchIndexFile {
  /** The file's contents. */
  json: string;
  /** The file name: a hash of the contents, so the file can be cached for good. */
  name: string;
  /** Where the export serves it. */
  path: string;
}

let built: SearchIndexFile | undefined;

/**
 * The search index as the export writes it. The name changes whenever the contents do, so hosts
 * may cache it forever, and a page never meets an index from another build. Built once per
 * build process and shared by the route that writes it and the page that links it.
 */
export function searchIndexFile(): SearchIndexFile {
  if (!built) {
    const json = JSON.stringify(buildSearchIndex(getListings().map(toSummary)));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    built = { json, name: `${hash}.json`, path: `/search-index/${hash}.json` };
  }
  return built;
}
