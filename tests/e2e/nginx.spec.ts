import { inlineScripts, scriptHash } from '../../lib/security/csp';
import { expect, test } from './fixtures';

// Runs only in the 'nginx' project (see playwright.config.ts): the export served with
// deploy/nginx.conf exactly as committed.

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('pages answer 200, and a missing trailing slash is a 301 to the slash form', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/listings/',
    '/listings/luxury-apartment-kilimani/',
    '/sitemap.xml',
    '/robots.txt',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const [path, target] of [
    // Page 1 of the result pages is /listings/ itself.
    ['/listings/page/1/', '/listings/'],
    ['/listings', '/listings/'],
    ['/listings/luxury-apartment-kilimani', '/listings/luxury-apartment-kilimani/'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(target);
  }
});

test("the build's own files are not served", async ({ request }) => {
  // Both exist in the export: the CSP map nginx loads, and the record of the build's pages.
  for (const path of ['/_nginx/csp-map.conf', '/_build/pages.json'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});

test('unknown paths get the site 404 page with status 404', async ({ request }) => {
  for (const path of [
    '/sw/no-such-page/',
    '/no-such-page/',
    '/no-such-page',
    '/listings/no-such-slug/',
    '/a/b/c.html',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Oops! Page not found');
    for (const header of SECURITY_HEADERS)
      expect(response.headers()[header], `${path} ${header}`).toBeTruthy();
  }
});

test('caching: immutable build assets, revalidated HTML', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/listings/');
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const image = await request.get('/og/default.jpg');
  expect(image.headers()['cache-control']).toMatch(/^public, max-age=86400/);
  // The search index is named by its contents: cached for good, like the build assets.
  const indexPath = (await html.text()).match(/\/search-index\/[0-9a-f]{16}\.json/)![0];
  const index = await request.get(indexPath);
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(index.headers()['content-type']).toContain('application/json');
  // So are the keyword index's vocabulary, which the page names, and the chunks it names.
  const words = await request.get(
    (await html.text()).match(/\/search-index\/words-en-[0-9a-f]{16}\.json/)![0],
  );
  const chunk = await request.get(
    `/search-index/${((await words.json()) as { chunks: string[] }).chunks[0]}`,
  );
  // And the icon sprite every icon points at.
  const sprite = await request.get((await html.text()).match(/\/sprite\/[0-9a-f]{8}\.svg/)![0]);
  for (const file of [words, chunk, sprite]) {
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  for (const response of [asset, html, image, index, sprite]) {
    for (const header of SECURITY_HEADERS) expect(response.headers()[header], header).toBeTruthy();
  }
});

test('security headers say what the site needs and no more', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // The tour's gyroscope and a later 'near me' may ask, on this origin only.
  const permissions = headers['permissions-policy']!;
  for (const feature of ['gyroscope', 'accelerometer', 'geolocation'])
    expect(permissions).toContain(`${feature}=(self)`);
  expect(permissions).toContain('camera=()');
  const csp = directives(headers['content-security-policy']!);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-|https?:/);
});

test('plain HTTP only redirects to HTTPS, same host and path', async ({ playwright }) => {
  const http = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_NGINX_HTTP_PORT ?? 4176}`,
  });
  for (const path of ['/', '/listings/?location=Karen', '/no-such-page/']) {
    const response = await http.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(`https://127.0.0.1${path}`);
  }
  await http.dispose();
});

// Every kind of page, in both languages: the header and the page's own <meta> policy allow
// exactly the page's inline scripts, by hash, and nothing unsafe.
for (const path of [
  '/',
  '/listings/',
  '/listings/luxury-apartment-kilimani/',
  '/sw/listings/penthouse-riverside/',
  '/map/',
  '/sw/upload/',
  '/contact/',
  '/sw/privacy/',
  '/saved/',
  '/sw/compare/',
  '/areas/nairobi/kilimani/',
  '/sw/agents/wanjiru-kamau/',
  '/no-such-page/',
]) {
  test(`${path}: a strict policy naming exactly its inline scripts`, async ({ request }) => {
    const response = await request.get(path);
    const html = await response.text();
    const hashes = inlineScripts(html).map(scriptHash);
    expect(hashes.length, 'Next writes inline scripts into every page').toBeGreaterThan(0);
    const header = directives(response.headers()['content-security-policy']!);
    expect(new Set(header.get('script-src'))).toEqual(new Set(["'self'", ...hashes]));
    expect(header.get('style-src')).toEqual(["'self'"]);
    expect(response.headers()['content-security-policy']).not.toMatch(/unsafe-/);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(meta, 'the policy in the page itself, for any static host').not.toBeNull();
    // The same policy, but frame-ancestors, which only a header can carry.
    header.delete('frame-ancestors');
    expect(directives(meta![1]!)).toEqual(header);
    // Before any script: a policy only covers what comes after it.
    expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf('<script'));
  });
}

test.describe(() => {
  test.use({
    allowProblems: [
      {
        reason: 'the test injects an inline script, which the policy must block',
        console: [
          /^error: Executing inline script violates the following Content Security Policy directive/,
          /^error: securitypolicyviolation: script-src-elem blocked inline \|/,
        ],
      },
    ],
  });
  test('an inline script injected into a page is blocked', async ({ page }) => {
    await page.goto('/listings/luxury-apartment-kilimani/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});

test('text assets are gzipped', async ({ page, request }) => {
  await page.goto('/');
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  for (const path of ['/', '/listings/', css!, script!, '/sitemap.xml']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('the site works under the CSP: search, navigation and sharing without console errors', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(msg.text());
  });
  await page.goto('/');
  await page.getByRole('search').getByPlaceholder('Location (e.g., Kilimani)').fill('Karen');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties (1)');
  await page.getByRole('link', { name: 'Spacious 5 Bedroom Family Home in Karen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Spacious 5 Bedroom Family Home in Karen',
  );
  await page.getByRole('button', { name: 'Show photo 2 of 5' }).click();
  expect(violations).toEqual([]);
});

test("the map's files: byte ranges of the tiles, the worker as a script, a year's cache", async ({
  request,
}) => {
  const html = await (await request.get('/map/')).text();
  expect(html).toContain('/map/pictures/kenya.svg');
  // The file names are in the page's data for the island.
  const tiles = /\/map\/basemap-[0-9a-f]{16}\.pmtiles/.exec(html)?.[0];
  const streets = /\/map\/streets-[0-9a-f]{16}\.pmtiles/.exec(html)?.[0];
  const worker = /\/map\/maplibre-worker-[0-9a-f]{16}\.mjs/.exec(html)?.[0];
  expect(tiles).toBeDefined();
  expect(streets).toBeDefined();
  expect(worker).toBeDefined();
  for (const archive of [streets!, tiles!]) {
    const part = await request.get(archive, { headers: { Range: 'bytes=0-126' } });
    expect(part.status(), archive).toBe(206);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-126\/\d+$/);
    expect((await part.body()).subarray(0, 7).toString()).toBe('PMTiles');
    expect(part.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const header of SECURITY_HEADERS)
      expect(part.headers()[header], `${archive} ${header}`).toBeTruthy();
  }
  const script = await request.get(worker!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['content-encoding']).toBe('gzip');
  const picture = await request.get('/map/pictures/kenya.svg');
  expect(picture.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(picture.headers()['cache-control']).toMatch(/max-age=86400/);
});
