// Records an export in a form two builds can be compared by, to prove that a change of code
// structure left what visitors get unchanged: `node quality/export-snapshot.mjs out .snapshot/a`
// writes every text file of the export with the build id, chunk names and bundler module ids
// normalised (they change whenever any source file moves), and `hashes.txt`, the SHA-256 of every
// other file (photo variants, preview images, media). Compare two snapshots with `diff -r`.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './gates/common.mjs';

const [exportDir, snapshotDir] = process.argv.slice(2);
if (!exportDir || !snapshotDir) {
  console.error('usage: node quality/export-snapshot.mjs <export folder> <snapshot folder>');
  process.exit(2);
}

const TEXT = /\.(html|xml|txt|json|webmanifest|svg|conf)$/;

const staticDirs = await readdir(path.join(exportDir, '_next', 'static'));
const buildIds = staticDirs.filter((name) => name !== 'chunks' && name !== 'media');

/** The parts of a page that change with any edit to any source file, replaced by placeholders. */
function normalise(text) {
  let out = text;
  for (const id of buildIds) out = out.split(id).join('BUILD_ID');
  return (
    out
      // Chunk file names are content hashes of the bundles.
      .replace(/(\/_next\/)?static\/chunks\/[^"'\s\\]+?\.(js|css)/g, '$1static/chunks/CHUNK.$2')
      // Bundler module ids in the React Server Component payload (I[79831,[...]...).
      .replace(/I\[\d+,/g, 'I[MODULE,')
      // The script policy's hashes of inline scripts (scripts/build/csp.ts, in each page and in
      // _nginx/csp-map.conf): those scripts name chunks, so their hashes change with any source
      // file. The scripts themselves are compared, normalised, in the pages.
      .replace(/'sha256-[A-Za-z0-9+/]+={0,2}'/g, "'sha256-HASH'")
  );
}

await rm(snapshotDir, { recursive: true, force: true });
const hashes = [];
let texts = 0;
for (const file of await listFiles(exportDir)) {
  // Build assets are compared through the pages that load them (and by the weight gate).
  if (file.startsWith('_next/')) continue;
  const data = await readFile(path.join(exportDir, file));
  if (TEXT.test(file)) {
    const target = path.join(snapshotDir, 'files', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, normalise(data.toString('utf8')));
    texts++;
  } else {
    hashes.push(`${createHash('sha256').update(data).digest('hex')}  ${file}`);
  }
}
await writeFile(path.join(snapshotDir, 'hashes.txt'), `${hashes.join('\n')}\n`);
console.log(
  `export-snapshot: ${texts} text files normalised, ${hashes.length} other files hashed, from ${exportDir} into ${snapshotDir}`,
);
