import type { Page } from '@playwright/test';
import { CURRENCY_STORAGE_KEY } from '../../lib/finance/currency';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { dayNumber } from '../../lib/listings/dates';
import { keepSampleDatesCurrent } from '../../lib/listings/sample-dates';
import { ANY_DAY_BUILD_DATE } from '../../scripts/quality/any-day-date';
import { allCardTitles, test, expect } from './fixtures';
import { listings } from './support/listings';

/**
 * The site built five years after the day `npm test` builds as of (`npm run build:any-day`,
 * served from out-any-day/ by the 'any-day' project): the sample homes are all there with dates
 * that read naturally for that day, and with exchange rates years old the site shows KES only,
 * whatever currency the device chose before.
 */

const T = { en, sw } as const;
type Lang = keyof typeof T;
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/sw${path}`);
const homes = keepSampleDatesCurrent(listings, ANY_DAY_BUILD_DATE) as typeof listings;
const titleOf = (home: (typeof listings)[number], lang: Lang) =>
  lang === 'en' ? home.title : home.sw.title;
/** '14 Sep 2031' as the site writes a date. */
function day(iso: string, lang: Lang): string {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return `${date} ${T[lang].listing.months.split(' ')[month - 1]} ${year}`;
}
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** The device had chosen US dollars before: nothing may be converted all the same. */
async function chooseUsdBefore(page: Page) {
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ v: 1, currency: 'USD' })),
    CURRENCY_STORAGE_KEY,
  );
}

/** The lists runtime, which would have loaded the currency runtime beside it, has run. */
async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-lists', 'ready');
}

test('the sample dates move with the build date and stay sensible', () => {
  const built = dayNumber(ANY_DAY_BUILD_DATE)!;
  for (const home of homes) {
    expect(dayNumber(home.listedAt)!).toBeLessThanOrEqual(dayNumber(home.verifiedAt)!);
    expect(built - dayNumber(home.verifiedAt)!).toBeLessThan(90);
    expect(built - dayNumber(home.verifiedAt)!).toBeGreaterThanOrEqual(0);
  }
});

for (const lang of ['en', 'sw'] as const) {
  const t = T[lang];

  test(`every curated listing is listed, dated for ${ANY_DAY_BUILD_DATE} (${lang})`, async ({
    page,
  }) => {
    await page.goto(at(lang, '/listings/'));
    expect(await allCardTitles(page, t.results.loadMore)).toEqual(
      homes.map((home) => titleOf(home, lang)),
    );
    for (const home of homes) {
      const card = page.locator('main article').filter({
        has: page.getByRole('link', { name: titleOf(home, lang), exact: true }),
      });
      await expect(card).toContainText(fill(t.listing.listed, { date: day(home.listedAt, lang) }));
      await expect(card).toContainText(
        fill(t.listing.available, { date: day(home.verifiedAt, lang) }),
      );
    }
  });

  test(`prices are in KES only: no menus, no converted prices, the costs say why (${lang})`, async ({
    page,
  }) => {
    await chooseUsdBefore(page);
    const home = homes[0]!;
    await page.goto(at(lang, `/listings/${home.slug}/`));
    await settled(page);
    await expect(page.locator('[data-calculator]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('combobox', { name: t.money.choiceLabel })).toHaveCount(0);
    const costs = page.locator('#costs');
    await expect(costs).toContainText(t.money.unavailable);
    // The calculator recomputes on input; still nothing converted.
    await costs.getByLabel(t.finance.rate).fill('5');
    await expect(page.getByText(/US\$|£|€/)).toHaveCount(0);
    await expect(page.locator('[data-approx]:not([hidden])')).toHaveCount(0);

    await page.goto(at(lang, '/listings/'));
    await settled(page);
    await allCardTitles(page, t.results.loadMore);
    await expect(page.locator('main article')).toHaveCount(homes.length);
    await expect(page.getByText(/US\$|£|€/)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveCount(0);
  });
}
