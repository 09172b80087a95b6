/**
 * Every path the site links to, in one place. Paths carry the trailing slash the export writes
 * (`trailingSlash: true`: `/listings/` is `listings/index.html`), so links never go through a
 * redirect. Client-safe: plain strings and functions.
 */
export const ROUTES = {
  home: '/',
  listings: '/listings/',
  map: '/map/',
  upload: '/upload/',
  privacy: '/privacy/',
  terms: '/terms/',
  contact: '/contact/',
} as const;

/** The page of one listing. */
export function listingPath(slug: string): string {
  return `${ROUTES.listings}${slug}/`;
}

/** Static result page `page` (from 1): /listings/ is page 1, then /listings/page/2/ onwards. */
export function resultsPagePath(page: number): string {
  return page <= 1 ? ROUTES.listings : `${ROUTES.listings}page/${page}/`;
}

/** /listings/ with a search, e.g. `searchPath('status=for_sale')`; no query gives /listings/. */
export function searchPath(query: string): string {
  return query ? `${ROUTES.listings}?${query}` : ROUTES.listings;
}

/** Preview images, rendered before each build by build/preview-images.mjs. */
export const DEFAULT_OG_IMAGE_PATH = '/og/default.jpg';
export function listingOgImagePath(slug: string): string {
  return `/og/listings/${slug}.jpg`;
}
