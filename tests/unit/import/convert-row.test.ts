// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  COLUMN_KINDS,
  COLUMNS,
  isRequired,
  REQUIRED_COLUMNS,
  type Column,
} from '@/scripts/import/columns';
import {
  convertRow,
  describeProblem,
  type ImportedListing,
  type RowProblem,
} from '@/scripts/import/convert-row';
import { listingSchema } from '@/lib/listings/schema';
import { RENTAL, SALE, TODAY } from './sheet';

type Cells = Partial<Record<Column, string>>;

function convert(cells: Cells): ReturnType<typeof convertRow> {
  return convertRow(7, cells, { today: TODAY });
}

function listing(cells: Cells): ImportedListing {
  const outcome = convert(cells);
  if (!outcome.ok) throw new Error(outcome.problems.map(describeProblem).join('\n'));
  return outcome.listing;
}

/** The row's problems as the office reads them. */
function problems(cells: Cells): string[] {
  const outcome = convert(cells);
  if (outcome.ok) throw new Error('expected the row to be rejected');
  return outcome.problems.map(describeProblem);
}

/** The one problem of a row that differs from a valid one in the cells given. */
function problem(base: Cells, change: Cells): string {
  const all = problems({ ...base, ...change });
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe('convertRow: a valid row', () => {
  it('makes a record in the data format, the identity and the market beside it', () => {
    const { row, identity, market, record, media, filledIn } = listing(SALE);
    expect({ row, identity, market, media, filledIn }).toEqual({
      row: 7,
      identity: { agency: 'Mvule Properties', ref: 'KIL-014' },
      market: 'available',
      media: {
        photos: ['photos/kil-014/1.jpg', 'https://mvule-properties.example/kil-014/2.jpg'],
        video: 'videos/kil-014.mp4',
      },
      filledIn: [],
    });
    expect(record).toEqual({
      title: '3 Bedroom Apartment in Kilimani',
      price: 18_500_000,
      currency: 'KES',
      location: 'Kilimani, Nairobi',
      bedrooms: 3,
      bathrooms: 3,
      size: 165,
      type: 'apartment',
      status: 'for_sale',
      yearBuilt: 2021,
      description: 'A bright corner apartment off Argwings Kodhek Road.',
      sw: {
        title: 'Fleti ya Vyumba 3 vya Kulala, Kilimani',
        description: 'Fleti angavu ya kona karibu na barabara ya Argwings Kodhek.',
      },
      coordinates: { latitude: -1.2935, longitude: 36.7862 },
      amenities: ['Balcony', 'Parking'],
      facts: {
        serviceCharge: 15_000,
        water: 'both',
        backupPower: 'generator',
        title: { kind: 'leasehold', yearsLeft: 87 },
        parkingBays: 2,
        floor: 6,
        furnished: false,
        petsAllowed: false,
      },
      listedAt: '2026-10-05',
      verifiedAt: '2026-11-16',
      agent: {
        name: 'Achieng Otieno',
        phone: '0722 418 305',
        email: 'achieng.otieno@mvuleproperties.co.ke',
        agency: 'Mvule Properties',
        photo: '/images/agents/default.svg',
        earbNumber: 'EARB/2451',
        languages: ['English', 'Swahili', 'Dholuo'],
      },
      bankAds: [],
      insuranceAds: [],
    });
  });

  it('makes a record the build accepts once its id, slug and photos are added', () => {
    for (const cells of [SALE, RENTAL]) {
      const { record } = listing(cells);
      const photo = '/photos/some-home/1.jpg';
      const full = { ...record, id: '1', slug: 'some-home', image: photo, images: [photo] };
      expect(listingSchema.safeParse({ ...full, hasVideo: false, has360: false }).success).toBe(
        true,
      );
    }
  });

  it('fills in what a row may leave empty, and says so', () => {
    const { record, filledIn } = listing(RENTAL);
    expect(filledIn).toEqual(['title_sw', 'latitude', 'longitude', 'verified_at', 'listed_at']);
    // The title is made from the facts (lib/listings/titles.ts); no Swahili description is
    // made up: the Swahili page shows the English one, marked as English.
    expect(record.sw).toEqual({ title: 'Fleti ya Vyumba 2 vya Kulala, Ruaka' });
    // The area's centre (data/geo/areas.json).
    expect(record.coordinates).toEqual({ latitude: -1.2, longitude: 36.78333 });
    // The row says the home is available on the day of the import, and it went live then.
    expect(record.verifiedAt).toBe(TODAY);
    expect(record.listedAt).toBe(TODAY);
    expect(record.amenities).toEqual([]);
    expect(record).not.toHaveProperty('facts');
    expect(record).not.toHaveProperty('size');
    expect(record.agent).not.toHaveProperty('earbNumber');
  });

  it('verified_at: an empty cell is the day of the import; a date is kept', () => {
    for (const empty of ['', ' ', '\u200b']) {
      const { record, filledIn } = listing({ ...RENTAL, verified_at: empty });
      expect(record.verifiedAt).toBe(TODAY);
      expect(filledIn).toContain('verified_at');
    }
    const verified = listing({ ...RENTAL, verified_at: ' 2026-11-18 ' });
    expect(verified.record.verifiedAt).toBe('2026-11-18');
    expect(verified.filledIn).toEqual(['title_sw', 'latitude', 'longitude', 'listed_at']);
    // An empty listed_at is the day it was verified when that is before the day of the import
    // (no listing is verified before it went live), else the day of the import.
    expect(verified.record.listedAt).toBe('2026-11-18');
    expect(listing({ ...RENTAL, verified_at: TODAY }).record).toMatchObject({
      listedAt: TODAY,
      verifiedAt: TODAY,
    });
    // A listed_at given is kept, whether verified_at is given or not.
    const listed = listing({ ...RENTAL, listed_at: '2026-10-05' });
    expect(listed.record).toMatchObject({ listedAt: '2026-10-05', verifiedAt: TODAY });
    expect(listed.filledIn).toEqual(['title_sw', 'latitude', 'longitude', 'verified_at']);
    expect(
      listing({ ...RENTAL, listed_at: '2026-10-05', verified_at: '2026-11-16' }).record,
    ).toMatchObject({ listedAt: '2026-10-05', verifiedAt: '2026-11-16' });
  });

  it('reads columns the file does not have as empty cells', () => {
    const required = Object.fromEntries(
      Object.entries(RENTAL).filter(([column]) => column !== 'amenities'),
    );
    expect(listing(required).market).toBe('available');
  });
});

describe('convertRow: each column', () => {
  it('ref: text, at most 60 characters, kept as written', () => {
    expect(problem(RENTAL, { ref: ' ' })).toBe('Row 7, column "ref": must not be empty');
    expect(problem(RENTAL, { ref: 'R'.repeat(61) })).toBe(
      'Row 7, column "ref": must be at most 60 characters',
    );
    expect(listing({ ...RENTAL, ref: '  NRB/2026/118 ' }).identity.ref).toBe('NRB/2026/118');
  });

  it("status: 'sale' or 'rent', whatever the capitals", () => {
    expect(listing({ ...RENTAL, status: 'Rent' }).record.status).toBe('for_rent');
    expect(listing({ ...SALE, status: 'SALE' }).record.status).toBe('for_sale');
    expect(problem(RENTAL, { status: 'lease' })).toBe(
      "Row 7, column \"status\": must be 'sale' or 'rent'",
    );
    expect(problem(RENTAL, { status: '' })).toBe('Row 7, column "status": must not be empty');
  });

  it("type: 'apartment', 'house', 'land' or 'commercial'", () => {
    expect(listing({ ...RENTAL, type: 'House' }).record.type).toBe('house');
    expect(problem(RENTAL, { type: 'villa' })).toBe(
      "Row 7, column \"type\": must be 'apartment', 'house', 'land' or 'commercial'",
    );
  });

  it("style: one of its type's styles, or empty", () => {
    expect(listing({ ...RENTAL, type: 'house', style: 'Maisonette' }).record.style).toBe(
      'maisonette',
    );
    expect(listing({ ...RENTAL, style: '' }).record.style).toBeUndefined();
    expect(problem(RENTAL, { type: 'apartment', style: 'maisonette' })).toBe(
      "Row 7, column \"style\": is not a style of an apartment: must be 'studio', 'bedsitter', 'flat', 'penthouse' or 'duplex'",
    );
    expect(problem(RENTAL, { style: 'castle' })).toMatch(
      /^Row 7, column "style": must be 'studio'/,
    );
  });

  it('title and title_sw: one line of at most 120 characters', () => {
    expect(listing({ ...RENTAL, title: ' Two\r\nbedrooms \t here ' }).record.title).toBe(
      'Two bedrooms here',
    );
    expect(problem(RENTAL, { title: 't'.repeat(121) })).toBe(
      'Row 7, column "title": must be at most 120 characters',
    );
    expect(problem(RENTAL, { title_sw: 't'.repeat(121) })).toBe(
      'Row 7, column "title_sw": must be at most 120 characters',
    );
    expect(listing({ ...RENTAL, title_sw: 'Fleti Ruaka' }).record.sw.title).toBe('Fleti Ruaka');
  });

  it('price: whole shillings as offices write them, within the build’s range', () => {
    for (const price of ['38000', '38,000', 'KES 38,000', 'Ksh. 38 000', '38,000/=', '38000.00'])
      expect(listing({ ...RENTAL, price }).record.price).toBe(38_000);
    expect(problem(RENTAL, { price: '-5' })).toBe('Row 7, column "price": must be at least 1');
    expect(problem(RENTAL, { price: '0' })).toBe('Row 7, column "price": must be at least 1');
    expect(problem(RENTAL, { price: '38000.5' })).toBe(
      'Row 7, column "price": must be a whole number',
    );
    expect(problem(RENTAL, { price: '38.000' })).toBe(
      'Row 7, column "price": must be a whole number',
    );
    expect(problem(RENTAL, { price: 'negotiable' })).toBe(
      'Row 7, column "price": must be a whole number',
    );
    expect(problem(SALE, { price: '6,000,000,000' })).toBe(
      'Row 7, column "price": must be at most 5000000000',
    );
    expect(problem(RENTAL, { price: '18500000' })).toBe(
      'Row 7, column "price": is a monthly rent (rent) and must be at most 10000000',
    );
  });

  it('price: refuses a number a spreadsheet rounded into scientific notation', () => {
    expect(problem(SALE, { price: '1.86E+07' })).toBe(
      'Row 7, column "price": must be a whole number (the spreadsheet wrote it as a rounded ' +
        'number in scientific notation: widen the column, or format it as a number or as text, ' +
        'and save again)',
    );
  });

  it('area and town: from the vocabulary, the area one of the town’s', () => {
    expect(listing({ ...RENTAL, area: 'ruaka', town: 'KIAMBU' }).record.location).toBe(
      'Ruaka, Kiambu',
    );
    expect(problem(RENTAL, { town: 'Thika' })).toBe(
      "Row 7, column \"town\": must be 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', " +
        "'Eldoret', 'Kiambu', 'Machakos' or 'Kajiado'",
    );
    expect(problem(RENTAL, { area: 'Kilimani' })).toBe(
      "Row 7, column \"area\": must be 'Ruiru', 'Kikuyu', 'Limuru', 'Ruaka' or " +
        "'Thindigua' (the areas of Kiambu listed on Nyumba360)",
    );
    expect(problem(RENTAL, { area: '' })).toBe('Row 7, column "area": must not be empty');
    // Without a town the area cannot be checked; only the town is reported.
    expect(problems({ ...RENTAL, town: 'Thika', area: 'Nowhere' })).toHaveLength(1);
  });

  it('latitude and longitude: where the home is, within its area', () => {
    const at = (latitude: string, longitude: string) =>
      listing({ ...SALE, latitude, longitude }).record.coordinates;
    expect(at('-1.30', '36.79')).toEqual({ latitude: -1.3, longitude: 36.79 });
    expect(problem(SALE, { longitude: '' })).toBe(
      'Row 7, column "longitude": is missing (latitude is given)',
    );
    expect(problem(SALE, { latitude: '' })).toBe(
      'Row 7, column "latitude": is missing (longitude is given)',
    );
    expect(problem(SALE, { latitude: '-4.05', longitude: '39.69' })).toMatch(
      /^Row 7, columns "latitude" and "longitude": is 4\d\d\.\d km from the centre of Kilimani, Nairobi; homes there lie within 2 km of it$/,
    );
    expect(problem(SALE, { latitude: '36.7862', longitude: '-1.2935' })).toBe(
      'Row 7, columns "latitude" and "longitude": lies outside Kenya (latitude and longitude swapped?)',
    );
    expect(problem(SALE, { latitude: '1°17′S' })).toBe(
      'Row 7, column "latitude": must be a number',
    );
    expect(problems({ ...SALE, latitude: '95' })).toContain(
      'Row 7, column "latitude": Too big: expected number to be <=90',
    );
  });

  it('bedrooms, bathrooms, year_built: whole numbers in the build’s ranges', () => {
    expect(listing({ ...RENTAL, bedrooms: '0' }).record.bedrooms).toBe(0);
    expect(problem(RENTAL, { bedrooms: '-1' })).toBe(
      'Row 7, column "bedrooms": must be at least 0',
    );
    expect(problem(RENTAL, { bedrooms: '2.5' })).toBe(
      'Row 7, column "bedrooms": must be a whole number',
    );
    expect(problem(RENTAL, { bedrooms: 'two' })).toBe(
      'Row 7, column "bedrooms": must be a whole number',
    );
    expect(problem(RENTAL, { bathrooms: '51' })).toBe(
      'Row 7, column "bathrooms": must be at most 50',
    );
    expect(problem(RENTAL, { year_built: '1899' })).toBe(
      'Row 7, column "year_built": must be at least 1900',
    );
    expect(problem(RENTAL, { year_built: '' })).toBe(
      'Row 7, column "year_built": is missing (an apartment is a home)',
    );
    // With title_sw empty too, the Swahili title cannot be made without the bedrooms: the row
    // is still refused for the empty bedrooms cell, never with nothing said.
    expect(problem(RENTAL, { bedrooms: '', title_sw: '' })).toBe(
      'Row 7, column "bedrooms": is missing (an apartment is a home)',
    );
  });

  it('size_sqm: optional square metres, fractions allowed', () => {
    expect(listing({ ...RENTAL, size_sqm: '82.5' }).record.size).toBe(82.5);
    expect(listing({ ...RENTAL, size_sqm: '1,250' }).record.size).toBe(1250);
    expect(problem(RENTAL, { size_sqm: '0' })).toBe(
      'Row 7, column "size_sqm": Too small: expected number to be >=1',
    );
    expect(problem(RENTAL, { size_sqm: '82,5' })).toBe(
      'Row 7, column "size_sqm": must be a number',
    );
  });

  it('description and description_sw: paragraphs of at most 3,000 characters', () => {
    const text = 'First paragraph.\r\n\r\nSecond, with "quotes".';
    const { record } = listing({
      ...RENTAL,
      description: text,
      description_sw: 'Aya.\rAya ya pili.',
    });
    expect(record.description).toBe('First paragraph.\n\nSecond, with "quotes".');
    expect(record.sw.description).toBe('Aya.\nAya ya pili.');
    expect(problem(RENTAL, { description: 'd'.repeat(3001) })).toBe(
      'Row 7, column "description": must be at most 3000 characters',
    );
    expect(problem(RENTAL, { description_sw: 'd'.repeat(3001) })).toBe(
      'Row 7, column "description_sw": must be at most 3000 characters',
    );
    expect(problem(RENTAL, { description: '\u200b' })).toBe(
      'Row 7, column "description": must not be empty',
    );
  });

  it('amenities: from the vocabulary, by its spelling, separated by semicolons', () => {
    expect(
      listing({ ...RENTAL, amenities: 'swimming pool; WIFI;;parking;Parking;' }).record.amenities,
    ).toEqual(['Swimming Pool', 'WiFi', 'Parking']);
    const list =
      "'Air conditioning', 'Balcony', 'Garden', 'Parking', 'Gym', 'Swimming Pool', 'Security' or 'WiFi'";
    expect(problem(RENTAL, { amenities: 'Gym;Jacuzzi' })).toBe(
      `Row 7, column "amenities": must each be ${list}, not "Jacuzzi"`,
    );
    // A runaway cell is named in a line an office can read: three items, each cut short.
    expect(problem(RENTAL, { amenities: `Sauna;Jacuzzi;${'x'.repeat(100)};Lift;Gym;Pool` })).toBe(
      `Row 7, column "amenities": must each be ${list}, not "Sauna", "Jacuzzi", "${'x'.repeat(40)}…" and 2 more`,
    );
    expect(problem(RENTAL, { amenities: 'Gym, Garden' })).toBe(
      `Row 7, column "amenities": must each be ${list}, not "Gym, Garden"; separate the items ` +
        'with semicolons (;), not commas',
    );
  });

  it('photos: https addresses or paths inside the CSV file’s folder, at least one', () => {
    const photos = 'photos/1.jpg; https://cdn.example.co.ke/2.jpg ;Picha za nyumba\\3.JPG';
    expect(listing({ ...RENTAL, photos }).media.photos).toEqual([
      'photos/1.jpg',
      'https://cdn.example.co.ke/2.jpg',
      'Picha za nyumba\\3.JPG',
    ]);
    const refusedPhotos = [
      'http://cdn.example.co.ke/1.jpg',
      '/etc/passwd',
      '../secret.jpg',
      'photos/../../x.jpg',
      'C:\\Users\\office\\1.jpg',
      '\\\\server\\share\\1.jpg',
      'file:///home/1.jpg',
      'javascript:alert(1)',
    ];
    for (const bad of refusedPhotos)
      expect(problem(RENTAL, { photos: `ok.jpg;${bad}` })).toBe(
        `Row 7, column "photos": must each be an https URL or a path inside the folder of the CSV file, not "${bad}"`,
      );
    expect(problem(RENTAL, { photos: ' ; ' })).toBe(
      'Row 7, column "photos": needs at least one image',
    );
    expect(problem(RENTAL, { photos: '' })).toBe('Row 7, column "photos": must not be empty');
  });

  it('video: one https address or path', () => {
    expect(listing({ ...RENTAL, video: 'https://cdn.example.co.ke/tour.mp4' }).media.video).toBe(
      'https://cdn.example.co.ke/tour.mp4',
    );
    expect(listing(RENTAL).media).not.toHaveProperty('video');
    expect(problem(RENTAL, { video: 'ftp://x/tour.mp4' })).toBe(
      'Row 7, column "video": must be an https URL or a path inside the folder of the CSV file',
    );
  });

  it('agent_name and agency: one line of at most 100 characters', () => {
    expect(problem(RENTAL, { agent_name: '' })).toBe(
      'Row 7, column "agent_name": must not be empty',
    );
    expect(problem(RENTAL, { agency: 'a'.repeat(101) })).toBe(
      'Row 7, column "agency": must be at most 100 characters',
    );
    expect(listing({ ...RENTAL, agency: ' Mvule  Properties ' }).identity.agency).toBe(
      'Mvule Properties',
    );
  });

  it('agent_phone: a Kenyan mobile number, +254 included', () => {
    for (const phone of ['+254 733 905 214', '0733905214', '733905214'])
      expect(listing({ ...RENTAL, agent_phone: phone }).record.agent.phone).toBe(phone);
    expect(problem(RENTAL, { agent_phone: '020 2345678' })).toBe(
      'Row 7, column "agent_phone": must be a Kenyan mobile number',
    );
    expect(problem(RENTAL, { agent_phone: '2.54733E+11' })).toMatch(
      /^Row 7, column "agent_phone": must be a Kenyan mobile number \(the spreadsheet wrote it as a rounded number in scientific notation/,
    );
  });

  it('agent_email and earb_number: the build’s rules', () => {
    expect(problem(RENTAL, { agent_email: 'brian@mvule' })).toBe(
      'Row 7, column "agent_email": must be an email address',
    );
    expect(problem(RENTAL, { earb_number: '#1' })).toBe(
      'Row 7, column "earb_number": must be a registration number',
    );
  });

  it('agent_languages: from the vocabulary, at least one', () => {
    expect(
      listing({ ...RENTAL, agent_languages: 'swahili;ENGLISH;Swahili' }).record.agent.languages,
    ).toEqual(['Swahili', 'English']);
    expect(problem(RENTAL, { agent_languages: 'English;Sheng' })).toMatch(
      /^Row 7, column "agent_languages": must each be 'English', 'Swahili', .* or 'Mandarin', not "Sheng"$/,
    );
    expect(problem(RENTAL, { agent_languages: ';' })).toBe(
      'Row 7, column "agent_languages": must name at least one language',
    );
  });

  it('service_charge, parking_bays, lease_years: whole numbers in the fact ranges', () => {
    expect(listing({ ...SALE, service_charge: 'KES 0' }).record.facts?.serviceCharge).toBe(0);
    expect(problem(SALE, { service_charge: '-5' })).toBe(
      'Row 7, column "service_charge": must be at least 0',
    );
    expect(problem(SALE, { parking_bays: '21' })).toBe(
      'Row 7, column "parking_bays": must be at most 20',
    );
    expect(problem(SALE, { lease_years: '1000' })).toBe(
      'Row 7, column "lease_years": must be at most 999',
    );
  });

  it('deposit_months: rentals only, 0 to 6', () => {
    expect(listing({ ...RENTAL, deposit_months: '2' }).record.facts).toEqual({ depositMonths: 2 });
    expect(problem(RENTAL, { deposit_months: '7' })).toBe(
      'Row 7, column "deposit_months": must be at most 6',
    );
    expect(problem(SALE, { deposit_months: '2' })).toBe(
      'Row 7, column "deposit_months": is for rentals only (status is sale)',
    );
  });

  it('floor: apartments only, 0 the ground floor', () => {
    expect(listing({ ...SALE, floor: '0' }).record.facts?.floor).toBe(0);
    expect(problem(SALE, { type: 'house' })).toBe(
      'Row 7, column "floor": is for apartments and commercial space only (type is house)',
    );
  });

  it('water and backup_power: their vocabularies', () => {
    const { facts } = listing({ ...RENTAL, water: 'County', backup_power: ' SOLAR ' }).record;
    expect(facts).toEqual({ water: 'county', backupPower: 'solar' });
    expect(problem(RENTAL, { water: 'river' })).toBe(
      "Row 7, column \"water\": must be 'county', 'borehole' or 'both'",
    );
    expect(problem(RENTAL, { backup_power: 'inverter' })).toBe(
      "Row 7, column \"backup_power\": must be 'generator', 'solar' or 'none'",
    );
  });

  it('title_kind and lease_years: a leasehold title has years left, no other does', () => {
    expect(
      listing({ ...SALE, title_kind: 'Sectional', lease_years: '' }).record.facts?.title,
    ).toEqual({
      kind: 'sectional',
    });
    expect(problem(SALE, { lease_years: '' })).toBe(
      'Row 7, column "lease_years": is missing (title_kind is leasehold)',
    );
    expect(problem(SALE, { title_kind: 'freehold' })).toBe(
      'Row 7, column "lease_years": is for a leasehold title only (title_kind is freehold)',
    );
    expect(problem(SALE, { title_kind: '' })).toBe(
      'Row 7, column "title_kind": must be \'leasehold\' when lease_years is given',
    );
    expect(problem(SALE, { title_kind: 'lease' })).toBe(
      "Row 7, column \"title_kind\": must be 'freehold', 'leasehold' or 'sectional'",
    );
  });

  it('furnished and pets_allowed: true or false, yes or no', () => {
    for (const [cell, value] of [
      ['TRUE', true],
      ['yes', true],
      ['False', false],
      ['NO', false],
    ] as const)
      expect(listing({ ...RENTAL, furnished: cell, pets_allowed: cell }).record.facts).toEqual({
        furnished: value,
        petsAllowed: value,
      });
    expect(problem(RENTAL, { pets_allowed: 'cats only' })).toBe(
      'Row 7, column "pets_allowed": must be true or false',
    );
  });

  it('listed_at and verified_at: dates as YYYY-MM-DD, not after the build date', () => {
    expect(problem(RENTAL, { verified_at: '18/11/2026' })).toBe(
      'Row 7, column "verified_at": must be a date as YYYY-MM-DD (the spreadsheet may have ' +
        'changed it into its own date format: format the column as text, type the date as ' +
        'YYYY-MM-DD, and save again)',
    );
    expect(problem(RENTAL, { listed_at: '2026-02-30' })).toMatch(
      /^Row 7, column "listed_at": must be a date as YYYY-MM-DD/,
    );
    expect(problem(RENTAL, { verified_at: '2999-01-01' })).toMatch(
      /^Row 7, column "verified_at": must not be after the build date \(BUILD_DATE \d{4}-\d\d-\d\d\)$/,
    );
    expect(problem(RENTAL, { listed_at: '2026-11-19', verified_at: '2026-11-18' })).toBe(
      'Row 7, column "verified_at": must not be before listed_at (2026-11-19)',
    );
    // Not required: an empty cell is the day of the import.
    expect(listing({ ...RENTAL, listed_at: '2026-11-19', verified_at: '' }).record).toMatchObject({
      listedAt: '2026-11-19',
      verifiedAt: TODAY,
    });
    // A listed_at after the day that stands in for an empty verified_at is a mistake of
    // listed_at, never of the empty cell.
    for (const listed_at of ['2026-11-21', '2999-01-01'])
      expect(problem(RENTAL, { listed_at })).toBe(
        `Row 7, column "listed_at": must not be after the day of the import (${TODAY})`,
      );
  });

  it('market: available unless said, sold for sales and let for rentals', () => {
    expect(listing({ ...RENTAL, market: 'Under Offer' }).market).toBe('under_offer');
    expect(listing({ ...RENTAL, market: 'let' }).market).toBe('let');
    expect(listing({ ...SALE, market: 'SOLD' }).market).toBe('sold');
    expect(listing({ ...SALE, market: 'withdrawn' }).market).toBe('withdrawn');
    expect(problem(RENTAL, { market: 'sold' })).toBe(
      'Row 7, column "market": is for listings for sale only (status is rent); a rental is let',
    );
    expect(problem(SALE, { market: 'let' })).toBe(
      'Row 7, column "market": is for rentals only (status is sale); a home for sale is sold',
    );
    expect(problem(RENTAL, { market: 'gone' })).toBe(
      "Row 7, column \"market\": must be 'available', 'under_offer', 'sold', 'let' or 'withdrawn'",
    );
  });
});

describe('convertRow: formula prefixes and markup', () => {
  const TEXT = [
    'ref',
    'title',
    'title_sw',
    'description',
    'description_sw',
    'agent_name',
    'agency',
  ] as const satisfies readonly Column[];

  it('keeps =, +, - and @ at the start of a text cell as text', () => {
    for (const prefix of ['=', '+', '-', '@'])
      for (const column of TEXT) {
        const cell = `${prefix}HYPERLINK("https://evil.example","Click")`;
        const { record, identity } = listing({ ...SALE, [column]: cell });
        const kept: Record<(typeof TEXT)[number], string> = {
          ref: identity.ref,
          title: record.title,
          title_sw: record.sw.title,
          description: record.description,
          description_sw: record.sw.description ?? '',
          agent_name: record.agent.name,
          agency: record.agent.agency,
        };
        expect(kept[column]).toBe(cell);
      }
  });

  it('keeps markup as text', () => {
    const markup = '<script>alert("x")</script><b onclick="x()">Big</b> & <i>bright</i>';
    const { record } = listing({ ...SALE, title: markup.slice(0, 120), description: markup });
    expect(record.description).toBe(markup);
    expect(record.title).toBe(markup.slice(0, 120));
  });

  it('reads a sign in a number column as a sign, and = or @ as no number', () => {
    const numbers = COLUMNS.filter((c) => ['whole', 'money'].includes(COLUMN_KINDS[c]));
    expect(numbers.length).toBeGreaterThan(5);
    for (const column of numbers) {
      const base = column === 'deposit_months' ? RENTAL : SALE;
      expect(problems({ ...base, [column]: '=5' })).toContain(
        `Row 7, column "${column}": must be a whole number`,
      );
      expect(problems({ ...base, [column]: '@5' })).toContain(
        `Row 7, column "${column}": must be a whole number`,
      );
      expect(problems({ ...base, [column]: '-5' }).join('\n')).toMatch(
        new RegExp(`^Row 7, column "${column}": must be at least \\d+$`, 'm'),
      );
    }
    expect(listing({ ...SALE, bedrooms: '+4' }).record.bedrooms).toBe(4);
    expect(listing({ ...SALE, latitude: '\u22121.2935' }).record.coordinates.latitude).toBe(
      -1.2935,
    );
    expect(problem(SALE, { latitude: '=-1.29' })).toBe(
      'Row 7, column "latitude": must be a number',
    );
  });

  it('refuses = and @ where a vocabulary, a date, a phone or an email is expected', () => {
    const cases: [Column, string][] = [
      ['status', "must be 'sale' or 'rent'"],
      ['water', "must be 'county', 'borehole' or 'both'"],
      ['furnished', 'must be true or false'],
      ['listed_at', 'must be a date as YYYY-MM-DD'],
      ['agent_phone', 'must be a Kenyan mobile number'],
      ['agent_email', 'must be an email address'],
    ];
    for (const [column, message] of cases) {
      expect(problems({ ...SALE, [column]: '=1' })).toContain(
        `Row 7, column "${column}": ${message}`,
      );
      expect(problems({ ...SALE, [column]: '@x' })).toContain(
        `Row 7, column "${column}": ${message}`,
      );
    }
  });
});

describe('convertRow: a row with several problems', () => {
  it('reports each with its column, in the order of the columns', () => {
    const outcome = convert({
      ...RENTAL,
      agent_email: 'x',
      price: '-1',
      bedrooms: 'many',
      status: 'let',
    });
    expect(outcome.ok).toBe(false);
    const { problems: found } = outcome as { problems: readonly RowProblem[] };
    expect(found.map((p) => p.columns)).toEqual([
      ['status'],
      ['price'],
      ['bedrooms'],
      ['agent_email'],
    ]);
    expect(found.map(describeProblem)).toEqual([
      "Row 7, column \"status\": must be 'sale' or 'rent'",
      'Row 7, column "price": must be at least 1',
      'Row 7, column "bedrooms": must be a whole number',
      'Row 7, column "agent_email": must be an email address',
    ]);
  });

  it('reports an empty row as every required column not filled', () => {
    expect(problems({})).toEqual(
      // Bedrooms, bathrooms and the year built are a home's: without a type, no kind asks for them.
      REQUIRED_COLUMNS.filter(isRequired).map(
        (column) => `Row 7, column "${column}": must not be empty`,
      ),
    );
  });
});

describe('describeProblem', () => {
  it('names no column, one, or two', () => {
    expect(describeProblem({ row: 4, columns: [], message: 'has 3 cells' })).toBe(
      'Row 4: has 3 cells',
    );
    expect(describeProblem({ row: 4, columns: ['area', 'town'], message: 'x' })).toBe(
      'Row 4, columns "area" and "town": x',
    );
  });
});

describe('convertRow: land and commercial space', () => {
  // A plot for sale: no rooms, no year built; its size in acres or feet.
  const PLOT: Cells = {
    ...SALE,
    type: 'land',
    style: '',
    bedrooms: '',
    bathrooms: '',
    year_built: '',
    size_sqm: '',
    floor: '',
    furnished: '',
    pets_allowed: '',
    water: '',
    backup_power: '',
    parking_bays: '',
    plot_acres: '0.125',
  };
  const OFFICE: Cells = {
    ...RENTAL,
    type: 'commercial',
    style: 'office',
    bedrooms: '',
    bathrooms: '',
    size_sqm: '250',
  };

  it('reads a plot by acres or by its sides in feet, and its zoning as its style', () => {
    expect(listing(PLOT).record.land).toEqual({ acres: 0.125 });
    const feet = listing({ ...PLOT, plot_acres: '', plot_ft: '50 x 100', zoning: 'Residential' });
    expect(feet.record.land).toEqual({ acres: 0.1148, plotFt: { width: 50, depth: 100 } });
    expect(feet.record.style).toBe('residential');
    expect(problem(PLOT, { plot_acres: '', plot_ft: 'fifty by 100' })).toBe(
      'Row 7, column "plot_ft": must be the plot\'s sides in feet, as 50x100',
    );
    expect(problem(PLOT, { plot_ft: '50x100' })).toMatch(
      /^Row 7, columns "plot_acres" and "plot_ft": is 0.125, but 50 × 100 ft is 0.115 acres$/,
    );
  });

  it('reads water and power on the plot, the checks, and Land Control Board consent', () => {
    const plot = listing({
      ...PLOT,
      water_on_plot: 'Nearby',
      power_on_plot: 'yes',
      lcb_consent: 'needed',
      search_date: '2026-11-10',
      search_result: 'caveat',
      rates_cleared: 'no',
    });
    expect(plot.record.land).toMatchObject({
      water: 'nearby',
      power: 'on_plot',
      lcbConsent: 'needed',
      checks: { searchDate: '2026-11-10', searchResult: 'caveat', ratesCleared: false },
    });
  });

  it('rejects a row that mixes kinds, naming its row and column', () => {
    expect(problem(PLOT, { bedrooms: '3' })).toBe(
      'Row 7, column "bedrooms": is not given for land (type is land)',
    );
    expect(problem(RENTAL, { plot_acres: '0.25' })).toBe(
      'Row 7, columns "plot_acres" and "plot_ft": is not given for an apartment (type is apartment)',
    );
    expect(problem({ ...SALE, type: 'house', floor: '' }, { grade: 'A' })).toBe(
      'Row 7, columns "grade", "lifts" and "fit_out": is not given for a house (type is house)',
    );
    expect(problem(PLOT, { style: 'agricultural', zoning: 'residential' })).toBe(
      'Row 7, columns "zoning" and "style": must agree: zoning is residential and style is agricultural',
    );
    expect(problem(PLOT, { plot_acres: '' })).toMatch(
      /^Row 7, columns "plot_acres" and "plot_ft": is missing/,
    );
  });

  it('reads commercial space: its floor area, grade, lifts and fit-out', () => {
    const office = listing({ ...OFFICE, grade: 'a', lifts: '2', fit_out: 'Fitted' });
    expect(office.record).toMatchObject({
      type: 'commercial',
      style: 'office',
      size: 250,
      commercial: { grade: 'A', lifts: 2, fitOut: 'fitted' },
    });
    expect(problem(OFFICE, { size_sqm: '' })).toMatch(/^Row 7, column "size_sqm": is missing/);
    expect(problem(OFFICE, { style: 'warehouse', grade: 'D' })).toMatch(
      /^Row 7, column "grade": must be 'A', 'B' or 'C'/,
    );
  });
});

describe('convertRow: a unit of a development', () => {
  const projects = new Map([
    ['amani-heights-kilimani', { state: 'off_plan' as const, location: 'Kilimani, Nairobi' }],
    ['baraka-gardens-kitengela', { state: 'ready' as const, location: 'Kitengela, Kajiado' }],
  ]);
  const unitRow = (cells: Cells) =>
    convertRow(9, { ...SALE, ...cells }, { today: TODAY, developments: projects });
  const unitProblems = (cells: Cells) => {
    const outcome = unitRow(cells);
    if (outcome.ok) throw new Error('expected the row to be rejected');
    return outcome.problems.map(describeProblem);
  };

  it('names its project, with the units left and a from price', () => {
    const outcome = unitRow({
      development: 'amani-heights-kilimani',
      units_left: '9',
      from_price: 'yes',
      year_built: '',
    });
    if (!outcome.ok) throw new Error(outcome.problems.map(describeProblem).join('\n'));
    expect(outcome.listing.record.unit).toEqual({
      development: 'amani-heights-kilimani',
      unitsLeft: 9,
      fromPrice: true,
    });
    expect(outcome.listing.record.yearBuilt).toBeUndefined();
  });

  it('rejects a row naming a project the site does not hold, naming its row', () => {
    const [message, ...rest] = unitProblems({ development: 'no-such-project' });
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^Row 9, column "development": names no development the site holds \("no-such-project"/,
    );
  });

  it('rejects a unit not yet built that gives a year, and one not where its project is', () => {
    expect(unitProblems({ development: 'amani-heights-kilimani' })).toEqual([
      expect.stringMatching(
        /^Row 9, column "year_built": must be empty for a unit not yet built \(its development is off plan\)/,
      ),
    ]);
    expect(unitProblems({ development: 'baraka-gardens-kitengela' }).join('\n')).toMatch(
      /columns? "area".*must be where its development is: Kitengela, Kajiado/,
    );
  });

  it('asks for the project when only the units left are given', () => {
    expect(unitProblems({ units_left: '3' })).toEqual([
      expect.stringMatching(
        /^Row 9, column "units_left": is for a unit of a development: fill in development too/,
      ),
    ]);
  });
});
