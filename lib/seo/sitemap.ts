import { pageCount } from '@/lib/search/pagination';
import { resultsPagePath, listingPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

/**
 * The sitemap, per the sitemaps.org protocol: one file of at most 50,000 URLs, or above that a
 * sitemap index pointing at numbered files of at most 50,000 each. Both are written at build
 * time (app/sitemap.xml/, app/[sitemap]/).
 */
export interface SitemapEntry {
  path: string;
  changeFrequency: 'daily' | 'weekly';
  priority: number;
}

/** Every page worth indexing: home, the result pages and every listing. */
export function sitemapEntries(slugs: readonly string[]): SitemapEntry[] {
  const resultPages = pageCount(slugs.length);
  return [
    { path: ROUTES.home, changeFrequency: 'daily', priority: 1 },
    ...Array.from({ length: resultPages }, (_, i) => ({
      path: resultsPagePath(i + 1),
      changeFrequency: 'daily' as const,
      priority: i === 0 ? 0.9 : 0.5,
    })),
    ...slugs.map((slug) => ({
      path: listingPath(slug),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}

/** The entries split into files of at most `max` (always at least one file). */
export function sitemapChunks<T>(entries: readonly T[], max: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < entries.length; start += max)
    chunks.push(entries.slice(start, start + max));
  return chunks.length ? chunks : [[]];
}

/** Part n (from 1) of a split sitemap: at the root, so it may list every URL of the site. */
export const sitemapFileName = (n: number) => `sitemap-${n}.xml`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${escapeXml(absoluteUrl(e.path))}</loc>\n<changefreq>${e.changeFrequency}</changefreq>\n<priority>${e.priority}</priority>\n</url>\n`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`;
}

export function sitemapIndexXml(files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap>\n<loc>${escapeXml(absoluteUrl(`/${sitemapFileName(i + 1)}`))}</loc>\n</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}
