// @ts-check
// Turns the open geographic data for Kenya into the compact GeoJSON files under data/geo/ that the
// basemap and the static map pictures are drawn from, and fixes a checked centre point for every
// area listings use (data/geo/areas.json). Run by hand when the source data changes:
//
//   npm run prepare-data -w geodata -- <folder of the open data>
//   node geodata/prepare.mjs <folder of the open data>
//
// It is not part of the build: the output is committed, so a clone builds without the source
// folder. The output is deterministic (same input, byte-identical files) so that a re-run shows
// in git only what the source changed. data/geo/README.md describes the files and their licences;
// README.md in this folder says which module makes what.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { buildAreas } from './areas.mjs';
import { buildBoundaries } from './boundaries.mjs';
import { collection } from './features.mjs';
import { buildLandmarks, landmarkPoints, landmarksFile } from './landmarks.mjs';
import { writeOutputs } from './output.mjs';
import { nearbyFile, nearbyRows } from './nearby.mjs';
import { buildPlaces } from './places.mjs';
import { buildPois } from './pois.mjs';
import { missingSources, readSources } from './sources.mjs';
import { buildStreets, streetsArchive, TILES_DIR } from './streets.mjs';
import { buildWater } from './water.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'data', 'geo');
const USAGE = 'usage: node geodata/prepare.mjs <folder of the open data>';
/** The budget of the street archive (data/geo/README.md); the map's whole budget is 30 MB. */
const STREETS_MAX_BYTES = 12_000_000;

if (!process.argv[2] || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs a workspace's scripts in its own folder; a relative path means where npm was started.
const SOURCE_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
const missing = await missingSources(SOURCE_DIR);
if (missing.length) {
  console.error(`prepare: ${missing[0]} not found\n${USAGE}`);
  process.exit(2);
}

// The areas and towns are the product's own list. Node 20 cannot import TypeScript, so jiti
// compiles the file; it imports nothing, so it needs none of the product's aliases.
/** @type {typeof import('../lib/listings/vocabulary.ts')} */
const vocabulary = await createJiti(import.meta.url).import(
  path.join(ROOT, 'lib/listings/vocabulary.ts'),
);

const sources = await readSources(SOURCE_DIR);
const { wards, counties, country, inKenya } = buildBoundaries(sources.arcWards, sources.omareWards);
const areas = buildAreas(vocabulary, wards, sources.geonames, inKenya);
const { places, droppedPlaces } = buildPlaces({
  towns: sources.towns,
  metroPlaces: sources.metroPlaces,
  geonames: sources.geonames,
  townCounty: vocabulary.TOWN_COUNTY,
  areas,
});
const pois = buildPois({ metroPois: sources.metroPois, geonames: sources.geonames, areas });
const water = buildWater({
  lakes: sources.lakes,
  rivers: sources.rivers,
  country: country[0],
  inKenya,
});

// The streets archive, the nearby places and the landmarks, from the OpenStreetMap tiles.
/** @type {typeof import('../lib/map/streets.ts')} */
const streetsSchema = await createJiti(import.meta.url).import(
  path.join(ROOT, 'lib/map/streets.ts'),
);
/** @type {{ buildPmtiles: (options: object) => { buffer: Buffer, stats: { addressedTiles: number } } }} */
const writer = await createJiti(import.meta.url).import(
  path.join(ROOT, 'scripts/build/map/pmtiles-writer.ts'),
);
const streets = await buildStreets(SOURCE_DIR, streetsSchema.STREET_LAYERS, {
  min: streetsSchema.STREET_MIN_ZOOM,
  max: streetsSchema.STREET_MAX_ZOOM,
});
const archive = streetsArchive(streets.tiles, streetsSchema, writer.buildPmtiles);
/** @type {import('./nearby.mjs').NearbyRow[]} */
const nearbyAll = [];
/** @type {import('./landmarks.mjs').OsmPoint[]} */
const landmarkAll = [];
const z14 = path.join(SOURCE_DIR, TILES_DIR, '14');
for (const x of await readdir(z14))
  for (const y of await readdir(path.join(z14, x))) {
    const tile = await readFile(path.join(z14, x, y));
    const at = /** @type {const} */ ([14, Number(x), Number(y.replace(/\.pbf$/, ''))]);
    nearbyAll.push(...nearbyRows(tile, ...at));
    landmarkAll.push(...landmarkPoints(tile, ...at));
  }
const nearby = nearbyFile(nearbyAll);
const { landmarks, ambiguous } = buildLandmarks({
  osm: landmarkAll,
  geonames: sources.geonames,
  areas,
});
const landmarksJson = landmarksFile(landmarks);

await writeOutputs(OUT_DIR, [
  ['country.geojson', country.length, collection(country)],
  ['counties.geojson', counties.length, collection(counties)],
  ['wards.geojson', wards.length, collection(wards)],
  ['water.geojson', water.length, collection(water)],
  ['places.geojson', places.length, collection(places)],
  ['pois.geojson', pois.length, collection(pois)],
  ['areas.json', areas.length, `${JSON.stringify(areas, null, 2)}\n`],
  ['nearby.json', nearby.count, nearby.text],
  ['landmarks.json', landmarksJson.count, landmarksJson.text],
]);
if (archive.buffer.length > STREETS_MAX_BYTES)
  throw new Error(`prepare: streets.pmtiles would be ${archive.buffer.length} bytes, over 12 MB`);
await writeFile(path.join(OUT_DIR, 'streets.pmtiles'), archive.buffer);
console.log(
  `streets.pmtiles    ${String(archive.stats.addressedTiles).padStart(5)} tiles    ${String(archive.buffer.length).padStart(9)} bytes (from ${streets.sourceBytes} bytes of source tiles; ${streets.recentFeatures} features of 2026 in ${streets.recentBox.map((n) => n.toFixed(3)).join(', ')})`,
);
/** @param {{ properties: { kind: string } }[]} fs */
const byKind = (fs) => {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const f of fs) counts.set(f.properties.kind, (counts.get(f.properties.kind) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
};
const arcCount = wards.filter((w) => w.properties.source === 'arc').length;
console.log(`wards: ${arcCount} arc, ${wards.length - arcCount} omare`);
console.log(`places: ${byKind(places)}; ${droppedPlaces} metro places left out`);
console.log(`pois: ${byKind(pois)}`);
console.log(`water: ${water.map((f) => f.properties.name || '(unnamed)').join(', ')}`);
console.log(`landmarks: ${byKind(landmarks.map((l) => ({ properties: l })))}`);
if (ambiguous.length)
  console.log(`landmarks left out, their name at two places: ${ambiguous.join('; ')}`);
