// Turns the open geographic data for Kenya into the compact GeoJSON files under data/geo/ that the
// basemap and the static map pictures are drawn from, and fixes a checked centre point for every
// area listings use (data/geo/areas.json). Run by hand when the source data changes:
//
//   node geodata/prepare.mjs <folder of the open data>
//
// It is not part of the build: the output is committed, so a clone builds without the source
// folder. The output is deterministic (same input, byte-identical files) so that a re-run shows
// in git only what the source changed. data/geo/README.md describes the files and their licences.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { simplify } from '@turf/simplify';
import { loadTs, ROOT } from '../scripts/load-ts.mjs';

const USAGE = 'usage: node geodata/prepare.mjs <folder of the open data>';
const SOURCE_DIR = process.argv[2];
if (!SOURCE_DIR || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(2);
}

const SOURCES = {
  arcWards: 'boundaries/nairobi_wards_arc.geojson',
  omareWards: 'boundaries/kenya_wards_omare2017.geojson',
  metroPlaces: 'places/nairobi_metro_geonames_places.geojson',
  metroPois: 'pois/nairobi_metro_geonames_pois.geojson',
  geonames: 'places/geonames/KE.txt',
  lakes: 'naturalearth/ke-lakes.geojson',
  rivers: 'naturalearth/ke-rivers.geojson',
  towns: 'naturalearth/ke-places.geojson',
};
for (const file of Object.values(SOURCES)) {
  const ok = await stat(path.join(SOURCE_DIR, file)).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!ok) {
    console.error(`prepare: ${path.join(SOURCE_DIR, file)} not found\n${USAGE}`);
    process.exit(2);
  }
}

const { AREAS, TOWN_COUNTY, placeName } = await loadTs('lib/listings/vocabulary.ts');
const OUT_DIR = path.join(ROOT, 'data', 'geo');

/** Degrees per metre, near enough for simplification tolerances at Kenya's latitudes. */
const METRE = 1 / 111_320;
const TOLERANCE = {
  // The ARC wards are drawn at street level; 10 m keeps every bend a reader could notice.
  arcWards: () => 10 * METRE,
  // The Omare wards are digitised from 1:50,000 IEBC maps and are 100 m or more off in places;
  // a uniform 100 m would still leave 2 MB of them. So the tolerance grows with the ward: 2% of
  // its side, from 50 m for town wards (Nakuru's Kivumbini, Mombasa Island's) to 500 m for the
  // 1,000 km² wards of the north, where a ward border is only ever seen from far out.
  omareWards: (area) => Math.min(500 * METRE, Math.max(50 * METRE, 0.02 * Math.sqrt(area))),
  // Natural Earth 10m has a vertex every kilometre or so; this only drops near-collinear ones.
  naturalEarth: 100 * METRE,
};
/** Square kilometres per square degree near the equator. */
const KM2_PER_SQUARE_DEGREE = 111.32 ** 2;
/** Counties and the country keep islands (Mombasa Island is 15 km²) but not sub-km² slivers. */
const MIN_PART_KM2 = 2;
/** Omare's Nairobi wards are 1–3 km off; the ARC set replaces them (README caveat). */
const ARC_COUNTY = 'Nairobi';
/** Labels of the same name closer than this are one place: GeoNames often records a place twice,
 *  as PPL and PPLX, 0.1–2 km apart. */
const SAME_PLACE_KM = 2;
/** A neighbourhood label is not repeated near an area label or town of the same name. */
const LABEL_SHADOW_KM = 3;
/** POIs are kept this close to the areas of towns outside the Nairobi metro POI file. */
const POI_RADIUS_KM = 15;
/** Natural Earth towns at least this large are drawn as cities, with rank 1. */
const CITY_POPULATION = 250_000;

// Known attribute errors in the Omare set, fixed before use. Each must still match the source,
// so that a corrected release makes the script stop here instead of fixing what is right.
const OMARE_FIXES = [
  // Kiambu town's ward, labelled Kitui County; it lies inside Kiambu, 100 km from Kitui.
  { ward: 'Township (Kiambu)', county: 'Kitui', set: { county: 'Kiambu' } },
  // Labelled Wajir (Tarbaj) but surrounded by Mandera County: it is Mandera South's Wargadud
  // (Tarbaj's own Wargadud is a separate feature).
  { ward: 'Wargudud', county: 'Wajir', set: { ward: 'Wargadud', county: 'Mandera' } },
];

// The centre of every area of AREAS, keyed by placeName(area, town). `geonames` is a GeoNames id
// (KE.txt), `at` a [latitude, longitude] placed by hand, `wardCentre` the centre of that ward's
// polygon. `ward` (and `county`, where it is not TOWN_COUNTY[town]) is where the point must fall:
// a change in the source data that moves a point to another ward stops the script. `displaced`
// lists GeoNames points that are wrong for this area, left out of the neighbourhood labels too.
const CENTRES = {
  'Kilimani, Nairobi': { geonames: 8477699, ward: 'Kilimani', radiusKm: 2 },
  'Kileleshwa, Nairobi': { geonames: 192093, ward: 'Kileleshwa', radiusKm: 2 },
  'Lavington, Nairobi': { geonames: 8477654, ward: 'Kilimani', radiusKm: 2 },
  'Westlands, Nairobi': { geonames: 178147, ward: 'Parklands/Highridge', radiusKm: 2 },
  'Karen, Nairobi': { geonames: 8477691, ward: 'Karen', radiusKm: 4.5 },
  'Runda, Nairobi': { geonames: 8477571, ward: 'Karura', radiusKm: 2.5 },
  'Muthaiga, Nairobi': { geonames: 185401, ward: 'Karura', radiusKm: 2 },
  'Riverside, Nairobi': { geonames: 8477655, ward: 'Kileleshwa', radiusKm: 1.5 },
  'Upper Hill, Nairobi': {
    geonames: 184739,
    ward: 'Kilimani',
    radiusKm: 1.5,
    displaced: [178712],
    note: "GeoNames 'Upper Hill Estate' (178712) lies 2.8 km west, by Yaya Centre; this is 'Nairobi Hill', Upper Hill's former name, on Upper Hill Road. The ward boundary crosses Upper Hill: its south (Hospital Road) is in Woodley/Kenyatta Golf Course.",
  },
  'Parklands, Nairobi': {
    at: [-1.261, 36.82],
    ward: 'Parklands/Highridge',
    radiusKm: 2,
    displaced: [181656],
    note: "GeoNames 'Upper Parklands Estate' (181656) lies 2.5 km west, near Peponi Road; placed on the Parklands avenues between City Park and the Aga Khan hospital.",
  },
  'Langata, Nairobi': {
    at: [-1.329, 36.786],
    ward: 'Mugumo-ini',
    radiusKm: 3,
    displaced: [8449763],
    note: "GeoNames 'Lang'ata' (8449763) lies 7 km south-west, in Karen ward; placed on Lang'ata Road by the Lang'ata estates and Southlands (Mugumo-ini ward, Lang'ata constituency).",
  },
  'South C, Nairobi': {
    geonames: 8477728,
    ward: 'South C',
    radiusKm: 1.5,
    note: "GeoNames spells it 'South ’C’'.",
  },
  'South B, Nairobi': {
    geonames: 8477707,
    ward: 'Nairobi South',
    radiusKm: 1.5,
    note: "GeoNames spells it 'South ’B’'.",
  },
  'Ngara, Nairobi': { geonames: 8449760, ward: 'Ngara', radiusKm: 1.5 },
  'Embakasi, Nairobi': { geonames: 198442, ward: 'Embakasi', radiusKm: 5 },
  'Kasarani, Nairobi': { geonames: 8693323, ward: 'Kasarani', radiusKm: 4 },
  'Roysambu, Nairobi': { geonames: 8477623, ward: 'Roysambu', radiusKm: 2.5 },
  'Donholm, Nairobi': {
    geonames: 198867,
    ward: 'Lower Savanna',
    radiusKm: 2,
    note: "GeoNames spells it 'Doonholm Estate'.",
  },
  'Nyali, Mombasa': {
    geonames: 182954,
    ward: "Ziwa La Ng'ombe",
    radiusKm: 3,
    note: "Omare's Mkomani ward (Nyali proper) covers only the peninsula's southern tip, so this point in south Nyali falls in its Ziwa La Ng'ombe polygon.",
  },
  'Shanzu, Mombasa': { geonames: 180463, ward: 'Shanzu', radiusKm: 2.5 },
  'Bamburi, Mombasa': {
    geonames: 200656,
    ward: 'Shanzu',
    radiusKm: 3,
    note: "GeoNames gives 2 decimals; Omare's coarse Kisauni boundaries put the point in Shanzu ward.",
  },
  'Kizingo, Mombasa': {
    at: [-4.068, 39.672],
    ward: 'Mji Wa Kale/Makadara',
    radiusKm: 1.5,
    note: 'Not in GeoNames (its Kizingo entries are in Kilifi and Kwale); placed in the south-east of Mombasa Island, between Mama Ngina Drive and the Mombasa Hospital.',
  },
  'Tudor, Mombasa': { geonames: 10344570, ward: 'Tudor', radiusKm: 1.5 },
  'Mtwapa, Mombasa': {
    geonames: 11002530,
    ward: 'Shimo La Tewa',
    county: 'Kilifi',
    radiusKm: 3,
    note: 'Mtwapa is in Kilifi County, across Mtwapa Creek north of Mombasa.',
  },
  'Milimani, Kisumu': {
    wardCentre: 'Market Milimani',
    ward: 'Market Milimani',
    radiusKm: 1.5,
    note: 'Not in GeoNames; centre of the Market Milimani ward, which holds the lakeside Milimani estate west of the town centre.',
  },
  'Riat Hills, Kisumu': {
    at: [-0.061, 34.738],
    ward: 'Central Kisumu',
    radiusKm: 2.5,
    note: "Not in GeoNames (its 'Riat' is in Homa Bay County); placed on the hills about 5 km north-west of the town centre, above the airport (Kisumu West).",
  },
  'Mamboleo, Kisumu': {
    geonames: 187929,
    ward: 'Kajulu',
    radiusKm: 2.5,
    note: 'GeoNames market point, given to 2 decimals.',
  },
  'Nyalenda, Kisumu': {
    geonames: 11964227,
    ward: 'Kolwa Central',
    radiusKm: 2,
    note: "Omare's polygons put this GeoNames locality just outside its Nyalenda A ward.",
  },
  'Milimani, Nakuru': {
    at: [-0.268, 36.076],
    ward: 'Menengai',
    radiusKm: 1.5,
    note: 'Not in GeoNames; placed about 1.5 km north of the town centre, below Menengai Forest.',
  },
  'Section 58, Nakuru': {
    at: [-0.2925, 36.093],
    ward: 'Biashara',
    radiusKm: 1.5,
    note: 'Not in GeoNames; placed on the Nairobi road east of the town centre, next to Kabachia (Biashara ward).',
  },
  'Lanet, Nakuru': { geonames: 8629599, ward: 'Nakuru East', radiusKm: 4 },
  'Naka, Nakuru': {
    at: [-0.29, 36.105],
    ward: 'Nakuru East',
    radiusKm: 2,
    note: 'Not in GeoNames; placed about 4 km east of the town centre off the Nairobi road, between Hyrax Hill and Lake Nakuru National Park.',
  },
  'Elgon View, Eldoret': {
    at: [0.496, 35.278],
    ward: 'Racecourse',
    radiusKm: 2,
    note: "Not in GeoNames ('Elgonview Farm' is 7 km north); placed south of the town centre along the Eldoret–Kapsabet road.",
  },
  'Kapsoya, Eldoret': {
    at: [0.515, 35.305],
    ward: 'Kapsoya',
    radiusKm: 2.5,
    note: 'Not in GeoNames; placed on the eastern edge of town, about 4 km by road from the centre.',
  },
  'Pioneer, Eldoret': {
    at: [0.508, 35.29],
    ward: 'Kapsoya',
    radiusKm: 1.5,
    note: "Not in GeoNames (its 'Pioneer' is in Nairobi); placed south-east of the town centre, between the railway and Kapsoya.",
  },
  'Ruiru, Kiambu': { geonames: 181032, ward: 'Biashara', radiusKm: 6 },
  'Kikuyu, Kiambu': { geonames: 192126, ward: 'Kikuyu', radiusKm: 5 },
  'Limuru, Kiambu': { geonames: 189386, ward: 'Limuru Central', radiusKm: 6 },
  'Ruaka, Kiambu': {
    geonames: 181087,
    ward: 'Nyadhuna',
    radiusKm: 2.5,
    note: 'GeoNames gives 2 decimals (about 1 km).',
  },
  'Thindigua, Kiambu': {
    at: [-1.196, 36.831],
    ward: 'Township (Kiambu)',
    radiusKm: 2,
    note: 'Not in GeoNames; placed on Kiambu Road about 3 km south of Kiambu town.',
  },
  'Syokimau, Machakos': {
    at: [-1.364, 36.93],
    ward: 'Syokimau/Mulolongo',
    radiusKm: 3,
    note: 'Not in GeoNames; placed between Mombasa Road and the Syokimau railway station (the ward polygon centre is nearer Mlolongo).',
  },
  'Athi River, Machakos': { geonames: 200787, ward: 'Athi River', radiusKm: 6 },
  'Mlolongo, Machakos': { geonames: 9166066, ward: 'Syokimau/Mulolongo', radiusKm: 2.5 },
  'Machakos Town, Machakos': { geonames: 188492, ward: 'Machakos Central', radiusKm: 6 },
  'Kitengela, Kajiado': { geonames: 7931934, ward: 'Kitengela', radiusKm: 6 },
  'Ngong, Kajiado': {
    geonames: 183595,
    ward: 'Nkaimurunya',
    radiusKm: 4,
    note: "Omare's Ngong ward polygon lies west of the town, so the town centre falls in its Nkaimurunya polygon.",
  },
  'Ongata Rongai, Kajiado': { geonames: 189723, ward: 'Ongata Rongai', radiusKm: 4 },
};

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

// ---------------------------------------------------------------------------------------------
// Small helpers

const readJson = async (file) => JSON.parse(await readFile(path.join(SOURCE_DIR, file), 'utf8'));
const round = (n) => Math.round(n * 1e5) / 1e5 + 0;
const roundPoint = (c) => [round(c[0]), round(c[1])];
const samePoint = (a, b) => a[0] === b[0] && a[1] === b[1];
const vertexKey = (c) => `${c[0]},${c[1]}`;
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Great-circle distance in km between [lon, lat] points. */
function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** Signed area of an open or closed ring in square degrees: positive when counter-clockwise. */
function ringArea(ring) {
  let sum = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % n];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Label comparison ignores case, accents and punctuation ('South ’B’' is 'South B'). */
const sameName = (s) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Ward and county names as a reader writes them: the sources' title-casing leaves "Mang'U",
 * "Parklands/highridge", "Umoja Ii" and "Nyalenda 'A'".
 */
function cleanName(raw) {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ Ward$/i, '')
    .replace(/[’']([A-Z])[’']/g, '$1')
    .replace(/(\p{L})([’'])(\p{Lu})/gu, (_, a, q, b) => `${a}${q}${b.toLowerCase()}`)
    .replace(/\s*\/\s*(\p{L})/gu, (_, a) => `/${a.toUpperCase()}`)
    .replace(/(?<= )(?:i{1,3}|iv|vi{0,3}|ix)(?= |$)/gi, (m) => m.toUpperCase());
}

/** Ring without its closing vertex or repeated vertices, as plain [x, y] pairs. */
function openRing(ring) {
  const out = [];
  for (const c of ring) {
    const p = [c[0], c[1]];
    if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
  }
  if (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop();
  return out;
}

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Douglas–Peucker on an open path; endpoints are kept. */
function simplifyPath(coords, tolerance) {
  if (tolerance <= 0 || coords.length <= 2) return coords;
  return simplify({ type: 'LineString', coordinates: coords }, { tolerance, highQuality: true })
    .coordinates;
}

/** A closed path is cut at its vertex farthest from the start, so it keeps a triangle at least. */
function simplifyArc(coords, tolerance) {
  if (!samePoint(coords[0], coords[coords.length - 1])) return simplifyPath(coords, tolerance);
  let far = 1;
  let best = -1;
  for (let i = 1; i < coords.length - 1; i++) {
    const d = (coords[i][0] - coords[0][0]) ** 2 + (coords[i][1] - coords[0][1]) ** 2;
    if (d > best) [best, far] = [d, i];
  }
  const head = simplifyPath(coords.slice(0, far + 1), tolerance);
  const tail = simplifyPath(coords.slice(far), tolerance);
  return [...head, ...tail.slice(1)];
}

// ---------------------------------------------------------------------------------------------
// Shared-border simplification. Neighbouring polygons in each source share their border vertices
// exactly; simplifying each polygon on its own would leave slivers and double lines along every
// border. Instead each border stretch between junctions (an arc) is simplified once and used by
// both neighbours, as TopoJSON does. Arcs are also what the county outlines are dissolved from.

/**
 * @param {{ polygons: number[][][][] }[]} shapes polygons of open rings (outer ring first)
 * @param {(ringArea: number) => number} toleranceOf degrees, from a ring's area in square degrees;
 *   an arc takes the smallest tolerance of the rings that use it
 */
function buildTopology(shapes, toleranceOf) {
  const rings = [];
  shapes.forEach((shape, s) =>
    shape.polygons.forEach((polygon, p) =>
      polygon.forEach((coords, r) => {
        if (coords.length < 3) return;
        rings.push({ shape: s, polygon: p, hole: r > 0, coords, area: ringArea(coords) });
      }),
    ),
  );

  // A junction is a vertex whose neighbours differ between the rings that pass through it.
  const neighbours = new Map();
  const junctions = new Set();
  for (const { coords } of rings) {
    const n = coords.length;
    for (let i = 0; i < n; i++) {
      const k = vertexKey(coords[i]);
      const a = vertexKey(coords[(i + n - 1) % n]);
      const b = vertexKey(coords[(i + 1) % n]);
      const pair = a < b ? `${a};${b}` : `${b};${a}`;
      const seen = neighbours.get(k);
      if (seen === undefined) neighbours.set(k, pair);
      else if (seen !== pair) junctions.add(k);
    }
  }

  const arcs = [];
  const arcIds = new Map();
  const addArc = (coords) => {
    const forward = coords.map(vertexKey).join('|');
    const backward = coords.map(vertexKey).reverse().join('|');
    const reversed = backward < forward;
    const canonical = reversed ? backward : forward;
    let id = arcIds.get(canonical);
    if (id === undefined) {
      id = arcs.length;
      arcIds.set(canonical, id);
      const path = reversed ? [...coords].reverse() : coords;
      arcs.push({ coords: path, tolerance: Infinity, simplified: path });
    }
    return { id, reversed };
  };

  for (const ring of rings) {
    const { coords } = ring;
    const n = coords.length;
    const cuts = [];
    for (let i = 0; i < n; i++) if (junctions.has(vertexKey(coords[i]))) cuts.push(i);
    if (cuts.length === 0) {
      // A ring with no junction (an island, or a ward enclosed by one neighbour) is one closed
      // arc, started at its smallest vertex so that both rings that use it find the same arc.
      let start = 0;
      for (let i = 1; i < n; i++) {
        const [a, b] = [coords[i], coords[start]];
        if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) start = i;
      }
      const path = [...coords.slice(start), ...coords.slice(0, start), coords[start]];
      ring.refs = [addArc(path)];
      continue;
    }
    ring.refs = cuts.map((from, j) => {
      const to = cuts[(j + 1) % cuts.length];
      const path = [];
      for (let i = from; ; i = (i + 1) % n) {
        path.push(coords[i]);
        if (path.length > 1 && i === to) break;
      }
      return addArc(path);
    });
  }

  for (const ring of rings) {
    const tolerance = toleranceOf(Math.abs(ring.area));
    for (const { id } of ring.refs) arcs[id].tolerance = Math.min(arcs[id].tolerance, tolerance);
  }
  for (const arc of arcs) {
    arc.initial = arc.tolerance;
    arc.simplified = simplifyArc(arc.coords, arc.tolerance);
  }

  const assemble = (refs) => {
    const out = [];
    for (const { id, reversed } of refs) {
      const path = reversed ? [...arcs[id].simplified].reverse() : arcs[id].simplified;
      for (let i = out.length ? 1 : 0; i < path.length; i++) {
        const p = roundPoint(path[i]);
        if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
      }
    }
    if (out.length && !samePoint(out[0], out[out.length - 1])) out.push(out[0]);
    return out;
  };
  // A simplified ring must keep its orientation and roughly its area; where it does not, the
  // tolerance of its arcs is halved (for its neighbours too) until it does.
  const valid = (ring, coords) => {
    if (coords.length < 4) return false;
    const ratio = ringArea(coords) / ring.area;
    return ratio > 0.5 && ratio < 2;
  };
  // Rings below a few square metres are digitising debris that rounding to 1 m would collapse.
  const live = rings.filter((ring) => Math.abs(ring.area) > 1e-9);
  for (let attempt = 0; ; attempt++) {
    const bad = live.filter((ring) => !valid(ring, assemble(ring.refs)));
    if (!bad.length) break;
    if (attempt === 40) throw new Error(`prepare: ${bad.length} rings stay degenerate`);
    const dirty = new Set(bad.flatMap((ring) => ring.refs.map((ref) => ref.id)));
    for (const id of dirty) {
      const arc = arcs[id];
      arc.tolerance = arc.tolerance > arc.initial / 1e3 ? arc.tolerance / 2 : 0;
      arc.simplified = simplifyArc(arc.coords, arc.tolerance);
    }
  }

  const rewound = (coords, counterClockwise) =>
    ringArea(coords) > 0 === counterClockwise ? coords : [...coords].reverse();
  return {
    arcs,
    assemble,
    /** The simplified polygons of a shape, outer rings counter-clockwise (RFC 7946). */
    polygons(s) {
      const byPolygon = new Map();
      for (const ring of live) {
        if (ring.shape !== s) continue;
        if (!byPolygon.has(ring.polygon)) byPolygon.set(ring.polygon, []);
        byPolygon.get(ring.polygon).push(rewound(assemble(ring.refs), !ring.hole));
      }
      return [...byPolygon.values()].filter((rings) => ringArea(rings[0]) > 0);
    },
    /** A shape's rings as arc references, outer rings counter-clockwise, holes clockwise. */
    orientedRefs(s) {
      return live
        .filter((ring) => ring.shape === s)
        .map((ring) =>
          ring.area > 0 === !ring.hole
            ? ring.refs
            : [...ring.refs].reverse().map(({ id, reversed }) => ({ id, reversed: !reversed })),
        );
    },
  };
}

/**
 * The outline of a group of shapes of one topology: the arcs on its border, chained into rings. Holes are dropped: Kenya's counties have no enclaves, so a hole is a gap between
 * source wards. So are parts under MIN_PART_KM2, slivers that the source wards leave behind.
 */
function dissolve(topology, shapeIndexes) {
  // With outer rings counter-clockwise, an arc between two members is used once each way and
  // cancels out; what is left over is the border, in the direction it runs. Counting directions,
  // not uses, also copes with the few places where the source wards overlap.
  const net = new Map();
  for (const { id, reversed } of shapeIndexes.flatMap((s) => topology.orientedRefs(s).flat())) {
    net.set(id, (net.get(id) ?? 0) + (reversed ? -1 : 1));
  }
  const border = [...net]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => a - b)
    .map(([id, n]) => ({ id, reversed: n < 0 }));
  const end = ({ id, reversed }, last) => {
    const { coords } = topology.arcs[id];
    return vertexKey(reversed === last ? coords[0] : coords[coords.length - 1]);
  };
  const byStart = new Map();
  border.forEach((ref, i) => {
    const k = end(ref, false);
    if (!byStart.has(k)) byStart.set(k, []);
    byStart.get(k).push(i);
  });
  const used = new Set();
  const rings = [];
  for (let i = 0; i < border.length; i++) {
    if (used.has(i)) continue;
    const loop = [];
    const start = end(border[i], false);
    for (let j = i; j !== undefined;) {
      used.add(j);
      loop.push(border[j]);
      const next = end(border[j], true);
      if (next === start) {
        rings.push(topology.assemble(loop));
        break;
      }
      j = (byStart.get(next) ?? []).find((k) => !used.has(k));
    }
  }
  return rings
    .filter((ring) => ring.length >= 4 && ringArea(ring) * KM2_PER_SQUARE_DEGREE >= MIN_PART_KM2)
    .map((ring) => [ring]);
}

const geometryOf = (polygons) =>
  polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };

const feature = (properties, geometry) => ({ type: 'Feature', properties, geometry });

/** Outer-ring centroid of the largest part, for a ward centre. */
function polygonCentre(geometry) {
  const outer = polygonsOf(geometry)
    .map((p) => p[0])
    .sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)))[0];
  let [cx, cy, a] = [0, 0, 0];
  for (let i = 0; i < outer.length - 1; i++) {
    const [x1, y1] = outer[i];
    const [x2, y2] = outer[i + 1];
    const cross = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
    a += cross;
  }
  return [round(cx / (3 * a)), round(cy / (3 * a))];
}

// ---------------------------------------------------------------------------------------------
// Sources

const arcSource = await readJson(SOURCES.arcWards);
const omareSource = await readJson(SOURCES.omareWards);
const lakesSource = await readJson(SOURCES.lakes);
const riversSource = await readJson(SOURCES.rivers);
const townsSource = await readJson(SOURCES.towns);
const metroPlaces = await readJson(SOURCES.metroPlaces);
const metroPois = await readJson(SOURCES.metroPois);

/** GeoNames records of KE.txt by id. */
const geonames = new Map();
for (const line of (await readFile(path.join(SOURCE_DIR, SOURCES.geonames), 'utf8')).split('\n')) {
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

for (const fix of OMARE_FIXES) {
  const hits = omareSource.features.filter(
    (f) => f.properties.ward === fix.ward && f.properties.county === fix.county,
  );
  if (hits.length !== 1)
    throw new Error(`prepare: Omare fix for ${fix.ward} matches ${hits.length}`);
  Object.assign(hits[0].properties, fix.set);
}

// ---------------------------------------------------------------------------------------------
// wards.geojson and counties.geojson

const arcShapes = arcSource.features.map((f) => ({
  name: cleanName(f.properties.ward_clean ?? f.properties.ward),
  county: ARC_COUNTY,
  source: 'arc',
  polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)),
}));
const omareShapes = omareSource.features.map((f) => ({
  name: cleanName(f.properties.ward),
  county: cleanName(f.properties.county),
  source: 'omare',
  polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)),
}));
const arcTopology = buildTopology(arcShapes, TOLERANCE.arcWards);
const omareTopology = buildTopology(omareShapes, TOLERANCE.omareWards);

const wardOrder = (a, b) =>
  compare(a.properties.county, b.properties.county) ||
  compare(a.properties.name, b.properties.name) ||
  compare(a.properties.source, b.properties.source) ||
  compare(JSON.stringify(a.geometry.coordinates[0]), JSON.stringify(b.geometry.coordinates[0]));
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
const counties = countyNames.map((name) => {
  const members = omareShapes.flatMap((s, i) => (s.county === name ? [i] : []));
  return feature({ name }, geometryOf(dissolve(omareTopology, members)));
});
if (counties.length !== 47) throw new Error(`prepare: ${counties.length} counties, expected 47`);

// Kenya's outline is the union of the same wards, so that it meets the county and ward borders
// exactly. Natural Earth's 10m outline is too coarse on the coast: it leaves out Mombasa Island
// and puts the Nyali and Shanzu shore up to a kilometre inland.
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
const inKenya = (lonLat) => booleanPointInPolygon(lonLat, country[0]);

// ---------------------------------------------------------------------------------------------
// areas.json: the checked centres

const expectedKeys = AREAS.map((a) => placeName(a.area, a.town));
for (const k of Object.keys(CENTRES)) {
  if (!expectedKeys.includes(k)) throw new Error(`prepare: centre for ${k}, which AREAS lacks`);
}
const wardsAt = (lonLat) => wards.filter((w) => booleanPointInPolygon(lonLat, w));
const areas = AREAS.map(({ town, area }) => {
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
  } else {
    lonLat = roundPoint([spec.at[1], spec.at[0]]);
    source = 'hand-placed';
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

// ---------------------------------------------------------------------------------------------
// places.geojson

const pointFeature = (properties, lonLat) =>
  feature(properties, { type: 'Point', coordinates: roundPoint(lonLat) });
const places = [];
for (const f of townsSource.features) {
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
for (const town of Object.keys(TOWN_COUNTY)) {
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
  places.push(pointFeature({ name, kind: 'neighbourhood', rank: 3 }, at));
}
const pointOrder = (a, b) =>
  (a.properties.rank ?? 0) - (b.properties.rank ?? 0) ||
  compare(a.properties.kind, b.properties.kind) ||
  compare(a.properties.name, b.properties.name) ||
  a.geometry.coordinates[0] - b.geometry.coordinates[0] ||
  a.geometry.coordinates[1] - b.geometry.coordinates[1];
places.sort(pointOrder);

// ---------------------------------------------------------------------------------------------
// pois.geojson

const kindOfCode = new Map(
  Object.entries(POI_CODES).flatMap(([k, codes]) => codes.map((c) => [c, k])),
);
const kindOfCategory = new Map(
  Object.entries(POI_CATEGORIES).flatMap(([k, cats]) => cats.map((c) => [c, k])),
);
const poiIds = new Set();
const pois = [];
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
const poiFeatures = pois.filter(
  (f, i) => i === 0 || JSON.stringify(f) !== JSON.stringify(pois[i - 1]),
);

// ---------------------------------------------------------------------------------------------
// water.geojson: lakes and rivers that touch Kenya

const outlineVertices = polygonsOf(country[0].geometry).flatMap((p) => p[0]);
const water = [];
const lakeShapes = lakesSource.features.filter((f) => {
  const lake = feature({}, f.geometry);
  return (
    polygonsOf(f.geometry).some((p) => p[0].some(inKenya)) ||
    outlineVertices.some((v) => booleanPointInPolygon(v, lake))
  );
});
lakeShapes.forEach((f) => {
  const topology = buildTopology(
    [{ polygons: polygonsOf(f.geometry).map((p) => p.map(openRing)) }],
    () => TOLERANCE.naturalEarth,
  );
  water.push(
    feature({ name: f.properties.name ?? '', kind: 'lake' }, geometryOf(topology.polygons(0))),
  );
});
for (const f of riversSource.features) {
  const lines =
    f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates;
  if (!lines.some((line) => line.some(inKenya))) continue;
  const simplified = lines
    .map((line) => {
      const out = [];
      for (const c of simplifyPath(
        line.map((c) => [c[0], c[1]]),
        TOLERANCE.naturalEarth,
      )) {
        const p = roundPoint(c);
        if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
      }
      return out;
    })
    .filter((line) => line.length >= 2);
  const geometry =
    simplified.length === 1
      ? { type: 'LineString', coordinates: simplified[0] }
      : { type: 'MultiLineString', coordinates: simplified };
  water.push(feature({ name: f.properties.name ?? '', kind: 'river' }, geometry));
}
water.sort(
  (a, b) =>
    compare(a.properties.kind, b.properties.kind) ||
    compare(a.properties.name, b.properties.name) ||
    compare(JSON.stringify(a.geometry.coordinates), JSON.stringify(b.geometry.coordinates)),
);

// ---------------------------------------------------------------------------------------------
// Output

/** One feature per line: compact, yet a re-run's diff shows which features changed. */
const collection = (features) =>
  `{"type":"FeatureCollection","features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
const outputs = [
  ['country.geojson', country.length, collection(country)],
  ['counties.geojson', counties.length, collection(counties)],
  ['wards.geojson', wards.length, collection(wards)],
  ['water.geojson', water.length, collection(water)],
  ['places.geojson', places.length, collection(places)],
  ['pois.geojson', poiFeatures.length, collection(poiFeatures)],
  ['areas.json', areas.length, `${JSON.stringify(areas, null, 2)}\n`],
];
const total = outputs.reduce((n, [, , text]) => n + Buffer.byteLength(text), 0);
if (total > 2_000_000) throw new Error(`prepare: data/geo would be ${total} bytes, over 2 MB`);
await mkdir(OUT_DIR, { recursive: true });
for (const [name, count, text] of outputs) {
  await writeFile(path.join(OUT_DIR, name), text);
  const bytes = String(Buffer.byteLength(text)).padStart(9);
  console.log(`${name.padEnd(18)} ${String(count).padStart(5)} features ${bytes} bytes`);
}
console.log(`${'total'.padEnd(33)}${String(total).padStart(9)} bytes`);
const byKind = (fs) => {
  const counts = new Map();
  for (const f of fs) counts.set(f.properties.kind, (counts.get(f.properties.kind) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
};
const arcCount = wards.filter((w) => w.properties.source === 'arc').length;
console.log(`wards: ${arcCount} arc, ${wards.length - arcCount} omare`);
console.log(`places: ${byKind(places)}; ${droppedPlaces} metro places left out`);
console.log(`pois: ${byKind(poiFeatures)}`);
console.log(`water: ${water.map((f) => f.properties.name || '(unnamed)').join(', ')}`);
