// A render thread of scripts/build/preview-images.ts: takes listing jobs from the parent one at a
// time and answers each with the size of the image written (or the error).
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { listingRenderer, type ListingJob } from './render';

/** A job as the parent sends it, numbered. */
export interface WorkerJob extends ListingJob {
  id: number;
}
/** The answer to a job: the size of the image written, or why it could not be. */
export type WorkerReply = { id: number; bytes: number } | { id: number; error: string };

if (!parentPort) throw new Error('preview/worker.ts runs as a thread of preview-images.ts');
const port = parentPort;

// One thread per core already; libvips threads inside each would only compete with each other.
sharp.concurrency(1);
const render = listingRenderer();

port.on('message', async (job: WorkerJob) => {
  let reply: WorkerReply;
  try {
    reply = { id: job.id, bytes: await render(job) };
  } catch (error) {
    reply = {
      id: job.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
});
