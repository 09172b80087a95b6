import { createHash } from 'node:crypto';

/**
 * Where an imported photo is stored. A name the import writes is the photo's place in the row
 * and a hash of its bytes, `/photos/<slug>/2-5f0c9a1b3e.jpg`: a new photo never overwrites a
 * file (the listings desk's own photos, or one a listing still points at until the import
 * commits), and the same photo imported again is the same name, so a second import of one file
 * changes nothing. Pure.
 */

/** The names this import writes; only these are ever removed as orphans (write.ts). */
export const IMPORTED_PHOTO = /^\d+-[0-9a-f]{10}\.jpg$/;
/** The floor plan files it writes (lib/listings/plan-file.ts), removed alike. */
export const IMPORTED_PLAN = /^floor-plan-[0-9a-f]{10}\.(webp|pdf)$/;

export function photoHash(jpeg: Uint8Array): string {
  return createHash('sha256').update(jpeg).digest('hex').slice(0, 10);
}

/**
 * The path of each photo of a row. A photo whose bytes are already a photo of the home (by
 * `known`: path to hash, of the photos the home has now) keeps that photo's path, whatever its
 * name; the rest are new files. `fresh` lists the new ones, to be written.
 */
export function placePhotos(
  slug: string,
  jpegs: readonly Uint8Array[],
  known: ReadonlyMap<string, string>,
): { images: string[]; fresh: { path: string; jpeg: Uint8Array }[] } {
  const byHash = new Map<string, string>();
  for (const [path, hash] of known) if (!byHash.has(hash)) byHash.set(hash, path);
  const images: string[] = [];
  const fresh: { path: string; jpeg: Uint8Array }[] = [];
  jpegs.forEach((jpeg, i) => {
    const hash = photoHash(jpeg);
    const path = byHash.get(hash) ?? `/photos/${slug}/${i + 1}-${hash}.jpg`;
    if (!byHash.has(hash)) {
      byHash.set(hash, path);
      fresh.push({ path, jpeg });
    }
    images.push(path);
  });
  return { images, fresh };
}
