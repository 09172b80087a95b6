/**
 * Approximate prices in the currencies Kenyans abroad think in. Every price on the site is in
 * KES; a converted amount is only ever shown beside it, rounded, marked approximate and dated.
 * Pure and client-safe (the currency runtime and unit tests use it).
 */

export const CURRENCY_CHOICES = ['KES', 'USD', 'GBP', 'EUR'] as const;
export type CurrencyChoice = (typeof CURRENCY_CHOICES)[number];
export type Foreign = Exclude<CurrencyChoice, 'KES'>;

/** The device's choice, in one versioned key (listed on the privacy page). */
export const CURRENCY_STORAGE_KEY = 'nyumba360:currency:v1';

/** Written out, not left to Intl, whose symbols differ between Node and browsers ('US$', '$'). */
const SYMBOL: Record<Foreign, string> = { USD: 'US$', GBP: '£', EUR: '€' };

/**
 * Rounded as an estimate should be: whole units below 1,000, three significant figures above
 * (KES 12,500,000 at 129.2 is US$96,700, not US$96,749.23).
 */
export function roundApprox(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (amount < 1000) return Math.round(amount);
  const step = Math.pow(10, Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / step) * step;
}

/** KES converted at `kesPerUnit` shillings for one unit, rounded by roundApprox. */
export function convertKes(kes: number, kesPerUnit: number): number {
  if (!(kesPerUnit > 0)) return 0;
  return roundApprox(kes / kesPerUnit);
}

/** A whole number grouped by thousands with commas, the same in both languages. */
export function groupThousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'US$96,700', '£73,600', '€83,700'. */
export function formatForeign(amount: number, currency: Foreign): string {
  return `${SYMBOL[currency]}${groupThousands(amount)}`;
}

/** The stored choice, or KES for anything else (missing, corrupted, from another version). */
export function readCurrencyChoice(text: string | null): CurrencyChoice {
  if (text === null) return 'KES';
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return 'KES';
    const { v, currency } = value as { v?: unknown; currency?: unknown };
    return v === 1 && CURRENCY_CHOICES.includes(currency as CurrencyChoice)
      ? (currency as CurrencyChoice)
      : 'KES';
  } catch {
    return 'KES';
  }
}

export function writeCurrencyChoice(currency: CurrencyChoice): string {
  return JSON.stringify({ v: 1, currency });
}
