import 'server-only';
import rawFinance from '@/data/finance.json';
import rawRates from '@/data/rates.json';
import { BUILD_ENV } from '@/lib/site/env';
import {
  parseFinance,
  parseRates,
  ratesAreCurrent,
  type ExchangeRates,
  type FinanceFigures,
} from './schema';

/*
 * The one door to the finance figures and exchange rates. Checked when this module is first
 * loaded, i.e. while the build renders pages: a wrong figure stops the build with a message
 * naming the file and field. Rates older than RATES_MAX_AGE_DAYS do not: the site shows KES
 * only (the first build step, scripts/build/finance-data.ts, says so once in the build log).
 */
const finance = parseFinance(rawFinance, BUILD_ENV.buildDate);
const rates = parseRates(rawRates, BUILD_ENV.buildDate);
const current = ratesAreCurrent(rates, BUILD_ENV.buildDate) ? rates : undefined;

export function getFinance(): FinanceFigures {
  return finance;
}

/**
 * The rates to convert prices with, or undefined when they are too old at the build date: then
 * no page converts a price or offers a currency menu.
 */
export function getCurrentRates(): ExchangeRates | undefined {
  return current;
}
