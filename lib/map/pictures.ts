/**
 * Where the map pictures drawn at build time (scripts/build/map-pictures/) are served: one per
 * area, shared by all its listings, and one of Kenya for /map/. Pure, so pages and the build
 * agree.
 */

export const MAP_PICTURES_PATH = '/map/pictures';

/** The overview of Kenya, shown on /map/ where the interactive map cannot run. */
export const KENYA_PICTURE_PATH = `${MAP_PICTURES_PATH}/kenya.svg`;

/**
 * A file-name-safe slug: ASCII lower case words joined by hyphens. Apostrophes join their word
 * (Lang'ata → langata) rather than split it; accents are dropped (Ruiru, not Rúiru, in a URL).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An area's picture name, e.g. 'nairobi-kilimani'. The town comes first because an area's name
 * alone is not unique (Milimani is in Kisumu and in Nakuru).
 */
export function areaPictureSlug(town: string, area: string): string {
  return slugify(`${town} ${area}`);
}

/** An area's picture, e.g. '/map/pictures/nairobi-kilimani.svg'. */
export function areaPicturePath(town: string, area: string): string {
  return `${MAP_PICTURES_PATH}/${areaPictureSlug(town, area)}.svg`;
}
