import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { describe, expect, it } from 'vitest';
import rawTours from '@/data/tours.json';
import {
  getFeatured,
  getGoneListings,
  getListing,
  getListings,
  splitFresh,
  splitMarket,
} from '@/lib/listings/data';
import { todayIso } from '@/lib/listings/dates';
import { checkListingFiles } from '@/lib/listings/files';
import { ListingDataError, parseListings, withTours, type Listing } from '@/lib/listings/schema';
import { storedListings } from './stored';

describe('sample data', () => {
  const all = getListings();

  it('has the six homes of docs/spec.md §3 first, in the six Nairobi areas, then plots and commercial space', () => {
    const spec = all.slice(0, 6);
    const areas = ['Kilimani', 'Karen', 'Westlands', 'Riverside', 'Upper Hill', 'Kileleshwa'];
    expect(spec.map((l) => l.location.split(',')[0])).toEqual(areas);
    expect(spec.every((l) => l.location.endsWith('Nairobi'))).toBe(true);
    expect(spec.every((l) => l.type === 'apartment' || l.type === 'house')).toBe(true);
    // Three plots and three commercial listings (issue: every kind Kenyans look for), and the
    // unit types of the three sample developments (docs/developments.md).
    const rest = all.slice(6).filter((l) => !l.unit);
    const units = all.filter((l) => l.unit);
    expect(units.map((l) => l.type).sort()).toEqual([
      'apartment',
      'apartment',
      'apartment',
      'house',
      'house',
      'land',
    ]);
    expect(rest.filter((l) => l.type === 'land')).toHaveLength(3);
    expect(rest.filter((l) => l.type === 'commercial')).toHaveLength(3);
    expect(rest.map((l) => l.style).sort()).toEqual([
      'agricultural',
      'office',
      'residential',
      'residential',
      'shop',
      'warehouse',
    ]);
    // Every sample price within SPEC's range of 45,000 to 25,000,000 KES.
    for (const l of all) expect(l.price >= 45_000 && l.price <= 25_000_000, l.slug).toBe(true);
  });

  it('spans prices from exactly 45,000 to exactly 25,000,000 KES', () => {
    const prices = all.map((l) => l.price);
    expect(Math.min(...prices)).toBe(45_000);
    expect(Math.max(...prices)).toBe(25_000_000);
    expect(all.every((l) => l.currency === 'KES')).toBe(true);
  });

  it('covers both statuses, every kind, video and 360°', () => {
    expect(new Set(all.map((l) => l.status))).toEqual(new Set(['for_sale', 'for_rent']));
    expect(new Set(all.map((l) => l.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(all.some((l) => l.hasVideo)).toBe(true);
    expect(all.some((l) => l.has360)).toBe(true);
    expect(all.some((l) => !l.hasVideo && !l.has360)).toBe(true);
  });

  it('has every curated listing and ad in Swahili too, not left in English', () => {
    for (const l of all) {
      expect(l.sw.title, l.slug).not.toBe(l.title);
      expect(l.sw.description, l.slug).not.toBe(l.description);
      for (const ad of [...l.bankAds, ...l.insuranceAds])
        expect(ad.sw.headline).not.toBe(ad.headline);
      for (const room of l.tour?.rooms ?? []) expect(room.sw.name, l.slug).not.toBe(room.name);
    }
  });

  it('has luxury-apartment-kilimani for sale', () => {
    expect(getListing('luxury-apartment-kilimani')?.status).toBe('for_sale');
    expect(getListing('no-such-slug')).toBeUndefined();
  });

  it('gives bank ads to for-sale listings and insurance ads to all', () => {
    for (const l of all) {
      expect(l.insuranceAds.length, l.slug).toBeGreaterThan(0);
      expect(l.bankAds.length > 0, l.slug).toBe(l.status === 'for_sale');
    }
  });

  it('features the first four', () => {
    expect(getFeatured().map((l) => l.slug)).toEqual(all.slice(0, 4).map((l) => l.slug));
  });
});

describe('invalid records stop the build with a message naming slug and field', () => {
  // The records as the build reads them: each with its tour from data/tours.json.
  const good = () => structuredClone(withTours(storedListings, rawTours));
  type Rec = Record<string, unknown> & {
    agent: Record<string, unknown>;
    insuranceAds: Record<string, unknown>[];
  };
  function broken(mutate: (records: Rec[]) => void): () => unknown {
    const records = good() as Rec[];
    mutate(records);
    return () => parseListings(records, 'data/listings/');
  }
  const first = 'luxury-apartment-kilimani';

  it.each<[string, (r: Rec[]) => void, RegExp]>([
    [
      'listing date that is no date',
      (r) => (r[0]!.listedAt = '2026-02-30'),
      new RegExp(`listing "${first}", field "listedAt": must be a date as YYYY-MM-DD`),
    ],
    [
      'verified date after the build date',
      (r) => (r[0]!.verifiedAt = '2999-01-01'),
      new RegExp(`listing "${first}", field "verifiedAt": must not be after the build date`),
    ],
    [
      'verified before listed',
      (r) => {
        r[0]!.listedAt = '2026-11-10';
        r[0]!.verifiedAt = '2026-11-01';
      },
      new RegExp(`listing "${first}", field "verifiedAt": must not be before listedAt`),
    ],
    [
      'a market state outside the vocabulary',
      (r) => (r[0]!.market = 'reserved'),
      new RegExp(
        `listing "${first}", field "market": must be 'under_offer', 'sold', 'let' or 'withdrawn'`,
      ),
    ],
    [
      'a home sold without the day it left the market',
      (r) => (r[0]!.market = 'sold'),
      new RegExp(`listing "${first}", field "leftMarketAt": is missing \\(market is sold\\)`),
    ],
    [
      'a day it left the market for a home still available',
      (r) => (r[0]!.leftMarketAt = '2026-11-01'),
      new RegExp(
        `listing "${first}", field "leftMarketAt": is for homes sold, let or withdrawn only`,
      ),
    ],
    [
      'a home for sale that is let',
      (r) => {
        r[0]!.market = 'let';
        r[0]!.leftMarketAt = '2026-11-20';
      },
      new RegExp(
        `listing "${first}", field "market": is for rentals only \\(status is for_sale\\)`,
      ),
    ],
    [
      'a home that left the market before it was listed',
      (r) => {
        r[0]!.market = 'withdrawn';
        r[0]!.leftMarketAt = '2020-01-01';
      },
      new RegExp(`listing "${first}", field "leftMarketAt": must not be before listedAt`),
    ],
    [
      'one agency reference for two homes',
      (r) => {
        r[0]!.ref = 'KIL-014';
        r[1]!.ref = 'KIL-014';
        r[1]!.agent = { ...r[0]!.agent };
      },
      /field "ref": "KIL-014" of .* is also the ref of listing "luxury-apartment-kilimani"/,
    ],
    [
      'sample dates written as of no date',
      (r) => (r[0]!.sampleDatesAsOf = '23/11/2026'),
      new RegExp(`listing "${first}", field "sampleDatesAsOf": must be a date as YYYY-MM-DD`),
    ],
    [
      'missing verified date',
      (r) => delete r[0]!.verifiedAt,
      new RegExp(`listing "${first}", field "verifiedAt": is missing`),
    ],
    [
      'agent speaking no language',
      (r) => (r[0]!.agent.languages = []),
      new RegExp(`listing "${first}", field "agent.languages": must name at least one language`),
    ],
    [
      'agent language outside the list',
      (r) => (r[0]!.agent.languages = ['Klingon']),
      new RegExp(`listing "${first}", field "agent.languages\\[0\\]"`),
    ],
    [
      'duplicate slug',
      (r) => (r[1]!.slug = first),
      new RegExp(`listing "${first}", field "slug": duplicate`),
    ],
    [
      'duplicate rank, naming both records',
      (r) => (r[3]!.rank = 2),
      /listing "penthouse-riverside", field "rank": 2 is also the rank of listing "family-home-karen"/,
    ],
    [
      'rank that is not a whole number',
      (r) => (r[0]!.rank = 1.5),
      new RegExp(`listing "${first}", field "rank": must be a whole number`),
    ],
    [
      'rank below 1',
      (r) => (r[0]!.rank = 0),
      new RegExp(`listing "${first}", field "rank": must be at least 1`),
    ],
    [
      'slug reserved for the result pages',
      (r) => (r[0]!.slug = 'page'),
      /listing "page", field "slug": is reserved for the result pages/,
    ],
    [
      'coordinates in another town',
      (r) => (r[0]!.coordinates = { latitude: -4.0435, longitude: 39.6682 }),
      new RegExp(
        `listing "${first}", field "coordinates": is \\d+\\.\\d km from the centre of Kilimani, Nairobi; homes there lie within 2 km of it`,
      ),
    ],
    [
      'latitude and longitude swapped',
      (r) => (r[0]!.coordinates = { latitude: 36.7862, longitude: -1.2935 }),
      new RegExp(`listing "${first}", field "coordinates": lies outside Kenya`),
    ],
    [
      'coordinates in the sea off Mombasa',
      (r) => (r[0]!.coordinates = { latitude: -4.3, longitude: 40.2 }),
      new RegExp(`listing "${first}", field "coordinates": lies outside Kenya`),
    ],
    [
      'missing coordinates',
      (r) => delete r[0]!.coordinates,
      new RegExp(`listing "${first}", field "coordinates": is missing`),
    ],
    [
      'latitude beyond the pole',
      (r) => (r[0]!.coordinates = { latitude: -91, longitude: 36.7 }),
      new RegExp(
        `listing "${first}", field "coordinates.latitude": must be at least -90|Too small`,
      ),
    ],
    [
      'unknown status',
      (r) => (r[0]!.status = 'sold'),
      new RegExp(`listing "${first}", field "status"`),
    ],
    [
      'unknown type',
      (r) => (r[0]!.type = 'castle'),
      new RegExp(`listing "${first}", field "type"`),
    ],
    [
      'unknown amenity',
      (r) => (r[0]!.amenities = ['Sauna']),
      new RegExp(`listing "${first}", field "amenities\\[0\\]"`),
    ],
    [
      'negative price',
      (r) => (r[0]!.price = -1),
      new RegExp(`listing "${first}", field "price": must be at least 1`),
    ],
    [
      'price beyond any Kenyan home',
      (r) => (r[0]!.price = 90_000_000_000),
      new RegExp(`listing "${first}", field "price": must be at most 5000000000`),
    ],
    [
      'location outside the vocabulary',
      (r) => (r[0]!.location = 'Atlantis, Nairobi'),
      new RegExp(`listing "${first}", field "location": must be 'Area, Town' from AREAS`),
    ],
    [
      'description longer than a message can carry',
      (r) => (r[0]!.description = 'a'.repeat(3001)),
      new RegExp(`listing "${first}", field "description": must be at most 3000 characters`),
    ],
    [
      'agent email without a domain',
      (r) => ((r[0]!.agent as { email: string }).email = 'jane@gmail'),
      new RegExp(`listing "${first}", field "agent.email": must be an email address`),
    ],
    [
      'non-integer price',
      (r) => (r[0]!.price = 1.5),
      new RegExp(`listing "${first}", field "price": must be a whole number`),
    ],
    [
      'non-integer bedrooms',
      (r) => (r[0]!.bedrooms = 2.5),
      new RegExp(`listing "${first}", field "bedrooms"`),
    ],
    [
      'bad phone',
      (r) => (r[0]!.agent.phone = '12345'),
      new RegExp(`listing "${first}", field "agent.phone": must be a Kenyan`),
    ],
    [
      'bad email',
      (r) => (r[0]!.agent.email = 'wanjiru@'),
      new RegExp(`listing "${first}", field "agent.email"`),
    ],
    [
      'missing detail field',
      (r) => delete r[0]!.yearBuilt,
      new RegExp(`listing "${first}", field "yearBuilt": is missing`),
    ],
    [
      'ad without url',
      (r) => delete r[0]!.insuranceAds[0]!.url,
      new RegExp(`listing "${first}", field "insuranceAds\\[0\\].url": is missing`),
    ],
    [
      'missing Swahili text',
      (r) => delete r[0]!.sw,
      new RegExp(`listing "${first}", field "sw": is missing`),
    ],
    [
      'empty Swahili title',
      (r) => ((r[0]!.sw as { title: string }).title = ' '),
      new RegExp(`listing "${first}", field "sw.title": must not be empty`),
    ],
    [
      'ad without its Swahili texts',
      (r) => delete r[0]!.insuranceAds[0]!.sw,
      new RegExp(`listing "${first}", field "insuranceAds\\[0\\].sw": is missing`),
    ],
    [
      'remote image',
      (r) => (r[0]!.image = 'https://cdn.example/x.jpg'),
      new RegExp(`listing "${first}", field "image"`),
    ],
    ['unknown field', (r) => (r[0]!.colour = 'blue'), new RegExp(`listing "${first}", field`)],
    [
      '360° badge without a tour',
      (r) => delete r[0]!.tour,
      new RegExp(
        `listing "${first}", field "tour": is missing \\(has360 is true; tours are in data/tours.json\\)`,
      ),
    ],
    [
      'Video badge without a video',
      (r) => delete r[0]!.video,
      new RegExp(`listing "${first}", field "video": is missing \\(hasVideo is true\\)`),
    ],
    [
      'tour link to a room that does not exist',
      (r) =>
        ((r[0]!.tour as { rooms: { links: { to: string }[] }[] }).rooms[0]!.links[0]!.to = 'attic'),
      new RegExp(`listing "${first}", field "tour.rooms\\[0\\].links\\[0\\].to": no room "attic"`),
    ],
    [
      'tour room without its Swahili name',
      (r) => delete (r[0]!.tour as { rooms: { sw: { name?: string } }[] }).rooms[1]!.sw.name,
      new RegExp(`listing "${first}", field "tour.rooms\\[1\\].sw.name": is missing`),
    ],
    [
      'tour room without its Swahili texts',
      (r) => delete (r[0]!.tour as { rooms: { sw?: unknown }[] }).rooms[0]!.sw,
      new RegExp(`listing "${first}", field "tour.rooms\\[0\\].sw": is missing`),
    ],
    [
      'tour room with an empty Swahili name',
      (r) => ((r[0]!.tour as { rooms: { sw: { name: string } }[] }).rooms[2]!.sw.name = ' '),
      new RegExp(`listing "${first}", field "tour.rooms\\[2\\].sw.name": must not be empty`),
    ],
    [
      'photo outside /photos/',
      (r) => ((r[0]!.images as string[])[1] = '/images/x.jpg'),
      new RegExp(`listing "${first}", field "images\\[1\\]"`),
    ],
  ])('%s', (_, mutate, message) => {
    const parse = broken(mutate);
    expect(parse).toThrow(ListingDataError);
    expect(parse).toThrow(message);
  });

  it('names a record without a slug by its position', () => {
    expect(broken((r) => delete r[2]!.slug)).toThrow(
      /listing #3 \(no slug\), field "slug": is missing/,
    );
  });

  it('reports every problem at once', () => {
    const parse = broken((r) => {
      r[0]!.price = -1;
      r[5]!.status = 'sold';
    });
    expect(parse).toThrow(/2 problems/);
  });

  it('rejects data that is not an array', () => {
    expect(() => parseListings({}, 'x')).toThrow(/expected an array/);
  });

  it('accepts the committed data', () => {
    expect(parseListings(good())).toHaveLength(storedListings.length);
  });
});

// That the committed data's files all exist needs no test of its own: lib/listings/data.ts checks
// it on import, so every test file that loads the listings would fail.
describe('homes that left the market', () => {
  const all = () => parseListings(withTours(structuredClone(storedListings), rawTours));
  it('keeps homes under offer on the market, and a page for those gone within 90 days', () => {
    const listings = all();
    const [a, b, c, d] = listings as [Listing, Listing, Listing, Listing];
    a.market = 'under_offer';
    Object.assign(b, { market: 'withdrawn', leftMarketAt: '2026-11-01' });
    Object.assign(c, { market: 'withdrawn', leftMarketAt: '2026-08-01' });
    Object.assign(d, { market: 'withdrawn', leftMarketAt: '2026-08-03' });
    // 2026-08-03 + 90 days is 2026-11-01: its page is built on that day and gone the next.
    const { onMarket, gone } = splitMarket(listings, '2026-11-01');
    expect(onMarket.map((l) => l.slug)).toEqual(
      listings
        .slice(4)
        .map((l) => l.slug)
        .toSpliced(0, 0, a.slug),
    );
    expect(gone.map((l) => l.slug)).toEqual([b.slug, d.slug]);
    expect(splitMarket(listings, '2026-11-02').gone.map((l) => l.slug)).toEqual([b.slug]);
  });

  it('the sample site has every home on the market', () => {
    expect(getGoneListings()).toEqual([]);
  });
});

describe('the freshness rule at build', () => {
  it('leaves out listings not verified within 90 days of the build date, keeping their order', () => {
    // The records with their dates as written (the build moves the sample's: see below).
    const all = parseListings(withTours(storedListings, rawTours));
    const { fresh, stale } = splitFresh(all, '2026-11-23');
    expect(fresh).toEqual(all);
    expect(stale).toEqual([]);
    // townhouse-upper-hill was last verified on 2026-10-28: 91 days later it is stale.
    const later = splitFresh(all, '2027-01-27');
    expect(later.stale.map((l) => l.slug)).toEqual(['townhouse-upper-hill']);
    expect(later.fresh.map((l) => l.slug)).toEqual(
      all.map((l) => l.slug).filter((slug) => slug !== 'townhouse-upper-hill'),
    );
  });

  it('shows every sample home whatever the build date: their dates move with it', () => {
    expect(getListings()).toHaveLength(storedListings.length);
    expect(splitFresh(getListings(), process.env.BUILD_DATE || todayIso()).stale).toEqual([]);
  });
});

describe('files the data points at', () => {
  it('a missing photo, panorama or video stops the build naming the listing and field', () => {
    const listing = structuredClone(getListing('luxury-apartment-kilimani')!);
    listing.images = [...listing.images, '/photos/luxury-apartment-kilimani/99.jpg'];
    listing.tour!.rooms[0]!.panorama = '/media/luxury-apartment-kilimani/tour/nowhere.jpg';
    listing.video!.mp4 = '/media/luxury-apartment-kilimani/gone.mp4';
    const check = () => checkListingFiles([listing]);
    expect(check).toThrow(ListingDataError);
    expect(check).toThrow(
      /listing "luxury-apartment-kilimani", field "images\[5\]": no file data\/photos\/luxury-apartment-kilimani\/99\.jpg/,
    );
    expect(check).toThrow(/field "tour\.rooms\[0\]\.panorama": no file public\/media/);
    expect(check).toThrow(
      /field "video\.mp4": no file public\/media\/luxury-apartment-kilimani\/gone\.mp4/,
    );
  });
});

describe('tours (stored once, in data/tours.json)', () => {
  const records = () => structuredClone([...storedListings]) as Record<string, unknown>[];

  it('join the listings with has360, and no others', () => {
    for (const listing of getListings())
      expect(listing.tour !== undefined, listing.slug).toBe(listing.has360);
    expect(Object.keys(rawTours).length).toBeGreaterThan(0);
    expect(storedListings.some((record) => 'tour' in record)).toBe(false);
  });

  it('stop the build for a tour no listing has, naming it', () => {
    expect(() => withTours(records(), { ...rawTours, 'no-such-home': { rooms: [] } })).toThrow(
      /tour "no-such-home" in data\/tours\.json: no listing has that slug/,
    );
  });

  it('stop the build for a listing that carries its own copy', () => {
    const copy = records();
    copy[0]!.tour = (rawTours as Record<string, unknown>)[String(copy[0]!.slug)];
    expect(() => withTours(copy, rawTours)).toThrow(
      /listing "luxury-apartment-kilimani", field "tour": tours belong in data\/tours\.json/,
    );
  });

  it('leave a listing with has360 and no tour to the schema, which names it', () => {
    const others: Record<string, unknown> = { ...rawTours };
    delete others['family-home-karen'];
    expect(() => parseListings(withTours(records(), others))).toThrow(
      /listing "family-home-karen", field "tour": is missing \(has360 is true; tours are in data\/tours\.json\)/,
    );
  });

  it('stop the build for a room without its Swahili name, naming the listing, room and field', () => {
    const tours = structuredClone(rawTours) as Record<
      string,
      { rooms: { sw: { name?: string } }[] }
    >;
    delete tours['penthouse-riverside']!.rooms[2]!.sw.name;
    const parse = () => parseListings(withTours(records(), tours), 'data/listings/');
    expect(parse).toThrow(ListingDataError);
    expect(parse).toThrow(
      /listing "penthouse-riverside", field "tour\.rooms\[2\]\.sw\.name": is missing/,
    );
  });

  it('refuse a tours file that is not an object of tours', () => {
    for (const bad of [null, [], 'tours'])
      expect(() => withTours(records(), bad)).toThrow(/expected tours by listing slug/);
  });
});
