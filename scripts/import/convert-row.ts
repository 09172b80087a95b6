import { dayNumber } from '@/lib/listings/dates';
import { MARKET_STATES, type MarketState } from '@/lib/listings/market';
import { kindProblems, listingSchema, type Listing } from '@/lib/listings/schema';
import { LIMITS } from '@/lib/listings/rules';
import { factTitles, placeTitles } from '@/lib/listings/titles';
import {
  AMENITIES,
  BACKUP_POWER,
  FIT_OUTS,
  GRADES,
  LANGUAGES,
  LCB_CONSENT,
  ON_PLOT,
  PROPERTY_TYPES,
  ROAD_ACCESS,
  SEARCH_RESULTS,
  TITLE_KINDS,
  TITLE_STATUSES,
  WATER_SOURCES,
} from '@/lib/listings/vocabulary';
import { acresFromFeet, parsePlotFeet } from '@/lib/listings/land';
import { AREAS, placeName } from '@/lib/listings/location';
import { isHome, PROPERTY_STYLES, STYLES_BY_TYPE, type PropertyStyle } from '@/lib/listings/kinds';
import { isBuilding, type DevelopmentState } from '@/lib/developments/vocabulary';
import { areaCentre } from '@/lib/map/areas';
import { DEFAULT_PORTRAIT } from '@/lib/upload/record';
import {
  booleanCell,
  choiceCell,
  choicesCell,
  dateHint,
  numberCell,
  oneLine,
  paragraphs,
  scientificHint,
  sourceCell,
  sourcesCell,
  type Cell,
} from './cells';
import { COLUMNS, isRequired, type Column } from './columns';
import type { RowValues } from './read-sheet';

/**
 * One row of an agency's file as a listing: its identity, its market state, and a record in the
 * data format (docs/data.md), checked by the build's own schema (lib/listings/schema.ts) so that
 * a row is refused for what the build would refuse, in the same words, each problem naming its
 * column. Pure: no files, no slugs, no photos; the steps after it do those.
 */

/** The keys of a record the import's later steps make, never a row (see ListingFields). */
const MADE_LATER = [
  'id',
  'slug',
  'image',
  'images',
  'hasVideo',
  'has360',
  'tour',
  'video',
  'floorPlanFile',
  'sampleDatesAsOf',
] as const satisfies readonly (keyof Listing)[];

/**
 * The record as the data format has it, less what the import's later steps make: the id and
 * slug (from the identity), the photos and video (copied from `media`), the tour (none yet).
 */
export type ListingFields = Omit<Listing, (typeof MADE_LATER)[number]>;

/** A checked record less what the import's later steps make: the part a row or file gives. */
export function listingFields(listing: Listing): ListingFields {
  const fields: Partial<Listing> = { ...listing };
  for (const key of MADE_LATER) delete fields[key];
  return fields as ListingFields;
}

export interface ImportedListing {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** One agency's reference for one home. Not in the data format, so kept beside the record. */
  identity: { agency: string; ref: string };
  /** Not in the data format (yet), so kept beside the record. */
  market: MarketState;
  record: ListingFields;
  /** The photos (at least one), the video and the floor plan as the row gives them: https URLs or paths. */
  media: { photos: readonly string[]; video?: string; floorPlan?: string };
  /** Columns left empty whose field was filled in (see REQUIRED_COLUMNS in columns.ts). */
  filledIn: readonly FilledIn[];
}

export type FilledIn = 'title_sw' | 'latitude' | 'longitude' | 'listed_at' | 'verified_at';

export interface RowProblem {
  row: number;
  /** The columns to look at: one, two (a position), or none (the row as a whole). */
  columns: readonly Column[];
  /** What is wrong, in the build's words: 'must be at least 1'. */
  message: string;
}

export type RowOutcome =
  | { ok: true; listing: ImportedListing }
  | { ok: false; row: number; problems: readonly RowProblem[] };

export interface ConvertOptions {
  /**
   * The day of the import (YYYY-MM-DD): a row's `listed_at` when it gives none, or its
   * `verified_at` if that is earlier (the data format has no listing verified before it went
   * live).
   */
  today: string;
  /**
   * The developments a row's `development` may name, by slug (data/developments/), with where
   * each stands and where it is: a unit must be where its project is, and has a year built only
   * once its project is ready. A row naming any other is rejected, naming its row.
   */
  developments?: ReadonlyMap<string, { state: DevelopmentState; location: string }>;
}

/** A listing reference: an agency's own, 'KIL-014' or 'NRB/2026/118'. */
export const REF_MAX = LIMITS.ref.max;

const STATUSES = { sale: 'for_sale', rent: 'for_rent' } as const;
const TOWNS = [...new Set(AREAS.map((a) => a.town))];

// What the build needs that a row does not give: valid stand-ins, taken out again afterwards.
const PLACEHOLDER_PHOTO = '/photos/import-check/1.jpg';
const PLACEHOLDERS = {
  id: 'import-check',
  slug: 'import-check',
  image: PLACEHOLDER_PHOTO,
  images: [PLACEHOLDER_PHOTO],
  hasVideo: false,
  has360: false,
} as const;

/** Which column each field of the record comes from (by its path, list indexes left out). */
export const FIELD_COLUMNS: Readonly<Record<string, readonly Column[]>> = {
  title: ['title'],
  price: ['price'],
  location: ['area', 'town'],
  bedrooms: ['bedrooms'],
  bathrooms: ['bathrooms'],
  size: ['size_sqm'],
  type: ['type'],
  style: ['style'],
  status: ['status'],
  yearBuilt: ['year_built'],
  description: ['description'],
  'sw.title': ['title_sw'],
  'sw.description': ['description_sw'],
  coordinates: ['latitude', 'longitude'],
  'coordinates.latitude': ['latitude'],
  'coordinates.longitude': ['longitude'],
  amenities: ['amenities'],
  'facts.serviceCharge': ['service_charge'],
  'facts.depositMonths': ['deposit_months'],
  'facts.water': ['water'],
  'facts.backupPower': ['backup_power'],
  'facts.title': ['title_kind'],
  'facts.title.kind': ['title_kind'],
  'facts.title.yearsLeft': ['lease_years'],
  'facts.parkingBays': ['parking_bays'],
  'facts.floor': ['floor'],
  'facts.furnished': ['furnished'],
  'facts.petsAllowed': ['pets_allowed'],
  listedAt: ['listed_at'],
  verifiedAt: ['verified_at'],
  'agent.name': ['agent_name'],
  'agent.phone': ['agent_phone'],
  'agent.email': ['agent_email'],
  'agent.agency': ['agency'],
  'agent.earbNumber': ['earb_number'],
  'agent.languages': ['agent_languages'],
  // A plot's facts on anything but land, or a grade on a home, are reported on their columns.
  land: ['plot_acres', 'plot_ft'],
  'land.acres': ['plot_acres', 'plot_ft'],
  'land.plotFt': ['plot_ft'],
  'land.titleStatus': ['title_status'],
  'land.road': ['road'],
  'land.tarmacM': ['tarmac_m'],
  'land.water': ['water_on_plot'],
  'land.power': ['power_on_plot'],
  'land.beacons': ['beacons'],
  'land.fenced': ['fenced'],
  'land.lcbConsent': ['lcb_consent'],
  'land.checks': ['search_date', 'search_result', 'rates_cleared'],
  'land.checks.searchDate': ['search_date'],
  'land.checks.searchResult': ['search_result'],
  'land.checks.ratesCleared': ['rates_cleared'],
  commercial: ['grade', 'lifts', 'fit_out'],
  'commercial.grade': ['grade'],
  'commercial.lifts': ['lifts'],
  'commercial.fitOut': ['fit_out'],
  unit: ['development'],
  'unit.development': ['development'],
  'unit.unitsLeft': ['units_left'],
  'unit.fromPrice': ['from_price'],
};

export function convertRow(row: number, values: RowValues, options: ConvertOptions): RowOutcome {
  const problems: RowProblem[] = [];
  /** Columns already reported: the schema's issues about them would repeat the problem. */
  const failed = new Set<Column>();
  /** Fields left out because a column they are made from failed: their issues are not news. */
  const unsure = new Set<string>();
  const report = (columns: readonly Column[], message: string) => {
    problems.push({ row, columns, message });
    for (const column of columns) failed.add(column);
  };

  /** The cell's text, or undefined when empty (and reported, if the column must be filled). */
  const given = (column: Column): string | undefined => {
    const raw = values[column] ?? '';
    if (oneLine(raw) !== '') return raw;
    if (isRequired(column)) report([column], 'must not be empty');
    return undefined;
  };
  const read = <T>(column: Column, parse: (raw: string) => Cell<T>): T | undefined => {
    const raw = given(column);
    if (raw === undefined) return undefined;
    const cell = parse(raw);
    if (cell.ok) return cell.value;
    report([column], cell.problem);
    return undefined;
  };
  const whole = (column: Column) => read(column, (raw) => numberCell(raw, { whole: true }));
  const money = (column: Column) =>
    read(column, (raw) => numberCell(raw, { whole: true, money: true }));
  const decimal = (column: Column) => read(column, (raw) => numberCell(raw, { whole: false }));
  const line = (column: Column) => read(column, (raw) => ({ ok: true, value: oneLine(raw) }));
  const text = (column: Column) => read(column, (raw) => ({ ok: true, value: paragraphs(raw) }));
  const flag = (column: Column) => read(column, booleanCell);

  const ref = line('ref');
  if (ref !== undefined && ref.length > REF_MAX)
    report(['ref'], `must be at most ${REF_MAX} characters`);
  const statusWord = read('status', (raw) => choiceCell(raw, ['sale', 'rent'] as const));
  const status = statusWord && STATUSES[statusWord];
  const type = read('type', (raw) => choiceCell(raw, PROPERTY_TYPES));
  // Which styles fit which type is the schema's rule (lib/listings/kinds.ts), reported on 'style'.
  const style = read('style', (raw) => choiceCell(raw, PROPERTY_STYLES));
  /** A plot's zoning given alone stands for its style (set with the land columns, below). */
  let zoningStyle: PropertyStyle | undefined;
  const title = line('title');
  const price = money('price');
  const town = read('town', (raw) => choiceCell(raw, TOWNS));
  // An area is one of its town's: without a town there is nothing to check it against.
  const area = town === undefined ? void given('area') : read('area', (raw) => areaCell(raw, town));
  const location = area && town && placeName(area, town);
  const bedrooms = whole('bedrooms');
  const bathrooms = whole('bathrooms');
  const size = decimal('size_sqm');
  const yearBuilt = whole('year_built');
  const description = text('description');
  const amenities = read('amenities', (raw) => choicesCell(raw, AMENITIES)) ?? [];
  const photos = read('photos', sourcesCell);
  if (photos !== undefined && photos.length === 0) report(['photos'], 'needs at least one image');
  const video = read('video', sourceCell);
  const floorPlan = read('floor_plan', sourceCell);
  const languages = read('agent_languages', (raw) => choicesCell(raw, LANGUAGES));
  const market = read('market', (raw) =>
    choiceCell(raw.trim().replace(/[\s-]+/g, '_'), MARKET_STATES),
  );
  if (market === 'sold' && statusWord === 'rent')
    report(['market'], 'is for listings for sale only (status is rent); a rental is let');
  if (market === 'let' && statusWord === 'sale')
    report(['market'], 'is for rentals only (status is sale); a home for sale is sold');

  // Swahili. A title is always shown, so an empty title_sw is made from the facts, as the form
  // does (lib/listings/titles.ts); a stand-in passes wherever its source does, so its own issues
  // would only repeat another column's (or blame an empty cell): they are left out. An empty
  // description_sw leaves the Swahili description out: the Swahili page then shows the English
  // one marked as English, never English text posing as Swahili (lib/listings/text.ts).
  const filledIn: FilledIn[] = [];
  let titleSw = line('title_sw');
  if (titleSw === undefined) {
    filledIn.push('title_sw');
    unsure.add('sw.title');
    if (type !== undefined && area !== undefined) {
      if (type === 'land' || type === 'commercial') titleSw = placeTitles(type, style, area).sw;
      else if (bedrooms !== undefined) titleSw = factTitles(type, bedrooms, area).sw;
    }
  }
  const descriptionSw = text('description_sw');

  const coordinates = position();
  function position(): { latitude?: number; longitude?: number } | undefined {
    const latitude = decimal('latitude');
    const longitude = decimal('longitude');
    if (failed.has('latitude') || failed.has('longitude')) {
      unsure.add('coordinates');
      return { latitude, longitude };
    }
    const latitudeGiven = values.latitude !== undefined && oneLine(values.latitude) !== '';
    const longitudeGiven = values.longitude !== undefined && oneLine(values.longitude) !== '';
    if (latitudeGiven !== longitudeGiven) {
      const missing = latitudeGiven ? 'longitude' : 'latitude';
      report([missing], `is missing (${latitudeGiven ? 'latitude' : 'longitude'} is given)`);
      return undefined;
    }
    if (latitudeGiven) return { latitude, longitude };
    // The area's centre, as the form places a home until the desk records where it is.
    filledIn.push('latitude', 'longitude');
    const centre = location === undefined ? undefined : areaCentre(location);
    if (!centre) unsure.add('coordinates');
    return centre && { latitude: centre.latitude, longitude: centre.longitude };
  }

  let verifiedAt = line('verified_at');
  if (verifiedAt === undefined) {
    // The row itself says the home is available on the day of the import (columns.ts).
    filledIn.push('verified_at');
    verifiedAt = options.today;
  }
  let listedAt = line('listed_at');
  if (listedAt === undefined) {
    // The day of the import; or the day it was verified, if earlier, since the data format
    // has no listing verified before it went live.
    filledIn.push('listed_at');
    const verified = dayNumber(verifiedAt);
    const today = dayNumber(options.today);
    listedAt =
      verified !== undefined && today !== undefined && verified < today
        ? verifiedAt
        : options.today;
  } else if (filledIn.includes('verified_at')) {
    // The day of the import stands in for verified_at, so a listed_at after it is the mistake:
    // said of listed_at, never of the empty verified_at cell.
    const listed = dayNumber(listedAt);
    const today = dayNumber(options.today);
    if (listed !== undefined && today !== undefined && listed > today) {
      report(['listed_at'], `must not be after the day of the import (${options.today})`);
      unsure.add('verifiedAt');
    }
  }

  const facts = {
    serviceCharge: money('service_charge'),
    depositMonths: whole('deposit_months'),
    water: read('water', (raw) => choiceCell(raw, WATER_SOURCES)),
    backupPower: read('backup_power', (raw) => choiceCell(raw, BACKUP_POWER)),
    title: titleDeed(),
    parkingBays: whole('parking_bays'),
    floor: whole('floor'),
    furnished: flag('furnished'),
    petsAllowed: flag('pets_allowed'),
  };
  function titleDeed() {
    const kind = read('title_kind', (raw) => choiceCell(raw, TITLE_KINDS));
    const yearsLeft = whole('lease_years');
    if (kind === 'leasehold') {
      if (yearsLeft === undefined && !failed.has('lease_years'))
        report(['lease_years'], 'is missing (title_kind is leasehold)');
      return { kind, yearsLeft };
    }
    if (yearsLeft !== undefined && kind !== undefined)
      report(['lease_years'], `is for a leasehold title only (title_kind is ${kind})`);
    if (yearsLeft !== undefined && kind === undefined && !failed.has('title_kind'))
      report(['title_kind'], "must be 'leasehold' when lease_years is given");
    return kind && { kind };
  }
  const givenFacts = Object.fromEntries(
    Object.entries(facts).filter(([, fact]) => fact !== undefined),
  );
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

  // Land: the acres, or the sides in feet ('50x100'); for land, the zoning is the style, so a row
  // may give either column, and where it gives both they must agree.
  const land = landFields();
  function landFields() {
    const acres = decimal('plot_acres');
    const plotFt = read('plot_ft', (raw): Cell<{ width: number; depth: number }> => {
      const feet = parsePlotFeet(raw);
      return feet
        ? { ok: true, value: feet }
        : { ok: false, problem: "must be the plot's sides in feet, as 50x100" };
    });
    const zoning = read('zoning', (raw) => choiceCell(raw, STYLES_BY_TYPE.land));
    if (zoning !== undefined) {
      if (style === undefined && !failed.has('style')) zoningStyle = zoning;
      else if (style !== undefined && style !== zoning)
        report(['zoning', 'style'], `must agree: zoning is ${zoning} and style is ${style}`);
    }
    const checks = defined({
      searchDate: line('search_date'),
      searchResult: read('search_result', (raw) => choiceCell(raw, SEARCH_RESULTS)),
      ratesCleared: flag('rates_cleared'),
    });
    const facts = defined({
      titleStatus: read('title_status', (raw) => choiceCell(raw, TITLE_STATUSES)),
      road: read('road', (raw) => choiceCell(raw, ROAD_ACCESS)),
      tarmacM: whole('tarmac_m'),
      water: read('water_on_plot', (raw) => onPlotCell(raw)),
      power: read('power_on_plot', (raw) => onPlotCell(raw)),
      beacons: flag('beacons'),
      fenced: flag('fenced'),
      lcbConsent: read('lcb_consent', (raw) => choiceCell(raw, LCB_CONSENT)),
    });
    const size = acres ?? (plotFt && Number(acresFromFeet(plotFt.width, plotFt.depth).toFixed(4)));
    const any =
      size !== undefined || Object.keys(facts).length > 0 || Object.keys(checks).length > 0;
    if (!any) return undefined;
    return {
      acres: size,
      ...(plotFt ? { plotFt } : {}),
      ...facts,
      // The agent's stated checks are dated as of the day the row says the plot was verified.
      ...(Object.keys(checks).length > 0 ? { checks: { statedAt: verifiedAt, ...checks } } : {}),
    };
  }
  const commercial = defined({
    grade: read('grade', (raw) => choiceCell(raw, GRADES)),
    lifts: whole('lifts'),
    fitOut: read('fit_out', (raw) => choiceCell(raw, FIT_OUTS)),
  });

  // A unit type of a development: the project must be one the site holds, and decides where
  // the unit is and whether it has a year built yet (lib/developments/links.ts says the same at
  // build).
  const developmentSlug = line('development');
  const leftCell = whole('units_left');
  if (leftCell !== undefined && leftCell < 0) report(['units_left'], 'must be at least 0');
  const unitsLeft = leftCell !== undefined && leftCell >= 0 ? leftCell : undefined;
  const fromPrice = flag('from_price');
  let unit: { development: string; unitsLeft?: number; fromPrice?: boolean } | undefined;
  if (developmentSlug !== undefined) {
    const project = options.developments?.get(developmentSlug);
    if (project === undefined)
      report(
        ['development'],
        `names no development the site holds ("${developmentSlug}"; each is a file data/developments/<slug>.json)`,
      );
    else {
      unit = {
        development: developmentSlug,
        ...(unitsLeft === undefined ? {} : { unitsLeft }),
        ...(fromPrice ? { fromPrice } : {}),
      };
      if (location !== undefined && location !== project.location)
        report(['area', 'town'], `must be where its development is: ${project.location}`);
      const building = isBuilding(project.state);
      if (building && yearBuilt !== undefined)
        report(
          ['year_built'],
          `must be empty for a unit not yet built (its development is ${project.state.replace('_', ' ')})`,
        );
      if (!building && type !== undefined && isHome(type) && yearBuilt === undefined)
        report(['year_built'], 'must not be empty (its development is ready)');
    }
  } else if (unitsLeft !== undefined || fromPrice !== undefined)
    report(
      unitsLeft !== undefined ? ['units_left'] : ['from_price'],
      'is for a unit of a development: fill in development too',
    );

  const agency = line('agency');
  const earbNumber = line('earb_number');
  const candidate = {
    ...PLACEHOLDERS,
    title,
    price,
    currency: 'KES',
    location,
    ...(bedrooms === undefined ? {} : { bedrooms }),
    ...(bathrooms === undefined ? {} : { bathrooms }),
    ...(size === undefined ? {} : { size }),
    type,
    ...((style ?? zoningStyle) === undefined ? {} : { style: style ?? zoningStyle }),
    status,
    ...(yearBuilt === undefined ? {} : { yearBuilt }),
    description,
    sw: { title: titleSw, ...(descriptionSw === undefined ? {} : { description: descriptionSw }) },
    coordinates,
    amenities,
    ...(Object.keys(givenFacts).length > 0 ? { facts: givenFacts } : {}),
    ...(land === undefined ? {} : { land }),
    ...(Object.keys(commercial).length > 0 ? { commercial } : {}),
    listedAt,
    verifiedAt,
    agent: {
      name: line('agent_name'),
      phone: line('agent_phone'),
      email: line('agent_email'),
      agency,
      photo: DEFAULT_PORTRAIT,
      ...(earbNumber === undefined ? {} : { earbNumber }),
      languages,
    },
    // Sponsored offers are placed by Nyumba360, never by an agency.
    bankAds: [],
    insuranceAds: [],
    ...(unit === undefined ? {} : { unit }),
  };

  // What the kind must give (a home's bedrooms, a plot's acres) is checked here as well as in
  // the schema: the schema checks it only once every field has its shape, and a row whose other
  // faults are all consequences of an empty cell (an empty title_sw cannot be made without the
  // bedrooms) would otherwise be rejected with nothing said about that cell.
  if (type !== undefined)
    for (const problem of kindProblems({ ...candidate, type }))
      if (problem.missing && !FIELD_COLUMNS[problem.field]?.some((column) => failed.has(column)))
        report(FIELD_COLUMNS[problem.field] ?? [], sheetWords(problem.message));

  const result = listingSchema.safeParse(candidate);
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path.filter((key) => typeof key === 'string').join('.');
      const columns = FIELD_COLUMNS[field];
      if (columns?.some((column) => failed.has(column))) continue;
      if ([...unsure].some((f) => field === f || field.startsWith(`${f}.`))) continue;
      const missing = issue.code === 'invalid_type' && valueAt(candidate, issue.path) === undefined;
      const message = sheetWords(missing ? 'is missing' : issue.message);
      const raw = columns?.length === 1 ? (values[columns[0]!] ?? '') : '';
      const hint =
        field === 'listedAt' || field === 'verifiedAt' ? dateHint(raw) : scientificHint(raw);
      // A field no column feeds is a fault of this conversion: reported with its name, not lost.
      if (columns) report(columns, message + (missing ? '' : hint));
      else report([], `field "${field}": ${message}`);
    }

  // A row is never refused in silence: if every issue was set aside as a consequence, the
  // issues themselves are the message.
  if (!result.success && problems.length === 0)
    for (const issue of result.error.issues)
      report([], `field "${issue.path.join('.')}": ${sheetWords(issue.message)}`);
  if (problems.length > 0 || !result.success)
    return { ok: false, row, problems: ordered(problems) };
  const record = listingFields(result.data);
  return {
    ok: true,
    listing: {
      row,
      identity: { agency: record.agent.agency, ref: ref! },
      market: market ?? 'available',
      record,
      media: {
        photos: photos!,
        ...(video === undefined ? {} : { video }),
        ...(floorPlan === undefined ? {} : { floorPlan }),
      },
      filledIn,
    },
  };
}

/** One of the town's areas, whatever the capitals, in the vocabulary's spelling. */
function areaCell(raw: string, town: string): Cell<string> {
  const areas = AREAS.filter((a) => a.town === town).map((a) => a.area);
  const cell = choiceCell(raw, areas);
  return cell.ok
    ? cell
    : { ok: false, problem: `${cell.problem} (the areas of ${town} listed on Nyumba360)` };
}

/** A problem as the office reads it: 'Row 5, column "price": must be at least 1'. */
export function describeProblem({ row, columns, message }: RowProblem): string {
  const names = columns.map((column) => `"${column}"`);
  if (names.length === 0) return `Row ${row}: ${message}`;
  const where =
    names.length === 1
      ? `column ${names[0]}`
      : `columns ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Row ${row}, ${where}: ${message}`;
}

/** In the order of the template's columns, so that one row's problems read left to right. */
function ordered(problems: readonly RowProblem[]): RowProblem[] {
  const at = (p: RowProblem) => (p.columns[0] === undefined ? -1 : COLUMNS.indexOf(p.columns[0]));
  return [...problems].sort((a, b) => at(a) - at(b));
}

/** The build speaks of the data's words; a sheet says 'sale', 'rent' and 'listed_at'. */
export function sheetWords(message: string): string {
  return message.replace(/\bfor_(sale|rent)\b/g, '$1').replace(/\blistedAt\b/g, 'listed_at');
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = Reflect.get(at, key);
  }
  return at;
}

/** Water or power for a plot, as a sheet says it: 'yes' (on the plot), 'nearby' or 'no'. */
function onPlotCell(raw: string): Cell<(typeof ON_PLOT)[number]> {
  const cell = choiceCell(raw, ['yes', 'nearby', 'no'] as const);
  if (!cell.ok) return cell;
  return {
    ok: true,
    value: ({ yes: 'on_plot', nearby: 'nearby', no: 'none' } as const)[cell.value],
  };
}
