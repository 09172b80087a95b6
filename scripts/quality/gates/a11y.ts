// Gate: accessibility, as the end-to-end suite checks it (tests/e2e/a11y.spec.ts): axe with the
// WCAG 2.0/2.1/2.2 A and AA rules on every page and state at 375 and 1280 px, and keyboard use.
//
// `npm test` has just run that spec with the rest of the suite, and the suite's JSON report
// (reports/e2e/results.json, playwright.config.ts) holds its results: the gate reads them
// rather than run the same tests again, when that report is newer than the export. Run alone
// (`npm run report`), it runs the spec itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { finish, OUT, REPORTS, ROOT } from './common';
import { parseReport, specTests, type SuiteReport } from './e2e-report';

const SPEC = 'a11y.spec.ts';
const SUITE_RESULTS = path.join(REPORTS, 'e2e', 'results.json');

function suiteResults(): SuiteReport | undefined {
  if (!existsSync(SUITE_RESULTS)) return undefined;
  if (statSync(SUITE_RESULTS).mtimeMs < statSync(path.join(OUT, 'index.html')).mtimeMs)
    return undefined;
  const report = parseReport(readFileSync(SUITE_RESULTS, 'utf8'));
  return report?.suites.some((suite) => suite.file === SPEC) ? report : undefined;
}

function runSpec(): SuiteReport | undefined {
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', `tests/e2e/${SPEC}`, '--project=static', '--reporter=json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CI: process.env.CI ?? '' },
    },
  );
  const report = parseReport(run.stdout);
  if (!report) console.error(run.stdout, run.stderr);
  return report;
}

const reused = suiteResults();
const report = reused ?? runSpec();
if (!report) {
  await finish('a11y', { ok: false, summary: 'the accessibility tests did not run' });
  process.exit();
}
const tests = specTests(report, SPEC);
const failed = tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped');
for (const t of failed) console.log(`failed: ${t.name}`);
const axe = tests.filter((t) => t.name.startsWith('axe'));
const keyboard = tests.filter((t) => t.name.startsWith('keyboard'));
await finish('a11y', {
  ok: failed.length === 0 && tests.length > 0,
  summary: `${reused ? 'from the e2e run: ' : ''}axe: ${axe.filter((t) => t.status === 'passed').length}/${axe.length} page states with zero violations; keyboard: ${keyboard.filter((t) => t.status === 'passed').length}/${keyboard.length} tests pass`,
});
