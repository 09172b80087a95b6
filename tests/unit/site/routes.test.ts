import { describe, expect, it } from 'vitest';
import {
  listingOgImagePath,
  listingPath,
  resultsPagePath,
  ROUTES,
  searchPath,
} from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

describe('routes', () => {
  it('end in the slash the export writes, so no link goes through a redirect', () => {
    for (const path of Object.values(ROUTES)) expect(path).toMatch(/^\/([a-z-]+\/)*$/);
    expect(listingPath('a-b')).toBe('/listings/a-b/');
    expect(resultsPagePath(3)).toBe('/listings/page/3/');
  });

  it('make page 1 of the results /listings/ itself', () => {
    expect(resultsPagePath(1)).toBe(ROUTES.listings);
    expect(resultsPagePath(0)).toBe(ROUTES.listings);
  });

  it('build a search link, or /listings/ for no search', () => {
    expect(searchPath('status=for_sale')).toBe('/listings/?status=for_sale');
    expect(searchPath('')).toBe('/listings/');
  });

  it('name each listing preview image by slug, as a .jpg plain hosts serve as an image', () => {
    expect(listingOgImagePath('a-b')).toBe('/og/listings/a-b.jpg');
  });

  it('build absolute URLs under SITE_URL', () => {
    expect(absoluteUrl('/listings/')).toMatch(/^https?:\/\/[^/]+.*\/listings\/$/);
  });
});
