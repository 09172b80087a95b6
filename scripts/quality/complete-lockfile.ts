// npm records an optional platform package (e.g. @next/swc-darwin-arm64) in package-lock.json
// only when the registry it installs from can serve it. A registry mirror that carries just the
// Linux builds leaves those entries out, and `npm ci` then refuses the lock as "out of sync".
// This adds the missing optional entries with the platform read from the package name, so
// `npm ci` skips them as not for this machine. Run after any dependency change:
//   npm install && node scripts/run.mjs scripts/quality/complete-lockfile.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../build/root';

const LOCK = path.join(ROOT, 'package-lock.json');

/** An entry of the lock's `packages`: the fields read here, among npm's others. */
interface LockEntry {
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Checked, not parsed into a copy: the file is written back with every field, in npm's order. */
function isLockfile(value: unknown): value is Lockfile {
  if (typeof value !== 'object' || value === null || !('packages' in value)) return false;
  const { packages } = value;
  return (
    typeof packages === 'object' &&
    packages !== null &&
    Object.values(packages).every((entry) => typeof entry === 'object' && entry !== null)
  );
}

const lock: unknown = JSON.parse(readFileSync(LOCK, 'utf8'));
if (!isLockfile(lock)) throw new Error('package-lock.json has no "packages": run npm install');
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'mips64el',
];

function platformOf(name: string): { os?: string; cpu?: string } {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
  return { os, cpu };
}

let added = 0;
for (const [parent, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${parent}/node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
