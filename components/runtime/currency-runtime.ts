import { onDomChange } from './on-dom-change';
import { formatDay } from '@/lib/i18n/format';
import {
  convertKes,
  CURRENCY_CHOICES,
  CURRENCY_STORAGE_KEY,
  formatForeign,
  readCurrencyChoice,
  writeCurrencyChoice,
  type CurrencyChoice,
  type Foreign,
} from '@/lib/finance/currency';

/**
 * The visitor's currency on every page: fills each `[data-approx]` placeholder (components/
 * finance/approx.tsx) with the KES amount converted, marked 'approx.' and dated, and keeps every
 * currency menu (`[data-currency-choice]`) on the device's choice. Loaded with the lists runtime
 * after the page is interactive (components/saved/device-lists.tsx), so it is no first-load JS.
 *
 * Storage that throws or holds something else means KES: prices then show as they always do.
 */

export interface CurrencyConfig {
  kesPer: Record<Foreign, number>;
  asOf: string;
  texts: { approx: string; rateDate: string; months: string };
}

let config: CurrencyConfig | undefined;
/** The choice made on this page when storage refused to keep it. */
let inMemory: CurrencyChoice | undefined;

function choice(): CurrencyChoice {
  if (inMemory) return inMemory;
  try {
    return readCurrencyChoice(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return 'KES';
  }
}

function choose(next: CurrencyChoice) {
  try {
    if (next === 'KES') window.localStorage.removeItem(CURRENCY_STORAGE_KEY);
    else window.localStorage.setItem(CURRENCY_STORAGE_KEY, writeCurrencyChoice(next));
    inMemory = undefined;
  } catch {
    inMemory = next;
  }
  sync();
}

/** The converted text of a placeholder, or '' for KES. */
export function approxText(kes: number, suffix: string, currency: CurrencyChoice): string {
  if (!config || currency === 'KES' || !Number.isFinite(kes) || kes <= 0) return '';
  const { texts, kesPer, asOf } = config;
  const amount = formatForeign(convertKes(kes, kesPer[currency]), currency) + suffix;
  const date = texts.rateDate.replace('{date}', formatDay(asOf, texts.months));
  return `${texts.approx.replace('{amount}', amount)} · ${date}`;
}

function sync() {
  const currency = choice();
  for (const el of document.querySelectorAll<HTMLElement>('[data-approx]')) {
    const text = approxText(Number(el.dataset.approx), el.dataset.approxSuffix ?? '', currency);
    if (el.textContent !== text) el.textContent = text;
    if (el.hidden !== (text === '')) el.hidden = text === '';
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-currency-choice]')) {
    if (select.value !== currency) select.value = currency;
  }
}

export function startCurrency(next: CurrencyConfig): void {
  const first = config === undefined;
  config = next;
  if (!first) return sync();
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.hasAttribute('data-currency-choice'))
      return;
    const value = target.value as CurrencyChoice;
    choose(CURRENCY_CHOICES.includes(value) ? value : 'KES');
  });
  // Another tab chose another currency.
  window.addEventListener('storage', (event) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) sync();
  });
  // Cards drawn later (a search, Load More, the map) and calculators whose amounts change.
  onDomChange(sync, { attributes: true, attributeFilter: ['data-approx'] });
  sync();
  document.documentElement.dataset.currency = 'ready';
}
