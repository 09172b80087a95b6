import { sitemapFileCount, sitemapFileXml } from '@/lib/sitemap-files';

/**
 * out/sitemaps/<n>.xml: the parts a sitemap index points at. Written even when the sitemap fits
 * in /sitemap.xml alone (then 1.xml repeats it, unreferenced), because a static export must
 * write at least one file for a route.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: sitemapFileCount() }, (_, i) => ({ file: `${i + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const n = Number((await params).file.replace(/\.xml$/, ''));
  return new Response(sitemapFileXml(n), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
