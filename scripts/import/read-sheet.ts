// csv-parse rather than a hand-written splitter: quoted cells holding commas, doubled quotes and
// line breaks, CRLF and LF line ends, and malformed quoting are where home-made readers go
// wrong. It is maintained, has no dependencies, ships its own types, parses synchronously (the
// whole file is in memory anyway, under MAX_FILE_BYTES), and each error says which record and
// field it met, which is what a spreadsheet row and column are.
import { CsvError, parse } from 'csv-parse/sync';
import { quoted } from './cells';
import { columnLetter, columnOf, COLUMNS, REQUIRED_COLUMNS, type Column } from './columns';
import { SAVE_AS_CSV_UTF8 } from './read-text';

/**
 * The second step of reading a listings file: its text becomes a header and rows, each row
 * with its number as a spreadsheet shows it (the header is row 1, and a cell with line breaks
 * is still one row). A file this step refuses is refused whole, with one message; a row that
 * cannot be read (more or fewer cells than the header) is rejected on its own.
 */

/**
 * The most listings one file may hold: 10,000. Kenya's largest agencies list a few thousand
 * homes, so an agency's whole stock fits; a longer file is refused before its rows are
 * converted, rather than holding them all in memory first.
 */
export const MAX_ROWS = 10_000;

/**
 * The longest cell: 32,767 characters, the most an Excel cell holds (LibreOffice's limit is
 * higher, but a file for every office has to open in both). The longest real value is a
 * description of 3,000 characters. A longer cell is almost always a quote mark (") that opens a
 * cell and is never closed, so that the following rows run into it: the file is broken, and
 * importing the rows around it would import the wrong text.
 */
export const MAX_CELL_CHARS = 32_767;

// csv-parse's own guard on one record (default 128,000 characters): set above any row of cells
// within MAX_CELL_CHARS, it stops a runaway cell early; either limit gives the same message.
const MAX_RECORD_CHARS = COLUMNS.length * MAX_CELL_CHARS;

/** A row's cells by column; a column the file does not have is absent. */
export type RowValues = Partial<Record<Column, string>>;

export type SheetRow =
  { row: number; ok: true; values: RowValues } | { row: number; ok: false; problem: string };

export type SheetReading =
  | {
      ok: true;
      /** The columns the file has, in its order. */
      columns: readonly Column[];
      /** Rows with content, in order; empty rows are left out (their numbers are kept). */
      rows: readonly SheetRow[];
      /** What was ignored: unknown or unnamed columns. Nothing that stops the import. */
      notices: readonly string[];
    }
  | { ok: false; problem: string };

export function readSheet(text: string): SheetReading {
  let records: string[][];
  // Row 1 as read so far, to name the column of a quoting error further down.
  let firstRow: readonly string[] = [];
  try {
    records = parse(text, {
      // Rows with the wrong number of cells are reported by row, below, not as a file error.
      relax_column_count: true,
      // Kept, so that a record's index is its row number: an empty line is an empty row in a
      // spreadsheet too.
      skip_empty_lines: false,
      bom: true,
      max_record_size: MAX_RECORD_CHARS,
      // The header, MAX_ROWS rows, and one more to know there are too many.
      to: MAX_ROWS + 2,
      on_record: (record: string[], context) => {
        if (context.records === 1) firstRow = record;
        return record;
      },
    });
  } catch (error) {
    return refuse(parseProblem(error, firstRow));
  }
  const [headerCells, ...body] = records;
  if (headerCells === undefined) return refuse(NO_ROWS);
  const header = readHeader(headerCells);
  if (!header.ok) return header;
  if (body.length > MAX_ROWS)
    return refuse(
      `The file has more than ${MAX_ROWS.toLocaleString('en')} rows below the header; ` +
        `Nyumba360 reads at most ${MAX_ROWS.toLocaleString('en')} listings from one file. ` +
        'Split it into smaller files, each with the header row, and import them one after the other.',
    );
  const rows: SheetRow[] = [];
  for (const [index, cells] of body.entries()) {
    const row = index + 2;
    const long = cells.findIndex((cell) => cell.length > MAX_CELL_CHARS);
    if (long >= 0) return refuse(tooLong(row, header.names[long], long));
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length !== headerCells.length) {
      rows.push({ row, ok: false, problem: ragged(cells.length, headerCells.length) });
      continue;
    }
    const values: RowValues = {};
    header.columns.forEach((column, i) => {
      if (column !== undefined) values[column] = cells[i];
    });
    rows.push({ row, ok: true, values });
  }
  if (rows.length === 0) return refuse(NO_ROWS);
  const columns = header.columns.filter((column) => column !== undefined);
  const unnamed = header.columns.flatMap((column, i) =>
    column === undefined && headerCells[i]!.trim() === '' && body.some((cells) => cells[i]?.trim())
      ? [columnLetter(i)]
      : [],
  );
  const notices = [
    ...header.unknown.map(
      ({ name, index }) =>
        `Column ${columnLetter(index)}, ${quoted([name])}, is not a column Nyumba360 reads, so it was ` +
        'left out. If it should be one, rename it as in the template.',
    ),
    ...(unnamed.length > 0
      ? [
          `Column${unnamed.length > 1 ? 's' : ''} ${unnamed.join(', ')} ha${unnamed.length > 1 ? 've' : 's'} ` +
            'cells but no name in row 1, so they were left out.',
        ]
      : []),
  ];
  return { ok: true, columns, rows, notices };
}

function refuse(problem: string): { ok: false; problem: string } {
  return { ok: false, problem };
}

const NO_ROWS =
  'The file has no listings: after the header row (row 1) every row is empty. Fill in a row for ' +
  'each listing, as in the template, and save the file again.';

type Header =
  | {
      ok: true;
      /** The column of each cell of row 1, or undefined for a cell that names none. */
      columns: readonly (Column | undefined)[];
      /** Each cell of row 1 as written, for messages. */
      names: readonly string[];
      unknown: readonly { name: string; index: number }[];
    }
  | { ok: false; problem: string };

function readHeader(cells: readonly string[]): Header {
  const columns = cells.map(columnOf);
  const names = cells.map((cell) => cell.trim());
  if (columns.every((column) => column === undefined)) return refuse(noHeader(names));
  const duplicated = COLUMNS.flatMap((column) => {
    const at = columns.flatMap((c, i) => (c === column ? [columnLetter(i)] : []));
    return at.length > 1 ? [`"${column}" (columns ${at.join(' and ')})`] : [];
  });
  if (duplicated.length > 0)
    return refuse(
      `Row 1 names the same column more than once: ${duplicated.join(', ')}. Keep one of each, ` +
        'so that it is clear which cell holds the value, and save the file again.',
    );
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    return refuse(
      `The file lacks ${missing.length === 1 ? 'a column' : 'columns'} every listings file ` +
        `must have: ${missing.join(', ')}. Add ${missing.length === 1 ? 'it' : 'them'} to row 1 ` +
        'with the names as in the template, fill them in, and save the file again.',
    );
  const unknown = names.flatMap((name, index) =>
    columns[index] === undefined && name !== '' ? [{ name, index }] : [],
  );
  return { ok: true, columns, names, unknown };
}

function noHeader(names: readonly string[]): string {
  const first = names[0] ?? '';
  const splitBy = (separator: string) =>
    names.length === 1 && first.split(separator).some((part) => columnOf(part) !== undefined);
  if (splitBy(';'))
    return (
      'The columns are separated by semicolons (;), not commas: the spreadsheet saved the file ' +
      `with a semicolon delimiter. Save it again with commas. ${SAVE_AS_CSV_UTF8}`
    );
  if (splitBy('\t'))
    return (
      'The columns are separated by tabs, not commas: the file was saved as tab-delimited ' +
      `text. Save it again as CSV UTF-8. ${SAVE_AS_CSV_UTF8}`
    );
  return (
    'Row 1 must name the columns (ref, status, type, title, price and so on), but none of its ' +
    'cells is a column Nyumba360 reads. Start from the template, which has the names in row 1, ' +
    'or add the header row above the listings, and save the file again.'
  );
}

function ragged(cells: number, columns: number): string {
  return (
    `has ${cells} cells where row 1 names ${columns} columns. A comma inside a cell may have ` +
    'lost the quote marks around it. Check the row, then save the file again from the ' +
    'spreadsheet as CSV UTF-8.'
  );
}

function tooLong(row: number, name: string | undefined, index: number): string {
  const where =
    row === 1 ? `row 1, column ${columnLetter(index)}` : `row ${row}, ${columnName(name, index)}`;
  return (
    `A cell is longer than a spreadsheet cell can be (${MAX_CELL_CHARS.toLocaleString('en')} ` +
    `characters), at ${where}. Usually a quote mark (") opens a cell there and is never closed, ` +
    'so that the rows after it run into that cell. Check the quote marks in that row, then save ' +
    'the file again from the spreadsheet as CSV UTF-8.'
  );
}

function columnName(name: string | undefined, index: number): string {
  return name
    ? `column ${columnLetter(index)} (${quoted([name])})`
    : `column ${columnLetter(index)}`;
}

/** A quoting error as the row and column to look at, and what to do. */
function parseProblem(error: unknown, header: readonly string[]): string {
  if (!(error instanceof CsvError))
    return `The file cannot be read as CSV (${error instanceof Error ? error.message : String(error)}). Save it again from the spreadsheet as CSV UTF-8. ${SAVE_AS_CSV_UTF8}`;
  // `records` counts the records read before the one that failed: the failing row is the next.
  const row = (typeof error.records === 'number' ? error.records : 0) + 1;
  const index = typeof error.index === 'number' ? error.index : undefined;
  const where =
    index === undefined
      ? `row ${row}`
      : `row ${row}, ${columnName(row === 1 ? undefined : header[index], index)}`;
  const save =
    'Check the quote marks there, then save the file again from the spreadsheet as CSV UTF-8.';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return (
        `A quote mark (") opens a cell at ${where} and is never closed, so the rest of the ` +
        `file would be read as that one cell. ${save}`
      );
    case 'CSV_MAX_RECORD_SIZE':
      return tooLong(row, header[index ?? 0], index ?? 0);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return (
        `The quote marks (") at ${where} are not as CSV writes them: a cell with a quote mark ` +
        'is put in quote marks, and each quote mark inside it is doubled (""). The file was ' +
        `probably written or edited outside a spreadsheet. ${save}`
      );
    default:
      return `The file cannot be read as CSV at ${where} (${error.message}). ${save}`;
  }
}
