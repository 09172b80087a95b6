// Created once: Intl formatters are costly to build and this one is used on every card.
const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `Ksh 45,000`, with the non-breaking space (U+00A0) the Kenyan locale puts after `Ksh`. */
export function formatKes(amount: number): string {
  return kes.format(amount);
}

/**
 * Price as a visitor reads it: rentals are quoted per month, with the page language's
 * `listing.perMonth` ('/month', '/mwezi'). The amount reads the same in both languages.
 */
export function formatPrice(
  amount: number,
  status: 'for_sale' | 'for_rent',
  perMonth: string,
): string {
  return status === 'for_rent' ? `${formatKes(amount)}${perMonth}` : formatKes(amount);
}

/** Asking price per square metre, e.g. `Ksh 112,121`, or undefined when the size is unknown. */
export function formatPerSqm(amount: number, size: number | undefined): string | undefined {
  return size === undefined || size <= 0 ? undefined : formatKes(Math.round(amount / size));
}

/**
 * A number of bytes as a visitor reads it on a data bundle: '840 KB', '2.4 MB' (in 1000s, as
 * phones and operators count data). The same in both languages.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(Math.round(bytes / 100_000) / 10).toFixed(1)} MB`;
}
