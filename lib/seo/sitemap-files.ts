import 'server-only';
import { getAgencies, getAgents } from '@/lib/agents/data';
import { getTowns } from '@/lib/areas/data';
import { getListings } from '@/lib/listings/data';
import { getDevelopers, getDevelopments } from '@/lib/developments/data';
import {
  agencyPath,
  agentPath,
  areaPath,
  DEVELOPMENTS_PATH,
  developerPath,
  developmentPath,
  townPath,
} from '@/lib/site/routes';
import { BUILD_ENV } from '@/lib/site/env';
import {
  sitemapFileName,
  sitemapChunks,
  sitemapEntries,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
} from './sitemap';

let chunks: SitemapEntry[][] | undefined;

/** This build's sitemap entries, split into files (computed once per build process). */
function files(): SitemapEntry[][] {
  chunks ??= sitemapChunks(
    sitemapEntries(
      getListings().map((l) => l.slug),
      {
        areas: getTowns().flatMap((town) => [
          townPath(town.townSlug),
          ...town.areas.map((area) => areaPath(area.townSlug, area.areaSlug)),
        ]),
        agents: [
          ...getAgents().map((a) => agentPath(a.slug)),
          ...getAgencies().map((a) => agencyPath(a.slug)),
        ],
        developments: [
          ...(getDevelopments().length > 0 ? [DEVELOPMENTS_PATH] : []),
          ...getDevelopments().map((d) => developmentPath(d.slug)),
          ...getDevelopers().map((d) => developerPath(d.slug)),
        ],
      },
    ),
    BUILD_ENV.sitemapMaxUrls,
  );
  return chunks;
}

/** /sitemap.xml: the whole sitemap when it fits in one file, else the index of the files. */
export function mainSitemapXml(): string {
  const all = files();
  return all.length === 1 ? urlsetXml(all[0]!) : sitemapIndexXml(all.length);
}

export function sitemapFileCount(): number {
  return files().length;
}

export { sitemapFileName };

/** /sitemap-<n>.xml, n from 1. */
export function sitemapFileXml(n: number): string {
  return urlsetXml(files()[n - 1] ?? []);
}
