import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  DEFAULT_SITE_URL,
  listingPath,
  resolveSiteUrl,
  SITE_NAME,
  SITE_TAGLINE,
} from '@/lib/site';

describe('site constants', () => {
  it('names the site', () => {
    expect(SITE_NAME).toBe('Nyumba360');
    expect(SITE_TAGLINE).toBe('Your trusted partner for real estate in Kenya');
  });

  it('defaults SITE_URL to the local server', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('normalises SITE_URL', () => {
    expect(resolveSiteUrl('https://www.nyumba360.co.ke/')).toBe('https://www.nyumba360.co.ke');
    expect(resolveSiteUrl('https://cdn.example/ke')).toBe('https://cdn.example/ke');
  });

  it.each(['nyumba360.co.ke', 'ftp://x.test', 'https://x.test/?a=1'])('rejects %s', (raw) => {
    expect(() => resolveSiteUrl(raw)).toThrow(/SITE_URL/);
  });

  it('builds absolute URLs with the trailing slash of the export', () => {
    expect(listingPath('a-b')).toBe('/listings/a-b/');
    expect(absoluteUrl('/listings/')).toMatch(/^https?:\/\/[^/]+.*\/listings\/$/);
  });
});
