/**
 * Calendar dates of listings ('2026-11-02', as data/ writes them) and the freshness rule.
 * Dates are whole days in UTC: a listing is listed or verified on a day, not at an instant, and
 * day numbers compare and subtract without time zones getting in the way. Client-safe.
 */

/** A listing is shown only if our team confirmed it available within this many days. */
export const FRESH_DAYS = 90;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO calendar date, or undefined if it is not a real date. */
export function dayNumber(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return undefined;
  }
  return ms / MS_PER_DAY;
}

/** The ISO calendar date of a day number. */
export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Today's date in UTC, the default build date. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether a listing last verified on `verifiedAt` may still be shown on a site built on
 * `buildDate`: verified at most FRESH_DAYS days before it.
 */
export function isFresh(verifiedAt: string, buildDate: string): boolean {
  const verified = dayNumber(verifiedAt);
  const built = dayNumber(buildDate);
  if (verified === undefined || built === undefined) return false;
  return built - verified <= FRESH_DAYS;
}
