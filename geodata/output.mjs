// @ts-check
// Writes the outputs into data/geo/ and logs their sizes, within the budget of the whole folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The budget of data/geo/ (data/geo/README.md), which tests/unit/map/areas.test.ts also checks. */
const MAX_BYTES = 2_000_000;

/**
 * @param {string} outDir
 * @param {[name: string, count: number, text: string][]} outputs file name, features, contents
 */
export async function writeOutputs(outDir, outputs) {
  const total = outputs.reduce((n, [, , text]) => n + Buffer.byteLength(text), 0);
  if (total > MAX_BYTES) throw new Error(`prepare: data/geo would be ${total} bytes, over 2 MB`);
  await mkdir(outDir, { recursive: true });
  for (const [name, count, text] of outputs) {
    await writeFile(path.join(outDir, name), text);
    const bytes = String(Buffer.byteLength(text)).padStart(9);
    console.log(`${name.padEnd(18)} ${String(count).padStart(5)} features ${bytes} bytes`);
  }
  console.log(`${'total'.padEnd(33)}${String(total).padStart(9)} bytes`);
}
