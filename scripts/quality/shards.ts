// `npm run bench:shards [-- N]`: what a sharded build costs at N listings (default 2,000), for
// 1, 2 and 4 shards (BENCH_SHARDS=1,2,4). Each shard is built alone, one after another, as on
// its own runner of a CI matrix (docs/deploying.md): wall time, CPU time of all its processes,
// peak memory and the pages with params it rendered; then `npm run merge-shards` joins the
// shards, timed, and the merged export's files are checked against one ordinary build's.
// A first ordinary build fills the image caches, as a runner restores them from the CI cache,
// so the shard figures are the page work. Exports go to .bench/shards/ (removed afterwards),
// figures to reports/shards.json.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, stepTable, type Build } from './bench-build';
import { listFiles, REPORTS, ROOT, table } from './gates/common';
import { npmRun } from './npm-run';

const count = Number(process.argv[2] ?? 2000);
const SHARDS = (process.env.BENCH_SHARDS ?? '1,2,4').split(',').map(Number);
if (!Number.isInteger(count) || count < 6 || SHARDS.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: [BENCH_SHARDS=1,2,4] npm run bench:shards [-- N]   (N at least 6)');
  process.exit(2);
}
const DIR = path.join('.bench', 'shards');

/** One shard's build, as measured. */
interface ShardRun {
  index: number;
  seconds: number;
  cpu: number;
  peakMB: number;
  rendered: number;
  steps: Record<string, number>;
}

/** A build split N ways: its shards, the merge, and the wall time of a matrix of N runners. */
interface Split {
  shards: number;
  runs: ShardRun[];
  mergeSeconds: number;
  /** The slowest shard plus the merge: the build's wall time with one runner per shard. */
  matrixSeconds: number;
  cpu: number;
}

function shardRun(index: number, run: Build): ShardRun {
  const counts = /(\d+) of (\d+) pages with params rendered/.exec(run.log);
  return {
    index,
    seconds: run.seconds,
    cpu: run.cpu,
    peakMB: run.peak / 2 ** 20,
    rendered: Number(counts?.[1] ?? NaN),
    steps: stepTable(run.log),
  };
}

await rm(path.join(ROOT, DIR), { recursive: true, force: true });
console.log(`== ${count} listings: one ordinary build (fills the image caches)`);
const single = path.join(DIR, 'single');
const whole = await build(count, { NEXT_EXPORT_DIR: single });
const expected = (await listFiles(path.join(ROOT, single))).sort();
await rm(path.join(ROOT, single), { recursive: true, force: true });

const splits: Split[] = [];
for (const shards of SHARDS) {
  const runs: ShardRun[] = [];
  const dirs: string[] = [];
  for (let index = 1; index <= shards; index++) {
    console.log(`== ${shards} shards: shard ${index}`);
    const dir = path.join(DIR, `${shards}-${index}`);
    dirs.push(dir);
    runs.push(
      shardRun(
        index,
        await build(count, { BUILD_SHARD: `${index}/${shards}`, NEXT_EXPORT_DIR: dir }),
      ),
    );
  }
  const merged = path.join(DIR, `${shards}-merged`);
  const started = performance.now();
  await npmRun(['merge-shards', '--', ...dirs, '--into', merged]);
  const mergeSeconds = (performance.now() - started) / 1000;
  // One build's files, no more and no fewer (the bytes are compared in npm test's
  // build:incremental, on a smaller build).
  const files = (await listFiles(path.join(ROOT, merged))).sort();
  if (files.join('\n') !== expected.join('\n')) {
    const missing = expected.filter((f) => !files.includes(f));
    const extra = files.filter((f) => !expected.includes(f));
    throw new Error(
      `${shards} shards merged differ from one build: missing ${missing.slice(0, 5).join(', ')}; extra ${extra.slice(0, 5).join(', ')}`,
    );
  }
  for (const dir of [...dirs, merged])
    await rm(path.join(ROOT, dir), { recursive: true, force: true });
  splits.push({
    shards,
    runs,
    mergeSeconds,
    matrixSeconds: Math.max(...runs.map((r) => r.seconds)) + mergeSeconds,
    cpu: runs.reduce((sum, r) => sum + r.cpu, 0),
  });
}
await rm(path.join(ROOT, DIR), { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });
const report = {
  count,
  single: { seconds: whole.seconds, cpu: whole.cpu, peakMB: whole.peak / 2 ** 20 },
  splits,
};
await writeFile(path.join(REPORTS, 'shards.json'), JSON.stringify(report, null, 2));

const f = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '-');
console.log(
  `\n${count.toLocaleString('en')} listings, each shard built alone on this machine (image caches warm):\n${table(
    ['shards', 'shard', 'wall s', 'CPU s', 'peak MB', 'pages with params', 'next s', 'csp s'],
    splits.flatMap((split) =>
      split.runs.map((r) => [
        split.shards,
        r.index,
        f(r.seconds),
        f(r.cpu),
        f(r.peakMB, 0),
        r.rendered.toLocaleString('en'),
        f(r.steps.next ?? NaN),
        f(r.steps.csp ?? NaN),
      ]),
    ),
  )}`,
);
console.log(
  `\nPer split: a matrix of one runner per shard takes the slowest shard plus the merge:\n${table(
    ['shards', 'slowest shard s', 'merge s', 'matrix wall s', 'CPU s, all shards'],
    splits.map((s) => [
      s.shards,
      f(Math.max(...s.runs.map((r) => r.seconds))),
      f(s.mergeSeconds),
      f(s.matrixSeconds),
      f(s.cpu),
    ]),
  )}`,
);
console.log(
  `\nThe first, ordinary build (filling the image caches): ${f(whole.seconds)} s wall, ${f(whole.cpu)} s CPU. Figures kept in reports/shards.json.`,
);
