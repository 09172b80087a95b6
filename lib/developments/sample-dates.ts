import { dayNumber, isoDate } from '@/lib/listings/dates';

/**
 * Sample projects and developers keep their dates current whatever the day, as sample listings
 * do (lib/listings/sample-dates.ts): a record with `sampleDatesAsOf` has every date moved by as
 * many days as the build date is from that day, so a project 'completing in 22 months' with
 * progress photographed 'last month' reads the same on any build. Records without the field keep
 * their dates as written. Runs on the raw record, before validation: a value that is not a date
 * is left for the schema to report.
 */
export function keepProjectDatesCurrent(record: unknown, buildDate: string): unknown {
  const built = dayNumber(buildDate);
  if (typeof record !== 'object' || record === null || Array.isArray(record) || built === undefined)
    return record;
  const r = record as Record<string, unknown>;
  const asOf = typeof r.sampleDatesAsOf === 'string' ? dayNumber(r.sampleDatesAsOf) : undefined;
  if (asOf === undefined) return record;
  const shift = (value: unknown) => {
    const day = typeof value === 'string' ? dayNumber(value) : undefined;
    return day === undefined ? value : isoDate(day + built - asOf);
  };
  const confirmed = (statement: unknown) =>
    typeof statement === 'object' && statement !== null && 'confirmedAt' in statement
      ? { ...statement, confirmedAt: shift((statement as { confirmedAt: unknown }).confirmedAt) }
      : statement;
  const out: Record<string, unknown> = { ...r };
  if ('completion' in r) out.completion = shift(r.completion);
  if (Array.isArray(r.progress))
    out.progress = r.progress.map((p: unknown) =>
      typeof p === 'object' && p !== null && 'date' in p
        ? { ...p, date: shift((p as { date: unknown }).date) }
        : p,
    );
  if (typeof r.checks === 'object' && r.checks !== null)
    out.checks = Object.fromEntries(
      Object.entries(r.checks).map(([key, statement]) => [key, confirmed(statement)]),
    );
  if ('registration' in r) out.registration = confirmed(r.registration);
  return out;
}
