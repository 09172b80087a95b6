import 'server-only';
import { z } from 'zod';
import { floorPlanSchema } from '@/lib/floorplans/schema';
import { floorPlanProblems } from '@/lib/floorplans/rules';
import { coordinatesProblem } from '@/lib/map/coordinates';
import type { LatLng } from '@/lib/map/position';
import { FACT_NAMES, factScopeProblem } from './facts';
import { PROPERTY_STYLES, STYLES_BY_TYPE, styleFits, type PropertyStyle } from './kinds';
import { isOffMarket, STORED_MARKET_STATES } from './market';
import { LISTING_PHOTO_PATH } from './photos';
import { FLOOR_PLAN_FILE, FLOOR_PLAN_MAX_BYTES, planFileFormat } from './plan-file';
import { FACT_LIMITS, isEarbNumber, isEmail, isKenyanMobile, LIMITS, SLUG } from './rules';
import { BUILD_ENV } from '@/lib/site/env';
import { dayNumber } from './dates';
import {
  AMENITIES,
  BACKUP_POWER,
  FIT_OUTS,
  GRADES,
  LANGUAGES,
  LCB_CONSENT,
  LISTING_STATUSES,
  ON_PLOT,
  PROPERTY_TYPES,
  ROAD_ACCESS,
  SEARCH_RESULTS,
  TITLE_KINDS,
  TITLE_STATUSES,
  WATER_SOURCES,
} from './vocabulary';
import { KIND_RULES } from './kinds';
import { acresFromFeet } from './land';
import { LOCATIONS } from './location';

export { AMENITIES, LISTING_STATUSES, PROPERTY_TYPES };
export type {
  Amenity,
  BackupPower,
  Language,
  ListingStatus,
  PropertyType,
  TitleKind,
  WaterSource,
} from './vocabulary';

/**
 * The shape of a listing record in data/. Types are inferred from these schemas, so the data
 * and the code cannot drift apart; `parseListings` is the only way records enter the site.
 */

// Site-relative paths only: no request may leave the site. Listing photos are
// /photos/<slug>/<name>.jpg (sources in data/photos/, variants made at build time); icons,
// portraits and logos are files under /images/; tours and videos are files under /media/.
const localImage = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/,
    'must be a local image path under /images/',
  );
const listingPhoto = z
  .string()
  .regex(LISTING_PHOTO_PATH, 'must be a listing photo path /photos/<slug>/<name>.jpg');
const media = (ext: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/media/[a-z0-9/_-]+\\.${ext}$`),
      `must be a file under /media/ ending in .${ext}`,
    );

const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** A calendar date as YYYY-MM-DD, not after the day the site is built as of (BUILD_DATE). */
const pastDate = z
  .string()
  .refine((d) => dayNumber(d) !== undefined, 'must be a date as YYYY-MM-DD')
  .refine(
    (d) => (dayNumber(d) ?? 0) <= (dayNumber(BUILD_ENV.buildDate) ?? Infinity),
    `must not be after the build date (BUILD_DATE ${BUILD_ENV.buildDate})`,
  );
// The value rules are lib/listings/rules.ts, shared with the List Your Property form.
const text = (max: number) => nonEmpty.max(max, `must be at most ${max} characters`);
const whole = (range: { min: number; max: number }) =>
  z
    .number()
    .int('must be a whole number')
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max}`);

export const agentSchema = z.strictObject({
  name: text(LIMITS.name.max),
  phone: z.string().refine(isKenyanMobile, 'must be a Kenyan mobile number'),
  email: z.string().refine(isEmail, 'must be an email address'),
  agency: text(LIMITS.name.max),
  photo: localImage,
  /** Estate Agents Registration Board number, for agents; private owners have none. */
  earbNumber: z.string().refine(isEarbNumber, 'must be a registration number').optional(),
  /** Languages the agent speaks with clients, shown on the agent's page. */
  languages: z
    .array(z.enum(LANGUAGES))
    .min(1, 'must name at least one language')
    .refine((list) => new Set(list).size === list.length, 'must not repeat a language'),
});

export const adSchema = z.strictObject({
  name: nonEmpty,
  logo: localImage,
  headline: nonEmpty,
  details: nonEmpty,
  cta: nonEmpty,
  url: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  /** The ad's texts in Swahili, for the Swahili pages (the name is a brand: never translated). */
  sw: z.strictObject({ headline: nonEmpty, details: nonEmpty, cta: nonEmpty }),
});

export const tourRoomSchema = z.strictObject({
  id: z.string().regex(SLUG, 'must be lower-case words joined by hyphens'),
  name: nonEmpty,
  /** The room's name in Swahili, for the Swahili pages (docs/glossary.md). */
  sw: z.strictObject({ name: nonEmpty }),
  panorama: media('jpg'),
  thumbnail: media('jpg'),
  links: z
    .array(
      z.strictObject({
        to: z.string(),
        yaw: z.number().min(-180).max(180),
        pitch: z.number().min(-90).max(90),
      }),
    )
    .min(1, 'every room needs a way to another room'),
});

export const tourSchema = z
  .strictObject({ rooms: z.array(tourRoomSchema).min(1, 'needs at least one room') })
  .superRefine((tour, ctx) => {
    const ids = new Set(tour.rooms.map((r) => r.id));
    tour.rooms.forEach((room, i) =>
      room.links.forEach((link, j) => {
        if (!ids.has(link.to)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', i, 'links', j, 'to'],
            message: `no room "${link.to}" in this tour`,
          });
        }
      }),
    );
  });

export const videoSchema = z.strictObject({
  webm: media('webm'),
  mp4: media('mp4'),
  poster: media('jpg'),
});

const oneOf = (values: readonly string[]) =>
  `must be ${values
    .map((v) => `'${v}'`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}`;

/**
 * What buyers and renters in Kenya ask before a viewing, each optional: an agent may not know
 * every one, and the page shows only those given. Which facts apply to which homes (a deposit
 * to rentals, a floor to apartments) is checked with the whole record, in listingSchema.
 */
export const factsSchema = z
  .strictObject({
    /** KES a month, paid to the management company on top of the price or rent. */
    serviceCharge: whole(FACT_LIMITS.serviceCharge).optional(),
    /** Months of rent paid as a deposit before moving in; rentals only. */
    depositMonths: whole(FACT_LIMITS.depositMonths).optional(),
    water: z.enum(WATER_SOURCES, { error: oneOf(WATER_SOURCES) }).optional(),
    backupPower: z.enum(BACKUP_POWER, { error: oneOf(BACKUP_POWER) }).optional(),
    title: z
      .discriminatedUnion(
        'kind',
        [
          z.strictObject({ kind: z.literal('freehold') }),
          z.strictObject({
            kind: z.literal('leasehold'),
            yearsLeft: whole(FACT_LIMITS.leaseYearsLeft),
          }),
          z.strictObject({ kind: z.literal('sectional') }),
        ],
        { error: `must be an object whose kind is ${oneOf(TITLE_KINDS).slice('must be '.length)}` },
      )
      .optional(),
    parkingBays: whole(FACT_LIMITS.parkingBays).optional(),
    /** 0 is the ground floor; apartments only. */
    floor: whole(FACT_LIMITS.floor).optional(),
    furnished: z.boolean({ error: 'must be true or false' }).optional(),
    petsAllowed: z.boolean({ error: 'must be true or false' }).optional(),
  })
  // No facts is said by leaving `facts` out: one way to say it, so pages have one case to show.
  .refine((facts) => Object.keys(facts).length > 0, 'must give at least one fact, or be left out');

/**
 * What a plot is (land only): its size in acres, as the agent stated it (and its sides in feet,
 * '50x100', when they gave them), and what a buyer asks about land in Kenya. Each fact but the
 * size is optional: the page says 'Not given' for one the listing does not state. Its zoning
 * is the listing's `style`, and its tenure the `facts.title` every listing may have.
 */
export const landSchema = z
  .strictObject({
    acres: z
      .number()
      .min(LIMITS.acres.min, `must be at least ${LIMITS.acres.min}`)
      .max(LIMITS.acres.max, `must be at most ${LIMITS.acres.max}`),
    plotFt: z
      .strictObject({ width: whole(LIMITS.plotFeet), depth: whole(LIMITS.plotFeet) })
      .optional(),
    titleStatus: z.enum(TITLE_STATUSES, { error: oneOf(TITLE_STATUSES) }).optional(),
    road: z.enum(ROAD_ACCESS, { error: oneOf(ROAD_ACCESS) }).optional(),
    /** Metres to the nearest tarmac road (0: on it). */
    tarmacM: whole(LIMITS.tarmacMetres).optional(),
    water: z.enum(ON_PLOT, { error: oneOf(ON_PLOT) }).optional(),
    power: z.enum(ON_PLOT, { error: oneOf(ON_PLOT) }).optional(),
    beacons: z.boolean({ error: 'must be true or false' }).optional(),
    fenced: z.boolean({ error: 'must be true or false' }).optional(),
    lcbConsent: z.enum(LCB_CONSENT, { error: oneOf(LCB_CONSENT) }).optional(),
    /**
     * What the agent states was checked before listing, and on what day they stated it
     * ('Before you pay' on the page, marked as the agent's statement). Any check left out
     * reads 'not provided'.
     */
    checks: z
      .strictObject({
        statedAt: pastDate,
        searchDate: pastDate.optional(),
        searchResult: z.enum(SEARCH_RESULTS, { error: oneOf(SEARCH_RESULTS) }).optional(),
        ratesCleared: z.boolean({ error: 'must be true or false' }).optional(),
      })
      .optional(),
  })
  .superRefine((land, ctx) => {
    // The sides and the acres say the same thing: 50 × 100 ft is 0.115 acres, not 0.125.
    if (land.plotFt === undefined) return;
    const acres = acresFromFeet(land.plotFt.width, land.plotFt.depth);
    if (Math.abs(acres - land.acres) > acres * 0.02)
      ctx.addIssue({
        code: 'custom',
        path: ['acres'],
        message: `is ${land.acres}, but ${land.plotFt.width} × ${land.plotFt.depth} ft is ${acres.toFixed(3)} acres`,
      });
  });

/** What commercial space is (commercial only), beyond the facts every listing may give. */
export const commercialSchema = z
  .strictObject({
    grade: z.enum(GRADES, { error: oneOf(GRADES) }).optional(),
    lifts: whole(LIMITS.lifts).optional(),
    fitOut: z.enum(FIT_OUTS, { error: oneOf(FIT_OUTS) }).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'must give at least one fact, or be left out');

/** 'an apartment', 'a house', 'land', 'commercial space': the build's words for a kind. */
function kindName(type: (typeof PROPERTY_TYPES)[number]): string {
  return {
    apartment: 'an apartment',
    house: 'a house',
    land: 'land',
    commercial: 'commercial space',
  }[type];
}

const SCOPE_MESSAGES: Record<
  NonNullable<ReturnType<typeof factScopeProblem>>,
  (l: { type: string; status: string }) => string
> = {
  rentalsOnly: (l) => `is for rentals only (status is ${l.status})`,
  apartmentsOnly: (l) => `is for apartments and commercial space only (type is ${l.type})`,
  homesOnly: (l) => `is for homes only (type is ${l.type})`,
  notLand: (l) => `is not a fact of land (type is ${l.type}); a plot has its own in "land"`,
};

/**
 * What each kind must and must not give (KIND_RULES in lib/listings/kinds.ts): a home has
 * bedrooms, bathrooms and a year built; land has none of them and its acres instead;
 * commercial space has a floor area. A mixed record (bedrooms on a plot) names its field.
 */
export function kindProblems(listing: {
  type: (typeof PROPERTY_TYPES)[number];
  bedrooms?: number;
  bathrooms?: number;
  yearBuilt?: number;
  size?: number;
  land?: unknown;
  commercial?: unknown;
  unit?: unknown;
}): { field: string; message: string; missing: boolean }[] {
  const rules = KIND_RULES[listing.type];
  const problems: { field: string; message: string; missing: boolean }[] = [];
  const kind = kindName(listing.type);
  const must = (field: keyof typeof listing, given: boolean, why: string) => {
    if (!given) problems.push({ field, message: `is missing (${why})`, missing: true });
  };
  const mustNot = (field: keyof typeof listing, given: boolean) => {
    if (given)
      problems.push({
        field,
        message: `is not given for ${kind} (type is ${listing.type})`,
        missing: false,
      });
  };
  for (const field of ['bedrooms', 'bathrooms'] as const) {
    if (rules.rooms) must(field, listing[field] !== undefined, `${kind} is a home`);
    else mustNot(field, listing[field] !== undefined);
  }
  // A unit of a development is built when its project is: whether it may give a year is checked
  // against the project's state (lib/developments/data.ts).
  if (rules.rooms && listing.unit === undefined)
    must('yearBuilt', listing.yearBuilt !== undefined, `${kind} is a home`);
  else if (rules.plot) mustNot('yearBuilt', listing.yearBuilt !== undefined);
  if (rules.floorArea === 'required')
    must('size', listing.size !== undefined, `the floor area of ${kind}, in m²`);
  if (rules.floorArea === 'none') mustNot('size', listing.size !== undefined);
  if (rules.plot) must('land', listing.land !== undefined, `the plot's acres and facts`);
  else mustNot('land', listing.land !== undefined);
  if (rules.facts !== 'commercial') mustNot('commercial', listing.commercial !== undefined);
  return problems;
}

export const listingSchema = z
  .strictObject({
    id: nonEmpty,
    slug: z
      .string()
      .regex(SLUG, 'must be lower-case words joined by hyphens')
      // /listings/page/ holds the static result pages.
      .refine((slug) => slug !== 'page', 'is reserved for the result pages (/listings/page/)'),
    /**
     * The listing's place in the Recommended order and on the home page (lib/listings/order.ts):
     * ranked listings come first, rank 1 first; the rest follow, newest first. Unique: two
     * listings of one rank stop the build (parseListings).
     */
    rank: z.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
    /**
     * The agency's own reference for the home ('KIL-014'). With the agency, it is how an import
     * knows the home again (docs/importing.md): unique per agency, checked in parseListings.
     */
    ref: text(LIMITS.ref.max).optional(),
    /**
     * Where the home stands with buyers and renters (lib/listings/market.ts); left out while it
     * is available. A home sold, let or withdrawn says when in `leftMarketAt`.
     */
    market: z.enum(STORED_MARKET_STATES, { error: oneOf(STORED_MARKET_STATES) }).optional(),
    /** The day the home left the market: for `sold`, `let` and `withdrawn` only. */
    leftMarketAt: pastDate.optional(),
    title: text(LIMITS.title.max),
    price: whole(LIMITS.price),
    currency: z.literal('KES'),
    location: z
      .string()
      .refine(
        (l) => LOCATIONS.has(l),
        "must be 'Area, Town' from AREAS in lib/listings/vocabulary.ts",
      ),
    /** Homes only (apartment, house): land and commercial space have none (lib/listings/kinds.ts). */
    bedrooms: whole(LIMITS.bedrooms).optional(),
    bathrooms: whole(LIMITS.bathrooms).optional(),
    /** Square metres: a home's size, commercial space's floor area; land has acres instead. */
    size: z.number().min(LIMITS.size.min).max(LIMITS.size.max).optional(),
    type: z.enum(PROPERTY_TYPES),
    /**
     * What people call it ('maisonette', 'bedsitter'): one of its type's styles
     * (lib/listings/kinds.ts), checked against the type below. Optional: an agency may not say.
     */
    style: z
      .enum(PROPERTY_STYLES as readonly [PropertyStyle, ...PropertyStyle[]], {
        error: oneOf(PROPERTY_STYLES),
      })
      .optional(),
    status: z.enum(LISTING_STATUSES),
    image: listingPhoto,
    hasVideo: z.boolean(),
    has360: z.boolean(),
    images: z.array(listingPhoto).min(1, 'needs at least one image'),
    /** Homes (required) and commercial space (optional); never land. */
    yearBuilt: whole(LIMITS.yearBuilt).optional(),
    description: text(LIMITS.description.max),
    /**
     * Title and description in Swahili, for the Swahili pages (docs/glossary.md). Agencies rarely
     * write Swahili: without a description the Swahili page shows the English one, marked as
     * English (listingText in lib/listings/text.ts). A title is always given: an import makes one
     * from the facts (lib/listings/titles.ts) when the agency gives none.
     */
    sw: z.strictObject({
      title: text(LIMITS.title.max),
      description: text(LIMITS.description.max).optional(),
    }),
    /**
     * Where the home is, as the team recorded it (WGS84 degrees). Never shown: public pages and
     * files carry only `approximatePosition` (lib/map/position.ts).
     */
    coordinates: z.strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    amenities: z.array(z.enum(AMENITIES)),
    facts: factsSchema.optional(),
    /** Land only, and required there. */
    land: landSchema.optional(),
    /** Commercial space only. */
    commercial: commercialSchema.optional(),
    /** The day the listing went live on the site. */
    listedAt: pastDate,
    /**
     * The day our team last confirmed the home is still available. Listings not verified within
     * FRESH_DAYS of the build date are left out of the site (lib/listings/data.ts).
     */
    verifiedAt: pastDate,
    /**
     * Sample records only: the day their dates were written as of. The build moves listedAt and
     * verifiedAt with the build date (keepSampleDatesCurrent, lib/listings/sample-dates.ts), so
     * the sample site shows its homes on any day. Real listings leave it out.
     */
    sampleDatesAsOf: z
      .string()
      .refine((d) => dayNumber(d) !== undefined, 'must be a date as YYYY-MM-DD')
      .optional(),
    agent: agentSchema,
    bankAds: z.array(adSchema),
    insuranceAds: z.array(adSchema),
    tour: tourSchema.optional(),
    /** The whole-home plan, from data/floorplans.json (lib/floorplans/), joined like the tour. */
    floorPlan: floorPlanSchema.optional(),
    /** An agency's own floor plan, an image or a PDF the import stored (lib/listings/plan-file.ts). */
    floorPlanFile: z
      .strictObject({
        src: z
          .string()
          .regex(FLOOR_PLAN_FILE, 'must be /plans/<slug>/floor-plan-<hash>.webp or .pdf'),
        bytes: z.number().int().min(1).max(FLOOR_PLAN_MAX_BYTES),
        /** An image's size in pixels; a PDF has none. */
        width: z.number().int().min(1).max(10_000).optional(),
        height: z.number().int().min(1).max(10_000).optional(),
      })
      .optional(),
    video: videoSchema.optional(),
    /**
     * A unit type of a development sold off-plan (data/developments/<slug>.json): the project's
     * slug, the units of this type the developer says are left, and whether the price is a
     * 'from' price (the cheapest of the type). The project must exist, and decides the badge and
     * the completion the page shows in place of a year built (lib/developments/data.ts).
     */
    unit: z
      .strictObject({
        development: z.string().regex(SLUG, "must be a development's slug"),
        unitsLeft: whole({ min: 0, max: 100_000 }).optional(),
        fromPrice: z.boolean().optional(),
      })
      .optional(),
  })
  .superRefine((listing, ctx) => {
    const misplaced = coordinatesProblem(listing.coordinates, listing.location);
    if (misplaced) ctx.addIssue({ code: 'custom', path: ['coordinates'], message: misplaced });
    for (const problem of kindProblems(listing))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (listing.style !== undefined && !styleFits(listing.type, listing.style))
      ctx.addIssue({
        code: 'custom',
        path: ['style'],
        message: `is not a style of ${kindName(listing.type)}: ${oneOf(STYLES_BY_TYPE[listing.type])}`,
      });
    const listed = dayNumber(listing.listedAt);
    const verified = dayNumber(listing.verifiedAt);
    if (listed !== undefined && verified !== undefined && verified < listed) {
      ctx.addIssue({
        code: 'custom',
        path: ['verifiedAt'],
        message: `must not be before listedAt (${listing.listedAt})`,
      });
    }
    const gone = isOffMarket(listing.market);
    if (gone && listing.leftMarketAt === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['leftMarketAt'],
        message: `is missing (market is ${listing.market})`,
      });
    if (!gone && listing.leftMarketAt !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['leftMarketAt'],
        message: `is for homes sold, let or withdrawn only (market is ${listing.market ?? 'available'})`,
      });
    const left = listing.leftMarketAt === undefined ? undefined : dayNumber(listing.leftMarketAt);
    if (gone && left !== undefined && listed !== undefined && left < listed)
      ctx.addIssue({
        code: 'custom',
        path: ['leftMarketAt'],
        message: `must not be before listedAt (${listing.listedAt})`,
      });
    if (listing.market === 'sold' && listing.status === 'for_rent')
      ctx.addIssue({
        code: 'custom',
        path: ['market'],
        message: "is for homes for sale only (status is for_rent); a rental is 'let'",
      });
    if (listing.market === 'let' && listing.status === 'for_sale')
      ctx.addIssue({
        code: 'custom',
        path: ['market'],
        message: "is for rentals only (status is for_sale); a home for sale is 'sold'",
      });
    if (!listing.images.includes(listing.image)) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'must be one of images' });
    }
    // The badges promise what the page shows: a 360° badge needs a tour, a Video badge a video.
    if (listing.has360 !== (listing.tour !== undefined)) {
      const message = listing.has360
        ? 'is missing (has360 is true; tours are in data/tours.json)'
        : 'is set but has360 is false';
      ctx.addIssue({ code: 'custom', path: ['tour'], message });
    }
    if (listing.floorPlan)
      for (const problem of floorPlanProblems({ ...listing, floorPlan: listing.floorPlan }))
        ctx.addIssue({ code: 'custom', ...problem });
    const file = listing.floorPlanFile;
    if (file && listing.floorPlan)
      ctx.addIssue({
        code: 'custom',
        path: ['floorPlanFile'],
        message: 'is set, but the home has a whole-home plan (floorPlan) already; it shows one',
      });
    if (
      file &&
      (planFileFormat(file.src) === 'image') !==
        (file.width !== undefined && file.height !== undefined)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['floorPlanFile'],
        message: 'needs width and height for an image, and neither for a PDF',
      });
    if (listing.hasVideo !== (listing.video !== undefined)) {
      const message = listing.hasVideo
        ? 'is missing (hasVideo is true)'
        : 'is set but hasVideo is false';
      ctx.addIssue({ code: 'custom', path: ['video'], message });
    }
    if (listing.status === 'for_rent' && listing.price > LIMITS.rent.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: `is a monthly rent (for_rent) and must be at most ${LIMITS.rent.max}`,
      });
    }
    for (const name of FACT_NAMES) {
      if (listing.facts?.[name] === undefined) continue;
      const problem = factScopeProblem(name, listing);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['facts', name],
          message: SCOPE_MESSAGES[problem](listing),
        });
    }
    if (listing.status === 'for_rent' && listing.bankAds.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankAds'],
        message: 'bank ads are for for-sale listings only',
      });
    }
  });

export type Listing = z.infer<typeof listingSchema>;
export type Agent = z.infer<typeof agentSchema>;
/** A listing's Kenya facts (service charge, deposit, water, power, title…), all optional. */
export type KenyaFacts = z.infer<typeof factsSchema>;
export type LandFacts = z.infer<typeof landSchema>;
export type CommercialFacts = z.infer<typeof commercialSchema>;

/** What a card needs: sent to the search island instead of whole records. */
export type ListingSummary = {
  /** A plot's acres (land only), for its size and its price per acre. */
  acres?: number;
} & Pick<
  Listing,
  | 'slug'
  | 'title'
  | 'price'
  | 'currency'
  | 'location'
  | 'bedrooms'
  | 'bathrooms'
  | 'size'
  | 'type'
  | 'style'
  | 'status'
  | 'image'
  | 'hasVideo'
  | 'has360'
  | 'listedAt'
  | 'verifiedAt'
> & {
    /** Where the card's home may be shown on a map: never the real position. */
    position: LatLng;
    /**
     * Set only for a home under offer (lib/listings/market.ts): its cards show a badge and a
     * search may hide it. Homes that left the market are in no summary.
     */
    underOffer?: true;
    /**
     * Set only for a unit of a development still being built (lib/developments/): its cards
     * show an 'Off-plan' or 'Under construction' badge, and `offPlan=` filters on it.
     */
    offPlan?: 'off_plan' | 'under_construction';
  };
export type Ad = z.infer<typeof adSchema>;
export type TourRoom = z.infer<typeof tourRoomSchema>;
export type Tour = z.infer<typeof tourSchema>;
export type Video = z.infer<typeof videoSchema>;

/** Thrown when data/ holds a record the site cannot show; the message names record and field. */
export class ListingDataError extends Error {
  override name = 'ListingDataError';
}

function slugOf(raw: unknown): string | undefined {
  const slug = valueAt(raw, ['slug']);
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

function recordName(raw: unknown, index: number): string {
  const slug = slugOf(raw);
  return slug ? `"${slug}"` : `#${index + 1} (no slug)`;
}

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(record)';
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

/**
 * Joins each listing record with its 360° tour. Tours are stored once, in data/tours.json (keyed
 * by slug), because the media renderer computes them from the homes' geometry; listing records
 * never carry one. A tour for no listing, a record that carries its own tour, or a tours file
 * that is not an object stops the build with a message naming it.
 */
export function withTours(raw: unknown, tours: unknown, source = 'data/tours.json'): unknown[] {
  return joinBySlug(raw, tours, { field: 'tour', plural: 'tours', what: 'tour', source });
}

/**
 * Joins each listing record with its whole-home floor plan, stored once in data/floorplans.json
 * (keyed by slug) because media-tools writes the plans from the homes' geometry, as it does the
 * tours. The same rules as withTours: a plan for no listing, or a record carrying its own, stops
 * the build naming it.
 */
export function withFloorPlans(
  raw: unknown,
  plans: unknown,
  source = 'data/floorplans.json',
): unknown[] {
  return joinBySlug(raw, plans, {
    field: 'floorPlan',
    plural: 'floor plans',
    what: 'floor plan',
    source,
  });
}

function joinBySlug(
  raw: unknown,
  table: unknown,
  { field, plural, what, source }: { field: string; plural: string; what: string; source: string },
): unknown[] {
  if (!Array.isArray(raw)) {
    throw new ListingDataError(`Invalid listing data: expected an array of listings`);
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new ListingDataError(
      `Invalid ${what} data in ${source}: expected ${plural} by listing slug`,
    );
  }
  const problems: string[] = [];
  const slugs = new Set(raw.map(slugOf));
  for (const slug of Object.keys(table))
    if (!slugs.has(slug)) problems.push(`${what} "${slug}" in ${source}: no listing has that slug`);
  const joined = raw.map((record: unknown, index) => {
    if (valueAt(record, [field]) !== undefined)
      problems.push(
        `listing ${recordName(record, index)}, field "${field}": ${plural} belong in ${source}, not in the listing`,
      );
    const slug = slugOf(record);
    const value = slug === undefined ? undefined : Reflect.get(table, slug);
    return value === undefined || typeof record !== 'object'
      ? record
      : { ...record, [field]: value };
  });
  if (problems.length > 0) {
    throw new ListingDataError(
      `Invalid ${what} data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
  return joined;
}

/** One thing wrong with the listing data, and the file it is in when the listing has one. */
export interface Problem {
  file?: string;
  message: string;
}

/**
 * One message for every problem found, one a line. It names the file when they all lie in one
 * (the usual case: the listing just edited), else `source`, the data as a whole.
 */
export function problemsMessage(source: string, problems: readonly Problem[]): string {
  const files = new Set(problems.map((p) => p.file));
  const [only] = files;
  const where = files.size === 1 && only !== undefined ? only : source;
  return (
    `Invalid listing data in ${where} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
    problems.map((p) => `  - ${p.message}`).join('\n')
  );
}

/**
 * Validates every record and returns them typed, or throws one error listing every problem as
 * `listing "<slug>", field "<path>": <what is wrong>`. `files` names each record's file, by
 * index, for the message (generated listings, past its end, have none).
 */
export function parseListings(
  raw: unknown,
  source = 'data',
  files: readonly string[] = [],
): Listing[] {
  if (!Array.isArray(raw)) {
    throw new ListingDataError(`Invalid listing data in ${source}: expected an array of listings`);
  }
  const problems: Problem[] = [];
  const problem = (index: number, message: string) =>
    problems.push({ ...(files[index] === undefined ? {} : { file: files[index] }), message });
  const listings: Listing[] = [];
  const seen = new Map<string, number>();
  const ranked = new Map<number, number>();
  const referenced = new Map<string, number>();
  raw.forEach((record: unknown, index) => {
    // Duplicates are checked on the raw slug and rank so they are reported even beside other
    // problems.
    const slug = slugOf(record);
    if (slug !== undefined) {
      const first = seen.get(slug);
      if (first === undefined) seen.set(slug, index);
      else {
        const of = files[first] === undefined ? '' : ` (${files[first]})`;
        problem(index, `listing "${slug}", field "slug": duplicate of record #${first + 1}${of}`);
      }
    }
    const rank = valueAt(record, ['rank']);
    if (typeof rank === 'number' && Number.isInteger(rank) && rank >= 1) {
      const first = ranked.get(rank);
      if (first === undefined) ranked.set(rank, index);
      else
        problem(
          index,
          `listing ${recordName(record, index)}, field "rank": ${rank} is also the rank of listing ${recordName(raw[first], first)}`,
        );
    }
    const ref = valueAt(record, ['ref']);
    const agency = valueAt(record, ['agent', 'agency']);
    if (typeof ref === 'string' && typeof agency === 'string') {
      // One agency's reference names one home: it is how an import finds the home again.
      const key = JSON.stringify([agency.trim(), ref.trim()]);
      const first = referenced.get(key);
      if (first === undefined) referenced.set(key, index);
      else
        problem(
          index,
          `listing ${recordName(record, index)}, field "ref": "${ref}" of ${agency} is also the ref of listing ${recordName(raw[first], first)}`,
        );
    }
    const result = listingSchema.safeParse(record);
    if (result.success) {
      listings.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const message =
        valueAt(record, issue.path) === undefined && issue.code === 'invalid_type'
          ? 'is missing'
          : issue.message;
      problem(
        index,
        `listing ${recordName(record, index)}, field "${fieldName(issue.path)}": ${message}`,
      );
    }
  });
  if (problems.length > 0) throw new ListingDataError(problemsMessage(source, problems));
  return listings;
}
