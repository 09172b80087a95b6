// @ts-check
// pois.geojson: schools, hospitals, parks, stations, airports and universities, from the Nairobi
// metro POI file and, around the areas of the other towns, from KE.txt.
import { pointFeature, pointOrder } from './features.mjs';
import { km } from './geometry.mjs';

/** @typedef {import('./features.mjs').PointFeature} PointFeature */
/** @typedef {import('./geometry.mjs').Position} Position */

/** POIs are kept this close to the areas of towns outside the Nairobi metro POI file. */
const POI_RADIUS_KM = 15;

// GeoNames feature codes (KE.txt) and the Nairobi metro POI file's categories, by POI kind.
const POI_CODES = {
  school: ['SCH', 'SCHC', 'SCHT'],
  hospital: ['HSP', 'HSPC', 'CTRM'],
  park: ['PRK', 'GDN', 'FRST', 'RESW'],
  station: ['RSTN', 'RSTP', 'BUSTN'],
  airport: ['AIRP', 'AIRF'],
  university: ['UNIV'],
};
const POI_CATEGORIES = {
  school: ['school', 'technical school', 'college'],
  hospital: ['hospital', 'medical centre', 'clinic'],
  park: ['park', 'garden', 'forest', 'wildlife reserve'],
  station: ['railway station', 'railway stop', 'bus station'],
  airport: ['airport', 'airfield'],
  university: ['university'],
};

/**
 * @param {object} inputs
 * @param {import('./sources.mjs').Sources['metroPois']} inputs.metroPois
 * @param {import('./sources.mjs').Sources['geonames']} inputs.geonames
 * @param {import('./areas.mjs').AreaCentre[]} inputs.areas
 * @returns {PointFeature[]}
 */
export function buildPois({ metroPois, geonames, areas }) {
  const kindOfCode = new Map(
    Object.entries(POI_CODES).flatMap(([k, codes]) => codes.map((c) => [c, k])),
  );
  const kindOfCategory = new Map(
    Object.entries(POI_CATEGORIES).flatMap(([k, cats]) => cats.map((c) => [c, k])),
  );
  const poiIds = new Set();
  /** @type {PointFeature[]} */
  const pois = [];
  /**
   * @param {number} id
   * @param {string | null | undefined} name
   * @param {string | undefined} kind
   * @param {Position} lonLat
   */
  const addPoi = (id, name, kind, lonLat) => {
    if (!kind || !name?.trim() || poiIds.has(id)) return;
    poiIds.add(id);
    pois.push(pointFeature({ name: name.trim(), kind }, lonLat));
  };
  for (const f of metroPois.features) {
    const { geonameid, name, category } = f.properties;
    addPoi(geonameid, name, kindOfCategory.get(category), f.geometry.coordinates);
  }
  const otherCentres = areas
    .filter((a) => a.town !== 'Nairobi')
    .map((a) => [a.longitude, a.latitude]);
  for (const g of [...geonames.values()].sort((a, b) => a.id - b.id)) {
    const kind = kindOfCode.get(g.code);
    if (!kind) continue;
    const at = [g.lon, g.lat];
    if (otherCentres.some((c) => km(c, at) <= POI_RADIUS_KM)) addPoi(g.id, g.name, kind, at);
  }
  pois.sort(pointOrder);
  // The same facility recorded twice under different ids makes two identical features.
  return pois.filter((f, i) => i === 0 || JSON.stringify(f) !== JSON.stringify(pois[i - 1]));
}
