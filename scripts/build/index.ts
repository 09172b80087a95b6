// The build, step by step: `npm run build` runs every step in order and prints a line of timing
// for each; `npm run build -- csp` (or several names) runs just those, for work on one step.
// Each step is a module here whose `run()` returns its one-line summary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './root';

interface Step {
  name: string;
  /** What the step makes, for `npm run build -- --list`. */
  makes: string;
  run: () => Promise<string | void>;
}

/** `next build` itself, in a child process: it manages its own workers and output. */
function nextBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next build ${signal ?? `exited with ${code}`}`)),
    );
  });
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
    name: 'preview-images',
    makes: 'public/og/: the link preview image of every listing and page',
    run: async () => (await import('./preview-images')).run(),
  },
  {
    name: 'map-assets',
    makes: "public/map/: the basemap tiles, MapLibre's worker and the label fonts",
    run: async () => (await import('./map-assets')).run(),
  },
  {
    name: 'map-pictures',
    makes: 'public/map/pictures/: the pictures of Kenya and of each area',
    run: async () => (await import('./map-pictures')).run(),
  },
  { name: 'next', makes: 'the export: every page as HTML', run: nextBuild },
  {
    name: 'prune-export',
    makes: 'nothing: removes payload files no page requests',
    run: async () => (await import('./prune-export')).run(),
  },
  {
    name: 'csp',
    makes: "each page's Content-Security-Policy, and _nginx/csp-map.conf",
    run: async () => (await import('./csp')).run(),
  },
];

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function main(names: readonly string[]): Promise<void> {
  if (names.includes('--list')) {
    for (const step of STEPS) console.log(`${step.name.padEnd(15)} ${step.makes}`);
    return;
  }
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0)
    throw new Error(
      `No build step ${unknown.map((name) => `"${name}"`).join(', ')}. Steps: ${STEPS.map((step) => step.name).join(', ')}`,
    );
  const chosen = names.length === 0 ? STEPS : STEPS.filter((step) => names.includes(step.name));
  const started = performance.now();
  const times: string[] = [];
  for (const step of chosen) {
    const stepStarted = performance.now();
    try {
      const summary = await step.run();
      if (summary) console.log(`${step.name}: ${summary}`);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    times.push(`  ${step.name.padEnd(15)} ${seconds(stepStarted).padStart(6)} s`);
  }
  if (chosen.length > 1)
    console.log(
      `\nBuild steps (seconds):\n${times.join('\n')}\n  ${'total'.padEnd(15)} ${seconds(started).padStart(6)} s`,
    );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
