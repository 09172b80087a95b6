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

/** Price as a visitor reads it: rentals are quoted per month. */
export function formatPrice(amount: number, status: 'for_sale' | 'for_rent'): string {
  return status === 'for_rent' ? `${formatKes(amount)}/month` : formatKes(amount);
}

/** Floor area as cards and preview images show it. */
export function formatSize(squareMetres: number): string {
  return `${squareMetres} sqm`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
