// @ts-check
// The files of the open data this workspace reads (the folder's own README says where each comes
// from), read as they are, with the known attribute errors of the Omare wards fixed.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * @template {import('geojson').Geometry} G
 * @template {import('geojson').GeoJsonProperties} P
 * @typedef {import('geojson').FeatureCollection<G, P>} Collection
 */
/** @typedef {import('geojson').Polygon | import('geojson').MultiPolygon} AreaGeometry */
/** @typedef {import('geojson').LineString | import('geojson').MultiLineString} LineGeometry */
/** @typedef {import('geojson').Point} Point */
/**
 * @typedef {object} GeoNamesRecord one line of KE.txt
 * @property {number} id
 * @property {string} name
 * @property {number} lat
 * @property {number} lon
 * @property {string} featureClass 'P' for populated places
 * @property {string} code the feature code: PPL, PPLA (a county seat), SCH, HSP, …
 * @property {number} population 0 where unknown
 */
/**
 * @typedef {object} Sources
 * @property {Collection<AreaGeometry, { ward: string, ward_clean?: string }>} arcWards
 * @property {Collection<AreaGeometry, { ward: string, county: string }>} omareWards
 * @property {Collection<AreaGeometry, { name?: string | null }>} lakes
 * @property {Collection<LineGeometry, { name?: string | null }>} rivers
 * @property {Collection<Point, { name?: string | null, pop: number }>} towns
 * @property {Collection<Point, { geonameid: number, name?: string | null }>} metroPlaces
 * @property {Collection<Point, { geonameid: number, name?: string | null, category: string }>} metroPois
 * @property {Map<number, GeoNamesRecord>} geonames KE.txt by id
 */

/** Paths within the folder of the open data. */
export const SOURCES = {
  arcWards: 'boundaries/nairobi_wards_arc.geojson',
  omareWards: 'boundaries/kenya_wards_omare2017.geojson',
  metroPlaces: 'places/nairobi_metro_geonames_places.geojson',
  metroPois: 'pois/nairobi_metro_geonames_pois.geojson',
  geonames: 'places/geonames/KE.txt',
  lakes: 'naturalearth/ke-lakes.geojson',
  rivers: 'naturalearth/ke-rivers.geojson',
  towns: 'naturalearth/ke-places.geojson',
};

// Known attribute errors in the Omare set, fixed before use. Each must still match the source,
// so that a corrected release makes the script stop here instead of fixing what is right.
const OMARE_FIXES = [
  // Kiambu town's ward, labelled Kitui County; it lies inside Kiambu, 100 km from Kitui.
  { ward: 'Township (Kiambu)', county: 'Kitui', set: { county: 'Kiambu' } },
  // Labelled Wajir (Tarbaj) but surrounded by Mandera County: it is Mandera South's Wargadud
  // (Tarbaj's own Wargadud is a separate feature).
  { ward: 'Wargudud', county: 'Wajir', set: { ward: 'Wargadud', county: 'Mandera' } },
];

/**
 * The source files that are missing from `dir`, as full paths.
 * @param {string} dir
 */
export async function missingSources(dir) {
  const missing = [];
  for (const file of Object.values(SOURCES)) {
    const ok = await stat(path.join(dir, file)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!ok) missing.push(path.join(dir, file));
  }
  return missing;
}

/**
 * Reads every source, with OMARE_FIXES applied to the Omare wards.
 * @param {string} dir the folder of the open data
 * @returns {Promise<Sources>}
 */
export async function readSources(dir) {
  const readJson = async (/** @type {string} */ file) =>
    JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  const sources = {
    arcWards: await readJson(SOURCES.arcWards),
    omareWards: await readJson(SOURCES.omareWards),
    lakes: await readJson(SOURCES.lakes),
    rivers: await readJson(SOURCES.rivers),
    towns: await readJson(SOURCES.towns),
    metroPlaces: await readJson(SOURCES.metroPlaces),
    metroPois: await readJson(SOURCES.metroPois),
    geonames: parseGeoNames(await readFile(path.join(dir, SOURCES.geonames), 'utf8')),
  };
  applyOmareFixes(sources.omareWards);
  return sources;
}

/**
 * GeoNames records of a country dump (tab-separated, 19 columns) by id.
 * @param {string} text
 */
export function parseGeoNames(text) {
  /** @type {Map<number, GeoNamesRecord>} */
  const geonames = new Map();
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    geonames.set(Number(f[0]), {
      id: Number(f[0]),
      name: f[1],
      lat: Number(f[4]),
      lon: Number(f[5]),
      featureClass: f[6],
      code: f[7],
      population: Number(f[14]) || 0,
    });
  }
  return geonames;
}

/** @param {Sources['omareWards']} omare */
function applyOmareFixes(omare) {
  for (const fix of OMARE_FIXES) {
    const hits = omare.features.filter(
      (f) => f.properties.ward === fix.ward && f.properties.county === fix.county,
    );
    if (hits.length !== 1)
      throw new Error(`prepare: Omare fix for ${fix.ward} matches ${hits.length}`);
    Object.assign(hits[0].properties, fix.set);
  }
}
