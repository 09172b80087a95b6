import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilters } from '@/lib/search/filters';
import { filterListings, matchesFilters } from '@/lib/search/match';
import type { ListingSummary } from '@/lib/listings/schema';
import { getListings, toSummary } from '@/lib/listings/data';
import { generateListings } from '@/lib/listings/sample';
import {
  buildSearchIndex,
  packSlug,
  readSearchIndex,
  searchIndex,
  SearchIndexError,
  summaryAt,
  unpackSlug,
} from '@/lib/search/search-index';
import { isoDate } from '@/lib/listings/dates';
import { titleSlug } from '@/lib/listings/slug';
import { STYLES_BY_TYPE } from '@/lib/listings/kinds';

const summary: fc.Arbitrary<ListingSummary> = fc
  .record({
    slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    // Titles that give the slug, or part of it, as real titles do, and arbitrary ones.
    title: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('Modern 2 Bedroom Flat in Kilimani', 'A', '--', 'Café 3', 'x-1'),
    ),
    price: fc.integer({ min: 1, max: 200_000_000 }),
    location: fc.constantFrom(
      'Kilimani, Nairobi',
      'Karen, Nairobi',
      'Nyali, Mombasa',
      'Milimani, Kisumu',
      'Milimani, Nakuru',
      'Ruaka, Kiambu',
      'ÇAĞLAYAN, İzmir',
    ),
    bedrooms: fc.integer({ min: 0, max: 9 }),
    bathrooms: fc.integer({ min: 0, max: 9 }),
    size: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    type: fc.constantFrom('apartment' as const, 'house' as const),
    status: fc.constantFrom('for_sale' as const, 'for_rent' as const),
    image: fc.constantFrom('/photos/a/1.jpg', '/photos/b/2.jpg', '/photos/c/1.jpg'),
    hasVideo: fc.boolean(),
    has360: fc.boolean(),
    underOffer: fc.boolean(),
    offPlan: fc.constantFrom(undefined, 'off_plan' as const, 'under_construction' as const),
    // Dates from 2020 to 2026, listed on or before the day verified.
    listedDays: fc.integer({ min: 18_262, max: 20_600 }),
    verifiedAfter: fc.integer({ min: 0, max: 400 }),
    // Approximate positions have 4 decimals (lib/map/position.ts).
    position: fc.record({
      latitude: fc.integer({ min: -47_200, max: 50_400 }).map((n) => n / 1e4),
      longitude: fc.integer({ min: 339_000, max: 419_100 }).map((n) => n / 1e4),
    }),
  })
  .map(({ listedDays, verifiedAfter, ...record }) => ({
    ...record,
    listedAt: isoDate(listedDays),
    verifiedAt: isoDate(listedDays + verifiedAfter),
  }))
  .chain((record) =>
    // Half the slugs derive from the title (plain or with a suffix), as on a real site.
    fc.constantFrom('own', 'title', 'suffix').map((kind) =>
      kind === 'own' || titleSlug(record.title) === ''
        ? record
        : {
            ...record,
            slug:
              kind === 'title'
                ? titleSlug(record.title)
                : `${titleSlug(record.title)}-${record.slug}`,
          },
    ),
  )
  .chain((record) =>
    // A style of its own type, or none, as validated records have (lib/listings/kinds.ts).
    fc
      .option(fc.constantFrom(...STYLES_BY_TYPE[record.type]), { nil: undefined })
      .map((style) => ({ ...record, style })),
  )
  .map(({ size, underOffer, style, ...rest }) => ({
    ...rest,
    currency: 'KES' as const,
    ...(size === undefined ? {} : { size }),
    ...(style === undefined ? {} : { style }),
    // Only a home under offer carries the flag, as toSummary gives it.
    ...(underOffer ? { underOffer: true as const } : {}),
  }));

const query = fc
  .record(
    {
      location: fc.constantFrom('', 'kili', 'NAIROBI', 'milimani', 'x', ' Karen ', 'i̇zmir', 'ı'),
      minPrice: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 200_000_000 }).map(String)),
      maxPrice: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 200_000_000 }).map(String)),
      bedrooms: fc.constantFrom('', '0', '1', '2', '3', '4', '4+', '7'),
      type: fc.constantFrom('', 'apartment', 'house', 'villa'),
      style: fc.constantFrom('', 'maisonette', 'flat', 'penthouse', 'villa', 'office', '<b>'),
      status: fc.constantFrom('', 'for_sale', 'for_rent', 'sold'),
      underOffer: fc.constantFrom('', 'hide', 'show', 'HIDE', '1', 'hide '),
      offPlan: fc.constantFrom('', 'only', 'hide', ' ONLY', '<script>', 'yes'),
    },
    { requiredKeys: [] },
  )
  .map((params) => new URLSearchParams(params as Record<string, string>).toString());

/** The index as the browser gets it: through JSON text and the reader's checks. */
const shipped = (listings: readonly ListingSummary[]) =>
  readSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(listings))));

describe('search index', () => {
  it('carries under offer as one bit of a column it already had, and hides such homes on request', () => {
    const home = (slug: string, underOffer: boolean): ListingSummary => ({
      slug,
      title: slug,
      price: 100_000,
      currency: 'KES',
      location: 'Kilimani, Nairobi',
      bedrooms: 2,
      bathrooms: 1,
      type: 'apartment',
      status: 'for_rent',
      image: '/photos/a/1.jpg',
      hasVideo: true,
      has360: false,
      listedAt: '2026-11-01',
      verifiedAt: '2026-11-20',
      position: { latitude: -1.29, longitude: 36.78 },
      ...(underOffer ? { underOffer: true as const } : {}),
    });
    const index = shipped([home('a', false), home('b', true), home('c', false)]);
    expect(index.flags).toEqual([1, 5, 1]);
    expect(summaryAt(index, 1).underOffer).toBe(true);
    expect(summaryAt(index, 0)).not.toHaveProperty('underOffer');
    expect(searchIndex(index, parseFilters(''))).toEqual([0, 1, 2]);
    expect(searchIndex(index, parseFilters('underOffer=hide'))).toEqual([0, 2]);
    // Hostile or unknown values are ignored: every home is found.
    for (const q of ['underOffer=show', 'underOffer=', 'underOffer=%00', 'underOffer=hide%20x'])
      expect(searchIndex(index, parseFilters(q)), q).toEqual([0, 1, 2]);
  });

  it('round-trips every card field exactly, through JSON', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 60 }), (listings) => {
        const index = shipped(listings);
        expect(index.count).toBe(listings.length);
        expect(listings.map((_, row) => summaryAt(index, row))).toEqual(listings);
      }),
      { numRuns: 300 },
    );
  });

  it('finds exactly what the plain filter finds, in the same order, on random data', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 80 }), query, (listings, q) => {
        const filters = parseFilters(q);
        const index = shipped(listings);
        const found = searchIndex(index, filters).map((row) => summaryAt(index, row));
        expect(found).toEqual(filterListings(listings, filters));
      }),
      { numRuns: 1000 },
    );
  });

  it('filters Key facts and distance exactly as the plain filter does, on random data', () => {
    const facts = fc.option(
      fc.record(
        {
          serviceCharge: fc.integer({ min: 0, max: 40_000 }),
          water: fc.constantFrom('county' as const, 'borehole' as const, 'both' as const),
          backupPower: fc.constantFrom('generator' as const, 'solar' as const, 'none' as const),
          parkingBays: fc.integer({ min: 0, max: 6 }),
          furnished: fc.boolean(),
          petsAllowed: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    const factQuery = fc
      .record(
        {
          furnished: fc.constantFrom('', '1', '0', 'yes'),
          pets: fc.constantFrom('', '1', 'true'),
          power: fc.constantFrom('', '1'),
          borehole: fc.constantFrom('', '1', ' 1'),
          parking: fc.constantFrom('', '0', '1', '2', '3', '9', '-2', 'x'),
          maxServiceCharge: fc.constantFrom('', '0', '5000', '12,000', '40000', '-1', 'abc'),
          within: fc.constantFrom('', '1', '2', '5', '10', '-5', '3'),
          near: fc.constantFrom('', 'nairobi/kilimani'),
        },
        { requiredKeys: [] },
      )
      .map((params) => new URLSearchParams(params as Record<string, string>).toString());
    const nearPoint = fc.option(
      fc.record({
        latitude: fc.integer({ min: -47_200, max: 50_400 }).map((n) => n / 1e4),
        longitude: fc.integer({ min: 339_000, max: 419_000 }).map((n) => n / 1e4),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(summary, facts), { maxLength: 60 }),
        factQuery,
        nearPoint,
        (homes, q, point) => {
          const filters = parseFilters(q);
          const listings = homes.map(([listing]) => listing);
          const index = readSearchIndex(
            JSON.parse(
              JSON.stringify(
                buildSearchIndex(
                  listings,
                  homes.map(([, f]) => f),
                ),
              ),
            ),
          );
          const rows = searchIndex(index, filters, point);
          const plain = homes
            .map(([listing, f], row) => ({ ...listing, facts: f, row }))
            .filter((home) => matchesFilters(home, filters, point))
            .map((home) => home.row);
          expect(rows).toEqual(plain);
          // Every filter only ever takes homes away.
          expect(rows.every((row) => searchIndex(index, {}).includes(row))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with the plain filter on 10,000 generated listings', () => {
    const curated = getListings();
    const listings = [...curated, ...generateListings(9_994, curated)].map((l) =>
      toSummary(l, 'en'),
    );
    const index = shipped(listings);
    for (const q of [
      '',
      'location=nairobi',
      'location=Milimani&status=for_rent',
      'type=house&bedrooms=4&minPrice=20000000',
      'maxPrice=50000&status=for_rent&bedrooms=2',
      'location=nowhere',
      'underOffer=hide',
      'location=nairobi&status=for_sale&underOffer=hide',
    ]) {
      const filters = parseFilters(q);
      expect(searchIndex(index, filters).map((row) => summaryAt(index, row).slug)).toEqual(
        filterListings(listings, filters).map((l) => l.slug),
      );
    }
  });

  it('stores only the part of a slug its title does not give', () => {
    const curated = getListings();
    const listings = [...curated, ...generateListings(994, curated)].map((l) => toSummary(l, 'en'));
    const index = buildSearchIndex(listings);
    // Generated slugs are the title's slug and the id: only '-<id>' is stored.
    expect(index.slug.slice(curated.length).every((s) => /^-\d+$/.test(s))).toBe(true);
    expect(listings.map((_, row) => summaryAt(index, row).slug)).toEqual(
      listings.map((l) => l.slug),
    );
  });

  it('round-trips the slugs of the Swahili index, whose titles do not give them', () => {
    const curated = getListings();
    const all = [...curated, ...generateListings(994, curated)];
    const listings = all.map((l) => toSummary(l, 'sw'));
    // The Swahili titles are translations: they give neither the page slugs nor their start.
    expect(listings.map((l) => l.slug)).toEqual(all.map((l) => l.slug));
    for (const [i, l] of listings.entries()) {
      expect(l.title).not.toBe(all[i]!.title);
      expect(l.slug.startsWith(titleSlug(l.title))).toBe(false);
    }

    const index = shipped(listings);
    expect(listings.map((_, row) => summaryAt(index, row))).toEqual(listings);
    // Nothing of the title can be left out: each slug is stored whole.
    expect(index.slug).toEqual(all.map((l) => l.slug));
    for (const l of listings) expect(unpackSlug(packSlug(l.slug, l.title), l.title)).toBe(l.slug);
    // The Swahili search finds the same listings as the English one, in the same order.
    const english = shipped(all.map((l) => toSummary(l, 'en')));
    for (const q of ['', 'location=Kilimani', 'type=house&bedrooms=4', 'status=for_rent']) {
      const filters = parseFilters(q);
      expect(searchIndex(index, filters)).toEqual(searchIndex(english, filters));
    }
  });

  it('round-trips any slug with any title, even one that starts like the slug', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('Nyumba', 'Fleti ya Kisasa', 'Penthouse', 'Luxury', '-', 'Chumba 1'),
        ),
        (slug, title) => {
          expect(unpackSlug(packSlug(slug, title), title)).toBe(slug);
        },
      ),
      { numRuns: 1000 },
    );
    // A title that happens to give the start of the slug: only the rest is stored.
    expect(packSlug('penthouse-riverside', 'Penthouse')).toBe('-riverside');
    expect(unpackSlug('-riverside', 'Penthouse')).toBe('penthouse-riverside');
  });

  it('stores repeated locations and photos once', () => {
    const curated = getListings();
    const listings = [...curated, ...generateListings(994, curated)].map((l) => toSummary(l, 'en'));
    const index = buildSearchIndex(listings);
    expect(index.locations.length).toBe(new Set(listings.map((l) => l.location)).size);
    expect(index.images.length).toBe(new Set(listings.map((l) => l.image)).size);
    expect(index.locations.length).toBeLessThan(100);
  });

  it('refuses damaged or foreign files with a SearchIndexError', () => {
    const good = JSON.parse(
      JSON.stringify(buildSearchIndex(getListings().map((l) => toSummary(l, 'en')))),
    );
    const damaged: unknown[] = [
      null,
      'index',
      [],
      { ...good, v: 1 },
      { ...good, lat: good.lat.map(() => 0.5) },
      { ...good, origins: good.origins.slice(1) },
      { ...good, count: -1 },
      { ...good, count: good.count + 1 },
      { ...good, slug: good.slug.slice(1) },
      { ...good, slug: good.slug.map(() => 7) },
      { ...good, price: good.price.map(() => 'cheap') },
      { ...good, location: good.location.map(() => 999) },
      { ...good, type: good.type.map(() => 4) },
      { ...good, flags: good.flags.map(() => 32) },
      { ...good, flags: good.flags.map(() => -1) },
      { ...good, locations: 'Nairobi' },
    ];
    for (const data of damaged) expect(() => readSearchIndex(data)).toThrow(SearchIndexError);
    expect(readSearchIndex(good)).toEqual(good);
  });
});
