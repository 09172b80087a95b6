// Gate: every HTML file of the export is valid HTML, checked with the Nu HTML Checker
// (vnu-jar; needs Java: Debian's default-jre-headless). Zero errors allowed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { finish, OUT, pageFiles, ROOT } from './common';

/** The checker's JSON report (`--format json`): the fields the gate reads. */
const vnuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string().optional(),
    }),
  ),
});

/** What a failed execFile leaves: its error code, and what the process printed. */
function execFailure(error: unknown): { code: unknown; stdout: string; stderr: string } {
  const failure = typeof error === 'object' && error !== null ? error : {};
  return {
    code: 'code' in failure ? failure.code : undefined,
    stdout: 'stdout' in failure && typeof failure.stdout === 'string' ? failure.stdout : '',
    stderr: 'stderr' in failure && typeof failure.stderr === 'string' ? failure.stderr : '',
  };
}

const run = promisify(execFile);
const files = (await pageFiles()).map((f) => path.join(OUT, f));
if (files.length === 0) {
  await finish('html', { ok: false, summary: 'no HTML files in out/: run npm run build first' });
  process.exit();
}

let stdout = '';
let stderr = '';
try {
  ({ stdout, stderr } = await run(
    'java',
    [
      '-jar',
      path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar'),
      '--errors-only',
      '--format',
      'json',
      ...files,
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ));
} catch (error) {
  const failure = execFailure(error);
  if (failure.code === 'ENOENT') {
    await finish('html', {
      ok: false,
      summary: 'java not found: install a Java runtime (Debian: default-jre-headless)',
    });
    process.exit();
  }
  // vnu exits 1 when it found errors; the JSON report is on stderr either way.
  ({ stdout, stderr } = failure);
}
const messages = vnuReport
  .parse(JSON.parse(stderr || stdout || '{"messages":[]}'))
  .messages.filter((m) => m.type === 'error');
const byFile = new Map(files.map((f) => [f, 0]));
for (const m of messages) {
  const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : 'unknown';
  byFile.set(file, (byFile.get(file) ?? 0) + 1);
  console.log(`${path.relative(ROOT, file)}:${m.lastLine ?? '?'}: ${m.message}`);
}
const rows = [...byFile].filter(([, n]) => n > 0).map(([f, n]) => [path.relative(OUT, f), n]);
await finish('html', {
  ok: messages.length === 0,
  summary: `${files.length} HTML files checked, ${messages.length} errors`,
  headers: ['file', 'errors'],
  rows,
});
