// The build's steps, in the order `npm run build` runs them (scripts/build/index.ts). Each is a
// module here whose `run()` returns its one-line summary; it is imported only when it runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pageState } from './pages/state';
import { ROOT } from './root';

export interface Step {
  name: string;
  /** What the step makes, for `npm run build -- --list`. */
  makes: string;
  run: () => Promise<string | void>;
}

/**
 * `next build` itself, in a child process: it manages its own workers and output. It renders
 * what the page step planned (PAGE_PLAN) under the build id the page step named.
 */
function nextBuild(): Promise<string | void> {
  const state = pageState();
  if (state?.plan.unchanged) return Promise.resolve('skipped: nothing changed');
  const env = { ...process.env };
  if (state) {
    env.PAGES_BUILD_ID = state.global;
    if (state.plan.select) env.PAGE_PLAN = state.planFile;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next build ${signal ?? `exited with ${code}`}`)),
    );
  });
}

/** A step that has nothing to do when the page step found nothing changed. */
function unlessUnchanged(run: () => Promise<string | void>): () => Promise<string | void> {
  return async () => (pageState()?.plan.unchanged ? 'skipped: nothing changed' : run());
}

export const STEPS: readonly Step[] = [
  {
    name: 'finance-data',
    makes: 'nothing: checks data/finance.json and data/rates.json',
    run: async () => (await import('./finance-data')).run(),
  },
  {
    name: 'photo-variants',
    makes: 'public/photos/: AVIF and WebP widths of every listing photo',
    run: async () => (await import('./photo-variants')).run(),
  },
  {
    name: 'plan-files',
    makes: 'public/plans/: the floor plans agencies sent, as they are (images and PDFs)',
    run: async () => (await import('./plan-files')).run(),
  },
  {
    name: 'preview-images',
    makes: 'public/og/, public/icons/: the link preview images and the app icons',
    run: async () => (await import('./preview-images')).run(),
  },
  {
    name: 'map-assets',
    makes: "public/map/: the basemap and street tiles, MapLibre's worker and the label fonts",
    run: async () => (await import('./map-assets')).run(),
  },
  {
    name: 'map-pictures',
    makes: 'public/map/pictures/: the pictures of Kenya and of each area',
    run: async () => (await import('./map-pictures')).run(),
  },
  {
    name: 'pages',
    makes: 'nothing: plans which pages to render, from the previous export (or BUILD_SHARD)',
    run: async () => (await import('./pages/plan-step')).run(),
  },
  { name: 'next', makes: 'the export: every page as HTML', run: nextBuild },
  {
    name: 'prune-export',
    makes: 'nothing: removes payload files no page requests',
    run: unlessUnchanged(async () => (await import('./prune-export')).run()),
  },
  {
    name: 'reuse-pages',
    makes: 'the unchanged pages, moved back from the previous export',
    run: async () => (await import('./pages/reuse-step')).run(),
  },
  {
    name: 'list-cards',
    makes: "cards/: each listing's card as HTML, painted first on a shared shortlist",
    run: unlessUnchanged(async () => (await import('./list-cards')).run()),
  },
  {
    name: 'csp',
    makes: "each page's Content-Security-Policy, and _nginx/csp-map.conf",
    run: unlessUnchanged(async () => (await import('./csp')).run()),
  },
  {
    name: 'service-worker',
    makes: "/sw.js: the offline worker with this deploy's shell (or its kill switch)",
    run: unlessUnchanged(async () => (await import('./service-worker')).run()),
  },
  {
    name: 'pages-manifest',
    makes: '_build/pages.json: the inputs of every page, for the next build',
    run: async () => (await import('./pages/manifest-step')).run(),
  },
];
