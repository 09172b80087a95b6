// The interactive map's files, written into public/map/ with a hash of their content in the name:
//   basemap-<hash>.pmtiles       the site's own vector tiles, made from the GeoJSON in data/geo/
//   streets-<hash>.pmtiles       OpenStreetMap's streets of the nine areas, data/geo/streets.pmtiles
//                                as geodata/ made it (lib/map/street-style.ts draws them)
//   maplibre-worker-<hash>.mjs   MapLibre's worker (maplibregl.setWorkerUrl)
//   font-<subset>-<hash>.woff2   the site's font for the labels (the style's `font-faces`)
// so the map needs no tile server, no glyph server and no other origin. The names are
// lib/map/assets.ts's, which the pages use to find the files; the tiles' layers and fields are
// lib/map/style.ts's (BASEMAP_LAYERS), which draws them.
//
// Tiles are cut with geojson-vt, one index per group of features that share a zoom range (rank 2
// places from z10, say), and encoded as Mapbox Vector Tiles with vt-pbf, z0 to z12: MapLibre
// scales the z12 tiles up beyond that. Making them takes seconds, so the archive is stored in
// .cache/map/ under a hash of everything it is made from and an unchanged basemap is not made
// again.
//
// With NEXT_PUBLIC_MAP_BASEMAP=openstreetmap (lib/map/basemap-config.ts) no basemap is made: the
// deployment's public/map/kenya-osm.pmtiles is used, and must be there.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FeatureCollection } from 'geojson';
import { attributionHtml } from '@/lib/map/attribution';
import {
  isMapAssetFile,
  MAP_FONT_SUBSETS,
  mapFileNames,
  streetsArchiveName,
} from '@/lib/map/assets';
import { BASEMAP_FLAVOUR, OSM_BASEMAP_FILE } from '@/lib/map/basemap-config';
import { BASEMAP_LAYERS } from '@/lib/map/style';
import { exists, place, secondsSince, sweepStore } from './fs-utils';
import {
  basemapArchive,
  GEO_FILES,
  type BasemapSchema,
  type GeoCollections,
  type GeoFile,
} from './map/basemap';
import type { ArchiveStats } from './map/pmtiles-writer';
import { packageVersion } from './map/package-version';
import { ROOT } from './root';

const require = createRequire(import.meta.url);

/** Stored archives no build has used for this long are deleted. */
const STORE_KEEP_DAYS = 30;

const GEO_DIR = path.join(ROOT, 'data', 'geo');
const OUT_DIR = path.join(ROOT, 'public', 'map');
const STORE = path.join(ROOT, '.cache', 'map');

const FONT_PACKAGE = '@fontsource-variable/plus-jakarta-sans';

// --- The build step ----------------------------------------------------------------------------

const hash16 = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Writes `data` to public/map/<name> unless that file (its name holds its hash) is there. */
async function writeNamed(name: string, data: string | Buffer): Promise<string> {
  const target = path.join(OUT_DIR, name);
  const size = (await stat(target).catch(() => undefined))?.size;
  // A file cut short by an interrupted build has the right name but not the size.
  if (size !== Buffer.byteLength(data)) await writeFile(target, data);
  return name;
}

/** Everything the archive is made from, hashed: a change to any of it makes a new basemap. */
async function inputsHash(schema: BasemapSchema, attribution: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    'scripts/build/map-assets.ts',
    'scripts/build/map/basemap.ts',
    'scripts/build/map/label-point.ts',
    'scripts/build/map/pmtiles-writer.ts',
    'scripts/build/map/bounds.ts',
    'scripts/build/map/package-version.ts',
    ...GEO_FILES.map((name) => `data/geo/${name}.geojson`),
  ])
    hash.update(file).update(await readFile(path.join(ROOT, file)));
  hash.update(
    JSON.stringify({
      // The schema, not all of lib/map/style.ts: a new colour draws the same tiles.
      schema,
      attribution,
      geojsonVt: await packageVersion('@maplibre/geojson-vt'),
      vtPbf: await packageVersion('@maplibre/vt-pbf'),
      pmtiles: await packageVersion('pmtiles'),
      // gzip's output may differ between zlib versions, and with it the file's hash.
      zlib: process.versions.zlib,
    }),
  );
  return hash.digest('hex');
}

/** A basemap's figures, kept beside it in .cache/map/. */
interface Figures {
  hash: string;
  bytes: number;
  stats: ArchiveStats;
  features: Record<string, number>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumbers = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every((item) => typeof item === 'number');
const STATS: readonly (keyof ArchiveStats)[] = [
  'addressedTiles',
  'tileEntries',
  'tileContents',
  'leafDirectories',
  'minZoom',
  'maxZoom',
];

/** Whether a stored figures file is whole (an archive without them is made again). */
function isFigures(value: unknown): value is Figures {
  if (!isObject(value)) return false;
  const { hash, bytes, stats, features } = value;
  return (
    typeof hash === 'string' &&
    typeof bytes === 'number' &&
    isNumbers(stats) &&
    STATS.every((field) => field in stats) &&
    isNumbers(features)
  );
}

/** One file of data/geo/, checked to be a FeatureCollection; its features are checked as used. */
async function readCollection(name: GeoFile): Promise<FeatureCollection> {
  const file = `data/geo/${name}.geojson`;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path.join(GEO_DIR, `${name}.geojson`), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const isCollection = (v: unknown): v is FeatureCollection =>
    isObject(v) && v.type === 'FeatureCollection' && Array.isArray(v.features);
  if (!isCollection(value)) throw new Error(`${file}: not a FeatureCollection`);
  return value;
}

/** The basemap from .cache/map/, or made and stored there; resolves to its file and figures. */
async function storedBasemap(): Promise<Figures & { file: string; cached: boolean }> {
  const attribution = attributionHtml();
  const key = await inputsHash(BASEMAP_LAYERS, attribution);
  const file = path.join(STORE, `${key}.pmtiles`);
  const facts = path.join(STORE, `${key}.json`);
  if ((await exists(file)) && (await exists(facts))) {
    const stored: unknown = JSON.parse(await readFile(facts, 'utf8'));
    if (isFigures(stored)) return { file, cached: true, ...stored };
  }

  const geo: GeoCollections = {
    country: await readCollection('country'),
    counties: await readCollection('counties'),
    wards: await readCollection('wards'),
    water: await readCollection('water'),
    places: await readCollection('places'),
    pois: await readCollection('pois'),
  };
  const { buffer, stats, features } = basemapArchive(geo, { schema: BASEMAP_LAYERS, attribution });
  const figures: Figures = { hash: hash16(buffer), bytes: buffer.length, stats, features };
  // The figures last: an archive without them (an interrupted build) is made again.
  await writeFile(file, buffer);
  await writeFile(facts, JSON.stringify(figures));
  return { file, cached: false, ...figures };
}

/**
 * The step: the basemap (from the cache when its inputs are unchanged), MapLibre's worker and the
 * label font in public/map/, and no earlier build's files beside them.
 */
export async function run(): Promise<string> {
  const started = performance.now();
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(STORE, { recursive: true });
  const wanted = new Set<string>();
  let report: string;

  if (BASEMAP_FLAVOUR === 'openstreetmap') {
    const osm = path.join(OUT_DIR, OSM_BASEMAP_FILE);
    if (!(await exists(osm)))
      throw new Error(
        `NEXT_PUBLIC_MAP_BASEMAP=openstreetmap, but public/map/${OSM_BASEMAP_FILE} is missing: put the OpenStreetMap extract of Kenya (Protomaps basemap, PMTiles) there`,
      );
    report = `OpenStreetMap basemap public/map/${OSM_BASEMAP_FILE} (${((await stat(osm)).size / 1048576).toFixed(1)} MB)`;
    await sweepStore(STORE, new Set(), STORE_KEEP_DAYS);
  } else {
    const basemap = await storedBasemap();
    const name = mapFileNames.tiles(basemap.hash);
    await place(basemap.file, path.join(OUT_DIR, name));
    wanted.add(name);
    // The archive in use and its figures are marked as used; others unused for long are dropped.
    const stored = path.basename(basemap.file, '.pmtiles');
    await sweepStore(STORE, new Set([`${stored}.pmtiles`, `${stored}.json`]), STORE_KEEP_DAYS);
    const { stats, features } = basemap;
    const counts = Object.entries(features).map(([layer, count]) => `${layer} ${count}`);
    const tiles = `${stats.addressedTiles} tiles z${stats.minZoom}-${stats.maxZoom} (${stats.tileContents} distinct, ${stats.leafDirectories} leaf directories)`;
    const size = `${(basemap.bytes / 1048576).toFixed(2)} MB`;
    report = `${counts.join(', ')} features; ${tiles}; ${name} ${size}${basemap.cached ? ', from cache' : ''}`;

    // The street archive is committed as geodata/ made it: placed under the hash of its bytes.
    const streetsFile = path.join(GEO_DIR, 'streets.pmtiles');
    const streets = streetsArchiveName(await readFile(streetsFile));
    await place(streetsFile, path.join(OUT_DIR, streets));
    wanted.add(streets);
    report += `; ${streets} ${((await stat(streetsFile)).size / 1048576).toFixed(2)} MB`;
  }

  // The worker as MapLibre ships it, less its source map line: the map is not published here.
  const worker = (
    await readFile(require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs'), 'utf8')
  ).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  wanted.add(await writeNamed(mapFileNames.worker(hash16(worker)), worker));
  for (const subset of MAP_FONT_SUBSETS) {
    const font = await readFile(
      require.resolve(`${FONT_PACKAGE}/files/plus-jakarta-sans-${subset}-wght-normal.woff2`),
    );
    wanted.add(await writeNamed(mapFileNames.font(subset, hash16(font)), font));
  }

  let removed = 0;
  for (const name of await readdir(OUT_DIR))
    if (isMapAssetFile(name) && !wanted.has(name)) {
      await rm(path.join(OUT_DIR, name), { force: true });
      removed++;
    }
  return `${report}; worker and ${MAP_FONT_SUBSETS.length} font files, ${removed} stale removed, in ${secondsSince(started)}`;
}
