// The browser the end-to-end tests, Lighthouse and the benches run in: Debian's chromium, where it
// is installed (build machines cannot download Playwright's own). One place names its path and
// reads its version, so the CI log and the gates' report say which browser a result came from.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The system browser's path when it exists, else undefined (the tool's own default). */
export function systemChromium(): string | undefined {
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/**
 * 'Chromium 156.0.8078.108' as the browser prints it, from its first line that names a version,
 * or undefined. Debian's launcher script writes shell noise to stderr on some machines, which is
 * why only stdout is read.
 */
export function parseChromiumVersion(output: string): string | undefined {
  return /\b(?:Google Chrome|Chromium) \d+(?:\.\d+){3}\b/.exec(output)?.[0];
}

/** The version of the browser at `path` (the system one by default), or a plain reason why not. */
export function chromiumVersion(path: string | undefined = systemChromium()): string {
  if (!path) return `no ${SYSTEM_CHROMIUM}`;
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return parseChromiumVersion(run.stdout ?? '') ?? `${path}: version unknown`;
}
