// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnKey, columnLetter, COLUMNS, REQUIRED_COLUMNS } from '@/scripts/import/columns';
import { MAX_CELL_CHARS, MAX_ROWS, readSheet, type SheetRow } from '@/scripts/import/read-sheet';
import { csvText, RENTAL } from './sheet';

const HEADER = REQUIRED_COLUMNS.join(',');
const row = (values: Partial<Record<string, string>>) =>
  REQUIRED_COLUMNS.map((column) => values[column] ?? '');

function read(text: string) {
  const sheet = readSheet(text);
  if (!sheet.ok) throw new Error(`expected rows, got: ${sheet.problem}`);
  return sheet;
}

function refused(text: string): string {
  const sheet = readSheet(text);
  if (sheet.ok) throw new Error('expected a refusal');
  return sheet.problem;
}

function values(rows: readonly SheetRow[]) {
  return rows.map((r) => (r.ok ? { row: r.row, ...r.values } : { row: r.row, problem: r.problem }));
}

describe('readSheet: cells as spreadsheets quote them', () => {
  it('reads commas, doubled quotes and line breaks inside quoted cells', () => {
    const text =
      `${HEADER}\r\n` +
      row({ ...RENTAL, title: '"Big, bright" flat', description: 'Line one,\r\nline "two"\nend' })
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(',') +
      '\r\n';
    const [first] = read(text).rows;
    expect(first).toMatchObject({
      row: 2,
      ok: true,
      values: { title: '"Big, bright" flat', description: 'Line one,\r\nline "two"\nend' },
    });
  });

  it('reads CRLF, LF and CR line ends alike, with or without a final line end', () => {
    const rows = [REQUIRED_COLUMNS, row(RENTAL), row({ ...RENTAL, ref: 'RUA-204' })];
    const expected = values(read(csvText(rows)).rows);
    expect(expected.map((r) => r.row)).toEqual([2, 3]);
    for (const eol of ['\n', '\r'])
      expect(values(read(csvText(rows, { eol })).rows)).toEqual(expected);
    expect(values(read(csvText(rows).trimEnd()).rows)).toEqual(expected);
  });

  it('drops the byte-order mark from the first column name', () => {
    expect(read(csvText([REQUIRED_COLUMNS, row(RENTAL)], { bom: true })).columns[0]).toBe('ref');
  });

  it('numbers rows as a spreadsheet shows them: a cell with line breaks is one row', () => {
    const text = csvText([
      REQUIRED_COLUMNS,
      row({ ...RENTAL, ref: 'A', description: 'one\ntwo\nthree' }),
      row({ ...RENTAL, ref: 'B', description: 'one\r\ntwo' }),
      row({ ...RENTAL, ref: 'C' }),
    ]);
    expect(read(text).rows.map((r) => [r.row, r.ok && r.values.ref])).toEqual([
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
    ]);
  });

  it('leaves empty rows out but counts them, as a spreadsheet shows them', () => {
    const text = csvText([
      REQUIRED_COLUMNS,
      row({ ...RENTAL, ref: 'A' }),
      REQUIRED_COLUMNS.map(() => ''),
      [''],
      REQUIRED_COLUMNS.map(() => '  '),
      row({ ...RENTAL, ref: 'B' }),
    ]);
    expect(read(text).rows.map((r) => r.row)).toEqual([2, 6]);
  });

  it('keeps formula prefixes and markup as the text they are', () => {
    const cells = {
      ...RENTAL,
      title: '=HYPERLINK("http://x","y")',
      agent_name: '@Brian',
      ref: '+1',
    };
    const text = csvText([
      REQUIRED_COLUMNS,
      row({ ...cells, description: '<script>alert(1)</script>' }),
    ]);
    expect(read(text).rows[0]).toMatchObject({
      ok: true,
      values: {
        title: '=HYPERLINK("http://x","y")',
        agent_name: '@Brian',
        ref: '+1',
        description: '<script>alert(1)</script>',
      },
    });
  });

  it('rejects a row with more or fewer cells than the header, and reads the others', () => {
    const text = csvText([
      REQUIRED_COLUMNS,
      [...row(RENTAL), 'extra'],
      row(RENTAL).slice(0, -2),
      row(RENTAL),
    ]);
    const { rows } = read(text);
    expect(rows.map((r) => [r.row, r.ok])).toEqual([
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(rows[0]).toMatchObject({
      problem: `has ${REQUIRED_COLUMNS.length + 1} cells where row 1 names ${REQUIRED_COLUMNS.length} columns. A comma inside a cell may have lost the quote marks around it. Check the row, then save the file again from the spreadsheet as CSV UTF-8.`,
    });
    expect(rows[1]).toMatchObject({ problem: expect.stringMatching(/^has 15 cells where/) });
  });
});

describe('readSheet: the header row', () => {
  it('reads the columns in any order, whatever their capitals and spaces', () => {
    const header = [...REQUIRED_COLUMNS]
      .reverse()
      .map((c) => ` ${c.toUpperCase().replaceAll('_', ' ')} `);
    const sheet = read(csvText([header, [...row(RENTAL)].reverse()]));
    expect(sheet.columns).toEqual([...REQUIRED_COLUMNS].reverse());
    expect(sheet.rows[0]).toMatchObject({ ok: true, values: RENTAL });
  });

  it('reads every column of the format', () => {
    expect(read(csvText([COLUMNS, COLUMNS.map((c) => RENTAL[c] ?? '')])).columns).toEqual(COLUMNS);
  });

  it('reports an unknown column and leaves it out', () => {
    const sheet = read(
      csvText([
        [...REQUIRED_COLUMNS, 'Notes'],
        [...row(RENTAL), 'call first'],
      ]),
    );
    expect(sheet.notices).toEqual([
      'Column R, "Notes", is not a column Nyumba360 reads, so it was left out. If it should be one, rename it as in the template.',
    ]);
    expect(sheet.rows[0]).toMatchObject({ ok: true, values: RENTAL });
    expect(JSON.stringify(sheet.rows)).not.toContain('call first');
  });

  it('reports cells under a column without a name, and says nothing of empty ones', () => {
    const sheet = read(
      csvText([
        [...REQUIRED_COLUMNS, '', ''],
        [...row(RENTAL), 'x', ''],
      ]),
    );
    expect(sheet.notices).toEqual([
      'Column R has cells but no name in row 1, so they were left out.',
    ]);
  });

  it('refuses a file that lacks required columns, naming them', () => {
    const columns = REQUIRED_COLUMNS.filter((c) => c !== 'price' && c !== 'photos');
    expect(refused(csvText([columns, columns.map(() => 'x')]))).toBe(
      'The file lacks columns every listings file must have: price, photos. Add them to ' +
        'row 1 with the names as in the template, fill them in, and save the file again.',
    );
  });

  it('refuses a column named twice, with the letters of both', () => {
    const header = [...REQUIRED_COLUMNS, 'Price'];
    expect(refused(csvText([header, [...row(RENTAL), '1']]))).toBe(
      'Row 1 names the same column more than once: "price" (columns E and R). Keep one of ' +
        'each, so that it is clear which cell holds the value, and save the file again.',
    );
  });

  it('refuses a first row that names no column', () => {
    const problem = refused(csvText([row(RENTAL), row(RENTAL)]));
    expect(problem).toMatch(/^Row 1 must name the columns \(ref, status, type, title, price/);
    expect(refused('\r\n' + csvText([REQUIRED_COLUMNS, row(RENTAL)]))).toBe(problem);
  });

  it('recognises a file separated by semicolons or tabs', () => {
    const semicolons = [REQUIRED_COLUMNS.join(';'), row(RENTAL).join(';')].join('\r\n');
    expect(refused(semicolons)).toMatch(/^The columns are separated by semicolons \(;\)/);
    const tabs = [REQUIRED_COLUMNS.join('\t'), row(RENTAL).join('\t')].join('\r\n');
    expect(refused(tabs)).toMatch(/^The columns are separated by tabs/);
  });

  it('refuses a file with a header and no listings', () => {
    const noRows = /^The file has no listings: after the header row \(row 1\) every row is empty/;
    expect(refused(`${HEADER}\r\n`)).toMatch(noRows);
    expect(refused(csvText([REQUIRED_COLUMNS, REQUIRED_COLUMNS.map(() => '')]))).toMatch(noRows);
  });
});

describe('readSheet: broken quoting', () => {
  it('refuses a quote that is never closed, naming the row and column', () => {
    const text = `${HEADER}\r\n${row(RENTAL).join(',')}\r\n${row({ ...RENTAL, title: '"Big flat' }).join(',')}\r\n${row(RENTAL).join(',')}\r\n`;
    expect(refused(text)).toBe(
      'A quote mark (") opens a cell at row 3, column D ("title") and is never closed, so the ' +
        'rest of the file would be read as that one cell. Check the quote marks there, then ' +
        'save the file again from the spreadsheet as CSV UTF-8.',
    );
  });

  it('refuses quote marks a spreadsheet would have doubled', () => {
    for (const title of ['"Big" flat', 'Big "flat"']) {
      const text = `${HEADER}\r\n${row({ ...RENTAL, title }).join(',')}\r\n`;
      expect(refused(text)).toMatch(
        /^The quote marks \(""?\) at row 2, column D \("title"\) are not as CSV writes them/,
      );
    }
  });
});

// Files of 10 to 30 MB, made here: a second or so alone, longer on a busy shared machine.
describe('readSheet: limits', { timeout: 30_000 }, () => {
  const line = row(RENTAL).join(',');

  it(`reads ${MAX_ROWS.toLocaleString('en')} rows`, () => {
    const text = `${HEADER}\n${`${line}\n`.repeat(MAX_ROWS)}`;
    const sheet = read(text);
    expect(sheet.rows).toHaveLength(MAX_ROWS);
    expect(sheet.rows.at(-1)!.row).toBe(MAX_ROWS + 1);
  });

  it('refuses one row more, and 100,000 rows, with a message', () => {
    const message =
      'The file has more than 10,000 rows below the header; Nyumba360 reads at most 10,000 ' +
      'listings from one file. Split it into smaller files, each with the header row, and ' +
      'import them one after the other.';
    expect(refused(`${HEADER}\n${`${line}\n`.repeat(MAX_ROWS + 1)}`)).toBe(message);
    expect(refused(`${HEADER}\n${`${line}\n`.repeat(100_000)}`)).toBe(message);
  });

  it('reads a cell as long as a spreadsheet cell can be, and refuses a longer one', () => {
    const at = (description: string) =>
      csvText([REQUIRED_COLUMNS, row(RENTAL), row({ ...RENTAL, description })]);
    expect(read(at('x'.repeat(MAX_CELL_CHARS))).rows).toHaveLength(2);
    expect(refused(at('x'.repeat(MAX_CELL_CHARS + 1)))).toBe(
      'A cell is longer than a spreadsheet cell can be (32,767 characters), at row 3, column K ' +
        '("description"). Usually a quote mark (") opens a cell there and is never closed, so ' +
        'that the rows after it run into that cell. Check the quote marks in that row, then ' +
        'save the file again from the spreadsheet as CSV UTF-8.',
    );
  });

  it('refuses a 10 MB cell, naming its row and column', () => {
    const text = csvText([
      REQUIRED_COLUMNS,
      row({ ...RENTAL, title: 'x'.repeat(10 * 1024 * 1024) }),
    ]);
    expect(refused(text)).toMatch(
      /^A cell is longer than a spreadsheet cell can be \(32,767 characters\), at row 2, column D \("title"\)/,
    );
  });
});

describe('columns', () => {
  it('names columns by letter as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('matches header cells whatever their capitals, spaces and invisible characters', () => {
    expect(columnKey('\u200b Agent Phone ')).toBe('agent_phone');
    expect(columnKey('TITLE-SW')).toBe('title_sw');
  });
});
