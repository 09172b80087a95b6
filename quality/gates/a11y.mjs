// Gate: accessibility, as the end-to-end suite checks it (tests/e2e/a11y.spec.ts): axe with the
// WCAG 2.0/2.1/2.2 A and AA rules on every page and state at 375 and 1280 px, and keyboard use.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { finish, ROOT } from './common.mjs';

const run = spawnSync(
  path.join(ROOT, 'node_modules', '.bin', 'playwright'),
  ['test', 'tests/e2e/a11y.spec.ts', '--project=static', '--reporter=json'],
  {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: process.env.CI ?? '' },
  },
);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  await finish('a11y', { ok: false, summary: 'the accessibility tests did not run' });
  process.exit();
}
const tests = [];
const walk = (suite, prefix) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests)
      tests.push({ name: `${prefix}${spec.title}`, status: t.results.at(-1)?.status ?? 'skipped' });
  }
  for (const child of suite.suites ?? [])
    walk(
      child,
      suite.file === child.file && suite.title !== child.file
        ? `${prefix}${child.title} › `
        : `${child.title} › `,
    );
};
for (const suite of report.suites) walk(suite, '');
const failed = tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped');
for (const t of failed) console.log(`failed: ${t.name}`);
const axe = tests.filter((t) => t.name.startsWith('axe'));
const keyboard = tests.filter((t) => t.name.startsWith('keyboard'));
await finish('a11y', {
  ok: failed.length === 0 && tests.length > 0,
  summary: `axe: ${axe.filter((t) => t.status === 'passed').length}/${axe.length} page states with zero violations; keyboard: ${keyboard.filter((t) => t.status === 'passed').length}/${keyboard.length} tests pass`,
});
