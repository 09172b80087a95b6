/**
 * A floor plan an agency sends with a listing (an image or a PDF), for homes with no plan of
 * our own (docs/floor-plans.md). The import stores it as `/plans/<slug>/floor-plan-<hash>.<ext>`
 * in the listings' data folder, named by a hash of its bytes as photos are; the build copies it
 * into the export. Pure: shared by the schema, the import, the build and the page.
 */

export const FLOOR_PLAN_FILE = /^\/plans\/[a-z0-9-]+\/floor-plan-[0-9a-f]{10}\.(webp|pdf)$/;

/** The largest plan file the site keeps: a PDF of a few pages, or a large scan. */
export const FLOOR_PLAN_MAX_BYTES = 10_000_000;

export type PlanFileFormat = 'image' | 'pdf';

export function planFileFormat(src: string): PlanFileFormat {
  return src.endsWith('.pdf') ? 'pdf' : 'image';
}

/** Where the build finds the file: in the listings' data folder, under the path it is served at. */
export function planFileSource(src: string, dataDir: string): string {
  return `${dataDir}${src}`;
}
