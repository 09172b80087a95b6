import { describe, expect, it } from 'vitest';
import {
  parseStyle,
  PROPERTY_STYLES,
  STYLES_BY_TYPE,
  styleFits,
  typeOfStyle,
} from '@/lib/listings/kinds';
import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { kindLabel } from '@/lib/i18n/labels';
import { KIND_WORDS } from '@/lib/search/kind-words';

describe('kinds and styles', () => {
  it('gives each style to exactly one type', () => {
    expect(new Set(PROPERTY_STYLES).size).toBe(PROPERTY_STYLES.length);
    for (const style of PROPERTY_STYLES) {
      const owners = PROPERTY_TYPES.filter((type) => styleFits(type, style));
      expect(owners, style).toEqual([typeOfStyle(style)]);
    }
  });

  it('names the styles Kenyans use for homes', () => {
    expect(STYLES_BY_TYPE.apartment).toEqual([
      'studio',
      'bedsitter',
      'flat',
      'penthouse',
      'duplex',
    ]);
    expect(STYLES_BY_TYPE.house).toEqual(['bungalow', 'maisonette', 'townhouse', 'villa']);
  });

  it('reads a style only beside its own type, and ignores anything else calmly', () => {
    expect(parseStyle('house', 'maisonette')).toBe('maisonette');
    expect(parseStyle('house', ' Maisonette ')).toBe('maisonette');
    expect(parseStyle(undefined, 'maisonette')).toBeUndefined();
    expect(parseStyle('apartment', 'maisonette')).toBeUndefined();
    expect(parseStyle('house', 'office')).toBeUndefined();
    expect(parseStyle('house', '<script>')).toBeUndefined();
    expect(parseStyle('house', '')).toBeUndefined();
    expect(parseStyle('house', null)).toBeUndefined();
    expect(parseStyle('house', 'x'.repeat(100_000))).toBeUndefined();
  });

  it('has every style named, with its search words, in both languages', () => {
    for (const [t, words] of [
      [en, KIND_WORDS.en],
      [sw, KIND_WORDS.sw],
    ] as const) {
      for (const style of PROPERTY_STYLES) {
        expect(t.listing.styles[style].trim(), style).not.toBe('');
        expect(words.styles[style].trim(), style).not.toBe('');
      }
      for (const type of PROPERTY_TYPES) expect(words.types[type].trim()).not.toBe('');
    }
  });

  it("keeps SPEC's type word, with the style beside it", () => {
    expect(kindLabel(en.listing, 'house', 'maisonette')).toBe('House · Maisonette');
    expect(kindLabel(en.listing, 'apartment', undefined)).toBe('Apartment');
    expect(kindLabel(sw.listing, 'apartment', 'penthouse')).toBe('Fleti · Penthouse');
  });
});
