import type { APIRequestContext } from '@playwright/test';

/** Every <loc> of the sitemap, following an index to its files, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const main = await (await request.get('/sitemap.xml')).text();
  if (!main.includes('<sitemapindex')) return locs(main).map((u) => new URL(u).pathname);
  const paths: string[] = [];
  for (const file of locs(main)) {
    const xml = await (await request.get(new URL(file).pathname)).text();
    paths.push(...locs(xml).map((u) => new URL(u).pathname));
  }
  return paths;
}
