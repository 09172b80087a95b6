import 'server-only';
import { isSampleUnitId, sampleProject } from '@/lib/developments/sample-projects';
import { isBuilding } from '@/lib/developments/vocabulary';
import { areaCentre } from '@/lib/map/areas';
import { inKenya, inWard } from '@/lib/map/coordinates';
import { round4, type LatLng } from '@/lib/map/position';
import { BUILD_ENV, MAX_SAMPLE_LISTINGS } from '@/lib/site/env';
import { prng, sampleDates, sampleEnglishOnly, sampleMarket } from './sample-dates';
import type { Agent, KenyaFacts, Listing } from './schema';
import { isHome, type HomeType, type PropertyStyle } from './kinds';
import { acresFromFeet } from './land';
import { landTitles, placeTitles } from './titles';
import { titleSlug } from './slug';
import { swBedroomsTitle } from './titles';
import {
  AMENITIES,
  LANGUAGES,
  type Amenity,
  type ListingStatus,
  type PropertyType,
} from './vocabulary';
import { areaName, AREAS, placeName } from './location';

export {
  prng,
  sampleDates,
  sampleEnglishOnly,
  sampleMarket,
  STALE_SHARE,
  UNDER_OFFER_SHARE,
  OFF_MARKET_SHARE,
  ENGLISH_ONLY_SHARE,
} from './sample-dates';

/**
 * Deterministic sample data at scale: `SAMPLE_LISTINGS=N` builds the site with the curated
 * listings plus N - 6 generated ones, spread over real Kenyan towns and neighbourhoods with
 * believable prices. The same seed always gives the same listings (byte for byte), and every
 * record passes the same schema as the curated data. Photos, tours (with their floor plans) and videos are reused from
 * a curated listing of the same type: no new media is made.
 */

/**
 * How many listings a build holds, from `SAMPLE_LISTINGS` as lib/site/env.ts parsed it: unset
 * means the curated listings alone; a number must be at least the curated count, or the build
 * stops with a message saying so.
 */
export function sampleListingCount(requested: number | undefined, curated: number): number {
  if (requested === undefined) return curated;
  if (requested < curated)
    throw new RangeError(
      `SAMPLE_LISTINGS must be a whole number from ${curated} (the curated listings) to ${MAX_SAMPLE_LISTINGS}, got "${requested}"`,
    );
  return requested;
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (rand: Rand, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

// KES per square metre to buy, and a month's rent per square metre, by tier.
const SALE_PER_SQM = { 1: 65_000, 2: 105_000, 3: 160_000 } as const;
const RENT_PER_SQM = { 1: 420, 2: 700, 3: 1_150 } as const;

const FIRST_NAMES = [
  'Achieng',
  'Wanjiku',
  'Kamau',
  'Otieno',
  'Mwangi',
  'Njeri',
  'Kiprop',
  'Chebet',
  'Mutua',
  'Akinyi',
  'Omondi',
  'Wairimu',
  'Baraka',
  'Zawadi',
  'Juma',
  'Fatuma',
  'Kibet',
  'Nyambura',
  'Onyango',
  'Halima',
];
const LAST_NAMES = [
  'Mwangi',
  'Ochieng',
  'Kiplagat',
  'Wambui',
  'Mutiso',
  'Njoroge',
  'Odhiambo',
  'Cheruiyot',
  'Kariuki',
  'Atieno',
  'Barasa',
  'Mohamed',
  'Kilonzo',
  'Korir',
  'Wekesa',
];
const AGENCIES = [
  'Savannah Realty',
  'Lakeside Properties',
  'Pwani Homes',
  'Highlands Estate Agents',
  'Jacaranda Homes',
  'Rift Valley Realtors',
  'Mvule Property Partners',
  'Baobab Lettings',
];
// Words and sentences in English and Swahili side by side: a generated listing picks one pair
// and writes both languages from it, so the random sequence (and the English) is the same as
// with English alone. Every Swahili noun here is of the N class (fleti, nyumba, penthouse…), so
// one form of each adjective agrees with all of them (docs/glossary.md).
type Bilingual = readonly [en: string, sw: string];
const ADJECTIVES: readonly Bilingual[] = [
  ['Modern', 'ya Kisasa'],
  ['Spacious', 'Pana'],
  ['Bright', 'yenye Mwanga'],
  ['Elegant', 'Maridadi'],
  ['Cosy', 'ya Starehe'],
  ['Newly Built', 'Mpya'],
  ['Well Kept', 'Iliyotunzwa Vizuri'],
  ['Contemporary', 'ya Kisasa'],
  ['Family', 'ya Familia'],
  ['Quiet', 'Tulivu'],
];
// What a generated home is called, in both languages, and the style that name is (none for a
// plain 'House': not every listing names one).
type Kind = readonly [en: string, sw: string, style?: PropertyStyle];
const KINDS: Record<HomeType, readonly Kind[]> = {
  apartment: [
    ['Apartment', 'Fleti', 'flat'],
    ['Flat', 'Fleti', 'flat'],
    ['Penthouse', 'Penthouse', 'penthouse'],
    ['Duplex Apartment', 'Fleti ya Ghorofa Mbili', 'duplex'],
  ],
  house: [
    ['House', 'Nyumba'],
    ['Townhouse', 'Townhouse', 'townhouse'],
    ['Maisonette', 'Maisonette', 'maisonette'],
    ['Bungalow', 'Bungalow', 'bungalow'],
    ['Villa', 'Villa', 'villa'],
  ],
};
const OPENINGS: readonly Bilingual[] = [
  [
    'A well-kept home in a secure, quiet compound close to shops, schools and transport.',
    'Nyumba iliyotunzwa vizuri ndani ya kiwanja tulivu chenye ulinzi, karibu na maduka, shule na usafiri.',
  ],
  [
    'A light-filled home with generous rooms, good storage and a practical layout.',
    'Nyumba yenye mwanga mwingi, vyumba vikubwa, nafasi nzuri ya kuhifadhia vitu na mpangilio unaofaa.',
  ],
  [
    'A newly finished home with modern fittings throughout and space to grow into.',
    'Nyumba iliyokamilika hivi karibuni, yenye vifaa vya kisasa kila mahali na nafasi ya kutosha familia inapokua.',
  ],
  [
    'A comfortable home in a friendly neighbourhood, minutes from the main road.',
    'Nyumba ya starehe katika mtaa wenye majirani wema, dakika chache kutoka barabara kuu.',
  ],
];
const DETAILS: readonly Bilingual[] = [
  [
    'The living room opens onto a balcony, and the kitchen has fitted cabinets and a separate pantry.',
    'Sebule inafunguka kwenye roshani, na jiko lina makabati yaliyojengwa ndani na stoo tofauti ya vyakula.',
  ],
  [
    'The master bedroom is en suite with a walk-in wardrobe; the other bedrooms share a family bathroom.',
    'Chumba kikuu cha kulala kina bafu yake na chumba cha nguo; vyumba vingine vinatumia bafu ya pamoja.',
  ],
  [
    'There is borehole water, backup power and round-the-clock security at the gate.',
    'Kuna maji ya kisima, umeme wa akiba na ulinzi getini saa 24.',
  ],
  [
    'Parking is covered, and there is a small garden for children to play in.',
    'Maegesho yana paa, na kuna bustani ndogo ya watoto kuchezea.',
  ],
  [
    'Fibre internet is available, and the service charge covers cleaning of the common areas.',
    'Intaneti ya fiber inapatikana, na ada ya huduma inalipia usafi wa maeneo ya pamoja.',
  ],
];

/** Two different detail sentences, in a random order, in both languages. */
function twoDetails(rand: Rand): Bilingual {
  const first = DETAILS[Math.floor(rand() * DETAILS.length)]!;
  const second =
    DETAILS[
      (DETAILS.indexOf(first) + 1 + Math.floor(rand() * (DETAILS.length - 1))) % DETAILS.length
    ]!;
  return [`${first[0]} ${second[0]}`, `${first[1]} ${second[1]}`];
}

/**
 * The languages of generated agent `index`: English and Swahili, and often one more, chosen from
 * the index rather than the shared random sequence so the other generated values stay as they were.
 */
function agentLanguages(index: number): Agent['languages'] {
  // The languages after English and Swahili in LANGUAGES, Kenyan ones first.
  const more = LANGUAGES.slice(2, 10);
  return index % 3 === 0
    ? ['English', 'Swahili']
    : ['English', 'Swahili', more[index % more.length]!];
}

function makeAgent(rand: Rand, index: number): Agent {
  const first = pick(rand, FIRST_NAMES);
  const last = pick(rand, LAST_NAMES);
  const agency = pick(rand, AGENCIES);
  const prefix = pick(rand, ['07', '01']);
  const rest = String(between(rand, 10_000_000, 99_999_999));
  return {
    name: `${first} ${last}`,
    phone: `${prefix}${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`,
    email: `${titleSlug(first)}.${titleSlug(last)}${index}@${titleSlug(agency).replace(/-/g, '')}.co.ke`,
    agency,
    earbNumber: `EARB/${String(4000 + index).padStart(4, '0')}`,
    languages: agentLanguages(index),
    // Portraits are reused from the curated agents.
    photo: '',
  };
}

/**
 * A generated listing's description, and its Swahili title and description; `englishOnly`
 * leaves the Swahili description out, as many agencies' files do.
 */
function describe(
  parts: readonly Bilingual[],
  location: string,
  swTitle: string,
  englishOnly: boolean,
): Pick<Listing, 'description' | 'sw'> {
  const text = (language: 0 | 1) => parts.map((part) => part[language]).join(' ');
  return {
    description: `${text(0)} Located in ${location}.`,
    sw: englishOnly
      ? { title: swTitle }
      : { title: swTitle, description: `${text(1)} Iko ${location}.` },
  };
}

/** A generated listing's `market` and `leftMarketAt` (lib/listings/sample-dates.ts). */
function marketFields(
  id: number,
  status: ListingStatus,
  buildDate: string,
): Pick<Listing, 'market' | 'leftMarketAt'> {
  const standing = sampleMarket(id, buildDate);
  if (standing.state === 'available') return {};
  if (standing.state === 'under_offer') return { market: 'under_offer' };
  const market = standing.withdrawn ? 'withdrawn' : status === 'for_sale' ? 'sold' : 'let';
  return { market, leftMarketAt: standing.leftMarketAt };
}

/**
 * A position for a generated home in `location`: a random point within most of the area's
 * radius that lies inside the area's ward and in Kenya (so no home of Nyali is put in the sea).
 * It has its own random sequence, seeded by the listing's id, so placing homes does not change
 * any other generated value.
 */
export function samplePosition(location: string, id: number): LatLng {
  const centre = areaCentre(location);
  if (!centre) throw new RangeError(`no area centre for "${location}" in data/geo/areas.json`);
  const rand = prng(0x9e3779b9 ^ id);
  for (let attempt = 0; attempt < 50; attempt++) {
    // Uniform over the disc: the square root spreads points evenly instead of crowding the centre.
    const km = 0.85 * centre.radiusKm * Math.sqrt(rand());
    const angle = 2 * Math.PI * rand();
    const point = {
      latitude: round4(centre.latitude + (km * Math.sin(angle)) / 111.32),
      longitude: round4(
        centre.longitude +
          (km * Math.cos(angle)) / (111.32 * Math.cos((centre.latitude * Math.PI) / 180)),
      ),
    };
    if (inWard(point, centre.ward, centre.county) && inKenya(point)) return point;
  }
  // Centres are checked to lie in their ward (tests/unit/map/areas.test.ts).
  return { latitude: centre.latitude, longitude: centre.longitude };
}

/** What a generated home's facts follow: its kind, its area's tier and town, its amenities. */
export interface FactsBasis {
  type: PropertyType;
  status: ListingStatus;
  tier: 1 | 2 | 3;
  town: string;
  bedrooms: number;
  amenities: readonly Amenity[];
}

// Towns where most house plots are on the old municipal leases (99 years, many granted from
// the 1960s to the 1990s); elsewhere, in the country around the towns, houses are mostly on
// freehold land.
const LEASEHOLD_TOWNS: ReadonlySet<string> = new Set(['Nairobi', 'Mombasa']);
// Where county water is least reliable, so homes lean on their own boreholes.
const DRY_TOWNS: ReadonlySet<string> = new Set(['Mombasa', 'Machakos', 'Kajiado']);

/**
 * A generated home's Kenya facts, as an agent there would give them: service charges and
 * backup generators with the area's tier, sectional titles for apartments, old 99-year leases
 * for town houses and freehold around the towns, deposits for rentals, floors for apartments.
 * Some facts are left unknown, and a few homes have none, as agents do. Its own random
 * sequence, seeded by the listing's id, keeps every other generated value as it was.
 */
export function sampleFacts(id: number, home: FactsBasis): KenyaFacts | undefined {
  const rand = prng(0xc2b2ae35 ^ id);
  if (rand() < 0.08) return undefined;
  const { type, status, tier, town, bedrooms } = home;
  const apartment = type === 'apartment';
  const known = () => rand() < 0.88;
  const chance = (p: number) => rand() < p;
  const facts: KenyaFacts = {};

  if (known()) {
    // Apartments all pay one; houses only in a managed compound.
    facts.serviceCharge =
      apartment || chance(0.5)
        ? roundTo(
            (tier === 3 ? 9_000 : tier === 2 ? 4_500 : 2_000) *
              (1 + 0.2 * bedrooms) *
              (0.8 + rand() * 0.5),
            500,
          )
        : 0;
  }
  if (status === 'for_rent' && known()) {
    facts.depositMonths = tier === 3 ? between(rand, 2, 3) : between(rand, 1, 2);
  }
  if (known()) {
    const roll = rand();
    const ownBorehole = DRY_TOWNS.has(town) ? 0.45 : tier === 3 ? 0.35 : 0.15;
    const both = tier >= 2 ? 0.45 : 0.2;
    facts.water = roll < ownBorehole ? 'borehole' : roll < ownBorehole + both ? 'both' : 'county';
    // A borehole and the mains together are the upmarket norm in Nairobi blocks.
    if (tier === 3 && apartment && town === 'Nairobi' && facts.water === 'borehole')
      facts.water = 'both';
  }
  if (known()) {
    const roll = rand();
    const [generator, solar] =
      tier === 3 ? (apartment ? [0.8, 0.12] : [0.45, 0.4]) : tier === 2 ? [0.4, 0.25] : [0.12, 0.2];
    facts.backupPower =
      roll < generator ? 'generator' : roll < generator + solar ? 'solar' : 'none';
  }
  if (known()) {
    if (apartment) {
      facts.title = chance(0.85)
        ? { kind: 'sectional' }
        : { kind: 'leasehold', yearsLeft: between(rand, 60, 97) };
    } else {
      const leasehold = LEASEHOLD_TOWNS.has(town) ? 0.7 : 0.25;
      const roll = rand();
      facts.title =
        roll < leasehold
          ? { kind: 'leasehold', yearsLeft: between(rand, 35, 97) }
          : roll < leasehold + 0.08
            ? { kind: 'sectional' }
            : { kind: 'freehold' };
    }
  }
  if (known()) {
    // The same answer the amenities give: no Parking amenity, no bay.
    facts.parkingBays = !home.amenities.includes('Parking')
      ? 0
      : apartment
        ? Math.min(3, Math.max(1, tier - 1 + (bedrooms >= 3 ? 1 : 0)))
        : between(rand, 1, tier + 1);
  }
  if (apartment && known()) {
    // Walk-ups in the cheaper areas, towers in the dearer ones.
    facts.floor = between(rand, 0, tier === 3 ? 18 : tier === 2 ? 9 : 5);
  }
  if (known()) {
    facts.furnished = chance(status === 'for_rent' ? [0, 0.08, 0.2, 0.35][tier]! : 0.05);
  }
  if (known()) facts.petsAllowed = chance(apartment ? 0.3 : 0.7);
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/**
 * `listings` with the price of `changes` of them raised by one step of the generator's rounding
 * (KES 50,000 for sale, 1,000 a month to rent), spread evenly from the first: the benchmark's stand-in for an agency's price changes
 * (SAMPLE_PRICE_CHANGES). The same `changes` always changes the same homes.
 */
export function repriceSample(listings: readonly Listing[], changes: number): Listing[] {
  const chosen = new Set<number>();
  const count = Math.min(changes, listings.length);
  for (let i = 0; i < count; i++) chosen.add(Math.floor((i * listings.length) / count));
  return listings.map((listing, i) => {
    if (!chosen.has(i)) return listing;
    const step = listing.status === 'for_sale' ? 50_000 : 1_000;
    return { ...listing, price: listing.price + step };
  });
}

/**
 * `count` generated listings, ids and slugs continuing after the curated ones. `templates` are
 * the curated listings: media, ads and agent portraits are borrowed from them.
 */
export function generateListings(
  count: number,
  templates: readonly Listing[],
  seed = 254,
  buildDate = BUILD_ENV.buildDate,
): Listing[] {
  if (count <= 0) return [];
  const rand = prng(seed);
  const byType: Record<PropertyType, Listing[]> = {
    apartment: templates.filter((t) => t.type === 'apartment'),
    house: templates.filter((t) => t.type === 'house'),
    land: templates.filter((t) => t.type === 'land'),
    commercial: templates.filter((t) => t.type === 'commercial'),
  };
  const saleTemplates = templates.filter((t) => t.status === 'for_sale');
  const portraits = [...new Set(templates.map((t) => t.agent.photo))];
  const agents = Array.from({ length: Math.max(8, Math.ceil(count / 40)) }, (_, i) => ({
    ...makeAgent(rand, i + 1),
    photo: portraits[i % portraits.length]!,
  }));
  const out: Listing[] = [];
  for (let i = 0; i < count; i++) {
    const id = templates.length + i + 1;
    const type: HomeType = rand() < 0.62 ? 'apartment' : 'house';
    const status = rand() < 0.55 ? ('for_rent' as const) : ('for_sale' as const);
    const place = pick(rand, AREAS);
    const drawnBedrooms = type === 'apartment' ? between(rand, 1, 4) : between(rand, 2, 6);
    const drawnBathrooms = Math.max(1, drawnBedrooms - between(rand, 0, 1));
    const drawnSize = roundTo(
      drawnBedrooms * (type === 'house' ? 62 : 45) * (0.8 + rand() * 0.5),
      5,
    );
    const factor = (type === 'house' ? 1.1 : 1) * (0.85 + rand() * 0.3);
    const homes = byType[type].length ? byType[type] : templates.filter((t) => isHome(t.type));
    const template = pick(rand, homes.length ? homes : templates);
    // A home that borrows a tour borrows its floor plan too, and so the rooms and size the plan
    // shows: a 2-bedroom flat must not open onto a 5-bedroom plan. The draws above are made all
    // the same, so the shared random sequence runs as before.
    const plan = template.floorPlan;
    const bedrooms = plan ? (template.bedrooms ?? drawnBedrooms) : drawnBedrooms;
    const bathrooms = plan ? (template.bathrooms ?? drawnBathrooms) : drawnBathrooms;
    const size = plan ? (template.size ?? drawnSize) : drawnSize;
    const price =
      status === 'for_sale'
        ? roundTo(size * SALE_PER_SQM[place.tier] * factor, 50_000)
        : roundTo(size * RENT_PER_SQM[place.tier] * factor, 1_000);
    const kind = pick(rand, KINDS[type]);
    const adjective = pick(rand, ADJECTIVES);
    const title = `${adjective[0]} ${bedrooms} Bedroom ${kind[0]} in ${place.area}`;
    const swTitle = `${kind[1]} ${adjective[1]} ya ${swBedroomsTitle(bedrooms)}, ${place.area}`;
    const amenities = AMENITIES.filter((a) =>
      a === 'Security' || a === 'Parking' ? rand() < 0.9 : rand() < 0.4,
    );
    const agent = agents[Math.floor(rand() * agents.length)]!;
    const location = placeName(place.area, place.town);
    const facts = sampleFacts(id, { type, status, bedrooms, amenities, ...place });
    // About a quarter of the stock is land and a tenth commercial space, as on Kenyan portals,
    // borrowing the media of a curated listing of the kind. Chosen from the id, after the home's
    // values are drawn, so the shared random sequence runs as before.
    const placeKind = sampleKind(id, byType);
    if (placeKind) {
      out.push(
        placeListing(id, placeKind, pick(prng(0x3c6ef372 ^ id), byType[placeKind]), {
          place,
          agent,
          buildDate,
        }),
      );
      continue;
    }
    out.push({
      id: String(id),
      slug: `${titleSlug(title)}-${id}`,
      ...marketFields(id, status, buildDate),
      title,
      price,
      currency: 'KES',
      location,
      bedrooms,
      bathrooms,
      ...(rand() < 0.9 ? { size } : {}),
      type,
      ...(kind[2] === undefined ? {} : { style: kind[2] }),
      status,
      image: template.image,
      hasVideo: template.hasVideo,
      has360: template.has360,
      images: template.images,
      yearBuilt: between(rand, 1998, 2025),
      ...describe(
        [pick(rand, OPENINGS), twoDetails(rand)],
        location,
        swTitle,
        sampleEnglishOnly(id),
      ),
      coordinates: samplePosition(location, id),
      amenities,
      ...(facts ? { facts } : {}),
      ...sampleDates(id, buildDate),
      agent,
      bankAds: status === 'for_sale' ? (saleTemplates[0]?.bankAds ?? []) : [],
      insuranceAds: template.insuranceAds,
      ...(template.tour ? { tour: template.tour } : {}),
      ...(plan ? { floorPlan: plan } : {}),
      ...(template.video ? { video: template.video } : {}),
    });
  }
  return out.map(asSampleUnit);
}

/**
 * About one generated listing in a hundred is offered as a unit of a new project, which
 * lib/developments/data.ts makes from it (lib/developments/sample.ts): a home or plot for sale
 * and available. A unit of a project still being built has no year built yet.
 */
function asSampleUnit(listing: Listing): Listing {
  const id = Number(listing.id);
  if (
    !isSampleUnitId(id) ||
    listing.status !== 'for_sale' ||
    listing.type === 'commercial' ||
    listing.market !== undefined
  )
    return listing;
  const project = sampleProject(id, areaName(listing.location));
  const unit: Listing = {
    ...listing,
    unit: { development: project.slug, unitsLeft: 1 + (id % 17) },
  };
  if (isBuilding(project.state)) delete unit.yearBuilt;
  return unit;
}

/** Shares of the generated stock that are land and commercial space. */
export const LAND_SHARE = 0.25;
export const COMMERCIAL_SHARE = 0.1;

/**
 * Whether generated listing `id` is land or commercial space (none when no curated listing of
 * the kind lends its media): its own random sequence, seeded by the id.
 */
function sampleKind(
  id: number,
  byType: Record<PropertyType, readonly Listing[]>,
): 'land' | 'commercial' | undefined {
  const roll = prng(0x1b873593 ^ id)();
  if (roll < LAND_SHARE) return byType.land.length ? 'land' : undefined;
  if (roll < LAND_SHARE + COMMERCIAL_SHARE)
    return byType.commercial.length ? 'commercial' : undefined;
  return undefined;
}

/** KES an acre of land, by the area's tier (a plot near a town; farmland far less). */
const LAND_PER_ACRE = { 1: 6_000_000, 2: 14_000_000, 3: 60_000_000 } as const;
/** KES a m² a month for commercial space, by the area's tier. */
const COMMERCIAL_RENT_PER_SQM = { 1: 450, 2: 800, 3: 1_400 } as const;

const LAND_TEXT: Bilingual = [
  'A level plot with good access, in an area of growing demand.',
  'Kiwanja tambarare chenye njia nzuri, katika eneo linalozidi kutafutwa.',
];
const COMMERCIAL_TEXT: Bilingual = [
  'Commercial space on a busy road, with round-the-clock security.',
  'Jengo la biashara kwenye barabara yenye shughuli nyingi, lenye ulinzi wa saa 24.',
];

/** A bank's offer for buying commercial space, for the generated offices, shops and go-downs. */
const COMMERCIAL_LOANS: Listing['bankAds'] = [
  {
    name: 'Tausi Home Finance',
    logo: '/images/ads/tausi-home-finance.svg',
    headline: 'Commercial property loans',
    details:
      'Up to 60% of the price of an office, shop or warehouse, repaid over up to 15 years from its rent.',
    cta: 'Talk to an adviser',
    url: 'https://tausi-finance.example/commercial',
    sw: {
      headline: 'Mikopo ya majengo ya biashara',
      details:
        'Hadi 60% ya bei ya ofisi, duka au ghala, ulipe kwa muda wa hadi miaka 15 kutokana na kodi yake.',
      cta: 'Zungumza na mshauri',
    },
  },
];

/**
 * A generated plot or commercial listing: its size, price and facts drawn from its own random
 * sequence (seeded by the id), its media borrowed from `template`, a curated listing of the kind.
 */
function placeListing(
  id: number,
  type: 'land' | 'commercial',
  template: Listing,
  {
    place,
    agent,
    buildDate,
  }: {
    place: { area: string; town: string; tier: 1 | 2 | 3 };
    agent: Agent;
    buildDate: string;
  },
): Listing {
  const rand = prng(0x27220a95 ^ id);
  const location = placeName(place.area, place.town);
  const common = {
    id: String(id),
    currency: 'KES' as const,
    location,
    image: template.image,
    hasVideo: template.hasVideo,
    has360: template.has360,
    images: template.images,
    coordinates: samplePosition(location, id),
    ...sampleDates(id, buildDate),
    agent,
    insuranceAds: template.insuranceAds,
    ...(template.tour ? { tour: template.tour } : {}),
    ...(template.video ? { video: template.video } : {}),
  };
  if (type === 'land') {
    // Town plots by the eighth and quarter (50 × 100 and 100 × 100 ft); farms by the acre.
    const farm = rand() < 0.3;
    const feet = farm
      ? undefined
      : pick(rand, [
          [50, 100],
          [100, 100],
          [100, 200],
        ] as const);
    const acres = feet
      ? Number(acresFromFeet(feet[0], feet[1]).toFixed(4))
      : pick(rand, [1, 2, 5, 10]);
    const style: PropertyStyle = farm
      ? 'agricultural'
      : pick(rand, ['residential', 'residential', 'commercial', 'mixed'] as const);
    const status = rand() < 0.9 ? ('for_sale' as const) : ('for_rent' as const);
    const perAcre = LAND_PER_ACRE[place.tier] * (farm ? 0.15 : 1) * (0.8 + rand() * 0.4);
    // A lease of land is priced by the year: about a twentieth of its value.
    const value = acres * perAcre;
    const price = clampPrice(roundTo(status === 'for_sale' ? value : value / 20, 10_000));
    const titles = landTitles(style, place.area, acres);
    const title = titles.en;
    return {
      ...common,
      slug: `${titleSlug(title)}-${id}`,
      ...marketFields(id, status, buildDate),
      title,
      price,
      type,
      style,
      status,
      // SPEC: a listing for sale shows bank ads; the curated plots (all for sale) offer plot loans.
      bankAds: status === 'for_sale' ? template.bankAds : [],
      ...describe([LAND_TEXT], location, titles.sw, sampleEnglishOnly(id)),
      amenities: [],
      facts: {
        title:
          rand() < 0.7
            ? { kind: 'freehold' }
            : { kind: 'leasehold', yearsLeft: between(rand, 40, 95) },
      },
      land: {
        acres,
        ...(feet ? { plotFt: { width: feet[0], depth: feet[1] } } : {}),
        titleStatus: pick(rand, [
          'individual',
          'individual',
          'individual',
          'mother',
          'allotment',
        ] as const),
        road: pick(rand, ['tarmac', 'murram', 'murram'] as const),
        water: pick(rand, ['on_plot', 'nearby', 'none'] as const),
        power: pick(rand, ['on_plot', 'nearby', 'nearby'] as const),
        beacons: rand() < 0.8,
        fenced: rand() < 0.4,
        lcbConsent: farm ? 'needed' : 'not_needed',
      },
    };
  }
  const style = pick(rand, ['office', 'office', 'shop', 'warehouse'] as const);
  const size = roundTo(
    style === 'warehouse'
      ? between(rand, 400, 3000)
      : style === 'shop'
        ? between(rand, 30, 150)
        : between(rand, 80, 600),
    5,
  );
  const status = rand() < 0.85 ? ('for_rent' as const) : ('for_sale' as const);
  const perSqm =
    COMMERCIAL_RENT_PER_SQM[place.tier] * (style === 'warehouse' ? 0.5 : 1) * (0.8 + rand() * 0.4);
  // A sale is priced at about 12 years' rent.
  const price = clampPrice(
    roundTo(
      size * perSqm * (status === 'for_rent' ? 1 : 144),
      status === 'for_rent' ? 1_000 : 50_000,
    ),
  );
  const titles = placeTitles('commercial', style, place.area);
  return {
    ...common,
    slug: `${titleSlug(`${size} m² ${titles.en}`)}-${id}`,
    ...marketFields(id, status, buildDate),
    title: `${size} m² ${titles.en}`,
    price,
    size,
    type,
    style,
    status,
    // The curated commercial space is all to let, so carries no bank ads to lend.
    bankAds: status === 'for_sale' ? COMMERCIAL_LOANS : [],
    yearBuilt: between(rand, 1995, 2025),
    ...describe([COMMERCIAL_TEXT], location, titles.sw, sampleEnglishOnly(id)),
    // A shop on the street has no bays of its own, so does not list parking.
    amenities: style === 'shop' ? ['Security'] : ['Parking', 'Security'],
    facts: {
      serviceCharge: roundTo(size * 60, 500),
      ...(status === 'for_rent' ? { depositMonths: 3 } : {}),
      backupPower: rand() < 0.7 ? 'generator' : 'none',
      parkingBays: style === 'shop' ? 0 : between(rand, 1, 10),
    },
    commercial: {
      ...(style === 'office' ? { grade: pick(rand, ['A', 'B', 'C'] as const) } : {}),
      fitOut: pick(rand, ['shell', 'fitted'] as const),
    },
  };
}

/** Within SPEC's range of sample prices, 45,000 to 25,000,000 KES. */
function clampPrice(price: number): number {
  return Math.min(25_000_000, Math.max(45_000, price));
}
