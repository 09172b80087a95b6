import { COLUMNS, type Column } from '@/scripts/import/columns';

/** The day the tests import as of: every date in the rows below is on or before it. */
export const TODAY = '2026-11-20';

/** A rental with the required columns only (as in the template's second row). */
export const RENTAL: Readonly<Partial<Record<Column, string>>> = {
  ref: 'RUA-203',
  status: 'rent',
  type: 'apartment',
  title: '2 Bedroom Apartment in Ruaka',
  price: '38000',
  area: 'Ruaka',
  town: 'Kiambu',
  bedrooms: '2',
  bathrooms: '2',
  year_built: '2019',
  description: 'A second-floor apartment five minutes from Ruaka town.',
  photos: 'photos/rua-203/1.jpg',
  agent_name: 'Brian Mwangi',
  agent_phone: '0733 905 214',
  agent_email: 'brian.mwangi@mvuleproperties.co.ke',
  agency: 'Mvule Properties',
  agent_languages: 'English;Swahili',
};

/** A sale with every column a sale can have (a deposit is for rentals only). */
export const SALE: Readonly<Partial<Record<Column, string>>> = {
  ref: 'KIL-014',
  status: 'sale',
  type: 'apartment',
  title: '3 Bedroom Apartment in Kilimani',
  title_sw: 'Fleti ya Vyumba 3 vya Kulala, Kilimani',
  price: '18500000',
  area: 'Kilimani',
  town: 'Nairobi',
  latitude: '-1.2935',
  longitude: '36.7862',
  bedrooms: '3',
  bathrooms: '3',
  size_sqm: '165',
  year_built: '2021',
  description: 'A bright corner apartment off Argwings Kodhek Road.',
  description_sw: 'Fleti angavu ya kona karibu na barabara ya Argwings Kodhek.',
  amenities: 'Balcony;Parking',
  photos: 'photos/kil-014/1.jpg;https://mvule-properties.example/kil-014/2.jpg',
  video: 'videos/kil-014.mp4',
  agent_name: 'Achieng Otieno',
  agent_phone: '0722 418 305',
  agent_email: 'achieng.otieno@mvuleproperties.co.ke',
  agency: 'Mvule Properties',
  earb_number: 'EARB/2451',
  agent_languages: 'English;Swahili;Dholuo',
  service_charge: '15000',
  water: 'both',
  backup_power: 'generator',
  title_kind: 'leasehold',
  lease_years: '87',
  parking_bays: '2',
  floor: '6',
  furnished: 'false',
  pets_allowed: 'false',
  listed_at: '2026-10-05',
  verified_at: '2026-11-16',
  market: 'available',
};

/** One cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvText(
  rows: readonly (readonly string[])[],
  { eol = '\r\n', bom = true }: { eol?: string; bom?: boolean } = {},
): string {
  return (bom ? '\ufeff' : '') + rows.map((row) => row.map(csvCell).join(',')).join(eol) + eol;
}

/** A file of `rows` under the header `columns` (every column by default), as UTF-8 bytes. */
export function csvFile(
  rows: readonly Readonly<Partial<Record<string, string>>>[],
  columns: readonly string[] = COLUMNS,
  options?: { eol?: string; bom?: boolean },
): Uint8Array {
  return new TextEncoder().encode(
    csvText([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))], options),
  );
}
