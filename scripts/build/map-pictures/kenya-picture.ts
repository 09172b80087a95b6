// The overview of Kenya, on /map/ where the interactive map cannot run.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon } from 'geojson';
import type { AreaCentre } from '@/lib/map/areas';
import { kenyaFrame } from '@/lib/map/frame';
import { AREAS } from '@/lib/listings/location';
import type { XY } from '../map/bounds';
import type { Geo } from './geo';
import { drawer, OVERVIEW_DETAIL, polygonsOf, type Box } from './geometry';
import {
  around,
  credits,
  label,
  labelGroup,
  lakeLabel,
  Placer,
  scaleBar,
  type Candidate,
} from './labels';
import { COLOURS, TEXT } from './look';
import { el, svgDocument, type Attributes } from './svg';

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

/** Kenya: counties, lakes and the towns the listings are in. */
export function kenyaPicture(geo: Geo, areas: readonly AreaCentre[], creditText: string): string {
  const frame = kenyaFrame();
  const draw = drawer(frame, OVERVIEW_DETAIL);
  const { width, height } = frame;
  const parts = [el('rect', { width, height, fill: COLOURS.outside })];
  const path = (d: string, attributes: Attributes) =>
    d && parts.push(el('path', { d, ...attributes }));
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
  const credit = credits(frame, creditText);
  placer.reserve(scale.box);
  placer.reserve(credit.box);
  const labels: string[] = [];
  const dots: string[] = [];

  // Each town at its place in places.geojson, or else amid its areas.
  const towns = [...new Set(AREAS.map((a) => a.town))].map((town) => {
    const place = geo.places.find(
      (p) => p.properties.name === town && p.properties.kind !== 'neighbourhood',
    );
    if (place)
      return { town, rank: place.properties.rank ?? 2, at: draw.toXY(place.geometry.coordinates) };
    const own = areas.filter((a) => a.town === town);
    const mean = (key: 'longitude' | 'latitude') =>
      own.reduce((sum, a) => sum + a[key], 0) / own.length;
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
    const text = lakeLabel(lake, draw, placer, 2);
    if (text) labels.push(text);
  }

  // The neighbours, for bearings, where their names fit clear of Kenya.
  const [kenya] = geo.country;
  const kenyaInPicture: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: (kenya ? polygonsOf(kenya.geometry) : []).map((polygon) =>
      polygon.map((ring) => ring.map(draw.toXY)),
    ),
  };
  const outsideKenya = ([x0, y0, x1, y1]: Box) =>
    (
      [
        [x0, y0],
        [x1, y0],
        [x0, y1],
        [x1, y1],
        [(x0 + x1) / 2, (y0 + y1) / 2],
      ] satisfies XY[]
    ).every((corner) => !booleanPointInPolygon(corner, kenyaInPicture));
  for (const { name, latitude, longitude } of NEIGHBOURS) {
    const at = draw.toXY([longitude, latitude]);
    const nudges: XY[] = [
      [0, 0],
      [0, -14],
      [0, 14],
      [-24, 0],
      [24, 0],
    ];
    const candidates = nudges.map(([dx, dy]): Candidate => [
      'middle',
      dx,
      dy + TEXT.country.size * 0.36,
    ]);
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
