// Work spread over worker threads, one per core, for the build steps whose work is CPU and many
// independent pieces: the preview images (preview-images.ts) and the pages' policies (csp.ts).
//
// A thread runs TypeScript the way every script here does, through scripts/run.mjs and its loader
// (jiti, with the `@/` alias): Node cannot start a thread on a .ts file by itself, and run.mjs
// takes the file to run as its first argument, in a thread as in a process. The thread's file
// calls serveJobs() with its handler; the step calls onThreads() with that file and the jobs.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parentPort, Worker } from 'node:worker_threads';
import { ROOT } from './root';

const RUN = path.join(ROOT, 'scripts', 'run.mjs');

type Request<Job> = { id: number; job: Job };
type Answer<Reply> = { id: number; reply: Reply } | { id: number; error: string };

/**
 * Runs `jobs` on one thread of `script` per core (fewer when there are fewer jobs), one job at a
 * time per thread; resolves to the replies in the jobs' order. The first failure (an error in a
 * job, or a thread that dies) stops every thread and rejects, naming `what` ran.
 */
export async function onThreads<Job, Reply>(
  script: string,
  jobs: readonly Job[],
  what: string,
): Promise<Reply[]> {
  if (jobs.length === 0) return [];
  const threads = Math.max(1, Math.min(availableParallelism(), jobs.length));
  const replies: Reply[] = new Array(jobs.length);
  const workers: Worker[] = [];
  let next = 0;
  let failed = false;
  const feed = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let finished = false;
      const fail = (error: unknown) => {
        if (!failed) {
          failed = true;
          for (const w of workers) void w.terminate();
        }
        reject(error);
      };
      const send = () => {
        if (failed) return;
        if (next >= jobs.length) {
          finished = true;
          worker.terminate().then(() => resolve(), fail);
          return;
        }
        const request: Request<Job> = { id: next, job: jobs[next]! };
        next++;
        worker.postMessage(request);
      };
      worker.on('message', (answer: Answer<Reply>) => {
        if ('error' in answer) fail(new Error(answer.error));
        else {
          replies[answer.id] = answer.reply;
          send();
        }
      });
      worker.on('error', fail);
      // A thread that ends before it was told to (a crash, process.exit) loses its job: fail
      // rather than wait for ever.
      worker.on('exit', (code) => {
        if (!finished) fail(new Error(`${what} thread stopped (exit ${code})`));
      });
      send();
    });
  for (let i = 0; i < threads; i++) workers.push(new Worker(RUN, { argv: [script] }));
  await Promise.all(workers.map(feed));
  return replies;
}

/** In a thread's file: answers each job of onThreads() with `handle`'s reply, or its error. */
export function serveJobs<Job, Reply>(handle: (job: Job) => Reply | Promise<Reply>): void {
  if (!parentPort) throw new Error('this file runs as a thread of a build step (onThreads)');
  const port = parentPort;
  port.on('message', async ({ id, job }: Request<Job>) => {
    let answer: Answer<Reply>;
    try {
      answer = { id, reply: await handle(job) };
    } catch (error) {
      answer = {
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    port.postMessage(answer);
  });
}
