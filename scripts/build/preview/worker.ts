// A render thread of build/preview-images.mjs: takes listing jobs from the parent one at a time and
// answers each with the size of the image written (or the error).
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { listingRenderer } from './render.mjs';

// One thread per core already; libvips threads inside each would only compete with each other.
sharp.concurrency(1);
const render = listingRenderer();

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ id: job.id, bytes: await render(job) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error?.stack ?? error) });
  }
});
