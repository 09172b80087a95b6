import { BUILD_ENV } from './env';

/**
 * Site-wide constants. Absolute URLs (canonical links, sitemap, share links) are built from
 * SITE_URL so that nothing is wired to one domain: set it at build time, e.g.
 * `SITE_URL=https://www.nyumba360.co.ke npm run build`.
 */
export const SITE_NAME = 'Nyumba360';

export const SITE_URL = BUILD_ENV.siteUrl;

/** Absolute URL of a site path; paths keep the trailing slash the export uses. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
