// Draws the map pictures at build time: one SVG per area of the listings, and one of Kenya.
//
//   public/map/pictures/<town>-<area>.svg   the area and its surroundings, for its listing pages
//   public/map/pictures/kenya.svg           the overview on /map/ without WebGL or JavaScript
//
// A listing page shows its area's picture as an <img> and draws the pin itself in an inline <svg>
// of the same viewBox, at the point lib/map/frame.ts gives for the frame of areaPictureFrame().
// So 10,000 listings need one picture per area, and a page's map needs no JavaScript. The
// pictures carry no pin and no listing's position.
//
// The pictures are drawn in the interactive map's palette (basemapPalette in lib/map/style.ts,
// from the site's colours) with presentation attributes only: no <style>, no style=, no script.
// Shapes are clipped to the frame, rounded to 0.1 unit and thinned, and boundaries two polygons
// share are drawn once (the geo files share their vertices), so each file stays small.
//
// Every picture depends on all the geo files, so pictures are stored by content in
// .cache/map-pictures/<hash>.svg, the hash covering the geo files, the area's record, this script,
// the lib/ modules it takes frames, names, texts and colours from, and the colours themselves. An
// unchanged build draws nothing and does not parse the geo files; public/map/pictures/ gets hard
// links. Nothing else in public/map/ (the interactive map's files) is touched.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exists, place, sweepStore } from '../scripts/build/fs-utils.ts';
import { boundsOf } from './map/bounds.mjs';
import { loadTs, ROOT } from '../scripts/load-ts.mjs';

const GEO = path.join(ROOT, 'data', 'geo');
const OUT = path.join(ROOT, 'public', 'map', 'pictures');
const STORE = path.join(ROOT, '.cache', 'map-pictures');
const GEO_FILES = [
  'country.geojson',
  'counties.geojson',
  'wards.geojson',
  'water.geojson',
  'places.geojson',
  'pois.geojson',
  'areas.json',
];
// The code a picture depends on besides this script: a change in any of it draws all again.
const SOURCES = [
  'lib/map/frame.ts',
  'lib/map/position.ts',
  'lib/map/bounds.ts',
  'lib/map/pictures.ts',
  'lib/map/style.ts',
  'lib/map/attribution.ts',
  'lib/map/areas.ts',
  'lib/listings/vocabulary.ts',
];
// Stored pictures no build has used for this long are deleted (each build touches the ones it uses).
const STORE_KEEP_DAYS = 30;

function fail(message) {
  console.error(`map-pictures: ${message}`);
  process.exit(1);
}

const { areaPictureFrame, KENYA_PICTURE, kenyaFrame, metresPerUnit, PICTURE, project } =
  await loadTs('lib/map/frame.ts');
const { areaPictureSlug, KENYA_PICTURE_PATH } = await loadTs('lib/map/pictures.ts');
const { AREAS } = await loadTs('lib/listings/vocabulary.ts');
const { MAP_ATTRIBUTIONS } = await loadTs('lib/map/attribution.ts');
const { THEME } = await loadTs('lib/site/theme.ts');
const { basemapPalette, mix } = await loadTs('lib/map/style.ts');

/**
 * The credits line: each source's short name, in the order of lib/map/attribution.ts (whose texts
 * give the full wording, too long for the picture). A source added there stops this step until it
 * has a short name here, so none goes uncredited.
 */
const SHORT_CREDITS = {
  'arc-wards': 'ARC/HDX',
  'omare-wards': 'Omare',
  geonames: 'GeoNames',
  'natural-earth': 'Natural Earth',
};
const unnamed = MAP_ATTRIBUTIONS.filter(({ id }) => !SHORT_CREDITS[id]);
if (unnamed.length)
  fail(`no short credit for ${unnamed.map(({ id }) => id).join(', ')} (SHORT_CREDITS)`);
const ATTRIBUTION = `© ${MAP_ATTRIBUTIONS.map(({ id }) => SHORT_CREDITS[id]).join(' · ')}`;

// ---------------------------------------------------------------------------------------------
// Look: the interactive map's palette, and sizes for a picture shown 340-930 px wide.

const PALETTE = basemapPalette(THEME);
const COLOURS = {
  ...PALETTE,
  // The area's own ward: a breath of the brand's green, outlined a little stronger.
  ownWard: mix(PALETTE.park, PALETTE.land, 0.35),
  ownWardLine: mix(THEME['brand-700'], PALETTE.land, 0.55),
  own: THEME['brand-950'],
  minorPlace: mix(PALETTE.neighbourhood, PALETTE.land, 0.3),
  countryText: mix(THEME['brand-950'], PALETTE.outside, 0.55),
  scale: mix(THEME['brand-950'], PALETTE.land, 0.3),
  credit: mix(THEME['brand-950'], PALETTE.land, 0.4),
};
const FONT = "'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** Text styles, sizes in picture units; the area's own name is the strongest. */
const TEXT = {
  own: { size: 16, weight: 800, spacing: 1.6, upper: true },
  city: { size: 17, weight: 700 },
  town: { size: 14.5, weight: 700 },
  // The site's other areas, which people know from its searches, stand out from the rest.
  area: { size: 11.5, weight: 700, spacing: 1.1, upper: true },
  neighbourhood: { size: 10, weight: 600, spacing: 0.8, upper: true },
  poi: { size: 10.5, weight: 500 },
  lake: { size: 12, weight: 500, spacing: 0.6, italic: true },
  scale: { size: 10.5, weight: 600 },
  credit: { size: 9.5, weight: 500 },
  kenyaTown: { size: 13.5, weight: 700 },
  kenyaCity: { size: 15, weight: 800 },
  country: { size: 11, weight: 700, spacing: 2.2, upper: true },
};
const HALO = 3;

// ---------------------------------------------------------------------------------------------
// SVG text.

const escapeText = (text) =>
  String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

/** A number in tenths as the shortest SVG number: 5 → '.5', -15 → '-1.5'. */
const tenths = (value) => String(value / 10).replace(/^(-?)0\./, '$1.');
/** A number rounded to 0.1, written as short as SVG allows. */
const n1 = (value) => tenths(Math.round(value * 10));

/** An element; numbers are rounded to 0.1, undefined attributes left out. */
function el(name, attributes, content) {
  const text = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        ` ${key}="${typeof value === 'number' ? n1(value) : escapeAttribute(value)}"`,
    )
    .join('');
  return content === undefined ? `<${name}${text}/>` : `<${name}${text}>${content}</${name}>`;
}

// ---------------------------------------------------------------------------------------------
// Geometry: projection into a frame, rectangle clipping, thinning, compact path data.

/** Picture units beyond the frame that shapes are clipped to, so clip edges fall outside it. */
const CLIP_MARGIN = 4;
/**
 * How finely shapes are kept, in picture units: vertices closer than `step` to the last one kept
 * are dropped, and those within `tolerance` of a straight line through their neighbours
 * (Douglas-Peucker). The overview of Kenya, seen whole, takes coarser ones.
 */
const DETAIL = { step: 0.5, tolerance: 0.25 };
const OVERVIEW_DETAIL = { step: 0.8, tolerance: 0.45 };

/** A projector into a frame: [longitude, latitude] to [x, y] in picture units. */
function projector(frame) {
  const middle = project(frame.centre, frame.zoom);
  const dx = frame.width / 2 - middle.x;
  const dy = frame.height / 2 - middle.y;
  return ([longitude, latitude]) => {
    const at = project({ latitude, longitude }, frame.zoom);
    return [at.x + dx, at.y + dy];
  };
}

/** Sutherland-Hodgman: a ring clipped to a rectangle (edges along it lie outside the view). */
function clipRing(ring, [x0, y0, x1, y1]) {
  const edges = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    let previous = input[input.length - 1];
    for (const point of input) {
      if (inside(point)) {
        if (!inside(previous)) points.push(cross(previous, point));
        points.push(point);
      } else if (inside(previous)) points.push(cross(previous, point));
      previous = point;
    }
  }
  return points;
}

/** Liang-Barsky: the runs of a line inside a rectangle. */
function clipLine(line, [x0, y0, x1, y1]) {
  const runs = [];
  let run = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1];
    const [bx, by] = line[i];
    const dx = bx - ax;
    const dy = by - ay;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, ax - x0],
      [dx, x1 - ax],
      [-dy, ay - y0],
      [dy, y1 - ay],
    ]) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else if (p < 0) t0 = Math.max(t0, q / p);
      else t1 = Math.min(t1, q / p);
    }
    if (!visible || t0 > t1) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    if (run.length === 0) run.push([ax + t0 * dx, ay + t0 * dy]);
    run.push([ax + t1 * dx, ay + t1 * dy]);
    if (t1 < 1) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** Douglas-Peucker on integer tenths, keeping both ends. */
function douglasPeucker(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  const limit = (tolerance * 10) ** 2;
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const t =
        length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
      const distance = (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
      if (distance > worst) {
        worst = distance;
        index = i;
      }
    }
    if (worst > limit) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * Points in integer tenths of a unit, thinned and simplified to `detail`. The last point stays
 * exact, so lines still meet where they met.
 */
function thin(points, detail) {
  const step = (detail.step * 10) ** 2;
  const out = [];
  points.forEach(([x, y], i) => {
    const p = [Math.round(x * 10), Math.round(y * 10)];
    const last = out[out.length - 1];
    const short = last && (p[0] - last[0]) ** 2 + (p[1] - last[1]) ** 2 < step;
    if (!short) out.push(p);
    else if (i === points.length - 1 && out.length > 1) out[out.length - 1] = p;
  });
  return douglasPeucker(out, detail.tolerance);
}

/** The area of a ring of integer tenths, in square units, to drop rings too small to see. */
function ringArea(points) {
  let sum = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    sum += (points[j][0] - points[i][0]) * (points[j][1] + points[i][1]);
  return Math.abs(sum) / 200;
}

/** SVG path data for runs of integer-tenth points: relative moves, numbers packed tightly. */
function pathData(runs, closed) {
  let d = '';
  let last = '';
  const put = (text) => {
    // A separator only where the grammar needs one: not before '-', nor '.' after a decimal.
    const bare = last === '' || text[0] === '-' || (text[0] === '.' && last.includes('.'));
    d += (bare ? '' : ' ') + text;
    last = text;
  };
  for (const run of runs) {
    d += 'M';
    last = '';
    put(tenths(run[0][0]));
    put(tenths(run[0][1]));
    if (run.length > 1) {
      d += 'l';
      last = '';
      for (let i = 1; i < run.length; i++) {
        put(tenths(run[i][0] - run[i - 1][0]));
        put(tenths(run[i][1] - run[i - 1][1]));
      }
    }
    if (closed) d += 'z';
  }
  return d;
}

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];
const linesOf = (geometry) =>
  geometry.type === 'LineString'
    ? [geometry.coordinates]
    : geometry.type === 'MultiLineString'
      ? geometry.coordinates
      : [];

const segmentKey = (a, b) => {
  const [p, q] = [`${a[0]},${a[1]}`, `${b[0]},${b[1]}`];
  return p < q ? `${p} ${q}` : `${q} ${p}`;
};

/**
 * The outlines of polygons as lines, each shared edge once and none of the edges in `skip`
 * (those a stronger line draws), with their bounds. The geo files share vertices along common
 * boundaries, so an edge is the same pair of points in every polygon that has it.
 */
function outlines(features, skip = new Set()) {
  const seen = new Set(skip);
  const lines = [];
  for (const feature of features)
    for (const polygon of polygonsOf(feature.geometry))
      for (const ring of polygon) {
        let line = [];
        for (let i = 1; i < ring.length; i++) {
          const key = segmentKey(ring[i - 1], ring[i]);
          if (seen.has(key)) {
            if (line.length > 1) lines.push(line);
            line = [];
            continue;
          }
          seen.add(key);
          if (line.length === 0) line.push(ring[i - 1]);
          line.push(ring[i]);
        }
        if (line.length > 1) lines.push(line);
      }
  return { lines: lines.map((line) => ({ line, bounds: boundsOf(line) })), edges: seen };
}

/** A frame's drawing kit: which shapes touch it, and their path data in its picture units. */
function drawer(frame, detail = DETAIL) {
  const toXY = projector(frame);
  const rect = [-CLIP_MARGIN, -CLIP_MARGIN, frame.width + CLIP_MARGIN, frame.height + CLIP_MARGIN];
  const marginX = ((frame.east - frame.west) / frame.width) * CLIP_MARGIN;
  const marginY = ((frame.north - frame.south) / frame.height) * CLIP_MARGIN;
  const view = [
    frame.west - marginX,
    frame.south - marginY,
    frame.east + marginX,
    frame.north + marginY,
  ];
  const touches = ({ bounds: b }) =>
    b[0] <= view[2] && b[2] >= view[0] && b[1] <= view[3] && b[3] >= view[1];
  const polygonPath = (features) => {
    const runs = [];
    for (const feature of features.filter(touches))
      for (const polygon of polygonsOf(feature.geometry))
        for (const ring of polygon) {
          const clipped = clipRing(ring.map(toXY), rect);
          if (clipped.length < 3) continue;
          const points = thin(clipped, detail);
          if (points.length >= 3 && ringArea(points) >= 1) runs.push(points);
        }
    return pathData(runs, true);
  };
  const linePath = (lines) => {
    const runs = [];
    for (const { line } of lines.filter(touches))
      for (const run of clipLine(line.map(toXY), rect)) {
        const points = thin(run, detail);
        if (points.length >= 2) runs.push(points);
      }
    return pathData(runs, false);
  };
  /** A point's picture position, if it lies `margin` units inside the picture. */
  const inside = (coordinates, margin = 0) => {
    const [x, y] = toXY(coordinates);
    const fits = x >= margin && x <= frame.width - margin && y >= margin;
    return fits && y <= frame.height - margin ? [x, y] : null;
  };
  return { toXY, touches, polygonPath, linePath, inside };
}

// ---------------------------------------------------------------------------------------------
// Labels: placed greedily, most important first; one that would cover a placed label or dot, or
// run off the picture, is tried on another side of its point, then left out.

/**
 * A generous estimate of a text's width: the picture cannot know the reader's font (the site's
 * web font does not reach an <img>), and system sans fonts run about 0.5-0.6 em a character,
 * capitals and bold ones wider.
 */
function textWidth(text, style) {
  const em = (style.upper ? 0.7 : 0.56) + (style.weight >= 700 ? 0.04 : 0);
  return text.length * (style.size * em + (style.spacing ?? 0));
}

class Placer {
  constructor({ width, height }) {
    this.width = width;
    this.height = height;
    this.boxes = [];
  }

  fits([x0, y0, x1, y1], edge = 3) {
    if (x0 < edge || y0 < edge || x1 > this.width - edge || y1 > this.height - edge) return false;
    return !this.boxes.some((b) => x0 < b[2] && x1 > b[0] && y0 < b[3] && y1 > b[1]);
  }

  reserve(box) {
    this.boxes.push(box);
  }

  /**
   * Places a text at the first of `candidates` ([anchor, dx, dy]) that fits and that `accept`
   * takes (a box [x0, y0, x1, y1]); null if none.
   */
  place(text, style, [x, y], candidates, pad = 2, accept = () => true) {
    const width = textWidth(text, style);
    const ascent = style.size * (style.upper ? 0.74 : 0.78);
    const descent = style.upper ? 0 : style.size * 0.24;
    for (const [anchor, dx, dy] of candidates) {
      const ax = x + dx;
      const baseline = y + dy;
      const left = anchor === 'start' ? ax : anchor === 'end' ? ax - width : ax - width / 2;
      const box = [
        left - pad,
        baseline - ascent - pad,
        left + width + pad,
        baseline + descent + pad,
      ];
      if (this.fits(box) && accept(box)) {
        this.reserve(box);
        return { x: ax, y: baseline, anchor };
      }
    }
    return null;
  }
}

/** Centred on its point (a place's name), the baseline set so the capitals sit on the middle. */
const centred = (style) => [['middle', 0, style.size * 0.36]];
/** Around a dot of radius r: below (as the interactive map does), right, left, above. */
const around = (r, style) => [
  ['middle', 0, r + style.size * 0.85 + 1],
  ['start', r + 3, style.size * 0.36],
  ['end', -r - 3, style.size * 0.36],
  ['middle', 0, -r - 3.5],
];

function label(text, spot, style, colour, extra = {}) {
  return el(
    'text',
    {
      x: spot.x,
      y: spot.y,
      'text-anchor': spot.anchor === 'middle' ? undefined : spot.anchor,
      'font-size': style.size,
      'font-weight': style.weight,
      'font-style': style.italic ? 'italic' : undefined,
      'letter-spacing': style.spacing,
      fill: colour,
      ...extra,
    },
    escapeText(style.upper ? text.toLocaleUpperCase('en') : text),
  );
}

/** Labels share their halo: a stroke of the land's colour painted under the letters. */
const labelGroup = (labels) =>
  labels.length
    ? el(
        'g',
        {
          'text-anchor': 'middle',
          stroke: COLOURS.halo,
          'stroke-width': HALO,
          'stroke-linejoin': 'round',
          'paint-order': 'stroke',
        },
        labels.join(''),
      )
    : '';

// ---------------------------------------------------------------------------------------------
// Scale bar and credits, shared by both kinds of picture.

const NICE_METRES = [
  100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000, 200_000,
  250_000, 500_000,
];

/** The longest round distance up to `maxUnits` long, bottom left. */
function scaleBar(frame, maxUnits) {
  const perUnit = metresPerUnit(frame);
  const metres = NICE_METRES.filter((m) => m / perUnit <= maxUnits).at(-1) ?? NICE_METRES[0];
  const length = metres / perUnit;
  const text = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  const x = 12;
  const y = frame.height - 10;
  const d = `M${n1(x)} ${n1(y - 4)}v4h${n1(length)}v-4`;
  const line = { d, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return {
    box: [
      x - 4,
      y - 8 - TEXT.scale.size,
      x + Math.max(length, textWidth(text, TEXT.scale)) + 4,
      y + 4,
    ],
    svg:
      el('path', { ...line, stroke: COLOURS.halo, 'stroke-width': 4 }) +
      el('path', { ...line, stroke: COLOURS.scale, 'stroke-width': 1.4 }) +
      labelGroup([label(text, { x, y: y - 7, anchor: 'start' }, TEXT.scale, COLOURS.scale)]),
  };
}

/** The data's credits, bottom right. */
function credits(frame) {
  const x = frame.width - 8;
  const y = frame.height - 7;
  const width = textWidth(ATTRIBUTION, TEXT.credit);
  return {
    box: [x - width - 4, y - TEXT.credit.size - 2, x + 4, y + 4],
    svg: labelGroup([label(ATTRIBUTION, { x, y, anchor: 'end' }, TEXT.credit, COLOURS.credit)]),
  };
}

function svgDocument({ width, height }, title, body) {
  const root = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    overflow: 'hidden',
    'font-family': FONT,
    'text-rendering': 'geometricPrecision',
  };
  // The clip keeps strokes of shapes cut at the frame's edge from showing in viewers that do not
  // clip a standalone SVG to its viewBox.
  return `${el(
    'svg',
    root,
    el('title', {}, escapeText(title)) +
      el('clipPath', { id: 'frame' }, el('rect', { width, height })) +
      el('g', { 'clip-path': 'url(#frame)' }, body),
  )}\n`;
}

// ---------------------------------------------------------------------------------------------
// The geo data, read once, and only when a picture has to be drawn.

async function readGeo() {
  const features = async (file) =>
    JSON.parse(await readFile(path.join(GEO, file), 'utf8'))
      .features.filter((f) => f.geometry)
      .map((f) => ({ ...f, bounds: boundsOf(f.geometry.coordinates) }));
  const [country, counties, wards, water, places, pois] = await Promise.all(
    GEO_FILES.filter((file) => file.endsWith('.geojson')).map(features),
  );
  // Each line drawn once, by the strongest boundary it belongs to.
  const countryLines = outlines(country);
  const countyLines = outlines(counties, countryLines.edges);
  const wardLines = outlines(wards, countyLines.edges);
  const points = (list) =>
    list.filter((f) => f.geometry.type === 'Point' && f.properties.name?.trim());
  return {
    country,
    counties,
    wards,
    lines: { country: countryLines.lines, county: countyLines.lines, ward: wardLines.lines },
    lakes: water.filter((f) => f.properties.kind === 'lake'),
    rivers: water
      .filter((f) => f.properties.kind === 'river')
      .flatMap((f) => linesOf(f.geometry).map((line) => ({ line, bounds: boundsOf(line) }))),
    places: points(places),
    pois: points(pois),
  };
}

const PLACE_ORDER = ['city', 'town', 'neighbourhood'];
const POI_ORDER = ['airport', 'park', 'university', 'hospital', 'station', 'school'];
/**
 * Landmarks worth showing: the data's 'hospital' kind holds every chemist and clinic too (a
 * hundred crowd a square kilometre of Kibera), so of that kind only hospitals themselves.
 */
const isLandmark = ({ kind, name }) => kind !== 'hospital' || /\bhospital\b/i.test(name);
/** Two names of one place (Arboretum, Nairobi Arboretum), when they lie this close. */
const SAME_PLACE_UNITS = 80;
const samePlace = (a, b) => {
  const [x, y] = [a.p.properties.name.toLowerCase(), b.p.properties.name.toLowerCase()];
  const near = Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]) < SAME_PLACE_UNITS;
  return near && (x.includes(y) || y.includes(x));
};
/** Within a kind, a name saying what the place is (Kenyatta National Hospital) comes first. */
const poiWeight = ({ kind, name }) =>
  POI_ORDER.indexOf(kind) * 2 + (new RegExp(`\\b${kind}\\b`, 'i').test(name) ? 0 : 1);
const POI_RADIUS = 2.5;
/** At most this many landmarks, and names of lesser neighbourhoods, in an area's picture. */
const MAX_POIS = 12;
const MAX_MINOR_PLACES = 8;
/** Schools are many: a few of the nearest stand for the rest. */
const MAX_SCHOOLS = 3;
/** Kinds worth a dot when their name does not fit: rare, large places. */
const UNNAMED_DOTS = new Set(['airport', 'park', 'university', 'station']);
const sameName = (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The picture of one area: its surroundings, its ward tinted and its name in the middle. */
function areaPicture(geo, area) {
  const frame = areaPictureFrame(area);
  const draw = drawer(frame);
  const { width, height } = frame;
  const parts = [];
  const path = (d, attributes) => d && parts.push(el('path', { d, ...attributes }));
  const lineStyle = { fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };

  // Land over a ground of water: in these frames only the sea lies outside Kenya's outline.
  parts.push(el('rect', { width, height, fill: COLOURS.water }));
  path(draw.polygonPath(geo.country), { fill: COLOURS.land });
  const ownWard = draw.polygonPath(
    geo.wards.filter((w) => w.properties.name === area.ward && w.properties.county === area.county),
  );
  // The area's ward is drawn twice, tinted under the lines and outlined over them.
  if (ownWard) {
    parts.push(el('defs', {}, el('path', { id: 'ward', d: ownWard })));
    parts.push(el('use', { href: '#ward', fill: COLOURS.ownWard }));
  }
  // Ward lines stop at the shore (wards reach into Lake Victoria); county lines cross the water.
  path(draw.linePath(geo.lines.ward), { ...lineStyle, stroke: COLOURS.ward, 'stroke-width': 0.9 });
  if (ownWard)
    parts.push(
      el('use', { href: '#ward', ...lineStyle, stroke: COLOURS.ownWardLine, 'stroke-width': 1.2 }),
    );
  path(draw.polygonPath(geo.lakes), { fill: COLOURS.water });
  path(draw.linePath(geo.rivers), { ...lineStyle, stroke: COLOURS.waterLine, 'stroke-width': 2 });
  path(draw.linePath(geo.lines.county), {
    ...lineStyle,
    stroke: COLOURS.county,
    'stroke-width': 1.8,
  });

  const placer = new Placer(frame);
  const scale = scaleBar(frame, 100);
  const credit = credits(frame);
  placer.reserve(scale.box);
  placer.reserve(credit.box);
  const labels = [];
  const dots = [];
  const cx = width / 2;
  const cy = height / 2;

  // The area's own name first, in the middle, where its listings' pins gather.
  const own = placer.place(
    area.area,
    TEXT.own,
    [cx, cy],
    [...centred(TEXT.own), ['middle', 0, 28], ['middle', 0, -20]],
  );
  if (own) labels.push(label(area.area, own, TEXT.own, COLOURS.own, { 'stroke-width': 4 }));

  // Then the places around it: cities and towns first, then neighbourhoods, the nearest first.
  const places = geo.places
    .filter((p) => !sameName(p.properties.name, area.area))
    .map((p) => ({ p, at: draw.inside(p.geometry.coordinates, 2) }))
    .filter(({ at }) => at)
    .map((entry) => ({ ...entry, distance: Math.hypot(entry.at[0] - cx, entry.at[1] - cy) }))
    .sort(
      (a, b) =>
        PLACE_ORDER.indexOf(a.p.properties.kind) - PLACE_ORDER.indexOf(b.p.properties.kind) ||
        (a.p.properties.rank ?? 3) - (b.p.properties.rank ?? 3) ||
        a.distance - b.distance,
    );
  let minor = 0;
  for (const { p, at } of places) {
    const { name, kind, rank } = p.properties;
    const other = kind === 'neighbourhood' && rank === 3;
    if (other && minor >= MAX_MINOR_PLACES) continue;
    const style = other ? TEXT.neighbourhood : kind === 'neighbourhood' ? TEXT.area : TEXT[kind];
    // Lesser names keep their distance, so the picture stays calm where GeoNames is dense.
    const spot = placer.place(name, style, at, centred(style), other ? 7 : 3);
    if (!spot) continue;
    if (other) minor++;
    const colour = other ? COLOURS.minorPlace : (COLOURS[kind] ?? COLOURS.neighbourhood);
    labels.push(label(name, spot, style, colour));
  }

  for (const lake of geo.lakes.filter(draw.touches)) {
    const at = lake.properties.name && visibleMiddle(lake, draw, frame);
    const spot = at && placer.place(lake.properties.name, TEXT.lake, at, centred(TEXT.lake), 3);
    if (spot) labels.push(label(lake.properties.name, spot, TEXT.lake, COLOURS.waterText));
  }

  // Landmarks last, named ones first: a dot where it covers no label or dot, its name where that
  // fits. Then a few more dots without names, of the rare kinds only: schools are many (a dozen in
  // a square kilometre of Kibera), and dots without names there are noise.
  const pois = geo.pois
    .filter((p) => isLandmark(p.properties) && !sameName(p.properties.name, area.area))
    .map((p) => ({ p, at: draw.inside(p.geometry.coordinates, 6) }))
    .filter(({ at }) => at)
    .sort(
      (a, b) =>
        poiWeight(a.p.properties) - poiWeight(b.p.properties) ||
        Math.hypot(a.at[0] - cx, a.at[1] - cy) - Math.hypot(b.at[0] - cx, b.at[1] - cy),
    );
  const dotBox = ([x, y], space) => {
    const reach = POI_RADIUS + space;
    return [x - reach, y - reach, x + reach, y + reach];
  };
  const shown = new Set();
  const dot = ([x, y]) => dots.push(el('circle', { cx: x, cy: y, r: POI_RADIUS }));
  let schools = 0;
  for (const entry of pois) {
    if (shown.size >= MAX_POIS) break;
    const school = entry.p.properties.kind === 'school';
    if (school && schools >= MAX_SCHOOLS) continue;
    const box = dotBox(entry.at, 2);
    if (!placer.fits(box, 2) || [...shown].some((other) => samePlace(entry, other))) continue;
    const { name } = entry.p.properties;
    const spot = placer.place(name, TEXT.poi, entry.at, around(POI_RADIUS, TEXT.poi), 1.5);
    if (!spot) continue;
    placer.reserve(box);
    shown.add(entry);
    if (school) schools++;
    dot(entry.at);
    labels.push(label(name, spot, TEXT.poi, COLOURS.poiText));
  }
  for (const entry of pois) {
    if (shown.size >= MAX_POIS) break;
    if (shown.has(entry) || !UNNAMED_DOTS.has(entry.p.properties.kind)) continue;
    const box = dotBox(entry.at, 8);
    if (!placer.fits(box, 2) || [...shown].some((other) => samePlace(entry, other))) continue;
    placer.reserve(box);
    shown.add(entry);
    dot(entry.at);
  }

  if (dots.length)
    parts.push(
      el('g', { fill: COLOURS.poiDot, stroke: COLOURS.halo, 'stroke-width': 1.2 }, dots.join('')),
    );
  parts.push(labelGroup(labels), scale.svg, credit.svg);
  // The title names the place alone, in words both languages' pages share.
  return svgDocument(frame, `${area.area}, ${area.town}`, parts.join(''));
}

/** A point in the middle of the visible part of a polygon, if that part is big enough to name. */
function visibleMiddle(feature, draw, frame) {
  let box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygonsOf(feature.geometry))
    for (const [x, y] of clipRing(polygon[0].map(draw.toXY), [0, 0, frame.width, frame.height]))
      box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
  if (!(box[2] - box[0] > 60 && box[3] - box[1] > 24)) return null;
  return [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
}

/**
 * Kenya's neighbours, named near the middle of their side of the border. Only names that read the
 * same in English and Swahili: the pictures serve the pages of both languages.
 */
const NEIGHBOURS = [
  { name: 'Ethiopia', latitude: 4.95, longitude: 38.6 },
  { name: 'Somalia', latitude: 1.2, longitude: 41.62 },
  { name: 'Uganda', latitude: 1.9, longitude: 34.25 },
  { name: 'Tanzania', latitude: -4.35, longitude: 36.3 },
];

/** Whether a point lies inside rings of points (even-odd rule, so holes count out). */
function insideRings([x, y], rings) {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

/** Kenya: counties, lakes and the towns the listings are in. */
function kenyaPicture(geo, areas) {
  const frame = kenyaFrame();
  const draw = drawer(frame, OVERVIEW_DETAIL);
  const { width, height } = frame;
  const parts = [el('rect', { width, height, fill: COLOURS.outside })];
  const path = (d, attributes) => d && parts.push(el('path', { d, ...attributes }));
  const lineStyle = { fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  // Kenya's outline is drawn twice, as land under everything and as a line over the counties.
  parts.push(el('defs', {}, el('path', { id: 'kenya', d: draw.polygonPath(geo.country) })));
  parts.push(el('use', { href: '#kenya', fill: COLOURS.land }));
  path(draw.polygonPath(geo.lakes), { fill: COLOURS.water });
  path(draw.linePath(geo.rivers), { ...lineStyle, stroke: COLOURS.waterLine, 'stroke-width': 1 });
  path(draw.linePath(geo.lines.county), {
    ...lineStyle,
    stroke: COLOURS.county,
    'stroke-width': 0.8,
  });
  parts.push(
    el('use', { href: '#kenya', ...lineStyle, stroke: COLOURS.country, 'stroke-width': 1.4 }),
  );

  const placer = new Placer(frame);
  const scale = scaleBar(frame, 110);
  const credit = credits(frame);
  placer.reserve(scale.box);
  placer.reserve(credit.box);
  const labels = [];
  const dots = [];

  // Each town at its place in places.geojson, or else amid its areas.
  const towns = [...new Set(AREAS.map((a) => a.town))].map((town) => {
    const place = geo.places.find(
      (p) => p.properties.name === town && p.properties.kind !== 'neighbourhood',
    );
    if (place)
      return { town, rank: place.properties.rank ?? 2, at: draw.toXY(place.geometry.coordinates) };
    const own = areas.filter((a) => a.town === town);
    const mean = (key) => own.reduce((sum, a) => sum + a[key], 0) / own.length;
    return { town, rank: 2, at: draw.toXY([mean('longitude'), mean('latitude')]) };
  });
  towns.sort((a, b) => a.rank - b.rank);
  // All dots first, so no name covers a town's dot.
  const r = 3.5;
  for (const { at } of towns) {
    placer.reserve([at[0] - r - 1, at[1] - r - 1, at[0] + r + 1, at[1] + r + 1]);
    dots.push(el('circle', { cx: at[0], cy: at[1], r }));
  }
  for (const { town, rank, at } of towns) {
    const style = rank === 1 ? TEXT.kenyaCity : TEXT.kenyaTown;
    const [below, right, left, above] = around(r, style);
    const spot = placer.place(town, style, at, [right, left, above, below], 1.5);
    if (spot) labels.push(label(town, spot, style, rank === 1 ? COLOURS.city : COLOURS.town));
  }
  for (const lake of geo.lakes) {
    const at = lake.properties.name && visibleMiddle(lake, draw, frame);
    const spot = at && placer.place(lake.properties.name, TEXT.lake, at, centred(TEXT.lake), 2);
    if (spot) labels.push(label(lake.properties.name, spot, TEXT.lake, COLOURS.waterText));
  }

  // The neighbours, for bearings, where their names fit clear of Kenya.
  const rings = polygonsOf(geo.country[0].geometry).flatMap((polygon) =>
    polygon.map((ring) => ring.map(draw.toXY)),
  );
  const outsideKenya = ([x0, y0, x1, y1]) =>
    [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
      [(x0 + x1) / 2, (y0 + y1) / 2],
    ].every((corner) => !insideRings(corner, rings));
  for (const { name, latitude, longitude } of NEIGHBOURS) {
    const at = draw.toXY([longitude, latitude]);
    const nudges = [
      [0, 0],
      [0, -14],
      [0, 14],
      [-24, 0],
      [24, 0],
    ];
    const candidates = nudges.map(([dx, dy]) => ['middle', dx, dy + TEXT.country.size * 0.36]);
    const spot = placer.place(name, TEXT.country, at, candidates, 2, outsideKenya);
    if (spot)
      labels.push(
        label(name, spot, TEXT.country, COLOURS.countryText, { stroke: COLOURS.outside }),
      );
  }

  parts.push(
    el('g', { fill: COLOURS.poiDot, stroke: COLOURS.halo, 'stroke-width': 1.5 }, dots.join('')),
  );
  parts.push(labelGroup(labels), scale.svg, credit.svg);
  return svgDocument(frame, 'Kenya', parts.join(''));
}

// ---------------------------------------------------------------------------------------------

const started = performance.now();
for (const file of GEO_FILES)
  if (!(await exists(path.join(GEO, file)))) fail(`data/geo/${file} is missing`);

// The areas as the pages read them (lib/map/areas.ts), so a page's pin and its picture share
// their frame: areaPictureFrame() of the same centre and radius.
const { AREA_CENTRES } = await loadTs('lib/map/areas.ts');
const recordOf = ({ town, area }) => AREA_CENTRES.find((a) => a.town === town && a.area === area);
const missing = AREAS.filter((a) => !recordOf(a));
if (missing.length)
  fail(
    `data/geo/areas.json has no entry for ${missing.map((a) => `${a.area}, ${a.town}`).join('; ')}`,
  );

const inputs = createHash('sha256');
for (const file of GEO_FILES) inputs.update(await readFile(path.join(GEO, file)));
for (const file of ['build/map-pictures.mjs', ...SOURCES])
  if (await exists(path.join(ROOT, file))) inputs.update(await readFile(path.join(ROOT, file)));
inputs.update(JSON.stringify({ COLOURS, FONT, TEXT, ATTRIBUTION, PICTURE, KENYA_PICTURE }));
const INPUTS_HASH = inputs.digest('hex');
const hashOf = (key) =>
  createHash('sha256').update(INPUTS_HASH).update(JSON.stringify(key)).digest('hex');
const stored = (hash) => path.join(STORE, `${hash}.svg`);

// One picture per area of the vocabulary, and Kenya's.
const jobs = [
  ...AREAS.map((entry) => {
    const record = recordOf(entry);
    return {
      name: `${areaPictureSlug(entry.town, entry.area)}.svg`,
      hash: hashOf(record),
      draw: (geo) => areaPicture(geo, record),
    };
  }),
  {
    name: path.basename(KENYA_PICTURE_PATH),
    hash: hashOf({ picture: 'kenya', towns: [...new Set(AREAS.map((a) => a.town))] }),
    draw: (geo) => kenyaPicture(geo, AREA_CENTRES),
  },
];
const names = new Set(jobs.map((job) => job.name));
if (names.size !== jobs.length) fail('two pictures would have the same file name');

await mkdir(STORE, { recursive: true });
await mkdir(OUT, { recursive: true });
const todo = [];
for (const job of jobs) if (!(await exists(stored(job.hash)))) todo.push(job);
if (todo.length) {
  const geo = await readGeo();
  // Written whole under a temporary name first: a stopped build never leaves half a picture.
  for (const job of todo) {
    await writeFile(`${stored(job.hash)}.tmp`, job.draw(geo));
    await rename(`${stored(job.hash)}.tmp`, stored(job.hash));
  }
}
const drawn = performance.now();

await Promise.all(jobs.map((job) => place(stored(job.hash), path.join(OUT, job.name))));
// public/map/pictures/ holds this step's pictures alone: any other .svg there is stale.
let removed = 0;
for (const name of await readdir(OUT)) {
  if (names.has(name) || !name.endsWith('.svg')) continue;
  await rm(path.join(OUT, name), { force: true });
  removed++;
}
// Mark the stored pictures this build uses, and sweep those unused for STORE_KEEP_DAYS.
const used = new Set(jobs.map((job) => `${job.hash}.svg`));
const swept = await sweepStore(STORE, used, STORE_KEEP_DAYS);

const sizes = await Promise.all(
  jobs.map(async ({ name, hash }) => ({ name, bytes: (await stat(stored(hash))).size })),
);
const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `map-pictures: ${jobs.length} pictures, ${todo.length} drawn (${seconds(drawn - started)}), ${jobs.length - todo.length} from cache, ${kb(total)} in all, largest ${largest.name} ${kb(largest.bytes)}, ${removed} stale removed, ${swept} swept from the store, in ${seconds(performance.now() - started)}`,
);
