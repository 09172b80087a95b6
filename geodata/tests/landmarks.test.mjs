// @ts-check
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { describe, expect, it } from 'vitest';
import {
  buildLandmarks,
  displayName,
  geonamesKind,
  insideRings,
  landmarkPoints,
  landmarkSlug,
  landmarkSlugs,
  landmarksFile,
  mergeCandidates,
  namesMatch,
  osmKind,
  sameName,
  sameWord,
} from '../landmarks.mjs';

/** @typedef {import('../landmarks.mjs').OsmPoint} OsmPoint */
/** @typedef {import('../landmarks.mjs').Candidate & { town: string }} Placed */

/**
 * An OSM point of interest, by default a hospital mapped with its grounds, in Nairobi.
 * @param {Partial<OsmPoint>} fields
 * @returns {OsmPoint}
 */
const poi = (fields) => ({
  layer: 'poi',
  cls: 'hospital',
  subclass: 'hospital',
  name: 'Nairobi Hospital',
  iata: '',
  grounds: 'hospital',
  lon: 36.8043,
  lat: -1.2964,
  ...fields,
});

/**
 * A GeoNames record (KE.txt).
 * @param {number} id @param {string} name @param {string} code
 * @param {number} lat @param {number} lon
 */
const geoname = (id, name, code, lat, lon) => ({
  id,
  name,
  lat,
  lon,
  featureClass: 'S',
  code,
  population: 0,
});

/**
 * A candidate, in Nairobi unless said.
 * @param {string} name @param {import('../landmarks.mjs').LandmarkKind} kind
 * @param {[number, number]} at @param {'osm' | 'geonames'} [source]
 * @returns {Placed}
 */
const candidate = (name, kind, at, source = 'osm') => ({ name, kind, at, source, town: 'Nairobi' });

describe('displayName', () => {
  it.each([
    ['KAG EAST UNIVERSITY', 'KAG East University'],
    ['Kenya school of law', 'Kenya School of Law'],
    ['Technical University Of Mombasa', 'Technical University of Mombasa'],
    ['St . Francis Community Hospital', 'St. Francis Community Hospital'],
    ['Aga Khan University Hospital(Njiru)', 'Aga Khan University Hospital (Njiru)'],
    ['Catholic University of EA -Eldoret Campus', 'Catholic University of EA - Eldoret Campus'],
    ['Balozi Hospital LTD', 'Balozi Hospital'],
    ['Care Hospital LTD.', 'Care Hospital'],
    [
      'Eldoret Hospital Limited (Providing Health Care Service With Excellence)',
      'Eldoret Hospital',
    ],
    ['New Muthaiga" Shopping Center.', 'New Muthaiga Shopping Center'],
    // What is right already stays as it is.
    ['Maria Immaculata Hospital (MCH)', 'Maria Immaculata Hospital (MCH)'],
    ['The Hub Mall', 'The Hub Mall'],
    ['iHub', 'iHub'],
    ["St. Paul's University", "St. Paul's University"],
  ])('%s is %s', (raw, shown) => {
    expect(displayName(raw)).toBe(shown);
  });
});

describe('comparing names', () => {
  it('allows a slip of the pen in a long word, never in its first letter', () => {
    expect(sameWord('mathari', 'mathare')).toBe(true);
    expect(sameWord('refferal', 'referral')).toBe(true);
    expect(sameWord('getrude', 'gertrude')).toBe(true);
    expect(sameWord('westlands', 'eastlands')).toBe(false);
    expect(sameWord('moi', 'mol')).toBe(false);
    expect(sameWord('kisumu', 'kisii')).toBe(false);
  });

  it('matches a name that adds at most one word to another', () => {
    expect(namesMatch('Wilson Airport', 'Nairobi Wilson Airport')).toBe(true);
    expect(namesMatch('University of Kenyatta', 'Kenyatta University')).toBe(true);
    expect(namesMatch('Forces Memorial Hospital', 'Defence Forces Memorial Hospital')).toBe(true);
    expect(
      namesMatch('Mount Kenya University - Nakuru', 'Mount Kenya University-Nakuru Campus'),
    ).toBe(true);
    expect(namesMatch('University of Nairobi', 'Mount Kenya University, Nairobi Campus')).toBe(
      false,
    );
    expect(namesMatch('Strathmore University', 'Strathmore Law School')).toBe(false);
  });

  it('tells one name written two ways from two names', () => {
    expect(sameName('Mathari Mental Hospital', 'Mathare Mental Hospital')).toBe(true);
    expect(sameName("St Pauls' University", "St. Paul's University")).toBe(true);
    expect(sameName('Kenyatta University', 'Kenyatta University Nakuru Campus')).toBe(false);
  });
});

describe('slugs', () => {
  it('are lower-case words joined by hyphens, never with a slash', () => {
    expect(landmarkSlug("St. Paul's University")).toBe('st-pauls-university');
    expect(landmarkSlug('Mũthaiga Mall')).toBe('muthaiga-mall');
    expect(landmarkSlug('Nairobi/CBD (Main)')).toBe('nairobi-cbd-main');
  });

  it('add the town where two towns share a name, or the name is a town', () => {
    const towns = ['Nairobi', 'Mombasa', 'Kisumu'];
    expect(
      landmarkSlugs(
        [
          { name: 'Aga Khan Hospital', town: 'Kisumu' },
          { name: 'Aga Khan Hospital', town: 'Mombasa' },
          { name: 'Kisumu', town: 'Kisumu' },
          { name: 'Sarit Centre', town: 'Nairobi' },
        ],
        towns,
      ),
    ).toEqual([
      'aga-khan-hospital-kisumu',
      'aga-khan-hospital-mombasa',
      'kisumu-kisumu',
      'sarit-centre',
    ]);
    expect(() =>
      landmarkSlugs(
        [
          { name: 'Star Mall', town: 'Nairobi' },
          { name: 'Star Mall', town: 'Nairobi' },
        ],
        towns,
      ),
    ).toThrow("prepare: landmark Star Mall (Nairobi) has slug 'star-mall-nairobi'");
  });
});

describe('what a feature is', () => {
  it.each([
    [{ name: 'Nairobi Hospital' }, 'hospital'],
    // A hospital without mapped grounds, a clinic, a part of a hospital: none.
    [{ name: 'Glory Hospital', grounds: '' }, undefined],
    [{ name: 'Mercy Clinic', subclass: 'clinic' }, undefined],
    [{ name: 'Aga Khan University Hospital Medical Centre' }, undefined],
    [{ name: 'Kenyatta National Hospital Parking' }, undefined],
    [{ name: 'Hospital' }, undefined],
    [{ name: 'Strathmore University', cls: 'college', subclass: 'university' }, 'university'],
    [{ name: 'Maseno University Town Campus', cls: '', subclass: '' }, 'university'],
    [{ name: 'Zetech College', cls: 'college', subclass: 'college' }, undefined],
    [{ name: 'Moi University Hostels', cls: 'lodging', subclass: 'hostel' }, undefined],
    [{ name: 'Kenyatta University Post Office', cls: '', subclass: '' }, undefined],
    [{ name: 'Kenyatta University - Kisumu Odel Centre', cls: '', subclass: '' }, undefined],
    [{ name: 'University Campus', cls: '', subclass: '' }, undefined],
    [{ name: 'Two Rivers Mall', cls: 'mall', subclass: 'mall' }, 'mall'],
    [{ name: 'Sarit Centre', cls: 'mall', subclass: 'mall' }, 'mall'],
    [{ name: 'Greenspan Shopping Mall', cls: '', subclass: '' }, 'mall'],
    [{ name: 'Kingeero Shopping Centre', cls: 'mall', subclass: 'mall' }, undefined],
    [{ name: 'Villa Moran Apartment', cls: 'mall', subclass: 'mall' }, undefined],
    [{ name: 'Java House - Southfield Mall', cls: 'cafe', subclass: 'cafe' }, undefined],
    [{ name: 'Tuskys Milele Mall', cls: 'grocery', subclass: 'supermarket' }, undefined],
    [{ name: 'Kenyatta University Plaza;Kenyatta University City Campus', cls: '' }, undefined],
    [{ layer: 'aerodrome_label', name: 'Wilson Airport', iata: 'WIL' }, 'airport'],
    [{ layer: 'aerodrome_label', name: 'Tatu Airport', iata: '' }, undefined],
    [{ layer: 'place', cls: 'city', name: 'Nairobi' }, undefined],
  ])('%o is %s', (fields, kind) => {
    expect(osmKind(poi(/** @type {Partial<OsmPoint>} */ (fields)))).toBe(kind);
  });

  it('takes universities, hospitals called so and airports from GeoNames', () => {
    expect(geonamesKind(geoname(1, 'University of Nairobi', 'UNIV', -1.28, 36.82))).toBe(
      'university',
    );
    expect(geonamesKind(geoname(2, 'Tudor Hospital', 'HSP', -4.04, 39.66))).toBe('hospital');
    expect(geonamesKind(geoname(3, 'Afya Health Services', 'HSP', -1.25, 36.88))).toBe(undefined);
    expect(geonamesKind(geoname(4, 'Bobs Harries', 'AIRF', -1.04, 36.99))).toBe(undefined);
    expect(geonamesKind(geoname(5, 'Nakuru Airport', 'AIRP', -0.3, 36.16))).toBe('airport');
    expect(geonamesKind(geoname(6, 'Kenyatta University College', 'SCHC', -1.18, 36.93))).toBe(
      undefined,
    );
  });
});

describe('mergeCandidates', () => {
  it('keeps one place per landmark, the first source’s name and position', () => {
    const { kept } = mergeCandidates([
      candidate('Kenyatta University', 'university', [36.9309, -1.181]),
      candidate('Kenyatta University', 'university', [36.934, -1.1833]),
      candidate('University of Kenyatta', 'university', [36.9277, -1.1819], 'geonames'),
      // Airports: within 3 km, whatever the names.
      candidate('Moi International Airport', 'airport', [39.5992, -4.0298]),
      candidate('Mombasa Airport', 'airport', [39.5942, -4.0348], 'geonames'),
      // Two kinds at one spot stay two.
      candidate('Aga Khan University Hospital', 'hospital', [36.8239, -1.2618]),
      candidate('Aga Khan University', 'university', [36.8239, -1.2618]),
    ]);
    expect(kept.map((k) => [k.name, k.support, k.source])).toEqual([
      ['Kenyatta University', 3, 'osm'],
      ['Moi International Airport', 2, 'osm'],
      ['Aga Khan University Hospital', 1, 'osm'],
      ['Aga Khan University', 1, 'osm'],
    ]);
  });

  it('drops a name at two places none of which more features agree on', () => {
    const { kept, ambiguous } = mergeCandidates([
      candidate('Karen Crossroads Mall', 'mall', [36.7078, -1.3239]),
      candidate('Karen CrossRoads Mall', 'mall', [36.7162, -1.3358]),
      candidate('The Hub Mall', 'mall', [36.7038, -1.3204]),
    ]);
    expect(kept.map((k) => k.name)).toEqual(['The Hub Mall']);
    expect(ambiguous).toEqual(['Karen Crossroads Mall (Nairobi, 2 places)']);
  });

  it('keeps the place most features agree on, and a named landmark over any', () => {
    const { kept } = mergeCandidates([
      candidate('Multimedia University of Kenya', 'university', [36.7221, -1.4072]),
      candidate('Multimedia University of Kenya', 'university', [36.7678, -1.3817]),
      candidate('Multimedia University of Kenya', 'university', [36.7698, -1.3801]),
      { ...candidate('University of Nairobi', 'university', [36.8166, -1.2792]), named: true },
      candidate('University of Nairobi', 'university', [36.8225, -1.2794], 'geonames'),
    ]);
    expect(kept.map((k) => [k.name, k.at])).toEqual([
      ['Multimedia University of Kenya', [36.7678, -1.3817]],
      ['University of Nairobi', [36.8166, -1.2792]],
    ]);
  });

  it('takes two sources’ names at one spot as one place’s, one source’s as a mislabel', () => {
    const { kept } = mergeCandidates([
      candidate('Mbagathi District Hospital', 'hospital', [36.8035, -1.3084]),
      candidate('Mbagathi Infectious Disease Hospital', 'hospital', [36.8034, -1.3086], 'geonames'),
      // GeoNames' second point of the same name, 2.6 km off: the place above already has it.
      candidate('Mbagathi Infectious Disease Hospital', 'hospital', [36.7796, -1.3132], 'geonames'),
      candidate('University of Nairobi Chiromo Campus', 'university', [36.8073, -1.2725]),
      candidate('University of Nairobi Kabete Campus', 'university', [36.8073, -1.2724]),
      candidate('University of Nairobi Kabete Campus', 'university', [36.7248, -1.2552]),
    ]);
    expect(kept.map((k) => [k.name, k.at])).toEqual([
      ['Mbagathi District Hospital', [36.8035, -1.3084]],
      ['University of Nairobi Chiromo Campus', [36.8073, -1.2725]],
      ['University of Nairobi Kabete Campus', [36.7248, -1.2552]],
    ]);
  });
});

describe('reading the tiles', () => {
  // The zoom-14 tile holding Nairobi Hospital.
  const [z, x, y] = [14, 9866, 8251];
  /** @param {number} px @param {number} py tile units */
  const lngLat = (px, py) => {
    const n = 2 ** z;
    const lon = ((x + px / 4096) / n) * 360 - 180;
    const merc = Math.PI * (1 - (2 * (y + py / 4096)) / n);
    return [lon, (Math.atan(Math.sinh(merc)) * 180) / Math.PI];
  };
  /**
   * @param {Record<string, unknown>} properties
   * @param {number} px @param {number} py
   * @returns {import('geojson').Feature}
   */
  const point = (properties, px, py) => ({
    type: 'Feature',
    properties,
    geometry: { type: 'Point', coordinates: lngLat(px, py) },
  });
  /** @param {Record<string, import('geojson').Feature[]>} layers */
  const tile = (layers) => {
    /** @type {Record<string, any>} */
    const tiles = {};
    for (const [name, features] of Object.entries(layers))
      tiles[name] = new GeoJSONVT(
        { type: 'FeatureCollection', features },
        { maxZoom: 14, extent: 4096, buffer: 64 },
      ).getTile(z, x, y);
    return fromGeojsonVt(tiles, { version: 2, extent: 4096 });
  };

  it('reads named points of interest, airports and places, with the grounds they lie in', () => {
    const square = [lngLat(1000, 1000), lngLat(2000, 1000), lngLat(2000, 2000), lngLat(1000, 2000)];
    const data = tile({
      landuse: [
        {
          type: 'Feature',
          properties: { class: 'hospital' },
          geometry: { type: 'Polygon', coordinates: [[...square, square[0]]] },
        },
      ],
      poi: [
        point(
          { class: 'hospital', subclass: 'hospital', 'name:latin': ' Nairobi  Hospital' },
          1500,
          1500,
        ),
        point(
          { class: 'hospital', subclass: 'hospital', 'name:latin': 'Glory Hospital' },
          3000,
          3000,
        ),
        point({ class: 'hospital', subclass: 'hospital' }, 1600, 1600),
        // In the buffer: the neighbouring tile's.
        point({ class: 'mall', subclass: 'mall', 'name:latin': 'Next Mall' }, 4120, 100),
      ],
      aerodrome_label: [
        point({ class: 'other', 'name:latin': 'Wilson Airport', iata: 'WIL' }, 500, 500),
      ],
      place: [point({ class: 'suburb', 'name:latin': 'Upper Hill' }, 200, 3000)],
    });
    const points = landmarkPoints(data, z, x, y);
    expect(points.map((p) => [p.layer, p.name, p.grounds, p.iata])).toEqual([
      ['poi', 'Nairobi Hospital', 'hospital', ''],
      ['poi', 'Glory Hospital', '', ''],
      ['aerodrome_label', 'Wilson Airport', '', 'WIL'],
      ['place', 'Upper Hill', '', ''],
    ]);
    const [lon, lat] = lngLat(1500, 1500);
    expect(points[0].lon).toBeCloseTo(lon, 6);
    expect(points[0].lat).toBeCloseTo(lat, 6);
  });

  it('tells inside from outside a polygon with a hole', () => {
    const ring = (/** @type {number} */ a, /** @type {number} */ b) => [
      { x: a, y: a },
      { x: b, y: a },
      { x: b, y: b },
      { x: a, y: b },
    ];
    const rings = [ring(0, 100), ring(40, 60)];
    expect(insideRings({ x: 20, y: 20 }, rings)).toBe(true);
    expect(insideRings({ x: 50, y: 50 }, rings)).toBe(false);
    expect(insideRings({ x: 150, y: 50 }, rings)).toBe(false);
  });
});

describe('buildLandmarks', () => {
  const areas = [
    { town: 'Nairobi', latitude: -1.29797, longitude: 36.78809 },
    { town: 'Nairobi', latitude: -1.31083, longitude: 36.90565 },
    { town: 'Mombasa', latitude: -4.03735, longitude: 39.66412 },
  ];
  const osm = [
    poi({ name: 'Nairobi Hospital', lon: 36.80431234, lat: -1.29641234 }),
    poi({ name: 'Coast General Refferal Hospital', lon: 39.6747, lat: -4.0486 }),
    poi({
      layer: 'aerodrome_label',
      cls: 'international',
      subclass: '',
      name: 'Jomo Kenyatta International Airport',
      iata: 'NBO',
      grounds: '',
      lon: 36.93,
      lat: -1.3193,
    }),
    poi({
      layer: 'place',
      cls: 'city',
      subclass: '',
      name: 'Nairobi',
      grounds: '',
      lon: 36.8172,
      lat: -1.2832,
    }),
    // Thika: 40 km from every area centre.
    poi({ name: 'Thika Level 5 Hospital', lon: 37.0693, lat: -1.0404 }),
  ];
  const geonames = new Map([
    [6297307, geoname(6297307, 'Jomo Kenyatta International Airport', 'AIRP', -1.3303, 36.92505)],
    [10344565, geoname(10344565, 'Tudor Hospital', 'HSP', -4.03555, 39.66455)],
  ]);
  /** @type {import('../landmarks.mjs').NamedLandmark[]} */
  const named = [
    {
      name: 'Nairobi CBD',
      kind: 'business',
      osm: { layer: 'place', cls: 'city', name: 'Nairobi' },
      why: '',
    },
  ];
  const renames = { 'Coast General Refferal Hospital': 'Coast General Referral Hospital' };

  it('places, merges, names, rounds and sorts them', () => {
    const { landmarks } = buildLandmarks({ osm, geonames, areas, named, renames });
    expect(landmarks).toEqual([
      {
        slug: 'coast-general-referral-hospital',
        name: 'Coast General Referral Hospital',
        kind: 'hospital',
        town: 'Mombasa',
        latitude: -4.0486,
        longitude: 39.6747,
        source: 'osm',
      },
      {
        slug: 'tudor-hospital',
        name: 'Tudor Hospital',
        kind: 'hospital',
        town: 'Mombasa',
        latitude: -4.0355,
        longitude: 39.6646,
        source: 'geonames',
      },
      {
        slug: 'jomo-kenyatta-international-airport',
        name: 'Jomo Kenyatta International Airport',
        kind: 'airport',
        town: 'Nairobi',
        latitude: -1.3193,
        longitude: 36.93,
        source: 'osm',
      },
      {
        slug: 'nairobi-cbd',
        name: 'Nairobi CBD',
        kind: 'business',
        town: 'Nairobi',
        latitude: -1.2832,
        longitude: 36.8172,
        source: 'osm',
      },
      {
        slug: 'nairobi-hospital',
        name: 'Nairobi Hospital',
        kind: 'hospital',
        town: 'Nairobi',
        latitude: -1.2964,
        longitude: 36.8043,
        source: 'osm',
      },
    ]);
    const file = landmarksFile(landmarks);
    expect(file.count).toBe(5);
    expect(file.text.split('\n')).toHaveLength(5 + 3);
    expect(JSON.parse(file.text)).toEqual(landmarks);
  });

  it('stops when a named landmark or a correction no longer matches the data', () => {
    expect(() => buildLandmarks({ osm: osm.slice(0, 2), geonames, areas, named, renames })).toThrow(
      'prepare: the landmark Nairobi CBD matches 0 OSM features',
    );
    expect(() =>
      buildLandmarks({ osm, geonames, areas, named, renames: { 'Gone Hospital': 'X Hospital' } }),
    ).toThrow('prepare: no feature is called Gone Hospital any more');
  });
});
