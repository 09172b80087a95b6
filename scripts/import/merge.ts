import { isOffMarket } from '@/lib/listings/market';
import {
  agentSchema,
  factsSchema,
  listingSchema,
  type KenyaFacts,
  type Listing,
} from '@/lib/listings/schema';
import type { Column } from './columns';
import type { ImportedListing } from './convert-row';
import { factsOf } from '@/lib/listings/kinds';

/**
 * A row made into the record the site stores, given what the site holds for the home now.
 * The row's values replace the stored ones; the import keeps what is the team's and what the
 * file does not carry (the rules are in docs/importing.md). Pure.
 */

/** Where the home goes: decided by plan.ts before the record is made. */
export interface Placement {
  slug: string;
  id: string;
  images: readonly string[];
  /** The agent's portrait: the team's when it has one for this agent, else the default. */
  agentPhoto: string;
  /** The floor plan file the row's `floor_plan` gave, stored (plan.ts); none when it gave none. */
  floorPlanFile?: Listing['floorPlanFile'];
}

/** The data format's order of fields (docs/data.md), which is the schema's. */
const FIELD_ORDER = Object.keys(listingSchema.shape);

/** Which fields inside a field are named apart when they change: 'agent.phone'. */
const INNER: Readonly<Record<string, readonly string[]>> = {
  sw: Object.keys(listingSchema.shape.sw.shape),
  agent: Object.keys(agentSchema.shape),
  facts: Object.keys(factsSchema.shape),
};

/** Every name changedFields gives, in the data format's order: a report lists them so. */
export const CHANGE_ORDER: readonly string[] = FIELD_ORDER.flatMap((key) => [
  key,
  ...(INNER[key] ?? []).map((inner) => `${key}.${inner}`),
]);

/** Names in the data format's order (CHANGE_ORDER), any other after them. */
export function inChangeOrder(names: Iterable<string>): string[] {
  const at = (name: string) => {
    const i = CHANGE_ORDER.indexOf(name);
    return i === -1 ? CHANGE_ORDER.length : i;
  };
  return [...new Set(names)].sort((a, b) => at(a) - at(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Which columns each fact comes from: a fact of a column the file lacks is kept. */
const FACT_COLUMNS: readonly (readonly [keyof KenyaFacts, Column])[] = [
  ['serviceCharge', 'service_charge'],
  ['depositMonths', 'deposit_months'],
  ['water', 'water'],
  ['backupPower', 'backup_power'],
  ['title', 'title_kind'],
  ['parkingBays', 'parking_bays'],
  ['floor', 'floor'],
  ['furnished', 'furnished'],
  ['petsAllowed', 'pets_allowed'],
];

export function mergeRecord(
  before: Listing | undefined,
  row: ImportedListing,
  carried: ReadonlySet<Column>,
  at: Placement,
  today: string,
): Listing {
  const given = row.record;
  /** The row's value, or the stored one when the file has no column for it. */
  const pick = <T>(column: Column, fromRow: T, stored: T): T =>
    before !== undefined && !carried.has(column) ? stored : fromRow;
  const filled = (column: ImportedListing['filledIn'][number]) => row.filledIn.includes(column);

  // Stand-ins the conversion made for empty cells do not replace the desk's own work while
  // what they stand for is unchanged: its Swahili title and description of the same English
  // text, and the position it recorded in the same area.
  const swTitle =
    before && filled('title_sw') && before.title === given.title ? before.sw.title : given.sw.title;
  const swDescription =
    before && given.sw.description === undefined && before.description === given.description
      ? before.sw.description
      : given.sw.description;
  const coordinates =
    before && filled('latitude') && before.location === given.location
      ? before.coordinates
      : given.coordinates;

  const market = pick('market', row.market, before?.market ?? 'available');
  // The day it left is kept while it stays off the market (sold, then withdrawn, left once).
  const leftMarketAt = isOffMarket(market)
    ? before && isOffMarket(before.market)
      ? before.leftMarketAt
      : today
    : undefined;

  const facts = Object.fromEntries(
    FACT_COLUMNS.map(([name, column]) => [
      name,
      pick(column, given.facts?.[name], before?.facts?.[name]),
    ]).filter(([, value]) => value !== undefined),
  );
  const status = given.status;
  return ordered({
    id: at.id,
    slug: at.slug,
    rank: before?.rank,
    ref: row.identity.ref,
    market: market === 'available' ? undefined : market,
    leftMarketAt,
    title: given.title,
    price: given.price,
    currency: given.currency,
    location: given.location,
    bedrooms: given.bedrooms,
    bathrooms: given.bathrooms,
    size: pick('size_sqm', given.size, before?.size),
    type: given.type,
    style: pick('style', given.style, before?.style),
    status,
    image: at.images[0]!,
    // The video and the tour are the team's: made after its visit, never by a file.
    hasVideo: before?.hasVideo ?? false,
    has360: before?.has360 ?? false,
    images: [...at.images],
    yearBuilt: given.yearBuilt,
    description: given.description,
    sw: withoutUndefined({ title: swTitle, description: swDescription }) as Listing['sw'],
    coordinates,
    amenities: pick('amenities', given.amenities, before?.amenities ?? given.amenities),
    facts: Object.keys(facts).length > 0 ? (facts as KenyaFacts) : undefined,
    // A plot's and commercial space's own facts come whole from their columns; a file without
    // any of them keeps what the record had, for a listing still of that kind.
    land: given.land ?? (factsOf(given.type) === 'land' ? before?.land : undefined),
    commercial:
      given.commercial ?? (factsOf(given.type) === 'commercial' ? before?.commercial : undefined),
    listedAt: before?.listedAt ?? given.listedAt,
    verifiedAt: given.verifiedAt,
    sampleDatesAsOf: before?.sampleDatesAsOf,
    agent: withoutUndefined({
      name: given.agent.name,
      phone: given.agent.phone,
      email: given.agent.email,
      agency: given.agent.agency,
      photo: at.agentPhoto,
      earbNumber: pick('earb_number', given.agent.earbNumber, before?.agent.earbNumber),
      languages: given.agent.languages,
    }) as Listing['agent'],
    // Sponsored offers are placed by the team; a bank's loan offer is for homes for sale only.
    bankAds: status === 'for_sale' ? (before?.bankAds ?? []) : [],
    insuranceAds: before?.insuranceAds ?? [],
    video: before?.video,
    // The agency's floor plan: the row's when the file has the column (empty removes it).
    floorPlanFile: pick('floor_plan', at.floorPlanFile, before?.floorPlanFile),
    // A unit's project, units left and 'from' price come whole from the file's columns.
    unit: pick('development', given.unit, before?.unit),
  });
}

/** The home taken off the market by a full feed; undefined when it is off it already. */
export function withdrawRecord(before: Listing, today: string): Listing | undefined {
  if (isOffMarket(before.market)) return undefined;
  return ordered({ ...before, market: 'withdrawn', leftMarketAt: today });
}

/**
 * The fields that differ, by name: 'price', and inside the Swahili texts, the agent and the
 * facts 'sw.description', 'agent.phone', 'facts.water'. In the data format's order.
 */
export function changedFields(before: object, after: object): string[] {
  const changed: string[] = [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of orderedKeys(a, b)) {
    const [x, y] = [a[key], b[key]];
    if (sameValue(x, y)) continue;
    if (INNER[key] && isObject(x) && isObject(y))
      for (const inner of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (!sameValue(x[inner], y[inner])) changed.push(`${key}.${inner}`);
      }
    else changed.push(key);
  }
  return inChangeOrder(changed);
}

/** Equal as data: the same values, whatever the order of the keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Both objects' keys, in the data format's order, then any other. */
function orderedKeys(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const at = (key: string) => {
    const i = FIELD_ORDER.indexOf(key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return [...keys].sort((x, y) => at(x) - at(y));
}

/** The record with its fields in the data format's order, those left undefined left out. */
function ordered(record: Record<string, unknown>): Listing {
  const out: Record<string, unknown> = {};
  for (const key of orderedKeys(record, {})) if (record[key] !== undefined) out[key] = record[key];
  return out as Listing;
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
