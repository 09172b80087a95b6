import type { BrowserContext, Page, Request } from '@playwright/test';
import { SAVER_KEY } from '../../lib/data-saver/saver';
import { formatBytes } from '../../lib/site/format';
import { readBudgets } from '../../scripts/quality/gates/budgets';
import { expect, SOFTWARE_MAP, test } from './fixtures';
import { expectNoViolations } from './support/axe';

/*
 * The data saver, on the export in Chromium, on a 375 px phone: what it holds back, what its
 * buttons say, and the bytes by type from the browser's own network record, against the same
 * pages with it off in the same run.
 */

const FIRST = '/listings/luxury-apartment-kilimani/';
const NEXT = '/listings/penthouse-riverside/';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Bytes the browser transferred for each request of the context, by type. */
function recordBytes(context: BrowserContext) {
  const done: Promise<{ type: string; url: string; bytes: number }>[] = [];
  context.on('requestfinished', (request: Request) => {
    done.push(
      request.sizes().then((s) => ({
        type: request.resourceType(),
        url: request.url(),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  });
  return {
    async since(mark: number) {
      const all = await Promise.all(done.slice(mark));
      const byType: Record<string, number> = {};
      for (const r of all) byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
      return {
        total: all.reduce((sum, r) => sum + r.bytes, 0),
        byType,
        urls: all.map((r) => r.url),
      };
    },
    mark: () => done.length,
  };
}

/** Opens a page and scrolls to its end the way a visitor does, then lets it settle. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  for (let y = 0; y < 12; y++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function bytesOfVisit(context: BrowserContext, saver: boolean) {
  if (saver)
    await context.addInitScript((key) => {
      // Not on about:blank, whose storage is closed.
      if (location.protocol.startsWith('http')) localStorage.setItem(key, 'on');
    }, SAVER_KEY);
  const record = recordBytes(context);
  const page = await context.newPage();
  await visit(page, FIRST);
  const first = await record.since(0);
  const mark = record.mark();
  await visit(page, NEXT);
  const next = await record.since(mark);
  await page.close();
  return { first, next };
}

test.describe('bytes', () => {
  // The pages' own bytes, without the offline worker: its first install (the shell, mostly from
  // the browser's cache) is counted by the browser's record in full however it was served, and
  // would blur the comparison. Its smaller photos are tested in offline.spec.ts.
  test.use({ serviceWorkers: 'block' });
  test('the first listing page costs at most 70%, the next at most 40%, and no tour, video or map byte', async ({
    browser,
  }) => {
    test.slow();
    const off = await browser.newContext(PHONE);
    const on = await browser.newContext(PHONE);
    const plain = await bytesOfVisit(off, false);
    const light = await bytesOfVisit(on, true);
    await off.close();
    await on.close();
    const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    const report = {
      off: { first: plain.first.byType, next: plain.next.byType },
      on: { first: light.first.byType, next: light.next.byType },
      firstRatio: ratio(light.first.total, plain.first.total),
      nextRatio: ratio(light.next.total, plain.next.total),
    };
    test.info().annotations.push({ type: 'bytes', description: JSON.stringify(report) });
    console.log(JSON.stringify(report));
    expect(report.firstRatio).toBeLessThanOrEqual(0.7);
    expect(report.nextRatio).toBeLessThanOrEqual(0.4);
    for (const url of [...light.first.urls, ...light.next.urls])
      expect(url).not.toMatch(/\/media\/|\.pmtiles|maplibre/);
  });
});

test.describe('on a phone that asks for it', () => {
  test.use({ ...PHONE });
  test.beforeEach(async ({ page }) => {
    // The browser's hint, as Android's data saver sets it.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  });

  test('shows the first photo, holds back the others, and brings them back when asked', async ({
    page,
  }) => {
    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/photos/')) photos.push(new URL(r.url()).pathname);
    });
    await page.goto(FIRST);
    await expect(page.locator('html')).toHaveAttribute('data-saver', '');
    const switchButton = page.getByRole('switch', { name: 'Data saver' });
    await expect(switchButton).toHaveAttribute('aria-checked', 'true');
    await visit(page, FIRST);
    // Only the main photo: no thumbnail, no similar home's photo.
    expect(new Set(photos.map((p) => p.replace(/-\d+\.\w+$/, '')))).toEqual(
      new Set(['/photos/luxury-apartment-kilimani/1']),
    );
    await expect(page.getByRole('list', { name: 'Photos' })).toBeHidden();
    const more = page.getByRole('button', { name: /^Show the other \d+ photos$/ });
    await more.click();
    await expect(page.getByRole('list', { name: 'Photos' })).toBeVisible();
    await expect(more).toBeHidden();
    await expect.poll(() => photos.some((p) => /\/[2-5]-\d+\.avif$/.test(p))).toBe(true);
    // The location picture and the similar homes' photos, each on its own button.
    const picture = page.locator('img[src^="/map/pictures/"]');
    await expect(picture).toBeHidden();
    await page.getByRole('button', { name: 'Show the picture' }).click();
    await expect(picture).toBeVisible();
    await page.getByRole('button', { name: 'Show the photos' }).click();
    await expect(
      page
        .getByRole('heading', { name: /Similar/ })
        .locator('..')
        .locator('img')
        .first(),
    ).toBeVisible();
  });

  test('says what the tour and the video cost, and loads neither until asked', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/')) media.push(r.url());
    });
    await visit(page, FIRST);
    await expect(page.getByRole('button', { name: /^Start 360° tour · \d+ KB$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Play the video · \d+ KB$/ })).toBeVisible();
    // Not even the posters.
    expect(media).toEqual([]);
    await page.getByRole('button', { name: /^Play the video/ }).click();
    await expect(page.locator('#video video')).toBeVisible();
  });

  test('uses the phone’s own font, not the web font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await visit(page, FIRST);
    await visit(page, NEXT);
    expect(fonts).toEqual([]);
  });

  test.describe(() => {
    test.use({ allowProblems: [SOFTWARE_MAP] });
    test('/map/ waits for its button, which says what the map costs', async ({ page }) => {
      const map: string[] = [];
      page.on('request', (r) => {
        if (/\.pmtiles|maplibre|\/map\/font-/.test(r.url())) map.push(r.url());
      });
      await page.goto('/map/');
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(3500);
      expect(map).toEqual([]);
      const budget = (await readBudgets()).mapStart;
      const show = page.getByRole('button', { name: `Show the map · ${formatBytes(budget)}` });
      await expect(show).toBeVisible();
      const record = recordBytes(page.context());
      await show.click();
      await expect(page.locator('[data-drawn-pins]')).toHaveAttribute('data-drawn-pins', /\d+/, {
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      // What the button promised: no more than that was spent on the map.
      const spent = await record.since(0);
      test
        .info()
        .annotations.push({ type: 'map bytes', description: JSON.stringify(spent.byType) });
      expect(spent.total).toBeLessThanOrEqual(budget);
      expect(spent.total).toBeGreaterThan(budget * 0.6);
    });
  });

  test('turns off and on again mid-gallery, and remembers the choice', async ({ page }) => {
    await visit(page, FIRST);
    const switchButton = page.getByRole('switch', { name: 'Data saver' });
    await switchButton.click();
    await expect(switchButton).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-saver');
    await expect(page.getByRole('list', { name: 'Photos' })).toBeVisible();
    await switchButton.click();
    await expect(page.getByRole('list', { name: 'Photos' })).toBeHidden();
    await switchButton.click();
    await page.reload();
    // Off was chosen: the phone's hint no longer decides.
    await expect(page.locator('html')).not.toHaveAttribute('data-saver');
    await expect(switchButton).toHaveAttribute('aria-checked', 'false');
  });

  test('the switch in the Swahili menu, with axe', async ({ page }) => {
    await page.goto('/sw/');
    await expect(page.locator('html')).toHaveAttribute('data-saver-ready', '');
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const inMenu = page.getByRole('switch', { name: 'Okoa data' }).first();
    await expect(inMenu).toBeVisible();
    await expect(inMenu).toHaveAttribute('aria-checked', 'true');
    await expectNoViolations(page, 'the data saver switch in the Swahili menu');
    await inMenu.press('Space');
    await expect(inMenu).toHaveAttribute('aria-checked', 'false');
  });
});

test.describe('storage that throws', () => {
  test.use({ ...PHONE });
  test('the switch still works for the page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    const switchButton = page.getByRole('switch', { name: 'Data saver' });
    // The runtime has set up the switches.
    await expect(page.locator('html')).toHaveAttribute('data-saver-ready', '');
    await expect(switchButton).toHaveAttribute('aria-checked', 'false');
    await switchButton.click();
    await expect(page.locator('html')).toHaveAttribute('data-saver', '');
  });
});
