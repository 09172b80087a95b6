import { describe, expect, it } from 'vitest';
import { getListings, toSummary } from '@/lib/listings/data';
import { generateListings } from '@/lib/listings/sample';
import {
  buildIndexExtras,
  extrasAt,
  readIndexExtras,
  rowsBySlug,
  type ExtrasSource,
} from '@/lib/search/index-extras';
import { buildSearchIndex, SearchIndexError } from '@/lib/search/search-index';

const sources = (listings: ReturnType<typeof getListings>): ExtrasSource[] =>
  listings.map((l) => ({
    yearBuilt: l.yearBuilt,
    amenities: l.amenities,
    agent: { name: l.agent.name, agency: l.agent.agency, slug: l.slug },
    facts: l.facts,
  }));

describe('index extras (what only /compare/ reads)', () => {
  const curated = getListings();
  const listings = [...curated, ...generateListings(60, curated)];
  const extras = buildIndexExtras(sources(listings));

  it("gives back every listing's year built, amenities, agent and facts, row for row", () => {
    for (const [row, l] of listings.entries()) {
      expect(extrasAt(extras, row)).toStrictEqual({
        yearBuilt: l.yearBuilt,
        // In the vocabulary's order, whatever the record's.
        amenities: expect.arrayContaining([...l.amenities]),
        agent: { name: l.agent.name, agency: l.agent.agency, slug: l.slug },
        // Exactly the facts given: none made up, none dropped.
        facts: l.facts ?? {},
      });
      expect(extrasAt(extras, row).amenities).toHaveLength(l.amenities.length);
    }
  });

  it('stores each agent once', () => {
    const distinct = new Set(
      listings.map((l) => JSON.stringify([l.agent.name, l.agent.agency, l.slug])),
    );
    expect(extras.agents).toHaveLength(distinct.size);
  });

  it('says nothing it does not know', () => {
    const empty = buildIndexExtras([{}]);
    expect(extrasAt(empty, 0)).toEqual({
      yearBuilt: undefined,
      amenities: [],
      agent: undefined,
      facts: {},
    });
    expect(Object.values(empty.facts).flat()).toEqual([-1, -1, -1, -1, -1, 0, -1, -1, -1, -1]);
  });

  it('keeps zeros and noes, which are answers, apart from facts not given', () => {
    const given = [
      { serviceCharge: 0, parkingBays: 0, floor: 0, furnished: false, petsAllowed: false },
      { depositMonths: 0, title: { kind: 'leasehold' as const, yearsLeft: 1 } },
      {
        water: 'county' as const,
        backupPower: 'none' as const,
        title: { kind: 'freehold' as const },
      },
    ];
    const built = buildIndexExtras(given.map((facts) => ({ facts })));
    given.forEach((facts, row) => expect(extrasAt(built, row).facts).toStrictEqual(facts));
  });

  it('reads back what it wrote, through JSON', () => {
    const read = readIndexExtras(JSON.parse(JSON.stringify(extras)), listings.length);
    expect(read).toEqual(extras);
  });

  const refused: [string, unknown, number][] = [
    ['not an object', 'x', 1],
    ['an older version', { ...extras, v: 1 }, listings.length],
    ['another index (row count)', extras, listings.length + 1],
    ['a short column', { ...extras, yearBuilt: extras.yearBuilt.slice(1) }, listings.length],
    ['an agent out of range', { ...extras, agent: extras.agent.map(() => 9999) }, listings.length],
    [
      'amenity bits out of range',
      { ...extras, amenities: extras.amenities.map(() => 1 << 12) },
      listings.length,
    ],
    ['a damaged agent', { ...extras, agents: [[1, 2, 3]] }, listings.length],
    ['a negative year', { ...extras, yearBuilt: extras.yearBuilt.map(() => -1) }, listings.length],
    ['no facts (a file of version 1)', { ...extras, facts: undefined }, listings.length],
    [
      'a missing fact column',
      { ...extras, facts: { ...extras.facts, floor: undefined } },
      listings.length,
    ],
    [
      'a short fact column',
      { ...extras, facts: { ...extras.facts, water: extras.facts.water.slice(1) } },
      listings.length,
    ],
    [
      'a water source outside the vocabulary',
      { ...extras, facts: { ...extras.facts, water: extras.facts.water.map(() => 3) } },
      listings.length,
    ],
    [
      'a service charge below unknown',
      {
        ...extras,
        facts: { ...extras.facts, serviceCharge: extras.facts.serviceCharge.map(() => -2) },
      },
      listings.length,
    ],
    [
      'a fractional deposit',
      {
        ...extras,
        facts: { ...extras.facts, depositMonths: extras.facts.depositMonths.map(() => 1.5) },
      },
      listings.length,
    ],
    [
      'pets as neither yes, no nor unknown',
      { ...extras, facts: { ...extras.facts, petsAllowed: extras.facts.petsAllowed.map(() => 2) } },
      listings.length,
    ],
    [
      'a leasehold without years left',
      {
        ...extras,
        facts: {
          ...extras.facts,
          title: extras.facts.title.map(() => 1),
          yearsLeft: extras.facts.yearsLeft.map(() => 0),
        },
      },
      listings.length,
    ],
    [
      'years left on a freehold',
      {
        ...extras,
        facts: {
          ...extras.facts,
          title: extras.facts.title.map(() => 0),
          yearsLeft: extras.facts.yearsLeft.map(() => 50),
        },
      },
      listings.length,
    ],
  ];
  for (const [name, data, count] of refused) {
    it(`refuses ${name}`, () => {
      expect(() => readIndexExtras(data, count)).toThrow(SearchIndexError);
    });
  }

  it("finds each slug's row of the search index", () => {
    const index = buildSearchIndex(listings.map((l) => toSummary(l, 'en')));
    const rows = rowsBySlug(index);
    expect(rows.size).toBe(listings.length);
    for (const [row, l] of listings.entries()) expect(rows.get(l.slug)).toBe(row);
  });
});
