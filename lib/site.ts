/**
 * Site-wide constants. Absolute URLs (canonical links, sitemap, share links) are built from
 * SITE_URL so that nothing is wired to one domain: set it at build time, e.g.
 * `SITE_URL=https://www.nyumba360.co.ke npm run build`.
 */
export const SITE_NAME = 'Nyumba360';
export const SITE_TAGLINE = 'Your trusted partner for real estate in Kenya';

/** Used when SITE_URL is not set: the address `npm start` serves the export on. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Validates and normalises a site URL: absolute http(s), no trailing slash, no query. */
export function resolveSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https, got "${value}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`SITE_URL must not carry a query or fragment, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

export const SITE_URL = resolveSiteUrl(process.env.SITE_URL);

/** Absolute URL of a site path; paths keep the trailing slash the export uses. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The page of one listing, as the export writes it (trailingSlash: true). */
export function listingPath(slug: string): string {
  return `/listings/${slug}/`;
}
