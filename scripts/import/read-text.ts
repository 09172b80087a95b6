/**
 * The first step of reading an agency's listings file: its bytes become text, or the office is
 * told in plain words why they cannot and how to save the file so that they can. Pure: the
 * bytes are handed in, nothing is read from disk here.
 *
 * Only UTF-8 is read, with or without the byte-order mark Excel writes. Guessing another
 * encoding would turn some letters into others without a word (an 'é' in Latin-1 is a valid
 * but different character in several encodings), and a listing's text would be wrong on the
 * site; refusing with the line to look at is safer, and every spreadsheet can save UTF-8.
 */

/**
 * The largest file read: 50 MB. An import holds at most MAX_ROWS listings (read-sheet.ts,
 * 10,000); a row of a real listing is 1 to 2 KB, and one with a long description in both
 * languages about 5 KB, so 10,000 rows fit with room to spare. Reading holds the bytes, the
 * text and the cells at once (about four times the file), which stays a few hundred MB on the
 * office's computer at this size; a larger file is refused before any of it is decoded.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type TextReading = { ok: true; text: string } | { ok: false; problem: string };

/** How to save a CSV file that this reader accepts, in the two spreadsheets offices use. */
export const SAVE_AS_CSV_UTF8 =
  "In Excel, choose File > Save As and the type 'CSV UTF-8 (Comma delimited) (*.csv)'. " +
  "In LibreOffice Calc, choose File > Save As, the type 'Text CSV (.csv)', tick 'Edit filter " +
  "settings', then choose the character set 'Unicode (UTF-8)' and the field delimiter ','.";

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function readText(bytes: Uint8Array): TextReading {
  if (bytes.length === 0) return refuse(EMPTY);
  if (bytes.length > MAX_FILE_BYTES)
    return refuse(
      `The file is ${megabytes(bytes.length)}; Nyumba360 reads files of up to ` +
        `${megabytes(MAX_FILE_BYTES)}. Split the listings into several files, each with the ` +
        'header row, and import them one after the other.',
    );
  const workbook = workbookKind(bytes);
  if (workbook)
    return refuse(
      `This is ${workbook}, not a CSV file. Open it in its spreadsheet and save it as CSV. ` +
        SAVE_AS_CSV_UTF8,
    );
  if (isUtf16(bytes))
    return refuse(
      "The file is saved as Unicode text (UTF-16, Excel's 'Unicode Text'), which Nyumba360 " +
        `does not read. Save it again as CSV UTF-8. ${SAVE_AS_CSV_UTF8}`,
    );
  if (bytes.includes(0))
    return refuse(
      'The file holds binary data, not text: it is not a CSV file (perhaps a workbook, a ' +
        `picture or a document renamed to .csv). Open the listings in a spreadsheet and save them as CSV UTF-8. ${SAVE_AS_CSV_UTF8}`,
    );
  const bad = firstInvalidUtf8(bytes);
  if (bad !== undefined) return refuse(notUtf8(bytes, bad));
  // Valid UTF-8 by now, so decoding cannot fail; the decoder drops a leading byte-order mark.
  const text = new TextDecoder('utf-8').decode(bytes);
  if (text.trim() === '') return refuse(EMPTY);
  return { ok: true, text };
}

const EMPTY =
  'The file is empty. Save the listings sheet as CSV UTF-8, with the header row first, and ' +
  'import that file.';

function refuse(problem: string): TextReading {
  return { ok: false, problem };
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** Workbook files renamed to .csv are the likeliest wrong file an office sends. */
function workbookKind(bytes: Uint8Array): string | undefined {
  // Zip: .xlsx and .ods are zip archives of XML files.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return 'a workbook (an Excel .xlsx or LibreOffice .ods file)';
  // The compound document format of Excel 97-2003 .xls files.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'an Excel 97-2003 workbook (.xls)';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'a PDF document';
  return undefined;
}

/**
 * UTF-16 (and UTF-32) by its byte-order mark, or without one by its pattern: text in Latin
 * letters has a zero byte beside nearly every letter, on the same side.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  if (startsWith(bytes, [0x00, 0x00, 0xfe, 0xff])) return true;
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 2) return false;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) even++;
    if (bytes[2 * i + 1] === 0) odd++;
  }
  const most = Math.max(even, odd);
  const least = Math.min(even, odd);
  return most >= pairs * 0.4 && least <= pairs * 0.05;
}

/**
 * The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF), or undefined if there is none.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const min = k === 1 ? low : 0x80;
      const max = k === 1 ? high : 0xbf;
      if (next === undefined || next < min || next > max) return i;
    }
    i += length;
  }
  return undefined;
}

/** Where the first bad byte is, as a text editor counts lines, and the text just before it. */
function notUtf8(bytes: Uint8Array, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const byte = bytes[i];
    // CRLF counts once, at its LF; a lone CR (old Mac files) is a line break of its own.
    if (byte === 0x0a || (byte === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset)).trim();
  const near =
    before === '' ? 'at the start of the line' : `just after "${[...before].slice(-30).join('')}"`;
  const hex = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
  return (
    `The file is not saved as UTF-8: line ${line} has a character that UTF-8 does not allow ` +
    `(the byte 0x${hex}, ${near}). Older versions of Excel save 'CSV (Comma delimited)' in ` +
    "another encoding, which writes letters such as 'é' this way. Save the file again as CSV " +
    `UTF-8 and import it again. ${SAVE_AS_CSV_UTF8}`
  );
}
