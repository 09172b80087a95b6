/**
 * Every path the site links to, in one place. Paths carry the trailing slash the export writes
 * (`trailingSlash: true`: `/listings/` is `listings/index.html`), so links never go through a
 * redirect. Client-safe: plain strings and functions.
 */
// One constant per path, so a client island that needs one path ships that string alone
// (tree shaking keeps only what is imported); ROUTES groups them for server code.
export const HOME_PATH = '/';
export const LISTINGS_PATH = '/listings/';
export const MAP_PATH = '/map/';
export const UPLOAD_PATH = '/upload/';
export const PRIVACY_PATH = '/privacy/';
export const TERMS_PATH = '/terms/';
export const CONTACT_PATH = '/contact/';
export const SAFETY_PATH = '/safety/';
export const AREAS_PATH = '/areas/';
export const SAVED_PATH = '/saved/';
export const COMPARE_PATH = '/compare/';
export const DEVELOPMENTS_PATH = '/developments/';

export const ROUTES = {
  home: HOME_PATH,
  listings: LISTINGS_PATH,
  map: MAP_PATH,
  upload: UPLOAD_PATH,
  privacy: PRIVACY_PATH,
  terms: TERMS_PATH,
  contact: CONTACT_PATH,
  safety: SAFETY_PATH,
  areas: AREAS_PATH,
  saved: SAVED_PATH,
  compare: COMPARE_PATH,
  developments: DEVELOPMENTS_PATH,
} as const;

/** A town's page, e.g. /areas/nairobi/ (`townSlug` in lib/areas/places.ts makes the slug). */
export function townPath(townSlug: string): string {
  return `${AREAS_PATH}${townSlug}/`;
}

/** An area's page, e.g. /areas/nairobi/kilimani/. */
export function areaPath(townSlug: string, areaSlug: string): string {
  return `${AREAS_PATH}${townSlug}/${areaSlug}/`;
}

/** An agent's page, e.g. /agents/wanjiru-kamau/ (slugs: lib/agents/collect.ts). */
export function agentPath(slug: string): string {
  return `/agents/${slug}/`;
}

/** An agency's page, e.g. /agencies/savannah-realty/. */
export function agencyPath(slug: string): string {
  return `/agencies/${slug}/`;
}

/** A development's page, e.g. /developments/amani-heights-kilimani/ (lib/developments/). */
export function developmentPath(slug: string): string {
  return `${DEVELOPMENTS_PATH}${slug}/`;
}

/** A developer's page, e.g. /developers/jenga-bora-developers/. */
export function developerPath(slug: string): string {
  return `/developers/${slug}/`;
}

/** The page of one listing. */
export function listingPath(slug: string): string {
  return `${LISTINGS_PATH}${slug}/`;
}

/** Static result page `page` (from 1): /listings/ is page 1, then /listings/page/2/ onwards. */
export function resultsPagePath(page: number): string {
  return page <= 1 ? LISTINGS_PATH : `${LISTINGS_PATH}page/${page}/`;
}

/** /listings/ with a search, e.g. `searchPath('status=for_sale')`; no query gives /listings/. */
export function searchPath(query: string): string {
  return query ? `${LISTINGS_PATH}?${query}` : LISTINGS_PATH;
}

/** /map/ with a search, e.g. `mapSearchPath('location=Karen')`; no query gives /map/. */
export function mapSearchPath(query: string): string {
  return query ? `${MAP_PATH}?${query}` : MAP_PATH;
}

/** /map/ centred on one listing's pin, with its card open. */
export function mapHomePath(slug: string): string {
  return mapSearchPath(`home=${encodeURIComponent(slug)}`);
}

/** Preview images, rendered before each build by scripts/build/preview-images.ts. */
export const DEFAULT_OG_IMAGE_PATH = '/og/default.jpg';
/** A development's preview image: its first photo, cut to 1200 × 630 (scripts/build/preview-images.ts). */
export function developmentOgImagePath(slug: string): string {
  return `/og/developments/${slug}.jpg`;
}
export function listingOgImagePath(slug: string): string {
  return `/og/listings/${slug}.jpg`;
}

/** The page the service worker shows for a page it has not kept, with no connection. */
export const OFFLINE_PATH = '/offline/';
