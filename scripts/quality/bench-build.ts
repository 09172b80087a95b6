// One measured `npm run build`, for the benches (bench.ts, shards.ts): wall time, CPU time,
// peak memory and the build's own table of seconds per step.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { ROOT } from '../build/root';

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export async function treeRss(root: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces; the fields after its closing ')' do not.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
      bytes += Number(statm.split(' ')[1]) * 4096;
    } catch {
      // ended
    }
  }
  return bytes;
}

/** One build's wall time, CPU time, its processes' peak memory and its log. */
export interface Build {
  seconds: number;
  /** User and system CPU seconds of the build and every process it started. */
  cpu: number;
  /** Bytes. */
  peak: number;
  log: string;
}

/**
 * Runs `npm run build` for `count` listings into `.bench/out` (or the env's NEXT_EXPORT_DIR).
 * The build runs under bash so that its `times` can report the CPU time of every process the
 * build waited for, the page workers included: exact, where sampling /proc would miss the
 * short-lived ones.
 */
export function build(count: number, env: Record<string, string> = {}): Promise<Build> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', 'npm run build && times'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SAMPLE_LISTINGS: String(count),
        NEXT_EXPORT_DIR: '.bench/out',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    let peak = 0;
    const sampler = setInterval(async () => {
      if (child.pid !== undefined) peak = Math.max(peak, await treeRss(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`build of ${count} listings failed (exit ${code}):\n${log.slice(-3000)}`));
        return;
      }
      resolve({ seconds: (performance.now() - started) / 1000, cpu: childCpu(log), peak, log });
    });
  });
}

/** The children's user + system seconds from bash's `times` (its second line: '1m2.5s 0m3.1s'). */
export function childCpu(log: string): number {
  const lines = [...log.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)];
  const children = lines.at(-1);
  if (!children) return NaN;
  const [, um, us, sm, ss] = children.map(Number) as number[];
  return um! * 60 + us! + sm! * 60 + ss!;
}

/** The build's closing table of seconds per step (scripts/build/index.ts). */
export function stepTable(log: string): Record<string, number> {
  const table = log.slice(log.lastIndexOf('Build steps (seconds):'));
  return Object.fromEntries(
    [...table.matchAll(/^ {2}([\w-]+) +([\d.]+) s$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}
