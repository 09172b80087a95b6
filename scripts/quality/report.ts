// `npm run report`: runs every quality gate against the built export and prints their figures
// as one table. Exits non-zero when any gate fails. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumVersion } from './chromium';
import { parseReport, passedOnRetry } from './gates/e2e-report';
import { GATES, type GateReport, gateReport, OUT, REPORTS, ROOT, table } from './gates/common';

if (!existsSync(path.join(OUT, 'index.html'))) {
  console.error(`No export in ${path.relative(ROOT, OUT)}/: run \`npm run build\` first.`);
  process.exit(1);
}
// Each gate writes reports/<gate>.json; last run's are removed so none is read stale. (reports/e2e/
// holds the end-to-end suite's own report, which the accessibility gate reads.)
for (const gate of GATES) rmSync(path.join(REPORTS, `${gate}.json`), { force: true });
const timings = new Map<string, string>();
for (const gate of GATES) {
  const started = Date.now();
  spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'run.mjs'), path.join('scripts', 'quality', 'gates', `${gate}.ts`)],
    { stdio: 'inherit', cwd: ROOT },
  );
  timings.set(gate, ((Date.now() - started) / 1000).toFixed(1));
}
const results = GATES.map((gate): GateReport => {
  const file = path.join(REPORTS, `${gate}.json`);
  const kept = existsSync(file)
    ? gateReport.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  return (
    kept?.data ?? { gate, ok: false, summary: kept ? 'report not understood' : 'did not report' }
  );
});
// The browser behind the end-to-end, accessibility and Lighthouse figures: a new Chromium can
// change a warning or a figure, and the report should say which one gave these.
console.log(`\n=== Quality report ===\n\nBrowser: ${chromiumVersion()}\n`);
console.log(
  table(
    ['gate', 'result', 'seconds', 'figures'],
    results.map((r) => [r.gate, r.ok ? 'PASS' : 'FAIL', timings.get(r.gate) ?? '', r.summary]),
  ),
);
for (const r of results.filter((x) => x.headers && x.rows?.length)) {
  console.log(`\n${r.gate}\n${table(r.headers ?? [], r.rows ?? [])}`);
}
// Not a gate (a rare hiccup of a shared machine should not fail CI), but no test should need
// its retry: each one named here has a cause to find.
const e2eResults = path.join(REPORTS, 'e2e', 'results.json');
const e2e = existsSync(e2eResults) ? parseReport(readFileSync(e2eResults, 'utf8')) : undefined;
if (e2e) {
  const retried = passedOnRetry(e2e);
  console.log(
    retried.length
      ? `\nEnd-to-end tests that passed only on their retry (${retried.length}):\n${retried.map((t) => `  ${t}`).join('\n')}`
      : '\nEnd-to-end tests that passed only on their retry: none',
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
