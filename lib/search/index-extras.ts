import { FACT_LIMITS } from '@/lib/listings/rules';
import type { KenyaFacts } from '@/lib/listings/schema';
import {
  AMENITIES,
  BACKUP_POWER,
  TITLE_KINDS,
  WATER_SOURCES,
  type Amenity,
} from '@/lib/listings/vocabulary';
import { SearchIndexError, unpackSlug, type SearchIndex } from './search-index';

/**
 * What only /compare/ shows beyond a card (year built, amenities, agent, Kenya facts), in a file of its own
 * beside the search index, so that every search on /listings/ and /map/ does not download it.
 * Its rows are the index's rows in the same order (both are built from the same listings);
 * one file serves both languages, as nothing in it is translated. Client-safe and pure, like
 * lib/search/search-index.ts; the build writes it (lib/search/index-file.ts).
 */

// 2: the Kenya facts.
export const INDEX_EXTRAS_VERSION = 2;

/** Where a fact is not given. */
const UNKNOWN = -1;

/**
 * A column of numbers for each of a listing's Kenya facts: whole numbers as they are, water,
 * power and title as their place in the vocabulary, yes and no as 1 and 0, UNKNOWN where the
 * listing does not say. `yearsLeft` is a leasehold's, 0 for the other titles.
 */
const FACT_COLUMNS = {
  serviceCharge: FACT_LIMITS.serviceCharge.max,
  depositMonths: FACT_LIMITS.depositMonths.max,
  water: WATER_SOURCES.length - 1,
  backupPower: BACKUP_POWER.length - 1,
  title: TITLE_KINDS.length - 1,
  yearsLeft: FACT_LIMITS.leaseYearsLeft.max,
  parkingBays: FACT_LIMITS.parkingBays.max,
  floor: FACT_LIMITS.floor.max,
  furnished: 1,
  petsAllowed: 1,
} as const;
type FactColumn = keyof typeof FACT_COLUMNS;

export interface IndexExtras {
  v: typeof INDEX_EXTRAS_VERSION;
  count: number;
  /** 0 when not known. */
  yearBuilt: number[];
  /** Bit i set: has AMENITIES[i]. */
  amenities: number[];
  /** Position in `agents`. */
  agent: number[];
  /** Each agent once: name, agency ('' for none) and the agent page's slug. */
  agents: [name: string, agency: string, slug: string][];
  facts: Record<FactColumn, number[]>;
}

/** The fields of one listing the extras are made from. */
export interface ExtrasSource {
  yearBuilt?: number;
  amenities?: readonly Amenity[];
  agent?: { name: string; agency: string; slug: string };
  facts?: KenyaFacts;
}

export interface ListingExtras {
  yearBuilt: number | undefined;
  amenities: Amenity[];
  agent: { name: string; agency: string; slug: string } | undefined;
  /** The facts given (an empty object when none are). */
  facts: KenyaFacts;
}

/** One listing's facts as a row of the fact columns. */
function factRow(facts: KenyaFacts = {}): Record<FactColumn, number> {
  const count = (n: number | undefined) => n ?? UNKNOWN;
  const place = (list: readonly string[], value: string | undefined) =>
    value === undefined ? UNKNOWN : list.indexOf(value);
  const yesNo = (value: boolean | undefined) => (value === undefined ? UNKNOWN : value ? 1 : 0);
  return {
    serviceCharge: count(facts.serviceCharge),
    depositMonths: count(facts.depositMonths),
    water: place(WATER_SOURCES, facts.water),
    backupPower: place(BACKUP_POWER, facts.backupPower),
    title: place(TITLE_KINDS, facts.title?.kind),
    yearsLeft: facts.title?.kind === 'leasehold' ? facts.title.yearsLeft : 0,
    parkingBays: count(facts.parkingBays),
    floor: count(facts.floor),
    furnished: yesNo(facts.furnished),
    petsAllowed: yesNo(facts.petsAllowed),
  };
}

/** Row `row` of the fact columns back as facts, leaving out those not given. */
function factsAt(columns: IndexExtras['facts'], row: number): KenyaFacts {
  const at = (column: FactColumn) => {
    const value = columns[column][row]!;
    return value === UNKNOWN ? undefined : value;
  };
  const facts: KenyaFacts = {};
  const serviceCharge = at('serviceCharge');
  if (serviceCharge !== undefined) facts.serviceCharge = serviceCharge;
  const depositMonths = at('depositMonths');
  if (depositMonths !== undefined) facts.depositMonths = depositMonths;
  const water = WATER_SOURCES[at('water') ?? UNKNOWN];
  if (water) facts.water = water;
  const backupPower = BACKUP_POWER[at('backupPower') ?? UNKNOWN];
  if (backupPower) facts.backupPower = backupPower;
  const kind = TITLE_KINDS[at('title') ?? UNKNOWN];
  if (kind)
    facts.title = kind === 'leasehold' ? { kind, yearsLeft: at('yearsLeft') ?? 0 } : { kind };
  const parkingBays = at('parkingBays');
  if (parkingBays !== undefined) facts.parkingBays = parkingBays;
  const floor = at('floor');
  if (floor !== undefined) facts.floor = floor;
  const furnished = at('furnished');
  if (furnished !== undefined) facts.furnished = furnished === 1;
  const petsAllowed = at('petsAllowed');
  if (petsAllowed !== undefined) facts.petsAllowed = petsAllowed === 1;
  return facts;
}

export function buildIndexExtras(listings: readonly ExtrasSource[]): IndexExtras {
  const agents: IndexExtras['agents'] = [];
  const positions = new Map<string, number>();
  const agentAt = (agent: ExtrasSource['agent']) => {
    const entry: [string, string, string] = agent
      ? [agent.name, agent.agency, agent.slug]
      : ['', '', ''];
    const key = JSON.stringify(entry);
    let at = positions.get(key);
    if (at === undefined) {
      at = agents.length;
      positions.set(key, at);
      agents.push(entry);
    }
    return at;
  };
  return {
    v: INDEX_EXTRAS_VERSION,
    count: listings.length,
    yearBuilt: listings.map((l) => l.yearBuilt ?? 0),
    amenities: listings.map((l) =>
      (l.amenities ?? []).reduce((bits, a) => bits | (1 << AMENITIES.indexOf(a)), 0),
    ),
    agent: listings.map((l) => agentAt(l.agent)),
    agents,
    facts: columnsOf(listings.map((l) => factRow(l.facts))),
  };
}

function columnsOf(rows: Record<FactColumn, number>[]): IndexExtras['facts'] {
  const column = (name: FactColumn) => rows.map((row) => row[name]);
  return {
    serviceCharge: column('serviceCharge'),
    depositMonths: column('depositMonths'),
    water: column('water'),
    backupPower: column('backupPower'),
    title: column('title'),
    yearsLeft: column('yearsLeft'),
    parkingBays: column('parkingBays'),
    floor: column('floor'),
    furnished: column('furnished'),
    petsAllowed: column('petsAllowed'),
  };
}

/**
 * Checks a fetched extras file before it is trusted: the right version, as many rows as the
 * index it goes with (`count`), and values of the right kind. Anything else is refused whole.
 */
export function readIndexExtras(data: unknown, count: number): IndexExtras {
  const fail = (why: string): never => {
    throw new SearchIndexError(`Index extras refused: ${why}`);
  };
  if (typeof data !== 'object' || data === null) return fail('not an object');
  const extras = data as Partial<Record<keyof IndexExtras, unknown>>;
  if (extras.v !== INDEX_EXTRAS_VERSION) return fail(`version ${String(extras.v)}`);
  if (extras.count !== count) return fail(`${String(extras.count)} rows for an index of ${count}`);
  const column = (value: unknown, ok: (item: unknown) => boolean) =>
    Array.isArray(value) && value.length === count && value.every(ok);
  const agents = extras.agents;
  const agentsOk =
    Array.isArray(agents) &&
    agents.every(
      (a) => Array.isArray(a) && a.length === 3 && a.every((part) => typeof part === 'string'),
    );
  if (!agentsOk) return fail('agents');
  const within = (min: number, max: number) => (item: unknown) =>
    Number.isInteger(item) && (item as number) >= min && (item as number) <= max;
  const below = (limit: number) => within(0, limit - 1);
  const ok =
    column(extras.yearBuilt, below(10_000)) &&
    column(extras.amenities, below(1 << AMENITIES.length)) &&
    column(extras.agent, below((agents as unknown[]).length));
  if (!ok) return fail('values');
  const facts = extras.facts;
  if (typeof facts !== 'object' || facts === null) return fail('facts');
  for (const [name, max] of Object.entries(FACT_COLUMNS)) {
    const min = name === 'yearsLeft' ? 0 : UNKNOWN;
    if (!column(Reflect.get(facts, name), within(min, max))) return fail(`facts.${name}`);
  }
  // Years left belong to a leasehold, and every leasehold has some.
  const { title, yearsLeft } = facts as IndexExtras['facts'];
  const leasehold = TITLE_KINDS.indexOf('leasehold');
  if (title.some((kind, row) => (kind === leasehold) !== yearsLeft[row]! > 0))
    return fail('facts.yearsLeft');
  return data as IndexExtras;
}

/** What the comparison shows of row `row` beyond the card: year built, amenities, agent, facts. */
export function extrasAt(extras: IndexExtras, row: number): ListingExtras {
  const year = extras.yearBuilt[row]!;
  const bits = extras.amenities[row]!;
  const [name, agency, slug] = extras.agents[extras.agent[row]!]!;
  return {
    yearBuilt: year > 0 ? year : undefined,
    amenities: AMENITIES.filter((_, i) => (bits & (1 << i)) !== 0),
    agent: name ? { name, agency, slug } : undefined,
    facts: factsAt(extras.facts, row),
  };
}

/** Row of each slug (slugs are unique), for joining saved slugs to the index. */
export function rowsBySlug(index: SearchIndex): Map<string, number> {
  const rows = new Map<string, number>();
  for (let row = 0; row < index.count; row++) {
    rows.set(unpackSlug(index.slug[row]!, index.title[row]!), row);
  }
  return rows;
}
