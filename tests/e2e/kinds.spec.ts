import { formatKes } from '../../lib/site/format';
import type { Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { allCardTitles, expect, test } from './fixtures';
import { listings, type ListingRecord } from './support/listings';

/**
 * Kinds and styles (lib/listings/kinds.ts) on the export, in both languages: cards keep SPEC's
 * type word with the style beside it, `style=` searches beside its type and is ignored calmly
 * otherwise, the form's style sets its type, and a keyword finds a style the text never names.
 * Expected homes come from the listing files, not from the site's code.
 */
const T = { en, sw } as const;
type Lang = keyof typeof T;
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/sw${path}`);
const titleOf = (l: ListingRecord, lang: Lang) => (lang === 'en' ? l.title : l.sw.title);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectHomes(page: Page, lang: Lang, homes: readonly ListingRecord[]) {
  await expect(heading(page)).toHaveText(
    T[lang].results.headingCount.replace('{count}', String(homes.length)),
  );
  expect(await allCardTitles(page, T[lang].results.loadMore)).toEqual(
    homes.map((l) => titleOf(l, lang)),
  );
}

for (const lang of ['en', 'sw'] as const) {
  const t = T[lang];

  test(`[${lang}] a card names the type, with the style beside it`, async ({ page }) => {
    const styled = listings.filter((l) => l.style !== undefined);
    expect(styled.length).toBeGreaterThan(3);
    await page.goto(at(lang, '/listings/'));
    for (const home of styled.slice(0, 6)) {
      const card = page.locator('main article', { hasText: titleOf(home, lang) });
      await expect(card).toContainText(
        `${t.listing[home.type]} · ${t.listing.styles[home.style!]}`,
      );
    }
  });

  test(`[${lang}] style= searches beside its type, and is ignored calmly otherwise`, async ({
    page,
  }) => {
    const penthouses = listings.filter((l) => l.type === 'apartment' && l.style === 'penthouse');
    expect(penthouses.length).toBeGreaterThan(0);
    await page.goto(at(lang, '/listings/?type=apartment&style=penthouse'));
    await expectHomes(page, lang, penthouses);
    // A style without its type, with another type, or not a style at all: the type alone.
    await page.goto(at(lang, '/listings/?style=penthouse'));
    await expectHomes(page, lang, listings);
    const houses = listings.filter((l) => l.type === 'house');
    for (const query of ['type=house&style=penthouse', 'type=house&style=%3Cscript%3E']) {
      await page.goto(at(lang, `/listings/?${query}`));
      await expectHomes(page, lang, houses);
    }
    await page.goto(at(lang, '/listings/?type=castle&style=office&minAcres=-1&maxAcres=abc'));
    await expectHomes(page, lang, listings);
  });

  test(`[${lang}] on a phone the home page's form folds the place, distance and type into More filters`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at(lang, '/'));
    const search = page.getByRole('search');
    const type = search.getByLabel(t.search.propertyType);
    const more = search.getByRole('button', { name: t.search.moreFilters });
    // SPEC's fields and the keywords stay in view; the rest waits for 'More filters'.
    for (const label of [
      t.search.keywords,
      t.search.location,
      t.search.buyOrRent,
      t.search.bedrooms,
    ])
      await expect(search.getByLabel(label, { exact: true })).toBeVisible();
    await expect(type).toBeHidden();
    await expect(search.getByLabel(t.search.within)).toBeHidden();
    await more.click();
    await expect(type).toBeVisible();
    await expect(search.getByLabel(t.search.style)).toBeVisible();
    // A field in use stays in view when 'More filters' closes, and the button counts it.
    await type.selectOption('land');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(type).toBeVisible();
    await expect(search.getByLabel(t.search.within)).toBeHidden();
    await expect(more).toContainText('(1)');
    await search.getByRole('button', { name: t.search.submit }).click();
    await expect(page).toHaveURL(/\/listings\/\?type=land$/);
  });

  test(`[${lang}] choosing a style in More filters sets its type, and the search finds it`, async ({
    page,
  }) => {
    const townhouses = listings.filter((l) => l.type === 'house' && l.style === 'townhouse');
    await page.goto(at(lang, '/listings/'));
    const search = page.getByRole('search');
    await search.getByRole('button', { name: t.search.moreFilters }).click();
    await search.getByLabel(t.search.style).selectOption('townhouse');
    await expect(search.getByLabel(t.search.propertyType)).toHaveValue('house');
    await search.getByRole('button', { name: t.search.submit }).click();
    await expect(page).toHaveURL(/[?&]type=house&style=townhouse(&|$)/);
    await expectHomes(page, lang, townhouses);
    // 'More filters' counts its fields in use, so a folded filter is not forgotten.
    await expect(search.getByRole('button', { name: t.search.moreFilters })).toContainText('(1)');
    // Another type clears a style that does not fit it.
    await search.getByLabel(t.search.propertyType).selectOption('apartment');
    await expect(search.getByLabel(t.search.style)).toHaveValue('');
  });
}

test('a keyword finds a style the listing text never names, in both languages', async ({
  page,
}) => {
  const villas = listings.filter((l) => l.style === 'villa');
  expect(villas.length).toBeGreaterThan(0);
  for (const l of villas)
    expect(`${l.title} ${l.description}`.toLowerCase()).not.toContain('villa');
  await page.goto('/listings/?q=villa');
  await expectHomes(page, 'en', villas);
  await page.goto('/sw/listings/?q=villa');
  await expectHomes(page, 'sw', villas);
});

const plot = listings.find((l) => l.slug === 'eighth-acre-plot-kitengela')!;
const farm = listings.find((l) => l.slug === 'five-acre-farm-machakos')!;
const motherTitle = listings.find((l) => l.slug === 'quarter-acre-plot-ruiru')!;
const office = listings.find((l) => l.slug === 'grade-a-office-westlands')!;

for (const lang of ['en', 'sw'] as const) {
  const t = T[lang];
  const k = t.kindFacts;

  test(`[${lang}] a plot's page: its size, its facts, and 'Before you pay'`, async ({ page }) => {
    await page.goto(at(lang, `/listings/${plot.slug}/`));
    const main = page.locator('main');
    // No rooms or year built anywhere: the tiles are the plot's.
    await expect(main.getByText(t.detail.bedrooms, { exact: true })).toHaveCount(0);
    await expect(main.getByText(t.detail.built, { exact: true })).toHaveCount(0);
    const facts = page.getByRole('region', { name: k.landHeading });
    await expect(facts.locator('[data-fact="size"] dd')).toHaveText(
      `${t.listing.acre.replace('{n}', '⅛')} (50 × 100 ft)`,
    );
    await expect(facts.locator('[data-fact="titleStatus"] dd')).toHaveText(k.titleIndividual);
    await expect(facts.locator('[data-fact="zoning"] dd')).toHaveText(t.listing.styles.residential);
    await expect(facts.locator('[data-fact="beacons"] dd')).toHaveText(k.yes);
    await expect(facts.locator('[data-fact="fenced"] dd')).toHaveText(k.no);
    await expect(facts.locator('[data-fact="pricePerAcre"] dd')).toContainText('12,630,662');

    const pay = page.getByRole('region', { name: k.payHeading });
    await expect(pay).toContainText(plot.agent.name);
    await expect(pay.locator('[data-check="search"] dd')).toContainText(k.searchClean);
    await expect(pay.locator('[data-check="rates"] dd')).toHaveText(k.ratesCleared);
    // The buyer's own steps, in order; no Land Control Board step for residential land.
    // Each step's words (its number is drawn beside it, hidden from screen readers).
    const steps = pay.locator('ol > li > span:last-child');
    await expect(steps).toHaveText([
      k.todo.search,
      k.todo.identity,
      k.todo.surveyor,
      k.todo.rates,
      k.todo.advocate,
    ]);
    // Buying costs without the board's fee: residential land needs no consent.
    const costs = page.locator('#costs');
    await expect(costs.getByRole('row', { name: t.finance.lcbConsentFee })).toHaveCount(0);
    await expect(
      costs
        .locator('tr', {
          has: page.getByRole('rowheader', { name: t.finance.landTotal, exact: true }),
        })
        .getByRole('cell'),
    ).toHaveText([formatKes(94_750), formatKes(65_750)]);
    // The structured data describes a place, not an apartment.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const listing = ld
      .map((text) => JSON.parse(text))
      .find((d) => d['@type'] === 'RealEstateListing');
    expect(listing.mainEntity['@type']).toBe('Place');
    expect(listing.mainEntity.additionalProperty[0]).toMatchObject({
      unitCode: 'ACR',
      value: 0.1148,
    });
  });

  test(`[${lang}] agricultural land adds Land Control Board consent; an unstated check reads 'not provided'`, async ({
    page,
  }) => {
    await page.goto(at(lang, `/listings/${farm.slug}/`));
    const pay = page.getByRole('region', { name: k.payHeading });
    await expect(pay.getByRole('listitem')).toHaveCount(6);
    await expect(pay.locator('ol > li > span:last-child').nth(4)).toHaveText(k.todo.lcb);
    await expect(pay.locator('[data-check="rates"] dd')).toHaveText(k.notProvided);
    // No mortgage calculator for land, but its buying costs, with the Land Control Board's fee:
    // 7,500,000 at 4% or 2% stamp duty, 1.5% legal fees, 15,000 other fees and 1,000 for the board.
    const costs = page.locator('#costs');
    await expect(costs.locator('[data-calculator="mortgage"]')).toHaveCount(0);
    const lcbRow = costs.getByRole('row', { name: t.finance.lcbConsentFee });
    await expect(lcbRow.getByRole('cell')).toHaveText([formatKes(1_000), formatKes(1_000)]);
    const total = costs.locator('tr', {
      has: page.getByRole('rowheader', { name: t.finance.landTotal, exact: true }),
    });
    await expect(total.getByRole('cell')).toHaveText([formatKes(428_500), formatKes(278_500)]);
    await expect(costs).toContainText(t.finance.surveyNote);
    // The link beside the agent says what the section holds for land.
    await expect(page.getByRole('link', { name: t.finance.toLandCosts })).toHaveAttribute(
      'href',
      '#costs',
    );

    await page.goto(at(lang, `/listings/${motherTitle.slug}/`));
    const facts = page.getByRole('region', { name: k.landHeading });
    await expect(facts.locator('[data-fact="titleStatus"] dd')).toHaveText(k.titleMother);
    await expect(facts.locator('[data-fact="beacons"] dd')).toHaveText(k.notGiven);
    // Nothing stated as checked: both checks and the statement itself say so.
    const unchecked = page.getByRole('region', { name: k.payHeading });
    await expect(unchecked.locator('[data-check="search"] dd')).toHaveText(k.notProvided);
  });

  test(`[${lang}] commercial space: its floor area in m² and ft², its rent per m², and no rooms`, async ({
    page,
  }) => {
    await page.goto(at(lang, `/listings/${office.slug}/`));
    const facts = page.getByRole('region', { name: k.commercialHeading });
    await expect(facts.locator('[data-fact="floorArea"] dd')).toHaveText('250 m² (2,691 ft²)');
    await expect(facts.locator('[data-fact="perSqm"] dd')).toContainText('1,500');
    await expect(facts.locator('[data-fact="grade"] dd')).toHaveText(
      k.gradeValue.replace('{grade}', 'A'),
    );
    await expect(page.locator('main').getByText(t.detail.bedrooms, { exact: true })).toHaveCount(0);
  });

  test(`[${lang}] cards of land and commercial space show acres or m², and their price per unit`, async ({
    page,
  }) => {
    await page.goto(at(lang, '/listings/?type=land'));
    await expectHomes(
      page,
      lang,
      listings.filter((l) => l.type === 'land'),
    );
    const card = page.locator('main article', { hasText: titleOf(plot, lang) });
    await expect(card).toContainText(t.listing.acre.replace('{n}', '⅛'));
    await expect(card).toContainText(`${t.listing.land} · ${t.listing.styles.residential}`);
    await expect(card).not.toContainText(t.listing.beds.other.replace('{n} ', ''));
    await page.goto(at(lang, '/listings/?type=commercial&style=office'));
    await expectHomes(page, lang, [office]);
    await expect(page.locator('main article')).toContainText('250 m²');
  });
}

test('the acre filters count plots as Kenyans do; bedrooms leave out land and commercial space', async ({
  page,
}) => {
  // 50 × 100 ft (0.115 acres) is an eighth: within ⅛..⅛, not from ¼.
  await page.goto('/listings/?type=land&minAcres=0.125&maxAcres=0.125');
  // The titled eighth in Kitengela, and Baraka Gardens' (docs/developments.md).
  await expectHomes(
    page,
    'en',
    listings.filter(
      (l) => l.slug === plot.slug || l.slug === 'baraka-gardens-eighth-acre-plot-kitengela',
    ),
  );
  await page.goto('/listings/?type=land&minAcres=0.25');
  await expectHomes(
    page,
    'en',
    listings.filter((l) => l.slug === farm.slug || l.slug === motherTitle.slug),
  );
  await page.goto('/listings/?bedrooms=1');
  await expectHomes(
    page,
    'en',
    listings.filter((l) => (l.bedrooms ?? 0) >= 1),
  );
  await page.goto('/listings/?minSize=250');
  await expectHomes(
    page,
    'en',
    listings.filter((l) => (l.size ?? 0) >= 250),
  );
  // Hostile values together: ignored calmly.
  await page.goto('/listings/?minAcres=-1&maxAcres=abc&type=castle&style=office&minSize=%3Cb%3E');
  await expectHomes(page, 'en', listings);
});
