// @ts-check
// landmarks.json: the well-known places a visitor can search homes near (lib/map/landmarks.ts):
// universities, hospitals, shopping malls, airports and business districts in or near the towns
// listings use. Chosen by rule from the points of interest of the OpenStreetMap tiles (zoom 14,
// where every point is) and from GeoNames (KE.txt); the business districts are a short list of
// names, each matched to one source feature. No position is typed by hand.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { compare } from './features.mjs';
import { km } from './geometry.mjs';
import { tilePointToLngLat } from './streets.mjs';

/** @typedef {import('./geometry.mjs').Position} Position */
/** @typedef {'business' | 'university' | 'hospital' | 'mall' | 'airport'} LandmarkKind */
/** @typedef {'osm' | 'geonames'} LandmarkSource */
/**
 * A named point of one zoom-14 tile, as the OpenMapTiles schema has it.
 * @typedef {object} OsmPoint
 * @property {'poi' | 'aerodrome_label' | 'place'} layer
 * @property {string} cls `class` ('' for the schema's catch-all of named buildings)
 * @property {string} subclass '' where the layer has none
 * @property {string} name `name:latin`, spaces collapsed
 * @property {string} iata airports only ('' elsewhere)
 * @property {string} grounds points of interest only: the class of the `landuse` polygon the
 *   point lies in ('hospital' where a hospital is mapped with its grounds), '' if none
 * @property {number} lon
 * @property {number} lat
 */
/**
 * A landmark from one source feature, before duplicates are merged.
 * @typedef {object} Candidate
 * @property {string} name
 * @property {LandmarkKind} kind
 * @property {Position} at [longitude, latitude]
 * @property {LandmarkSource} source
 * @property {boolean} [named] from NAMED_LANDMARKS: kept whatever else is near
 */
/**
 * One entry of landmarks.json (data/geo/README.md describes the fields).
 * @typedef {object} Landmark
 * @property {string} slug
 * @property {string} name
 * @property {LandmarkKind} kind
 * @property {string} town
 * @property {number} latitude
 * @property {number} longitude
 * @property {LandmarkSource} source
 */

/** Landmarks are kept this close to an area centre of areas.json: the search reaches 10 km. */
export const LANDMARK_RADIUS_KM = 15;
/** Two features of one kind whose names match and that lie this close are one place. */
export const SAME_PLACE_KM = 0.5;
/** A campus is large: two universities of matching names this close are one. */
export const SAME_CAMPUS_KM = 1;
/** Airports are larger: two within this distance are one, whatever their names. */
export const SAME_AIRPORT_KM = 3;
/** Features of one kind this close are one place if one's name holds the other's. */
export const NEAR_KM = 0.25;
/** Features of one kind this close are one building or campus under two names. */
export const SAME_SPOT_KM = 0.05;

const EXTENT = 4096;

/**
 * @typedef {object} NamedLandmark
 * @property {string} name the name the site shows
 * @property {LandmarkKind} kind
 * @property {{ layer: OsmPoint['layer'], cls: string, name: string }} [osm] the OSM place or
 *   point of interest its position comes from, by its exact name and class
 * @property {number} [geonames] or the GeoNames record's id
 * @property {string} why
 */
/**
 * Business districts, and the few famous places whose name no feature carries. Each must match
 * exactly one feature, or the run stops.
 * @type {NamedLandmark[]}
 */
export const NAMED_LANDMARKS = [
  // Nairobi
  {
    name: 'Nairobi CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Nairobi' },
    why: "OSM's point of the city, on City Hall Way",
  },
  {
    // Upper Hill and Westlands are areas too ('Upper Hill, Nairobi'): the landmarks' names say
    // which part of them they are.
    name: 'Upper Hill Business District',
    kind: 'business',
    osm: { layer: 'place', cls: 'suburb', name: 'Upper Hill' },
    why: 'the offices and hospitals south-west of the CBD',
  },
  {
    name: 'Westlands Commercial Centre',
    kind: 'business',
    osm: { layer: 'place', cls: 'suburb', name: 'Westlands' },
    why: "the commercial centre around Sarit Centre and The Mall (OSM's point)",
  },
  {
    name: 'Gigiri',
    kind: 'business',
    osm: { layer: 'place', cls: 'suburb', name: 'Gigiri' },
    why: 'the UN offices and embassies',
  },
  {
    name: 'Industrial Area',
    kind: 'business',
    geonames: 8477787,
    why: "Nairobi's Industrial Area (GeoNames INDS; OSM's 'Industrial Area' is Nakuru's)",
  },
  {
    name: 'Eastleigh',
    kind: 'business',
    osm: { layer: 'place', cls: 'suburb', name: 'Eastleigh' },
    why: 'the wholesale and retail district east of the CBD',
  },
  {
    name: 'University of Nairobi',
    kind: 'university',
    osm: { layer: 'poi', cls: '', name: 'University of Nairobi Towers' },
    why: "the main campus, at its tower; GeoNames' point lies 0.6 km east, on the CBD's edge",
  },
  // The other towns' centres
  {
    name: 'Mombasa CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Mombasa' },
    why: "OSM's point of the city, on Mombasa Island",
  },
  {
    name: 'Kisumu CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Kisumu' },
    why: "OSM's point of the city",
  },
  {
    name: 'Nakuru CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Nakuru' },
    why: "OSM's point of the town",
  },
  {
    name: 'Eldoret CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Eldoret' },
    why: "OSM's point of the town",
  },
  {
    name: 'Machakos CBD',
    kind: 'business',
    osm: { layer: 'place', cls: 'city', name: 'Machakos' },
    why: "OSM's point of the town",
  },
  {
    name: 'Kiambu Town',
    kind: 'business',
    osm: { layer: 'place', cls: 'town', name: 'Kiambu' },
    why: "OSM's point of the town",
  },
];

/**
 * Source names corrected for display: misspellings and a name that is two names. Each must
 * still be a name some feature carries, so that a corrected source makes the run stop here.
 * @type {Record<string, string>}
 */
export const RENAMES = {
  'Nakuru Airport Lanet Barraks': 'Nakuru Airport',
  'Jomo Kenyatta University for Agriculture and Technology, JKUAT':
    'Jomo Kenyatta University of Agriculture and Technology',
  'Coast General Refferal Hospital': 'Coast General Referral Hospital',
  'Likoni Sub - District Hospital': 'Likoni Sub-District Hospital',
  'Getrude Childrens Hospital': "Gertrude's Children's Hospital",
  "Gertrude's Children Hospital": "Gertrude's Children's Hospital",
  "St Pauls' University": "St. Paul's University",
  'Thika Road Mall TRM': 'Thika Road Mall (TRM)',
};

// What a name must (and must not) say, by kind. The words are whole words, in any case.
const UNIVERSITY = /\buniversity\b/i;
const HOSPITAL = /\bhospital\b/i;
/** A mall's own name; a shopping-centre tag also says 'Centre', 'Arcade', 'Market'… */
const MALL = /\bmall\b/i;
const SHOPPING_CENTRE = /\b(centre|center|arcade|market|square|walk)\b/i;
/** Parts of a campus or hospital, services in it, branches, and places named after one. */
const PART =
  /\b(hostels?|halls?|residence|parking|car park|clinic|dispensary|chapel|library|mess|cafeteria|gym|gymnasium|post office|primary|pre-?school|academy|plaza|towers?|stage|funeral|ground|playground|administration|proposed|atm|bank|hotel|laborator(y|ies)|vet labs|auditorium|mortuary|pharmacy|chemist|physiotherapy|wing|gate|annex|outpatient|staff|houses|quarters|medical cent(re|er)|health cent(re|er)|business|trade|stalls|branch)\b/i;
/** Words that name no particular university or hospital ('University Campus'). */
const GENERIC_WORDS = new Set(
  'university college campus main town city centre center hospital general district referral teaching sub county'.split(
    ' ',
  ),
);
const generic = (/** @type {string} */ name) => nameWords(name).every((w) => GENERIC_WORDS.has(w));
/** A university's learning or information centre, not a campus. */
const CENTRE = /\b(centre|center)\b/i;
const CAMPUS = /\bcampus\b/i;
/** A local shopping centre, a row of shops more often than a mall: not one, unless called so. */
const LOCAL_CENTRE = /\bshopping (centre|center)\b/i;

/**
 * The kind of landmark an OSM point is, if any: universities (a campus whose name says
 * 'University'), hospitals (tagged hospital, and called one), malls (tagged a mall with a
 * shopping centre's name, or a named building called a mall), airports (with an IATA code).
 * @param {OsmPoint} p
 * @returns {LandmarkKind | undefined}
 */
export function osmKind(p) {
  if (!p.name || p.name.includes(';')) return undefined;
  if (p.layer === 'aerodrome_label') return p.iata ? 'airport' : undefined;
  if (p.layer !== 'poi' || PART.test(p.name)) return undefined;
  const sub = p.subclass;
  if (['university', 'college', 'school', ''].includes(sub) && UNIVERSITY.test(p.name))
    return generic(p.name) || (CENTRE.test(p.name) && !CAMPUS.test(p.name))
      ? undefined
      : 'university';
  if (sub === 'hospital' && HOSPITAL.test(p.name))
    return p.grounds === 'hospital' && !generic(p.name) ? 'hospital' : undefined;
  if (MALL.test(p.name)) return sub === 'mall' || sub === '' ? 'mall' : undefined;
  if (sub === 'mall' && SHOPPING_CENTRE.test(p.name) && !LOCAL_CENTRE.test(p.name)) return 'mall';
  return undefined;
}

/**
 * The kind of landmark a GeoNames record is, if any: universities (UNIV), hospitals (HSP called
 * a hospital), airports (AIRP; airfields, AIRF, are not).
 * @param {import('./sources.mjs').GeoNamesRecord} g
 * @returns {LandmarkKind | undefined}
 */
export function geonamesKind(g) {
  if (g.code === 'UNIV') return 'university';
  if (g.code === 'HSP' && HOSPITAL.test(g.name) && !PART.test(g.name) && !generic(g.name))
    return 'hospital';
  if (g.code === 'AIRP') return 'airport';
  return undefined;
}

/**
 * The named points of one zoom-14 tile in the layers landmarks come from. Points in the tile's
 * buffer (outside 0…4096) belong to the neighbouring tile and are read there.
 * @param {Uint8Array} data @param {number} z @param {number} x @param {number} y
 * @returns {OsmPoint[]}
 */
export function landmarkPoints(data, z, x, y) {
  const tile = new VectorTile(new PbfReader(data));
  /** @type {{ cls: string, rings: { x: number, y: number }[][] }[]} */
  const landuse = [];
  const landuseLayer = tile.layers.landuse;
  for (let i = 0; i < (landuseLayer?.length ?? 0); i++) {
    const feature = landuseLayer.feature(i);
    const cls = feature.properties.class;
    if (feature.type === 3 && typeof cls === 'string')
      landuse.push({ cls, rings: feature.loadGeometry() });
  }
  /** @type {OsmPoint[]} */
  const points = [];
  for (const layer of /** @type {const} */ (['poi', 'aerodrome_label', 'place'])) {
    const source = tile.layers[layer];
    if (!source) continue;
    for (let i = 0; i < source.length; i++) {
      const feature = source.feature(i);
      const p = feature.properties;
      const name = typeof p['name:latin'] === 'string' ? cleanSpaces(p['name:latin']) : '';
      if (!name || feature.type !== 1) continue;
      const point = feature.loadGeometry()[0]?.[0];
      if (!point || point.x < 0 || point.y < 0 || point.x >= EXTENT || point.y >= EXTENT) continue;
      const [lon, lat] = tilePointToLngLat(z, x, y, point);
      points.push({
        layer,
        cls: typeof p.class === 'string' ? p.class : '',
        subclass: typeof p.subclass === 'string' ? p.subclass : '',
        name,
        iata: typeof p.iata === 'string' ? p.iata.trim() : '',
        grounds:
          layer === 'poi' ? (landuse.find((l) => insideRings(point, l.rings))?.cls ?? '') : '',
        lon,
        lat,
      });
    }
  }
  return points;
}

/**
 * Whether a point lies inside a polygon's rings (even-odd: a hole's inside is outside).
 * @param {{ x: number, y: number }} p
 * @param {{ x: number, y: number }[][]} rings
 */
export function insideRings(p, rings) {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [a, b] = [ring[i], ring[j]];
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
        inside = !inside;
    }
  return inside;
}

const cleanSpaces = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

/** English words written in lower case inside a name ('Technical University Of Mombasa'). */
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on']);

/**
 * A name as the site shows it: spaces tidied ('St . Francis' is 'St. Francis', 'Hospital(Njiru)'
 * is 'Hospital (Njiru)'), stray double quotes and a trailing 'Ltd' or 'Limited' dropped, a name
 * written all in capitals in title case (words of up to three letters, acronyms, stay as they
 * are), and words written all in lower case capitalised, except small words inside the name
 * ('Kenya school of law' is 'Kenya School of Law'). Mixed-case words ('iHub') are left alone.
 * @param {string} raw
 */
export function displayName(raw) {
  const name = cleanSpaces(
    raw
      .replace(/"/g, '')
      .replace(/\s*\((?:[^()\s]+\s+){3,}[^()\s]+\)/g, '')
      .replace(/(\S) -(?=\S)/g, '$1 - ')
      .replace(/\s+([.,])/g, '$1')
      .replace(/(\S)\(/g, '$1 (')
      .replace(/[\s.,]+(ltd|limited)\.?$/i, '')
      .replace(/[\s.,]+$/, ''),
  );
  const shouting = !/\p{Ll}/u.test(name);
  return name
    .split(' ')
    .map((word, i) => {
      if (shouting && word.replace(/\P{L}/gu, '').length > 3)
        return word[0] + word.slice(1).toLowerCase();
      if (i > 0 && SMALL_WORDS.has(word.toLowerCase()) && /^\p{Lu}\p{Ll}+$/u.test(word))
        return word.toLowerCase();
      if (word !== word.toLowerCase() || (i > 0 && SMALL_WORDS.has(word))) return word;
      return word.replace(/\p{L}/u, (c) => c.toUpperCase());
    })
    .join(' ');
}

const STOP_WORDS = new Set(['the', 'of', 'for', 'and', 'at', 'in']);

/**
 * The words of a name, for comparing two sources' names of one place: lower case, accents,
 * apostrophes and punctuation dropped, and the small words too ('University of Kenyatta' has
 * the words of 'Kenyatta University').
 * @param {string} name
 */
export function nameWords(name) {
  return [
    ...new Set(
      name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/['\u2018\u2019\u02bc`]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w && !STOP_WORDS.has(w)),
    ),
  ].sort();
}

/**
 * Whether two words are one, allowing a slip of the pen in a long word: one letter in words of
 * five letters or more ('Mathari', 'Mathare'; 'Getrude', 'Gertrude'), two from eight letters
 * ('Refferal', 'Referral'), never the first.
 * @param {string} a @param {string} b
 */
export function sameWord(a, b) {
  if (a === b) return true;
  // A slip is never in the first letter: 'Westlands' is not 'Eastlands'.
  if (a[0] !== b[0]) return false;
  const n = Math.min(a.length, b.length);
  const allowed = n >= 8 ? 2 : n >= 5 ? 1 : 0;
  if (!allowed || Math.abs(a.length - b.length) > allowed) return false;
  // Levenshtein distance, one row at a time.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] <= allowed;
}

/**
 * Whether the words of `a` are all words of `b` (sameWord).
 * @param {string[]} a @param {string[]} b
 */
const wordsWithin = (a, b) => a.length > 0 && a.every((w) => b.some((v) => sameWord(w, v)));

/** Words a longer name of a place may add to a shorter one's without naming another place. */
const PLAIN_WORDS = new Set(['campus', 'main']);

/**
 * Whether two names may be one place's: the words of one are all words of the other, which adds
 * at most one more ('Forces Memorial Hospital', 'Defence Forces Memorial Hospital'), not counting
 * 'campus' and 'main'. 'University of Nairobi' is not 'Mount Kenya University, Nairobi Campus'.
 * @param {string} a @param {string} b
 */
export function namesMatch(a, b) {
  const [x, y] = [nameWords(a), nameWords(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const added = long.filter((w) => !PLAIN_WORDS.has(w) && !short.some((v) => sameWord(v, w)));
  return wordsWithin(short, long) && added.length <= 1;
}

/**
 * Whether the words of one name are all words of the other, whatever the other adds: enough
 * for two features within NEAR_KM ('Kenya Methodist University (KeMU HuB)').
 * @param {string} a @param {string} b
 */
export function nameWithin(a, b) {
  const [x, y] = [nameWords(a), nameWords(b)];
  return x.length <= y.length ? wordsWithin(x, y) : wordsWithin(y, x);
}

/**
 * Whether two names are one name, written two ways ('Mathari Mental Hospital', 'Mathare Mental
 * Hospital'; 'St. Paul's University', 'St Pauls' University').
 * @param {string} a @param {string} b
 */
export function sameName(a, b) {
  const [x, y] = [nameWords(a), nameWords(b)];
  return x.length === y.length && wordsWithin(x, y) && wordsWithin(y, x);
}

/**
 * A landmark's slug: ASCII lower case words joined by hyphens, apostrophes joining their word
 * ("St. Paul's" → st-pauls), accents dropped; the rule of lib/map/pictures.ts's slugify.
 * @param {string} text
 */
export function landmarkSlug(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How far apart two features of a kind with matching names may be and still be one place. */
const SAME_PLACE_KM_OF = { university: SAME_CAMPUS_KM, airport: SAME_AIRPORT_KM };

/**
 * Whether `b` is the place `a` stands for: of one kind, and at one spot, or close enough with
 * matching names (airports whatever their names: GeoNames and OSM name them differently).
 * @param {Candidate} a @param {Candidate} b
 */
function samePlace(a, b) {
  if (a.kind !== b.kind) return false;
  const d = km(a.at, b.at);
  if (d <= SAME_SPOT_KM || (a.kind === 'airport' && d <= SAME_AIRPORT_KM)) return true;
  if (d <= NEAR_KM && nameWithin(a.name, b.name)) return true;
  const limit = /** @type {Record<string, number>} */ (SAME_PLACE_KM_OF)[a.kind] ?? SAME_PLACE_KM;
  return d <= limit && namesMatch(a.name, b.name);
}

/**
 * @typedef {Candidate & { town: string, support: number, names: string[] }} Merged a place, the
 *   number of features that agree on it, and the names they give it
 */

/**
 * One landmark per place. Candidates come in order of preference (the named landmarks, then
 * OpenStreetMap, then GeoNames); a later one that is the place of a kept one (samePlace) joins
 * it. Then, within a town, a name that stands for places farther apart (the same name, written
 * either way: sameName) keeps the place most features agree on, or, where none has a majority,
 * none: which one is meant cannot be told. A named landmark is always the one kept.
 * @param {(Candidate & { town: string })[]} candidates
 * @returns {{ kept: Merged[], ambiguous: string[] }} and the names dropped as ambiguous
 */
export function mergeCandidates(candidates) {
  /** @type {Merged[]} */
  const merged = [];
  for (const c of candidates) {
    const same = merged.find((k) => samePlace(k, c));
    if (same) {
      same.support++;
      // One source's two names at one spot are two features (a mislabelled one, often); two
      // sources' are two names of one place.
      if (c.source !== same.source || namesMatch(same.name, c.name)) same.names.push(c.name);
    } else merged.push({ ...c, support: 1, names: [c.name] });
  }
  // Groups of places one of whose names is a name of another, in one town and of one kind.
  const group = merged.map((_, i) => i);
  const root = (/** @type {number} */ i) => {
    while (group[i] !== i) i = group[i];
    return i;
  };
  for (let i = 0; i < merged.length; i++)
    for (let j = i + 1; j < merged.length; j++) {
      const [a, b] = [merged[i], merged[j]];
      if (
        a.town === b.town &&
        a.kind === b.kind &&
        a.names.some((x) => b.names.some((y) => sameName(x, y)))
      )
        group[root(j)] = root(i);
    }
  /** @type {Map<number, Merged[]>} */
  const groups = new Map();
  merged.forEach((m, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), m]));
  /** @type {Set<Merged>} */
  const dropped = new Set();
  /** @type {string[]} */
  const ambiguous = [];
  for (const places of groups.values()) {
    if (places.length < 2) continue;
    const bySupport = [...places].sort((a, b) => b.support - a.support);
    const keep =
      places.find((k) => k.named) ??
      (bySupport[0].support > bySupport[1].support ? bySupport[0] : undefined);
    for (const k of places) if (k !== keep) dropped.add(k);
    if (!keep) ambiguous.push(`${places[0].name} (${places[0].town}, ${places.length} places)`);
  }
  return { kept: merged.filter((k) => !dropped.has(k)), ambiguous };
}

/**
 * Slugs for the landmarks: the name's, with the town's added where two towns share a name
 * ('aga-khan-university-hospital-mombasa') or the name is a town's. A slug never equals a
 * town's, and two landmarks never share one: the run stops rather than write either.
 * @param {{ name: string, town: string }[]} landmarks
 * @param {Iterable<string>} towns
 * @returns {string[]} in the order of `landmarks`
 */
export function landmarkSlugs(landmarks, towns) {
  const townSlugs = new Set([...towns].map(landmarkSlug));
  const bare = landmarks.map((l) => landmarkSlug(l.name));
  const slugs = landmarks.map((l, i) =>
    bare.filter((s) => s === bare[i]).length > 1 || townSlugs.has(bare[i])
      ? `${bare[i]}-${landmarkSlug(l.town)}`
      : bare[i],
  );
  slugs.forEach((slug, i) => {
    if (!slug || townSlugs.has(slug) || slugs.indexOf(slug) !== i)
      throw new Error(
        `prepare: landmark ${landmarks[i].name} (${landmarks[i].town}) has slug '${slug}'`,
      );
  });
  return slugs;
}

const round4 = (/** @type {number} */ n) => Math.round(n * 1e4) / 1e4 + 0;

/**
 * The landmarks of the OSM points and GeoNames records within LANDMARK_RADIUS_KM of an area
 * centre, each in the town of the nearest centre, sorted by town and name.
 * @param {object} inputs
 * @param {OsmPoint[]} inputs.osm the points of every zoom-14 tile (landmarkPoints)
 * @param {Map<number, import('./sources.mjs').GeoNamesRecord>} inputs.geonames
 * @param {{ town: string, latitude: number, longitude: number }[]} inputs.areas areas.json
 * @param {NamedLandmark[]} [inputs.named] NAMED_LANDMARKS, or a test's
 * @param {Record<string, string>} [inputs.renames] RENAMES, or a test's
 * @returns {{ landmarks: Landmark[], ambiguous: string[] }} and the names dropped as ambiguous
 */
export function buildLandmarks({
  osm,
  geonames,
  areas,
  named = NAMED_LANDMARKS,
  renames = RENAMES,
}) {
  /** @param {Position} at */
  const nearestTown = (at) => {
    let best = { town: '', d: Infinity };
    for (const a of areas) {
      const d = km([a.longitude, a.latitude], at);
      if (d < best.d) best = { town: a.town, d };
    }
    return best.d <= LANDMARK_RADIUS_KM ? best.town : undefined;
  };
  const usedRenames = new Set();
  /** @param {string} name */
  const rename = (name) => {
    if (renames[name]) usedRenames.add(name);
    return displayName(renames[name] ?? name);
  };
  const byName = (/** @type {OsmPoint} */ a, /** @type {OsmPoint} */ b) =>
    compare(a.name, b.name) || a.lon - b.lon || a.lat - b.lat;

  /** @type {Candidate[]} */
  const candidates = named.map((spec) => {
    if (spec.geonames) {
      const g = geonames.get(spec.geonames);
      if (!g) throw new Error(`prepare: GeoNames ${spec.geonames} (${spec.name}) is not in KE.txt`);
      return {
        name: spec.name,
        kind: spec.kind,
        at: [g.lon, g.lat],
        source: 'geonames',
        named: true,
      };
    }
    const match = spec.osm;
    const hits = osm.filter(
      (p) => match && p.layer === match.layer && p.cls === match.cls && p.name === match.name,
    );
    // One feature may come twice, as a node and as its area's centroid: a few metres apart.
    const distinct = hits.filter(
      (p, i) => hits.findIndex((q) => km([q.lon, q.lat], [p.lon, p.lat]) < 0.05) === i,
    );
    if (distinct.length !== 1)
      throw new Error(`prepare: the landmark ${spec.name} matches ${distinct.length} OSM features`);
    return {
      name: spec.name,
      kind: spec.kind,
      at: [distinct[0].lon, distinct[0].lat],
      source: 'osm',
      named: true,
    };
  });
  for (const p of [...osm].sort(byName)) {
    const kind = osmKind({ ...p, name: renames[p.name] ?? p.name });
    if (kind) candidates.push({ name: rename(p.name), kind, at: [p.lon, p.lat], source: 'osm' });
  }
  for (const g of [...geonames.values()].sort((a, b) => a.id - b.id)) {
    const kind = geonamesKind(g);
    if (kind)
      candidates.push({ name: rename(g.name), kind, at: [g.lon, g.lat], source: 'geonames' });
  }
  for (const name of Object.keys(renames))
    if (!usedRenames.has(name)) throw new Error(`prepare: no feature is called ${name} any more`);

  /** @type {(Candidate & { town: string })[]} */
  const placed = [];
  for (const c of candidates) {
    const town = nearestTown(c.at);
    if (town) placed.push({ ...c, town });
    else if (c.named) throw new Error(`prepare: the landmark ${c.name} is far from every area`);
  }
  const { kept, ambiguous } = mergeCandidates(placed);
  kept.sort(
    (a, b) =>
      compare(a.town, b.town) || compare(a.name, b.name) || a.at[0] - b.at[0] || a.at[1] - b.at[1],
  );
  const slugs = landmarkSlugs(kept, new Set(areas.map((a) => a.town)));
  return {
    landmarks: kept.map((k, i) => ({
      slug: slugs[i],
      name: k.name,
      kind: k.kind,
      town: k.town,
      latitude: round4(k.at[1]),
      longitude: round4(k.at[0]),
      source: k.source,
    })),
    ambiguous,
  };
}

/**
 * landmarks.json: an array, one landmark per line, so that a diff shows which landmarks changed.
 * @param {Landmark[]} landmarks
 */
export function landmarksFile(landmarks) {
  const lines = landmarks.map((l) =>
    JSON.stringify({
      slug: l.slug,
      name: l.name,
      kind: l.kind,
      town: l.town,
      latitude: l.latitude,
      longitude: l.longitude,
      source: l.source,
    }),
  );
  return { count: landmarks.length, text: `[\n${lines.join(',\n')}\n]\n` };
}
