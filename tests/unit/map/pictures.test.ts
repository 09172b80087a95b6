// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@/lib/listings/vocabulary';
import { KENYA_PICTURE, PICTURE } from '@/lib/map/frame';
import {
  areaPicturePath,
  areaPictureSlug,
  KENYA_PICTURE_PATH,
  MAP_PICTURES_PATH,
  slugify,
} from '@/lib/map/pictures';

// jsdom (the unit tests' DOM) parses SVG as strict XML, throwing on anything malformed; it ships
// no types, so the little used here is typed by hand.
interface XmlDocument {
  window: { document: Document };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => XmlDocument;
};

const DIR = path.join('public', MAP_PICTURES_PATH);
/** What build/map-pictures.mjs keeps each picture under. */
const MAX_BYTES = 25 * 1024;

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

const built = existsSync(DIR);
if (!built)
  console.warn(`${DIR} is absent: picture checks skipped (run \`node build/map-pictures.mjs\`)`);

describe.skipIf(!built)('pictures drawn by build/map-pictures.mjs', () => {
  const read = (file: string) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    const document = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
    return { text, svg: document.documentElement, bytes: statSync(path.join(DIR, file)).size };
  };

  it.each(AREAS.map((a) => [a.area, a.town] as const))(
    '%s, %s: a small, well-formed SVG of the picture size naming its area',
    (area, town) => {
      const file = path.basename(areaPicturePath(town, area));
      expect(existsSync(path.join(DIR, file)), file).toBe(true);
      const { svg, bytes } = read(file);
      expect(svg.tagName).toBe('svg');
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${PICTURE.width} ${PICTURE.height}`);
      expect(svg.querySelector('title')?.textContent).toBe(`${area}, ${town}`);
      const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent?.toLowerCase());
      expect(texts).toContain(area.toLowerCase());
      expect(bytes).toBeLessThan(MAX_BYTES);
    },
  );

  it('Kenya: the overview, with every town of the listings', () => {
    const { svg, bytes } = read(path.basename(KENYA_PICTURE_PATH));
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${KENYA_PICTURE.width} ${KENYA_PICTURE.height}`);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    for (const town of new Set(AREAS.map((a) => a.town))) expect(texts).toContain(town);
    expect(bytes).toBeLessThan(MAX_BYTES);
  });

  it('need nothing a strict Content-Security-Policy blocks, and load nothing', () => {
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.svg'))) {
      const { text, svg } = read(file);
      expect(svg.querySelectorAll('style, script, foreignObject, image').length, file).toBe(0);
      expect(text, file).not.toMatch(/\sstyle=|\son[a-z]+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('are all of the folder: no picture of an area that is gone', () => {
    const wanted = new Set([
      ...AREAS.map((a) => path.basename(areaPicturePath(a.town, a.area))),
      path.basename(KENYA_PICTURE_PATH),
    ]);
    const svgs = readdirSync(DIR).filter((name) => name.endsWith('.svg'));
    expect(svgs.filter((name) => !wanted.has(name))).toEqual([]);
  });
});
