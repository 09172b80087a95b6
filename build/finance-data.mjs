// The finance figures and exchange rates (data/finance.json, data/rates.json), outside Next:
//
//   node build/finance-data.mjs check
//     First step of `npm run build`: stops the build at once, naming the file and field, when a
//     figure or a rate is wrong (pages would otherwise fail later, one by one, with the same
//     message). Rates older than 14 days at BUILD_DATE do not stop it: the site then shows KES
//     only, and this step prints the one warning that says so.
//
//   npm run rates -- --date 2026-11-20 USD=129.2 GBP=169.8 EUR=149.4
//     Writes new rates (KES for one unit, as the Central Bank of Kenya publishes them daily), after
//     the same checks; the deploy job runs it with the day's rates before it builds.
//
//   npm run rates -- --check
//     Exits non-zero when the rates are stale at BUILD_DATE: the hard stop for a deploy pipeline
//     that would rather not publish a site without converted prices.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTs, ROOT } from './load-ts.mjs';

const { parseFinance, parseRates, staleRatesWarning } = await loadTs('lib/finance/schema.ts');
const { BUILD_ENV } = await loadTs('lib/site/env.ts');
const RATES = path.join(ROOT, 'data/rates.json');
const FINANCE = path.join(ROOT, 'data/finance.json');

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'check') {
    parseFinance(await readJson(FINANCE), BUILD_ENV.buildDate);
    const rates = parseRates(await readJson(RATES), BUILD_ENV.buildDate);
    const stale = staleRatesWarning(rates, BUILD_ENV.buildDate);
    if (stale) console.warn(`Warning: ${stale}`);
    else
      console.log(
        `Finance figures checked; exchange rates of ${rates.asOf} (build date ${BUILD_ENV.buildDate}).`,
      );
  } else if (command === 'rates' && args.length === 1 && args[0] === '--check') {
    const rates = parseRates(await readJson(RATES), BUILD_ENV.buildDate);
    const stale = staleRatesWarning(rates, BUILD_ENV.buildDate);
    if (stale) fail(stale);
    console.log(`Exchange rates of ${rates.asOf} are current at ${BUILD_ENV.buildDate}.`);
  } else if (command === 'rates' && args.length > 0) {
    const current = await readJson(RATES);
    const next = { ...current, kesPer: { ...current.kesPer } };
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === '--date') next.asOf = args[++i];
      else if (arg === '--source') next.source = args[++i];
      else {
        const match = /^(USD|GBP|EUR)=(\d+(?:\.\d+)?)$/.exec(arg ?? '');
        if (!match) fail(`Not a rate: "${arg}". Write CODE=KES, e.g. USD=129.2`);
        next.kesPer[match[1]] = Number(match[2]);
      }
    }
    // Checked as of the rates' own day, so a file written today is not refused as stale.
    parseRates(next, next.asOf);
    await writeFile(RATES, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Wrote ${path.relative(ROOT, RATES)}: rates of ${next.asOf}.`);
  } else {
    fail(
      'Usage: node build/finance-data.mjs check | rates --check | rates --date YYYY-MM-DD USD=… GBP=… EUR=…',
    );
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
