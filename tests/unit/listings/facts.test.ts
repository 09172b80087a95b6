import { describe, expect, it } from 'vitest';
import rawTours from '@/data/tours.json';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { getListing, getListings } from '@/lib/listings/data';
import {
  FACT_NAMES,
  factScopeProblem,
  factValue,
  knownFacts,
  type FactTexts,
} from '@/lib/listings/facts';
import { factsSchema, parseListings, withTours, type KenyaFacts } from '@/lib/listings/schema';
import { storedListings } from './stored';

const EN: FactTexts = { facts: en.kenyaFacts, perMonth: en.listing.perMonth };
const SW: FactTexts = { facts: sw.kenyaFacts, perMonth: sw.listing.perMonth };

// The records as the build reads them, one of each kind the rules tell apart.
type Rec = Record<string, unknown> & { slug: string; type: string; status: string };
const records = () => structuredClone(withTours(storedListings, rawTours)) as Rec[];
const find = (all: Rec[], type: string, status: string) =>
  all.find((r) => r.type === type && r.status === status)!;

function parseWith(type: string, status: string, facts: unknown) {
  const all = records();
  const record = find(all, type, status);
  record.facts = facts;
  return { slug: record.slug, parse: () => parseListings(all, 'data/listings/') };
}

describe('listing facts in the data', () => {
  it('has the same names in the schema as in the wording (and so on every page)', () => {
    expect([...FACT_NAMES].sort()).toEqual(Object.keys(factsSchema.shape).sort());
  });

  it('accepts every fact with good values, on a rental apartment', () => {
    const full: KenyaFacts = {
      serviceCharge: 1_000_000,
      depositMonths: 6,
      water: 'both',
      backupPower: 'none',
      title: { kind: 'leasehold', yearsLeft: 999 },
      parkingBays: 20,
      floor: 100,
      furnished: true,
      petsAllowed: false,
    };
    expect(() => parseWith('apartment', 'for_rent', full).parse()).not.toThrow();
    const low = { ...full, serviceCharge: 0, depositMonths: 0, parkingBays: 0, floor: 0 };
    expect(() => parseWith('apartment', 'for_rent', low).parse()).not.toThrow();
  });

  it('accepts each title kind, and a house or a sale with the facts that are theirs', () => {
    for (const title of [{ kind: 'freehold' }, { kind: 'sectional' }])
      expect(() => parseWith('house', 'for_sale', { title }).parse()).not.toThrow();
    expect(() => parseWith('house', 'for_sale', { parkingBays: 4 }).parse()).not.toThrow();
    expect(() => parseWith('apartment', 'for_sale', { floor: 0 }).parse()).not.toThrow();
  });

  it.each<[string, string, string, unknown, string, string]>([
    [
      'fractional service charge',
      'apartment',
      'for_sale',
      { serviceCharge: 5000.5 },
      'serviceCharge',
      'must be a whole number',
    ],
    [
      'negative service charge',
      'apartment',
      'for_sale',
      { serviceCharge: -1 },
      'serviceCharge',
      'must be at least 0',
    ],
    [
      'service charge of a million and one',
      'apartment',
      'for_sale',
      { serviceCharge: 1_000_001 },
      'serviceCharge',
      'must be at most 1000000',
    ],
    [
      'service charge as text',
      'apartment',
      'for_sale',
      { serviceCharge: '5,000' },
      'serviceCharge',
      'expected number',
    ],
    [
      'deposit on a home for sale',
      'apartment',
      'for_sale',
      { depositMonths: 2 },
      'depositMonths',
      'is for rentals only (status is for_sale)',
    ],
    [
      'deposit of seven months',
      'apartment',
      'for_rent',
      { depositMonths: 7 },
      'depositMonths',
      'must be at most 6',
    ],
    [
      'half a month of deposit',
      'apartment',
      'for_rent',
      { depositMonths: 1.5 },
      'depositMonths',
      'must be a whole number',
    ],
    [
      'unknown water source',
      'apartment',
      'for_rent',
      { water: 'river' },
      'water',
      "must be 'county', 'borehole' or 'both'",
    ],
    [
      'unknown backup power',
      'apartment',
      'for_rent',
      { backupPower: 'inverter' },
      'backupPower',
      "must be 'generator', 'solar' or 'none'",
    ],
    [
      'title kind outside the list',
      'house',
      'for_sale',
      { title: { kind: 'customary' } },
      'title.kind',
      "must be an object whose kind is 'freehold', 'leasehold' or 'sectional'",
    ],
    [
      'title as a bare word',
      'house',
      'for_sale',
      { title: 'freehold' },
      'title',
      "must be an object whose kind is 'freehold'",
    ],
    [
      'leasehold without years left',
      'house',
      'for_sale',
      { title: { kind: 'leasehold' } },
      'title.yearsLeft',
      'is missing',
    ],
    [
      'leasehold with no years left',
      'house',
      'for_sale',
      { title: { kind: 'leasehold', yearsLeft: 0 } },
      'title.yearsLeft',
      'must be at least 1',
    ],
    [
      'leasehold of a thousand years',
      'house',
      'for_sale',
      { title: { kind: 'leasehold', yearsLeft: 1000 } },
      'title.yearsLeft',
      'must be at most 999',
    ],
    [
      'years left on a freehold',
      'house',
      'for_sale',
      { title: { kind: 'freehold', yearsLeft: 50 } },
      'title',
      'Unrecognized key: "yearsLeft"',
    ],
    [
      '21 parking bays',
      'house',
      'for_sale',
      { parkingBays: 21 },
      'parkingBays',
      'must be at most 20',
    ],
    [
      'negative parking',
      'house',
      'for_sale',
      { parkingBays: -1 },
      'parkingBays',
      'must be at least 0',
    ],
    [
      'floor of a house',
      'house',
      'for_sale',
      { floor: 1 },
      'floor',
      'is for apartments and commercial space only (type is house)',
    ],
    ['floor below ground', 'apartment', 'for_sale', { floor: -1 }, 'floor', 'must be at least 0'],
    ['floor 101', 'apartment', 'for_sale', { floor: 101 }, 'floor', 'must be at most 100'],
    [
      'furnished as text',
      'apartment',
      'for_rent',
      { furnished: 'yes' },
      'furnished',
      'must be true or false',
    ],
    [
      'pets as a number',
      'apartment',
      'for_rent',
      { petsAllowed: 1 },
      'petsAllowed',
      'must be true or false',
    ],
    [
      'a fact the schema does not know',
      'apartment',
      'for_rent',
      { gas: 'piped' },
      '',
      'Unrecognized key: "gas"',
    ],
    [
      'an empty facts object',
      'apartment',
      'for_rent',
      {},
      '',
      'must give at least one fact, or be left out',
    ],
    ['facts that are no object', 'apartment', 'for_rent', 'furnished', '', 'expected object'],
  ])('refuses %s, naming the listing and the field', (_, type, status, facts, field, message) => {
    const { slug, parse } = parseWith(type, status, facts);
    const name = field ? `facts.${field}` : 'facts';
    expect(parse).toThrow(`listing "${slug}", field "${name}": `);
    expect(parse).toThrow(message);
  });

  it('reports every bad fact of a record at once', () => {
    const { slug, parse } = parseWith('apartment', 'for_rent', {
      serviceCharge: -5,
      water: 'well',
      parkingBays: 2.5,
    });
    for (const field of ['serviceCharge', 'water', 'parkingBays'])
      expect(parse).toThrow(`listing "${slug}", field "facts.${field}"`);
  });
});

describe('the curated listings', () => {
  const all = getListings();

  it('give facts on every home but one, so pages show both states', () => {
    const without = all.filter((l) => l.facts === undefined).map((l) => l.slug);
    expect(without).toEqual(['studio-apartment-westlands']);
  });

  it('give apartments a sectional title and a floor, and rentals a deposit', () => {
    for (const l of all.filter((l) => l.facts)) {
      // A unit type of a development spans floors; its listing names none.
      if (l.type === 'apartment' && !l.unit) {
        expect(l.facts?.title, l.slug).toEqual({ kind: 'sectional' });
        expect(l.facts?.floor, l.slug).toBeGreaterThan(0);
      }
      if (l.status === 'for_rent') expect(l.facts?.depositMonths, l.slug).toBeGreaterThan(0);
    }
  });

  it('have one home with every fact, to show the whole table', () => {
    const full = getListing('penthouse-riverside')!;
    expect(Object.keys(full.facts ?? {}).sort()).toEqual([...FACT_NAMES].sort());
  });
});

describe('factScopeProblem', () => {
  it('keeps deposits to rentals and floors to apartments', () => {
    const home = (type: 'apartment' | 'house', status: 'for_sale' | 'for_rent') => ({
      type,
      status,
    });
    expect(factScopeProblem('depositMonths', home('house', 'for_rent'))).toBeNull();
    expect(factScopeProblem('depositMonths', home('apartment', 'for_sale'))).toBe('rentalsOnly');
    expect(factScopeProblem('floor', home('apartment', 'for_sale'))).toBeNull();
    expect(factScopeProblem('floor', home('house', 'for_rent'))).toBe('apartmentsOnly');
    for (const name of FACT_NAMES.filter((n) => n !== 'depositMonths' && n !== 'floor'))
      expect(factScopeProblem(name, home('house', 'for_sale')), name).toBeNull();
  });
});

describe('facts in words', () => {
  const full: KenyaFacts = {
    serviceCharge: 18_000,
    depositMonths: 2,
    water: 'both',
    backupPower: 'solar',
    title: { kind: 'leasehold', yearsLeft: 73 },
    parkingBays: 2,
    floor: 8,
    furnished: true,
    petsAllowed: false,
  };

  it('writes every fact in English, money with the site formatter', () => {
    expect(knownFacts(full, EN)).toEqual([
      { name: 'serviceCharge', label: 'Service charge', value: 'Ksh\u00a018,000/month' },
      { name: 'depositMonths', label: 'Deposit', value: "2 months' rent" },
      { name: 'water', label: 'Water', value: 'County mains and borehole' },
      { name: 'backupPower', label: 'Backup power', value: 'Solar' },
      { name: 'title', label: 'Title', value: 'Leasehold, 73 years left' },
      { name: 'parkingBays', label: 'Parking bays', value: '2' },
      { name: 'floor', label: 'Floor', value: 'Floor 8' },
      { name: 'furnished', label: 'Furnishing', value: 'Furnished' },
      { name: 'petsAllowed', label: 'Pets', value: 'Not allowed' },
    ]);
  });

  it('writes every fact in Swahili', () => {
    expect(knownFacts(full, SW).map((f) => [f.label, f.value])).toEqual([
      ['Ada ya huduma', 'Ksh\u00a018,000/mwezi'],
      ['Amana', 'Kodi ya miezi 2'],
      ['Maji', 'Bomba la kaunti na kisima'],
      ['Umeme wa akiba', 'Nishati ya jua'],
      ['Hatimiliki', 'Umiliki wa kukodi, imebaki miaka 73'],
      ['Nafasi za maegesho', '2'],
      ['Ghorofa', 'Ghorofa ya 8'],
      ['Samani', 'Ina samani'],
      ['Wanyama vipenzi', 'Hawaruhusiwi'],
    ]);
  });

  it('says zero, one and the other kinds in words', () => {
    const zero = { serviceCharge: 0, depositMonths: 0, parkingBays: 0, floor: 0 };
    expect(knownFacts(zero, EN).map((f) => f.value)).toEqual([
      'None',
      'No deposit',
      'None',
      'Ground floor',
    ]);
    expect(knownFacts(zero, SW).map((f) => f.value)).toEqual([
      'Hakuna',
      'Hakuna amana',
      'Hakuna',
      'Ghorofa ya chini',
    ]);
    const one = { depositMonths: 1, parkingBays: 1, title: { kind: 'leasehold', yearsLeft: 1 } };
    expect(knownFacts(one as KenyaFacts, EN).map((f) => f.value)).toEqual([
      "1 month's rent",
      'Leasehold, 1 year left',
      '1',
    ]);
    expect(knownFacts(one as KenyaFacts, SW).map((f) => f.value)).toEqual([
      'Kodi ya mwezi 1',
      'Umiliki wa kukodi, umebaki mwaka 1',
      '1',
    ]);
    expect(factValue('title', { title: { kind: 'freehold' } }, EN)).toBe('Freehold');
    expect(factValue('title', { title: { kind: 'sectional' } }, SW)).toBe(
      'Umiliki wa sehemu ya jengo',
    );
    expect(factValue('water', { water: 'county' }, EN)).toBe('County mains');
    expect(factValue('water', { water: 'borehole' }, SW)).toBe('Kisima');
    expect(factValue('backupPower', { backupPower: 'generator' }, SW)).toBe('Jenereta');
    expect(factValue('backupPower', { backupPower: 'none' }, EN)).toBe('None');
    expect(factValue('furnished', { furnished: false }, SW)).toBe('Haina samani');
    expect(factValue('petsAllowed', { petsAllowed: true }, SW)).toBe('Wanaruhusiwa');
  });

  it('leaves out what is not given, and gives nothing for a listing without facts', () => {
    expect(knownFacts({ water: 'county' }, EN).map((f) => f.name)).toEqual(['water']);
    expect(knownFacts(undefined, EN)).toEqual([]);
    expect(factValue('floor', { water: 'county' }, EN)).toBeUndefined();
  });
});
