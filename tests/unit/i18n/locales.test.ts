import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_TAG,
  localePath,
  OG_LOCALE,
  otherLocale,
  splitLocale,
  switchLocalePath,
} from '@/lib/i18n/locales';

describe('locale paths', () => {
  it('keep English at the root and mirror it under /sw/', () => {
    expect(localePath('en', '/listings/')).toBe('/listings/');
    expect(localePath('sw', '/')).toBe('/sw/');
    expect(localePath('sw', '/listings/page/2/')).toBe('/sw/listings/page/2/');
    expect(localePath('sw', '/listings/a-b/')).toBe('/sw/listings/a-b/');
  });

  it('tell the language of a path and the path as English has it', () => {
    expect(splitLocale('/sw/listings/a-b/')).toEqual({ locale: 'sw', path: '/listings/a-b/' });
    expect(splitLocale('/sw/')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocale('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocale('/listings/')).toEqual({ locale: 'en', path: '/listings/' });
    // A path that only starts with the letters is English.
    expect(splitLocale('/swahili-homes/')).toEqual({ locale: 'en', path: '/swahili-homes/' });
  });

  it('lead to the same page in the other language, keeping the query string', () => {
    expect(switchLocalePath('/listings/?location=Kilimani&bedrooms=3')).toBe(
      '/sw/listings/?location=Kilimani&bedrooms=3',
    );
    expect(switchLocalePath('/sw/listings/?location=Kilimani&bedrooms=3')).toBe(
      '/listings/?location=Kilimani&bedrooms=3',
    );
    expect(switchLocalePath('/')).toBe('/sw/');
    expect(switchLocalePath('/sw/')).toBe('/');
    expect(switchLocalePath('/listings/a-b/#tour')).toBe('/sw/listings/a-b/#tour');
  });

  it('name each language for html, hreflang and Open Graph', () => {
    expect(LANGUAGE_TAG).toEqual({ en: 'en-KE', sw: 'sw-KE' });
    expect(OG_LOCALE).toEqual({ en: 'en_KE', sw: 'sw_KE' });
    expect(otherLocale('en')).toBe('sw');
    expect(otherLocale('sw')).toBe('en');
  });
});
