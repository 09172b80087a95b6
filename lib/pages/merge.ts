import { sortedPages, type Manifest } from './plan';

/**
 * Joining the exports of a sharded build (`npm run merge-shards`, scripts/build/merge-shards.ts):
 * the checks that they are the shards of one build, and their manifests joined. Pure.
 */

/** A shard's export: its folder and its manifest. */
export interface ShardExport {
  dir: string;
  manifest: Manifest | undefined;
}

/**
 * The shards in order (1 to N) after checking that they are all the shards of one build: each
 * with a manifest, the same code and data (`global`, also the build id), the same N, every
 * index once. Throws a message naming the folder at fault.
 */
export function orderShards(
  shards: readonly ShardExport[],
): (ShardExport & { manifest: Manifest })[] {
  if (shards.length === 0) throw new Error('no shard folders given');
  const checked = shards.map((shard) => {
    const { manifest } = shard;
    if (!manifest?.shard)
      throw new Error(
        `${shard.dir}: no shard manifest (_build/pages.json written by BUILD_SHARD=i/N npm run build)`,
      );
    return { ...shard, manifest, index: manifest.shard.index, count: manifest.shard.count };
  });
  const [first] = checked;
  for (const shard of checked) {
    if (shard.manifest.global !== first!.manifest.global)
      throw new Error(
        `${shard.dir}: built from other code, data or settings than ${first!.dir} (inputs ${shard.manifest.global} vs ${first!.manifest.global})`,
      );
    if (shard.count !== first!.count)
      throw new Error(`${shard.dir}: shard of ${shard.count}, ${first!.dir}: of ${first!.count}`);
  }
  const count = first!.count;
  const byIndex = new Map<number, (typeof checked)[number]>();
  for (const shard of checked) {
    const twin = byIndex.get(shard.index);
    if (twin) throw new Error(`${shard.dir} and ${twin.dir} are both shard ${shard.index}`);
    byIndex.set(shard.index, shard);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0)
    throw new Error(`shard ${missing.join(', ')} of ${count} missing: give every shard's folder`);
  return Array.from({ length: count }, (_, i) => byIndex.get(i + 1)!);
}

/** The manifest of the merged export: every shard's pages, no shard. */
export function mergeManifests(manifests: readonly Manifest[]): Manifest {
  const [first] = manifests;
  if (!first) throw new Error('no manifests to merge');
  const pages: Manifest['pages'] = {};
  for (const manifest of manifests) Object.assign(pages, manifest.pages);
  return {
    version: 1,
    global: first.global,
    publicFiles: first.publicFiles,
    pages: sortedPages(pages),
  };
}

/**
 * The CSP map (scripts/build/csp.ts) of the merged export: shard 1's lines, with the lines of
 * the files each other shard owns taken from that shard. `owned` holds each later shard's
 * files as the map names them (`/listings/x/index.html`).
 */
export function mergeCspMaps(
  maps: readonly string[],
  owned: readonly ReadonlySet<string>[],
): string {
  const [base, ...rest] = maps;
  if (base === undefined) throw new Error('no CSP maps to merge');
  const lines = base.trimEnd().split('\n');
  const head = lines.filter((line) => !line.startsWith('/'));
  const byUri = new Map(
    lines.filter((line) => line.startsWith('/')).map((line) => [uriOf(line), line]),
  );
  rest.forEach((map, i) => {
    for (const line of map.split('\n'))
      if (line.startsWith('/') && owned[i + 1]?.has(uriOf(line))) byUri.set(uriOf(line), line);
  });
  return `${[...head, ...[...byUri.values()].sort()].join('\n')}\n`;
}

const uriOf = (line: string) => line.slice(0, line.indexOf(' '));
