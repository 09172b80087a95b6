import { cleanText } from '@/lib/site/clean-text';

/**
 * Reading one cell's text as the value its column holds (columns.ts says which). Each reader
 * returns the value or the problem in the build's words (lib/listings/schema.ts), with a hint
 * when a spreadsheet is known to have changed what was typed. Ranges, lengths and the rules
 * between fields are left to the schema itself (convert-row.ts).
 */

/**
 * Values of the file inside a message: quoted, each cut to 40 characters and at most three of
 * them named, so that a message about a runaway cell stays a line an office can read.
 */
export function quoted(values: readonly string[]): string {
  const cut = (text: string) => {
    const chars = [...text];
    return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text;
  };
  const named = values.slice(0, 3).map((value) => `"${cut(value)}"`);
  const more = values.length > 3 ? ` and ${values.length - 3} more` : '';
  return `${named.join(', ')}${more}`;
}

export type Cell<T> = { ok: true; value: T } | { ok: false; problem: string };

const value = <T>(v: T): Cell<T> => ({ ok: true, value: v });
const problem = <T>(p: string): Cell<T> => ({ ok: false, problem: p });

/** The cell's text made safe (hidden controls dropped, Unicode composed, ends trimmed). */
export function paragraphs(raw: string): string {
  return cleanText(raw.replace(/\r\n?/g, '\n'));
}

/** One line: line breaks and runs of spaces inside become one space. */
export function oneLine(raw: string): string {
  return cleanText(raw).replace(/\s+/g, ' ');
}

// Excel saves a cell as it is shown: a number in a narrow column of the General format is shown,
// and saved, rounded in scientific notation ('1.86E+07' for 18,550,000), and a phone number
// typed as 254722418305 becomes 2.54722E+11. Reading either would import a wrong price or
// phone number without a word.
const SCIENTIFIC = /^[+-]?\d+(\.\d+)?e[+-]?\d+$/i;
const SCIENTIFIC_HINT =
  ' (the spreadsheet wrote it as a rounded number in scientific notation: widen the column, or ' +
  'format it as a number or as text, and save again)';

export function scientificHint(raw: string): string {
  return SCIENTIFIC.test(raw.trim()) ? SCIENTIFIC_HINT : '';
}

// Groups of three digits split by commas or spaces (thin and non-breaking spaces included). A
// whole number may show cents ('38000.00'), but not three decimals: '38.000' is 38,000 written
// with a point, and read as 38 it would import a rent of 38 shillings.
const WHOLE = /^(\d{1,3}([, \u00a0\u202f]\d{3})+|\d+)(\.\d{1,2})?$/;
const DECIMAL = /^(\d{1,3}([, \u00a0\u202f]\d{3})+|\d+)(\.\d+)?$/;

/**
 * A number as offices write one: '1250000', '1,250,000', '1 250 000', '-1.2921'. A leading '-'
 * or '+' is its sign (the Unicode minus too). Money may carry 'KES', 'Ksh' or 'KShs' before it
 * and '/=' after it, as prices are written in Kenya. Anything else (letters, '=', '@', a decimal
 * comma) is no number.
 */
export function numberCell(
  raw: string,
  { whole, money = false }: { whole: boolean; money?: boolean },
): Cell<number> {
  const notNumber = () =>
    problem<number>(
      `${whole ? 'must be a whole number' : 'must be a number'}${scientificHint(raw)}`,
    );
  let text = raw.trim().replace(/^\u2212/, '-');
  const sign = /^[+-]/.exec(text)?.[0] ?? '';
  text = text.slice(sign.length).trim();
  if (money) text = text.replace(/^(kshs|ksh|kes)\.?\s*/i, '').replace(/\s*\/=$/, '');
  if (!(whole ? WHOLE : DECIMAL).test(text)) return notNumber();
  const number = Number(`${sign}${text.replace(/[, \u00a0\u202f]/g, '')}`);
  return Number.isFinite(number) ? value(number) : notNumber();
}

/** 'true' or 'false', also 'yes' or 'no' and any capitals (Excel writes TRUE and FALSE). */
export function booleanCell(raw: string): Cell<boolean> {
  const text = raw.trim().toLowerCase();
  if (text === 'true' || text === 'yes') return value(true);
  if (text === 'false' || text === 'no') return value(false);
  return problem('must be true or false');
}

/** The schema's wording of a closed list: "must be 'a', 'b' or 'c'". */
export function oneOf(values: readonly string[]): string {
  return `must be ${values
    .map((v) => `'${v}'`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}`;
}

/** One of `values`, whatever the capitals, given in the list's own spelling. */
export function choiceCell<T extends string>(raw: string, values: readonly T[]): Cell<T> {
  const found = match(raw, values);
  return found === undefined ? problem(oneOf(values)) : value(found);
}

function match<T extends string>(raw: string, values: readonly T[]): T | undefined {
  const key = oneLine(raw).toLowerCase();
  return values.find((v) => v.toLowerCase() === key);
}

/** The items of a list cell: split at ';', each trimmed, empty items (';;', a last ';') dropped. */
export function listItems(raw: string): string[] {
  return raw
    .split(';')
    .map(oneLine)
    .filter((item) => item !== '');
}

/**
 * A list of values from a closed list, each in the list's spelling, an item given twice counted
 * once. An item not in the list is reported with the list.
 */
export function choicesCell<T extends string>(raw: string, values: readonly T[]): Cell<T[]> {
  const items = listItems(raw);
  const unknown = items.filter((item) => match(item, values) === undefined);
  if (unknown.length > 0) {
    const comma = unknown.some((item) => item.includes(','))
      ? '; separate the items with semicolons (;), not commas'
      : '';
    return problem(
      `${oneOf(values).replace(/^must be /, 'must each be ')}, not ${quoted(unknown)}${comma}`,
    );
  }
  return value([...new Set(items.map((item) => match(item, values)!))]);
}

/** What the date columns say beside the build's words when a spreadsheet changed a date. */
export function dateHint(raw: string): string {
  // A date in another order or with other separators ('18/11/2026', '11/18/26', '2026.11.18'),
  // perhaps with a time after it: what a spreadsheet writes for a cell it took for a date.
  const text = raw.trim();
  const otherDate = /^\d{1,4}[/.\- ]\d{1,2}[/.\- ]\d{1,4}( .*)?$/;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) || !otherDate.test(text)) return '';
  return (
    ' (the spreadsheet may have changed it into its own date format: format the column as text, ' +
    'type the date as YYYY-MM-DD, and save again)'
  );
}

const SOURCE_PROBLEM = 'must be an https URL or a path inside the folder of the CSV file';

/**
 * Where a photo or video is: an https address, or a path relative to the CSV file that stays in
 * its folder. Absolute paths, other schemes and '..' are refused: the import copies these files
 * into the site, so a row must not be able to name any other file on the office's computer.
 * Given back as written (trimmed); whether the file exists is checked when it is copied.
 */
export function sourceCell(raw: string): Cell<string> {
  const text = oneLine(raw);
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    // A scheme: https only (Windows drive letters, 'C:\', are refused with the rest).
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    return url?.protocol === 'https:' && url.hostname !== ''
      ? value(text)
      : problem(SOURCE_PROBLEM);
  }
  const parts = text.split(/[\\/]/);
  if (/^[\\/]/.test(text) || parts.includes('..')) return problem(SOURCE_PROBLEM);
  return value(text);
}

/** Every photo of a list cell, or the first problem, naming the photo. */
export function sourcesCell(raw: string): Cell<string[]> {
  const items = listItems(raw);
  const bad = items.filter((item) => !sourceCell(item).ok);
  if (bad.length > 0)
    return problem(`${SOURCE_PROBLEM.replace(/^must be/, 'must each be')}, not ${quoted(bad)}`);
  return value(items);
}
