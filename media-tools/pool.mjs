// @ts-check
// A small pool of worker threads that render image row blocks in parallel. Jobs are handed out
// as workers become free, so expensive rows (lots of furniture) don't leave a core idle.

import { Worker } from 'node:worker_threads';
import os from 'node:os';

/**
 * @typedef {object} Quality how carefully to render (see render.mjs)
 * @property {number} [threshold] corner luminance difference that triggers anti-aliasing
 * @property {boolean} [refine] anti-alias at all
 * @property {boolean} [reflections] glossy floor and worktop reflections
 * @property {boolean} [cache] interpolate indirect light from a cache (walk-through frames)
 */

/**
 * @typedef {object} RowJob
 * @property {string} slug
 * @property {import('./camera.mjs').View} view camera description (see camera.mjs raysForView)
 * @property {number} width @property {number} height
 * @property {number} y0 @property {number} y1 rows to render
 * @property {Quality} quality
 */

/** @typedef {ReturnType<typeof createPool>} Pool */

/** @param {number} [size] number of worker threads */
export function createPool(size = Math.max(1, Math.min(2, os.availableParallelism()))) {
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./worker.mjs', import.meta.url)),
  );
  /**
   * @typedef {object} Task
   * @property {RowJob & { id: number }} job
   * @property {(pixels: Float32Array) => void} resolve
   * @property {(err: Error) => void} reject
   */
  /** @type {Task[]} */
  const queue = [];
  /** @type {Map<Worker, Task>} */
  const busy = new Map();
  let nextId = 0;

  const pump = () => {
    for (const w of workers) {
      if (busy.has(w) || queue.length === 0) continue;
      const task = /** @type {Task} */ (queue.shift());
      busy.set(w, task);
      w.postMessage(task.job);
    }
  };

  for (const w of workers) {
    w.on('message', (msg) => {
      const task = /** @type {Task} */ (busy.get(w));
      busy.delete(w);
      task.resolve(msg.pixels);
      pump();
    });
    w.on('error', (err) => {
      const task = busy.get(w);
      busy.delete(w);
      if (task) task.reject(err);
      else throw err;
    });
  }

  return {
    size,
    /** @param {RowJob} job @returns {Promise<Float32Array>} */
    run(job) {
      return new Promise((resolve, reject) => {
        queue.push({ job: { ...job, id: nextId++ }, resolve, reject });
        pump();
      });
    },
    /**
     * Renders a whole image by splitting it into row blocks.
     * @param {string} slug
     * @param {import('./camera.mjs').View} view
     * @param {number} width
     * @param {number} height
     * @param {Quality} quality
     * @param {number} [blockRows] rows per job
     * @returns {Promise<Float32Array>} linear RGB for the full image
     */
    async image(slug, view, width, height, quality, blockRows = 24) {
      const jobs = [];
      for (let y0 = 0; y0 < height; y0 += blockRows) {
        const y1 = Math.min(height, y0 + blockRows);
        jobs.push(
          this.run({ slug, view, width, height, y0, y1, quality }).then((px) => ({ y0, px })),
        );
      }
      const out = new Float32Array(width * height * 3);
      for (const { y0, px } of await Promise.all(jobs)) out.set(px, y0 * width * 3);
      return out;
    },
    close: () => Promise.all(workers.map((w) => w.terminate())),
  };
}
