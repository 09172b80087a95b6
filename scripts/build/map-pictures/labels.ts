// Labels: placed greedily, most important first; one that would cover a placed label or dot, or
// run off the picture, is tried on another side of its point, then left out. And the scale bar
// and credits, shared by both kinds of picture.
import { metresPerUnit, type Frame, type Size } from '@/lib/map/frame';
import type { XY } from '../map/bounds';
import type { GeoFeature } from './geo';
import { visibleMiddle, type Box, type Drawer } from './geometry';
import { COLOURS, HALO, TEXT, type TextStyle } from './look';
import { el, escapeText, n1, type Attributes } from './svg';

/**
 * A generous estimate of a text's width: the picture cannot know the reader's font (the site's
 * web font does not reach an <img>), and system sans fonts run about 0.5-0.6 em a character,
 * capitals and bold ones wider.
 */
export function textWidth(text: string, style: TextStyle): number {
  const em = (style.upper ? 0.7 : 0.56) + (style.weight >= 700 ? 0.04 : 0);
  return text.length * (style.size * em + (style.spacing ?? 0));
}

export type Anchor = 'start' | 'middle' | 'end';
/** Where a text may go: its anchor, and its offset from its point to its baseline. */
export type Candidate = [anchor: Anchor, dx: number, dy: number];
/** Where a text went: its anchor point on its baseline. */
export interface Spot {
  x: number;
  y: number;
  anchor: Anchor;
}

export class Placer {
  private readonly width: number;
  private readonly height: number;
  private readonly boxes: Box[] = [];

  constructor({ width, height }: Size) {
    this.width = width;
    this.height = height;
  }

  fits([x0, y0, x1, y1]: Box, edge = 3): boolean {
    if (x0 < edge || y0 < edge || x1 > this.width - edge || y1 > this.height - edge) return false;
    return !this.boxes.some((b) => x0 < b[2] && x1 > b[0] && y0 < b[3] && y1 > b[1]);
  }

  reserve(box: Box): void {
    this.boxes.push(box);
  }

  /**
   * Places a text at the first of `candidates` that fits and that `accept` takes; null if none.
   */
  place(
    text: string,
    style: TextStyle,
    [x, y]: XY,
    candidates: readonly Candidate[],
    pad = 2,
    accept: (box: Box) => boolean = () => true,
  ): Spot | null {
    const width = textWidth(text, style);
    const ascent = style.size * (style.upper ? 0.74 : 0.78);
    const descent = style.upper ? 0 : style.size * 0.24;
    for (const [anchor, dx, dy] of candidates) {
      const ax = x + dx;
      const baseline = y + dy;
      const left = anchor === 'start' ? ax : anchor === 'end' ? ax - width : ax - width / 2;
      const box: Box = [
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
export const centred = (style: TextStyle): Candidate[] => [['middle', 0, style.size * 0.36]];
/** Around a dot of radius r: below (as the interactive map does), right, left, above. */
export const around = (
  r: number,
  style: TextStyle,
): [below: Candidate, right: Candidate, left: Candidate, above: Candidate] => [
  ['middle', 0, r + style.size * 0.85 + 1],
  ['start', r + 3, style.size * 0.36],
  ['end', -r - 3, style.size * 0.36],
  ['middle', 0, -r - 3.5],
];

export function label(
  text: string,
  spot: Spot,
  style: TextStyle,
  colour: string,
  extra: Attributes = {},
): string {
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
export const labelGroup = (labels: readonly string[]): string =>
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

/** A lake's name amid its visible part, if that is big enough to name and the name fits. */
export function lakeLabel(
  lake: GeoFeature,
  draw: Drawer,
  placer: Placer,
  pad: number,
): string | null {
  const { name } = lake.properties;
  if (!name) return null;
  const at = visibleMiddle(lake.geometry, draw);
  const spot = at && placer.place(name, TEXT.lake, at, centred(TEXT.lake), pad);
  return spot ? label(name, spot, TEXT.lake, COLOURS.waterText) : null;
}

/** Something drawn in a corner of every picture, and the room it takes. */
export interface Furniture {
  box: Box;
  svg: string;
}

const NICE_METRES = [
  100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000, 200_000,
  250_000, 500_000,
] as const;

/** The longest round distance up to `maxUnits` long, bottom left. */
export function scaleBar(frame: Frame, maxUnits: number): Furniture {
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

/** The data's credits (`text`, creditLine()), bottom right. */
export function credits(frame: Size, text: string): Furniture {
  const x = frame.width - 8;
  const y = frame.height - 7;
  const width = textWidth(text, TEXT.credit);
  return {
    box: [x - width - 4, y - TEXT.credit.size - 2, x + 4, y + 4],
    svg: labelGroup([label(text, { x, y, anchor: 'end' }, TEXT.credit, COLOURS.credit)]),
  };
}
