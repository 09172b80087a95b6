// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from '@/scripts/import/columns';
import { readListings, type ListingsReading } from '@/scripts/import/read-listings';
import { csvText, RENTAL, SALE, TODAY } from './sheet';

/**
 * Whatever a file holds, reading it ends in one of two ways, never in an exception: the file
 * is refused with a message, or each of its rows is a listing or a rejection with messages.
 */
function expectAnswered(reading: ListingsReading): void {
  if (!reading.ok) {
    expect(reading.problem.trim()).not.toBe('');
    return;
  }
  for (const listing of reading.listings) expect(listing.row).toBeGreaterThanOrEqual(2);
  for (const row of reading.rejected) {
    expect(row.row).toBeGreaterThanOrEqual(2);
    expect(row.problems.length).toBeGreaterThan(0);
    for (const problem of row.problems) expect(problem.message.trim()).not.toBe('');
  }
}

// Cells as agencies and attackers write them: real values, formula prefixes, markup, quotes,
// separators and line breaks, and any text at all but a zero byte (a file with one is refused
// as binary, which the first property covers).
const cell = fc
  .oneof(
    fc.constantFrom(
      ...Object.values(SALE),
      ...Object.values(RENTAL),
      '',
      ' ',
      '-5',
      '+254 722 418 305',
      '=SUM(A1:A9)',
      '@cmd',
      '<script>alert(1)</script>',
      '"quoted"',
      'a,b',
      'line\r\nbreak',
      'line\nbreak',
      '\r',
      ';;',
      '1.86E+07',
      '18/11/2026',
      'TRUE',
    ),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
  )
  .map((text) => text.replaceAll('\u0000', ''));
const baseRow = fc.constantFrom(SALE, RENTAL);
const row = fc
  .tuple(baseRow, fc.dictionary(fc.constantFrom(...COLUMNS), cell, { maxKeys: 6 }))
  .map(([base, changes]) => COLUMNS.map((column) => changes[column] ?? base[column] ?? ''));

// Hundreds of files a property: well within a second alone, but the machines that run the tests
// are shared, so each property gets more than the default five seconds.
const SLOW = { timeout: 30_000 };

describe('readListings on any input', () => {
  it('answers any bytes with a refusal or rows, never an exception', SLOW, () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        expectAnswered(readListings(bytes, { today: TODAY }));
      }),
      { numRuns: 300 },
    );
  });

  it('answers any text, with or without the header, as UTF-8 bytes', SLOW, () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ maxLength: 400 }).map((body) => `${COLUMNS.join(',')}\r\n${body}`),
    );
    fc.assert(
      fc.property(text, (t) => {
        expectAnswered(readListings(new TextEncoder().encode(t), { today: TODAY }));
      }),
      { numRuns: 300 },
    );
  });

  it('reads every row of a well-formed file, each a listing or a rejection', SLOW, () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('\r\n', '\n'),
        fc.boolean(),
        (rows, eol, bom) => {
          const bytes = new TextEncoder().encode(csvText([COLUMNS, ...rows], { eol, bom }));
          const reading = readListings(bytes, { today: TODAY });
          expectAnswered(reading);
          const filled = rows.flatMap((cells, i) =>
            cells.every((c) => c.trim() === '') ? [] : [i + 2],
          );
          // A file whose rows are all empty is refused; any other is read, row by row.
          if (filled.length === 0) return expect(reading.ok).toBe(false);
          if (!reading.ok) throw new Error(reading.problem);
          const read = [...reading.listings, ...reading.rejected].map((r) => r.row);
          expect(read.sort((a, b) => a - b)).toEqual(filled);
        },
      ),
      { numRuns: 200 },
    );
  });
});
