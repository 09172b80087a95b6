import type { Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { cardTitles, expect, test } from './fixtures';
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
  expect(await cardTitles(page)).toEqual(homes.map((l) => titleOf(l, lang)));
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
