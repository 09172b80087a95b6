import type { Browser, Page } from '@playwright/test';
import { cardTitles, expect, SOFTWARE_MAP, test } from './fixtures';
import { leftOutIds } from './support/fresh';

/**
 * The site at 200 listings (`npm run build:scale`: SAMPLE_LISTINGS=200, sitemap files of at most
 * 100 URLs), served from out-scale/, less the generated ones the freshness rule leaves out. What
 * the search island shows is checked against an independent source: the static result pages,
 * read without JavaScript.
 */
const GENERATED = 200;
const TOTAL = GENERATED - leftOutIds(GENERATED).length;
const PAGES = Math.ceil(TOTAL / 12);

interface Card {
  href: string;
  title: string;
  price: number;
  rent: boolean;
  location: string;
  bedrooms: number;
  type: string;
}

async function readCards(page: Page): Promise<Card[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const text = (article as HTMLElement).innerText;
      // A rent is per month; land leased per year (lib/listings/kinds.ts).
      const price = text.match(/Ksh\s([\d,]+)(\/month|\/year)?/)!;
      return {
        href: article.querySelector('h2 a')!.getAttribute('href')!,
        title: article.querySelector('h2')!.textContent!.trim(),
        price: Number(price[1]!.replaceAll(',', '')),
        rent: price[2] !== undefined,
        location: article.querySelectorAll('p')[1]!.textContent!.trim(),
        // A home's bedrooms; a plot and commercial space have none.
        bedrooms: Number(text.match(/(\d+)\sbeds?\b/)?.[1] ?? Number.NaN),
        // The last fact of the card's list is its kind, then its style ('House · Maisonette').
        type: (article.querySelector('ul li:last-child') as HTMLElement).innerText
          .trim()
          .split(' · ')[0]!
          .toLowerCase(),
      };
    }),
  );
}

let everyCard: Card[] | undefined;

/** All listings, in order, from /listings/ and /listings/page/2/ onwards, without JavaScript. */
async function allCards(browser: Browser): Promise<Card[]> {
  if (everyCard) return everyCard;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cards: Card[] = [];
  for (let n = 1; n <= PAGES; n++) {
    await page.goto(n === 1 ? '/listings/' : `/listings/page/${n}/`);
    cards.push(...(await readCards(page)));
  }
  await context.close();
  everyCard = cards;
  return cards;
}

/** docs/spec.md §5.1, written out again here, independent of lib/search/filters.ts. */
function expected(cards: Card[], q: Record<string, string>): Card[] {
  return cards.filter(
    (c) =>
      (!q.location || c.location.toLowerCase().includes(q.location.toLowerCase())) &&
      (!q.minPrice || c.price >= Number(q.minPrice)) &&
      (!q.maxPrice || c.price <= Number(q.maxPrice)) &&
      // A bedrooms filter leaves out what has none (NaN >= n is false).
      (!q.bedrooms || c.bedrooms >= Number(q.bedrooms)) &&
      (!q.type || c.type === q.type) &&
      (!q.status || c.rent === (q.status === 'for_rent')),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Properties' });

test('the static pages hold every listing once, 12 to a page, linked by a pager', async ({
  browser,
}) => {
  const cards = await allCards(browser);
  expect(cards).toHaveLength(TOTAL);
  // Every listing once: TOTAL different listing pages.
  expect(new Set(cards.map((c) => c.href)).size).toBe(TOTAL);
  for (const card of cards) expect(card.href).toMatch(/^\/listings\/[a-z0-9-]+\/$/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/listings/page/9/');
  await expect(heading(page)).toHaveText(`Properties (${TOTAL})`);
  await expect(page.getByText(`Page 9 of ${PAGES}: listings 97 to 108`)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager.getByRole('link', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/listings\/page\/10\/$/);
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: `Page ${PAGES}` })
    .click();
  expect(await page.locator('main article').count()).toBe(TOTAL - (PAGES - 1) * 12);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/listings/page/${PAGES}/$`),
  );
  expect((await page.request.get(`/listings/page/${PAGES + 1}/`)).status()).toBe(404);
  await context.close();
});

test('/listings/ carries only the first page in its HTML, and loads the index once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/listings/')).text();
  const cards = await allCards(page.context().browser()!);
  expect(html).toContain(cards[11]!.title);
  expect(html).not.toContain(cards[12]!.title);
  expect(html).not.toContain(cards[TOTAL - 1]!.title);

  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) indexRequests.push(r.url());
  });
  const indexLoaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
  await page.goto('/listings/');
  // The static HTML shows the same heading: wait for the island (and its index) before typing.
  await indexLoaded;
  await expect(heading(page)).toHaveText(`Properties (${TOTAL})`);
  // From here on a search is local: no page, payload or data request, only card photos.
  const later: string[] = [];
  page.on('request', (r) => {
    if (!/\.(avif|webp|jpg|svg)$/.test(new URL(r.url()).pathname)) later.push(r.url());
  });
  await page.getByRole('searchbox', { name: 'Location' }).fill('Mombasa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/location=Mombasa/);
  await page.goBack();
  await expect(heading(page)).toHaveText(`Properties (${TOTAL})`);
  expect(later).toEqual([]);
  expect(indexRequests).toHaveLength(1);
  expect(indexRequests[0]).toMatch(/\/search-index\/[0-9a-f]{16}\.json$/);
  const index = await request.get(new URL(indexRequests[0]!).pathname);
  expect(index.headers()['content-type']).toContain('application/json');
  expect((await index.json()).count).toBe(TOTAL);
});

test("'Load More Properties' pages through every listing, 12 at a time, in order", async ({
  page,
}) => {
  const cards = await allCards(page.context().browser()!);
  await page.goto('/listings/');
  await expect(page.locator('main article')).toHaveCount(12);
  for (let shown = 12; shown < TOTAL; shown += 12) {
    await loadMore(page).click();
    await expect(page.locator('main article')).toHaveCount(Math.min(TOTAL, shown + 12));
  }
  await expect(loadMore(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(`Properties (${TOTAL})`);
  expect(await cardTitles(page)).toEqual(cards.map((c) => c.title));
});

/** The cards' links, in order. */
const cardLinks = (page: Page) =>
  page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

test("Swahili 'Onyesha Nyumba Zaidi' pages through every listing, in the English order", async ({
  page,
}) => {
  const cards = await allCards(page.context().browser()!);
  await page.goto('/sw/listings/');
  await expect(heading(page)).toHaveText(`Nyumba (${TOTAL})`);
  await expect(page.locator('main article')).toHaveCount(12);
  const more = page.getByRole('button', { name: 'Onyesha Nyumba Zaidi' });
  for (let shown = 12; shown < TOTAL; shown += 12) {
    await more.click();
    await expect(page.locator('main article')).toHaveCount(Math.min(TOTAL, shown + 12));
  }
  await expect(more).toHaveCount(0);
  expect(await cardLinks(page)).toEqual(cards.map((c) => `/sw${c.href}`));
});

test('the language toggle on a result page leads to the same result page in Swahili', async ({
  page,
  baseURL,
}) => {
  await page.goto('/listings/page/9/');
  const english = await cardLinks(page);
  expect(english).toHaveLength(12);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Switch to Swahili/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/page/9/`);
  await expect(page.getByText(`Ukurasa 9 kati ya ${PAGES}: matangazo 97 hadi 108`)).toBeVisible();
  expect(await cardLinks(page)).toEqual(english.map((href) => `/sw${href}`));
  const pager = page.getByRole('navigation', { name: 'Kurasa za matokeo' });
  await expect(pager.getByRole('link', { name: 'Ukurasa 9' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pager.getByRole('link', { name: 'Ukurasa unaofuata' }).click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/page/10/`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Switch to English/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/listings/page/10/`);
  await expect(page.getByText(`Page 10 of ${PAGES}: listings 109 to 120`)).toBeVisible();
});

const QUERIES: Record<string, string>[] = [
  { location: 'nairobi' },
  { location: 'Milimani' },
  { status: 'for_rent', bedrooms: '3' },
  { type: 'house', minPrice: '20000000' },
  { status: 'for_rent', maxPrice: '60000' },
  { location: 'Kisumu', status: 'for_sale', bedrooms: '2' },
  { location: 'Timbuktu' },
];
for (const query of QUERIES) {
  const q = new URLSearchParams(query).toString();
  test(`exact count and results for ?${q}`, async ({ page }) => {
    const want = expected(await allCards(page.context().browser()!), query);
    await page.goto(`/listings/?${q}`);
    await expect(heading(page)).toHaveText(`Properties (${want.length})`);
    if (want.length === 0) {
      await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    }
    while ((await loadMore(page).count()) > 0) {
      const before = await page.locator('main article').count();
      await loadMore(page).click();
      await expect(page.locator('main article')).not.toHaveCount(before);
    }
    expect(await cardTitles(page)).toEqual(want.map((c) => c.title));
    // The pager belongs to the unfiltered list only.
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
  });
}

test.describe(() => {
  // The test cuts the search index off on purpose: that one fetch fails, and Chrome logs it.
  test.use({
    allowProblems: [
      {
        reason: 'the test makes the search index unreachable (route.abort) to see the error state',
        failed: [
          /^net::ERR_INTERNET_DISCONNECTED https?:\/\/[^/\s]+\/search-index\/[0-9a-f]{16}\.json \(fetch\)$/,
        ],
        console: [
          /^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \| source https?:\/\/[^/\s]+\/search-index\/[0-9a-f]{16}\.json \|/,
        ],
      },
    ],
  });
  test('a search that cannot reach the index says so calmly and recovers on Try Again', async ({
    page,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/listings/?type=house');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Search is not available right now.',
    );
    await page.unroute('**/search-index/**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(heading(page)).toHaveText(/^Properties \(\d+\)$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});

test('/listings/page/1/ sends visitors to /listings/', async ({ page }) => {
  await page.goto('/listings/page/1/');
  await expect(page).toHaveURL(/\/listings\/$/);
  await expect(heading(page)).toHaveText(`Properties (${TOTAL})`);
});

test('above the per-file limit the sitemap is an index of files that list every page', async ({
  request,
  browser,
}) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const main = await (await request.get('/sitemap.xml')).text();
  expect(main).toContain('<sitemapindex');
  const files = locs(main);
  // Files of at most 100 URLs, numbered from 1 (their count is checked against the URLs below).
  expect(files.map((f) => new URL(f).pathname)).toEqual(
    files.map((_, i) => `/sitemap-${i + 1}.xml`),
  );
  const urls: string[] = [];
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    // Every <url> counts against the limit, whichever its language, and names three alternates.
    expect(locs(xml).length).toBeLessThanOrEqual(100);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(3 * locs(xml).length);
    urls.push(...locs(xml));
  }
  const paths = urls.map((u) => new URL(u).pathname);
  expect(files).toHaveLength(Math.ceil(urls.length / 100));
  // Home, the result pages, every listing, the area and agent pages and the seven site pages,
  // the same in each language.
  const english = paths.filter((p) => !p.startsWith('/sw/'));
  const hubs = english.filter(
    (p) =>
      /^\/(areas|agents|agencies)\/[^/]+\/([^/]+\/)?$/.test(p) ||
      // New developments: the index, each project and each developer.
      /^\/(developments|developers)\/([^/]+\/)?$/.test(p),
  );
  expect(hubs.length).toBeGreaterThan(0);
  expect(
    english.filter((p) => /^\/listings\/[^/]+\/$/.test(p) && !p.startsWith('/listings/page/')),
  ).toHaveLength(TOTAL);
  expect(paths).toHaveLength(2 * (1 + PAGES + TOTAL + hubs.length + 7));
  for (const page of [
    '/areas/',
    '/map/',
    '/upload/',
    '/contact/',
    '/privacy/',
    '/terms/',
    '/safety/',
  ])
    expect(paths).toContain(`/sw${page}`);
  for (const hub of hubs) expect(paths).toContain(`/sw${hub}`);
  expect(new Set(paths).size).toBe(paths.length);
  for (let n = 2; n <= PAGES; n++) {
    expect(paths).toContain(`/listings/page/${n}/`);
    expect(paths).toContain(`/sw/listings/page/${n}/`);
  }
  const listed = new Set(paths);
  for (const card of await allCards(browser)) {
    expect(listed.has(card.href), card.href).toBe(true);
    expect(listed.has(`/sw${card.href}`), card.href).toBe(true);
  }
});

test.describe('the map at 200 listings', () => {
  test.use({ allowProblems: [SOFTWARE_MAP] });

  test('groups pins into clusters whose counts add up to every home, and splits them on zoom', async ({
    page,
  }) => {
    await page.goto('/map/');
    const box = page.locator('[data-drawn-homes]');
    await expect(box.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes on the map (${TOTAL})`);
    // All of Kenya in view: every home is drawn, most of them inside clusters.
    await expect(box).toHaveAttribute('data-drawn-homes', String(TOTAL), { timeout: 30_000 });
    const clusters = Number(await box.getAttribute('data-drawn-clusters'));
    const pins = Number(await box.getAttribute('data-drawn-pins'));
    expect(clusters).toBeGreaterThan(0);
    expect(clusters + pins).toBeLessThan(TOTAL / 4);
    await expect(page.getByRole('heading', { name: `${TOTAL} homes in view` })).toBeVisible();
    // A search narrows the pins to its results, still grouped.
    const search = page.getByRole('search');
    await search.getByLabel('Location').fill('Mombasa');
    await search.getByRole('button', { name: 'Search' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Homes on the map \(\d+\)$/);
    const mombasa = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(mombasa).toBeGreaterThan(5);
    await expect(box).toHaveAttribute('data-drawn-homes', String(mombasa), { timeout: 30_000 });
    // Clicking a cluster zooms in and shows more, smaller groups or single pins.
    const before = Number(await box.getAttribute('data-drawn-clusters'));
    await box.getByRole('button', { name: 'Zoom in' }).click();
    await box.getByRole('button', { name: 'Zoom in' }).click();
    await box.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => Number(await box.getAttribute('data-drawn-pins')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
  });
});

// Stale listings, sort, area counts and market context at 200 listings. Its own imports and
// names (prefixed), so it stands apart from the tests above.
import type { APIRequestContext as HubsRequest } from '@playwright/test';
import { loadTs as loadScaleTs } from '../../scripts/load-ts.mjs';
import { listings as scaleCurated } from './support/listings';
import scaleFloorPlans from '../../data/floorplans.json' with { type: 'json' };
import scaleTours from '../../data/tours.json' with { type: 'json' };
import { en as enTexts } from '../../lib/i18n/en';
import { sw as swTexts } from '../../lib/i18n/sw';
import { isFresh as isFreshOn } from '../../lib/listings/dates';
import {
  sampleDates as sampleDatesOf,
  sampleMarket as sampleMarketOf,
} from '../../lib/listings/sample-dates';
import { LISTING_STATUSES as SCALE_STATUSES } from '../../lib/listings/vocabulary';
import { unpackSlug as unpackIndexSlug, type SearchIndex } from '../../lib/search/search-index';

test.describe('at 200 listings: freshness, sort, area counts, market context', () => {
  const SAMPLE_LISTINGS = 200;
  const CURATED = scaleCurated.length;
  const BUILD_DATE = process.env.BUILD_DATE ?? '2026-11-23';
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const loadMore = (page: Page) =>
    page.getByRole('button', { name: enTexts.results.loadMore, exact: true });
  // Those still on the market: the ones sold, let or withdrawn are left out whatever their dates
  // (tests/e2e/market-scale.spec.ts follows them).
  const generatedIds = Array.from(
    { length: SAMPLE_LISTINGS - CURATED },
    (_, i) => CURATED + 1 + i,
  ).filter((id) => sampleMarketOf(id, BUILD_DATE).state !== 'gone');
  const goneGenerated = SAMPLE_LISTINGS - CURATED - generatedIds.length;
  const isStale = (id: number) => !isFreshOn(sampleDatesOf(id, BUILD_DATE).verifiedAt, BUILD_DATE);
  const staleGenerated = generatedIds.filter(isStale);
  const freshGenerated = generatedIds.filter((id) => !isStale(id));
  /** The id a generated listing's slug ends with; undefined for a curated one. */
  const idOf = (slug: string) => {
    const match = /-(\d+)$/.exec(slug);
    const id = match ? Number(match[1]) : undefined;
    return id !== undefined && id > CURATED ? id : undefined;
  };

  /** Every <loc> of the sitemap index's files, as paths. */
  async function sitemapPaths(request: HubsRequest): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const main = await (await request.get('/sitemap.xml')).text();
    expect(main).toContain('<sitemapindex');
    const paths: string[] = [];
    for (const file of locs(main)) {
      const response = await request.get(new URL(file).pathname);
      expect(response.status()).toBe(200);
      paths.push(...locs(await response.text()).map((u) => new URL(u).pathname));
    }
    return paths;
  }

  /** Opens `path` and returns the search index it fetches (found by watching the page). */
  async function indexOf(page: Page, path: string): Promise<{ url: string; index: SearchIndex }> {
    const loaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
    await page.goto(path);
    const response = await loaded;
    expect(response.status()).toBe(200);
    return { url: new URL(response.url()).pathname, index: (await response.json()) as SearchIndex };
  }
  const slugsOf = (index: SearchIndex) =>
    index.slug.map((packed, row) => unpackIndexSlug(packed, index.title[row]!));

  test('stale generated listings are in no sitemap, no search index, and their pages answer 404', async ({
    page,
    request,
  }) => {
    expect(
      staleGenerated.length,
      `stale ids among ${CURATED + 1}..${SAMPLE_LISTINGS}`,
    ).toBeGreaterThan(0);
    const live = SAMPLE_LISTINGS - staleGenerated.length - goneGenerated;

    // The sitemap files: every fresh generated listing in both languages, no stale one.
    const paths = await sitemapPaths(request);
    for (const prefix of ['', '/sw']) {
      const listed = new Set(
        paths
          .map((p) => new RegExp(`^${prefix}/listings/(?!page/)([a-z0-9-]+)/$`).exec(p)?.[1])
          .filter((slug) => slug !== undefined)
          .map(idOf)
          .filter((id) => id !== undefined),
      );
      for (const id of staleGenerated)
        expect(listed.has(id), `stale ${id} (${prefix || 'en'})`).toBe(false);
      for (const id of freshGenerated)
        expect(listed.has(id), `fresh ${id} (${prefix || 'en'})`).toBe(true);
    }

    // The search index each language's /listings/ fetches.
    const urls: string[] = [];
    for (const path of ['/listings/', '/sw/listings/']) {
      const { url, index } = await indexOf(page, path);
      urls.push(url);
      expect(index.count).toBe(live);
      const ids = new Set(slugsOf(index).map(idOf));
      for (const id of staleGenerated) expect(ids.has(id), `stale ${id} in ${url}`).toBe(false);
      for (const id of freshGenerated) expect(ids.has(id), `fresh ${id} in ${url}`).toBe(true);
    }
    expect(new Set(urls).size, 'one index per language').toBe(2);

    // Their pages: the generator (the build's own) gives their slugs; none has a page.
    const { parseListings, withTours, withFloorPlans } = await loadScaleTs<{
      parseListings: (raw: unknown, source?: string) => { slug: string }[];
      withTours: (raw: unknown, tours: unknown) => unknown[];
      withFloorPlans: (raw: unknown, plans: unknown) => unknown[];
    }>('lib/listings/schema.ts');
    const { generateListings } = await loadScaleTs<{
      generateListings: (
        count: number,
        templates: readonly unknown[],
        seed?: number,
        buildDate?: string,
      ) => { id: string; slug: string }[];
    }>('lib/listings/sample.ts');
    const curated = parseListings(
      withFloorPlans(withTours(scaleCurated, scaleTours), scaleFloorPlans),
    );
    expect(curated).toHaveLength(CURATED);
    const generated = generateListings(SAMPLE_LISTINGS - CURATED, curated, undefined, BUILD_DATE);
    const slugOf = new Map(generated.map((l) => [Number(l.id), l.slug]));
    // The generator's slugs are the build's: every fresh one is in the sitemap.
    for (const id of freshGenerated) expect(paths).toContain(`/listings/${slugOf.get(id)}/`);
    for (const id of staleGenerated) {
      const slug = slugOf.get(id)!;
      expect(slug.endsWith(`-${id}`)).toBe(true);
      for (const path of [`/listings/${slug}/`, `/sw/listings/${slug}/`])
        expect((await request.get(path)).status(), path).toBe(404);
    }
    const fresh = slugOf.get(freshGenerated[0]!)!;
    expect((await request.get(`/listings/${fresh}/`)).status()).toBe(200);
  });

  type Sort = keyof typeof enTexts.results.sort;
  /** The order of `sort` over the index's rows, worked out from its columns: stable, unsized last. */
  function sortedRows(index: SearchIndex, sort: Sort): number[] {
    const key = (row: number): number => {
      const size = index.size[row]! > 0 ? index.size[row]! : undefined;
      switch (sort) {
        case 'recommended':
          return 0;
        case 'newest':
          return index.listed[row]!;
        case 'price-asc':
          return index.price[row]!;
        case 'price-desc':
          return -index.price[row]!;
        case 'size-desc':
          return size === undefined ? Infinity : -size;
        case 'price-per-sqm-asc':
          return size === undefined ? Infinity : index.price[row]! / size;
      }
    };
    return Array.from({ length: index.count }, (_, row) => row).sort(
      (a, b) => key(a) - key(b) || a - b,
    );
  }
  const resultLinks = (page: Page) =>
    page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const pagerOf = (page: Page) => page.getByRole('navigation', { name: enTexts.results.pager });
  const sortBy = (page: Page) => page.getByRole('combobox', { name: enTexts.results.sortLabel });

  for (const sort of ['price-desc', 'newest', 'price-per-sqm-asc'] as const) {
    test(`'${enTexts.results.sort[sort]}': Load More keeps the order through every listing, and the pager hides`, async ({
      page,
    }) => {
      const { index } = await indexOf(page, '/listings/');
      const slugs = slugsOf(index);
      await expect(heading(page)).toHaveText(`Properties (${index.count})`);
      await expect(pagerOf(page)).toBeVisible();

      await sortBy(page).selectOption({ label: enTexts.results.sort[sort] });
      await expect(page).toHaveURL(new RegExp(`/listings/\\?sort=${sort}$`));
      const expected = sortedRows(index, sort).map((row) => `/listings/${slugs[row]}/`);
      await expect.poll(() => resultLinks(page)).toEqual(expected.slice(0, 12));
      await expect(pagerOf(page)).toHaveCount(0);
      for (let shown = 12; shown < index.count; shown += 12) {
        await loadMore(page).click();
        await expect(page.locator('main article')).toHaveCount(Math.min(index.count, shown + 12));
      }
      await expect(loadMore(page)).toHaveCount(0);
      expect(await resultLinks(page)).toEqual(expected);
      await expect(heading(page)).toHaveText(`Properties (${index.count})`);
      await expect(pagerOf(page)).toHaveCount(0);

      // Back to Recommended: the build's order, 12 cards and the pager again.
      await sortBy(page).selectOption({ label: enTexts.results.sort.recommended });
      await expect(page).toHaveURL(/\/listings\/$/);
      await expect
        .poll(() => resultLinks(page))
        .toEqual(slugs.slice(0, 12).map((slug) => `/listings/${slug}/`));
      await expect(pagerOf(page)).toBeVisible();
    });
  }

  test('a sorted link opens without the pager, and sorted in Swahili too', async ({ page }) => {
    const { index } = await indexOf(page, '/sw/listings/?sort=price-asc');
    const slugs = slugsOf(index);
    await expect(heading(page)).toHaveText(`Nyumba (${index.count})`);
    await expect
      .poll(() => resultLinks(page))
      .toEqual(
        sortedRows(index, 'price-asc')
          .slice(0, 12)
          .map((row) => `/sw/listings/${slugs[row]}/`),
      );
    await expect(page.getByRole('navigation', { name: swTexts.results.pager })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: swTexts.results.sortLabel })).toHaveValue(
      'price-asc',
    );
  });

  /** The 'Homes listed' table's 'All' row and the 'See all' search link of a place page. */
  async function placeFacts(page: Page) {
    const a = enTexts.areas;
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('rowheader', { name: a.total, exact: true }) });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const all = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: a.total, exact: true }) })
      .getByRole('cell')
      .allInnerTexts();
    const column = (label: string) => {
      const at = headers.findIndex((h) => h.trim().toLowerCase() === label.toLowerCase());
      expect(at, label).toBeGreaterThan(0);
      return Number(all[at - 1]!.replace(/,/g, ''));
    };
    const search = await page
      .getByRole('main')
      .getByRole('link', { name: /^(See all [\d,]+ homes in |See the home in )/ })
      .first()
      .getAttribute('href');
    return {
      counts: { for_sale: column(a.forSaleCount), for_rent: column(a.toRentCount) },
      search: search!,
    };
  }

  test('every area and town page counts, by status, exactly the homes its search link finds', async ({
    browser,
    page,
  }) => {
    // 55 static pages read one after another.
    test.setTimeout(120_000);
    const { index } = await indexOf(page, '/listings/');
    const places = (await sitemapPaths(page.request)).filter((p) =>
      /^\/areas\/[^/]+\/([^/]+\/)?$/.test(p),
    );
    // Every location of the index has its page.
    expect(places.length).toBeGreaterThan(index.locations.length);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    for (const path of places) {
      // The figures are in the HTML: no need to wait for pictures.
      await reader.goto(path, { waitUntil: 'domcontentloaded' });
      const { counts, search } = await placeFacts(reader);
      const url = new URL(search, 'http://x');
      expect(url.pathname, path).toBe('/listings/');
      const needle = url.searchParams.get('location')!.toLocaleLowerCase('en-KE');
      // docs/spec.md §5.1: the location filter is a case-insensitive substring.
      const found = { for_sale: 0, for_rent: 0 };
      for (let row = 0; row < index.count; row++) {
        if (index.locations[index.location[row]!]!.toLocaleLowerCase('en-KE').includes(needle))
          found[SCALE_STATUSES[index.status[row]!]!]++;
      }
      expect(found, `${path} → ${search}`).toEqual(counts);
    }
    await context.close();
  });

  test("the search behind a crowded town's and a shared area name's 'See all' shows that many cards", async ({
    page,
  }) => {
    const { index } = await indexOf(page, '/listings/');
    const areaName = (location: string) => location.slice(0, location.lastIndexOf(', '));
    const townName = (location: string) => location.slice(location.lastIndexOf(', ') + 2);
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    // The town with most homes, and an area whose name is part of another place's.
    const byTown = new Map<string, number>();
    for (let row = 0; row < index.count; row++) {
      const town = townName(index.locations[index.location[row]!]!);
      byTown.set(town, (byTown.get(town) ?? 0) + 1);
    }
    const town = [...byTown].sort((a, b) => b[1] - a[1])[0]![0];
    const shared = index.locations.find((l) =>
      index.locations.some(
        (other) => other !== l && other.toLowerCase().includes(areaName(l).toLowerCase()),
      ),
    );
    const pages = [`/areas/${slug(town)}/`];
    if (shared) pages.push(`/areas/${slug(townName(shared))}/${slug(areaName(shared))}/`);
    for (const path of pages) {
      await page.goto(path);
      const { counts, search } = await placeFacts(page);
      const total = counts.for_sale + counts.for_rent;
      const loaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
      await page.goto(search);
      await loaded;
      await expect(heading(page)).toHaveText(`Properties (${total})`);
      for (let shown = 12; shown < total; shown += 12) {
        await loadMore(page).click();
        await expect(page.locator('main article')).toHaveCount(Math.min(total, shown + 12));
      }
      await expect(page.locator('main article')).toHaveCount(total);
      const cards = page.locator('main article');
      expect({
        for_sale: await cards
          .filter({ has: page.getByText(enTexts.listing.forSale, { exact: true }) })
          .count(),
        for_rent: await cards
          .filter({ has: page.getByText(enTexts.listing.forRent, { exact: true }) })
          .count(),
      }).toEqual(counts);
    }
  });

  test('a listing page with five or more comparable homes shows its market context', async ({
    page,
  }) => {
    const { index } = await indexOf(page, '/listings/');
    const slugs = slugsOf(index);
    const location = (row: number) => index.locations[index.location[row]!]!;
    const town = (row: number) => location(row).slice(location(row).lastIndexOf(', ') + 2);
    const perSqm = (row: number) =>
      index.size[row]! > 0 ? Math.round(index.price[row]! / index.size[row]!) : undefined;
    const median = (values: number[]) => {
      const s = [...values].sort((a, b) => a - b);
      const m = s.length >> 1;
      return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
    };
    let chosen: { row: number; place: string; values: number[] } | undefined;
    for (let row = 0; row < index.count && !chosen; row++) {
      if (perSqm(row) === undefined) continue;
      const like = (other: number) =>
        other !== row &&
        perSqm(other) !== undefined &&
        index.status[other] === index.status[row] &&
        index.type[other] === index.type[row] &&
        index.bedrooms[other] === index.bedrooms[row];
      const all = Array.from({ length: index.count }, (_, i) => i).filter(like);
      const inArea = all.filter((o) => location(o) === location(row));
      const inTown = all.filter((o) => town(o) === town(row));
      if (inArea.length >= 5)
        chosen = {
          row,
          place: location(row).slice(0, location(row).lastIndexOf(', ')),
          values: inArea.map((o) => perSqm(o)!),
        };
      else if (inTown.length >= 5)
        chosen = { row, place: town(row), values: inTown.map((o) => perSqm(o)!) };
    }
    expect(chosen, 'a listing with five comparable homes').toBeDefined();
    const { row, place, values } = chosen!;
    const middle = median(values);
    const percent = Math.round(((perSqm(row)! - middle) / middle) * 100) + 0;
    const d = enTexts.detail;
    const fillIn = (text: string, v: Record<string, string | number>) =>
      text.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));
    const sentence = fillIn(
      percent === 0 ? d.marketAt : percent < 0 ? d.marketBelow : d.marketAbove,
      {
        percent: Math.abs(percent),
        count: values.length,
        place,
      },
    );
    expect(values.length).toBeGreaterThanOrEqual(5);
    await page.goto(`/listings/${slugs[row]}/`);
    await expect(page.getByRole('main').getByText(sentence, { exact: true })).toBeVisible();
  });
});
