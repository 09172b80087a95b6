// Gate: the HTTP security headers of the deployment, graded the way the public MDN HTTP
// Observatory grades a site. It serves the export with deploy/nginx.conf on 127.0.0.1, port 80
// (which must only redirect) and port 443 with TLS, using a certificate from a throwaway CA
// (scripts/quality/test-cert.sh) that only the scanner's process trusts (NODE_EXTRA_CA_CERTS),
// and runs the Observatory's own scanner (@mdn/mdn-http-observatory, src/scan.js) on
// `localhost`. Passes with grade A+ and every test passed; prints the score and each test's
// result.
//
// The scanner only knows the standard ports, so this needs to bind 80 and 443: root, as CI is.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { finish, ROOT } from './common';

/** What the scanner prints (src/scan.js): the fields the gate reads. */
const scanResult = z.object({
  error: z.string().nullish(),
  scan: z
    .object({
      grade: z.string(),
      score: z.number(),
      testsPassed: z.number(),
      testsQuantity: z.number(),
    })
    .optional(),
  tests: z
    .record(
      z.string(),
      z.object({ pass: z.boolean().nullable(), result: z.string(), scoreModifier: z.number() }),
    )
    .default({}),
});

const SCANNER = path.join(ROOT, 'node_modules', '@mdn', 'mdn-http-observatory');
const work = mkdtempSync(path.join(tmpdir(), 'nyumba360-headers-'));
const certs = path.join(work, 'certs');

/** Reports the gate failed and ends it, stopping nginx when it runs. */
async function fail(summary: string, server?: ChildProcess): Promise<never> {
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  await finish('headers', { ok: false, summary });
  process.exit(1);
}

if (process.getuid?.() !== 0) {
  await fail('needs root to serve on ports 80 and 443, where the scanner looks (CI runs as root)');
}
// The package's postinstall downloads the browsers' HSTS preload list, which is not reachable
// from the build machines (and its install scripts are denied in package.json). An empty list
// only means this host is not on it: no test depends on it but the preload bonus.
const preload = path.join(SCANNER, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const server = spawn(
  'bash',
  [path.join(ROOT, 'scripts/quality/nginx-serve.sh'), '443', '80', certs],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let serverLog = '';
server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk));
let output: unknown;
try {
  for (let i = 0; i < 100 && !existsSync(path.join(certs, 'ca.pem')); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // nginx is up when port 443 answers.
  for (let i = 0; i < 100; i++) {
    const probe = spawnSync('bash', ['-c', 'exec 3<>/dev/tcp/127.0.0.1/443'], { stdio: 'ignore' });
    if (probe.status === 0) break;
    if (server.exitCode !== null) await fail(`nginx did not start: ${serverLog.trim()}`, server);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const scan = spawnSync(process.execPath, [path.join(SCANNER, 'src', 'scan.js'), 'localhost'], {
    cwd: SCANNER,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(certs, 'ca.pem') },
    encoding: 'utf8',
    timeout: 120_000,
  });
  try {
    output = JSON.parse(scan.stdout);
  } catch {
    await fail(`the scanner gave no result: ${(scan.stdout + scan.stderr).slice(0, 300)}`, server);
  }
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
const parsed = scanResult.safeParse(output);
const result =
  parsed.data ?? (await fail(`the scan's result was not understood: ${parsed.error?.message}`));
if (result.error) await fail(`the scan failed: ${result.error}`);
const { grade, score, testsPassed, testsQuantity } =
  result.scan ?? (await fail('the scan failed: no result'));
const rows = Object.entries(result.tests).map(([name, test]) => [
  name,
  test.pass ? 'pass' : 'FAIL',
  test.result,
  test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
]);
await finish('headers', {
  ok: grade === 'A+' && testsPassed === testsQuantity,
  summary: `MDN HTTP Observatory: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed (nginx over TLS with deploy/nginx.conf; A+ and every test required)`,
  headers: ['test', 'result', 'finding', 'score'],
  rows,
});
