import { sitemapFileCount, sitemapFileName, sitemapFileXml } from '@/lib/seo/sitemap-files';

/**
 * out/sitemap-<n>.xml: the parts a sitemap index points at. They sit at the site's root because
 * the protocol lets a sitemap list only URLs under its own folder. Written even when the sitemap
 * fits in /sitemap.xml alone (then sitemap-1.xml repeats it, unreferenced), because a static
 * export must write at least one file for a route.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: sitemapFileCount() }, (_, i) => ({
    sitemap: sitemapFileName(i + 1),
  }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ sitemap: string }> }) {
  const n = Number(/^sitemap-(\d+)\.xml$/.exec((await params).sitemap)?.[1]);
  return new Response(sitemapFileXml(n), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
