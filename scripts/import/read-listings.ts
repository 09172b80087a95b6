import {
  convertRow,
  describeProblem,
  type ConvertOptions,
  type ImportedListing,
  type RowProblem,
} from './convert-row';
import { oneLine } from './cells';
import type { Column } from './columns';
import { readSheet, type RowValues } from './read-sheet';
import { readText } from './read-text';

/**
 * An agency's listings file, from its bytes to listings: read as UTF-8 text (read-text.ts),
 * split into a header and rows (read-sheet.ts), each row converted and checked by the build's
 * rules (convert-row.ts). A file that cannot be read is refused whole, with one message, and
 * nothing of it is imported; a file that can is read row by row, each row a listing or a
 * rejection naming its row, columns and reasons. Never throws on any input.
 */
export type ListingsReading =
  | { ok: false; problem: string }
  | {
      ok: true;
      listings: readonly ImportedListing[];
      rejected: readonly RejectedRow[];
      /**
       * The columns the file has: a column it does not have says nothing about a home, so an
       * update keeps what the site holds for it (plan.ts).
       */
      columns: readonly Column[];
      /** What was ignored without stopping anything (unknown columns). */
      notices: readonly string[];
    };

export interface RejectedRow {
  row: number;
  problems: readonly RowProblem[];
  /**
   * The row's agency and ref as far as they can be read (not at all from a row of the wrong
   * length): a full feed never withdraws a home whose row was rejected (plan.ts).
   */
  identity: { agency?: string; ref?: string };
}

export function readListings(bytes: Uint8Array, options: ConvertOptions): ListingsReading {
  const text = readText(bytes);
  if (!text.ok) return text;
  const sheet = readSheet(text.text);
  if (!sheet.ok) return sheet;
  const listings: ImportedListing[] = [];
  const rejected: RejectedRow[] = [];
  for (const line of sheet.rows) {
    if (!line.ok) {
      rejected.push({
        row: line.row,
        problems: [{ row: line.row, columns: [], message: line.problem }],
        identity: {},
      });
      continue;
    }
    const outcome = convertRow(line.row, line.values, options);
    if (outcome.ok) listings.push(outcome.listing);
    else
      rejected.push({
        row: outcome.row,
        problems: outcome.problems,
        identity: identityCells(line.values),
      });
  }
  return { ok: true, listings, rejected, columns: sheet.columns, notices: sheet.notices };
}

function identityCells(values: RowValues): RejectedRow['identity'] {
  const agency = oneLine(values.agency ?? '');
  const ref = oneLine(values.ref ?? '');
  return { ...(agency === '' ? {} : { agency }), ...(ref === '' ? {} : { ref }) };
}

/** Every problem of the rejected rows, one a line, as the office reads them. */
export function describeRejected(rejected: readonly RejectedRow[]): string[] {
  return rejected.flatMap((row) => row.problems.map(describeProblem));
}
