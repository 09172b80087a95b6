// @ts-check
// areas.json: the checked centre of every area of AREAS, in its order, each checked against the
// ward and county it must fall in.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { ARC_COUNTY } from './boundaries.mjs';
import { CENTRES } from './centres.mjs';
import { polygonCentre, roundPoint } from './geometry.mjs';

/** @typedef {import('./geometry.mjs').Position} Position */
/** @typedef {import('./boundaries.mjs').Ward} Ward */
/**
 * @typedef {object} Vocabulary the part of lib/listings/vocabulary.ts used here
 * @property {readonly { town: string, area: string }[]} AREAS
 * @property {Readonly<Record<string, string>>} TOWN_COUNTY
 * @property {(area: string, town: string) => string} placeName
 */
/**
 * @typedef {object} AreaCentre one entry of areas.json (data/geo/README.md describes the fields)
 * @property {string} town
 * @property {string} area
 * @property {number} latitude
 * @property {number} longitude
 * @property {number} radiusKm
 * @property {string} ward
 * @property {string} county
 * @property {string} source
 * @property {string} note
 */

/**
 * @param {Vocabulary} vocabulary
 * @param {Ward[]} wards
 * @param {Map<number, import('./sources.mjs').GeoNamesRecord>} geonames
 * @param {(lonLat: Position) => boolean} inKenya
 * @returns {AreaCentre[]}
 */
export function buildAreas({ AREAS, TOWN_COUNTY, placeName }, wards, geonames, inKenya) {
  const expectedKeys = AREAS.map((a) => placeName(a.area, a.town));
  for (const k of Object.keys(CENTRES)) {
    if (!expectedKeys.includes(k)) throw new Error(`prepare: centre for ${k}, which AREAS lacks`);
  }
  const wardsAt = (/** @type {Position} */ lonLat) =>
    wards.filter((w) => booleanPointInPolygon(lonLat, w));
  return AREAS.map(({ town, area }) => {
    const where = placeName(area, town);
    const spec = CENTRES[where];
    if (!spec) throw new Error(`prepare: no centre for ${where}`);
    const county = spec.county ?? TOWN_COUNTY[town];
    let lonLat;
    let source;
    if (spec.geonames) {
      const g = geonames.get(spec.geonames);
      if (!g) throw new Error(`prepare: GeoNames ${spec.geonames} (${where}) is not in KE.txt`);
      lonLat = roundPoint([g.lon, g.lat]);
      source = `GeoNames ${g.id}`;
    } else if (spec.wardCentre) {
      const ward = wards.find(
        (w) => w.properties.name === spec.wardCentre && w.properties.county === county,
      );
      if (!ward) throw new Error(`prepare: no ward ${spec.wardCentre} in ${county}`);
      lonLat = polygonCentre(ward.geometry);
      source = 'ward centre';
    } else if (spec.at) {
      lonLat = roundPoint([spec.at[1], spec.at[0]]);
      source = 'hand-placed';
    } else {
      throw new Error(`prepare: the centre of ${where} has no geonames, wardCentre or at`);
    }
    // Nairobi's centres are placed in the ARC wards, the others in Omare's; the two sets overlap
    // along Nairobi's border.
    const wantSource = county === ARC_COUNTY ? 'arc' : 'omare';
    const found = wardsAt(lonLat).filter((w) => w.properties.source === wantSource);
    const names = found.map((w) => `${w.properties.name} (${w.properties.county})`).join(', ');
    if (found.length !== 1 || found[0].properties.name !== spec.ward) {
      throw new Error(`prepare: ${where} should be in ${spec.ward}, is in [${names}]`);
    }
    if (found[0].properties.county !== county) {
      throw new Error(`prepare: ${where} should be in ${county} County, is in ${names}`);
    }
    if (!inKenya(lonLat)) throw new Error(`prepare: ${where} lies outside the country outline`);
    if (!(spec.radiusKm >= 0.5 && spec.radiusKm <= 8)) {
      throw new Error(`prepare: radius of ${where} out of range`);
    }
    return {
      town,
      area,
      latitude: lonLat[1],
      longitude: lonLat[0],
      radiusKm: spec.radiusKm,
      ward: spec.ward,
      county,
      source,
      note: spec.note ?? '',
    };
  });
}
