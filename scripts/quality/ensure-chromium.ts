// Makes sure a Chromium is there for the end-to-end tests, on a fresh machine too.
// Order: Debian's chromium (installed with apt-get when running as root), then Playwright's
// own browser download. If neither works, say plainly what is missing and stop.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumVersion, SYSTEM_CHROMIUM } from './chromium';

function run(command: string): void {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

async function hasPlaywrightBrowser(): Promise<boolean> {
  try {
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

// The log names the browser the suite runs in: a new Chromium can change what a test sees.
const ready = (): never => {
  console.log(`End-to-end tests run in ${chromiumVersion()}.`);
  process.exit(0);
};

if (existsSync(SYSTEM_CHROMIUM)) ready();
if (await hasPlaywrightBrowser()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  try {
    run('apt-get update -qq');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    if (existsSync(SYSTEM_CHROMIUM)) ready();
  } catch {
    console.warn("apt-get could not install chromium; trying Playwright's browser download.");
  }
}
try {
  run('npx playwright install chromium');
  if (await hasPlaywrightBrowser()) process.exit(0);
} catch {
  // reported below
}
console.error(
  [
    'No Chromium for the end-to-end tests.',
    `  - ${SYSTEM_CHROMIUM} does not exist${isRoot ? ' and apt-get could not install it' : ' (install Debian\'s "chromium" package as root)'}`,
    '  - "npx playwright install chromium" could not download a browser (no network access?)',
    'Install one of them, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
