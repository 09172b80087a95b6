import type { Page } from '@playwright/test';
import areas from '../../data/geo/areas.json' with { type: 'json' };
import landmarks from '../../data/geo/landmarks.json' with { type: 'json' };
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { approximatePosition, distanceKm, type LatLng } from '../../lib/map/position';
import { cardTitles, expect, SOFTWARE_MAP, test } from './fixtures';
import { listings, type ListingRecord } from './support/listings';

/**
 * Search the way people ask (keywords, near a place, the Key facts), on the six-home export, in
 * both languages, through the form and through the URL. Expected homes are worked out here from
 * the listing files, not by the site's code.
 */
// Two tests open /map/, whose WebGL runs in software here.
test.use({ allowProblems: [SOFTWARE_MAP] });

const T = { en, sw } as const;
type Lang = keyof typeof T;
const titleOf = (l: ListingRecord, lang: Lang) => (lang === 'en' ? l.title : l.sw.title);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectHomes(page: Page, lang: Lang, homes: readonly ListingRecord[]) {
  await expect(heading(page)).toHaveText(
    T[lang].results.headingCount.replace('{count}', String(homes.length)),
  );
  expect(await cardTitles(page)).toEqual(homes.map((l) => titleOf(l, lang)));
}

const borehole = listings.filter((l) => l.facts?.water === 'borehole' || l.facts?.water === 'both');
const pools = listings.filter((l) => l.amenities.includes('Swimming Pool'));
/** The place of `near=` as the list publishes it. */
function placeAt(id: string): LatLng {
  const landmark = landmarks.find((l) => l.slug === id);
  if (landmark) return landmark;
  const area = areas.find((a) => `${a.town}/${a.area}`.toLowerCase().replaceAll(' ', '-') === id)!;
  return area;
}
/** The homes within `km` of a place, nearest first, from their approximate positions. */
function nearest(id: string, km: number): ListingRecord[] {
  const place = placeAt(id);
  const away = (l: ListingRecord) => distanceKm(place, approximatePosition(l.slug, l.coordinates));
  return listings.filter((l) => away(l) <= km).sort((a, b) => away(a) - away(b));
}

test.describe('keywords (q=)', () => {
  test('through the URL, in English and Swahili, with the matched words marked', async ({
    page,
  }) => {
    expect(borehole.length).toBeGreaterThan(0);
    expect(borehole.length).toBeLessThan(listings.length);
    await page.goto('/listings/?q=borehole');
    await expectHomes(page, 'en', borehole);
    for (const card of await page.locator('main article').all())
      await expect(card.locator('mark')).toHaveText(['borehole']);
    await expect(page.getByRole('combobox', { name: en.results.sortLabel })).toContainText(
      en.results.bestMatch,
    );

    await page.goto('/sw/listings/?q=kisima');
    await expectHomes(page, 'sw', borehole);
    await expect(page.locator('main article mark').first()).toHaveText('kisima');
    await expect(page.getByRole('combobox', { name: sw.results.sortLabel })).toContainText(
      sw.results.bestMatch,
    );
  });

  test('unfinished words and one typo are forgiven; every word must match', async ({ page }) => {
    await page.goto('/listings/?q=boreh');
    await expect(heading(page)).toHaveText(`Properties (${borehole.length})`);
    await page.goto('/listings/?q=swiming%20pool');
    await expect(heading(page)).toHaveText(`Properties (${pools.length})`);
    await page.goto('/sw/listings/?q=bwawa%20kuogelea');
    await expect(heading(page)).toHaveText(`Nyumba (${pools.length})`);
    const both = listings.filter((l) => borehole.includes(l) && pools.includes(l));
    await page.goto('/listings/?q=swimming%20borehole');
    await expect(heading(page)).toHaveText(`Properties (${both.length})`);
    // Words that every listing holds ask for nothing.
    await page.goto('/listings/?q=the%20in%20ya');
    await expect(heading(page)).toHaveText(`Properties (${listings.length})`);
    await page.goto('/listings/?q=helicopter');
    await expect(page.getByRole('heading', { name: en.results.emptyTitle })).toBeVisible();
  });

  test(
    'through the form; Back, the List/Map switch and Clear Filters keep it',
    { tag: '@server' },
    async ({ page }) => {
      await page.goto('/listings/');
      const search = page.getByRole('search');
      await search.getByRole('searchbox', { name: en.search.keywords }).fill('swiming pool');
      await search.getByRole('button', { name: en.search.submit }).click();
      await expect(page).toHaveURL(/\/listings\/\?q=swiming\+pool$/);
      await expect(heading(page)).toHaveText(`Properties (${pools.length})`);

      await search.getByLabel(en.search.buyOrRent).selectOption('for_rent');
      await search.getByRole('button', { name: en.search.submit }).click();
      await expect(page).toHaveURL(/\?q=swiming\+pool&status=for_rent$/);
      const rentPools = pools.filter((l) => l.status === 'for_rent');
      await expect(heading(page)).toHaveText(`Properties (${rentPools.length})`);

      await page.goBack();
      await expect(page).toHaveURL(/\?q=swiming\+pool$/);
      await expect(search.getByRole('searchbox', { name: en.search.keywords })).toHaveValue(
        'swiming pool',
      );
      await page
        .getByRole('navigation', { name: en.map.switchLabel })
        .getByRole('link', { name: en.map.showMap })
        .click();
      await expect(page).toHaveURL(/\/map\/\?q=swiming\+pool$/);

      // Nothing matches the price: Clear Filters keeps the keywords, which find homes alone.
      await page.goto('/listings/?q=pool&maxPrice=1');
      await page.getByRole('button', { name: en.results.clearFilters }).click();
      await expect(page).toHaveURL(/\/listings\/\?q=pool$/);
      await expect(heading(page)).toHaveText(`Properties (${pools.length})`);
    },
  );

  test('its files load on first use only, and a few KB at that', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index\/(words|kw|places)-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/listings/');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.goto('/listings/?q=garden');
    await expect(page.locator('main article mark').first()).toBeVisible();
    expect(fetched.some((url) => url.includes('/words-en-'))).toBe(true);
    expect(fetched.every((url) => !url.includes('/places-'))).toBe(true);
  });
});

test.describe('near a place (near=, within=)', () => {
  test('chosen with the typeahead, nearest first, each distance said', async ({ page }) => {
    await page.goto('/listings/');
    const search = page.getByRole('search');
    const field = search.getByRole('combobox', { name: en.search.near });
    await field.click();
    await field.pressSequentially('strath');
    const option = page.getByRole('option', { name: /Strathmore University/ });
    await expect(option).toBeVisible();
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await field.press('Enter');
    await expect(field).toHaveValue('Strathmore University');
    await search.getByLabel(en.search.within).selectOption('5');
    await search.getByRole('button', { name: en.search.submit }).click();
    await expect(page).toHaveURL(/\?near=strathmore-university&within=5$/);

    const expected = nearest('strathmore-university', 5);
    expect(expected.length).toBeGreaterThan(1);
    await expectHomes(page, 'en', expected);
    await expect(
      page.getByText(/^Within 5 km of Strathmore University: distances are in a straight line/),
    ).toBeVisible();
    await expect(page.locator('main article').first()).toContainText(/\d+(\.\d)? km away/);
    // The field shows the place's name again when the page is opened from the link.
    await page.reload();
    await expect(field).toHaveValue('Strathmore University');
  });

  test('an area through the URL, in Swahili, with another sort', async ({ page }) => {
    const expected = nearest('nairobi/kilimani', 5).sort((a, b) => b.price - a.price);
    await page.goto('/sw/listings/?near=nairobi/kilimani&within=5&sort=price-desc');
    await expectHomes(page, 'sw', expected);
    await expect(page.getByText(/^Ndani ya km 5 kutoka Kilimani, Nairobi/)).toBeVisible();
  });

  test('an unknown place is said so, and left out', async ({ page }) => {
    await page.goto('/listings/?near=atlantis&within=10');
    await expect(
      page.getByRole('status').filter({ hasText: 'We do not know the place "atlantis"' }),
    ).toBeVisible();
    await expect(heading(page)).toHaveText(`Properties (${listings.length})`);
  });
});

test.describe('the Key facts as filters', () => {
  test('ticked under More filters, in the URL, and open again from the link', async ({ page }) => {
    await page.goto('/listings/');
    const search = page.getByRole('search');
    await search.getByRole('button', { name: en.search.moreFilters }).click();
    await expect(search.getByText(en.search.factsNote)).toBeVisible();
    await search.getByLabel(en.search.borehole).check();
    await search.getByRole('button', { name: en.search.submit }).click();
    await expect(page).toHaveURL(/\/listings\/\?borehole=1$/);
    await expectHomes(page, 'en', borehole);
    await expect(search.getByLabel(en.search.borehole)).toBeChecked();
  });

  test('each fact through the URL; a home that does not state it is left out', async ({ page }) => {
    const cases: [string, (l: ListingRecord) => boolean][] = [
      ['furnished=1', (l) => l.facts?.furnished === true],
      ['pets=1', (l) => l.facts?.petsAllowed === true],
      ['power=1', (l) => l.facts?.backupPower === 'generator' || l.facts?.backupPower === 'solar'],
      ['parking=2', (l) => (l.facts?.parkingBays ?? -1) >= 2],
      [
        'maxServiceCharge=10000',
        (l) => l.facts?.serviceCharge !== undefined && l.facts.serviceCharge <= 10_000,
      ],
    ];
    for (const [query, keep] of cases) {
      await page.goto(`/sw/listings/?${query}&status=for_rent`);
      const expected = listings.filter((l) => keep(l) && l.status === 'for_rent');
      await expect(heading(page), query).toHaveText(`Nyumba (${expected.length})`);
    }
  });

  test('on a phone, Filters opens the same panel', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/sw/listings/');
    const search = page.getByRole('search');
    await expect(search.getByLabel(sw.search.pets)).toBeHidden();
    await search.getByRole('button', { name: sw.search.filters }).click();
    await search.getByLabel(sw.search.pets).check();
    await search.getByRole('button', { name: sw.search.submit }).click();
    await expect(page).toHaveURL(/\/sw\/listings\/\?pets=1$/);
    const pets = listings.filter((l) => l.facts?.petsAllowed === true);
    await expect(heading(page)).toHaveText(`Nyumba (${pets.length})`);
  });
});

test('everything hostile at once stays calm', async ({ page }) => {
  const hostile = new URLSearchParams({
    q: `${'<img src=x onerror=alert(1)>'.repeat(200)}(.*)+[\\`,
    near: '../../etc/passwd',
    within: '-5',
    parking: '-1',
    maxServiceCharge: 'NaN',
    furnished: '<b>',
  });
  await page.goto(`/listings/?${hostile.toString()}`);
  await expect(page.getByRole('heading', { name: en.results.emptyTitle })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.goto(`/map/?q=${'x'.repeat(3000)}&near=nowhere&within=-5`);
  await expect(heading(page)).toHaveText('Homes on the map (0)');
});

test('/map/ draws the circle of a search near a place', async ({ page }) => {
  await page.goto('/map/?near=nairobi/kilimani&within=2');
  const expected = nearest('nairobi/kilimani', 2);
  await expect(heading(page)).toHaveText(`Homes on the map (${expected.length})`);
  await expect(page.locator('[data-near-km]')).toHaveAttribute('data-near-km', '2', {
    timeout: 30_000,
  });
  await expect(page.getByText(/^Within 2 km of Kilimani, Nairobi/)).toBeVisible();
  // The list beside the map says how far each home is, nearest first, as /listings/ does.
  const list = page.locator('section[aria-labelledby="in-view-heading"]');
  await expect(list.locator('article').first()).toContainText(/\d+(\.\d)? km away/);
});

test("/map/'s list marks the words a keyword search matched, in Swahili too", async ({ page }) => {
  await page.goto('/map/?q=borehole');
  const list = page.locator('section[aria-labelledby="in-view-heading"]');
  await expect(list.locator('article mark').first()).toHaveText(/^borehole$/i);
  await page.goto('/sw/map/?q=kisima');
  await expect(list.locator('article mark').first()).toHaveText(/^kisima$/i);
});
