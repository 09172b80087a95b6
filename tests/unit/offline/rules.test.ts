import { describe, expect, it } from 'vitest';
import {
  lighterPhoto,
  mainPhotoOf,
  markOffline,
  nearestPhoto,
  offlinePagePath,
  pageKind,
  photoNamedByContent,
  routeOf,
  titleOf,
} from '@/lib/offline/rules';

const origin = 'https://nyumba360.co.ke';
const route = (path: string, mode = 'no-cors', method = 'GET', base = origin) =>
  routeOf({ method, url: new URL(path, base), mode, origin });

describe('which request goes where', () => {
  it('sends every page the browser opens to the network first', () => {
    expect(route('/listings/family-home-karen/', 'navigate')).toBe('page');
    expect(route('/sw/map/?location=Karen', 'navigate')).toBe('page');
  });
  it('answers hashed files from the cache first', () => {
    expect(route('/_next/static/chunks/0cnyn74yxfh4k.js')).toBe('asset');
    expect(route('/_next/static/media/font.woff2')).toBe('asset');
    expect(route('/search-index/a8c3298c4031574f.json')).toBe('asset');
    expect(route('/search-index/kw-en-1b2cd883d2251f19.json')).toBe('asset');
  });
  it('handles listing photos, and leaves tours, videos, map tiles and plans to the network', () => {
    expect(route('/photos/family-home-karen/1-800.avif')).toBe('photo');
    expect(route('/photos/x-jac-009/1-d49d85d4c4-1200.webp')).toBe('photo');
    for (const path of [
      '/media/family-home-karen/tour/kitchen.jpg',
      '/media/luxury-apartment-kilimani/walkthrough.webm',
      '/map/streets-eb598e9c1285d9cf.pmtiles',
      '/og/listings/family-home-karen.jpg',
      '/map/basemap-d8c7ce23d73c42d1.pmtiles',
      '/plans/x/floor-plan-abc.pdf',
      '/sw.js',
      '/search-index/unhashed.json',
    ])
      expect(route(path), path).toBe('network');
  });
  it("keeps the site's small images, network first", () => {
    for (const path of [
      '/icon.svg',
      '/icons/icon-192.png',
      '/images/agents/a.jpg',
      '/map/pictures/nairobi.webp',
    ])
      expect(route(path), path).toBe('static');
  });
  it('never touches another origin or anything but GET', () => {
    expect(route('/photos/a/1-800.avif', 'no-cors', 'GET', 'https://example.com')).toBe('network');
    expect(route('/listings/a/', 'navigate', 'POST')).toBe('network');
  });
});

describe('pages it keeps', () => {
  it('knows listing pages in both languages, and /saved/', () => {
    expect(pageKind('/listings/family-home-karen/')).toBe('listing');
    expect(pageKind('/sw/listings/family-home-karen/')).toBe('listing');
    expect(pageKind('/listings/page/2/')).toBe('other');
    expect(pageKind('/listings/')).toBe('other');
    expect(pageKind('/saved/')).toBe('saved');
    expect(pageKind('/sw/saved/')).toBe('saved');
    expect(pageKind('/map/')).toBe('other');
  });
  it('shows the offline page in the language of the page asked for', () => {
    expect(offlinePagePath('/sw/map/')).toBe('/sw/offline/');
    expect(offlinePagePath('/sw')).toBe('/sw/offline/');
    expect(offlinePagePath('/map/')).toBe('/offline/');
    expect(offlinePagePath('/swahili/')).toBe('/offline/');
  });
});

describe('photos for a data saver', () => {
  it('swaps a wide photo for the narrowest width, in the same format', () => {
    expect(lighterPhoto('/photos/a/1-1600.avif')).toBe('/photos/a/1-480.avif');
    expect(lighterPhoto('/photos/b-jac-2/3-d49d85d4c4-800.webp')).toBe(
      '/photos/b-jac-2/3-d49d85d4c4-480.webp',
    );
    expect(lighterPhoto('/photos/a/1-480.avif')).toBe('/photos/a/1-480.avif');
    expect(lighterPhoto('/images/agent.jpg')).toBe('/images/agent.jpg');
  });
  it('knows which photos are named by their content', () => {
    expect(photoNamedByContent('/photos/x-jac-009/1-d49d85d4c4-800.avif')).toBe(true);
    expect(photoNamedByContent('/photos/family-home-karen/1-800.avif')).toBe(false);
    expect(photoNamedByContent('/photos/a/1-deadbeef-800.avif')).toBe(false);
  });
  it('offline, finds the nearest kept width of the same photo, wider first', () => {
    const kept = ['/photos/a/1-480.avif', '/photos/a/1-1200.avif', '/photos/a/2-800.avif'];
    expect(nearestPhoto('/photos/a/1-800.avif', kept)).toBe('/photos/a/1-1200.avif');
    expect(nearestPhoto('/photos/a/1-1600.avif', kept)).toBe('/photos/a/1-1200.avif');
    expect(nearestPhoto('/photos/a/1-480.webp', kept)).toBe('/photos/a/1-480.avif');
    expect(nearestPhoto('/photos/a/3-800.avif', kept)).toBeUndefined();
  });
  it("keeps a saved home's main photo at a phone's width, from its preload link", () => {
    const html =
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/photos/a/1-480.avif 480w, /photos/a/1-800.avif 800w, /photos/a/1-1200.avif 1200w"/>';
    expect(mainPhotoOf(html, false)).toBe('/photos/a/1-800.avif');
    expect(mainPhotoOf(html, true)).toBe('/photos/a/1-480.avif');
    expect(mainPhotoOf('<html></html>', false)).toBeUndefined();
  });
});

describe('a kept page offline', () => {
  it("marks <html> and writes the date into the page's note", () => {
    const html =
      '<html lang="en-KE" class="x"><body><p class="offline-note">Offline: saved copy from <span data-offline-date="true"> </span></p>';
    const marked = markOffline(html, '27 Nov 2026, 21:40');
    expect(marked).toContain('<html data-offline-copy="27 Nov 2026, 21:40" lang="en-KE"');
    expect(marked).toContain('<span data-offline-date="true">27 Nov 2026, 21:40</span>');
  });
  it('never lets the date break the markup', () => {
    expect(markOffline('<html>', '"><script>')).toBe('<html data-offline-copy="script">');
  });
  it('reads the title for the offline list', () => {
    expect(titleOf('<title>Karen &amp; more | Nyumba360</title>')).toBe('Karen & more | Nyumba360');
    expect(titleOf('<p>none</p>')).toBeUndefined();
  });
});
