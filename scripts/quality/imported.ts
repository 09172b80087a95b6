// `npm run build:imported`: the import's integration test (docs/importing.md). It copies the
// listings' data, imports two agency files into the copy as an office would (the first creates
// homes and has bad and hostile rows refused; importing it again changes nothing; the second, a
// full feed, updates, sells and withdraws), checks each report's last line, and builds the site
// from the copy into out-imported/. tests/e2e/imported.spec.ts then checks the pages in
// Chromium: the new homes in both languages, the Swahili fallback, the update, the withdrawn
// home's page and the sitemap. The real data/ is never touched.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BUILD_ENV } from '@/lib/site/env';
import { ROOT } from '../build/root';
import { FIXTURES, IMPORTED_DATA, IMPORTED_EXPORT, IMPORTED_FEED } from './imported-paths';
import { npmRun as run } from './npm-run';

/** Each import of the test, in order, and the report's last line it must end with. */
export const IMPORTS: readonly {
  file: string;
  options: readonly string[];
  summary: string;
  /** Lines the report must hold besides its last. */
  lines?: readonly string[];
}[] = [
  {
    file: 'first.csv',
    options: [],
    summary: 'Created 5, updated 0, unchanged 0, rejected 6, withdrawn 0.',
    // A floor plan that is neither an image nor a PDF refuses its row, naming the row and file.
    lines: [
      'Row 11, column "floor_plan": floor plan "photos/not-a-photo.jpg" is not an image or a PDF (it is text)',
    ],
  },
  // The same file again: nothing at all may change (the data's hash is compared too).
  {
    file: 'first.csv',
    options: [],
    summary: 'Created 0, updated 0, unchanged 5, rejected 6, withdrawn 0.',
  },
  {
    file: 'second.csv',
    options: ['--full-feed'],
    summary:
      'Created 3, updated 2 (market, leftMarketAt, price), unchanged 1, rejected 2, withdrawn 1.',
  },
];

/** The photos the fixture files name, made here rather than stored: any 3:2-ish picture does. */
const PHOTOS: readonly { file: string; width: number; colour: string }[] = [
  { file: 'jac-001/1.jpg', width: 1800, colour: '#2f6f5e' },
  { file: 'jac-001/2.jpg', width: 1600, colour: '#c9a227' },
  { file: 'jac-002/1.jpg', width: 1200, colour: '#8a4f3d' },
  { file: 'jac-003/1.jpg', width: 2400, colour: '#35607f' },
  { file: 'jac-004/1.jpg', width: 1000, colour: '#6b6b9a' },
  { file: 'jac-005/1.jpg', width: 1280, colour: '#9a6b3d' },
  { file: 'jac-009/1.jpg', width: 1500, colour: '#3d8a6b' },
  // A plot and a shop, and the rejected plot that claims bedrooms (second.csv).
  { file: 'jac-020/1.jpg', width: 1600, colour: '#a0522d' },
  { file: 'jac-021/1.jpg', width: 1400, colour: '#4f6d7a' },
  // Refused: narrower than the 800 px a photo must have.
  { file: 'small.jpg', width: 640, colour: '#777777' },
];

async function makeFeed(feed: string): Promise<void> {
  await mkdir(feed, { recursive: true });
  for (const name of await readdir(path.join(ROOT, FIXTURES)))
    await cp(path.join(ROOT, FIXTURES, name), path.join(feed, name));
  for (const { file, width, colour } of PHOTOS) {
    const target = path.join(feed, 'photos', file);
    await mkdir(path.dirname(target), { recursive: true });
    const height = Math.round((width * 2) / 3);
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toFile(target);
  }
  // Refused: a file named like a photo that is not one.
  await writeFile(path.join(feed, 'photos', 'not-a-photo.jpg'), 'This is not a photo.\n');
  // Floor plans: a drawing as PNG (JAC-001) and a one-page PDF (JAC-002).
  const walls =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#fff"/>' +
    '<g fill="none" stroke="#222" stroke-width="12"><rect x="60" y="60" width="1080" height="680"/>' +
    '<path d="M560 60V740M60 420H560M560 400H1140"/></g></svg>';
  await sharp(Buffer.from(walls))
    .png()
    .toFile(path.join(feed, 'photos', 'jac-001', 'plan.png'));
  await writeFile(path.join(feed, 'photos', 'jac-002', 'plan.pdf'), onePagePdf());
}

/** A small PDF of one A4 page with a rectangle on it, its cross-reference table exact. */
function onePagePdf(): Buffer {
  const content = '2 w 72 72 451 698 re S';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A hash of every file under `dir`, by path: two imports that change nothing leave it alike. */
async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files)
    hash.update(`${path.relative(dir, file)}\0`).update(await readFile(file));
  return hash.digest('hex');
}

async function main(): Promise<void> {
  const today = BUILD_ENV.buildDate;
  const data = path.join(ROOT, IMPORTED_DATA);
  await rm(path.join(ROOT, path.dirname(IMPORTED_DATA)), { recursive: true, force: true });
  await mkdir(data, { recursive: true });
  for (const part of [
    'listings',
    'photos',
    'tours.json',
    'floorplans.json',
    'developments',
    'developers',
  ])
    await cp(path.join(ROOT, 'data', part), path.join(data, part), { recursive: true });
  await makeFeed(path.join(ROOT, IMPORTED_FEED));

  let before = '';
  for (const [i, { file, options, summary, lines = [] }] of IMPORTS.entries()) {
    const feedFile = path.join(IMPORTED_FEED, file);
    console.log(`\n$ npm run import -- ${[...options, feedFile].join(' ')}`);
    const report = await run([
      'import',
      '--',
      '--data',
      IMPORTED_DATA,
      '--today',
      today,
      ...options,
      feedFile,
    ]);
    const last = report.trim().split('\n').at(-1)?.trim();
    if (last !== summary)
      throw new Error(`import ${i + 1} (${file}) ended with\n  ${last}\nexpected\n  ${summary}`);
    for (const line of lines)
      if (!report.includes(line))
        throw new Error(`import ${i + 1} (${file}) did not report\n  ${line}`);
    const after = await treeHash(data);
    if (i === 1 && after !== before)
      throw new Error(`importing ${file} a second time changed the data`);
    before = after;
  }

  console.log(`\nBuilding the imported data into ${IMPORTED_EXPORT}/`);
  await run(['build'], { LISTINGS_DATA: IMPORTED_DATA, NEXT_EXPORT_DIR: IMPORTED_EXPORT });
  console.log(`\nImported and built: ${IMPORTS.map((i) => i.summary).join(' / ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
