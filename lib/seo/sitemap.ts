import { LANGUAGE_TAG, LOCALES, DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { pageCount } from '@/lib/search/pagination';
import { resultsPagePath, listingPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

/**
 * The sitemap, per the sitemaps.org protocol: one file of at most 50,000 URLs, or above that a
 * sitemap index pointing at numbered files of at most 50,000 each. Both are written at build
 * time (app/sitemap.xml/, app/[sitemap]/).
 *
 * Every page is listed once per language, and every `<url>` names all its language versions
 * with `<xhtml:link rel="alternate" hreflang>` (itself included, plus x-default: the default
 * language), the form Google documents for hreflang in sitemaps.
 */
export interface SitemapEntry {
  /** The page's path as English has it ('/listings/'); its URL is `localePath(locale, page)`. */
  page: string;
  locale: Locale;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

type SitemapPage = Omit<SitemapEntry, 'locale'>;

/** The site's own pages, each with how often it changes and its weight among the pages. */
const SITE_PAGES: readonly SitemapPage[] = [
  { page: ROUTES.areas, changeFrequency: 'weekly', priority: 0.7 },
  { page: ROUTES.map, changeFrequency: 'daily', priority: 0.8 },
  { page: ROUTES.upload, changeFrequency: 'monthly', priority: 0.6 },
  { page: ROUTES.safety, changeFrequency: 'monthly', priority: 0.6 },
  { page: ROUTES.contact, changeFrequency: 'monthly', priority: 0.5 },
  { page: ROUTES.privacy, changeFrequency: 'monthly', priority: 0.3 },
  { page: ROUTES.terms, changeFrequency: 'monthly', priority: 0.3 },
];

/**
 * The pages between a search and a home (area, town, agent and agency pages, as paths without
 * the language prefix), which change as listings come and go.
 */
export interface HubPages {
  areas: readonly string[];
  agents: readonly string[];
  /** The developments' index, each project's page and each developer's (lib/developments/). */
  developments?: readonly string[];
}

/**
 * Every page worth indexing, once: home, the result pages, every listing, the area and agent
 * pages, and the site's own pages.
 */
function sitemapPages(slugs: readonly string[], hubs: HubPages): SitemapPage[] {
  const resultPages = pageCount(slugs.length);
  return [
    { page: ROUTES.home, changeFrequency: 'daily', priority: 1 },
    ...Array.from({ length: resultPages }, (_, i) => ({
      page: resultsPagePath(i + 1),
      changeFrequency: 'daily' as const,
      priority: i === 0 ? 0.9 : 0.5,
    })),
    ...slugs.map((slug) => ({
      page: listingPath(slug),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...hubs.areas.map((page) => ({ page, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...hubs.agents.map((page) => ({ page, changeFrequency: 'weekly' as const, priority: 0.4 })),
    ...(hubs.developments ?? []).map((page) => ({
      page,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...SITE_PAGES,
  ];
}

/**
 * Every page in every language. Ordered language by language (all English, then all Swahili)
 * rather than interleaved: split into files, each file is then one language but for the one
 * where the languages meet, so Search Console's per-file coverage reads per language; the
 * English run is the order the single-language sitemap had. Nothing is lost by parting a page
 * from its other version: hreflang alternates need not sit in the same file, and each entry
 * names them all itself.
 */
export function sitemapEntries(
  slugs: readonly string[],
  hubs: HubPages = { areas: [], agents: [] },
): SitemapEntry[] {
  const pages = sitemapPages(slugs, hubs);
  return LOCALES.flatMap((locale) => pages.map((page) => ({ ...page, locale })));
}

/** The path of an entry: its page in its language ('/sw/listings/'). */
export const entryPath = (entry: SitemapEntry): string => localePath(entry.locale, entry.page);

/**
 * The hreflang alternates of a page: one per language, then x-default (the default language).
 * The sitemap lists them, and each page's metadata names the same (lib/seo/metadata.ts).
 */
export function hreflangAlternates(page: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: LANGUAGE_TAG[locale],
      href: absoluteUrl(localePath(locale, page)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(localePath(DEFAULT_LOCALE, page)) },
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
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

// The alternates come after <priority>: the protocol's schema (sitemap.xsd) admits elements of
// other namespaces only at the end of a <url>. Google's example puts them right after <loc>;
// the order does not change how they are read.
function urlXml(entry: SitemapEntry): string {
  const links = hreflangAlternates(entry.page).map(
    (a) =>
      `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`,
  );
  return `<url>\n<loc>${escapeXml(absoluteUrl(entryPath(entry)))}</loc>\n<changefreq>${entry.changeFrequency}</changefreq>\n<priority>${entry.priority}</priority>\n${links.join('')}</url>\n`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.map(urlXml).join('')}</urlset>\n`;
}

export function sitemapIndexXml(files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap>\n<loc>${escapeXml(absoluteUrl(`/${sitemapFileName(i + 1)}`))}</loc>\n</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}
