// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '@/lib/listings/location';
import { AREA_CENTRES } from '@/lib/map/areas';
import { KENYA_PICTURE, PICTURE } from '@/lib/map/frame';
import {
  areaPicturePath,
  areaPictureSlug,
  KENYA_PICTURE_PATH,
  MAP_PICTURES_PATH,
  slugify,
} from '@/lib/map/pictures';
import { gzipSync } from 'node:zlib';
import {
  areaPicture,
  areaPictureWithStreets,
  PICTURE_MAX_GZIP,
} from '@/scripts/build/map-pictures/area-picture';
import { readGeo, type Geo } from '@/scripts/build/map-pictures/geo';
import { kenyaPicture } from '@/scripts/build/map-pictures/kenya-picture';
import { creditLine } from '@/scripts/build/map-pictures/look';

// jsdom (the unit tests' DOM) parses SVG as strict XML, throwing on anything malformed; it ships
// no types, so the little used here is typed by hand.
interface XmlDocument {
  window: { document: Document };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => XmlDocument;
};

const DIR = path.join('public', MAP_PICTURES_PATH);
/** What each picture is kept under. */
const MAX_BYTES = 160 * 1024;

describe('area picture names', () => {
  it('are lower-case ASCII words joined by hyphens, town first', () => {
    expect(areaPictureSlug('Nairobi', 'Kilimani')).toBe('nairobi-kilimani');
    expect(areaPictureSlug('Nairobi', 'Upper Hill')).toBe('nairobi-upper-hill');
    expect(areaPictureSlug('Nakuru', 'Section 58')).toBe('nakuru-section-58');
    expect(areaPictureSlug('Machakos', 'Machakos Town')).toBe('machakos-machakos-town');
  });

  it('join a word an apostrophe splits, and drop accents', () => {
    expect(areaPictureSlug('Nairobi', "Lang'ata")).toBe('nairobi-langata');
    expect(areaPictureSlug('Nairobi', 'Lang’ata')).toBe('nairobi-langata');
    expect(slugify('  Mũrang’a / Kĩrĩnyaga  ')).toBe('muranga-kirinyaga');
  });

  it('differ for every area, the two Milimanis included', () => {
    const slugs = AREAS.map((a) => areaPictureSlug(a.town, a.area));
    expect(new Set(slugs).size).toBe(AREAS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toContain('kisumu-milimani');
    expect(slugs).toContain('nakuru-milimani');
    expect(slugs).not.toContain(path.basename(KENYA_PICTURE_PATH, '.svg'));
  });

  it('are served from /map/pictures/', () => {
    expect(areaPicturePath('Nairobi', 'Kilimani')).toBe('/map/pictures/nairobi-kilimani.svg');
    expect(KENYA_PICTURE_PATH).toBe('/map/pictures/kenya.svg');
  });
});

/**
 * A picture's root element, checked to be well-formed SVG of less than MAX_BYTES that needs
 * nothing a strict Content-Security-Policy blocks and loads nothing.
 */
function checkedSvg(text: string, name: string): Element {
  const svg = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
  expect(svg.tagName, name).toBe('svg');
  expect(Buffer.byteLength(text), name).toBeLessThan(MAX_BYTES);
  expect(svg.querySelectorAll('style, script, foreignObject, image').length, name).toBe(0);
  expect(text, name).not.toMatch(/\sstyle=|\son[a-z]+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  return svg;
}

describe('pictures drawn by scripts/build/map-pictures/', () => {
  let geo: Geo;
  beforeAll(async () => {
    geo = await readGeo();
  });

  it.each(AREAS.map((a) => [a.area, a.town] as const))(
    '%s, %s: a well-formed SVG of the picture size naming its area, with its streets, within its weight',
    async (area, town) => {
      const record = AREA_CENTRES.find((a) => a.area === area && a.town === town);
      if (!record) throw new Error(`data/geo/areas.json has no ${area}, ${town}`);
      const text = await areaPictureWithStreets(geo, record, creditLine());
      const svg = checkedSvg(text, area);
      expect(gzipSync(text, { level: 9 }).length, area).toBeLessThanOrEqual(PICTURE_MAX_GZIP);
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${PICTURE.width} ${PICTURE.height}`);
      expect(svg.querySelector('title')?.textContent).toBe(`${area}, ${town}`);
      const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent?.toLowerCase());
      expect(texts).toContain(area.toLowerCase());
      // Streets in every picture (Limuru's centre is beyond the archive, its picture's edge not).
      expect(svg.querySelectorAll('path[id^="road-"]').length, area).toBeGreaterThan(0);
    },
    30_000,
  );

  it.each([
    ['Kilimani', 'Nairobi', ['Ngong Road', 'Riara Road']],
    ['Nyali', 'Mombasa', ['Nyali Road']],
  ])('%s: the main roads are named along them', async (area, town, names) => {
    const record = AREA_CENTRES.find((a) => a.area === area && a.town === town)!;
    const svg = checkedSvg(await areaPictureWithStreets(geo, record, creditLine()), area);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    for (const name of names) expect(texts).toContain(name);
    // Small streets too, in both.
    expect(svg.querySelector('#road-minor')).not.toBeNull();
  });

  it('draws no streets without the archive: the picture of before', () => {
    const record = AREA_CENTRES[0]!;
    const svg = checkedSvg(areaPicture(geo, record, creditLine()), record.area);
    expect(svg.querySelectorAll('path[id^="road-"]')).toHaveLength(0);
  });

  it('Kenya: the overview, with every town of the listings', () => {
    const svg = checkedSvg(kenyaPicture(geo, AREA_CENTRES, creditLine()), 'Kenya');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${KENYA_PICTURE.width} ${KENYA_PICTURE.height}`);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    for (const town of new Set(AREAS.map((a) => a.town))) expect(texts).toContain(town);
  });

  it('credit the data in one short line', () => {
    expect(creditLine()).toBe(
      '© ARC/HDX · Omare · GeoNames · Natural Earth · OpenMapTiles · OpenStreetMap',
    );
  });
});

const built = existsSync(DIR);
if (!built)
  console.warn(
    `${DIR} is absent: checks of the built pictures skipped (run \`npm run build -- map-pictures\`)`,
  );

describe.skipIf(!built)('the pictures the build step wrote', () => {
  it('are small, well-formed SVG that need nothing a strict Content-Security-Policy blocks', () => {
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.svg')))
      checkedSvg(readFileSync(path.join(DIR, file), 'utf8'), file);
  });

  it('are all of the folder: one for each area and Kenya, none of an area that is gone', () => {
    const wanted = new Set([
      ...AREAS.map((a) => path.basename(areaPicturePath(a.town, a.area))),
      path.basename(KENYA_PICTURE_PATH),
    ]);
    const svgs = readdirSync(DIR).filter((name) => name.endsWith('.svg'));
    expect(new Set(svgs)).toEqual(wanted);
  });
});
