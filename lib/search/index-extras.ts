import { AMENITIES, type Amenity } from '@/lib/listings/vocabulary';
import { SearchIndexError, unpackSlug, type SearchIndex } from './search-index';

/**
 * What only /compare/ shows beyond a card (year built, amenities, agent), in a file of its own
 * beside the search index, so that every search on /listings/ and /map/ does not download it.
 * Its rows are the index's rows in the same order (both are built from the same listings);
 * one file serves both languages, as nothing in it is translated. Client-safe and pure, like
 * lib/search/search-index.ts; the build writes it (lib/search/index-file.ts).
 */

export const INDEX_EXTRAS_VERSION = 1;

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
}

/** The fields of one listing the extras are made from. */
export interface ExtrasSource {
  yearBuilt?: number;
  amenities?: readonly Amenity[];
  agent?: { name: string; agency: string; slug: string };
}

export interface ListingExtras {
  yearBuilt: number | undefined;
  amenities: Amenity[];
  agent: { name: string; agency: string; slug: string } | undefined;
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
  const below = (limit: number) => (item: unknown) =>
    Number.isInteger(item) && (item as number) >= 0 && (item as number) < limit;
  const ok =
    column(extras.yearBuilt, below(10_000)) &&
    column(extras.amenities, below(1 << AMENITIES.length)) &&
    column(extras.agent, below((agents as unknown[]).length));
  if (!ok) return fail('values');
  return data as IndexExtras;
}

/** What the comparison shows of row `row` beyond the card: year built, amenities, agent. */
export function extrasAt(extras: IndexExtras, row: number): ListingExtras {
  const year = extras.yearBuilt[row]!;
  const bits = extras.amenities[row]!;
  const [name, agency, slug] = extras.agents[extras.agent[row]!]!;
  return {
    yearBuilt: year > 0 ? year : undefined,
    amenities: AMENITIES.filter((_, i) => (bits & (1 << i)) !== 0),
    agent: name ? { name, agency, slug } : undefined,
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
