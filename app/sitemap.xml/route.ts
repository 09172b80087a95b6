import { mainSitemapXml } from '@/lib/seo/sitemap-files';

// Written once at build time as out/sitemap.xml: the sitemap, or above 50,000 URLs the index.
export const dynamic = 'force-static';

export function GET() {
  return new Response(mainSitemapXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
