import type { PreparePhotos } from '@/scripts/import/photo-types';

/**
 * A stand-in for photos.ts in tests: each source's "JPEG" is bytes made from its name, so the
 * same source is the same photo, and a source naming 'missing' fails as a missing file would.
 */
export const fakePhotos: PreparePhotos = async (sources) =>
  sources.map((source) =>
    source.includes('missing')
      ? { ok: false, problem: `no file "${source}" next to the listings file` }
      : { ok: true, jpeg: Buffer.from(`jpeg of ${source}`) },
  );
