import type { MetadataRoute } from 'next';
import { getListings } from '@/lib/listings';
import { absoluteUrl, listingPath } from '@/lib/site';

// Written once at build time as out/sitemap.xml.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl('/listings/'), changeFrequency: 'daily', priority: 0.9 },
    ...getListings().map((listing) => ({
      url: absoluteUrl(listingPath(listing.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}
