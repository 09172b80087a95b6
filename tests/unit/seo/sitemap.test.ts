import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@/lib/site/site';
import { PROTOCOL_MAX_URLS } from '@/lib/site/env';
import { sitemapChunks, sitemapEntries, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap';

const slugs = (n: number) => Array.from({ length: n }, (_, i) => `home-${i + 1}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists home, every result page and every listing, once each', () => {
    const entries = sitemapEntries(slugs(30));
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 4)).toEqual([
      '/',
      '/listings/',
      '/listings/page/2/',
      '/listings/page/3/',
    ]);
    expect(paths).toContain('/listings/home-30/');
    expect(paths).toHaveLength(1 + 3 + 30);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('stays one file up to the protocol limit and splits above it', () => {
    const max = PROTOCOL_MAX_URLS;
    expect(sitemapChunks(Array(max).fill(0), max)).toHaveLength(1);
    const split = sitemapChunks(Array(max + 1).fill(0), max);
    expect(split.map((c) => c.length)).toEqual([max, 1]);
    expect(sitemapChunks([], max)).toEqual([[]]);
  });

  it('keeps every entry, in order, across the files', () => {
    const entries = sitemapEntries(slugs(250));
    const chunks = sitemapChunks(entries, 100);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 72]);
    expect(chunks.flat()).toEqual(entries);
  });

  it('writes a urlset of absolute URLs and an index of the numbered files', () => {
    const xml = urlsetXml(sitemapEntries(['a-b']));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/listings/`,
      `${SITE_URL}/listings/a-b/`,
    ]);
    const index = sitemapIndexXml(3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE_URL}/sitemap-${n}.xml`));
  });
});
