import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_URL,
  exportDir,
  listingsData,
  maxUrlsPerFile,
  parseBuildEnv,
  resolveSiteUrl,
  buildDate,
} from '@/lib/site/env';
import { todayIso } from '@/lib/listings/dates';

describe('SITE_URL', () => {
  it('defaults to the local server', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('is normalised', () => {
    expect(resolveSiteUrl('https://www.nyumba360.co.ke/')).toBe('https://www.nyumba360.co.ke');
    expect(resolveSiteUrl('https://cdn.example/ke')).toBe('https://cdn.example/ke');
  });

  it.each(['nyumba360.co.ke', 'ftp://x.test', 'https://x.test/?a=1'])('rejects %s', (raw) => {
    expect(() => resolveSiteUrl(raw)).toThrow(/SITE_URL/);
  });
});

describe('SITEMAP_MAX_URLS', () => {
  it('is the protocol limit unless set lower', () => {
    expect(maxUrlsPerFile(undefined)).toBe(50_000);
    expect(maxUrlsPerFile('')).toBe(50_000);
    expect(maxUrlsPerFile('100')).toBe(100);
  });

  it.each(['0', '-5', '50001', 'lots', '1e3'])('refuses %s', (bad) => {
    expect(() => maxUrlsPerFile(bad)).toThrow(/SITEMAP_MAX_URLS/);
  });
});

describe('NEXT_EXPORT_DIR', () => {
  it('is out/ unless set', () => {
    expect(exportDir(undefined)).toBe('out');
    expect(exportDir(' ')).toBe('out');
    expect(exportDir('out-scale')).toBe('out-scale');
    expect(exportDir('.bench/out')).toBe('.bench/out');
  });

  it.each(['/var/www', '../out', 'out/../..', 'a//b', 'out dir', './out'])('refuses %s', (bad) => {
    expect(() => exportDir(bad)).toThrow(/NEXT_EXPORT_DIR must be a folder inside the project/);
  });
});

describe('LISTINGS_DATA', () => {
  it('is data/ unless set', () => {
    expect(listingsData(undefined)).toBe('data');
    expect(listingsData('.imported/data')).toBe('.imported/data');
  });

  it.each(['/srv/data', '../data', 'data/../..', 'da ta'])('refuses %s', (bad) => {
    expect(() => listingsData(bad)).toThrow(/LISTINGS_DATA must be a folder inside the project/);
  });
});

describe('parseBuildEnv', () => {
  it('reads every setting at once, with defaults', () => {
    expect(parseBuildEnv({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      sampleListings: undefined,
      samplePriceChanges: 0,
      sitemapMaxUrls: 50_000,
      exportDir: 'out',
      buildDate: todayIso(),
      listingsData: 'data',
    });
    expect(
      parseBuildEnv({
        SITE_URL: 'https://www.nyumba360.co.ke/',
        SAMPLE_LISTINGS: '200',
        SAMPLE_PRICE_CHANGES: '3',
        SITEMAP_MAX_URLS: '100',
        NEXT_EXPORT_DIR: 'out-scale',
        BUILD_DATE: '2026-11-20',
        LISTINGS_DATA: '.imported/data',
      }),
    ).toEqual({
      siteUrl: 'https://www.nyumba360.co.ke',
      sampleListings: 200,
      samplePriceChanges: 3,
      sitemapMaxUrls: 100,
      exportDir: 'out-scale',
      buildDate: '2026-11-20',
      listingsData: '.imported/data',
    });
  });

  it('takes BUILD_DATE as a real calendar date, today when unset, and refuses anything else', () => {
    expect(buildDate(undefined, '2026-11-23')).toBe('2026-11-23');
    expect(buildDate('  ', '2026-11-23')).toBe('2026-11-23');
    expect(buildDate(' 2026-02-28 ')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '2026-13-01', '23/11/2026', 'today', '2026-1-5', '<script>']) {
      expect(() => buildDate(bad)).toThrow(/BUILD_DATE must be a date as YYYY-MM-DD/);
    }
  });

  it('stops on the first bad setting, naming it', () => {
    expect(() => parseBuildEnv({ SAMPLE_LISTINGS: 'many' })).toThrow(/^SAMPLE_LISTINGS/);
    expect(() => parseBuildEnv({ NEXT_EXPORT_DIR: '/' })).toThrow(/^NEXT_EXPORT_DIR/);
  });
});
