// The build's last step: writes the export's manifest (lib/pages/plan.ts), which marks the
// export complete and lets the next build render only what changed, and drops the previous
// export.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { manifestOf, MANIFEST_PATH } from '@/lib/pages/plan';
import { OUT, pageState, PREVIOUS } from './state';

export async function run(): Promise<string | void> {
  const state = pageState();
  if (!state) return 'no page plan in this run (the page step did not run): no manifest written';
  if (state.plan.unchanged) return;
  // A shard records the pages planned for it; merge-shards joins the records.
  const select = state.shard ? state.plan.select : undefined;
  const planned = select
    ? state.pages.filter((page) => select[page.route]?.includes(page.key))
    : state.pages;
  const manifest = manifestOf(planned, state.global, state.publicFiles, state.shard);
  const file = path.join(OUT, MANIFEST_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(manifest)}\n`);
  await rm(PREVIOUS, { recursive: true, force: true });
  return `${Object.keys(manifest.pages).length} pages with params recorded in ${path.relative(path.dirname(OUT), file)}`;
}
