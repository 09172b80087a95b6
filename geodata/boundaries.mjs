// @ts-check
// wards.geojson, counties.geojson and country.geojson: the wards of both boundary sets, simplified
// along shared borders, and the counties and the country dissolved from the Omare wards.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { compare, feature, geometryOf } from './features.mjs';
import { METRE, openRing, polygonsOf } from './geometry.mjs';
import { cleanName } from './names.mjs';
import { buildTopology, dissolve } from './topology.mjs';

/** @typedef {import('./geometry.mjs').AreaGeometry} AreaGeometry */
/** @typedef {import('./geometry.mjs').Position} Position */
/** @typedef {{ name: string, county: string, source: 'arc' | 'omare' }} WardProperties */
/** @typedef {import('geojson').Feature<AreaGeometry, WardProperties>} Ward */
/** @typedef {import('geojson').Feature<AreaGeometry, { name: string }>} NamedArea */

export const TOLERANCE = {
  // The ARC wards are drawn at street level; 10 m keeps every bend a reader could notice.
  arcWards: () => 10 * METRE,
  // The Omare wards are digitised from 1:50,000 IEBC maps and are 100 m or more off in places;
  // a uniform 100 m would still leave 2 MB of them. So the tolerance grows with the ward: 2% of
  // its side, from 50 m for town wards (Nakuru's Kivumbini, Mombasa Island's) to 500 m for the
  // 1,000 km² wards of the north, where a ward border is only ever seen from far out.
  omareWards: (/** @type {number} */ area) =>
    Math.min(500 * METRE, Math.max(50 * METRE, 0.02 * Math.sqrt(area))),
};
/** Omare's Nairobi wards are 1–3 km off; the ARC set replaces them (README caveat). */
export const ARC_COUNTY = 'Nairobi';

/**
 * @param {import('./sources.mjs').Sources['arcWards']} arcSource
 * @param {import('./sources.mjs').Sources['omareWards']} omareSource
 */
export function buildBoundaries(arcSource, omareSource) {
  const arcShapes = arcSource.features.map((f) => ({
    name: cleanName(f.properties.ward_clean ?? f.properties.ward),
    county: ARC_COUNTY,
    source: /** @type {const} */ ('arc'),
    polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)),
  }));
  const omareShapes = omareSource.features.map((f) => ({
    name: cleanName(f.properties.ward),
    county: cleanName(f.properties.county),
    source: /** @type {const} */ ('omare'),
    polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)),
  }));
  const arcTopology = buildTopology(arcShapes, TOLERANCE.arcWards);
  const omareTopology = buildTopology(omareShapes, TOLERANCE.omareWards);

  const wardOrder = (/** @type {Ward} */ a, /** @type {Ward} */ b) =>
    compare(a.properties.county, b.properties.county) ||
    compare(a.properties.name, b.properties.name) ||
    compare(a.properties.source, b.properties.source) ||
    compare(JSON.stringify(a.geometry.coordinates[0]), JSON.stringify(b.geometry.coordinates[0]));
  /** @type {Ward[]} */
  const wards = [
    ...arcShapes.map((shape, s) => ({ shape, polygons: arcTopology.polygons(s) })),
    ...omareShapes
      .map((shape, s) => ({ shape, polygons: omareTopology.polygons(s) }))
      .filter(({ shape }) => shape.county !== ARC_COUNTY),
  ]
    .filter(({ polygons }) => polygons.length)
    .map(({ shape: { name, county, source }, polygons }) =>
      feature({ name, county, source }, geometryOf(polygons)),
    )
    .sort(wardOrder);

  const countyNames = [...new Set(omareShapes.map((s) => s.county))].sort(compare);
  /** @type {NamedArea[]} */
  const counties = countyNames.map((name) => {
    const members = omareShapes.flatMap((s, i) => (s.county === name ? [i] : []));
    return feature({ name }, geometryOf(dissolve(omareTopology, members)));
  });
  if (counties.length !== 47) throw new Error(`prepare: ${counties.length} counties, expected 47`);

  // Kenya's outline is the union of the same wards, so that it meets the county and ward borders
  // exactly. Natural Earth's 10m outline is too coarse on the coast: it leaves out Mombasa Island
  // and puts the Nyali and Shanzu shore up to a kilometre inland.
  /** @type {NamedArea[]} */
  const country = [
    feature(
      { name: 'Kenya' },
      geometryOf(
        dissolve(
          omareTopology,
          omareShapes.map((_, i) => i),
        ),
      ),
    ),
  ];
  const inKenya = (/** @type {Position} */ lonLat) => booleanPointInPolygon(lonLat, country[0]);
  return { wards, counties, country, inKenya };
}
