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
  }));

describe('index extras (what only /compare/ reads)', () => {
  const curated = getListings();
  const listings = [...curated, ...generateListings(60, curated)];
  const extras = buildIndexExtras(sources(listings));

  it("gives back every listing's year built, amenities and agent, row for row", () => {
    for (const [row, l] of listings.entries()) {
      expect(extrasAt(extras, row)).toEqual({
        yearBuilt: l.yearBuilt,
        // In the vocabulary's order, whatever the record's.
        amenities: expect.arrayContaining([...l.amenities]),
        agent: { name: l.agent.name, agency: l.agent.agency, slug: l.slug },
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
    expect(extrasAt(empty, 0)).toEqual({ yearBuilt: undefined, amenities: [], agent: undefined });
  });

  it('reads back what it wrote, through JSON', () => {
    const read = readIndexExtras(JSON.parse(JSON.stringify(extras)), listings.length);
    expect(read).toEqual(extras);
  });

  const refused: [string, unknown, number][] = [
    ['not an object', 'x', 1],
    ['another version', { ...extras, v: 2 }, listings.length],
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
