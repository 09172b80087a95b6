import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import type { Listing } from '../../lib/listings/schema';
import { formatKes } from '../../lib/site/format';
import { IMPORTED_DATA } from '../../scripts/quality/imported-paths';
import { allCardTitles, test, expect } from './fixtures';
import { sitemapPaths } from './support/sitemap';
import { BUILD_DATE, listings as curated } from './support/listings';

/**
 * The import, end to end (`npm run build:imported`, scripts/quality/imported.ts): two agency
 * files of tests/fixtures/import/ imported into a copy of the data, which was then built and is
 * served from out-imported/ by the 'imported' project. What a visitor must find: the new homes
 * in both languages, the Swahili page of a home without a Swahili description, the update, the
 * hostile cells as plain text, nothing of the rejected rows, and the homes sold and withdrawn
 * gone from the lists and the sitemap, each with its page saying so.
 */

type Record = Omit<Listing, 'tour'>;
const FOLDER = path.join(IMPORTED_DATA, 'listings');
const records: Record[] = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(FOLDER, name), 'utf8')) as Record);
/** The imported home of the fixture agency with this reference. */
function home(ref: string): Record {
  const found = records.find((r) => r.agent.agency === 'Jacaranda Homes' && r.ref === ref);
  if (!found) throw new Error(`no imported home ${ref} in ${FOLDER}`);
  return found;
}
const ON_MARKET = ['JAC-001', 'JAC-002', 'JAC-003', 'JAC-005', 'JAC-020', 'JAC-021'];
const GONE = ['JAC-004', 'JAC-009'];
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const at = (lang: 'en' | 'sw', slug: string) => `${lang === 'en' ? '' : '/sw'}/listings/${slug}/`;

test('the data holds what the import reported: six listings on the market, two gone', () => {
  for (const ref of ON_MARKET) expect(home(ref).market).toBeUndefined();
  expect(home('JAC-009')).toMatchObject({ market: 'sold', leftMarketAt: BUILD_DATE });
  expect(home('JAC-004')).toMatchObject({ market: 'withdrawn', leftMarketAt: BUILD_DATE });
  // Rejected in the second file, so kept exactly as the first made it: not withdrawn.
  expect(home('JAC-002').bedrooms).toBe(2);
  expect(records.filter((r) => r.agent.agency === 'Jacaranda Homes')).toHaveLength(8);
  // A plot and a shop, each with its kind's facts and no rooms; the plot that claimed
  // bedrooms was refused.
  expect(home('JAC-020')).toMatchObject({
    type: 'land',
    style: 'residential',
    land: { acres: 0.1148, plotFt: { width: 50, depth: 100 }, titleStatus: 'individual' },
  });
  expect(home('JAC-020').bedrooms).toBeUndefined();
  expect(home('JAC-021')).toMatchObject({ type: 'commercial', style: 'shop', size: 45 });
  expect(records.some((r) => r.ref === 'JAC-022')).toBe(false);
});

test('the listings page shows the curated and the imported homes still on the market', async ({
  page,
}) => {
  await page.goto('/listings/');
  const total = curated.length + ON_MARKET.length;
  await expect(heading(page)).toHaveText(`Properties (${total})`);
  const titles = await allCardTitles(page);
  for (const ref of ON_MARKET) expect(titles).toContain(home(ref).title);
  for (const ref of GONE) expect(titles).not.toContain(home(ref).title);
  // Rows the import refused left nothing behind.
  expect(titles).not.toContain('House on the Mountain');
  expect(titles).not.toContain('A copy of the first row');
});

for (const lang of ['en', 'sw'] as const) {
  test(`each new home has its page with its title and price (${lang})`, async ({ page }) => {
    for (const ref of ON_MARKET) {
      const record = home(ref);
      await page.goto(at(lang, record.slug));
      await expect(heading(page)).toHaveText(lang === 'en' ? record.title : record.sw.title);
      await expect(page.locator('main')).toContainText(formatKes(record.price));
    }
  });
}

test('an update shows the new price, and the Swahili the agency wrote', async ({ page }) => {
  const record = home('JAC-001');
  expect(record.price).toBe(15_900_000);
  await page.goto(at('sw', record.slug));
  await expect(page.locator('main')).toContainText(formatKes(15_900_000));
  await expect(page.locator('main')).not.toContainText(formatKes(16_800_000));
  await expect(page.locator('main')).toContainText('Fleti tulivu ya ghorofa ya tatu');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
});

test('without a Swahili description, the Swahili page shows the English one marked as English', async ({
  page,
}) => {
  const record = home('JAC-002');
  expect(record.sw.description).toBeUndefined();
  // The title is made from the facts, in Swahili: never machine-translated prose.
  expect(record.sw.title).toMatch(/^Fleti ya Vyumba 2 vya Kulala/i);
  await page.goto(at('sw', record.slug));
  // (The printed brochure's copy of it, hidden on screen, is not counted.)
  const english = page
    .locator('main [lang="en"]:not([data-brochure] *)')
    .filter({ hasText: record.description });
  await expect(english).toHaveCount(1);
  await expect(page.locator('main')).toContainText(sw.detail.englishOnly);
  // The English page has no such note.
  await page.goto(at('en', record.slug));
  await expect(page.locator('main')).not.toContainText(sw.detail.englishOnly);
});

test("an agency's floor plan image is shown beside the photos, whole, and printed", async ({
  page,
  request,
}) => {
  const record = home('JAC-001');
  const file = record.floorPlanFile!;
  expect(file.src).toMatch(/^\/plans\/[a-z0-9-]+\/floor-plan-[0-9a-f]{10}\.webp$/);
  // Never cropped: the 1200 × 800 drawing keeps its shape.
  expect([file.width, file.height]).toEqual([1200, 800]);
  for (const lang of ['en', 'sw'] as const) {
    await page.goto(at(lang, record.slug));
    const t = lang === 'en' ? en : sw;
    const title = lang === 'en' ? record.title : record.sw.title;
    const link = page.getByRole('link', { name: new RegExp(`^${t.detail.planTitle}`) });
    await expect(link).toHaveAttribute('href', file.src);
    const img = link.getByRole('img', { name: t.detail.planImageAlt.replace('{title}', title) });
    await expect(img).toBeVisible();
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1200);
  }
  const served = await request.get(file.src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/webp/);
  expect((await served.body()).length).toBe(file.bytes);
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('[data-brochure] .brochure-plan-image');
  await printed.evaluate(async (i: HTMLImageElement) => {
    i.loading = 'eager';
    await i.decode();
  });
  await expect(printed).toBeVisible();
});

test("an agency's floor plan PDF is linked with its size, and served as a PDF", async ({
  page,
  request,
}) => {
  const record = home('JAC-002');
  const file = record.floorPlanFile!;
  expect(file.src).toMatch(/\.pdf$/);
  expect(file.width).toBeUndefined();
  await page.goto(at('sw', record.slug));
  const link = page.getByRole('link', { name: 'Ramani ya sakafu (PDF, 1 KB)' });
  await expect(link).toHaveAttribute('href', file.src);
  await page.goto(at('en', record.slug));
  await expect(page.getByRole('link', { name: 'Floor plan (PDF, 1 KB)' })).toBeVisible();
  const served = await request.get(file.src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = await served.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBe(file.bytes);
});

test('formula and markup cells are shown as the text they are', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const record = home('JAC-003');
  expect(record.title).toBe('=HYPERLINK("https://example.com","4 Bedroom House, Karen")');
  await page.goto(at('en', record.slug));
  await expect(heading(page)).toHaveText(record.title);
  await expect(page.locator('main')).toContainText(
    '<script>alert("x")</script> A <b>family home</b>',
  );
  await expect(page.locator('main a[href^="https://example.com"]')).toHaveCount(0);
  await expect(page.locator('main b', { hasText: 'family home' })).toHaveCount(0);
  expect(dialogs).toBe(0);
});

for (const lang of ['en', 'sw'] as const) {
  test(`a home sold or withdrawn keeps a noindex page saying so (${lang})`, async ({ page }) => {
    const t = lang === 'en' ? en : sw;
    for (const ref of GONE) {
      const record = home(ref);
      const response = await page.goto(at(lang, record.slug));
      expect(response?.status()).toBe(200);
      await expect(heading(page)).toHaveText(t.gone.heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('main')).toContainText(
        lang === 'en' ? record.title : record.sw.title,
      );
      // No way to contact an agent about a home that is gone.
      await expect(page.locator('main a[href^="https://wa.me/"]')).toHaveCount(0);
      await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
    }
  });
}

test('the sitemap lists the new homes and none of the homes gone', async ({ request }) => {
  const paths = await sitemapPaths(request);
  for (const ref of ON_MARKET) {
    expect(paths).toContain(at('en', home(ref).slug));
    expect(paths).toContain(at('sw', home(ref).slug));
  }
  for (const ref of GONE) {
    expect(paths).not.toContain(at('en', home(ref).slug));
    expect(paths).not.toContain(at('sw', home(ref).slug));
  }
});
