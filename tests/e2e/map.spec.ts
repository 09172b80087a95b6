import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, SOFTWARE_MAP, test } from './fixtures';
import { listings } from './support/listings';

// The interactive map draws with WebGL: headless Chromium on a machine without a GPU renders
// it with SwiftShader, as it does the 360° tours.
test.use({ allowProblems: [SOFTWARE_MAP] });

const mapBox = (page: Page) => page.locator('[data-drawn-homes]');

/** Waits until the map has drawn its pins, and returns what it drew. */
async function drawn(page: Page) {
  const box = mapBox(page);
  await expect(box.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(box).toHaveAttribute('data-drawn-homes', /^\d+$/, { timeout: 30_000 });
  const read = async (name: string) => Number(await box.getAttribute(`data-drawn-${name}`));
  return { homes: await read('homes'), clusters: await read('clusters'), pins: await read('pins') };
}

/** The count in '<heading> (N)'. */
async function headingCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 1 }).textContent();
  const count = /\(([\d,]+)\)/.exec(text ?? '')?.[1];
  expect(count, `count in "${text}"`).toBeDefined();
  return Number(count!.replaceAll(',', ''));
}

test('the map draws our own basemap from byte ranges of one file, and every pin', async ({
  page,
}) => {
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (/\/map\/basemap-[0-9a-f]{16}\.pmtiles$/.test(response.url()))
      ranges.push(response.status());
  });
  await page.goto('/map/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Homes on the map (${listings.length})`,
  );
  const map = await drawn(page);
  expect(map.homes).toBe(listings.length);
  await expect(
    page.getByRole('heading', { name: `${listings.length} homes in view` }),
  ).toBeVisible();
  // Tiles are HTTP range requests, answered with 206 Partial Content.
  expect(ranges.length).toBeGreaterThan(1);
  expect(ranges.every((status) => status === 206)).toBe(true);
  // The canvas is not blank: land, water, lines and pins give it many colours.
  const shot = await mapBox(page).locator('canvas').screenshot();
  const { channels } = await sharp(shot).stats();
  expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(8);
  await expect(page.getByText(/GeoNames/).first()).toBeAttached();
});

test('pins match the search for several queries', async ({ page }) => {
  // Four searches, each drawing the map in software WebGL: more than one map's time.
  test.slow();
  for (const query of [
    'status=for_sale',
    'location=Kilimani',
    'bedrooms=3&type=apartment',
    'location=Mombasa',
  ]) {
    await page.goto(`/listings/?${query}`);
    // Once the index has answered, nothing is being searched any more.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Searching properties…')).toHaveCount(0);
    const expected = await headingCount(page);
    await page.goto(`/map/?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Homes on the map (${expected})`,
    );
    if (expected > 0) expect((await drawn(page)).homes, query).toBe(expected);
    else {
      await expect(page.getByText('No properties found')).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/map\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Homes on the map (${listings.length})`,
      );
    }
  }
});

test('a pin opens its card, and the card leads to the listing', async ({ page }) => {
  const home = listings[1]!;
  // From a listing page's 'Open on the map': centred on the pin, its card open.
  await page.goto(`/map/?home=${home.slug}`);
  await drawn(page);
  const card = page.locator('.maplibregl-popup');
  await expect(card.getByRole('heading', { name: home.title })).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  // The pin is at the middle of the map: clicking it opens the card again.
  const box = (await mapBox(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(card.getByRole('heading', { name: home.title })).toBeVisible();
  await expect(card).toContainText(home.location);
  await expect(card).toContainText(home.price.toLocaleString('en-KE'));
  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${home.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
});

test.describe('after a search made in place, the pins are those of the new search', () => {
  const card = (page: Page) => page.locator('.maplibregl-popup');
  /** Clicks the middle of the map, where the searched home's pin is. */
  async function clickMiddle(page: Page) {
    // Under the search form the map may reach below the fold of a 720 px window.
    await mapBox(page).scrollIntoViewIfNeeded();
    const box = (await mapBox(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('with the search form: a click and Next home open its card', async ({ page }) => {
    const home = listings.find((l) => l.slug === 'family-home-karen')!;
    await page.goto('/map/');
    expect((await drawn(page)).homes).toBe(listings.length);
    const search = page.getByRole('search');
    await search.getByLabel('Location').fill('Karen');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/map\/\?location=Karen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes on the map (1)');
    // The map fits the one result, so its pin is in the middle.
    await expect(mapBox(page)).toHaveAttribute('data-drawn-homes', '1');
    await clickMiddle(page);
    await expect(card(page).getByRole('heading', { name: home.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    // The keyboard's way to the same pin.
    await page.getByRole('button', { name: 'Next home' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Home 1 of/ })).toHaveText(
      `Home 1 of 1 in view: ${home.title}`,
    );
    await expect(card(page).getByRole('heading', { name: home.title })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(card(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous home' }).click();
    await expect(card(page).getByRole('heading', { name: home.title })).toBeVisible();
  });

  test("with 'Search this area': a click and Previous / Next home open the cards", async ({
    page,
  }) => {
    const home = listings.find((l) => l.slug === 'studio-apartment-westlands')!;
    await page.goto(`/map/?home=${home.slug}`);
    await drawn(page);
    await card(page).getByRole('button', { name: 'Close' }).click();
    await expect(card(page)).toHaveCount(0);
    // Zooming in keeps the home's pin in the middle; the box searched is around it.
    await mapBox(page).getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/\/map\/\?bounds=[^&]+$/);
    const found = await headingCount(page);
    expect(found).toBeGreaterThanOrEqual(1);
    await expect(mapBox(page)).toHaveAttribute('data-drawn-homes', String(found));
    await clickMiddle(page);
    await expect(card(page).getByRole('heading', { name: home.title })).toBeVisible();
    // Previous / Next home step through the pins of the new search, each with its card.
    for (const button of ['Next home', 'Previous home']) {
      await page.getByRole('button', { name: button }).click();
      const said = page.getByRole('status').filter({ hasText: /^Home \d+ of \d+ in view: / });
      await expect(said).toHaveText(new RegExp(`^Home \\d+ of ${found} in view: `));
      const title = (await said.textContent())!.replace(/^Home \d+ of \d+ in view: /, '');
      await expect(card(page).getByRole('heading', { name: title })).toBeVisible();
    }
  });
});

test('the List / Map switch keeps the search', async ({ page }) => {
  await page.goto('/listings/?location=Kilimani&status=for_sale');
  await page
    .getByRole('navigation', { name: 'Show results as' })
    .getByRole('link', { name: 'Map' })
    .click();
  await expect(page).toHaveURL(/\/map\/\?location=Kilimani&status=for_sale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Homes on the map \(\d+\)/);
  await page
    .getByRole('navigation', { name: 'Show results as' })
    .getByRole('link', { name: 'List' })
    .click();
  await expect(page).toHaveURL(/\/listings\/\?location=Kilimani&status=for_sale$/);
  // A search made in place on the map is the one the switch carries.
  await page.goto('/map/');
  const search = page.getByRole('search');
  await search.getByLabel('Location').fill('Westlands');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/map\/\?location=Westlands$/);
  await page
    .getByRole('navigation', { name: 'Show results as' })
    .getByRole('link', { name: 'List' })
    .click();
  await expect(page).toHaveURL(/\/listings\/\?location=Westlands$/);
});

test("'Search this area' narrows the results to the map's box", async ({ page }) => {
  await page.goto('/map/');
  const before = (await drawn(page)).homes;
  await mapBox(page).getByRole('button', { name: 'Zoom in' }).click();
  await mapBox(page).getByRole('button', { name: 'Zoom in' }).click();
  const button = page.getByRole('button', { name: 'Search this area' });
  // Zooming with the controls is the visitor's move: the button offers to search there.
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/[?&]bounds=(-?[\d.]+(,|%2C)){3}-?[\d.]+$/);
  const after = await headingCount(page);
  expect(after).toBeLessThan(before);
  await expect(
    page.getByText('Only homes inside the map area you searched are shown.'),
  ).toBeVisible();
  // The same box on the list.
  await page
    .getByRole('navigation', { name: 'Show results as' })
    .getByRole('link', { name: 'List' })
    .click();
  await expect(page).toHaveURL(/\/listings\/\?bounds=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Properties (${after})`);
  await page.getByRole('button', { name: 'Search all areas' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Properties (${before})`);
});

test('Back and Forward step through the searches made on the map, never its moves', async ({
  page,
}) => {
  // Several searches and history steps, each redrawing the map in software WebGL.
  test.slow();
  await page.goto('/listings/');
  await page.goto('/map/');
  const all = (await drawn(page)).homes;
  const search = page.getByRole('search');
  const area = page.getByText('Only homes inside the map area you searched are shown.');
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  // Moving the map is no search: it offers one and leaves the address alone.
  await mapBox(page).getByRole('button', { name: 'Zoom in' }).click();
  await mapBox(page).getByRole('button', { name: 'Zoom in' }).click();
  await expect(searchArea).toBeVisible();
  await expect(page).toHaveURL(/\/map\/$/);
  await searchArea.click();
  await expect(page).toHaveURL(/\/map\/\?bounds=[^&]+$/);
  const inArea = await headingCount(page);
  expect(inArea).toBeLessThan(all);
  // A search with the form keeps the box.
  await search.getByLabel('Location').fill('Nairobi');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/map\/\?location=Nairobi&bounds=[^&]+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/map\/\?bounds=[^&]+$/);
  await expect(search.getByLabel('Location')).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes on the map (${inArea})`);
  await expect(area).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/map\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes on the map (${all})`);
  await expect(area).toHaveCount(0);
  // The offer belonged to the search the map was moved on.
  await expect(searchArea).toHaveCount(0);
  await expect(mapBox(page)).toHaveAttribute('data-drawn-homes', String(all));
  await page.goForward();
  await expect(page).toHaveURL(/\/map\/\?bounds=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes on the map (${inArea})`);
  await expect(area).toBeVisible();
  // The zooms made no entry: two steps back is the page before the map.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/listings\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Properties (${all})`);
});

test('keyboard: from pin to pin, and into a listing', async ({ page }) => {
  await page.goto('/map/');
  await drawn(page);
  const next = page.getByRole('button', { name: 'Next home' });
  await next.focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: /^Home 1 of \d+ in view: / });
  await expect(status).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /^Home 2 of \d+ in view: / }),
  ).toBeVisible();
  const title = (await page
    .getByRole('status')
    .filter({ hasText: /^Home 2 of/ })
    .textContent())!.replace(/^Home 2 of \d+ in view: /, '');
  await expect(
    page.locator('.maplibregl-popup').getByRole('heading', { name: title }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Home 2 of \d+ in view: / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('without WebGL', () => {
  test('the map page shows the picture and the list, and says why', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      // @ts-expect-error a browser without WebGL 2 answers null
      HTMLCanvasElement.prototype.getContext = function (kind: string, ...rest: unknown[]) {
        return kind === 'webgl2' || kind === 'webgl' ? null : original.call(this, kind, ...rest);
      };
    });
    await page.goto('/map/?status=for_rent');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      /^Your browser cannot draw the interactive map/,
    );
    await expect(page.getByRole('img', { name: /Map of Kenya with the towns/ })).toBeVisible();
    await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
    const rentals = listings.filter((l) => l.status === 'for_rent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Homes on the map (${rentals.length})`,
    );
    for (const listing of rentals)
      await expect(page.getByRole('link', { name: listing.title, exact: true })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the map page shows the picture, the listings and why there is no map', async ({
    page,
    request,
  }) => {
    await page.goto('/map/');
    await expect(page.getByRole('img', { name: /Map of Kenya with the towns/ })).toBeVisible();
    await expect(page.getByRole('link', { name: listings[0]!.title, exact: true })).toBeVisible();
    // Said in a <noscript> (Playwright turns scripts off but parses pages as if they ran, so
    // the element is checked in the HTML a browser without JavaScript reads).
    const html = await (await request.get('/map/')).text();
    expect(html).toMatch(/<noscript><p[^>]*>The interactive map needs JavaScript\./);
  });
});

test('in Swahili', async ({ page }) => {
  await page.goto('/sw/map/?home=luxury-apartment-kilimani');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Nyumba kwenye ramani (${listings.length})`,
  );
  await drawn(page);
  const card = page.locator('.maplibregl-popup');
  await expect(card.getByRole('link', { name: /Tazama maelezo/ })).toHaveAttribute(
    'href',
    '/sw/listings/luxury-apartment-kilimani/',
  );
  await expect(mapBox(page).getByRole('button', { name: 'Vuta karibu' })).toBeVisible();
});

test("a listing page's map leads to its pin on /map/", async ({ page }) => {
  const home = listings[0]!;
  await page.goto(`/listings/${home.slug}/`);
  await page.getByRole('link', { name: 'Open on the map' }).click();
  await expect(page).toHaveURL(new RegExp(`/map/\\?home=${home.slug}$`));
  await drawn(page);
  await expect(
    page.locator('.maplibregl-popup').getByRole('heading', { name: home.title }),
  ).toBeVisible();
});
