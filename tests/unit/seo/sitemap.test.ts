import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@/lib/site/site';
import { PROTOCOL_MAX_URLS } from '@/lib/site/env';
import {
  entryPath,
  sitemapChunks,
  sitemapEntries,
  sitemapIndexXml,
  urlsetXml,
} from '@/lib/seo/sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const slugs = (n: number) => Array.from({ length: n }, (_, i) => `home-${i + 1}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** Parses as XML (a parse error fails the test) and reads each <url>: loc and alternates. */
function parseUrlset(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([SITEMAP_NS, 'urlset']);
  return [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href'),
    })),
  }));
}

const alternatesOf = (page: string) => [
  { rel: 'alternate', hreflang: 'en-KE', href: `${SITE_URL}${page}` },
  { rel: 'alternate', hreflang: 'sw-KE', href: `${SITE_URL}/sw${page}` },
  { rel: 'alternate', hreflang: 'x-default', href: `${SITE_URL}${page}` },
];

describe('sitemap', () => {
  it('lists home, every result page, every listing and the site pages, once in each language', () => {
    const entries = sitemapEntries(slugs(30));
    const english = ['/', '/listings/', '/listings/page/2/', '/listings/page/3/'];
    const site = ['/areas/', '/map/', '/upload/', '/safety/', '/contact/', '/privacy/', '/terms/'];
    const paths = entries.map(entryPath);
    const perLanguage = 1 + 3 + 30 + site.length;
    expect(paths).toHaveLength(2 * perLanguage);
    expect(new Set(paths).size).toBe(paths.length);
    // All English, then all Swahili, in the same order.
    expect(paths.slice(0, 4)).toEqual(english);
    expect(paths.slice(perLanguage - site.length, perLanguage)).toEqual(site);
    expect(paths.slice(perLanguage, perLanguage + 4)).toEqual([
      '/sw/',
      ...english.slice(1).map((p) => `/sw${p}`),
    ]);
    expect(paths.slice(-site.length)).toEqual(site.map((p) => `/sw${p}`));
    expect(paths).toContain('/listings/home-30/');
    expect(paths).toContain('/sw/listings/home-30/');
    expect(entries.slice(0, perLanguage).every((e) => e.locale === 'en')).toBe(true);
    expect(entries.slice(perLanguage).every((e) => e.locale === 'sw')).toBe(true);
    expect(entries.slice(perLanguage).map((e) => e.page)).toEqual(
      entries.slice(0, perLanguage).map((e) => e.page),
    );
  });

  it('lists the area and agent pages after the listings, in both languages', () => {
    const hubs = {
      areas: ['/areas/nairobi/', '/areas/nairobi/kilimani/'],
      agents: ['/agents/wanjiru-kamau/', '/agencies/savannah-realty/'],
    };
    const paths = sitemapEntries(slugs(1), hubs).map(entryPath);
    const hubPaths = [...hubs.areas, ...hubs.agents];
    expect(paths.slice(3, 3 + hubPaths.length)).toEqual(hubPaths);
    for (const page of hubPaths) expect(paths).toContain(`/sw${page}`);
  });

  it('stays one file up to the protocol limit and splits above it', () => {
    const max = PROTOCOL_MAX_URLS;
    expect(sitemapChunks(Array(max).fill(0), max)).toHaveLength(1);
    const split = sitemapChunks(Array(max + 1).fill(0), max);
    expect(split.map((c) => c.length)).toEqual([max, 1]);
    expect(sitemapChunks([], max)).toEqual([[]]);
  });

  it('counts both languages against the per-file limit', () => {
    // 11 pages (home, /listings/, two listings, seven site pages): 22 URLs in two languages.
    const entries = sitemapEntries(slugs(2));
    const chunks = sitemapChunks(entries, 12);
    expect(chunks.map((c) => c.length)).toEqual([12, 10]);
    for (const chunk of chunks)
      expect(parseUrlset(urlsetXml(chunk)).length).toBeLessThanOrEqual(12);
  });

  it('keeps every entry, in order, across the files', () => {
    // 1 + 21 result pages + 250 listings + 7 site pages = 279 pages, 558 URLs in two languages.
    const entries = sitemapEntries(slugs(250));
    const chunks = sitemapChunks(entries, 100);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 100, 100, 100, 58]);
    expect(chunks.flat()).toEqual(entries);
  });

  it('writes a well-formed urlset of absolute URLs with the xhtml namespace', () => {
    const xml = urlsetXml(sitemapEntries(['a-b']));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const site = ['areas', 'map', 'upload', 'safety', 'contact', 'privacy', 'terms'];
    expect(parseUrlset(xml).map((u) => u.loc)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/listings/`,
      `${SITE_URL}/listings/a-b/`,
      ...site.map((p) => `${SITE_URL}/${p}/`),
      `${SITE_URL}/sw/`,
      `${SITE_URL}/sw/listings/`,
      `${SITE_URL}/sw/listings/a-b/`,
      ...site.map((p) => `${SITE_URL}/sw/${p}/`),
    ]);
    expect(locs(xml)).toHaveLength(20);
  });

  it('gives every entry, in both languages, the same alternates: en-KE, sw-KE and x-default', () => {
    const urls = parseUrlset(urlsetXml(sitemapEntries(['a-b'])));
    const byLoc = new Map(urls.map((u) => [u.loc, u.alternates]));
    for (const page of ['/listings/a-b/', '/listings/']) {
      expect(byLoc.get(`${SITE_URL}${page}`)).toEqual(alternatesOf(page));
      expect(byLoc.get(`${SITE_URL}/sw${page}`)).toEqual(alternatesOf(page));
    }
    expect(byLoc.get(`${SITE_URL}/sw/`)).toEqual([
      { rel: 'alternate', hreflang: 'en-KE', href: `${SITE_URL}/` },
      { rel: 'alternate', hreflang: 'sw-KE', href: `${SITE_URL}/sw/` },
      { rel: 'alternate', hreflang: 'x-default', href: `${SITE_URL}/` },
    ]);
    for (const { loc, alternates } of urls) {
      // Each entry is among its own alternates, every href absolute, x-default the English one.
      expect(alternates.map((a) => a.href)).toContain(loc);
      for (const { href } of alternates) expect(new URL(href!).href).toBe(href);
      const tag = (t: string) => alternates.find((a) => a.hreflang === t)?.href;
      expect(tag('x-default')).toBe(tag('en-KE'));
    }
  });

  it('escapes URLs in text and in attributes', () => {
    const urls = parseUrlset(urlsetXml(sitemapEntries(['a&b"<c>'])));
    const page = '/listings/a&b"<c>/';
    expect(urls.map((u) => u.loc)).toContain(`${SITE_URL}/sw${page}`);
    expect(urls.find((u) => u.loc === `${SITE_URL}${page}`)?.alternates).toEqual(
      alternatesOf(page),
    );
  });

  it('writes an index of the numbered files', () => {
    const index = sitemapIndexXml(3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE_URL}/sitemap-${n}.xml`));
  });
});
