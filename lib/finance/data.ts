import 'server-only';
import rawFinance from '@/data/finance.json';
import rawRates from '@/data/rates.json';
import { BUILD_ENV } from '@/lib/site/env';
import { parseFinance, parseRates, type ExchangeRates, type FinanceFigures } from './schema';

/*
 * The one door to the finance figures and exchange rates. Checked when this module is first
 * loaded, i.e. while the build renders pages: a wrong figure or rates older than
 * RATES_MAX_AGE_DAYS stop the build with a message naming the file and field.
 */
const finance = parseFinance(rawFinance, BUILD_ENV.buildDate);
const rates = parseRates(rawRates, BUILD_ENV.buildDate);

export function getFinance(): FinanceFigures {
  return finance;
}

export function getRates(): ExchangeRates {
  return rates;
}
