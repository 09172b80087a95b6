// @vitest-environment node
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '@/scripts/import/columns';
import { runImport } from '@/scripts/import/run-import';
import { dataCopy, listingTexts, tree } from './data-dir';
import { fakePhotos } from './fake-photos';
import { csvFile, RENTAL, SALE, TODAY } from './sheet';

/**
 * Whatever the file, the import answers: it imports or refuses with a message, never throws,
 * and leaves the data as it was or exactly as it planned it, never anything between.
 */

let at: ReturnType<typeof dataCopy>;
beforeAll(() => {
  at = dataCopy();
});
afterAll(() => at.remove());

const BAD_CELLS = [
  '',
  '0',
  '-5',
  'lots',
  '=HYPERLINK("x")',
  '@x',
  '2026-13-40',
  'photos/missing.jpg',
  'x'.repeat(200),
];

/** A row of good values with some cells made bad, and refs from a small set so they repeat. */
const row = fc
  .record({
    base: fc.constantFrom(SALE, RENTAL),
    ref: fc.constantFrom('A-1', 'A-2', 'A-3', 'B-1'),
    bad: fc.array(fc.tuple(fc.constantFrom(...COLUMNS), fc.constantFrom(...BAD_CELLS)), {
      maxLength: 2,
    }),
  })
  .map(({ base, ref, bad }) => ({ ...base, ref, ...Object.fromEntries(bad) }));

const files = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc
    .string({ maxLength: 300 })
    .map((text) => new TextEncoder().encode(`${COLUMNS.join(',')}\n${text}`)),
  fc.array(row, { minLength: 1, maxLength: 5 }).map((rows) => csvFile(rows)),
);

describe('runImport on any file', () => {
  it('imports or refuses with a message, and leaves the data as it was or as planned', async () => {
    await fc.assert(
      fc.asyncProperty(files, fc.boolean(), fc.boolean(), async (bytes, fullFeed, strict) => {
        const file = path.join(at.root, 'any.csv');
        writeFileSync(file, bytes);
        const before = tree(at.data);
        const result = await runImport({
          file,
          dataDir: at.data,
          today: TODAY,
          preparePhotos: fakePhotos,
          fullFeed,
          strict,
        });
        expect(result.lines.at(-1)).toMatch(
          /^Created \d+, updated \d+( \([^)]+\))?, unchanged \d+, rejected \d+, withdrawn \d+\.$/,
        );
        expect(result.lines.join('\n')).not.toContain('stopped on an error');
        if (result.code === 1 && result.planned === undefined) expect(result.lines).toHaveLength(2);
        if (result.written) expect(listingTexts(at.data)).toEqual(result.planned);
        else expect(tree(at.data)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
