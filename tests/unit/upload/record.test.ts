import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseListings } from '@/lib/listings/schema';
import { cleanText } from '@/lib/site/clean-text';
import { BUILD_ENV } from '@/lib/site/env';
import { emptyDraft, type ListingDraft } from '@/lib/upload/draft';
import { areaCentre, areaPositions } from '@/lib/map/areas';
import { DEFAULT_PORTRAIT, listingRecord, photoPaths, PRIVATE_OWNER } from '@/lib/upload/record';
import { firstIncompleteStep, stepProblems } from '@/lib/upload/validate';

const REF = 'N360-7KQ4MX';
const CENTRES = areaPositions();

/** A draft that passes every step of the form, for an English page. */
function completeDraft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    ...emptyDraft(REF),
    type: 'apartment',
    status: 'for_rent',
    bedrooms: '3',
    bathrooms: '2',
    size: '120.5',
    yearBuilt: '2019',
    amenities: ['Parking', 'Gym'],
    town: 'Nairobi',
    area: 'Kilimani',
    price: 'Ksh 45,000',
    descriptionEn: 'A bright apartment with a view of the Ngong Hills.',
    descriptionSw: 'Fleti angavu yenye mandhari ya Milima ya Ngong.',
    name: 'Jane Wanjiru',
    role: 'owner',
    phone: '0712 345 678',
    email: 'jane@example.co.ke',
    ...overrides,
  };
}

const agentFields: Partial<ListingDraft> = {
  role: 'agent',
  agency: 'Karen Homes Ltd',
  earbNumber: ' EARB/1234 ',
};

const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg' }));
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// A record is dated the day it is made; the data check runs as a build of that day would
// (BUILD_DATE, which npm test fixes), so the records here are made on that day, whatever today is.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${BUILD_ENV.buildDate}T09:00:00Z`));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('listingRecord', () => {
  it('makes an owner listing the data schema accepts as it is', () => {
    const draft = completeDraft();
    expect(firstIncompleteStep(draft, photos(4), 'en')).toBeNull();
    const record = listingRecord(draft, 4, CENTRES, '2026-11-20');
    expect(parseListings([record], 'test')).toEqual([record]);
    expect(record).toEqual({
      id: REF,
      slug: '3-bedroom-apartment-in-kilimani-n360-7kq4mx',
      title: '3 Bedroom Apartment in Kilimani',
      price: 45_000,
      currency: 'KES',
      location: 'Kilimani, Nairobi',
      bedrooms: 3,
      bathrooms: 2,
      size: 120.5,
      type: 'apartment',
      status: 'for_rent',
      image: '/photos/3-bedroom-apartment-in-kilimani-n360-7kq4mx/1.jpg',
      hasVideo: false,
      has360: false,
      images: [1, 2, 3, 4].map(
        (n) => `/photos/3-bedroom-apartment-in-kilimani-n360-7kq4mx/${n}.jpg`,
      ),
      yearBuilt: 2019,
      description: 'A bright apartment with a view of the Ngong Hills.',
      sw: {
        title: 'Fleti ya Vyumba 3 vya Kulala, Kilimani',
        description: 'Fleti angavu yenye mandhari ya Milima ya Ngong.',
      },
      coordinates: {
        latitude: areaCentre('Kilimani, Nairobi')!.latitude,
        longitude: areaCentre('Kilimani, Nairobi')!.longitude,
      },
      amenities: ['Parking', 'Gym'],
      listedAt: '2026-11-20',
      verifiedAt: '2026-11-20',
      agent: {
        name: 'Jane Wanjiru',
        phone: '0712 345 678',
        email: 'jane@example.co.ke',
        agency: PRIVATE_OWNER,
        photo: DEFAULT_PORTRAIT,
        // The languages of the descriptions the owner wrote.
        languages: ['English', 'Swahili'],
      },
      bankAds: [],
      insuranceAds: [],
    });
    expect(record.agent.agency).toBe('Private owner');
    expect('earbNumber' in record.agent).toBe(false);
  });

  it('makes an agent listing that keeps the agency and EARB number', () => {
    const draft = completeDraft({ ...agentFields, status: 'for_sale', price: '18,500,000' });
    expect(firstIncompleteStep(draft, photos(1), 'en')).toBeNull();
    const record = listingRecord(draft, 1, CENTRES);
    expect(parseListings([record], 'test')).toEqual([record]);
    expect(record.agent.agency).toBe('Karen Homes Ltd');
    expect(record.agent.earbNumber).toBe('EARB/1234');
    expect(record.status).toBe('for_sale');
    expect(record.price).toBe(18_500_000);
  });

  it('makes studio and house listings the schema accepts, without a size when none is given', () => {
    const studio = listingRecord(
      completeDraft({ bedrooms: '0', size: '', amenities: [] }),
      2,
      CENTRES,
    );
    expect(studio.title).toBe('Studio Apartment in Kilimani');
    expect(studio.sw.title).toBe('Fleti ya Studio, Kilimani');
    expect('size' in studio).toBe(false);
    expect(studio.amenities).toEqual([]);
    const house = listingRecord(
      completeDraft({ type: 'house', bedrooms: '1', town: 'Mombasa', area: 'Nyali' }),
      2,
      CENTRES,
    );
    expect(house.title).toBe('1 Bedroom House in Nyali');
    expect(house.sw.title).toBe('Nyumba ya Chumba 1 cha Kulala, Nyali');
    expect(house.location).toBe('Nyali, Mombasa');
    expect(parseListings([studio, house], 'test')).toEqual([studio, house]);
  });

  it('makes a plot and an office the schema accepts, with the facts of their kind only', () => {
    // A plot: its acres, no rooms, no year, no floor area, even if typed before the type changed.
    const plotDraft = completeDraft({
      type: 'land',
      style: 'residential',
      acres: '0.125',
      town: 'Kajiado',
      area: 'Kitengela',
      bedrooms: '3',
      yearBuilt: '2019',
      size: '120',
    });
    expect(stepProblems('property', plotDraft, [], 'en')).toEqual({});
    expect(stepProblems('property', { ...plotDraft, acres: '' }, [], 'en')).toEqual({
      acres: 'required',
    });
    const plot = listingRecord(plotDraft, 2, CENTRES);
    expect(plot.title).toBe('⅛ Acre Residential Plot in Kitengela');
    expect(plot.sw.title).toBe('Kiwanja cha Makazi (ekari ⅛), Kitengela');
    expect(plot.land).toEqual({ acres: 0.125 });
    expect(plot.style).toBe('residential');
    for (const field of ['bedrooms', 'bathrooms', 'yearBuilt', 'size'] as const)
      expect(field in plot, field).toBe(false);
    // An office: its floor area is required, its year optional, no rooms.
    const officeDraft = completeDraft({
      type: 'commercial',
      style: 'office',
      size: '',
      yearBuilt: '',
      bedrooms: '',
      bathrooms: '',
    });
    expect(stepProblems('property', officeDraft, [], 'en')).toEqual({ size: 'required' });
    const office = listingRecord({ ...officeDraft, size: '250' }, 2, CENTRES);
    expect(office.title).toBe('Office Space in Kilimani');
    expect(office.size).toBe(250);
    expect('bedrooms' in office || 'yearBuilt' in office).toBe(false);
    expect(parseListings([plot, office], 'test')).toEqual([plot, office]);
  });

  it('gives a slug of lower-case words ending in the reference', () => {
    for (const ref of ['N360-7KQ4MX', 'N360-ABCDEF', 'N360-222222']) {
      const record = listingRecord(
        completeDraft({ ref, town: 'Kiambu', area: 'Ruaka', bedrooms: '12' }),
        1,
        CENTRES,
      );
      expect(record.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(record.slug.endsWith(ref.toLowerCase())).toBe(true);
      expect(record.slug).toBe(`12-bedroom-apartment-in-ruaka-${ref.toLowerCase()}`);
    }
    expect(
      listingRecord(completeDraft({ area: 'Upper Hill', bedrooms: '0' }), 1, CENTRES).slug,
    ).toBe('studio-apartment-in-upper-hill-n360-7kq4mx');
  });

  it('numbers the photos in the order they were chosen, the first one as the image', () => {
    const record = listingRecord(completeDraft(), 12, CENTRES);
    expect(record.images).toHaveLength(12);
    expect(record.images).toEqual(photoPaths(record.slug, 12));
    expect(record.images[0]).toBe(`/photos/${record.slug}/1.jpg`);
    expect(record.images[11]).toBe(`/photos/${record.slug}/12.jpg`);
    expect(record.image).toBe(record.images[0]);
    expect(photoPaths('x', 0)).toEqual([]);
  });

  it('lets a description in one language stand in for the other', () => {
    const swOnly = listingRecord(
      completeDraft({ descriptionEn: '  ', descriptionSw: ' Nyumba nzuri. ' }),
      1,
      CENTRES,
    );
    expect(swOnly.description).toBe('Nyumba nzuri.');
    expect(swOnly.sw.description).toBe('Nyumba nzuri.');
    const enOnly = listingRecord(completeDraft({ descriptionSw: '' }), 1, CENTRES);
    expect(enOnly.sw.description).toBe(enOnly.description);
    expect(enOnly.description).toBe('A bright apartment with a view of the Ngong Hills.');
    expect(parseListings([swOnly], 'test')).toHaveLength(1);
  });

  it('parses numbers as typed in the form', () => {
    const record = listingRecord(
      completeDraft({
        bedrooms: ' 4 ',
        bathrooms: '3 ',
        yearBuilt: ' 2021',
        price: 'KES 45 000/=',
      }),
      1,
      CENTRES,
    );
    expect(record.bedrooms).toBe(4);
    expect(record.bathrooms).toBe(3);
    expect(record.yearBuilt).toBe(2021);
    expect(record.price).toBe(45_000);
  });

  it('drops bidi controls but keeps markup, quotes and emoji verbatim', () => {
    const script = '<script>alert("x")</script>';
    const draft = completeDraft({
      ...agentFields,
      name: `Jane \u202eWanjiru\u202c ${script}`,
      agency: `O'Brien & "Sons" 🏠\u2066x\u2069`,
      descriptionEn: `Karibu 🏡🇰🇪 — "quiet" & 'secure' ${script}\nCall \u202e876 543 2170\u202c`,
      descriptionSw: '\u2067Nyumba\u2069 nzuri 👍🏾',
    });
    expect(firstIncompleteStep(draft, photos(2), 'en')).toBeNull();
    const record = listingRecord(draft, 2, CENTRES);
    expect(record.agent.name).toBe(`Jane Wanjiru ${script}`);
    expect(record.agent.agency).toBe(`O'Brien & "Sons" 🏠x`);
    expect(record.description).toBe(
      `Karibu 🏡🇰🇪 — "quiet" & 'secure' ${script}\nCall 876 543 2170`,
    );
    expect(record.sw.description).toBe('Nyumba nzuri 👍🏾');
    expect(JSON.stringify(record)).not.toMatch(BIDI);
    expect(parseListings([record], 'test')).toEqual([record]);
  });

  it('survives a JSON round trip (the downloaded file) and stays valid', () => {
    const record = listingRecord(
      completeDraft({ ...agentFields, descriptionEn: 'Quotes " \\ and emoji 🏡\nline two' }),
      3,
      CENTRES,
    );
    const copy: unknown = JSON.parse(JSON.stringify(record, null, 2));
    expect(copy).toEqual(record);
    expect(parseListings([copy], 'test')).toEqual([record]);
  });
});

describe('cleanText', () => {
  it('drops bidi overrides, isolates and marks', () => {
    expect(cleanText('a\u202ab\u202bc\u202cd\u202de\u202ef')).toBe('abcdef');
    expect(cleanText('a\u2066b\u2067c\u2068d\u2069e')).toBe('abcde');
    expect(cleanText('a\u200eb\u200fc')).toBe('abc');
  });

  it('drops control characters but keeps line breaks and tabs', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(cleanText('line one\nline two\r\n\tindented')).toBe('line one\nline two\r\n\tindented');
  });

  it('composes Unicode and trims the ends', () => {
    expect(cleanText('  Cafe\u0301 \n')).toBe('Caf\u00e9');
    expect(cleanText('\u202e  ')).toBe('');
  });

  it('keeps emoji, joiners, other scripts and markup as typed', () => {
    const text = '👩🏾‍💻 🇰🇪 مرحبا עברית <b>&amp;</b> "q" \'s\'';
    expect(cleanText(text)).toBe(text);
  });
});

// The form checks texts as they will be stored (cleaned), so a draft that passes every step
// always gives a record the data schema accepts.
describe('validation and the record agree', () => {
  const nameOfControls = completeDraft({ name: '\u202e\u2066' });
  // U+0958 has no composed form: NFC writes it as two code units.
  const expanding = completeDraft({ descriptionEn: '\u0958'.repeat(3_000) });

  it('stops a name made only of bidi controls at the contact step', () => {
    expect(stepProblems('contact', nameOfControls, photos(1), 'en')).toEqual({ name: 'required' });
  });

  it('stops a description that NFC makes longer than the limit', () => {
    expect(stepProblems('description', expanding, photos(1), 'en')).toEqual({
      descriptionEn: 'tooLong',
    });
  });

  it('gives a valid record once the text is fixed', () => {
    expect(() =>
      parseListings([listingRecord(completeDraft({ name: '\u202eAmina' }), 1, CENTRES)], 'test'),
    ).not.toThrow();
  });
});
