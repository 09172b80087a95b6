// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, MAX_FILE_BYTES, readText } from '@/scripts/import/read-text';

const CSV = 'ref,title\r\nKIL-014,Café in Kilimani\r\n';
const utf8 = (text: string) => new TextEncoder().encode(text);

function refused(bytes: Uint8Array): string {
  const reading = readText(bytes);
  if (reading.ok) throw new Error(`expected a refusal, read: ${reading.text.slice(0, 80)}`);
  return reading.problem;
}

function utf16be(text: string): Uint8Array {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
}

describe('readText: UTF-8', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(readText(utf8(CSV))).toEqual({ ok: true, text: CSV });
  });

  it("drops the byte-order mark Excel's 'CSV UTF-8' writes", () => {
    const reading = readText(utf8(`\ufeff${CSV}`));
    expect(reading).toEqual({ ok: true, text: CSV });
  });

  it('keeps every script and emoji as written', () => {
    const text = 'title\nNyumba ya Kifahari — 3 vyumba 🏠, 中文, عربى\n';
    expect(readText(utf8(text))).toEqual({ ok: true, text });
  });
});

describe('readText: files it refuses, saying how to save them', () => {
  it('refuses an empty file, a byte-order mark alone, and blank lines', () => {
    for (const text of ['', '\ufeff', '\r\n\r\n  \n'])
      expect(refused(utf8(text))).toMatch(/^The file is empty\./);
  });

  it('refuses UTF-16 with a byte-order mark, little- and big-endian', () => {
    for (const bytes of [Buffer.from(`\ufeff${CSV}`, 'utf16le'), utf16be(`\ufeff${CSV}`)]) {
      const problem = refused(bytes);
      expect(problem).toMatch(/Unicode text \(UTF-16/);
      expect(problem).toContain("'CSV UTF-8 (Comma delimited) (*.csv)'");
      expect(problem).toContain('LibreOffice Calc');
      expect(problem).toContain("'Unicode (UTF-8)'");
    }
  });

  it('refuses UTF-16 without a byte-order mark, by its pattern of zero bytes', () => {
    expect(refused(Buffer.from(CSV, 'utf16le'))).toMatch(/UTF-16/);
    expect(refused(utf16be(CSV))).toMatch(/UTF-16/);
  });

  it('names the line and the byte of Latin-1 text from an older Excel', () => {
    const latin1 = Buffer.from(
      'ref,title\r\nKIL-014,Flat\r\nKIL-015,Caf\u00e9 in Kilimani\r\n',
      'latin1',
    );
    const problem = refused(latin1);
    expect(problem).toMatch(/^The file is not saved as UTF-8: line 3 /);
    expect(problem).toContain('(the byte 0xE9, just after "KIL-015,Caf")');
    expect(problem).toContain("'CSV UTF-8 (Comma delimited) (*.csv)'");
  });

  it('counts lines ended by LF, CRLF or a lone CR alike', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const bytes = Buffer.from(`a${eol}b${eol}\u00e9`, 'latin1');
      expect(refused(bytes)).toContain('line 3 ');
    }
    expect(refused(Buffer.from('\u00e9', 'latin1'))).toContain('line 1 has');
    expect(refused(Buffer.from('\u00e9', 'latin1'))).toContain('at the start of the line');
  });

  it('refuses a workbook renamed to .csv, saying what it is', () => {
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(refused(xlsx)).toMatch(/^This is a workbook \(an Excel \.xlsx or LibreOffice \.ods/);
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(refused(xls)).toMatch(/^This is an Excel 97-2003 workbook/);
    expect(refused(utf8('%PDF-1.7\n...'))).toMatch(/^This is a PDF document/);
  });

  it('refuses other binary data (any zero byte)', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(refused(png)).toMatch(/^The file holds binary data, not text/);
    expect(refused(utf8('ref,title\nK1,a\u0000b\n'))).toMatch(/binary data/);
  });

  it('refuses a file over the size limit before decoding it', { timeout: 30_000 }, () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1).fill(0x61);
    expect(refused(big)).toBe(
      'The file is 50.0 MB; Nyumba360 reads files of up to 50.0 MB. Split the listings into ' +
        'several files, each with the header row, and import them one after the other.',
    );
  });
});

describe('firstInvalidUtf8', () => {
  const at = (...bytes: number[]) => firstInvalidUtf8(Uint8Array.from(bytes));

  it('accepts well-formed sequences of one to four bytes', () => {
    expect(firstInvalidUtf8(utf8('a é € 🏠'))).toBeUndefined();
  });

  it('finds stray, overlong, surrogate, too-large and cut-off sequences', () => {
    expect(at(0x61, 0x80)).toBe(1); // a continuation byte alone
    expect(at(0xc0, 0x80)).toBe(0); // an overlong NUL
    expect(at(0xe0, 0x80, 0x80)).toBe(0); // an overlong three-byte form
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // a UTF-16 surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // above U+10FFFF
    expect(at(0x61, 0x62, 0xe2, 0x82)).toBe(2); // cut off at the end
    expect(at(0xff)).toBe(0);
  });
});
