import { allCardTitles, cardTitles, expect, test } from './fixtures';
import { listings } from './support/listings';

const title = (slug: string) => listings.find((l) => l.slug === slug)!.title;
const titlesWhere = (predicate: (l: (typeof listings)[number]) => boolean) =>
  listings.filter(predicate).map((l) => l.title);

async function expectResults(page: import('@playwright/test').Page, expected: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Properties (${expected.length})`,
  );
  expect(await allCardTitles(page)).toEqual(expected);
}

test.describe('docs/spec.md §5.1 filter rules through the URL', () => {
  const cases: [string, string, string[]][] = [
    ['no filters shows every listing', '', titlesWhere(() => true)],
    [
      'location is a case-insensitive substring',
      'location=KILI',
      titlesWhere((l) => l.location.toLowerCase().includes('kili')),
    ],
    [
      'location matches part of the town',
      'location=nairobi',
      titlesWhere((l) => l.location.endsWith(', Nairobi')),
    ],
    ['min price is inclusive', 'minPrice=25000000', [title('family-home-karen')]],
    ['max price is inclusive', 'maxPrice=45000', [title('studio-apartment-westlands')]],
    ['bedrooms means at least', 'bedrooms=3', titlesWhere((l) => (l.bedrooms ?? 0) >= 3)],
    ['4 means 4+', 'bedrooms=4', titlesWhere((l) => (l.bedrooms ?? 0) >= 4)],
    ['type matches exactly', 'type=house', titlesWhere((l) => l.type === 'house')],
    ['status matches exactly', 'status=for_rent', titlesWhere((l) => l.status === 'for_rent')],
    ['zero is ignored', 'minPrice=0&maxPrice=0&bedrooms=0', titlesWhere(() => true)],
    [
      'empty values are ignored',
      'location=&minPrice=&maxPrice=&bedrooms=&type=&status=',
      titlesWhere(() => true),
    ],
    [
      'filters combine',
      'status=for_sale&type=apartment&minPrice=100000',
      titlesWhere((l) => l.status === 'for_sale' && l.type === 'apartment' && l.price >= 100000),
    ],
    [
      'hostile values are ignored',
      'minPrice=abc&maxPrice=-5&bedrooms=NaN&status=sold&type=%3Cscript%3E',
      titlesWhere(() => true),
    ],
  ];
  for (const [name, query, expected] of cases) {
    test(name, async ({ page }) => {
      await page.goto(`/listings/?${query}`);
      await expectResults(page, expected);
    });
  }

  test('a 10,000-character location and broken encoding do not break the page', async ({
    page,
  }) => {
    await page.goto(`/listings/?location=${'x'.repeat(10_000)}&minPrice=%E0%A4%A`);
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  });

  test('the form is pre-filled from the query', async ({ page }) => {
    await page.goto(
      '/listings/?location=Karen&status=for_sale&type=house&minPrice=1000&maxPrice=30000000&bedrooms=4',
    );
    const search = page.getByRole('search');
    await expect(search.getByPlaceholder('Location (e.g., Kilimani)')).toHaveValue('Karen');
    await expect(search.getByLabel('Buy or Rent')).toHaveValue('for_sale');
    await expect(search.getByLabel('Property type')).toHaveValue('house');
    await expect(search.getByLabel('Min price (KES)')).toHaveValue('1000');
    await expect(search.getByLabel('Max price (KES)')).toHaveValue('30000000');
    await expect(search.getByLabel('Bedrooms')).toHaveValue('4');
  });
});

test.describe('the search form', () => {
  test(
    'on /listings/ updates the query string in place, and Back/Forward restore results',
    { tag: '@server' },
    async ({ page }) => {
      await page.goto('/listings/');
      await expectResults(
        page,
        titlesWhere(() => true),
      );
      const search = page.getByRole('search');
      await search.getByPlaceholder('Location (e.g., Kilimani)').fill('westlands');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/listings\/\?location=westlands$/);
      await expectResults(
        page,
        titlesWhere((l) => l.location.startsWith('Westlands,')),
      );

      await search.getByPlaceholder('Location (e.g., Kilimani)').fill('');
      await search.getByLabel('Buy or Rent').selectOption('for_sale');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/listings\/\?status=for_sale$/);
      await expectResults(
        page,
        titlesWhere((l) => l.status === 'for_sale'),
      );

      await page.goBack();
      await expect(page).toHaveURL(/\?location=westlands$/);
      await expectResults(
        page,
        titlesWhere((l) => l.location.startsWith('Westlands,')),
      );
      await expect(search.getByPlaceholder('Location (e.g., Kilimani)')).toHaveValue('westlands');
      await page.goBack();
      await expectResults(
        page,
        titlesWhere(() => true),
      );
      await page.goForward();
      await expectResults(
        page,
        titlesWhere((l) => l.location.startsWith('Westlands,')),
      );
    },
  );

  test('on home navigates to /listings/ with only the filled parameters', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByPlaceholder('Location (e.g., Kilimani)').fill('Kileleshwa');
    await search.getByLabel('Buy or Rent').selectOption('for_rent');
    await search.getByLabel('Max price (KES)').fill('100000');
    await search.getByLabel('Bedrooms').selectOption('2');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/listings\/\?/);
    // Only the filled fields are sent (a plain GET form, empty fields left out).
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      location: 'Kileleshwa',
      status: 'for_rent',
      maxPrice: '100000',
      bedrooms: '2',
    });
    await expectResults(page, [title('two-bedroom-apartment-kileleshwa')]);
  });

  test('on home works as a plain GET form without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('search').getByPlaceholder('Location (e.g., Kilimani)').fill('Karen');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    // Without JavaScript the browser sends every field, the empty ones too.
    await expect(page).toHaveURL(/\/listings\/\?q=&location=Karen&/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Properties \(\d+\)$/);
    await context.close();
  });

  test('has the options of docs/spec.md §2.3', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(search.getByLabel('Buy or Rent').locator('option')).toHaveText([
      'Buy or Rent',
      'For Sale',
      'For Rent',
    ]);
    await expect(search.getByLabel('Bedrooms').locator('option')).toHaveText([
      'Any bedrooms',
      '1 Bedroom',
      '2 Bedrooms',
      '3 Bedrooms',
      '4+ Bedrooms',
    ]);
    await expect(search.getByLabel('Min price (KES)')).toHaveAttribute('type', 'number');
    await expect(search.getByLabel('Max price (KES)')).toHaveAttribute('type', 'number');
  });
});

test.describe('results', () => {
  test('empty state, and Clear Filters empties the query and restores all', async ({ page }) => {
    await page.goto('/listings/?location=Mombasa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties (0)');
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search filters to find more properties'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/listings\/$/);
    await expectResults(
      page,
      titlesWhere(() => true),
    );
    await expect(
      page.getByRole('search').getByPlaceholder('Location (e.g., Kilimani)'),
    ).toHaveValue('');
  });

  test('Load More Properties adds the rest, and is hidden when every result is shown', async ({
    page,
  }) => {
    await page.goto('/listings/');
    await expect(page.locator('main article')).toHaveCount(Math.min(12, listings.length));
    await page.getByRole('button', { name: 'Load More Properties' }).click();
    await expect(page.locator('main article')).toHaveCount(Math.min(24, listings.length));
    if (listings.length <= 24)
      await expect(page.getByRole('button', { name: 'Load More Properties' })).toHaveCount(0);
    // A search with fewer than twelve results has no button at all.
    await page.goto('/listings/?status=for_rent');
    await expect(page.getByRole('button', { name: 'Load More Properties' })).toHaveCount(0);
  });

  for (const [width, columns] of [
    [375, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    test(`grid shows ${columns} column(s) at ${width}px, list one card per row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/listings/');
      const lefts = async () =>
        new Set(
          await page
            .locator('main article')
            .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left))),
        ).size;
      await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Polled: the cards settle into their columns a frame after the button says so.
      await expect.poll(lefts).toBe(columns);
      await page.getByRole('button', { name: 'List' }).click();
      await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(lefts).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('on small screens the Filters button opens the filter fields', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listings/');
    const filters = page.getByRole('button', { name: 'Filters' });
    const status = page.getByRole('search').getByLabel('Buy or Rent');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(status).toBeVisible();
    await status.selectOption('for_rent');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expectResults(
      page,
      titlesWhere((l) => l.status === 'for_rent'),
    );
  });

  test('cards show the listing as docs/spec.md §2.5 describes', async ({ page }) => {
    await page.goto('/listings/');
    await allCardTitles(page);
    for (const listing of listings) {
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name: listing.title }) });
      await expect(card.getByRole('link', { name: listing.title })).toHaveAttribute(
        'href',
        `/listings/${listing.slug}/`,
      );
      await expect(card.getByRole('img')).toHaveAttribute(
        'alt',
        `${listing.title}, ${listing.location}`,
      );
      await expect(card).toContainText(listing.location);
      // SPEC's figures on a home's card; a plot's acres and a floor area in m² otherwise
      // (kinds.spec.ts), each size once.
      const home = listing.type === 'apartment' || listing.type === 'house';
      if (home) {
        await expect(card).toContainText(
          `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bed' : 'beds'}`,
        );
        await expect(card).toContainText(
          `${listing.bathrooms} ${listing.bathrooms === 1 ? 'bath' : 'baths'}`,
        );
        if ('size' in listing) await expect(card.getByText(`${listing.size} sqm`)).toHaveCount(1);
        else await expect(card).not.toContainText('sqm');
      } else await expect(card).not.toContainText(/\bbeds?\b/);
      await expect(card).toContainText(
        { apartment: 'Apartment', house: 'House', land: 'Land', commercial: 'Commercial' }[
          listing.type
        ],
      );
      await expect(card).toContainText(listing.price.toLocaleString('en-KE'));
      await expect(card.getByText('Video', { exact: true })).toHaveCount(listing.hasVideo ? 1 : 0);
      await expect(card.getByText('360°', { exact: true })).toHaveCount(listing.has360 ? 1 : 0);
      const badge = card.getByText(listing.status === 'for_sale' ? 'For Sale' : 'For Rent', {
        exact: true,
      });
      const [r, g, b] = (await badge.evaluate((el) => getComputedStyle(el).backgroundColor))
        .match(/\d+/g)!
        .map(Number) as [number, number, number];
      if (listing.status === 'for_sale') expect(g, 'green badge').toBeGreaterThan(Math.max(r, b));
      else expect(r > g && g > b, `orange badge rgb(${r},${g},${b})`).toBe(true);
    }
  });

  test('the whole card links to the detail page', async ({ page }) => {
    await page.goto('/listings/');
    // The search island may replace the static list as it hydrates: a click at a position in
    // the card (not on its title) through the locator, which waits for the card that is there.
    await page.waitForLoadState('networkidle');
    const card = page.locator('main article').first();
    const box = await card.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    await card.click({ position: { x: box.width - 10, y: box.height - 10 } });
    await expect(page).toHaveURL(new RegExp(`/listings/${listings[0]!.slug}/$`));
  });

  test('without JavaScript every listing is in the pages, twelve a page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const titles: string[] = [];
    for (let n = 1; n <= Math.ceil(listings.length / 12); n++) {
      await page.goto(n === 1 ? '/listings/' : `/listings/page/${n}/`);
      titles.push(...(await cardTitles(page)));
    }
    expect(titles.sort()).toEqual(listings.map((l) => l.title).sort());
    await context.close();
  });
});
