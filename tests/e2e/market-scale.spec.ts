import type { APIRequestContext, Page } from '@playwright/test';
import finance from '../../data/finance.json' with { type: 'json' };
import rates from '../../data/rates.json' with { type: 'json' };
import floorPlans from '../../data/floorplans.json' with { type: 'json' };
import tours from '../../data/tours.json' with { type: 'json' };
import { en } from '../../lib/i18n/en';
import { formatDay } from '../../lib/i18n/format';
import { sw } from '../../lib/i18n/sw';
import type { Listing } from '../../lib/listings/schema';
import { unpackSlug, type SearchIndex } from '../../lib/search/search-index';
import { loadTs } from '../../scripts/load-ts.mjs';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { englishOn, listingNames } from './support/english';
import { BUILD_DATE, leftOutIds, marketIds } from './support/fresh';
import { listings as curatedRecords } from './support/listings';

/**
 * Where homes stand on the market, at 200 listings (`npm run build:scale`, out-scale/), whose
 * generated homes include some under offer, some sold, let or withdrawn within 90 days of the
 * build (a `noindex` page at their address), some gone longer ago (a 404) and some described in
 * English only (lib/listings/sample-dates.ts). Which ones is worked out from the generator.
 */
const SAMPLE_LISTINGS = 200;
const CURATED = curatedRecords.length;
const TOTAL = SAMPLE_LISTINGS - leftOutIds(SAMPLE_LISTINGS).length;
const MARKET = marketIds(SAMPLE_LISTINGS);
const TEXTS = { en, sw } as const;
const at = (lang: 'en' | 'sw', path: string) => (lang === 'en' ? path : `/sw${path}`);

let generatedListings: Promise<Map<number, Listing>> | undefined;

/** The generated listings by id, from the build's own generator. */
function generated(): Promise<Map<number, Listing>> {
  generatedListings ??= (async () => {
    const { parseListings, withTours, withFloorPlans } = await loadTs<{
      parseListings: (raw: unknown) => Listing[];
      withTours: (raw: unknown, tours: unknown) => unknown[];
      withFloorPlans: (raw: unknown, plans: unknown) => unknown[];
    }>('lib/listings/schema.ts');
    const { generateListings } = await loadTs<{
      generateListings: (
        count: number,
        templates: readonly Listing[],
        seed?: number,
        buildDate?: string,
      ) => Listing[];
    }>('lib/listings/sample.ts');
    // As the build joins them: a generated home borrowing a tour borrows its plan, and its rooms.
    const curated = parseListings(withFloorPlans(withTours(curatedRecords, tours), floorPlans));
    const all = generateListings(SAMPLE_LISTINGS - CURATED, curated, undefined, BUILD_DATE);
    return new Map(all.map((l) => [Number(l.id), l]));
  })();
  return generatedListings;
}

/** Every <loc> of the sitemap index's files, as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths: string[] = [];
  for (const file of locs(await (await request.get('/sitemap.xml')).text())) {
    paths.push(...locs(await (await request.get(new URL(file).pathname)).text()));
  }
  return paths.map((u) => new URL(u).pathname);
}

/** The search index a page fetches. */
async function indexOf(page: Page, path: string): Promise<SearchIndex> {
  const loaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
  await page.goto(path);
  return (await (await loaded).json()) as SearchIndex;
}

test('the generated sample has homes of every kind at 200 listings', () => {
  expect(MARKET.underOffer.length).toBeGreaterThan(2);
  expect(MARKET.gonePage.length).toBeGreaterThan(2);
  expect(MARKET.gonePage.some((g) => g.how === 'withdrawn')).toBe(true);
  expect(MARKET.gonePage.some((g) => g.how === 'sold-or-let')).toBe(true);
  expect(MARKET.longGone.length).toBeGreaterThan(0);
  expect(MARKET.englishOnly.length).toBeGreaterThan(2);
});

for (const lang of ['en', 'sw'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] a home that left the market has a noindex page saying so, with similar homes and no contact`, async ({
    page,
    request,
  }) => {
    const byId = await generated();
    const cases = [
      MARKET.gonePage.find((g) => g.how === 'sold-or-let')!,
      MARKET.gonePage.find((g) => g.how === 'withdrawn')!,
    ];
    // Still available: the generated ones on the market, and the curated ones not under offer.
    const available = new Set(
      [...byId.values(), ...curatedRecords]
        .filter((l) => !leftOutIds(SAMPLE_LISTINGS).includes(Number(l.id)))
        .filter((l) => l.market === undefined)
        .map((l) => l.slug),
    );
    for (const gone of cases) {
      const listing = byId.get(gone.id)!;
      const path = at(lang, `/listings/${listing.slug}/`);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.gone.heading);
      const how =
        listing.market === 'withdrawn' ? 'withdrawn' : listing.market === 'sold' ? 'sold' : 'let';
      expect(how === 'withdrawn').toBe(gone.how === 'withdrawn');
      const date = formatDay(gone.leftMarketAt, t.listing.months);
      await expect(
        main.getByText(t.gone[how].replace('{date}', date), { exact: true }),
      ).toBeVisible();

      // What it was: photo, title, place, price, and its rooms (a home) or its size.
      const home = main.getByRole('region', {
        name: lang === 'en' ? listing.title : listing.sw.title,
      });
      await expect(home.locator('img')).toHaveCount(1);
      await expect(home.getByText(listing.location)).toBeVisible();
      await expect(home).toContainText(listing.price.toLocaleString('en-KE'));
      if (listing.bedrooms !== undefined)
        await expect(home).toContainText(
          (listing.bedrooms === 1 ? t.listing.beds.one : t.listing.beds.other).replace(
            '{n}',
            String(listing.bedrooms),
          ),
        );
      else await expect(home).toContainText(/acres?|ekari|m²/);

      // No way to contact anyone about it.
      await expect(
        main.locator('a[href^="https://wa.me"], a[href^="tel:"], a[href^="mailto:"]'),
      ).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.detail.whatsapp })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.detail.share })).toHaveCount(0);

      // Search engines drop it: noindex, no canonical, no alternates, no structured offer.
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toMatch(/rel="alternate"[^>]*hrefLang/i);
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('schema.org/Offer');

      // Up to four similar homes, all still available, and the area's search.
      const similar = main.getByRole('region', { name: t.gone.similarHeading });
      const links = await similar
        .locator('article h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(4);
      for (const href of links) {
        const slug = new RegExp(`^${at(lang, '/listings/')}([a-z0-9-]+)/$`).exec(href)?.[1];
        expect(available.has(slug!), href).toBe(true);
      }
      await expect(similar.locator('[data-market]')).toHaveCount(0);
      await expectNoViolations(page, `gone page ${path}`);

      const area = listing.location.split(',')[0]!;
      const search = main.getByRole('link', {
        name: (listing.status === 'for_sale' ? t.gone.searchSale : t.gone.searchRent).replace(
          '{area}',
          area,
        ),
      });
      await search.click();
      await expect(page).toHaveURL(
        new RegExp(`${at(lang, '/listings/')}\\?location=.+&status=${listing.status}$`),
      );
      // The page's HTML holds the first homes of all; the island then shows the search's: the
      // area's other listings of that status, or none (then it says so).
      const cards = page.locator('main article');
      const others = [...byId.values(), ...curatedRecords].filter(
        (l) =>
          l.slug !== listing.slug &&
          l.location === listing.location &&
          l.status === listing.status &&
          l.market !== 'sold' &&
          l.market !== 'let' &&
          l.market !== 'withdrawn' &&
          !leftOutIds(SAMPLE_LISTINGS).includes(Number(l.id)),
      );
      if (others.length === 0) {
        await expect(page.getByRole('heading', { name: t.results.emptyTitle })).toBeVisible();
        continue;
      }
      await expect(cards.first()).toBeVisible();
      await expect
        .poll(async () =>
          (await cards.evaluateAll((as) => as.map((a) => (a as HTMLElement).innerText))).filter(
            (card) => !card.includes(area),
          ),
        )
        .toEqual([]);
    }
  });
}

test('homes gone longer than 90 days have no page: their addresses are 404s', async ({
  request,
}) => {
  const byId = await generated();
  for (const id of MARKET.longGone) {
    const { slug, leftMarketAt } = byId.get(id)!;
    expect(leftMarketAt! < BUILD_DATE).toBe(true);
    for (const lang of ['en', 'sw'] as const) {
      const path = at(lang, `/listings/${slug}/`);
      expect((await request.get(path)).status(), path).toBe(404);
    }
  }
  // And the recent ones do.
  const recent = byId.get(MARKET.gonePage[0]!.id)!;
  expect((await request.get(`/listings/${recent.slug}/`)).status()).toBe(200);
});

test('homes that left the market are in no sitemap, search index, count or list; homes under offer are', async ({
  page,
  request,
}) => {
  const byId = await generated();
  const gone = [...MARKET.gonePage.map((g) => g.id), ...MARKET.longGone].map(
    (id) => byId.get(id)!.slug,
  );
  const generatedUnderOffer = MARKET.underOffer.map((id) => byId.get(id)!.slug);
  const underOffer = [
    ...curatedRecords.filter((l) => l.market === 'under_offer').map((l) => l.slug),
    ...generatedUnderOffer,
  ];
  const paths = new Set(await sitemapPaths(request));
  for (const slug of gone)
    for (const lang of ['en', 'sw'] as const)
      expect(paths.has(at(lang, `/listings/${slug}/`)), slug).toBe(false);
  for (const slug of underOffer) expect(paths.has(`/listings/${slug}/`), slug).toBe(true);

  for (const lang of ['en', 'sw'] as const) {
    const index = await indexOf(page, at(lang, '/listings/'));
    expect(index.count).toBe(TOTAL);
    const slugs = index.slug.map((packed, row) => unpackSlug(packed, index.title[row]!));
    for (const slug of gone) expect(slugs, slug).not.toContain(slug);
    const flagged = slugs.filter((_, row) => (index.flags[row]! & 4) !== 0);
    expect(new Set(flagged)).toEqual(new Set(underOffer));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${lang === 'en' ? 'Properties' : 'Nyumba'} (${TOTAL})`,
    );
  }

  // Hiding them counts exactly the others.
  await page.goto('/listings/?underOffer=hide');
  await expect(page.locator('#results-heading')).toHaveText(
    `Properties (${TOTAL - underOffer.length})`,
  );
  await page.goto('/sw/listings/?underOffer=hide&sort=price-asc');
  await expect(page.locator('#results-heading')).toHaveText(
    `Nyumba (${TOTAL - underOffer.length})`,
  );

  // A home under offer: its page carries the badge, in both languages.
  for (const lang of ['en', 'sw'] as const) {
    await page.goto(at(lang, `/listings/${generatedUnderOffer[0]}/`));
    await expect(
      page.locator('main').getByText(TEXTS[lang].listing.underOffer, { exact: true }).first(),
    ).toBeVisible();
  }
});

test('a Swahili page of a listing described in English only marks it English and says so', async ({
  page,
}) => {
  const byId = await generated();
  const listing = byId.get(MARKET.englishOnly[0]!)!;
  expect(listing.sw.description).toBeUndefined();

  await page.goto(`/sw/listings/${listing.slug}/`);
  const details = page.getByRole('region', { name: sw.detail.details });
  const text = details.locator('p[lang="en"]');
  await expect(text).toHaveText(listing.description);
  await expect(details.getByText(sw.detail.englishOnly, { exact: true })).toBeVisible();
  // The note comes first, in Swahili (the page's language).
  const order = await details
    .locator('p')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('lang')));
  expect(order).toEqual([null, 'en']);

  // No English anywhere else: names aside, only the marked description.
  const all = [...curatedRecords, ...byId.values()];
  const names = [
    'Switch to English',
    'Nyumba360',
    'WhatsApp',
    rates.source,
    ...Object.values(finance)
      .filter((group) => typeof group === 'object')
      .flatMap((group) => Object.values(group).map((figure) => figure.source)),
    ...all.flatMap(listingNames),
  ]
    .filter((name, i, list) => list.indexOf(name) === i)
    .sort((a, b) => b.length - a.length);
  await page.waitForLoadState('networkidle');
  expect(await englishOn(page, names)).toEqual([]);

  // The page's description for search engines and previews stays Swahili.
  const meta = await page.locator('meta[name="description"]').getAttribute('content');
  expect(meta).not.toContain(listing.description.slice(0, 20));
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((s) => s.map((e) => e.textContent ?? '').join('\n'));
  expect(jsonLd).not.toContain(listing.description.slice(0, 20));
  await expectNoViolations(page, 'Swahili page with an English-only description');

  // The English page shows it as usual, with no note.
  await page.goto(`/listings/${listing.slug}/`);
  const enDetails = page.getByRole('region', { name: en.detail.details });
  await expect(enDetails.locator('p')).toHaveText([listing.description]);
  await expect(page.getByText(en.detail.englishOnly)).toHaveCount(0);
});
