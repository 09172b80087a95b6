import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../root';

/**
 * An installed package's version, for the cache keys of the map steps: a new version of a library
 * that draws them may draw them differently. Read from the package's folder, as not every
 * package's `exports` include its package.json (geojson-vt's do not).
 */
export async function packageVersion(name: string): Promise<string> {
  const manifest: unknown = JSON.parse(
    await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
  );
  if (typeof manifest === 'object' && manifest && 'version' in manifest)
    if (typeof manifest.version === 'string') return manifest.version;
  throw new Error(`node_modules/${name}/package.json has no version`);
}
