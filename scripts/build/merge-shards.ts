// Joins the exports of a sharded build into one:
//   npm run merge-shards -- out-shard-1 out-shard-2 --into out
// Each shard (BUILD_SHARD=i/N npm run build, docs/deploying.md) holds every page without params,
// the shared pages with params in shard 1, and its own share of the listing pages. The merged
// export is shard 1 with every other shard's listing pages added, their CSP map lines and their
// manifest entries: the same as one build of the whole site (scripts/quality/incremental.ts
// proves it on every test run). The target folder is replaced.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeCspMaps, mergeManifests, orderShards } from '@/lib/pages/merge';
import { MANIFEST_PATH, parseManifest } from '@/lib/pages/plan';
import { listFiles } from '../quality/gates/common';
import { place, secondsSince } from './fs-utils';
import { pageFiles } from './pages/state';

const CSP_MAP = '_nginx/csp-map.conf';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run merge-shards -- SHARD_DIR... --into DIR`);
  process.exit(2);
}

/** Places a shard's file in the merged export: a hard link where possible, else a copy. */
async function put(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await place(from, to);
}

async function main(args: string[]): Promise<string> {
  const at = args.indexOf('--into');
  const into = at >= 0 ? args[at + 1] : undefined;
  const dirs = args.filter((_, i) => i !== at && i !== at + 1);
  if (!into || dirs.length === 0) usage('Name the shard folders and the folder to merge into.');
  if (dirs.includes(into)) usage(`--into ${into} is one of the shards.`);
  const started = performance.now();

  const shards = orderShards(
    await Promise.all(
      dirs.map(async (dir) => ({
        dir,
        manifest: parseManifest(
          await readFile(path.join(dir, MANIFEST_PATH), 'utf8').catch(() => ''),
        ),
      })),
    ),
  );
  const [first, ...rest] = shards;
  await rm(into, { recursive: true, force: true });
  const base = (await listFiles(first!.dir)).filter(
    (file) => file !== MANIFEST_PATH && file !== CSP_MAP,
  );
  for (const file of base) await put(path.join(first!.dir, file), path.join(into, file));

  // Every other shard's listing pages, as its manifest records them.
  const owned: Set<string>[] = [new Set()];
  let pages = 0;
  for (const shard of rest) {
    const files = Object.values(shard.manifest.pages).flatMap(pageFiles);
    for (const file of files) await put(path.join(shard.dir, file), path.join(into, file));
    owned.push(new Set(files.map((file) => `/${file}`)));
    pages += files.length;
  }
  const maps = await Promise.all(
    shards.map((shard) => readFile(path.join(shard.dir, CSP_MAP), 'utf8')),
  );
  await mkdir(path.dirname(path.join(into, CSP_MAP)), { recursive: true });
  await writeFile(path.join(into, CSP_MAP), mergeCspMaps(maps, owned));
  const manifest = mergeManifests(shards.map((shard) => shard.manifest));
  await mkdir(path.dirname(path.join(into, MANIFEST_PATH)), { recursive: true });
  await writeFile(path.join(into, MANIFEST_PATH), `${JSON.stringify(manifest)}\n`);
  return `merge-shards: ${shards.length} shards into ${into}/: ${base.length} files of shard 1 and ${pages} page files of the others; ${Object.keys(manifest.pages).length} pages with params in all, in ${secondsSince(started)}`;
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
