import { describe, expect, it } from 'vitest';
import { formatKes, formatPrice } from '@/lib/site/format';

describe('formatKes', () => {
  it('formats in the Kenyan locale with no decimals and a non-breaking space', () => {
    expect(formatKes(45000)).toBe('Ksh\u00a045,000');
    expect(formatKes(25_000_000)).toBe('Ksh\u00a025,000,000');
  });

  it('rounds away decimals', () => {
    expect(formatKes(1234.56)).toBe('Ksh\u00a01,235');
  });

  it('quotes rentals per month', () => {
    expect(formatPrice(85000, 'for_rent', '/month')).toBe('Ksh\u00a085,000/month');
    expect(formatPrice(85000, 'for_rent', '/mwezi')).toBe('Ksh\u00a085,000/mwezi');
    expect(formatPrice(85000, 'for_sale', '/month')).toBe('Ksh\u00a085,000');
  });
});
