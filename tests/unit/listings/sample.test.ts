import { describe, expect, it } from 'vitest';
import { parseFilters } from '@/lib/search/filters';
import { filterListings } from '@/lib/search/match';
import { parseListings } from '@/lib/listings/schema';
import { getListings } from '@/lib/listings/data';
import {
  generateListings,
  prng,
  repriceSample,
  sampleFacts,
  sampleListingCount,
} from '@/lib/listings/sample';
import type { Listing } from '@/lib/listings/schema';
import { isHome } from '@/lib/listings/kinds';
import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import {
  ENGLISH_ONLY_SHARE,
  OFF_MARKET_SHARE,
  sampleDates,
  sampleEnglishOnly,
  sampleMarket,
  STALE_SHARE,
  UNDER_OFFER_SHARE,
} from '@/lib/listings/sample-dates';
import { GONE_PAGE_DAYS, showsGonePage } from '@/lib/listings/market';
import { splitMarket } from '@/lib/listings/data';
import { isFresh } from '@/lib/listings/dates';
import { AREAS } from '@/lib/listings/location';
import { areaCentre } from '@/lib/map/areas';
import { inKenya, inWard } from '@/lib/map/coordinates';
import { distanceKm } from '@/lib/map/position';
import { BUILD_ENV, MAX_SAMPLE_LISTINGS, parseBuildEnv } from '@/lib/site/env';

const curated = getListings();
/** The curated homes: templates for tests of the generated homes alone. */
const homeTemplates = curated.filter((l) => isHome(l.type));

describe('generateListings', () => {
  it('makes about a quarter land and a tenth commercial space, each valid and priced in range', () => {
    // The curated plots and commercial space lend their media to the generated ones.
    const generated = generateListings(2_000, curated);
    const share = (type: string) =>
      generated.filter((l) => l.type === type).length / generated.length;
    expect(share('land')).toBeGreaterThan(0.22);
    expect(share('land')).toBeLessThan(0.28);
    expect(share('commercial')).toBeGreaterThan(0.08);
    expect(share('commercial')).toBeLessThan(0.12);
    for (const l of generated.filter((g) => !isHome(g.type))) {
      expect(l.price >= 45_000 && l.price <= 25_000_000, l.slug).toBe(true);
      expect(l.bedrooms, l.slug).toBeUndefined();
      // SPEC: a listing for sale shows bank ads, and every listing insurance ads.
      expect(l.bankAds.length > 0, l.slug).toBe(l.status === 'for_sale');
      expect(l.insuranceAds.length, l.slug).toBeGreaterThan(0);
    }
    // A plot's Swahili title names its acres as the English one does.
    const plot = generated.find((l) => l.land?.acres === 0.1148)!;
    expect(plot.title).toMatch(/^⅛ Acre /);
    expect(plot.sw.title).toMatch(/ \(ekari ⅛\), /);
    // Without such templates, homes only, as before.
    expect(generateListings(300, homeTemplates).every((l) => isHome(l.type))).toBe(true);
  });

  it('is deterministic: the same seed gives the same listings', () => {
    expect(generateListings(300, curated)).toEqual(generateListings(300, curated));
    expect(generateListings(50, curated, 1)).not.toEqual(generateListings(50, curated, 2));
  });

  it('produces records that pass the same schema as the curated data, with unique slugs', () => {
    const generated = generateListings(2000, curated);
    const all = parseListings([...curated, ...generated]);
    expect(all).toHaveLength(curated.length + 2000);
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
  });

  it('places every home in its area: inside its ward, within the area radius, in Kenya', () => {
    const generated = generateListings(1000, curated);
    for (const listing of generated) {
      const centre = areaCentre(listing.location)!;
      expect(distanceKm(listing.coordinates, centre), listing.slug).toBeLessThanOrEqual(
        centre.radiusKm,
      );
      expect(inWard(listing.coordinates, centre.ward, centre.county), listing.slug).toBe(true);
      expect(inKenya(listing.coordinates), listing.slug).toBe(true);
    }
    // Spread over the area, not piled on its centre.
    const kilimani = generated.filter((l) => l.location === 'Kilimani, Nairobi');
    const distinct = new Set(kilimani.map((l) => JSON.stringify(l.coordinates)));
    expect(distinct.size).toBe(kilimani.length);
  });

  it('spreads listings over the Kenyan towns, every kind and both statuses', () => {
    const generated = generateListings(2000, curated);
    const towns = new Set(generated.map((l) => l.location.split(', ')[1]));
    for (const town of ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Kiambu', 'Machakos'])
      expect(towns).toContain(town);
    expect(new Set(generated.map((l) => l.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(generated.map((l) => l.status))).toEqual(new Set(['for_sale', 'for_rent']));
    for (const l of generated)
      expect(AREAS.some((a) => `${a.area}, ${a.town}` === l.location)).toBe(true);
  });

  it('prices believably: rents are monthly sums, sale prices in millions, richer areas dearer', () => {
    // A home's rent is by the month; land leased is priced by the year (lib/listings/kinds.ts).
    const generated = generateListings(3000, curated).filter((l) => isHome(l.type));
    const rents = generated.filter((l) => l.status === 'for_rent').map((l) => l.price);
    const sales = generated.filter((l) => l.status === 'for_sale').map((l) => l.price);
    expect(Math.min(...rents)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...rents)).toBeLessThan(1_500_000);
    expect(Math.min(...sales)).toBeGreaterThanOrEqual(1_000_000);
    expect(Math.max(...sales)).toBeLessThan(200_000_000);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const perSqm = (tier: number) =>
      median(
        generated
          .filter(
            (l) =>
              l.status === 'for_sale' &&
              l.size &&
              AREAS.find((a) => `${a.area}, ${a.town}` === l.location)?.tier === tier,
          )
          .map((l) => l.price / l.size!),
      );
    expect(perSqm(3)).toBeGreaterThan(perSqm(2));
    expect(perSqm(2)).toBeGreaterThan(perSqm(1));
  });

  it('reuses the curated media: a 360° or Video badge always comes with a tour or video', () => {
    for (const l of generateListings(500, curated)) {
      expect(l.has360).toBe(l.tour !== undefined);
      expect(l.hasVideo).toBe(l.video !== undefined);
      expect(
        curated.some((c) => c.images === l.images || c.images.join() === l.images.join()),
      ).toBe(true);
    }
  });

  it('gives the filters something to find in every town', () => {
    const generated = generateListings(2000, curated);
    expect(filterListings(generated, parseFilters('location=mombasa')).length).toBeGreaterThan(50);
    expect(
      filterListings(generated, parseFilters('location=kisumu&status=for_rent')).length,
    ).toBeGreaterThan(10);
  });
});

describe('generated listings in Swahili', () => {
  const generated = generateListings(300, curated);

  it('have a Swahili title for every listing, and a Swahili description for most, never the English one', () => {
    for (const l of generated) {
      expect(l.sw.title, l.slug).not.toBe(l.title);
      if (sampleEnglishOnly(Number(l.id))) {
        expect(l.sw.description, l.slug).toBeUndefined();
        continue;
      }
      expect(l.sw.description, l.slug).not.toBe(l.description);
      expect(l.sw.description).toMatch(/\.$/);
    }
    const englishOnly = generated.filter((l) => l.sw.description === undefined).length;
    expect(englishOnly / generated.length).toBeGreaterThan(ENGLISH_ONLY_SHARE / 2);
    expect(englishOnly / generated.length).toBeLessThan(ENGLISH_ONLY_SHARE * 2);
  });

  it("count bedrooms with the noun's agreement: Chumba 1 cha Kulala, Vyumba 3 vya Kulala", () => {
    for (const l of generated.filter((g) => isHome(g.type))) {
      expect(l.sw.title).toContain(
        l.bedrooms === 1 ? 'Chumba 1 cha Kulala' : `Vyumba ${l.bedrooms} vya Kulala`,
      );
    }
    expect(generated.some((l) => l.bedrooms === 1)).toBe(true);
  });

  it('keep place names as they are, and say where the home is', () => {
    for (const l of generated) {
      const [area] = l.location.split(',');
      expect(l.sw.title.endsWith(`, ${area}`)).toBe(true);
      if (l.sw.description !== undefined)
        expect(l.sw.description.endsWith(`Iko ${l.location}.`)).toBe(true);
    }
  });
});

describe('prng', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = prng(7);
    const b = prng(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('SAMPLE_LISTINGS', () => {
  const parse = (raw: string | undefined) =>
    sampleListingCount(parseBuildEnv({ SAMPLE_LISTINGS: raw }).sampleListings, 6);

  it('means the curated listings alone when unset or empty', () => {
    expect(parse(undefined)).toBe(6);
    expect(parse('  ')).toBe(6);
  });

  it('takes a whole number from the curated count up to the maximum', () => {
    expect(parse('6')).toBe(6);
    expect(parse(' 10000 ')).toBe(10_000);
    expect(parse(String(MAX_SAMPLE_LISTINGS))).toBe(MAX_SAMPLE_LISTINGS);
  });

  it('stops the build below the curated count, naming the variable and the curated count', () => {
    expect(() => parse('5')).toThrow(
      new RegExp(
        `^SAMPLE_LISTINGS must be a whole number from 6 \\(the curated listings\\) to ${MAX_SAMPLE_LISTINGS}, got "5"$`,
      ),
    );
  });

  it('stops the build for anything that is not a whole number in range', () => {
    for (const bad of ['0', '-10', '1e4', '10k', '12.5', String(MAX_SAMPLE_LISTINGS + 1)])
      expect(() => parse(bad)).toThrow(
        new RegExp(
          `^SAMPLE_LISTINGS must be a whole number from 1 to ${MAX_SAMPLE_LISTINGS}, got "${bad.replace('.', '\\.')}"$`,
        ),
      );
  });
});

describe('generated listing dates', () => {
  it('are the same for the same id and build date, listed on or before verified, never after the build', () => {
    for (let id = 7; id < 2000; id++) {
      const dates = sampleDates(id, '2026-11-23');
      expect(sampleDates(id, '2026-11-23')).toEqual(dates);
      expect(dates.listedAt <= dates.verifiedAt).toBe(true);
      expect(dates.verifiedAt <= '2026-11-23').toBe(true);
    }
  });

  it(`leave a small share stale (about ${STALE_SHARE * 100}%), which the freshness rule leaves out`, () => {
    const ids = Array.from({ length: 5000 }, (_, i) => i + 7);
    const stale = ids.filter(
      (id) => !isFresh(sampleDates(id, '2026-11-23').verifiedAt, '2026-11-23'),
    );
    expect(stale.length / ids.length).toBeGreaterThan(STALE_SHARE / 2);
    expect(stale.length / ids.length).toBeLessThan(STALE_SHARE * 2);
  });

  it('move with the build date, so the same share is stale on any day', () => {
    const a = sampleDates(99, '2026-11-23');
    const b = sampleDates(99, '2027-03-01');
    expect(isFresh(a.verifiedAt, '2026-11-23')).toBe(isFresh(b.verifiedAt, '2027-03-01'));
  });
});

describe('generated listing facts', () => {
  const generated = generateListings(3000, curated);
  const tierOf = (l: Listing) => AREAS.find((a) => `${a.area}, ${a.town}` === l.location)!.tier;
  const share = (homes: Listing[], test: (l: Listing) => boolean) =>
    homes.filter(test).length / homes.length;

  it('are byte for byte the same for the same seed, and fit the schema (tested above)', () => {
    expect(JSON.stringify(generateListings(500, curated))).toBe(
      JSON.stringify(generateListings(500, curated)),
    );
    const bases = { type: 'apartment', status: 'for_rent', tier: 3, town: 'Nairobi' } as const;
    const basis = { ...bases, bedrooms: 2, amenities: ['Parking'] as const };
    expect(sampleFacts(4242, basis)).toEqual(sampleFacts(4242, basis));
  });

  it('leave a few homes without facts and some facts unknown, as agents do', () => {
    const homes = generated.filter((l) => isHome(l.type));
    const none = share(homes, (l) => l.facts === undefined);
    expect(none).toBeGreaterThan(0.03);
    expect(none).toBeLessThan(0.15);
    const some = homes.filter((l) => l.facts);
    expect(share(some, (l) => l.facts?.water === undefined)).toBeGreaterThan(0.05);
    expect(share(some, (l) => Object.keys(l.facts!).length >= 5)).toBeGreaterThan(0.7);
  });

  it('charge more service in dearer areas, and back up the power there', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const charge = (tier: number) =>
      median(
        generated
          .filter((l) => l.type === 'apartment' && tierOf(l) === tier)
          .flatMap((l) => (l.facts?.serviceCharge === undefined ? [] : [l.facts.serviceCharge])),
      );
    expect(charge(3)).toBeGreaterThan(charge(2));
    expect(charge(2)).toBeGreaterThan(charge(1));
    expect(charge(3)).toBeGreaterThanOrEqual(5_000);
    expect(charge(3)).toBeLessThanOrEqual(25_000);
    const backedUp = (tier: number) =>
      share(
        generated.filter((l) => tierOf(l) === tier && l.facts?.backupPower),
        (l) => l.facts?.backupPower !== 'none',
      );
    expect(backedUp(3)).toBeGreaterThan(0.8);
    expect(backedUp(1)).toBeLessThan(0.5);
  });

  it('give apartments sectional titles, town houses leases and up-country houses freehold', () => {
    const titled = generated.filter((l) => l.facts?.title);
    const apartments = titled.filter((l) => l.type === 'apartment');
    expect(share(apartments, (l) => l.facts?.title?.kind === 'sectional')).toBeGreaterThan(0.75);
    const houses = titled.filter((l) => l.type === 'house');
    const inTown = houses.filter((l) => /, (Nairobi|Mombasa)$/.test(l.location));
    const upCountry = houses.filter((l) => !/, (Nairobi|Mombasa)$/.test(l.location));
    expect(share(inTown, (l) => l.facts?.title?.kind === 'leasehold')).toBeGreaterThan(0.55);
    expect(share(upCountry, (l) => l.facts?.title?.kind === 'freehold')).toBeGreaterThan(0.55);
    for (const l of houses)
      if (l.facts?.title?.kind === 'leasehold') expect(l.facts.title.yearsLeft).toBeLessThan(99);
  });

  it('give deposits to rentals only, floors to apartments only, and bays as the amenities say', () => {
    for (const l of generated) {
      if (l.status !== 'for_rent') expect(l.facts?.depositMonths, l.slug).toBeUndefined();
      if (l.type !== 'apartment') expect(l.facts?.floor, l.slug).toBeUndefined();
      const bays = l.facts?.parkingBays;
      if (bays !== undefined) expect(bays > 0, l.slug).toBe(l.amenities.includes('Parking'));
    }
    const rentals = generated.filter((l) => l.status === 'for_rent' && l.facts?.depositMonths);
    expect(new Set(rentals.map((l) => l.facts?.depositMonths))).toEqual(new Set([1, 2, 3]));
  });
});

describe('where generated listings stand on the market', () => {
  const BUILD = BUILD_ENV.buildDate;
  const ids = Array.from({ length: 2000 }, (_, i) => 7 + i);
  const generated = generateListings(2000, curated);

  it('come from their own random sequence: the generator gives each the state sampleMarket says', () => {
    for (const l of generated) {
      const standing = sampleMarket(Number(l.id), BUILD);
      if (standing.state === 'available') expect(l.market, l.slug).toBeUndefined();
      else if (standing.state === 'under_offer') expect(l.market, l.slug).toBe('under_offer');
      else {
        expect(l.market, l.slug).toBe(
          standing.withdrawn ? 'withdrawn' : l.status === 'for_sale' ? 'sold' : 'let',
        );
        expect(l.leftMarketAt, l.slug).toBe(standing.leftMarketAt);
      }
    }
  });

  it('leave every other generated value as it was', () => {
    const strip = (l: Listing) => {
      const { market, leftMarketAt, sw, ...rest } = l;
      void [market, leftMarketAt];
      return { ...rest, sw: { title: sw.title } };
    };
    // The same listings whatever the build date's market states: only dates and states move.
    const a = generateListings(300, curated, 254, '2026-11-23').map(strip);
    const b = generateListings(300, curated, 254, '2031-11-23').map(strip);
    const undated = (l: ReturnType<typeof strip>) => ({ ...l, listedAt: '', verifiedAt: '' });
    expect(a.map(undated)).toEqual(b.map(undated));
  });

  it(`put a small share under offer (about ${UNDER_OFFER_SHARE * 100}%) and some off the market (about ${OFF_MARKET_SHARE * 100}%)`, () => {
    const states = ids.map((id) => sampleMarket(id, BUILD).state);
    const share = (state: string) => states.filter((s) => s === state).length / ids.length;
    expect(share('under_offer')).toBeGreaterThan(UNDER_OFFER_SHARE / 2);
    expect(share('under_offer')).toBeLessThan(UNDER_OFFER_SHARE * 2);
    expect(share('gone')).toBeGreaterThan(OFF_MARKET_SHARE / 2);
    expect(share('gone')).toBeLessThan(OFF_MARKET_SHARE * 2);
  });

  for (const day of [BUILD, '2031-11-23']) {
    it(`on ${day}, some gone homes keep their page and some are long gone, none left before listed`, () => {
      const gone = generateListings(600, curated, 254, day).filter(
        (l) => l.leftMarketAt !== undefined,
      );
      const recent = gone.filter((l) => showsGonePage(l.leftMarketAt!, day));
      expect(recent.length).toBeGreaterThan(5);
      expect(gone.length - recent.length).toBeGreaterThan(2);
      for (const l of gone) {
        expect(l.leftMarketAt! >= l.listedAt, l.slug).toBe(true);
        expect(l.leftMarketAt! <= day, l.slug).toBe(true);
      }
      // Among the first 194 (the scale build), one of each: a page, a 404, a badge.
      const first = generateListings(194, curated, 254, day);
      const { onMarket, gone: pages } = splitMarket(first, day);
      expect(pages.length).toBeGreaterThan(0);
      expect(first.length - onMarket.length - pages.length).toBeGreaterThan(0);
      expect(onMarket.some((l) => l.market === 'under_offer')).toBe(true);
      expect(GONE_PAGE_DAYS).toBe(90);
    });
  }

  it('pass the schema: sold only for sale, let only to rent, each with its day', () => {
    const all = parseListings([...curated, ...generated]);
    for (const l of all) {
      if (l.market === 'sold') expect(l.status).toBe('for_sale');
      if (l.market === 'let') expect(l.status).toBe('for_rent');
    }
  });
});

describe('repriceSample', () => {
  const listings = generateListings(200, curated);

  it('raises the price of the homes asked for, spread evenly, and nothing else', () => {
    const changed = (k: number) =>
      repriceSample(listings, k).flatMap((l, i) =>
        l === listings[i] ? [] : [[i, l.price - listings[i]!.price, l.status]],
      );
    expect(changed(0)).toEqual([]);
    expect(changed(1).map(([i]) => i)).toEqual([0]);
    expect(changed(4).map(([i]) => i)).toEqual([0, 50, 100, 150]);
    expect(changed(100)).toHaveLength(100);
    expect(changed(1_000)).toHaveLength(200);
    for (const [, raise, status] of changed(100))
      expect(raise).toBe(status === 'for_sale' ? 50_000 : 1_000);
  });
});
