import type { Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { fill, plural } from '../../lib/i18n/format';
import { STORAGE_KEYS } from '../../lib/saved/stored';
import { PAGE_SIZE } from '../../lib/search/pagination';
import { expect, test } from './fixtures';
import { listings } from './support/listings';

/**
 * A saved search on a site that grew: the visitor saved 'Riverside' on the curated site,
 * the site was rebuilt with 200 (out-scale/), and /saved/ tells them how many homes match now
 * and how many were listed after the newest one they had seen. The expected figures come from
 * an independent source: every static result page of the grown site, read without JavaScript.
 *
 * What the search stores when it is saved (the newest listing date among its results) is
 * checked on the six-listing site in saved.spec.ts; here the stored search is the one that
 * site would have written, from its data.
 */
// A place where the generated data lists a home after the curated site's newest one there.
const QUERY = 'location=Riverside';
const PLACE = 'Riverside';

const MONTHS = en.listing.months.split(' ');
/** '14 Sep 2026' as 2026-09-14. */
function isoOf(day: string): string {
  const [d, month, y] = day.split(' ');
  const m = MONTHS.indexOf(month!) + 1;
  return `${y}-${String(m).padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/** Location and listing date of every card on the static result pages, without JavaScript. */
async function everyListing(page: Page): Promise<{ location: string; listed: string }[]> {
  const found: { location: string; listed: string }[] = [];
  const listedPattern = new RegExp(`^${en.listing.listed.replace('{date}', '(.+)')}$`);
  await page.goto('/listings/');
  const total = Number(
    /\((\d[\d,]*)\)/.exec(await page.locator('h1').innerText())![1]!.replace(/,/g, ''),
  );
  const pages = Math.ceil(total / PAGE_SIZE);
  for (let n = 1; n <= pages; n++) {
    if (n > 1) await page.goto(`/listings/page/${n}/`);
    const cards = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => ({
        location: article.querySelectorAll('p')[1]!.textContent!.trim(),
        dates: [...article.querySelectorAll('p span')].map((s) => s.textContent!.trim()),
      })),
    );
    for (const card of cards) {
      const listed = card.dates.map((d) => listedPattern.exec(d)?.[1]).find(Boolean);
      found.push({ location: card.location, listed: isoOf(listed!) });
    }
  }
  expect(found).toHaveLength(total);
  return found;
}

test('a search saved on the small site counts the homes listed since, and nothing once opened', async ({
  page,
  browser,
  baseURL,
}) => {
  // Read the grown site as a crawler would.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const all = await everyListing(await plain.newPage());
  await plain.close();

  const seenThrough = listings
    .filter((l) => l.location.includes(PLACE))
    .map((l) => l.listedAt)
    .sort()
    .at(-1)!;
  const matches = all.filter((l) => l.location.includes(PLACE));
  const fresh = matches.filter((l) => l.listed > seenThrough).length;
  expect(fresh, `the generated data lists ${PLACE} homes after the curated one`).toBeGreaterThan(0);

  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [
      STORAGE_KEYS.searches,
      JSON.stringify({
        v: 1,
        items: [{ id: 'k1', name: PLACE, query: QUERY, savedAt: 1, seenThrough }],
      }),
    ],
  );
  await page.goto('/saved/');
  await expect(page.locator('html')).toHaveAttribute('data-lists', 'ready');
  const item = page.locator('li').filter({ has: page.getByRole('heading', { name: PLACE }) });
  await expect(item).toContainText(
    `${plural(matches.length, en.saved.matches)} · ${plural(fresh, en.saved.fresh)}`,
  );
  await item.getByRole('link', { name: fill(en.saved.openLabel, { name: PLACE }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(en.results.headingCount, { count: matches.length }),
  );
  await page.goBack();
  await expect(item).toContainText(
    `${plural(matches.length, en.saved.matches)} · ${en.saved.noFresh}`,
  );
});
