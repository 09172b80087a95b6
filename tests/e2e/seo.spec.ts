import sharp from 'sharp';
import { expect, missingPage, test } from './fixtures';
import { curatedListings as listings } from './support/fresh';

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PAGES = ['/', '/listings/', ...listings.map((l) => `/listings/${l.slug}/`)];

async function head(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: meta('description'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      themeColor: meta('theme-color'),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
      appleIcon:
        document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? null,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
      robots: meta('robots'),
      og: Object.fromEntries(
        [
          'title',
          'description',
          'url',
          'type',
          'site_name',
          'locale',
          'image',
          'image:width',
          'image:height',
          'image:alt',
        ].map((k) => [k, meta(`og:${k}`)]),
      ),
      twitter: Object.fromEntries(
        ['card', 'title', 'description', 'image'].map((k) => [k, meta(`twitter:${k}`)]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ''),
      ),
    };
  });
}

test('every page has a complete, unique head', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PAGES) {
    await page.goto(path);
    const h = await head(page);
    expect(h.title, path).toMatch(/^.+ \| Nyumba360$/);
    expect(h.lang, path).toBe('en-KE');
    expect(h.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
    expect(h.description!.length, `${path} description`).toBeLessThanOrEqual(160);
    expect(h.canonical, path).toBe(`${SITE_URL}${path}`);
    expect(h.themeColor, path).toMatch(/^#[0-9a-f]{6}$/);
    expect(h.icon, path).toBeTruthy();
    expect(h.appleIcon, path).toBeTruthy();
    expect(h.manifest, path).toBe('/manifest.webmanifest');
    expect(h.robots, path).toBeNull();
    expect(h.og, path).toMatchObject({
      title: h.title,
      description: h.description,
      url: h.canonical,
      site_name: 'Nyumba360',
      locale: 'en_KE',
      'image:width': '1200',
      'image:height': '630',
    });
    expect(h.og.type, path).toMatch(/^(website|article)$/);
    expect(h.og.image, path).toMatch(
      new RegExp(`^${SITE_URL.replace(/[.]/g, '\\.')}/og/.+\\.jpg$`),
    );
    expect(h.og['image:alt'], path).toBeTruthy();
    expect(h.twitter, path).toEqual({
      card: 'summary_large_image',
      title: h.title,
      description: h.description,
      image: h.og.image,
    });
    titles.add(h.title);
    descriptions.add(h.description!);
  }
  expect(titles.size).toBe(PAGES.length);
  expect(descriptions.size).toBe(PAGES.length);
});

// Both visit the 404 page.
test.describe(() => {
  test.use({ allowProblems: [missingPage('/no-such-page/')] });

  test('the 404 page is noindex, has no canonical and still carries its sharing tags', async ({
    page,
  }) => {
    await page.goto('/no-such-page/');
    const h = await head(page);
    expect(h.robots).toContain('noindex');
    expect(h.canonical).toBeNull();
    expect(h.title).toBe('Page not found | Nyumba360');
    expect(h.og).toMatchObject({
      site_name: 'Nyumba360',
      locale: 'en_KE',
      'image:width': '1200',
      'image:height': '630',
    });
    expect(h.og.image).toBe(`${SITE_URL}/og/default.jpg`);
  });

  test('every og:image is a 1200x630 JPEG under 300 KB, served as image/jpeg', async ({
    page,
    request,
  }) => {
    const images = new Set<string>();
    for (const path of [...PAGES, '/no-such-page/']) {
      await page.goto(path);
      images.add((await head(page)).og.image!);
    }
    expect(images.size).toBe(listings.length + 1); // one per listing, one site default
    for (const image of images) {
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/jpeg');
      const body = await response.body();
      expect(body.length, image).toBeLessThan(300 * 1024);
      const { width, height, format } = await sharp(body).metadata();
      expect({ width, height, format }, image).toEqual({
        width: 1200,
        height: 630,
        format: 'jpeg',
      });
    }
  });
});

test('sitemap.xml lists every page in both languages with alternates; robots.txt names it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: [
      ...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, hreflang, href]) => `${hreflang} ${href}`),
  }));
  const swahili = (p: string) => `/sw${p}`;
  // Home, the listings and every listing, the area, town, agent and agency pages (each agent
  // has one agency), and the site's own pages.
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const townOf = (l: (typeof listings)[number]) => slug(l.location.split(', ')[1]!);
  const hubs = [
    ...listings.map((l) => `/areas/${townOf(l)}/`),
    ...listings.map((l) => `/areas/${townOf(l)}/${slug(l.location.split(', ')[0]!)}/`),
    ...listings.map((l) => `/agents/${slug(l.agent.name)}/`),
    ...listings.map((l) => `/agencies/${slug(l.agent.agency)}/`),
    // New developments: the index, each project (its units' `unit.development`) and developer.
    '/developments/',
    ...listings.flatMap((l) => (l.unit ? [`/developments/${l.unit.development}/`] : [])),
    '/developers/jenga-bora-developers/',
    '/developers/savanna-homes/',
  ].filter((p, i, list) => list.indexOf(p) === i);
  // The static result pages after the first (/listings/ is page 1), twelve listings each.
  const resultPages = Array.from(
    { length: Math.ceil(listings.length / 12) - 1 },
    (_, i) => `/listings/page/${i + 2}/`,
  );
  const all = [
    ...PAGES,
    ...resultPages,
    ...hubs,
    '/areas/',
    '/map/',
    '/upload/',
    '/contact/',
    '/privacy/',
    '/terms/',
    '/safety/',
  ];
  expect(urls.map((u) => u.loc).sort()).toEqual(
    [...all, ...all.map(swahili)].map((p) => `${SITE_URL}${p}`).sort(),
  );
  // Both language versions of a page name the same three alternates, x-default the English one.
  for (const { loc, alternates } of urls) {
    const path = new URL(loc).pathname;
    const page = path.startsWith('/sw/') ? path.slice('/sw'.length) : path;
    expect(alternates, loc).toEqual([
      `en-KE ${SITE_URL}${page}`,
      `sw-KE ${SITE_URL}${swahili(page)}`,
      `x-default ${SITE_URL}${page}`,
    ]);
  }
  for (const { loc } of urls)
    expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toMatch(/Allow: \//);
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()).short_name).toBe('Nyumba360');
});

test('listing pages carry RealEstateListing and BreadcrumbList JSON-LD', async ({ page }) => {
  for (const listing of listings) {
    await page.goto(`/listings/${listing.slug}/`);
    const { jsonLd } = await head(page);
    const ld = jsonLd.find((d) => d['@type'] === 'RealEstateListing');
    expect(ld, listing.slug).toBeTruthy();
    expect(ld.url).toBe(`${SITE_URL}/listings/${listing.slug}/`);
    // A home is an Apartment or a House; a plot or commercial space a Place (kinds.spec.ts).
    const [area, town] = listing.location.split(', ');
    const home = listing.type === 'apartment' || listing.type === 'house';
    expect(ld.mainEntity['@type']).toBe(
      listing.type === 'house' ? 'House' : home ? 'Apartment' : 'Place',
    );
    expect(ld.mainEntity.numberOfBedrooms).toBe(listing.bedrooms);
    expect(ld.mainEntity.numberOfBathroomsTotal).toBe(listing.bathrooms);
    expect(ld.mainEntity.yearBuilt).toBe(home ? listing.yearBuilt : undefined);
    expect(ld.mainEntity.address).toMatchObject({ addressRegion: town, addressCountry: 'KE' });
    // The amenities first; the listing's facts follow them (facts.spec.ts).
    expect(
      ld.mainEntity.amenityFeature
        .slice(0, listing.amenities.length)
        .map((a: { name: string }) => a.name),
    ).toEqual(listing.amenities);
    if ('size' in listing && home)
      expect(ld.mainEntity.floorSize).toMatchObject({ value: listing.size, unitCode: 'MTK' });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'KES',
    });
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    // Home › town › area › the listing.
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      town,
      area,
      listing.title,
    ]);
    expect(ld).toMatchObject({ datePosted: listing.listedAt, dateModified: listing.verifiedAt });
  }
});

test('home carries the organisation as a RealEstateAgent', async ({ page }) => {
  await page.goto('/');
  const { jsonLd } = await head(page);
  expect(jsonLd).toEqual([
    expect.objectContaining({ '@type': 'RealEstateAgent', name: 'Nyumba360', url: `${SITE_URL}/` }),
  ]);
});

test('a crawler without JavaScript reads the whole content', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Properties' });
  await expect(featured.locator('article h3')).toHaveText(listings.slice(0, 4).map((l) => l.title));
  for (const listing of listings) {
    await page.goto(`/listings/${listing.slug}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(main).toContainText(listing.description);
    for (const amenity of listing.amenities) await expect(main).toContainText(amenity);
    await expect(main).toContainText(listing.agent.name);
  }
  await context.close();
});
