import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A committed JSON or GeoJSON file of data/geo/ (see its README), read and parsed at build time.
 * Its reader checks what it holds: this only finds and parses the file.
 */
export function readGeoFile(file: string): unknown {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'geo', file), 'utf8'));
}
