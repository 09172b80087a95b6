// SVG as the map pictures write it: elements with presentation attributes only (no <style>, no
// style=, no script), numbers in tenths of a unit, path data packed tightly.
import type { Size } from '@/lib/map/frame';
import type { XY } from '../map/bounds';
import { FONT } from './look';

/** An element's attributes; numbers are rounded to 0.1, undefined ones and '' left out. */
export type Attributes = Readonly<Record<string, string | number | undefined>>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export const escapeText = (text: string): string => text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A number in tenths as the shortest SVG number: 5 → '.5', -15 → '-1.5'. */
export const tenths = (value: number): string => String(value / 10).replace(/^(-?)0\./, '$1.');
/** A number rounded to 0.1, written as short as SVG allows. */
export const n1 = (value: number): string => tenths(Math.round(value * 10));

/** An element; numbers are rounded to 0.1, undefined attributes left out. */
export function el(name: string, attributes: Attributes, content?: string): string {
  const text = Object.entries(attributes)
    .map(([key, value]) =>
      value === undefined || value === ''
        ? ''
        : ` ${key}="${typeof value === 'number' ? n1(value) : escapeAttribute(value)}"`,
    )
    .join('');
  return content === undefined ? `<${name}${text}/>` : `<${name}${text}>${content}</${name}>`;
}

/** SVG path data for runs of integer-tenth points: relative moves, numbers packed tightly. */
export function pathData(runs: readonly (readonly XY[])[], closed: boolean): string {
  let d = '';
  let last = '';
  const put = (text: string) => {
    // A separator only where the grammar needs one: not before '-', nor '.' after a decimal.
    const bare = last === '' || text[0] === '-' || (text[0] === '.' && last.includes('.'));
    d += (bare ? '' : ' ') + text;
    last = text;
  };
  for (const run of runs) {
    const [first, ...rest] = run;
    if (!first) continue;
    d += 'M';
    last = '';
    put(tenths(first[0]));
    put(tenths(first[1]));
    if (rest.length) {
      d += 'l';
      last = '';
      let previous = first;
      for (const point of rest) {
        put(tenths(point[0] - previous[0]));
        put(tenths(point[1] - previous[1]));
        previous = point;
      }
    }
    if (closed) d += 'z';
  }
  return d;
}

/** A whole picture of `size`, named by `title`, around `body`. */
export function svgDocument({ width, height }: Size, title: string, body: string): string {
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
