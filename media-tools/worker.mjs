// @ts-check
// Worker thread: renders blocks of image rows. Each worker builds its own copy of a listing's
// scene the first time it is asked for it (scenes hold functions, so they cannot be sent
// between threads) and keeps it, with its irradiance cache, for the following jobs. A job names
// its scene by the listing's slug, or a development's photo by `<project>/<photo>`.

import { parentPort } from 'node:worker_threads';

import { raysForView } from './camera.mjs';
import { developmentPlanFor } from './plans/developments/index.mjs';
import { planFor } from './plans/index.mjs';
import { renderRows } from './raster.mjs';
import { buildScene } from './scene.mjs';
import { createTracer } from './tracer.mjs';

/** @type {Map<string, import('./scene.mjs').Scene>} */
const scenes = new Map();
/** @type {Map<string, import('./tracer.mjs').Tracer>} */
const tracers = new Map();

/**
 * @param {string} slug
 * @param {import('./pool.mjs').Quality} quality
 */
function tracerFor(slug, quality) {
  const key = `${slug}:${Boolean(quality.reflections)}:${Boolean(quality.cache)}`;
  if (!tracers.has(key)) {
    if (!scenes.has(slug))
      scenes.set(slug, buildScene(slug.includes('/') ? developmentPlanFor(slug) : planFor(slug)));
    const scene = /** @type {import('./scene.mjs').Scene} */ (scenes.get(slug));
    tracers.set(
      key,
      createTracer(scene, { reflections: quality.reflections, cache: quality.cache }),
    );
  }
  return /** @type {import('./tracer.mjs').Tracer} */ (tracers.get(key));
}

parentPort?.on('message', (/** @type {import('./pool.mjs').RowJob & { id: number }} */ job) => {
  const tracer = tracerFor(job.slug, job.quality);
  const rays = raysForView(job.view, job.width, job.height);
  const pixels = renderRows(
    tracer,
    rays,
    job.view.position,
    job.width,
    job.height,
    job.y0,
    job.y1,
    job.quality,
  );
  parentPort?.postMessage({ id: job.id, pixels }, [pixels.buffer]);
});
