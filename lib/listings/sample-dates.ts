import { dayNumber, FRESH_DAYS, isoDate } from './dates';
import { GONE_PAGE_DAYS } from './market';
import type { Listing } from './schema';

/**
 * The random sequences of generated listings and their dates, apart from the rest of the sample
 * generator (lib/listings/sample.ts) so that tests outside the build can tell which generated
 * listings a build leaves out as stale. Plain functions, no data.
 */

/** A small, fast, seedable PRNG (mulberry32): deterministic across machines. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of generated listings whose last check is older than FRESH_DAYS (left out at build). */
export const STALE_SHARE = 0.04;

/**
 * When a generated listing was listed and last verified, counted back from the build date: most
 * were checked within the last few weeks, a small share (STALE_SHARE) longer ago than the site
 * allows, so the freshness rule has something to leave out. Its own random sequence, seeded by
 * the id, keeps every other generated value as it was.
 */
export function sampleDates(
  id: number,
  buildDate: string,
): Pick<Listing, 'listedAt' | 'verifiedAt'> {
  const rand = prng(0x85ebca6b ^ id);
  const built = dayNumber(buildDate);
  if (built === undefined) throw new RangeError(`not a date: "${buildDate}"`);
  const stale = rand() < STALE_SHARE;
  const verifiedAgo = stale
    ? FRESH_DAYS + 1 + Math.floor(rand() * 120)
    : Math.floor(rand() * rand() * (FRESH_DAYS - 30));
  const listedAgo = verifiedAgo + Math.floor(rand() * 300);
  return { listedAt: isoDate(built - listedAgo), verifiedAt: isoDate(built - verifiedAgo) };
}

/** Share of generated listings under offer: they stay listed, with a badge. */
export const UNDER_OFFER_SHARE = 0.06;
/** Share of generated listings sold, let or withdrawn: gone from every list, some with a page. */
export const OFF_MARKET_SHARE = 0.08;
/** Share of those gone longer ago than GONE_PAGE_DAYS: their address is a 404. */
const LONG_GONE_SHARE = 0.35;
/** Share of generated listings without a Swahili description, as agencies' files often are. */
export const ENGLISH_ONLY_SHARE = 0.15;

/** Where a generated listing stands on the market, as the generator and the tests see it. */
export type SampleMarket =
  | { state: 'available' }
  | { state: 'under_offer' }
  /** Sold (for sale) or let (a rental), or withdrawn; on `leftMarketAt`. */
  | { state: 'gone'; withdrawn: boolean; leftMarketAt: string };

/**
 * Where generated listing `id` stands on a build of `buildDate`: most are available, a small
 * share under offer (UNDER_OFFER_SHARE), and some left the market (OFF_MARKET_SHARE), most of
 * them within GONE_PAGE_DAYS of the build (their page says so) and the rest longer ago (a 404),
 * never before they were listed. Counted back from the build date, so any day has all three.
 * Its own random sequence, seeded by the id, keeps every other generated value as it was.
 */
export function sampleMarket(id: number, buildDate: string): SampleMarket {
  const rand = prng(0x27d4eb2f ^ id);
  const roll = rand();
  if (roll < UNDER_OFFER_SHARE) return { state: 'under_offer' };
  if (roll >= UNDER_OFFER_SHARE + OFF_MARKET_SHARE) return { state: 'available' };
  const built = dayNumber(buildDate);
  const listed = dayNumber(sampleDates(id, buildDate).listedAt);
  if (built === undefined || listed === undefined)
    throw new RangeError(`not a date: "${buildDate}"`);
  const withdrawn = rand() < 0.25;
  const leftAgo =
    rand() < LONG_GONE_SHARE
      ? GONE_PAGE_DAYS + 1 + Math.floor(rand() * 150)
      : Math.floor(rand() * GONE_PAGE_DAYS);
  // A home leaves the market after it was listed.
  return {
    state: 'gone',
    withdrawn,
    leftMarketAt: isoDate(built - Math.min(leftAgo, built - listed)),
  };
}

/** Whether generated listing `id` comes without a Swahili description (ENGLISH_ONLY_SHARE). */
export function sampleEnglishOnly(id: number): boolean {
  return prng(0x165667b1 ^ id)() < ENGLISH_ONLY_SHARE;
}

/**
 * Keeps sample records current whatever the day: a record with `sampleDatesAsOf` (sample data
 * only, never an operator's or an imported home) has its `listedAt`, `verifiedAt` (and `leftMarketAt`) moved by as
 * many days as the build date is from that day, so a home 'verified 4 days ago' when the sample
 * was written is verified 4 days before any build, and the 90-day rule never empties the sample
 * site. Records without the field keep their dates as written, and with them the 90-day rule.
 *
 * Runs on the raw records, before validation: a value that is not a date is left as it is, for
 * the schema to report with the record and field named.
 */
export function keepSampleDatesCurrent(raw: unknown, buildDate: string): unknown {
  const built = dayNumber(buildDate);
  if (!Array.isArray(raw) || built === undefined) return raw;
  return raw.map((record: unknown) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
    const { sampleDatesAsOf, listedAt, verifiedAt, leftMarketAt } = record as Record<
      string,
      unknown
    >;
    const asOf = typeof sampleDatesAsOf === 'string' ? dayNumber(sampleDatesAsOf) : undefined;
    if (asOf === undefined) return record;
    const shift = (value: unknown) => {
      const day = typeof value === 'string' ? dayNumber(value) : undefined;
      return day === undefined ? value : isoDate(day + built - asOf);
    };
    const moved = { ...record, listedAt: shift(listedAt), verifiedAt: shift(verifiedAt) };
    const withLeft =
      leftMarketAt === undefined ? moved : { ...moved, leftMarketAt: shift(leftMarketAt) };
    // A plot's stated checks are dated too ('official search, 10 Nov'): they move alike, so the
    // sample's search stays days old, as the page asks a buyer's own search to be.
    const land = (record as { land?: unknown }).land;
    if (typeof land !== 'object' || land === null) return withLeft;
    const checks = (land as { checks?: unknown }).checks;
    if (typeof checks !== 'object' || checks === null) return withLeft;
    const { statedAt, searchDate } = checks as Record<string, unknown>;
    return {
      ...withLeft,
      land: {
        ...land,
        checks: {
          ...checks,
          ...(statedAt === undefined ? {} : { statedAt: shift(statedAt) }),
          ...(searchDate === undefined ? {} : { searchDate: shift(searchDate) }),
        },
      },
    };
  });
}
