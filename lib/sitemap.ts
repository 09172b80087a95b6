import { pageCount, resultsPagePath } from './pagination';
import { absoluteUrl, listingPath } from './site';

/**
 * The sitemap, per the sitemaps.org protocol: one file of at most 50,000 URLs, or above that a
 * sitemap index pointing at numbered files of at most 50,000 each. Both are written at build
 * time (app/sitemap.xml/, app/sitemaps/).
 */
export const PROTOCOL_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  changeFrequency: 'daily' | 'weekly';
  priority: number;
}

/** Every page worth indexing: home, the result pages and every listing. */
export function sitemapEntries(slugs: readonly string[]): SitemapEntry[] {
  const resultPages = pageCount(slugs.length);
  return [
    { path: '/', changeFrequency: 'daily', priority: 1 },
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

/**
 * URLs per file: the protocol's 50,000 unless SITEMAP_MAX_URLS asks for fewer (the e2e run
 * uses a small value to exercise the index on a small site). Anything else stops the build.
 */
export function maxUrlsPerFile(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (text === '') return PROTOCOL_MAX_URLS;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= PROTOCOL_MAX_URLS))
    throw new RangeError(
      `SITEMAP_MAX_URLS must be a whole number from 1 to ${PROTOCOL_MAX_URLS}, got "${text.slice(0, 40)}"`,
    );
  return value;
}

/** The entries split into files of at most `max` (always at least one file). */
export function sitemapChunks<T>(entries: readonly T[], max: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < entries.length; start += max)
    chunks.push(entries.slice(start, start + max));
  return chunks.length ? chunks : [[]];
}

export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

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
      `<sitemap>\n<loc>${escapeXml(absoluteUrl(sitemapFilePath(i + 1)))}</loc>\n</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}
