/**
 * The columns of an agency's listings file (docs/listings-template.csv has them all, with two
 * example rows): their names, which ones every file must have, and what kind of value each
 * holds. The conversion of a row (convert-row.ts) follows this table.
 */

/** Every column, in the order of the template. A file may put them in any order. */
export const COLUMNS = [
  'ref',
  'status',
  'type',
  'style',
  'title',
  'title_sw',
  'price',
  'area',
  'town',
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'size_sqm',
  'year_built',
  'description',
  'description_sw',
  'amenities',
  'photos',
  'video',
  // An image or a PDF of the home's plan (docs/floor-plans.md).
  'floor_plan',
  'agent_name',
  'agent_phone',
  'agent_email',
  'agency',
  'earb_number',
  'agent_languages',
  'service_charge',
  'deposit_months',
  'water',
  'backup_power',
  'title_kind',
  'lease_years',
  'parking_bays',
  'floor',
  'furnished',
  'pets_allowed',
  'listed_at',
  'verified_at',
  'market',
  // Land (lib/listings/kinds.ts): a plot's size and what a buyer asks about it.
  'plot_acres',
  'plot_ft',
  'title_status',
  'zoning',
  'road',
  'tarmac_m',
  'water_on_plot',
  'power_on_plot',
  'beacons',
  'fenced',
  'lcb_consent',
  'search_date',
  'search_result',
  'rates_cleared',
  // Commercial space; its floor area is size_sqm.
  'grade',
  'lifts',
  'fit_out',
  // A unit type of a development sold off-plan (lib/developments/): the project's slug.
  'development',
  'units_left',
  'from_price',
] as const;

export type Column = (typeof COLUMNS)[number];

/**
 * The columns a file must have, and a row must fill. `ref` and `agency` are the listing's
 * identity (one agency's reference for one home). The rest are the fields the data format
 * requires (lib/listings/schema.ts) for which the file is the only source:
 *
 * - `photos`: a listing needs at least one image;
 * - `agent_languages`: the schema needs at least one, and nothing in a row says which the agent
 *   speaks;
 * `bedrooms`, `bathrooms` and `year_built` are columns every file has, but their cells are a
 * home's (lib/listings/kinds.ts): a row of land or commercial space leaves them empty, and the
 * schema says which of them a row of a home is missing.
 * Four fields the schema requires may be left empty, because the List Your Property form
 * (lib/upload/record.ts) already settles what stands in for them, and the conversion does the
 * same, saying so in `filledIn`: `title_sw` (made from the facts: type, bedrooms, area),
 * `latitude`/`longitude` (the area's centre, until the desk records the home's own position) and
 * `listed_at` (the day of the import, or `verified_at` if earlier). And `verified_at`: a row in
 * an agency's file is the agency saying, on the day it is imported, that the home is available
 * (its stock list is where it keeps that), so an empty cell is the day of the import; a date
 * says when it was last confirmed instead, and a home not confirmed for 90 days leaves the site
 * whatever the file says. An empty `description_sw`
 * leaves the Swahili description out: the Swahili page shows the English one, marked as English.
 */
export const REQUIRED_COLUMNS = [
  'ref',
  'status',
  'type',
  'title',
  'price',
  'area',
  'town',
  'bedrooms',
  'bathrooms',
  'year_built',
  'description',
  'photos',
  'agent_name',
  'agent_phone',
  'agent_email',
  'agency',
  'agent_languages',
] as const satisfies readonly Column[];

/** Columns a file must have whose cells only some kinds fill (the schema checks them by kind). */
const BY_KIND: ReadonlySet<Column> = new Set(['bedrooms', 'bathrooms', 'year_built']);
const REQUIRED: ReadonlySet<Column> = new Set(REQUIRED_COLUMNS.filter((c) => !BY_KIND.has(c)));

/** Whether every row must fill the column's cell. */
export function isRequired(column: Column): boolean {
  return REQUIRED.has(column);
}

/**
 * What a column holds, and so how a cell beginning with '=', '+', '-' or '@' is read. No cell is
 * ever evaluated: a spreadsheet saves a formula's result, never the formula, so such a cell in a
 * CSV file is the text it shows, and markup ('<b>') is text too (the pages escape it).
 *
 * - `text`, `paragraphs`: kept as written, prefix and all: '=SUM(A1)' is a title of those eight
 *   characters. `text` is one line (line breaks and runs of spaces become one space);
 *   `paragraphs` keep their line breaks.
 * - `whole`, `money`, `decimal`: a leading '-' or '+' is the number's sign: '-5' is minus five,
 *   which the range check refuses ('must be at least 0'); '+5' is five. '=' or '@' make the cell
 *   no number ('must be a whole number'). `money` may also be written 'KES 45,000' or '45,000/='.
 *   A negative `decimal` is real: latitudes south of the equator are below zero.
 * - `phone`: '+' begins the international form (+254 712 345 678); anything else that is not a
 *   Kenyan mobile number is refused in the build's words.
 * - `email`: a leading '@' is no address ('must be an email address').
 * - `choice`, `boolean`, `date`, `choices`: a prefix makes the value one the list does not hold,
 *   refused with the list.
 * - `sources`, `source`: a photo or video path is a file name like any other; it must be an https
 *   address or a path inside the CSV file's folder.
 */
export type ColumnKind =
  | 'text'
  | 'paragraphs'
  | 'whole'
  | 'money'
  | 'decimal'
  | 'phone'
  | 'email'
  | 'choice'
  | 'boolean'
  | 'date'
  | 'choices'
  | 'sources'
  | 'source';

export const COLUMN_KINDS: Readonly<Record<Column, ColumnKind>> = {
  ref: 'text',
  status: 'choice',
  type: 'choice',
  style: 'choice',
  title: 'text',
  title_sw: 'text',
  price: 'money',
  area: 'choice',
  town: 'choice',
  latitude: 'decimal',
  longitude: 'decimal',
  bedrooms: 'whole',
  bathrooms: 'whole',
  size_sqm: 'decimal',
  year_built: 'whole',
  description: 'paragraphs',
  description_sw: 'paragraphs',
  amenities: 'choices',
  photos: 'sources',
  video: 'source',
  floor_plan: 'source',
  agent_name: 'text',
  agent_phone: 'phone',
  agent_email: 'email',
  agency: 'text',
  earb_number: 'text',
  agent_languages: 'choices',
  service_charge: 'money',
  deposit_months: 'whole',
  water: 'choice',
  backup_power: 'choice',
  title_kind: 'choice',
  lease_years: 'whole',
  parking_bays: 'whole',
  floor: 'whole',
  furnished: 'boolean',
  pets_allowed: 'boolean',
  listed_at: 'date',
  verified_at: 'date',
  market: 'choice',
  plot_acres: 'decimal',
  plot_ft: 'text',
  title_status: 'choice',
  zoning: 'choice',
  road: 'choice',
  tarmac_m: 'whole',
  water_on_plot: 'choice',
  power_on_plot: 'choice',
  beacons: 'boolean',
  fenced: 'boolean',
  lcb_consent: 'choice',
  search_date: 'date',
  search_result: 'choice',
  rates_cleared: 'boolean',
  grade: 'choice',
  lifts: 'whole',
  fit_out: 'choice',
  development: 'text',
  units_left: 'whole',
  from_price: 'boolean',
};

/**
 * A header cell as the column it names: case, surrounding spaces and invisible characters do
 * not matter, and a space or hyphen stands for '_' ('Title SW' is title_sw), since people retype
 * headers and spreadsheets capitalise them.
 */
export function columnKey(header: string): string {
  return header
    .replace(/[\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufeff]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function columnOf(header: string): Column | undefined {
  const key = columnKey(header);
  return COLUMNS.find((column) => column === key);
}

/** A column's letter as spreadsheets show it: 0 is A, 25 is Z, 26 is AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
