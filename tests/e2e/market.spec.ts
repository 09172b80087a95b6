import type { Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { titleSlug } from '../../lib/listings/slug';
import { SEARCH_INDEX_VERSION } from '../../lib/search/search-index';
import { PAGE_SIZE } from '../../lib/search/pagination';
import { allCardTitles, expect, test } from './fixtures';
import { listings } from './support/listings';

/**
 * Homes under offer (lib/listings/market.ts): the curated townhouse in Upper Hill is one. It
 * stays listed and counted, with a badge on its cards and its page, and the search can hide
 * such homes with `underOffer=hide`. The pages of homes gone from the market, and English-only
 * descriptions, are in tests/e2e/market-scale.spec.ts (the generated listings have them).
 */

const UNDER_OFFER = listings.find((l) => l.market === 'under_offer')!;
const TOTAL = listings.length;
const TEXTS = { en, sw } as const;
const at = (lang: 'en' | 'sw', path: string) => (lang === 'en' ? path : `/sw${path}`);

/** The card of the listing `slug` among the page's cards. */
const cardOf = (page: Page, slug: string): Locator =>
  page.locator('main article').filter({
    has: page.locator(`h2 a[href$="/listings/${slug}/"], h3 a[href$="/listings/${slug}/"]`),
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.locator('#results-heading');

test('the sample has one home under offer, the Upper Hill townhouse', () => {
  expect(UNDER_OFFER.slug).toBe('townhouse-upper-hill');
  expect(listings.filter((l) => l.market !== undefined)).toHaveLength(1);
});

for (const lang of ['en', 'sw'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] a home under offer carries the badge on its cards, and no other home does`, async ({
    page,
  }) => {
    const agentSlug = titleSlug(UNDER_OFFER.agent.name);
    for (const path of [
      at(lang, '/listings/'),
      at(lang, '/areas/nairobi/upper-hill/'),
      at(lang, `/agents/${agentSlug}/`),
    ]) {
      await page.goto(path);
      const card = cardOf(page, UNDER_OFFER.slug);
      await expect(card, path).toHaveCount(1);
      await expect(card.getByText(t.listing.underOffer, { exact: true }), path).toBeVisible();
      // Beside the status badge, on the photo.
      await expect(card.locator('[data-status] + [data-market="under_offer"]'), path).toHaveCount(
        1,
      );
      await expect(page.locator('[data-market="under_offer"]'), path).toHaveCount(1);
    }
    // The other homes' pages show it among their similar homes only if it is one of them; the
    // badge is never on another home's card.
    await page.goto(at(lang, '/listings/'));
    await allCardTitles(page, TEXTS[lang].results.loadMore);
    await expect(page.locator('main article')).toHaveCount(TOTAL);
    await expect(page.locator('main article [data-market]')).toHaveCount(1);
  });

  test(`[${lang}] the page of a home under offer says so beside its status and price`, async ({
    page,
  }) => {
    await page.goto(at(lang, `/listings/${UNDER_OFFER.slug}/`));
    const main = page.locator('main');
    const badge = main
      .locator('h1')
      .locator('xpath=preceding-sibling::div[1]')
      .getByText(t.listing.underOffer, { exact: true });
    await expect(badge).toBeVisible();
    await expect(main.getByText(t.detail.underOfferNote)).toBeVisible();
    // Still a listing on the market: contact buttons and the whole page are there.
    await expect(main.getByRole('link', { name: t.detail.whatsapp }).first()).toBeVisible();
    const offers = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const listing = offers.find((d) => d['@type'] === 'RealEstateListing');
    expect(listing.offers.availability).toBe('https://schema.org/LimitedAvailability');
  });

  test(`[${lang}] 'Hide homes under offer' hides them, survives a reload and shows them again`, async ({
    page,
    baseURL,
  }) => {
    const headingCount = (n: number) => (lang === 'en' ? `Properties (${n})` : `Nyumba (${n})`);
    await page.goto(at(lang, '/listings/'));
    await expect(heading(page)).toHaveText(headingCount(TOTAL));
    const search = page.getByRole('search', { name: t.search.label });
    const hide = search.getByRole('checkbox', { name: t.search.hideUnderOffer });
    await expect(hide).not.toBeChecked();
    await hide.check();
    await search.getByRole('button', { name: t.search.submit }).click();
    await expect(page).toHaveURL(`${baseURL}${at(lang, '/listings/')}?underOffer=hide`);
    await expect(results(page)).toHaveText(headingCount(TOTAL - 1));
    // The first page of twelve.
    await expect(page.locator('main article')).toHaveCount(Math.min(PAGE_SIZE, TOTAL - 1));
    await expect(cardOf(page, UNDER_OFFER.slug)).toHaveCount(0);

    // The address is the state: a reload (or a shared link) gives the same search.
    await page.reload();
    await expect(results(page)).toHaveText(headingCount(TOTAL - 1));
    await expect(cardOf(page, UNDER_OFFER.slug)).toHaveCount(0);
    await expect(
      page.getByRole('search').getByRole('checkbox', { name: t.search.hideUnderOffer }),
    ).toBeChecked();

    // With another filter, and back: Back restores the search before.
    await page
      .getByRole('search')
      .getByLabel(t.search.propertyType, { exact: true })
      .selectOption('house');
    await page.getByRole('search').getByRole('button', { name: t.search.submit }).click();
    await expect(page).toHaveURL(`${baseURL}${at(lang, '/listings/')}?type=house&underOffer=hide`);
    const houses = listings.filter((l) => l.type === 'house');
    await expect(page.locator('main article')).toHaveCount(houses.length - 1);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}${at(lang, '/listings/')}?underOffer=hide`);
    await expect(results(page)).toHaveText(headingCount(TOTAL - 1));

    // Unticked, they are back.
    const again = page.getByRole('search');
    await again.getByRole('checkbox', { name: t.search.hideUnderOffer }).uncheck();
    await again.getByRole('button', { name: t.search.submit }).click();
    await expect(page).toHaveURL(`${baseURL}${at(lang, '/listings/')}`);
    await expect(page.locator('main article')).toHaveCount(Math.min(PAGE_SIZE, TOTAL));
    await expect(cardOf(page, UNDER_OFFER.slug)).toHaveCount(1);
  });
}

test('unknown or hostile values of underOffer are ignored calmly', async ({ page }) => {
  for (const value of [
    'show',
    'HIDE',
    '1',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '',
    '%E0%A4%A',
  ]) {
    await page.goto(`/listings/?underOffer=${value}&location=nairobi`);
    // The search ran (location=nairobi), and found every listing there: nothing hidden.
    const inNairobi = listings.filter((l) => l.location.endsWith(', Nairobi')).length;
    await expect(results(page), value).toHaveText(`Properties (${inNairobi})`);
    await expect(cardOf(page, UNDER_OFFER.slug), value).toHaveCount(1);
    await expect(
      page.getByRole('search').getByRole('checkbox', { name: en.search.hideUnderOffer }),
    ).not.toBeChecked();
  }
});

test('the search index carries the state as one flag, and the map search hides them too', async ({
  page,
  baseURL,
}) => {
  const loaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
  await page.goto('/listings/');
  const index = (await (await loaded).json()) as { v: number; flags: number[]; count: number };
  expect(index.v).toBe(SEARCH_INDEX_VERSION);
  expect(index.flags.filter((f) => (f & 4) !== 0)).toHaveLength(1);
  expect(index).not.toHaveProperty('market');

  await page.goto('/map/?underOffer=hide');
  await expect(heading(page)).toHaveText(`Homes on the map (${TOTAL - 1})`);
  await expect(
    page.getByRole('search').getByRole('checkbox', { name: en.search.hideUnderOffer }),
  ).toBeChecked();
  expect(page.url()).toBe(`${baseURL}/map/?underOffer=hide`);
});
