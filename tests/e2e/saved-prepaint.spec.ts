import type { BrowserContext, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { fill } from '../../lib/i18n/format';
import { sw } from '../../lib/i18n/sw';
import { expect, missingCards, test } from './fixtures';
import { listings } from './support/listings';

/**
 * A shared shortlist is painted before the page's scripts arrive (lib/saved/prepaint.ts): its
 * first cards come from the fragments the build writes, framed like the island's list, and the
 * island's own list then takes their place without moving anything. Here the framework's
 * scripts are held back until the test has looked at the page, as a slow network holds them.
 */

const T = { en, sw } as const;
const SHARED = [listings[2]!, listings[0]!, listings[5]!];

/**
 * A page whose `goto` returns at the page's load, as Playwright's own does: the test's `page`
 * fixture waits for the page's scripts to have run, which these tests hold back.
 */
const unwaitedPage = (context: BrowserContext) => context.newPage();

/** Holds every script chunk of the framework until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Not `load`: the page's loader may add the held scripts before the load event, which then
 * waits for them.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

/** Where each card's title is on the page. */
const titleBoxes = (page: Page) =>
  page
    .locator('main article h3')
    .evaluateAll((headings) => headings.map((h) => JSON.stringify(h.getBoundingClientRect())));

for (const locale of ['en', 'sw'] as const) {
  const t = T[locale].saved;
  const prefix = locale === 'sw' ? '/sw' : '';

  test(`${locale}: a shared shortlist shows its cards before the scripts, and the island's list takes their place unmoved`, async ({
    context,
  }) => {
    const page = await unwaitedPage(context);
    const release = await holdScripts(page);
    await page.goto(`${prefix}/saved/?homes=${SHARED.map((l) => l.slug).join(',')}`, HELD);
    const painted = page.locator('#list-prepaint');
    await expect(painted.locator('article')).toHaveCount(SHARED.length);
    await expect(painted.getByRole('heading', { level: 2 })).toHaveText(t.sharedTitle);
    await expect(painted.getByText(fill(t.sharedLead.other, { n: SHARED.length }))).toBeVisible();
    const titles = await painted.locator('article h3').allInnerTexts();
    if (locale === 'en') expect(titles).toEqual(SHARED.map((l) => l.title));
    // Its icons point into the site's sprite, as the server's do.
    for (const href of await painted
      .locator('use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href'))))
      expect(href).toMatch(/^\/sprite\/[0-9a-f]+\.svg#[a-z0-9-]+$/);
    // The first photo is there, asked for at once.
    const first = painted.locator('article img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // 'Save all' waits, unseen, for the island's; 'My saved homes' is a plain link and works.
    await expect(painted.getByRole('button', { name: t.saveAll })).toBeHidden();
    await expect(painted.getByRole('link', { name: t.myList })).toBeVisible();
    await expect(page.locator('main [role="status"][data-lists-only]')).toBeHidden();
    const before = await titleBoxes(page);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-lists', 'ready');
    await expect(page.getByRole('button', { name: t.saveAll })).toBeVisible();
    await expect(painted.locator('*')).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(SHARED.length);
    expect(await page.locator('main article h3').allInnerTexts()).toEqual(titles);
    expect(await titleBoxes(page)).toEqual(before);
  });
}

test.describe('a link naming a home the site does not list', () => {
  test.use({ allowProblems: [missingCards('en', ['no-such-home'])] });

  test('paints the homes it has, counts only those, and the island adds its notice', async ({
    context,
  }) => {
    const page = await unwaitedPage(context);
    const release = await holdScripts(page);
    await page.goto(`/saved/?homes=no-such-home,${SHARED[0]!.slug}`, HELD);
    const painted = page.locator('#list-prepaint');
    await expect(painted.locator('article h3')).toHaveText([SHARED[0]!.title]);
    await expect(painted.getByText(en.saved.sharedLead.one)).toBeVisible();
    release();
    await expect(page.getByText(en.saved.ignored.one)).toBeVisible();
    await expect(page.locator('main article h3')).toHaveText([SHARED[0]!.title]);
  });
});
