// What the page step (plan-step.ts) decided, for the steps after it in the same `npm run build`:
// `next` renders the planned share, `reuse-pages` brings back the other pages, `csp` hashes the
// rendered pages only, `pages-manifest` records the result.
import path from 'node:path';
import type { Plan, Shard } from '@/lib/pages/plan';
import type { PageEntry } from '@/lib/pages/routes';
import { BUILD_ENV } from '@/lib/site/env';
import { ROOT } from '../root';

export interface PageState {
  plan: Plan;
  pages: PageEntry[];
  global: string;
  publicFiles: string;
  shard: Shard | undefined;
  /** The plan's file, for PAGE_PLAN (lib/pages/selection.ts). */
  planFile: string;
  /** Pages' files (relative to the export) moved in from the previous export, once moved. */
  reusedFiles?: Set<string>;
}

export const OUT = path.join(ROOT, BUILD_ENV.exportDir);
/** The build's own files for this export folder. */
export const CACHE = path.join(ROOT, '.cache', 'pages', BUILD_ENV.exportDir.replace(/\//g, '_'));
/** The previous export, moved aside while `next build` writes a new one (Next empties OUT). */
export const PREVIOUS = path.join(CACHE, 'previous');

let state: PageState | undefined;

export function setPageState(value: PageState): void {
  state = value;
}

/** The plan of this build, or undefined when the page step did not run (`npm run build -- next`). */
export function pageState(): PageState | undefined {
  return state;
}

/** The files of a page with params in the export: its English and its Swahili HTML. */
export function pageFiles(page: { path: string }): string[] {
  const english = `${page.path.replace(/^\//, '')}index.html`;
  return [english, `sw/${english}`];
}
