import { dayNumber, isoDate } from './dates';

/**
 * Where a home stands with buyers and renters. A listing record says it in `market`, left out
 * while the home is available (one way to say it). An agency's file says it in its `market`
 * column (docs/importing.md). Client-safe: plain values and functions.
 *
 * - `under_offer`: an offer is being taken up; the home stays on the site with a badge, and a
 *   search may hide such homes.
 * - `sold` (homes for sale), `let` (rentals) and `withdrawn`: the home has left the market. It
 *   leaves search, the map, the counts, the area figures and the sitemap, and its address shows
 *   a `noindex` page saying so for GONE_PAGE_DAYS after `leftMarketAt`; then it is a 404.
 */
export const MARKET_STATES = ['available', 'under_offer', 'sold', 'let', 'withdrawn'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

/** The states a listing record may store: `available` is said by leaving `market` out. */
export const STORED_MARKET_STATES = ['under_offer', 'sold', 'let', 'withdrawn'] as const;
export type StoredMarketState = (typeof STORED_MARKET_STATES)[number];

export const OFF_MARKET_STATES = ['sold', 'let', 'withdrawn'] as const;
export type OffMarketState = (typeof OFF_MARKET_STATES)[number];

/**
 * How long a home that left the market keeps its address: links shared on WhatsApp last week
 * should not dead-end, but a page for a home gone for months helps no one.
 */
export const GONE_PAGE_DAYS = 90;

export function isOffMarket(state: MarketState | undefined): state is OffMarketState {
  return state !== undefined && (OFF_MARKET_STATES as readonly string[]).includes(state);
}

/**
 * Whether the page of a home that left the market on `leftMarketAt` is still built on
 * `buildDate`: on the day it left and for GONE_PAGE_DAYS days after it.
 */
export function showsGonePage(leftMarketAt: string, buildDate: string): boolean {
  const left = dayNumber(leftMarketAt);
  const built = dayNumber(buildDate);
  if (left === undefined || built === undefined) return false;
  return built - left <= GONE_PAGE_DAYS;
}

/** The last day the page of a home that left on `leftMarketAt` is built (YYYY-MM-DD). */
export function gonePageUntil(leftMarketAt: string): string | undefined {
  const left = dayNumber(leftMarketAt);
  return left === undefined ? undefined : isoDate(left + GONE_PAGE_DAYS);
}

/**
 * What the page of a home that left the market says of it: how it left and on which day
 * (YYYY-MM-DD), e.g. 'Sold on 3 Nov 2026'. Undefined for a home still on the market.
 */
export function goneDate(listing: {
  market?: MarketState;
  leftMarketAt?: string;
}): { state: OffMarketState; date: string } | undefined {
  const { market, leftMarketAt } = listing;
  if (!isOffMarket(market) || leftMarketAt === undefined) return undefined;
  return { state: market, date: leftMarketAt };
}
