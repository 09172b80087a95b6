// The finance figures and exchange rates (data/finance.json, data/rates.json), outside Next.
// The first build step checks them (`run`); scripts/rates.ts writes new rates.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseFinance,
  parseRates,
  staleRatesWarning,
  type ExchangeRates,
  type ForeignCurrency,
} from '@/lib/finance/schema';
import { BUILD_ENV } from '@/lib/site/env';
import { ROOT } from './root';

export const RATES_FILE = path.join(ROOT, 'data/rates.json');
const FINANCE_FILE = path.join(ROOT, 'data/finance.json');

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** The rates file as it is, checked as of the build date (stale rates are not an error here). */
export async function currentRates(): Promise<ExchangeRates> {
  return parseRates(await readJson(RATES_FILE), BUILD_ENV.buildDate);
}

/**
 * The first step of `npm run build`: stops the build at once, naming the file and field, when a
 * figure or a rate is wrong (pages would otherwise fail later, one by one, with the same message).
 * Rates older than 14 days at BUILD_DATE do not stop it: the site then shows KES only, and this
 * step prints the one warning that says so.
 */
export async function run(): Promise<string> {
  parseFinance(await readJson(FINANCE_FILE), BUILD_ENV.buildDate);
  const rates = await currentRates();
  const stale = staleRatesWarning(rates, BUILD_ENV.buildDate);
  if (stale) console.warn(`Warning: ${stale}`);
  return stale
    ? 'finance figures checked; exchange rates stale, KES only'
    : `finance figures checked; exchange rates of ${rates.asOf} (build date ${BUILD_ENV.buildDate})`;
}

/**
 * New rates from `--date YYYY-MM-DD`, `--source …` and `CODE=KES` arguments over the current
 * file, checked as of their own day (so a file written today is not refused as stale), and
 * written. Throws with a message for the operator on a bad argument.
 */
export async function writeRates(args: readonly string[]): Promise<ExchangeRates> {
  const current = (await readJson(RATES_FILE)) as ExchangeRates;
  const next = { ...current, kesPer: { ...current.kesPer } };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--date') next.asOf = args[++i] ?? '';
    else if (arg === '--source') next.source = args[++i] ?? '';
    else {
      const match = /^(USD|GBP|EUR)=(\d+(?:\.\d+)?)$/.exec(arg);
      if (!match) throw new Error(`Not a rate: "${arg}". Write CODE=KES, e.g. USD=129.2`);
      next.kesPer[match[1] as ForeignCurrency] = Number(match[2]);
    }
  }
  const checked = parseRates(next, next.asOf);
  await writeFile(RATES_FILE, `${JSON.stringify(next, null, 2)}\n`);
  return checked;
}
