import fc from 'fast-check';
import { en } from '@/lib/i18n/en';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@/lib/listings/schema';
import { FILTER_KEYS, parseFilters } from '@/lib/search/filters';
import { buildSearchIndex } from '@/lib/search/search-index';
import { parseSort, SORT_KEYS, type SortKey } from '@/lib/search/sort';
import { formatKes } from '@/lib/site/format';
import { MAX_SEARCH_QUERY } from '@/lib/saved/limits';
import {
  cleanSavedQuery,
  countNew,
  defaultSearchName,
  newestListed,
  newSearchId,
  savedSearchRows,
  type SearchNameTexts,
} from '@/lib/saved/searches';
import { readList, type SavedSearch, writeList } from '@/lib/saved/stored';

/** A stored search with this query. */
const search = (query: string): SavedSearch => ({
  id: 'id-1',
  name: 'A search',
  query,
  savedAt: 1,
  seenThrough: '',
});

describe('cleanSavedQuery', () => {
  it('writes one search one way: filters in a stable order, then the sort', () => {
    const clean = 'location=Kilimani&bedrooms=3';
    expect(cleanSavedQuery('bedrooms=3&location=Kilimani')).toBe(clean);
    expect(cleanSavedQuery('location=Kilimani&bedrooms=3&junk=1')).toBe(clean);
    expect(cleanSavedQuery('?bedrooms=3&location=%20Kilimani%20')).toBe(clean);
    expect(cleanSavedQuery('bedrooms=3+&location=Kilimani&bedrooms=1')).toBe(clean);
    expect(
      cleanSavedQuery(
        'sort=newest&status=for_sale&type=house&maxPrice=20,000,000&minPrice=5000000&location=Karen',
      ),
    ).toBe(
      'location=Karen&minPrice=5000000&maxPrice=20000000&type=house&status=for_sale&sort=newest',
    );
    expect(cleanSavedQuery('bounds=36.7,-1.4,36.9,-1.2&sort=price-asc')).toBe(
      'bounds=36.7%2C-1.4%2C36.9%2C-1.2&sort=price-asc',
    );
  });

  it('keeps no sort for Recommended, nor an unknown one', () => {
    expect(cleanSavedQuery('location=Karen&sort=recommended')).toBe('location=Karen');
    expect(cleanSavedQuery('location=Karen&sort=cheapest')).toBe('location=Karen');
    expect(cleanSavedQuery('sort=newest&sort=price-asc')).toBe('sort=newest');
  });

  it('drops values that are not real filters', () => {
    for (const hostile of [
      'minPrice=-1',
      'minPrice=0',
      'maxPrice=1e9',
      'maxPrice=javascript:alert(1)',
      'bedrooms=abc',
      'bedrooms=-2',
      'type=villa',
      'type=%3Cscript%3E',
      'status=sold',
      'bounds=1,2,3',
      'bounds=0,0,500,500',
      'sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '__proto__=x',
      'constructor=1',
      'location=',
      'location=%20%20',
      '',
      '?',
      '&&&',
      '%E0%A4%A',
    ]) {
      expect(cleanSavedQuery(hostile), hostile).toBe('');
    }
  });

  it('keeps free text only as an encoded location', () => {
    const clean = cleanSavedQuery('location=<script>alert(1)</script>&onload=x')!;
    expect(clean).not.toMatch(/[<>]/);
    expect(clean.startsWith('location=')).toBe(true);
    expect(parseFilters(clean)).toEqual({ location: '<script>alert(1)</script>' });
    expect(cleanSavedQuery(`location=${'k'.repeat(300)}`)).toBe(`location=${'k'.repeat(100)}`);
  });

  it(`refuses a query longer than ${MAX_SEARCH_QUERY} characters`, () => {
    const at = (n: number) => `location=${'a'.repeat(n - 'location='.length)}`;
    expect(at(MAX_SEARCH_QUERY)).toHaveLength(MAX_SEARCH_QUERY);
    expect(cleanSavedQuery(at(MAX_SEARCH_QUERY))).toBe(`location=${'a'.repeat(100)}`);
    expect(cleanSavedQuery(`?${at(MAX_SEARCH_QUERY)}`)).toBe(`location=${'a'.repeat(100)}`);
    expect(cleanSavedQuery(at(MAX_SEARCH_QUERY + 1))).toBeUndefined();
    expect(cleanSavedQuery(`location=Karen&junk=${'x'.repeat(MAX_SEARCH_QUERY)}`)).toBeUndefined();
  });

  describe('on generated queries (property)', () => {
    const price = fc.oneof(
      fc.integer({ min: 0, max: 300_000_000_000 }).map(String),
      fc.constantFrom('1,000', '2.50', '10.5', '-5', 'abc', '', ' 7 ', '1e5'),
    );
    const params = fc.record(
      {
        location: fc.oneof(
          fc.constantFrom('Kilimani', ' Karen ', 'Nyali,  Mombasa', '', '<b>', 'a&b=c'),
          fc.string({ maxLength: 40 }),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
        ),
        minPrice: price,
        maxPrice: price,
        bedrooms: fc.constantFrom('', '0', '1', '3', '4+', '9', 'x'),
        type: fc.constantFrom('', 'apartment', 'house', 'villa'),
        status: fc.constantFrom('', 'for_sale', 'for_rent', 'sold'),
        bounds: fc.constantFrom('', '36.7,-1.4,36.9,-1.2', '1,2,3', '36.71234567,-1.4,36.9,-1.2'),
        sort: fc.constantFrom('', 'junk', ...SORT_KEYS),
        junk: fc.string({ maxLength: 10 }),
      },
      { requiredKeys: [] },
    );
    /** A query string as the listings page gives it (URLSearchParams.toString), any order. */
    const query = fc.tuple(params, fc.boolean()).map(([record, reverse]) => {
      const entries = Object.entries(record);
      return new URLSearchParams(reverse ? entries.reverse() : entries).toString();
    });

    it('keeps exactly the filters and sort the query asks for, in a stable order', () => {
      fc.assert(
        fc.property(query, fc.boolean(), (q, mark) => {
          const clean = cleanSavedQuery(mark ? `?${q}` : q);
          if (q.length > MAX_SEARCH_QUERY) return expect(clean).toBeUndefined();
          expect(clean).toBeDefined();
          expect(parseFilters(clean!)).toEqual(parseFilters(q));
          expect(parseSort(clean!)).toBe(parseSort(q));
          const keys = [...new URLSearchParams(clean).keys()];
          const order = [...FILTER_KEYS, 'sort'] as string[];
          expect(keys.map((k) => order.indexOf(k))).toEqual(
            keys.map((k) => order.indexOf(k)).sort((a, b) => a - b),
          );
          expect(new Set(keys).size).toBe(keys.length);
        }),
        { numRuns: 1000 },
      );
    });

    it('is stable: a cleaned query cleans to itself, and survives storage', () => {
      fc.assert(
        fc.property(query, (q) => {
          const clean = cleanSavedQuery(q);
          if (clean === undefined) return;
          expect(cleanSavedQuery(clean)).toBe(clean);
          const stored = writeList('searches', [search(clean)]);
          expect(readList('searches', stored).items.map((s) => s.query)).toEqual([clean]);
        }),
        { numRuns: 1000 },
      );
    });
  });

  // The saved query is cleaned again every time the list is read (readSearch in stored.ts), so
  // a cleaned query that does not clean to itself changes, or is lost, once it is stored.
  it('is stable for a location written without percent-encoding (stored searches survive)', () => {
    const q = `location=${'é'.repeat(100)}`;
    const clean = cleanSavedQuery(q);
    expect(clean).toBeDefined();
    expect(cleanSavedQuery(clean!)).toBe(clean);
    const stored = writeList('searches', [search(clean!)]);
    expect(readList('searches', stored).items.map((s) => s.query)).toEqual([clean]);
  });

  it('is stable for a price written with many decimals (the saved search keeps its meaning)', () => {
    const clean = cleanSavedQuery('maxPrice=0.0000001');
    expect(clean).toBeDefined();
    expect(cleanSavedQuery(clean!)).toBe(clean);
    expect(parseFilters(clean!)).toEqual(parseFilters('maxPrice=0.0000001'));
  });
});

const TEXTS: SearchNameTexts = {
  anywhere: 'Anywhere',
  forSale: 'For Sale',
  forRent: 'For Rent',
  apartment: 'Apartment',
  house: 'House',
  land: en.listing.land,
  commercial: en.listing.commercial,
  styles: en.listing.styles,
  acre: en.listing.acre,
  acres: en.listing.acres,
  floorArea: en.listing.floorArea,
  bedsAtLeast: '{n}+ beds',
  priceFrom: 'from {price}',
  priceTo: 'up to {price}',
  mapArea: 'Map area',
  noUnderOffer: 'not under offer',
  offPlanOnly: en.saveSearch.offPlanOnly,
  offPlanHidden: en.saveSearch.offPlanHidden,
  near: 'near {place}, {km} km',
  keyFacts: 'Key facts',
  sorted: Object.fromEntries(SORT_KEYS.map((key) => [key, `Sorted ${key}`])) as Record<
    SortKey,
    string
  >,
};

describe('defaultSearchName', () => {
  it('names a search by its place and filters, in a fixed order', () => {
    expect(
      defaultSearchName('bedrooms=3&type=apartment&status=for_sale&location=Kilimani', TEXTS),
    ).toBe('Kilimani · For Sale · Apartment · 3+ beds');
    expect(defaultSearchName('status=for_rent&type=house', TEXTS)).toBe(
      'Anywhere · For Rent · House',
    );
    expect(defaultSearchName('bedrooms=7', TEXTS)).toBe('Anywhere · 4+ beds');
  });

  it('says when homes under offer are hidden, and ignores any other value', () => {
    expect(defaultSearchName('location=Karen&underOffer=hide', TEXTS)).toBe(
      'Karen · not under offer',
    );
    expect(defaultSearchName('underOffer=show', TEXTS)).toBe('Anywhere');
    expect(defaultSearchName('underOffer=HIDE', TEXTS)).toBe('Anywhere');
  });

  it('quotes the keywords first, and names the place and the Key facts', () => {
    expect(
      defaultSearchName('q=borehole%20gated&near=nairobi/westlands&within=5&pets=1', TEXTS),
    ).toBe('“borehole gated” · Anywhere · near westlands, 5 km · Key facts');
    expect(defaultSearchName('near=strathmore-university', TEXTS)).toBe(
      'Anywhere · near strathmore university, 2 km',
    );
  });

  it('says where nothing is chosen', () => {
    expect(defaultSearchName('', TEXTS)).toBe('Anywhere');
    expect(defaultSearchName('junk=1&type=villa&sort=recommended', TEXTS)).toBe('Anywhere');
  });

  it('writes prices in shillings, the map area and a chosen sort', () => {
    const name = defaultSearchName(
      'minPrice=50000&maxPrice=1,500,000&bounds=36.7,-1.4,36.9,-1.2&sort=price-asc',
      TEXTS,
    );
    expect(name).toBe(
      `Anywhere · from ${formatKes(50_000)} · up to ${formatKes(1_500_000)} · Map area · Sorted price-asc`,
    );
    expect(name).toMatch(/from Ksh\u00a050,000 · up to Ksh\u00a01,500,000/);
  });

  it('uses the texts it is given', () => {
    const sw: SearchNameTexts = {
      ...TEXTS,
      anywhere: 'Popote',
      forRent: 'Ya Kupanga',
      bedsAtLeast: 'vyumba {n}+',
    };
    expect(defaultSearchName('status=for_rent&bedrooms=2', sw)).toBe(
      'Popote · Ya Kupanga · vyumba 2+',
    );
  });
});

const listing = (slug: string, fields: Partial<ListingSummary>): ListingSummary => ({
  slug,
  title: `Home ${slug}`,
  price: 100_000,
  currency: 'KES',
  location: 'Kilimani, Nairobi',
  bedrooms: 2,
  bathrooms: 1,
  type: 'apartment',
  status: 'for_rent',
  image: '/photos/a/1.jpg',
  hasVideo: false,
  has360: false,
  listedAt: '2026-01-01',
  verifiedAt: '2026-03-01',
  position: { latitude: -1.29, longitude: 36.78 },
  ...fields,
});

describe('saved searches against the search index', () => {
  const index = buildSearchIndex([
    listing('kili-a', { bedrooms: 3, status: 'for_sale', listedAt: '2026-01-10' }),
    listing('kili-b', { bedrooms: 2, listedAt: '2026-02-20' }),
    listing('karen-c', {
      location: 'Karen, Nairobi',
      bedrooms: 4,
      status: 'for_sale',
      listedAt: '2026-02-01',
    }),
    listing('kili-d', { bedrooms: 3, listedAt: '2026-02-20', verifiedAt: '2026-02-25' }),
    listing('nyali-e', { location: 'Nyali, Mombasa', bedrooms: 1, listedAt: '2025-12-31' }),
  ]);

  it('savedSearchRows finds the rows the query asks for', () => {
    expect(savedSearchRows(index, '')).toEqual([0, 1, 2, 3, 4]);
    expect(savedSearchRows(index, 'location=Kilimani')).toEqual([0, 1, 3]);
    expect(savedSearchRows(index, 'location=kilimani&bedrooms=3')).toEqual([0, 3]);
    expect(savedSearchRows(index, 'location=Nairobi&status=for_sale')).toEqual([0, 2]);
    expect(savedSearchRows(index, 'location=Nowhere')).toEqual([]);
    expect(savedSearchRows(index, 'junk=1&bedrooms=x')).toEqual([0, 1, 2, 3, 4]);
  });

  it('newestListed gives the newest listing date among the rows', () => {
    expect(newestListed(index, [0, 1, 3])).toBe('2026-02-20');
    expect(newestListed(index, [0, 2])).toBe('2026-02-01');
    expect(newestListed(index, [4])).toBe('2025-12-31');
    expect(newestListed(index, [4, 0])).toBe('2026-01-10');
    expect(newestListed(index, [])).toBe('');
  });

  it('countNew counts the rows listed after the date seen; all of them when none was seen', () => {
    const all = [0, 1, 2, 3, 4];
    expect(countNew(index, all, '')).toBe(5);
    expect(countNew(index, [0, 1, 3], '')).toBe(3);
    expect(countNew(index, all, '2025-12-31')).toBe(4);
    expect(countNew(index, all, '2026-01-10')).toBe(3);
    expect(countNew(index, all, '2026-02-19')).toBe(2);
    expect(countNew(index, all, '2026-02-20')).toBe(0);
    expect(countNew(index, all, '2026-12-31')).toBe(0);
    expect(countNew(index, [], '')).toBe(0);
  });

  it('a search opened now shows no new homes until one is listed later', () => {
    const rows = savedSearchRows(index, 'location=Kilimani');
    const seen = newestListed(index, rows);
    expect(countNew(index, rows, seen)).toBe(0);
    const later = buildSearchIndex([
      listing('kili-a', { listedAt: '2026-01-10' }),
      listing('kili-new', { listedAt: '2026-02-21', verifiedAt: '2026-03-05' }),
    ]);
    expect(countNew(later, savedSearchRows(later, 'location=Kilimani'), seen)).toBe(1);
  });
});

describe('newSearchId', () => {
  it('joins the time and the randomness in base 36', () => {
    expect(newSearchId(0, 0)).toBe('0-0');
    expect(newSearchId(36, 0.5)).toBe(`10-${(500_000_000).toString(36)}`);
    expect(newSearchId(1_767_225_600_000, 0.123456789)).toBe(
      `${(1_767_225_600_000).toString(36)}-${(123_456_789).toString(36)}`,
    );
  });

  it('is an id the stored list accepts, and differs with the randomness', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (now, r1, r2) => {
          const id = newSearchId(now, r1);
          expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
          expect(id.length).toBeLessThanOrEqual(40);
          const saved = { ...search('location=Karen'), id };
          expect(readList('searches', writeList('searches', [saved])).items).toEqual([saved]);
          if (Math.floor(r1 * 1e9) !== Math.floor(r2 * 1e9)) {
            expect(newSearchId(now, r2)).not.toBe(id);
          }
        },
      ),
    );
  });
});
