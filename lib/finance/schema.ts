import { z } from 'zod';
import { dayNumber } from '@/lib/listings/dates';

/**
 * The shapes of data/finance.json and data/rates.json. Like the listings, a bad value stops the
 * build with a message naming the file and the field; the types the calculators use are
 * inferred from these schemas. Import types only from client code (zod stays on the server).
 */

/**
 * Exchange rates older than this at the build date would show wrong prices: the site then shows
 * KES only (see ratesAreCurrent), and `npm run rates -- --check` fails for a deploy that wants a
 * hard stop.
 */
export const RATES_MAX_AGE_DAYS = 14;

/** The currencies a visitor may see prices in, besides the shilling every price is in. */
export const FOREIGN_CURRENCIES = ['USD', 'GBP', 'EUR'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

/** The body or law a figure comes from, shown on the page as a citation. */
const source = z.string().trim().min(3, 'must name where the figure comes from').max(80);
/** How the figure was arrived at, for whoever updates it (not shown). */
const note = z.string().trim().min(1).optional();

/** A calendar date as YYYY-MM-DD, not after the build date. */
function checkedOn(buildDate: string) {
  return z
    .string()
    .refine((d) => dayNumber(d) !== undefined, 'must be a date as YYYY-MM-DD')
    .refine(
      (d) => (dayNumber(d) ?? 0) <= (dayNumber(buildDate) ?? Infinity),
      `must not be after the build date (BUILD_DATE ${buildDate})`,
    );
}

function figure(buildDate: string, min: number, max: number) {
  return z.strictObject({
    value: z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`),
    asOf: checkedOn(buildDate),
    source,
    note,
  });
}

export function financeSchema(buildDate: string) {
  const percent = (max: number) => figure(buildDate, 0, max);
  return z.strictObject({
    $comment: z.string().optional(),
    mortgage: z.strictObject({
      ratePercent: percent(50),
      depositPercent: percent(100),
      termYears: figure(buildDate, 1, 40).refine(
        (f) => Number.isInteger(f.value),
        'value must be a whole number of years',
      ),
    }),
    buying: z.strictObject({
      stampDutyMunicipalPercent: percent(20),
      stampDutyOtherPercent: percent(20),
      legalFeesPercent: percent(20),
      valuationPercent: percent(20),
      otherFees: figure(buildDate, 0, 10_000_000),
      // Agricultural land only: the Land Control Board's application fee (lib/finance/costs.ts).
      lcbConsentFee: figure(buildDate, 0, 1_000_000),
    }),
    renting: z.strictObject({
      depositMonths: figure(buildDate, 0, 12),
      agencyFeePercent: percent(200),
      incomeSharePercent: figure(buildDate, 1, 100),
    }),
  });
}

export function ratesSchema(buildDate: string) {
  const rate = z
    .number()
    .positive('must be more than 0 (KES for one unit)')
    .max(100_000, 'must be at most 100000');
  return z.strictObject({
    $comment: z.string().optional(),
    asOf: checkedOn(buildDate),
    source,
    kesPer: z.strictObject({ USD: rate, GBP: rate, EUR: rate }),
  });
}

/** Days from the rates' date to the build date. */
export function ratesAgeDays(rates: { asOf: string }, buildDate: string): number {
  return (dayNumber(buildDate) ?? 0) - (dayNumber(rates.asOf) ?? 0);
}

/**
 * Whether prices may be converted with these rates on a site built on `buildDate`. Stale rates
 * never stop a build (a sample site must build on any day): the site shows KES only instead.
 */
export function ratesAreCurrent(rates: { asOf: string }, buildDate: string): boolean {
  return ratesAgeDays(rates, buildDate) <= RATES_MAX_AGE_DAYS;
}

/** What the build says, once, when the rates are stale; null when they are current. */
export function staleRatesWarning(rates: { asOf: string }, buildDate: string): string | null {
  if (ratesAreCurrent(rates, buildDate)) return null;
  return (
    `Exchange rates of ${rates.asOf} are ${ratesAgeDays(rates, buildDate)} days old at the build date ${buildDate} ` +
    `(more than ${RATES_MAX_AGE_DAYS}): the site shows prices in KES only. Update them with ` +
    '`npm run rates -- --date YYYY-MM-DD USD=… GBP=… EUR=…`; `npm run rates -- --check` fails while they are stale.'
  );
}

export type FinanceFigures = z.infer<ReturnType<typeof financeSchema>>;
export type ExchangeRates = z.infer<ReturnType<typeof ratesSchema>>;
export type Figure = FinanceFigures['mortgage']['ratePercent'];
/**
 * A group of figures with their values alone: what the calculators compute with. The day each
 * was checked, its source and note stay on the server, in the page's citations.
 */
export type FigureValues<Group> = { readonly [Name in keyof Group]: Pick<Figure, 'value'> };

/** Thrown when a finance data file is wrong; the message names the file and each field. */
export class FinanceDataError extends Error {
  override name = 'FinanceDataError';
}

function check<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(file)';
    return `  - ${file}, field "${field}": ${issue.message}`;
  });
  throw new FinanceDataError(
    `Invalid finance data in ${file} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`,
  );
}

export function parseFinance(raw: unknown, buildDate: string, file = 'data/finance.json') {
  return check(financeSchema(buildDate), raw, file);
}

export function parseRates(raw: unknown, buildDate: string, file = 'data/rates.json') {
  return check(ratesSchema(buildDate), raw, file);
}
