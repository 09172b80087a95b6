// The exchange rates (data/rates.json), KES for one unit as the Central Bank of Kenya publishes
// them daily:
//
//   npm run rates -- --date 2026-11-20 USD=129.2 GBP=169.8 EUR=149.4
//     Writes new rates after the same checks as the build; the deploy job runs it with the day's
//     rates before it builds.
//
//   npm run rates -- --check
//     Exits non-zero when the rates are stale at BUILD_DATE: the hard stop for a deploy pipeline
//     that would rather not publish a site without converted prices.
import path from 'node:path';
import { staleRatesWarning } from '@/lib/finance/schema';
import { BUILD_ENV } from '@/lib/site/env';
import { currentRates, RATES_FILE, writeRates } from './build/finance-data';
import { ROOT } from './build/root';

const USAGE =
  'Usage: npm run rates -- --check | npm run rates -- --date YYYY-MM-DD USD=… GBP=… EUR=…';

async function main(args: readonly string[]): Promise<void> {
  if (args.length === 1 && args[0] === '--check') {
    const rates = await currentRates();
    const stale = staleRatesWarning(rates, BUILD_ENV.buildDate);
    if (stale) throw new Error(stale);
    console.log(`Exchange rates of ${rates.asOf} are current at ${BUILD_ENV.buildDate}.`);
  } else if (args.length > 0) {
    const rates = await writeRates(args);
    console.log(`Wrote ${path.relative(ROOT, RATES_FILE)}: rates of ${rates.asOf}.`);
  } else throw new Error(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
