// @ts-check
// places.geojson: town labels from Natural Earth (and GeoNames for the towns it lacks), the areas
// of areas.json, and the Nairobi metro neighbourhoods of GeoNames that no other label names.
import { CENTRES } from './centres.mjs';
import { pointFeature, pointOrder } from './features.mjs';
import { km, roundPoint } from './geometry.mjs';
import { sameName } from './names.mjs';

/** @typedef {import('./features.mjs').PointFeature} PointFeature */

/** Labels of the same name closer than this are one place: GeoNames often records a place twice,
 *  as PPL and PPLX, 0.1–2 km apart. */
const SAME_PLACE_KM = 2;
/** A neighbourhood label is not repeated near an area label or town of the same name. */
const LABEL_SHADOW_KM = 3;
/** Natural Earth towns at least this large are drawn as cities, with rank 1. */
const CITY_POPULATION = 250_000;

/**
 * @param {object} inputs
 * @param {import('./sources.mjs').Sources['towns']} inputs.towns
 * @param {import('./sources.mjs').Sources['metroPlaces']} inputs.metroPlaces
 * @param {import('./sources.mjs').Sources['geonames']} inputs.geonames
 * @param {Readonly<Record<string, string>>} inputs.townCounty TOWN_COUNTY of the vocabulary
 * @param {import('./areas.mjs').AreaCentre[]} inputs.areas
 * @returns {{ places: PointFeature[], droppedPlaces: number }} the labels, and how many metro
 *   places were left out
 */
export function buildPlaces({ towns, metroPlaces, geonames, townCounty, areas }) {
  /** @type {PointFeature[]} */
  const places = [];
  for (const f of towns.features) {
    const { name, pop } = f.properties;
    if (!name) continue;
    const city = pop >= CITY_POPULATION;
    places.push(
      pointFeature(
        { name, kind: city ? 'city' : 'town', rank: city ? 1 : 2 },
        f.geometry.coordinates,
      ),
    );
  }
  // The towns of AREAS that Natural Earth lacks (Kiambu, Kajiado) come from GeoNames: the seat of
  // the county, or failing that the most populous place of the name.
  for (const town of Object.keys(townCounty)) {
    if (places.some((p) => p.properties.name === town)) continue;
    const [g] = [...geonames.values()]
      .filter((g) => g.featureClass === 'P' && g.name === town)
      .sort(
        (a, b) =>
          Number(b.code === 'PPLA') - Number(a.code === 'PPLA') ||
          b.population - a.population ||
          a.id - b.id,
      );
    if (!g) throw new Error(`prepare: no place point for the town ${town}`);
    places.push(pointFeature({ name: town, kind: 'town', rank: 2 }, [g.lon, g.lat]));
  }
  for (const a of areas) {
    places.push(
      pointFeature({ name: a.area, kind: 'neighbourhood', rank: 2 }, [a.longitude, a.latitude]),
    );
  }
  const usedGeonames = new Set(
    Object.values(CENTRES).flatMap((spec) => [spec.geonames, ...(spec.displaced ?? [])]),
  );
  /** @type {{ name: string, at: import('./geometry.mjs').Position, rank3?: boolean }[]} */
  const labelled = places.map((p) => ({
    name: sameName(p.properties.name),
    at: p.geometry.coordinates,
  }));
  let droppedPlaces = 0;
  for (const f of [...metroPlaces.features].sort(
    (a, b) => a.properties.geonameid - b.properties.geonameid,
  )) {
    const { geonameid, name } = f.properties;
    const at = roundPoint(f.geometry.coordinates);
    const key = sameName(name ?? '');
    const shadowed =
      !key ||
      usedGeonames.has(geonameid) ||
      labelled.some(
        (l) => l.name === key && km(l.at, at) < (l.rank3 ? SAME_PLACE_KM : LABEL_SHADOW_KM),
      );
    if (shadowed) {
      droppedPlaces++;
      continue;
    }
    usedGeonames.add(geonameid);
    labelled.push({ name: key, at, rank3: true });
    // `key` is not empty, so neither is `name`.
    places.push(
      pointFeature({ name: /** @type {string} */ (name), kind: 'neighbourhood', rank: 3 }, at),
    );
  }
  places.sort(pointOrder);
  return { places, droppedPlaces };
}
