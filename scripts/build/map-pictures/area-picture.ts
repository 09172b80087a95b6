// The picture of one area: its surroundings with their streets, its ward tinted and its name in
// the middle.
import { gzipSync } from 'node:zlib';
import type { AreaCentre } from '@/lib/map/areas';
import { areaPictureFrame } from '@/lib/map/frame';
import type { XY } from '../map/bounds';
import type { Geo, GeoProperties, NamedPoint } from './geo';
import { PLACE_KINDS } from './geo';
import { DETAIL, drawer, picturePath, thin, type Box, type Detail } from './geometry';
import {
  around,
  centred,
  credits,
  label,
  labelGroup,
  lakeLabel,
  Placer,
  scaleBar,
  textWidth,
} from './labels';
import { COLOURS, TEXT } from './look';
import { streetsIn, type RoadName, type Streets } from './streets';
import { el, svgDocument, type Attributes } from './svg';

const POI_ORDER = ['airport', 'park', 'university', 'hospital', 'station', 'school'];
/**
 * Landmarks worth showing: the data's 'hospital' kind holds every chemist and clinic too (a
 * hundred crowd a square kilometre of Kibera), so of that kind only hospitals themselves.
 */
const isLandmark = ({ kind, name }: GeoProperties & { name: string }) =>
  kind !== 'hospital' || /\bhospital\b/i.test(name);

/** A named point with its place in the picture. */
interface Shown<T extends NamedPoint = NamedPoint> {
  p: T;
  at: XY;
}

/** Two names of one place (Arboretum, Nairobi Arboretum), when they lie this close. */
const SAME_PLACE_UNITS = 80;
const samePlace = (a: Shown, b: Shown) => {
  const [x, y] = [a.p.properties.name.toLowerCase(), b.p.properties.name.toLowerCase()];
  const near = Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]) < SAME_PLACE_UNITS;
  return near && (x.includes(y) || y.includes(x));
};
/** Within a kind, a name saying what the place is (Kenyatta National Hospital) comes first. */
const poiWeight = ({ kind, name }: GeoProperties & { name: string }) =>
  POI_ORDER.indexOf(kind ?? '') * 2 + (new RegExp(`\\b${kind}\\b`, 'i').test(name) ? 0 : 1);
const POI_RADIUS = 2.5;
/** At most this many landmarks, and names of lesser neighbourhoods, in an area's picture. */
const MAX_POIS = 12;
const MAX_MINOR_PLACES = 8;
/** Schools are many: a few of the nearest stand for the rest. */
const MAX_SCHOOLS = 3;
/** Kinds worth a dot when their name does not fit: rare, large places. */
const UNNAMED_DOTS = new Set(['airport', 'park', 'university', 'station']);
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** At most this many road names, the biggest roads first, the longest of a rank first. */
const MAX_ROAD_NAMES = 7;
/** The widths of the roads (and of their edges), in picture units. */
const ROAD_WIDTHS = {
  highway: [3.4, 5],
  major: [2.6, 4],
  street: [1.6, 2.6],
  minor: [1.1, 2],
} as const;
/** Small streets are many and thin: drawn a little coarser, which a reader cannot see. */
const MINOR_DETAIL: Detail = { step: 3, tolerance: 1.5 };

/**
 * A road's name along the straightest long stretch of it in the picture, turned to its angle
 * (never upside down), where it covers no other label; null if no stretch takes it.
 */
function roadLabel(road: RoadName, placer: Placer, width: number, height: number): string | null {
  const style = TEXT.road;
  const length = textWidth(road.name, style) + 14;
  let best: { x: number; y: number; angle: number; span: number } | undefined;
  for (const run of road.runs) {
    // Straightened: the stretch between two kept points bends less than 2 units.
    const points = thin(run, { step: 2, tolerance: 2 }).map(([x, y]) => [x / 10, y / 10]);
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      const span = Math.hypot(x1! - x0!, y1! - y0!);
      const [x, y] = [(x0! + x1!) / 2, (y0! + y1!) / 2];
      if (span < length || (best && span <= best.span)) continue;
      if (x < 20 || y < 20 || x > width - 20 || y > height - 20) continue;
      let angle = (Math.atan2(y1! - y0!, x1! - x0!) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      if (angle < -90) angle += 180;
      best = { x, y, angle, span };
    }
  }
  if (!best) return null;
  const { x, y, angle } = best;
  const rad = (angle * Math.PI) / 180;
  const [w, h] = [textWidth(road.name, style) / 2 + 3, style.size / 2 + 3];
  const [dx, dy] = [
    Math.abs(w * Math.cos(rad)) + Math.abs(h * Math.sin(rad)),
    Math.abs(w * Math.sin(rad)) + Math.abs(h * Math.cos(rad)),
  ];
  const box: Box = [x - dx, y - dy, x + dx, y + dy];
  if (!placer.fits(box)) return null;
  placer.reserve(box);
  return label(
    road.name,
    { x, y: y + style.size * 0.35, anchor: 'middle' },
    style,
    COLOURS.roadText,
    {
      transform: `rotate(${Math.round(angle * 10) / 10} ${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})`,
    },
  );
}

/**
 * The picture of one area: its surroundings with their streets (from OpenStreetMap, where the
 * street archive covers them), its ward tinted and its name in the middle.
 */
export function areaPicture(
  geo: Geo,
  area: AreaCentre,
  creditText: string,
  streets?: Streets,
  /** Whether to draw the small streets (a wide area's picture may leave them out for weight). */
  minorStreets = true,
): string {
  const frame = areaPictureFrame(area);
  const draw = drawer(frame);
  const { width, height } = frame;
  const parts: string[] = [];
  const path = (d: string, attributes: Attributes) =>
    d && parts.push(el('path', { d, ...attributes }));
  const lineStyle = { fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };

  // Land over a ground of water: in these frames only the sea lies outside Kenya's outline.
  parts.push(el('rect', { width, height, fill: COLOURS.water }));
  path(draw.polygonPath(geo.country), { fill: COLOURS.land });
  if (streets) {
    path(picturePath(frame, streets.fills.green, true), { fill: COLOURS.park });
    path(picturePath(frame, streets.fills.institution, true), { fill: COLOURS.institution });
    path(picturePath(frame, streets.fills.water, true), { fill: COLOURS.water });
  }
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
  if (streets) {
    // Each rank's edges, then its fill, the biggest roads last, so crossings read as the map's.
    path(picturePath(frame, streets.roads.rail, false), {
      ...lineStyle,
      stroke: COLOURS.rail,
      'stroke-width': 1,
      'stroke-dasharray': '3 2',
    });
    const ranks = [
      ...(minorStreets ? ([['minor', COLOURS.roadCasing, COLOURS.road]] as const) : []),
      ['street', COLOURS.roadCasing, COLOURS.road],
      ['major', COLOURS.majorCasing, COLOURS.majorRoad],
      ['highway', COLOURS.majorCasing, COLOURS.highway],
    ] as const;
    for (const [rank, edge, fill] of ranks) {
      const detail = rank === 'minor' ? MINOR_DETAIL : DETAIL;
      const d = picturePath(frame, streets.roads[rank], false, detail);
      if (!d) continue;
      const [inner, outer] = ROAD_WIDTHS[rank];
      // The line once, drawn twice: its edge, then its fill.
      parts.push(el('defs', {}, el('path', { id: `road-${rank}`, d })));
      parts.push(
        el('use', { href: `#road-${rank}`, ...lineStyle, stroke: edge, 'stroke-width': outer }),
      );
      parts.push(
        el('use', { href: `#road-${rank}`, ...lineStyle, stroke: fill, 'stroke-width': inner }),
      );
    }
  }
  path(draw.linePath(geo.lines.county), {
    ...lineStyle,
    stroke: COLOURS.county,
    'stroke-width': 1.8,
  });

  const placer = new Placer(frame);
  const scale = scaleBar(frame, 100);
  const credit = credits(frame, creditText);
  placer.reserve(scale.box);
  placer.reserve(credit.box);
  const labels: string[] = [];
  const dots: string[] = [];
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

  // The main roads' names next: what a home is off is what a visitor asks first.
  const order = ['highway', 'major', 'street'];
  const roads = (streets?.names ?? [])
    .filter(
      (road) => road.rank !== 'street' || /\b(road|avenue|drive|way|highway)\b/i.test(road.name),
    )
    .map((road) => ({ road, length: road.runs.flat().length }))
    .sort(
      (a, b) =>
        order.indexOf(a.road.rank) - order.indexOf(b.road.rank) ||
        b.length - a.length ||
        a.road.name.localeCompare(b.road.name, 'en'),
    );
  let roadNames = 0;
  for (const { road } of roads) {
    if (roadNames >= MAX_ROAD_NAMES) break;
    const text = roadLabel(road, placer, width, height);
    if (text) {
      labels.push(text);
      roadNames++;
    }
  }

  // Then the places around it: cities and towns first, then neighbourhoods, the nearest first.
  const places = geo.places
    .filter((p) => !sameName(p.properties.name, area.area))
    .flatMap((p) => {
      const at = draw.inside(p.geometry.coordinates, 2);
      return at ? [{ p, at, distance: Math.hypot(at[0] - cx, at[1] - cy) }] : [];
    })
    .sort(
      (a, b) =>
        PLACE_KINDS.indexOf(a.p.properties.kind) - PLACE_KINDS.indexOf(b.p.properties.kind) ||
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
    const colour = other ? COLOURS.minorPlace : COLOURS[kind];
    labels.push(label(name, spot, style, colour));
  }

  for (const lake of geo.lakes.filter(draw.touches)) {
    const text = lakeLabel(lake, draw, placer, 3);
    if (text) labels.push(text);
  }

  // Landmarks last, named ones first: a dot where it covers no label or dot, its name where that
  // fits. Then a few more dots without names, of the rare kinds only: schools are many (a dozen in
  // a square kilometre of Kibera), and dots without names there are noise.
  const pois = geo.pois
    .filter((p) => isLandmark(p.properties) && !sameName(p.properties.name, area.area))
    .flatMap((p): Shown[] => {
      const at = draw.inside(p.geometry.coordinates, 6);
      return at ? [{ p, at }] : [];
    })
    .sort(
      (a, b) =>
        poiWeight(a.p.properties) - poiWeight(b.p.properties) ||
        Math.hypot(a.at[0] - cx, a.at[1] - cy) - Math.hypot(b.at[0] - cx, b.at[1] - cy),
    );
  const dotBox = ([x, y]: XY, space: number): Box => {
    const reach = POI_RADIUS + space;
    return [x - reach, y - reach, x + reach, y + reach];
  };
  const shown = new Set<Shown>();
  const dot = ([x, y]: XY) => dots.push(el('circle', { cx: x, cy: y, r: POI_RADIUS }));
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
    if (shown.has(entry) || !UNNAMED_DOTS.has(entry.p.properties.kind ?? '')) continue;
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

/**
 * An area's picture weighs at most this much gzipped (level 9) with its small streets; a wide or
 * dense area's would weigh more, and is drawn with its main roads alone.
 */
export const PICTURE_MAX_GZIP = 60 * 1024;

/** An area's picture with the streets of the archive, within PICTURE_MAX_GZIP. */
export async function areaPictureWithStreets(
  geo: Geo,
  area: AreaCentre,
  creditText: string,
): Promise<string> {
  const streets = await streetsIn(areaPictureFrame(area));
  const full = areaPicture(geo, area, creditText, streets);
  return gzipSync(full, { level: 9 }).length <= PICTURE_MAX_GZIP
    ? full
    : areaPicture(geo, area, creditText, streets, false);
}
