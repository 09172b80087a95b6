// Draws the map pictures at build time: one SVG per area of the listings, and one of Kenya.
//
//   public/map/pictures/<town>-<area>.svg   the area and its surroundings with their streets, for
//                                           its listing pages
//   public/map/pictures/kenya.svg           the overview on /map/ without WebGL or JavaScript
//
// A listing page shows its area's picture as an <img> and draws the pin itself in an inline <svg>
// of the same viewBox, at the point lib/map/frame.ts gives for the frame of areaPictureFrame().
// So 10,000 listings need one picture per area, and a page's map needs no JavaScript. The
// pictures carry no pin and no listing's position.
//
// The pictures are drawn in the interactive map's palette (basemapPalette in lib/map/style.ts,
// from the site's colours) with presentation attributes only: no <style>, no style=, no script.
// Shapes are clipped to the frame (@turf/bbox-clip), rounded to 0.1 unit and thinned (Douglas-
// Peucker, by @turf/simplify), and boundaries two polygons share are drawn once (the geo files
// share their vertices), so each file stays small.
//
// Every picture depends on all the geo files, so pictures are stored by content in
// .cache/map-pictures/<hash>.svg, the hash covering the geo files, the area's record, this step's
// code, the lib/ modules it takes frames, names, texts and colours from, and the colours
// themselves. An unchanged build draws nothing and does not parse the geo files;
// public/map/pictures/ gets hard links. Nothing else in public/map/ (the interactive map's files)
// is touched.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AREAS } from '@/lib/listings/location';
import { AREA_CENTRES } from '@/lib/map/areas';
import { KENYA_PICTURE, PICTURE } from '@/lib/map/frame';
import { areaPictureSlug, KENYA_PICTURE_PATH } from '@/lib/map/pictures';
import { exists, place, secondsSince, sweepStore } from '../fs-utils';
import { packageVersion } from '../map/package-version';
import { ROOT } from '../root';
import { areaPictureWithStreets } from './area-picture';
import { GEO, GEO_FILES, readGeo, type Geo } from './geo';
import { kenyaPicture } from './kenya-picture';
import { COLOURS, creditLine, FONT, TEXT } from './look';

const OUT = path.join(ROOT, 'public', 'map', 'pictures');
const STORE = path.join(ROOT, '.cache', 'map-pictures');
/** This step's code, every module of which a picture depends on. */
const CODE = 'scripts/build/map-pictures';
// The code a picture depends on besides this step's: a change in any of it draws all again.
const SOURCES = [
  'scripts/build/map/bounds.ts',
  'scripts/build/map/package-version.ts',
  'lib/map/frame.ts',
  'lib/map/position.ts',
  'lib/map/bounds.ts',
  'lib/map/pictures.ts',
  'lib/map/style.ts',
  'lib/map/attribution.ts',
  'lib/map/streets.ts',
  'lib/map/areas.ts',
  'lib/listings/vocabulary.ts',
];
/** The libraries that clip and thin the shapes: a new version may draw them differently. */
const LIBRARIES = [
  '@turf/bbox-clip',
  '@turf/simplify',
  '@turf/boolean-point-in-polygon',
  '@mapbox/vector-tile',
  'pmtiles',
];
// Stored pictures no build has used for this long are deleted (each build touches the ones it uses).
const STORE_KEEP_DAYS = 30;

/** A picture to have: its file name, the hash it is stored under, and how to draw it. */
interface Job {
  name: string;
  hash: string;
  draw: (geo: Geo) => string | Promise<string>;
}

/** Everything every picture is drawn from, hashed. */
async function inputsHash(credit: string): Promise<string> {
  const inputs = createHash('sha256');
  for (const file of GEO_FILES) inputs.update(await readFile(path.join(GEO, file)));
  const code = (await readdir(path.join(ROOT, CODE)))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `${CODE}/${name}`);
  for (const file of [...code, ...SOURCES])
    if (await exists(path.join(ROOT, file))) inputs.update(await readFile(path.join(ROOT, file)));
  const libraries = await Promise.all(LIBRARIES.map(packageVersion));
  inputs.update(JSON.stringify({ COLOURS, FONT, TEXT, credit, PICTURE, KENYA_PICTURE, libraries }));
  return inputs.digest('hex');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<string> {
  const started = performance.now();
  for (const file of GEO_FILES)
    if (!(await exists(path.join(GEO, file)))) throw new Error(`data/geo/${file} is missing`);
  const credit = creditLine();

  // The areas as the pages read them (lib/map/areas.ts), so a page's pin and its picture share
  // their frame: areaPictureFrame() of the same centre and radius.
  const recordOf = ({ town, area }: { town: string; area: string }) =>
    AREA_CENTRES.find((a) => a.town === town && a.area === area);
  const missing = AREAS.filter((a) => !recordOf(a));
  if (missing.length)
    throw new Error(
      `data/geo/areas.json has no entry for ${missing.map((a) => `${a.area}, ${a.town}`).join('; ')}`,
    );

  const inputs = await inputsHash(credit);
  const hashOf = (key: unknown) =>
    createHash('sha256').update(inputs).update(JSON.stringify(key)).digest('hex');
  const stored = (hash: string) => path.join(STORE, `${hash}.svg`);

  // One picture per area of the vocabulary, and Kenya's.
  const jobs: Job[] = [
    ...AREAS.flatMap((entry) => {
      const record = recordOf(entry);
      if (!record) return [];
      return [
        {
          name: `${areaPictureSlug(entry.town, entry.area)}.svg`,
          hash: hashOf(record),
          draw: (geo: Geo) => areaPictureWithStreets(geo, record, credit),
        },
      ];
    }),
    {
      name: path.basename(KENYA_PICTURE_PATH),
      hash: hashOf({ picture: 'kenya', towns: [...new Set(AREAS.map((a) => a.town))] }),
      draw: (geo) => kenyaPicture(geo, AREA_CENTRES, credit),
    },
  ];
  const names = new Set(jobs.map((job) => job.name));
  if (names.size !== jobs.length) throw new Error('two pictures would have the same file name');

  await mkdir(STORE, { recursive: true });
  await mkdir(OUT, { recursive: true });
  const todo: Job[] = [];
  for (const job of jobs) if (!(await exists(stored(job.hash)))) todo.push(job);
  if (todo.length) {
    const geo = await readGeo();
    // Written whole under a temporary name first: a stopped build never leaves half a picture.
    for (const job of todo) {
      await writeFile(`${stored(job.hash)}.tmp`, await job.draw(geo));
      await rename(`${stored(job.hash)}.tmp`, stored(job.hash));
    }
  }
  const drawn = secondsSince(started);

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
  return `${jobs.length} pictures, ${todo.length} drawn (${drawn}), ${jobs.length - todo.length} from cache, ${kb(total)} in all, largest ${largest.name} ${kb(largest.bytes)}, ${removed} stale removed, ${swept} swept from the store, in ${secondsSince(started)}`;
}
