import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonError, LISTINGS_DIR, readListingFolder } from '@/lib/listings/folder';
import { ListingDataError, parseListings } from '@/lib/listings/schema';
import { storedListings } from './stored';

// Each test builds its own data/listings/ in a temporary project root, never the real data.
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nyumba360-listings-'));
  mkdirSync(path.join(root, LISTINGS_DIR), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `text` as data/listings/`name` of the temporary root. */
const put = (name: string, text: string) =>
  writeFileSync(path.join(root, LISTINGS_DIR, name), text);
/** A record as a listing file holds it: two-space indent, a newline at the end. */
const json = (record: unknown) => `${JSON.stringify(record, null, 2)}\n`;
const read = () => readListingFolder(LISTINGS_DIR, root);
/** The message read() stops with. */
function failure(): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ListingDataError);
    return (error as Error).message;
  }
  throw new Error('read() did not stop');
}

describe('reading data/listings/, one file per listing', () => {
  it('reads every <slug>.json, sorted by file name, each with its file', () => {
    put('b-home.json', json({ slug: 'b-home', price: 2 }));
    put('a-home.json', json({ slug: 'a-home', price: 1 }));
    expect(read()).toEqual([
      { file: 'data/listings/a-home.json', record: { slug: 'a-home', price: 1 } },
      { file: 'data/listings/b-home.json', record: { slug: 'b-home', price: 2 } },
    ]);
  });

  it('ignores hidden files: .DS_Store, .gitkeep, editors’ swap files', () => {
    put('a-home.json', json({ slug: 'a-home' }));
    put('.DS_Store', '\u0000\u0001binary');
    put('.gitkeep', '');
    put('.a-home.json.swp', 'not json');
    expect(read().map((s) => s.file)).toEqual(['data/listings/a-home.json']);
  });

  it('stops on any other file that is not <slug>.json, naming each', () => {
    put('a-home.json', json({ slug: 'a-home' }));
    put('notes.txt', 'call the agent');
    put('b-home.JSON', json({ slug: 'b-home' }));
    put('c-home.json.bak', json({ slug: 'c-home' }));
    mkdirSync(path.join(root, LISTINGS_DIR, 'archive.json'));
    const message = failure();
    expect(message).toMatch(/^Invalid listing data in data\/listings\/ \(4 problems\):/);
    for (const name of ['notes.txt', 'b-home.JSON', 'c-home.json.bak', 'archive.json'])
      expect(message).toContain(
        `  - data/listings/${name}: is not a listing file (data/listings/<slug>.json); move it out of data/listings/`,
      );
  });

  it('stops on a file that is not valid JSON, naming the file', () => {
    put('a-home.json', json({ slug: 'a-home' }));
    put('broken-home.json', '{\n  "slug": "broken-home",\n  "price": 1\n  "size": 2\n}\n');
    const message = failure();
    expect(message).toMatch(
      /^Invalid listing data in data\/listings\/broken-home\.json \(1 problem\):\n {2}- data\/listings\/broken-home\.json: is not valid JSON \(.+\)$/,
    );
    // Where the comma is missing: before "size", line 4 column 3.
    expect(message).toMatch(/line 4 column 3\)+$/);
  });

  it('gives the line and column of the parser’s position, once', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(jsonError(new SyntaxError('Bad JSON at position 13'), text)).toBe(
      'Bad JSON at position 13 (line 3 column 3)',
    );
    const newer = 'Bad JSON at position 13 (line 3 column 3)';
    expect(jsonError(new SyntaxError(newer), text)).toBe(newer);
    expect(jsonError(new SyntaxError('Unexpected end of JSON input'), text)).toBe(
      'Unexpected end of JSON input',
    );
  });

  it('stops on a file that holds no single listing', () => {
    put('a-home.json', json([{ slug: 'a-home' }]));
    put('b-home.json', 'null\n');
    const message = failure();
    expect(message).toContain('data/listings/a-home.json: must hold one listing, a JSON object');
    expect(message).toContain('data/listings/b-home.json: must hold one listing, a JSON object');
  });

  it('stops on a record whose slug is not its file name, naming record, file and field', () => {
    put('family-home-karen.json', json({ slug: 'family-home-karen-2' }));
    expect(failure()).toBe(
      'Invalid listing data in data/listings/family-home-karen.json (1 problem):\n' +
        '  - listing "family-home-karen-2", field "slug": must be "family-home-karen", the name of its file data/listings/family-home-karen.json',
    );
  });

  it('stops on a record without a slug, naming the file and field', () => {
    put('a-home.json', json({ title: 'A home' }));
    put('b-home.json', json({ slug: 7 }));
    const message = failure();
    expect(message).toContain(
      'listing in data/listings/a-home.json (no slug), field "slug": is missing; it must be "a-home", the file\'s name',
    );
    expect(message).toContain(
      'listing in data/listings/b-home.json (no slug), field "slug": is 7; it must be "b-home"',
    );
  });

  it('stops on an empty folder, or one of hidden files only', () => {
    put('.DS_Store', '');
    expect(failure()).toBe(
      'No listing data: data/listings/ holds no listings (each listing is a file data/listings/<slug>.json; see docs/data.md)',
    );
  });

  it('stops on a missing folder', () => {
    rmSync(path.join(root, LISTINGS_DIR), { recursive: true });
    expect(failure()).toBe(
      'No listing data: data/listings/ is missing (each listing is a file data/listings/<slug>.json; see docs/data.md)',
    );
    writeFileSync(path.join(root, LISTINGS_DIR), 'a file where the folder should be');
    expect(failure()).toMatch(/^No listing data: data\/listings\/ is missing/);
  });
});

describe('a broken listing file stops the build, naming it', () => {
  const karen = () => structuredClone(storedListings.find((l) => l.slug === 'family-home-karen')!);
  /** Reads the temporary folder and validates it as the build does. */
  const parse = () => {
    const stored = read();
    return parseListings(
      stored.map((s) => s.record),
      `${LISTINGS_DIR}/`,
      stored.map((s) => s.file),
    );
  };

  it('names the file when its problems lie in one, with the record and field', () => {
    put('family-home-karen.json', json({ ...karen(), price: -1 }));
    const other = storedListings.find((l) => !l.has360)!;
    put(`${other.slug}.json`, json(other));
    expect(parse).toThrow(ListingDataError);
    expect(parse).toThrow(
      /^Invalid listing data in data\/listings\/family-home-karen\.json \(\d+ problems?\):\n {2}- listing "family-home-karen", field "price": must be at least 1/,
    );
  });

  it('names the folder when the problems lie in several files, each line its listing', () => {
    const westlands = storedListings.find((l) => l.slug === 'studio-apartment-westlands')!;
    put('family-home-karen.json', json({ ...karen(), rank: 3, has360: false, price: -1 }));
    put('studio-apartment-westlands.json', json({ ...westlands, status: 'sold' }));
    const message = (() => {
      try {
        parse();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^Invalid listing data in data\/listings\/ \(3 problems\):/);
    expect(message).toContain('listing "family-home-karen", field "price": must be at least 1');
    expect(message).toContain(
      'listing "studio-apartment-westlands", field "rank": 3 is also the rank of listing "family-home-karen"',
    );
    expect(message).toContain('listing "studio-apartment-westlands", field "status"');
  });
});
