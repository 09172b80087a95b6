import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { fill, formatCount, plural } from '@/lib/i18n/format';

describe('fill', () => {
  it('puts values in place of their names, and leaves unknown names as they are', () => {
    expect(fill('Page {page} of {last}', { page: 2, last: 9 })).toBe('Page 2 of 9');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(fill('no names', {})).toBe('no names');
  });

  it('inserts values as text, never as patterns', () => {
    expect(fill('{title}', { title: '$& $1 {title}' })).toBe('$& $1 {title}');
  });
});

describe('plural', () => {
  it('takes the singular for one and the plural otherwise', () => {
    expect(plural(1, en.listing.beds)).toBe('1 bed');
    expect(plural(3, en.listing.beds)).toBe('3 beds');
    expect(plural(0, en.listing.baths)).toBe('0 baths');
  });
});

describe('formatCount', () => {
  it('groups thousands in both languages', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'sw')).toBe('12,345');
  });
});
