import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import {
  emptyDraft,
  type ListingDraft,
  newReference,
  oneOf,
  readDraft,
  ROLES,
  toggleAmenity,
  withTown,
  withType,
  writeDraft,
} from '@/lib/upload/draft';

const REF = 'N360-7KQ4MX';

/** A byte source that fills the buffer with the given bytes, repeated as needed. */
const bytes =
  (...values: number[]) =>
  (buffer: Uint8Array) => {
    buffer.forEach((_, i) => (buffer[i] = values[i % values.length]!));
    return buffer;
  };

function filledDraft(): ListingDraft {
  return {
    ...emptyDraft(REF),
    step: 3,
    type: 'house',
    status: 'for_rent',
    bedrooms: '3 ',
    bathrooms: '2',
    size: '120.5',
    yearBuilt: '2019',
    amenities: ['Garden', 'Parking'],
    town: 'Nairobi',
    area: 'Karen',
    price: 'Ksh 180,000',
    descriptionEn: 'A quiet family home.\nBorehole water.',
    descriptionSw: 'Nyumba tulivu ya familia.',
    name: 'Jane Wanjiru',
    role: 'agent',
    phone: '0712 345 678',
    email: 'jane@example.co.ke',
    agency: 'Karen Homes Ltd',
    earbNumber: 'EARB/1234',
  };
}

/** A stored draft: what writeDraft gives, with some fields replaced. */
function stored(fields: Record<string, unknown>): string {
  return JSON.stringify({ ...JSON.parse(writeDraft(filledDraft())), ...fields });
}

function readOk(text: string): ListingDraft {
  const result = readDraft(text);
  if (result.status !== 'ok') throw new Error(`expected ok, got ${result.status}`);
  return result.draft;
}

describe('newReference', () => {
  it('maps each byte to the unambiguous alphabet', () => {
    expect(newReference(bytes(0, 1, 2, 3, 4, 5))).toBe('N360-ABCDEF');
    // 8 skips I; 13 skips O; 24 is the first digit, 2; 31 the last, 9.
    expect(newReference(bytes(8, 13, 24, 31, 32, 255))).toBe('N360-JP29A9');
  });

  it('has the shape the stored draft is checked against', () => {
    for (let seed = 0; seed < 256; seed += 7) {
      const ref = newReference(bytes(seed, seed + 1, seed + 2, seed + 3, seed + 4, seed + 5));
      expect(ref).toMatch(/^N360-[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('asks for exactly six bytes', () => {
    let asked = -1;
    newReference((buffer) => {
      asked = buffer.length;
      return buffer;
    });
    expect(asked).toBe(6);
  });

  it('round-trips through storage: a new draft with a new reference reads back', () => {
    const ref = newReference(bytes(200, 17, 63, 99, 1, 250));
    expect(readOk(writeDraft(emptyDraft(ref)))).toEqual(emptyDraft(ref));
  });
});

describe('readDraft', () => {
  it('reports nothing stored for null', () => {
    expect(readDraft(null)).toEqual({ status: 'none' });
  });

  it.each([
    ['not JSON', '{'],
    ['an empty string', ''],
    ['an array', '[]'],
    ['an array of drafts', `[${writeDraft(emptyDraft(REF))}]`],
    ['a number', '42'],
    ['a string', '"draft"'],
    ['null', 'null'],
    ['true', 'true'],
    ['an object without version', JSON.stringify({ ...emptyDraft(REF) })],
    ['another version', stored({ version: 2 })],
    ['the version as a string', stored({ version: '1' })],
    ['no reference', stored({ ref: undefined })],
    ['a reference that is not ours', stored({ ref: 'ABC-123456' })],
    ['a lower-case reference', stored({ ref: 'n360-7kq4mx' })],
    ['a reference with an ambiguous letter', stored({ ref: 'N360-7KQ4MO' })],
    ['a reference with text around it', stored({ ref: ` ${REF}` })],
    ['a numeric reference', stored({ ref: 360 })],
  ])('reports %s as corrupted', (_, text) => {
    expect(readDraft(text)).toEqual({ status: 'corrupted' });
  });

  it('reads back exactly what writeDraft wrote', () => {
    const draft = filledDraft();
    const text = writeDraft(draft);
    expect(JSON.parse(text)).toMatchObject({ version: 1, ref: REF });
    expect(readDraft(text)).toEqual({ status: 'ok', draft });
  });

  it('reads an empty draft back as empty', () => {
    expect(readOk(writeDraft(emptyDraft(REF)))).toEqual(emptyDraft(REF));
  });

  it('drops each wrong-typed field on its own, keeping the others', () => {
    const draft = readOk(
      stored({
        type: 'castle',
        status: 'sold',
        role: 'landlord',
        bedrooms: 5,
        bathrooms: null,
        size: { m2: 120 },
        yearBuilt: ['2019'],
        town: true,
        descriptionEn: 'x'.repeat(50_000),
      }),
    );
    expect(draft).toEqual({
      ...filledDraft(),
      type: '',
      status: '',
      role: '',
      bedrooms: '',
      bathrooms: '',
      size: '',
      yearBuilt: '',
      town: '',
      descriptionEn: '',
    });
  });

  it('keeps a long text up to 20,000 characters and drops a longer one', () => {
    expect(readOk(stored({ descriptionSw: 'a'.repeat(20_000) })).descriptionSw).toHaveLength(
      20_000,
    );
    expect(readOk(stored({ descriptionSw: 'a'.repeat(20_001) })).descriptionSw).toBe('');
  });

  it('keeps only known amenities, in the vocabulary order, once each', () => {
    expect(
      readOk(stored({ amenities: ['Sauna', 'Parking', 42, null, 'Garden', 'Parking', 'gym'] }))
        .amenities,
    ).toEqual(['Garden', 'Parking']);
    expect(readOk(stored({ amenities: 'Parking' })).amenities).toEqual([]);
    expect(readOk(stored({ amenities: { 0: 'Parking' } })).amenities).toEqual([]);
  });

  it('fills fields missing from the stored draft with empty values', () => {
    expect(readOk(JSON.stringify({ version: 1, ref: REF }))).toEqual(emptyDraft(REF));
  });

  it('ignores fields the draft does not have, __proto__ included', () => {
    const text = stored({ colour: 'blue' }).replace(/^\{/, '{"__proto__":{"polluted":true},');
    expect(text).toContain('"__proto__"');
    const draft = readOk(text);
    expect(draft).toEqual(filledDraft());
    expect(Object.keys(draft)).not.toContain('colour');
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect((draft as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '2'],
    ['null', null],
    ['infinite (stored as null)', Number.POSITIVE_INFINITY],
  ])('restarts at step 0 when the step is %s', (_, step) => {
    expect(readOk(stored({ step })).step).toBe(0);
  });

  it('keeps a whole, non-negative step', () => {
    expect(readOk(stored({ step: 0 })).step).toBe(0);
    expect(readOk(stored({ step: 5 })).step).toBe(5);
  });

  it('keeps hostile text exactly as typed (it is cleaned when sent, not when stored)', () => {
    const hostile = {
      name: '<script>alert("x")</script>',
      descriptionEn: 'Karibu 🏡🇰🇪 — "quotes" & <b>tags</b>',
      descriptionSw: 'abc\u202edcba\u2066x\u2069\u200f',
      agency: "O'Brien & Sons\u0000",
      price: '45,000/=',
    };
    const draft = readOk(writeDraft({ ...filledDraft(), ...hostile }));
    expect(draft).toEqual({ ...filledDraft(), ...hostile });
  });
});

describe('oneOf', () => {
  it('keeps a value of the list, typed as one', () => {
    const type: 'apartment' | 'house' | 'land' | 'commercial' | '' = oneOf(PROPERTY_TYPES, 'house');
    expect(type).toBe('house');
    expect(oneOf(LISTING_STATUSES, 'for_rent')).toBe('for_rent');
    expect(oneOf(ROLES, 'agent')).toBe('agent');
  });

  it('gives none chosen for anything else', () => {
    for (const value of ['House', 'villa', '', ' house', null, 1, ['house'], { house: 1 }])
      expect(oneOf(PROPERTY_TYPES, value)).toBe('');
  });
});

describe('changing the draft', () => {
  it('keeps a style only beside its own type, in the form and from storage', () => {
    const house = { ...emptyDraft(REF), type: 'house' as const, style: 'maisonette' as const };
    expect(withType(house, 'house').style).toBe('maisonette');
    expect(withType(house, 'apartment')).toMatchObject({ type: 'apartment', style: '' });
    expect(withType(house, '')).toMatchObject({ type: '', style: '' });
    const stored = readDraft(writeDraft({ ...house, type: 'land', acres: '0.25' }));
    expect(stored).toMatchObject({
      status: 'ok',
      draft: { type: 'land', style: '', acres: '0.25' },
    });
    // A draft saved before the form asked for style and acres reads them as empty.
    const old = JSON.parse(writeDraft(emptyDraft(REF))) as Record<string, unknown>;
    delete old.style;
    delete old.acres;
    expect(readDraft(JSON.stringify(old))).toMatchObject({ draft: { style: '', acres: '' } });
  });

  it('empties the area when the town changes', () => {
    const draft = withTown(filledDraft(), 'Mombasa');
    expect(draft).toEqual({ ...filledDraft(), town: 'Mombasa', area: '' });
    // The draft it came from is left as it was.
    expect(filledDraft().area).toBe('Karen');
  });

  it('ticks and unticks an amenity, keeping the vocabulary order', () => {
    expect(toggleAmenity([], 'Parking')).toEqual(['Parking']);
    expect(toggleAmenity(['Parking'], 'Garden')).toEqual(['Garden', 'Parking']);
    expect(toggleAmenity(['Garden', 'Parking'], 'Garden')).toEqual(['Parking']);
    expect(toggleAmenity(['Parking'], 'Parking')).toEqual([]);
  });

  it('ignores a value that is not an amenity', () => {
    expect(toggleAmenity(['Parking'], 'Sauna')).toEqual(['Parking']);
    expect(toggleAmenity(['Parking'], 'parking')).toEqual(['Parking']);
  });
});
