import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { emptyDraft, type ListingDraft } from '@/lib/upload/draft';
import {
  areasOf,
  type ChosenPhoto,
  descriptionField,
  type ErrorTexts,
  type Field,
  firstIncompleteStep,
  firstProblem,
  isPhotoFile,
  MAX_PHOTOS,
  parseAmount,
  parseNumber,
  type Problem,
  problemMessage,
  STEPS,
  stepProblems,
  TOWNS,
} from '@/lib/upload/validate';

const REF = 'N360-7KQ4MX';

/** A draft that passes every step, for an English page. */
function completeDraft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    ...emptyDraft(REF),
    type: 'apartment',
    status: 'for_rent',
    bedrooms: '3',
    bathrooms: '2',
    size: '120',
    yearBuilt: '2019',
    amenities: ['Parking', 'Gym'],
    town: 'Nairobi',
    area: 'Kilimani',
    price: '45,000',
    descriptionEn: 'A bright apartment with a view of the Ngong Hills.',
    descriptionSw: '',
    name: 'Jane Wanjiru',
    role: 'owner',
    phone: '0712 345 678',
    email: 'jane@example.co.ke',
    ...overrides,
  };
}

const photos = (n: number, type = 'image/jpeg'): ChosenPhoto[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${i + 1}.jpg`, type }));
const three = photos(3);
const empty = emptyDraft(REF);

describe('parseAmount', () => {
  it.each([
    ['18500000', 18_500_000],
    ['18,500,000', 18_500_000],
    ['Ksh 18,500,000', 18_500_000],
    ['ksh18,500,000', 18_500_000],
    ['Ksh. 45,000', 45_000],
    ['KES 45 000', 45_000],
    ['kes 45000', 45_000],
    ['45,000/=', 45_000],
    ['45,000 /=', 45_000],
    ['Ksh 45,000/=', 45_000],
    ['45000.00', 45_000],
    ['45,000.0', 45_000],
    ['  45,000  ', 45_000],
    ['0', 0],
  ])('%j -> %i', (raw, amount) => {
    expect(parseAmount(raw)).toBe(amount);
  });

  it.each([
    '-5',
    '45,000.50',
    '45000.000',
    'abc',
    '1,00,000',
    '45,00',
    '4,5000',
    'Ksh',
    '/=',
    '1e6',
  ])('rejects %j as NaN', (raw) => {
    expect(parseAmount(raw)).toBeNaN();
  });

  it('gives undefined for an empty or blank price', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
  });

  // 'Kshs' must be tried before 'Ksh', or 'Kshs 45,000' would leave 's 45,000'.
  it('accepts the common "Kshs" prefix', () => {
    expect(parseAmount('Kshs 45,000')).toBe(45_000);
    expect(parseAmount('Kshs. 45,000')).toBe(45_000);
  });
});

describe('parseNumber', () => {
  it.each([
    ['3', 3],
    [' 2021 ', 2021],
    ['0', 0],
    ['2.5', 2.5],
    ['120.75', 120.75],
  ])('%j -> %d', (raw, n) => {
    expect(parseNumber(raw)).toBe(n);
  });

  it.each(['three', '3 bedrooms', '-1', '1,000', '1e3', '.5', '5.', '+3'])(
    'rejects %j as NaN',
    (raw) => {
      expect(parseNumber(raw)).toBeNaN();
    },
  );

  it('gives undefined for an empty or blank field', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber(' \t ')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('requires the description in the page language', () => {
    expect(descriptionField('en')).toBe('descriptionEn');
    expect(descriptionField('sw')).toBe('descriptionSw');
  });

  it('lists each town once and the areas of a town', () => {
    expect(TOWNS).toEqual([
      'Nairobi',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Eldoret',
      'Kiambu',
      'Machakos',
      'Kajiado',
    ]);
    expect(areasOf('Kisumu')).toEqual(['Milimani', 'Riat Hills', 'Mamboleo', 'Nyalenda']);
    expect(areasOf('Atlantis')).toEqual([]);
  });

  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/heic', true],
    ['application/pdf', false],
    ['image/svg+xml', false],
    ['image/jpeg; x', false],
    ['', false],
  ])('isPhotoFile(%j) is %s', (type, ok) => {
    expect(isPhotoFile({ name: 'x', type })).toBe(ok);
  });
});

describe('stepProblems on an empty draft', () => {
  it('requires every required field of the property step, in field order', () => {
    const problems = stepProblems('property', empty, [], 'en');
    expect(problems).toEqual({
      type: 'required',
      status: 'required',
      bedrooms: 'required',
      bathrooms: 'required',
      yearBuilt: 'required',
    });
    // The form focuses the first key: it must follow the step's fields.
    expect(Object.keys(problems)).toEqual(['type', 'status', 'bedrooms', 'bathrooms', 'yearBuilt']);
  });

  it('requires town and area', () => {
    const problems = stepProblems('location', empty, [], 'en');
    expect(problems).toEqual({ town: 'required', area: 'required' });
    expect(Object.keys(problems)).toEqual(['town', 'area']);
  });

  it('requires the price', () => {
    expect(stepProblems('price', empty, [], 'en')).toEqual({ price: 'required' });
  });

  it('requires only the description in the page language', () => {
    expect(stepProblems('description', empty, [], 'en')).toEqual({ descriptionEn: 'required' });
    expect(stepProblems('description', empty, [], 'sw')).toEqual({ descriptionSw: 'required' });
  });

  it('requires at least one photo', () => {
    expect(stepProblems('photos', empty, [], 'en')).toEqual({ photos: 'required' });
  });

  it('requires the contact fields, and agency and EARB number only for agents', () => {
    const problems = stepProblems('contact', empty, [], 'en');
    expect(problems).toEqual({
      name: 'required',
      role: 'required',
      phone: 'required',
      email: 'required',
    });
    expect(Object.keys(problems)).toEqual(['name', 'role', 'phone', 'email']);
    expect(stepProblems('contact', { ...empty, role: 'owner' }, [], 'en')).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
    });
    const agent = stepProblems('contact', { ...empty, role: 'agent' }, [], 'en');
    expect(Object.keys(agent)).toEqual(['name', 'phone', 'email', 'agency', 'earbNumber']);
    expect(agent.agency).toBe('required');
    expect(agent.earbNumber).toBe('required');
  });

  it('checks nothing on the review step', () => {
    expect(stepProblems('review', empty, [], 'en')).toEqual({});
  });
});

describe('stepProblems on a complete draft', () => {
  it('finds no problem on any step, in either language when both descriptions are given', () => {
    const both = completeDraft({ descriptionSw: 'Fleti angavu yenye mandhari ya Ngong.' });
    for (const step of STEPS) {
      expect(stepProblems(step.id, completeDraft(), three, 'en'), step.id).toEqual({});
      expect(stepProblems(step.id, both, three, 'sw'), step.id).toEqual({});
    }
  });

  it('keeps the field order when several fields are wrong', () => {
    const draft = completeDraft({ bedrooms: '2.5', yearBuilt: '1850', size: '0', status: '' });
    const problems = stepProblems('property', draft, three, 'en');
    expect(Object.keys(problems)).toEqual(['status', 'bedrooms', 'size', 'yearBuilt']);
    expect(problems).toEqual({
      status: 'required',
      bedrooms: 'invalid',
      size: 'invalid',
      yearBuilt: 'invalid',
    });
  });
});

describe('property step', () => {
  const check = (fields: Partial<ListingDraft>) =>
    stepProblems('property', completeDraft(fields), three, 'en');

  it('allows a studio and leaves size and amenities optional', () => {
    expect(check({ bedrooms: '0', size: '', amenities: [] })).toEqual({});
    expect(check({ bedrooms: ' 3 ', yearBuilt: ' 2021 ' })).toEqual({});
  });

  it.each([
    ['bedrooms', '51'],
    ['bedrooms', '2.5'],
    ['bathrooms', '51'],
    ['yearBuilt', '1899'],
    ['yearBuilt', '2101'],
    ['size', '0'],
    ['size', '100001'],
  ] as const)('rejects %s %j as invalid', (field, value) => {
    expect(check({ [field]: value })).toEqual({ [field]: 'invalid' });
  });

  it('accepts the bounds and a fractional size', () => {
    expect(check({ bedrooms: '50', bathrooms: '0', yearBuilt: '1900', size: '1' })).toEqual({});
    expect(check({ bedrooms: '50', yearBuilt: '2100', size: '42.5' })).toEqual({});
    expect(check({ size: '100000' })).toEqual({});
    expect(check({ size: '0.5' })).toEqual({ size: 'invalid' });
  });
});

describe('location step', () => {
  const check = (town: string, area: string) =>
    stepProblems('location', completeDraft({ town, area }), three, 'en');

  it('requires an area of the chosen town', () => {
    expect(check('Mombasa', 'Kilimani')).toEqual({ area: 'required' });
    expect(check('Mombasa', 'Nyali')).toEqual({});
    // Milimani is in both Kisumu and Nakuru.
    expect(check('Kisumu', 'Milimani')).toEqual({});
    expect(check('Nakuru', 'Milimani')).toEqual({});
  });

  it('requires a town from the vocabulary', () => {
    expect(check('Atlantis', 'Kilimani')).toEqual({ town: 'required', area: 'required' });
    expect(check('nairobi', 'Kilimani')).toEqual({ town: 'required', area: 'required' });
  });
});

describe('price step', () => {
  const check = (price: string, status: ListingDraft['status'] = 'for_sale') =>
    stepProblems('price', completeDraft({ price, status }), three, 'en');

  it('accepts prices as people write them', () => {
    expect(check('Ksh 18,500,000')).toEqual({});
    expect(check('KES 45 000', 'for_rent')).toEqual({});
  });

  it('rejects a zero price and one beyond any Kenyan home', () => {
    expect(check('0')).toEqual({ price: 'invalid' });
    expect(check('5,000,000,000')).toEqual({});
    expect(check('5,000,000,001')).toEqual({ price: 'invalid' });
  });

  it('flags a sale price entered for a rental, not for a sale', () => {
    expect(check('18,500,000', 'for_rent')).toEqual({ price: 'saleInRent' });
    expect(check('18,500,000', 'for_sale')).toEqual({});
    expect(check('10,000,000', 'for_rent')).toEqual({});
    expect(check('10,000,001', 'for_rent')).toEqual({ price: 'saleInRent' });
  });

  it('does not flag a large price before the status is chosen', () => {
    expect(check('18,500,000', '')).toEqual({});
  });

  // Text that is typed but is no amount is wrong, not missing: the visitor typed something.
  it('reports a negative or unreadable price as invalid, not missing', () => {
    expect(check('-5')).toEqual({ price: 'invalid' });
    expect(check('abc')).toEqual({ price: 'invalid' });
    expect(check('45,000.50')).toEqual({ price: 'invalid' });
  });
});

describe('description step', () => {
  const check = (fields: Partial<ListingDraft>, locale: 'en' | 'sw' = 'en') =>
    stepProblems('description', completeDraft(fields), three, locale);

  it('rejects a description longer than 3,000 characters, in either field', () => {
    expect(check({ descriptionEn: 'a'.repeat(10_000) })).toEqual({ descriptionEn: 'tooLong' });
    expect(check({ descriptionSw: 'b'.repeat(10_000) })).toEqual({ descriptionSw: 'tooLong' });
    expect(check({ descriptionEn: 'a'.repeat(3_000) })).toEqual({});
    expect(check({ descriptionEn: 'a'.repeat(3_001) })).toEqual({ descriptionEn: 'tooLong' });
  });

  it('counts a blank description as missing only in the page language', () => {
    expect(check({ descriptionEn: '  \n ' })).toEqual({ descriptionEn: 'required' });
    expect(check({ descriptionEn: '  \n ', descriptionSw: 'Nyumba nzuri.' }, 'sw')).toEqual({});
    expect(check({ descriptionSw: '' }, 'sw')).toEqual({ descriptionSw: 'required' });
  });
});

describe('photos step', () => {
  const check = (chosen: ChosenPhoto[]) => stepProblems('photos', completeDraft(), chosen, 'en');

  it(`allows 1 to ${MAX_PHOTOS} image files`, () => {
    expect(MAX_PHOTOS).toBe(30);
    expect(check(photos(1))).toEqual({});
    expect(check(photos(MAX_PHOTOS))).toEqual({});
    expect(check(photos(2, 'image/heic'))).toEqual({});
  });

  it('rejects too many photos or a file that is not an image', () => {
    expect(check(photos(MAX_PHOTOS + 1))).toEqual({ photos: 'invalid' });
    expect(check([...photos(2), { name: 'deed.pdf', type: 'application/pdf' }])).toEqual({
      photos: 'invalid',
    });
  });
});

describe('contact step', () => {
  const check = (fields: Partial<ListingDraft>) =>
    stepProblems('contact', completeDraft(fields), three, 'en');

  it('checks the phone number', () => {
    expect(check({ phone: '12345' })).toEqual({ phone: 'invalid' });
    expect(check({ phone: '0712 345 678' })).toEqual({});
    expect(check({ phone: '+254 712 345 678' })).toEqual({});
    expect(check({ phone: '   ' })).toEqual({ phone: 'required' });
  });

  it('checks the email address', () => {
    expect(check({ email: 'jane@gmail' })).toEqual({ email: 'invalid' });
    expect(check({ email: 'jane gmail.com' })).toEqual({ email: 'invalid' });
    expect(check({ email: ' ' })).toEqual({ email: 'required' });
  });

  it('limits the name to 100 characters', () => {
    expect(check({ name: 'a'.repeat(100) })).toEqual({});
    expect(check({ name: 'a'.repeat(101) })).toEqual({ name: 'tooLong' });
    expect(check({ name: '   ' })).toEqual({ name: 'required' });
  });

  it('requires a valid agency and EARB number from agents only', () => {
    expect(check({ role: 'owner', agency: '', earbNumber: 'not#valid' })).toEqual({});
    expect(check({ role: 'agent', agency: 'Karen Homes', earbNumber: 'EARB/1234' })).toEqual({});
    expect(check({ role: 'agent', agency: ' ', earbNumber: 'EARB#1234' })).toEqual({
      agency: 'required',
      earbNumber: 'invalid',
    });
    expect(check({ role: 'agent', agency: 'a'.repeat(101), earbNumber: 'EARB/1' })).toEqual({
      agency: 'tooLong',
    });
  });
});

describe('firstIncompleteStep', () => {
  it('is the first step for an empty draft', () => {
    expect(firstIncompleteStep(empty, [], 'en')).toBe(0);
  });

  it('is null for a complete draft', () => {
    expect(firstIncompleteStep(completeDraft(), three, 'en')).toBeNull();
    expect(
      firstIncompleteStep(
        completeDraft({
          descriptionEn: '',
          descriptionSw: 'Fleti angavu.',
          role: 'agent',
          agency: 'Karen Homes',
          earbNumber: 'A-0987',
        }),
        three,
        'sw',
      ),
    ).toBeNull();
  });

  it('is the index of the first step with a problem', () => {
    const index = (id: string) => STEPS.findIndex((s) => s.id === id);
    expect(firstIncompleteStep(completeDraft({ area: '' }), three, 'en')).toBe(index('location'));
    expect(firstIncompleteStep(completeDraft(), three, 'sw')).toBe(index('description'));
    expect(firstIncompleteStep(completeDraft(), [], 'en')).toBe(index('photos'));
    expect(firstIncompleteStep(completeDraft({ phone: '12345' }), three, 'en')).toBe(
      index('contact'),
    );
    expect(firstIncompleteStep(completeDraft({ price: '', phone: '12345' }), three, 'en')).toBe(
      index('price'),
    );
  });
});

describe('firstProblem', () => {
  it('is the first field with a problem in the order the form shows them', () => {
    expect(firstProblem({ yearBuilt: 'required', type: 'required', bedrooms: 'invalid' })).toBe(
      'type',
    );
    expect(firstProblem({ email: 'invalid', phone: 'invalid' })).toBe('phone');
    expect(
      firstProblem(stepProblems('contact', completeDraft({ role: 'agent' }), three, 'en')),
    ).toBe('agency');
  });

  it('is undefined when nothing is wrong', () => {
    expect(firstProblem({})).toBeUndefined();
    expect(firstProblem(stepProblems('property', completeDraft(), three, 'en'))).toBeUndefined();
  });
});

describe('problemMessage', () => {
  // Type-checked: each dictionary has a message set for every field that can be wrong.
  const errors: Record<'en' | 'sw', ErrorTexts> = { en: en.upload.errors, sw: sw.upload.errors };
  const message = (field: Field, problem: Problem, draft = empty, locale: 'en' | 'sw' = 'en') =>
    problemMessage(field, problem, draft, errors[locale], locale);

  it("gives the field's message for its problem", () => {
    expect(message('type', 'required')).toBe(en.upload.errors.type.required);
    expect(message('phone', 'invalid')).toBe(en.upload.errors.phone.invalid);
    expect(message('price', 'saleInRent')).toBe(en.upload.errors.price.saleInRent);
    expect(message('earbNumber', 'required', empty, 'sw')).toBe(
      sw.upload.errors.earbNumber.required,
    );
  });

  it("says how long a description is and may be, in the page's number format", () => {
    const long = { ...empty, descriptionSw: 'x'.repeat(10_000) };
    expect(message('descriptionSw', 'tooLong', long)).toBe(
      'Shorten the description to 3,000 characters; it has 10,000.',
    );
    expect(message('descriptionSw', 'tooLong', long, 'sw')).toBe(
      'Fupisha maelezo yasizidi herufi 3,000; sasa yana 10,000.',
    );
    // Counted as the record will hold it: invisible characters do not count.
    const hidden = { ...empty, descriptionEn: `${'x'.repeat(3_001)}\u200b\u200b` };
    expect(message('descriptionEn', 'tooLong', hidden)).toContain('it has 3,001.');
    expect(message('descriptionEn', 'required')).toBe(en.upload.errors.description.required);
  });

  it('gives the limits of names and photos', () => {
    expect(message('name', 'tooLong')).toBe('Shorten your name to 100 characters.');
    expect(message('agency', 'tooLong')).toBe('Shorten the agency name to 100 characters.');
    expect(message('photos', 'invalid')).toBe(
      `Choose at most ${MAX_PHOTOS} photos, all of them image files.`,
    );
  });

  it("falls back to the field's own message for a problem it has none for", () => {
    expect(message('bedrooms', 'tooLong')).toBe(en.upload.errors.bedrooms.invalid);
    expect(message('town', 'invalid')).toBe(en.upload.errors.town.required);
  });

  it('has nothing to say about amenities, which cannot be wrong', () => {
    expect(message('amenities', 'invalid')).toBeUndefined();
  });

  it('has a message of its own for every problem the checks find, in both languages', () => {
    const drafts: [ListingDraft, readonly ChosenPhoto[]][] = [
      [empty, []],
      [completeDraft({ role: 'agent', agency: ' ', earbNumber: 'x#' }), photos(MAX_PHOTOS + 1)],
      [completeDraft({ price: '-1', bedrooms: 'two', size: 'big', yearBuilt: '99' }), three],
      [completeDraft({ price: '50,000,000', name: 'a'.repeat(101) }), three],
      [
        completeDraft({
          role: 'agent',
          agency: 'a'.repeat(101),
          earbNumber: ' ',
          bathrooms: '1.5',
        }),
        three,
      ],
      [completeDraft({ descriptionEn: 'x'.repeat(3_001), email: 'a@b', phone: '1' }), three],
      // A plot without its acres, then with acres that are not a size; commercial space without
      // its floor area; a stored style of another type.
      [completeDraft({ type: 'land', acres: '' }), three],
      [completeDraft({ type: 'land', acres: 'a lot' }), three],
      [completeDraft({ type: 'commercial', size: '' }), three],
      [completeDraft({ type: 'apartment', style: 'maisonette' }), three],
    ];
    const seen = new Set<string>();
    for (const [draft, chosen] of drafts)
      for (const locale of ['en', 'sw'] as const)
        for (const step of STEPS) {
          const problems = stepProblems(step.id, draft, chosen, locale);
          for (const field of step.fields) {
            const problem = problems[field];
            if (!problem || field === 'amenities') continue;
            const key =
              field === 'descriptionEn' || field === 'descriptionSw' ? 'description' : field;
            expect(errors[locale][key][problem], `${locale} ${field} ${problem}`).toBeTruthy();
            seen.add(`${key} ${problem}`);
          }
        }
    // The drafts above reach every problem of every field.
    expect([...seen].sort()).toEqual(
      Object.entries(errors.en)
        .flatMap(([key, messages]) => Object.keys(messages).map((problem) => `${key} ${problem}`))
        .sort(),
    );
  });
});
