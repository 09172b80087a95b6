import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASEMAP_FLAVOUR, OSM_BASEMAP_FILE, type BasemapFlavour } from './basemap-config';

/**
 * The files the interactive map loads, which scripts/build/map-assets.ts writes into public/map/
 * with a hash of their content in the name (a new file, a new name, so hosts may cache them for
 * ever).
 * The pages find them here by listing that folder at build time; the names are made here too, so
 * the build step and the pages agree on them.
 */

/** Where the files are served from, and the folder of public/ they are written to. */
export const MAP_ASSETS_PATH = '/map';

/** The font subsets the map's labels need: Kenyan names and Swahili are written in Latin. */
export const MAP_FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type MapFontSubset = (typeof MAP_FONT_SUBSETS)[number];

/** Characters of the content hash in a file name. */
export const MAP_HASH_LENGTH = 16;

export const mapFileNames = {
  tiles: (hash: string) => `basemap-${hash}.pmtiles`,
  streets: (hash: string) => `streets-${hash}.pmtiles`,
  worker: (hash: string) => `maplibre-worker-${hash}.mjs`,
  font: (subset: string, hash: string) => `font-${subset}-${hash}.woff2`,
};

/**
 * The street archive's name in public/map/: data/geo/streets.pmtiles under the hash of its bytes,
 * as scripts/build/map-assets.ts places it. Read from the committed file, so a page can link it
 * (the terms page offers it for download) without the build step having run.
 */
export function streetsArchiveName(bytes: Uint8Array): string {
  return mapFileNames.streets(
    createHash('sha256').update(bytes).digest('hex').slice(0, MAP_HASH_LENGTH),
  );
}

/** The street archive's address on the site. */
export function streetsArchiveUrl(): string {
  const bytes = readFileSync(path.join(process.cwd(), 'data', 'geo', 'streets.pmtiles'));
  return `${MAP_ASSETS_PATH}/${streetsArchiveName(bytes)}`;
}

const HASH = `[0-9a-f]{${MAP_HASH_LENGTH}}`;
const PATTERNS = {
  tiles: new RegExp(`^basemap-${HASH}\\.pmtiles$`),
  streets: new RegExp(`^streets-${HASH}\\.pmtiles$`),
  worker: new RegExp(`^maplibre-worker-${HASH}\\.mjs$`),
  font: (subset: string) => new RegExp(`^font-${subset}-${HASH}\\.woff2$`),
};

/**
 * Whether scripts/build/map-assets.ts wrote a file of this name (of this build or an earlier one):
 * the files it may remove. Anything else in public/map/ (the map pictures) is not its business.
 */
export function isMapAssetFile(name: string): boolean {
  return new RegExp(
    `^((basemap|streets)-${HASH}\\.pmtiles|maplibre-worker-${HASH}\\.mjs|font-[a-z-]+-${HASH}\\.woff2)$`,
  ).test(name);
}

export interface MapAssets {
  /** The basemap, e.g. `/map/basemap-0123456789abcdef.pmtiles`. */
  tiles: string;
  /**
   * The street archive (data/geo/streets.pmtiles), e.g. `/map/streets-0123456789abcdef.pmtiles`;
   * none with the OpenStreetMap flavour, whose basemap has streets of its own.
   */
  streets?: string;
  /** MapLibre's worker, for `maplibregl.setWorkerUrl()`. */
  worker: string;
  /** The label font's files, one per subset (`basemapStyle({ fonts })`). */
  fonts: string[];
}

/** The map's files among the names in public/map/; an error names what is wrong. */
export function mapAssetsFrom(
  names: readonly string[],
  flavour: BasemapFlavour = BASEMAP_FLAVOUR,
): MapAssets {
  const problems: string[] = [];
  const one = (pattern: RegExp, what: string) => {
    const found = names.filter((name) => pattern.test(name)).sort();
    if (found.length !== 1)
      problems.push(
        found.length
          ? `${what}: ${found.length} files (${found.join(', ')}), expected one`
          : `${what}: no file`,
      );
    return `${MAP_ASSETS_PATH}/${found[0]}`;
  };
  const tiles =
    flavour === 'openstreetmap'
      ? one(new RegExp(`^${OSM_BASEMAP_FILE.replace('.', '\\.')}$`), OSM_BASEMAP_FILE)
      : one(PATTERNS.tiles, 'basemap-<hash>.pmtiles');
  const streets =
    flavour === 'openstreetmap' ? undefined : one(PATTERNS.streets, 'streets-<hash>.pmtiles');
  const worker = one(PATTERNS.worker, 'maplibre-worker-<hash>.mjs');
  const fonts = MAP_FONT_SUBSETS.map((subset) =>
    one(PATTERNS.font(subset), `font-${subset}-<hash>.woff2`),
  );
  if (problems.length) {
    const remedy =
      flavour === 'openstreetmap' && problems.some((p) => p.startsWith(OSM_BASEMAP_FILE))
        ? `; with NEXT_PUBLIC_MAP_BASEMAP=openstreetmap the deployment puts the OpenStreetMap extract at public/map/${OSM_BASEMAP_FILE}`
        : '';
    throw new Error(
      `public/map/ does not hold the map's files as scripts/build/map-assets.ts writes them (run \`npm run build -- map-assets\` before \`next build\`${remedy}):\n  ${problems.join('\n  ')}`,
    );
  }
  return { tiles, ...(streets && { streets }), worker, fonts };
}

/**
 * The map's files in public/map/ (the build runs from the project root). Read on each call, not
 * kept: `next dev` lives through rebuilds of the basemap.
 */
export function mapAssets(): MapAssets {
  const dir = path.join(process.cwd(), 'public', 'map');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // No folder: reported below as missing files.
  }
  return mapAssetsFrom(names);
}
