// Records an export in a form two builds can be compared by, to prove that a change of code
// structure left what visitors get unchanged:
//   node scripts/run.mjs scripts/quality/export-snapshot.ts out .snapshot/a
// writes every text file of the export with the build id, chunk names and bundler module ids
// normalised (they change whenever any source file moves), and `hashes.txt`, the SHA-256 of every
// other file (photo variants, preview images, media). Compare two snapshots with `diff -r`.
// What is normalised, and how: snapshot-normalise.ts.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './gates/common';
import { normalise } from './snapshot-normalise';

const [exportDir, snapshotDir] = process.argv.slice(2);
if (!exportDir || !snapshotDir) {
  console.error(
    'usage: node scripts/run.mjs scripts/quality/export-snapshot.ts <export folder> <snapshot folder>',
  );
  process.exit(2);
}

const TEXT = /\.(html|xml|txt|json|webmanifest|svg|conf)$/;

const staticDirs = await readdir(path.join(exportDir, '_next', 'static'));
const buildIds = staticDirs.filter((name) => name !== 'chunks' && name !== 'media');

await rm(snapshotDir, { recursive: true, force: true });
const hashes: string[] = [];
let texts = 0;
for (const file of await listFiles(exportDir)) {
  // Build assets are compared through the pages that load them (and by the weight gate).
  if (file.startsWith('_next/')) continue;
  const data = await readFile(path.join(exportDir, file));
  if (TEXT.test(file)) {
    const target = path.join(snapshotDir, 'files', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, normalise(data.toString('utf8'), buildIds));
    texts++;
  } else {
    hashes.push(`${createHash('sha256').update(data).digest('hex')}  ${file}`);
  }
}
await writeFile(path.join(snapshotDir, 'hashes.txt'), `${hashes.join('\n')}\n`);
console.log(
  `export-snapshot: ${texts} text files normalised, ${hashes.length} other files hashed, from ${exportDir} into ${snapshotDir}`,
);
