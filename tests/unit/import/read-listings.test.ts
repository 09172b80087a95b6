// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLUMNS, REQUIRED_COLUMNS } from '@/scripts/import/columns';
import { describeRejected, readListings } from '@/scripts/import/read-listings';
import { readSheet } from '@/scripts/import/read-sheet';
import { csvFile, RENTAL, SALE, TODAY } from './sheet';

const TEMPLATE = path.resolve(__dirname, '../../../docs/listings-template.csv');

function read(bytes: Uint8Array) {
  const reading = readListings(bytes, { today: TODAY });
  if (!reading.ok) throw new Error(reading.problem);
  return reading;
}

describe('docs/listings-template.csv', () => {
  const bytes = readFileSync(TEMPLATE);
  const text = bytes.toString('utf8');

  it('is read with no rejected row and no notice', () => {
    const { listings, rejected, notices } = read(bytes);
    expect(describeRejected(rejected)).toEqual([]);
    expect(notices).toEqual([]);
    expect(listings.map((l) => [l.row, l.identity.ref, l.record.status, l.record.type])).toEqual([
      [2, 'KIL-014', 'for_sale', 'apartment'],
      [3, 'RUA-203', 'for_rent', 'apartment'],
      [4, 'KIT-031', 'for_sale', 'land'],
      [5, 'WST-112', 'for_rent', 'commercial'],
    ]);
  });

  it('has every column, in order, a sale with every column a sale can have, a rental with the required ones', () => {
    const reading = read(bytes);
    const [sale, rental] = reading.listings;
    expect(text.slice(1, text.indexOf('\r\n')).split(',')).toEqual([...COLUMNS]);
    // A deposit is for rentals only; every other column of the sale is filled.
    expect(sale!.filledIn).toEqual([]);
    expect(Object.keys(sale!.record.facts ?? {})).toHaveLength(8);
    expect(sale!.media.video).toBeDefined();
    expect(sale!.record.agent.earbNumber).toBeDefined();
    expect(rental!.filledIn).toEqual([
      'title_sw',
      'latitude',
      'longitude',
      'verified_at',
      'listed_at',
    ]);
    expect(rental!.record).toMatchObject({ listedAt: TODAY, verifiedAt: TODAY });
    const sheet = readSheet(text);
    const filled = (row: number) =>
      sheet.ok && sheet.rows[row]?.ok
        ? Object.entries(sheet.rows[row].values).flatMap(([column, cell]) => (cell ? [column] : []))
        : [];
    // A home for sale has every column but a rental's deposit and the columns of land and
    // commercial space.
    const notHome = (column: string) =>
      COLUMNS.indexOf(column as never) >= COLUMNS.indexOf('plot_acres');
    expect(filled(0)).toEqual(
      COLUMNS.filter((column) => column !== 'deposit_months' && !notHome(column)),
    );
    expect(filled(1)).toEqual([...REQUIRED_COLUMNS]);
    // A plot (given in feet) and an office: their kinds' own columns, and no rooms.
    const [, , plot, office] = reading.listings;
    expect(plot!.record.land).toMatchObject({
      acres: 0.1148,
      plotFt: { width: 50, depth: 100 },
      titleStatus: 'individual',
      road: 'murram',
      tarmacM: 600,
      checks: {
        statedAt: '2026-11-16',
        searchDate: '2026-11-10',
        searchResult: 'clean',
        ratesCleared: true,
      },
    });
    expect(plot!.record.style).toBe('residential');
    expect(plot!.record.bedrooms).toBeUndefined();
    expect(office!.record).toMatchObject({
      size: 250,
      commercial: { grade: 'A', lifts: 2, fitOut: 'fitted' },
    });
    expect(office!.record.bedrooms).toBeUndefined();
  });

  it('opens cleanly in Excel and LibreOffice: UTF-8 with a byte-order mark, CRLF line ends', () => {
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Every line end outside quoted cells is CRLF; the line break inside a description is LF,
    // as Excel writes a line break within a cell.
    const ends = text.match(/\r?\n/g) ?? [];
    expect(ends.filter((end) => end === '\r\n')).toHaveLength(5);
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('readListings', () => {
  it('reads a file into listings and rejected rows, each row by its number', () => {
    const reading = read(
      csvFile([
        SALE,
        { ...RENTAL, price: '-5' },
        RENTAL,
        { ...RENTAL, town: 'Thika', bedrooms: '=2' },
      ]),
    );
    expect(reading.listings.map((l) => l.row)).toEqual([2, 4]);
    expect(describeRejected(reading.rejected)).toEqual([
      'Row 3, column "price": must be at least 1',
      "Row 5, column \"town\": must be 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Kiambu', 'Machakos' or 'Kajiado'",
      'Row 5, column "bedrooms": must be a whole number',
    ]);
  });

  it('numbers rows after multi-line cells as a spreadsheet does', () => {
    const multi = { ...RENTAL, description: 'one\r\ntwo\r\nthree', description_sw: 'moja\nmbili' };
    const reading = read(
      csvFile([multi, multi, { ...RENTAL, price: 'x' }], COLUMNS, { eol: '\n' }),
    );
    expect(describeRejected(reading.rejected)).toEqual([
      'Row 4, column "price": must be a whole number',
    ]);
  });

  it('rejects a ragged row, naming no column', () => {
    const good = new TextDecoder().decode(csvFile([RENTAL], REQUIRED_COLUMNS));
    const text = `${good}RUA-9,rent\r\n`;
    const reading = read(new TextEncoder().encode(text));
    expect(reading.listings).toHaveLength(1);
    expect(describeRejected(reading.rejected)[0]).toMatch(
      /^Row 3: has 2 cells where row 1 names 17 columns\./,
    );
  });

  it('reads a file without verified_at: each home is confirmed on the day of the import', () => {
    const bare = read(csvFile([RENTAL], REQUIRED_COLUMNS));
    expect(describeRejected(bare.rejected)).toEqual([]);
    expect(bare.listings[0]!.record).toMatchObject({ listedAt: TODAY, verifiedAt: TODAY });
    expect(bare.listings[0]!.filledIn).toContain('verified_at');
    const dated = read(
      csvFile([RENTAL, { ...RENTAL, ref: 'RUA-204', verified_at: '2026-11-18' }], COLUMNS),
    );
    expect(dated.listings.map((l) => [l.record.listedAt, l.record.verifiedAt])).toEqual([
      [TODAY, TODAY],
      ['2026-11-18', '2026-11-18'],
    ]);
  });

  it('refuses a broken file whole: nothing of it is read', () => {
    const latin1 = Buffer.from(
      new TextDecoder().decode(csvFile([RENTAL, { ...RENTAL, title: 'Caf\u00e9 flat' }])),
      'latin1',
    );
    const reading = readListings(latin1, { today: TODAY });
    expect(reading).toEqual({
      ok: false,
      problem: expect.stringMatching(/^The file is not saved as UTF-8: line 3/),
    });
  });
});

describe('readListings: what the import needs beside the rows', () => {
  it('names the file’s columns, and the agency and ref of a rejected row as far as they read', () => {
    const columns = [
      'ref',
      'agency',
      ...REQUIRED_COLUMNS.filter((c) => c !== 'ref' && c !== 'agency'),
    ];
    const reading = read(
      csvFile(
        [
          { ...RENTAL, price: 'lots', agency: '  Mvule   Properties ' },
          { ...RENTAL, ref: '', price: '0' },
        ],
        columns,
      ),
    );
    expect(reading.columns).toEqual(columns);
    expect(reading.rejected.map((r) => r.identity)).toEqual([
      { agency: 'Mvule Properties', ref: 'RUA-203' },
      { agency: 'Mvule Properties' },
    ]);
  });
});
