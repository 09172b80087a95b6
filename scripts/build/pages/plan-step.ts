// The page step, before `next build`: decides which pages with params this build renders, from
// the manifest the previous build left in the export (lib/pages/plan.ts says how), and moves the
// previous export aside so its unchanged pages can be brought back after Next has written the
// new one. BUILD_SHARD=i/N builds one shard instead (docs/scaling.md).
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_PATH,
  parseManifest,
  parseShard,
  planBuild,
  planSummary,
  type Manifest,
} from '@/lib/pages/plan';
import { dynamicPages } from '@/lib/pages/routes';
import { exists, secondsSince } from '../fs-utils';
import { ROOT } from '../root';
import { globalHash, publicFingerprint } from './inputs';
import { CACHE, OUT, pageFiles, PREVIOUS, setPageState } from './state';

async function readManifest(dir: string): Promise<Manifest | undefined> {
  const text = await readFile(path.join(dir, MANIFEST_PATH), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseManifest(text);
}

/**
 * The previous export, complete: OUT with its manifest. A build stopped after moving OUT aside
 * left it in PREVIOUS and a partial OUT without a manifest: it is put back first.
 */
async function previousExport(): Promise<Manifest | undefined> {
  if (await exists(PREVIOUS)) {
    if (await readManifest(OUT)) await rm(PREVIOUS, { recursive: true, force: true });
    else {
      await rm(OUT, { recursive: true, force: true });
      await rename(PREVIOUS, OUT);
    }
  }
  return readManifest(OUT);
}

export async function run(): Promise<string> {
  const started = performance.now();
  const shard = parseShard(process.env.BUILD_SHARD);
  const { SITE_MODEL } = await import('@/lib/pages/site');
  const pages = dynamicPages(SITE_MODEL);
  const [global, publicFiles, previous] = await Promise.all([
    globalHash(),
    publicFingerprint(),
    shard ? undefined : previousExport(),
  ]);
  let plan = planBuild(pages, global, publicFiles, previous, shard);

  // A page is reused only if its files are there to reuse.
  if (plan.reuse.length > 0) {
    const checks = await Promise.all(
      plan.reuse.flatMap(pageFiles).map((file) => stat(path.join(OUT, file)).catch(() => null)),
    );
    const missing = checks.filter((found) => found === null).length;
    if (missing > 0)
      plan = {
        ...planBuild(pages, global, publicFiles, undefined),
        full: `${missing} files of the previous export are missing`,
      };
  }

  await mkdir(CACHE, { recursive: true });
  const planFile = path.join(CACHE, 'plan.json');
  await writeFile(planFile, JSON.stringify({ select: plan.select ?? null }));
  setPageState({ plan, pages, global, publicFiles, shard, planFile });

  // Next empties the export folder before writing it: the pages to keep wait in PREVIOUS.
  if (plan.reuse.length > 0 && !plan.unchanged) {
    await rm(PREVIOUS, { recursive: true, force: true });
    await rename(OUT, PREVIOUS);
  }
  return `${planSummary(plan, pages.length).join('\n')}\n  planned in ${secondsSince(started)} (${path.relative(ROOT, OUT)}/)`;
}
