// After `next build` and the pruning of its payload files: brings the pages the plan reuses
// back from the previous export into the new one, byte for byte (a rename, not a copy).
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { secondsSince } from '../fs-utils';
import { OUT, pageFiles, pageState, PREVIOUS } from './state';

export async function run(): Promise<string | void> {
  const state = pageState();
  if (!state || state.plan.unchanged || state.plan.reuse.length === 0) return;
  const started = performance.now();
  const reused = new Set<string>();
  const folders = new Set<string>();
  for (const page of state.plan.reuse) for (const file of pageFiles(page)) reused.add(file);
  for (const file of reused) folders.add(path.dirname(path.join(OUT, file)));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // A route with nothing to render renders its first page anyway (lib/pages/selection.ts): that
  // page, rendered from the same inputs, is the same; the previous copy replaces it.
  const queue = [...reused];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let file = queue.pop(); file; file = queue.pop())
        await rename(path.join(PREVIOUS, file), path.join(OUT, file));
    }),
  );
  state.reusedFiles = reused;
  return `${reused.size} files of ${state.plan.reuse.length} unchanged pages moved from the previous export in ${secondsSince(started)}`;
}
