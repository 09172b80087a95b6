import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ANY_DAY_EXPORT } from '../../scripts/quality/any-day-date';
import { CACHES, META_URL } from '../../lib/offline/protocol';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { startSwitchServer } from './support/switch-server';

/*
 * The offline worker (lib/offline/), on the export in Chromium: saved homes and the pages looked
 * at open with no connection, with their note; any other page shows the offline page in its
 * language; a new deploy shows on the next load online; the kill switch retires the worker.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });

const SAVED = '/listings/luxury-apartment-kilimani/';
const LOOKED_AT = '/listings/family-home-karen/';

/** Waits until the worker controls the page (its first visit is claimed once it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The worker's record of what it keeps, as the offline page reads it. */
async function kept(page: Page): Promise<{ url: string; kind: string }[]> {
  return page.evaluate(
    async ({ meta, key }) => {
      const stored = await (await caches.open(meta)).match(key);
      return stored
        ? ((await stored.json()) as { entries: { url: string; kind: string }[] }).entries
        : [];
    },
    { meta: CACHES.meta, key: META_URL },
  );
}

// Offline, the worker's own fetches fail before it answers from what it kept.
const OFFLINE_FETCHES = {
  reason: 'offline, the worker tries the network first and falls back to what it kept',
  failed: [/^net::ERR_INTERNET_DISCONNECTED \S+/],
  optional: true,
};

test.describe('offline', () => {
  test.use({ allowProblems: [OFFLINE_FETCHES] });

  test('a saved home, a home looked at and /saved/ open with no signal, with their note', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto(SAVED);
    await controlled(page);
    await page
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
    await expect
      .poll(async () => (await kept(page)).find((e) => e.url === SAVED)?.kind, { timeout: 15_000 })
      .toBe('saved');
    await page.goto(LOOKED_AT);
    await page.goto('/saved/');
    await expect(page.getByRole('heading', { name: /Luxury 3 Bedroom Apartment/ })).toBeVisible();
    await expect
      .poll(async () => (await kept(page)).map((e) => e.url))
      .toEqual(expect.arrayContaining([SAVED, LOOKED_AT, '/saved/']));

    await context.setOffline(true);
    await page.goto('/saved/');
    const note = page.getByText(/^Offline: saved copy from \d{1,2} \w{3} \d{4}/);
    await expect(note).toBeVisible();
    await expect(page.getByRole('heading', { name: /Luxury 3 Bedroom Apartment/ })).toBeVisible();

    await page.goto(SAVED);
    await expect(note).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Luxury 3 Bedroom');
    const photo = page.locator('main img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(LOOKED_AT);
    await expect(note).toBeVisible();

    // Not kept: the offline page, which lists what is.
    await page.goto('/map/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Luxury 3 Bedroom Apartment/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Luxury 3 Bedroom Apartment in Kilimani.* Saved$/ }),
    ).toBeVisible();
    await expectNoViolations(page, 'the offline page');

    await page.goto('/sw/areas/');
    await expect(page.getByRole('heading', { level: 1, name: 'Uko nje ya mtandao' })).toBeVisible();
    await expectNoViolations(page, 'the Swahili offline page');

    await context.setOffline(false);
    await page.goto(SAVED);
    await expect(note).toBeHidden();
  });
});

test.describe('deploys', () => {
  test.use({
    allowProblems: [
      {
        reason: 'the deploys are served by the test itself, on an address of its own',
        offsite: [/^GET http:\/\/127\.0\.0\.1:\d+\/\S* \(\w+\)$/],
      },
    ],
  });
  // It serves the exports itself, whatever the project's server: it runs once (@own-server).
  test(
    'a new deploy shows on the next load online, and the kill switch retires the worker',
    { tag: '@own-server' },
    async ({ browser }) => {
      test.slow();
      const server = await startSwitchServer(path.resolve('out'));
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      try {
        await page.goto(`${server.origin}${SAVED}`);
        await controlled(page);
        await expect(page.getByText('Listed on 14 Sep 2026')).toBeVisible();

        // The same site built again five years on: another export, deployed over the first.
        server.deploy(path.resolve(ANY_DAY_EXPORT));
        await page.reload();
        await expect(page.getByText('Listed on 14 Sep 2031')).toBeVisible();

        // The kill switch, deployed as /sw.js: the next visit retires the worker and its caches.
        server.replace('/sw.js', readFileSync('deploy/retire-sw.js'));
        await page.reload();
        await expect
          .poll(
            () =>
              page
                .evaluate(async () => ({
                  controlled: navigator.serviceWorker.controller !== null,
                  caches: (await caches.keys()).filter((n) => n.startsWith('n360-')).length,
                }))
                // The kill switch reloads the page: ask again on the new one.
                .catch(() => undefined),
            { timeout: 20_000 },
          )
          .toEqual({ controlled: false, caches: 0 });
        await page.reload();
        await expect(page.getByText('Listed on 14 Sep 2031')).toBeVisible();
      } finally {
        await context.close();
        await server.close();
      }
    },
  );
});

test.describe('the data saver and the worker', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

  test('a Save-Data header, which the worker sees, gets the narrowest photos', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      extraHTTPHeaders: { 'Save-Data': 'on' },
      baseURL: test.info().project.use.baseURL,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto(SAVED);
    await controlled(page);
    const fetched: string[] = [];
    context.on('request', (r) => {
      if (r.serviceWorker() && r.url().includes('/photos/'))
        fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(LOOKED_AT);
    const main = page.locator('main img').first();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The page asked for the 800 px file (375 px at 2x); the worker fetched the 480 px one.
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/1-800\.avif$/,
    );
    expect(fetched).toContain('/photos/family-home-karen/1-480.avif');
    expect(fetched.filter((p) => !p.endsWith('-480.avif'))).toEqual([]);
    await context.close();
  });

  for (const saver of [true, false]) {
    test(`with the data saver ${saver ? 'on, saving a home fetches nothing ahead' : 'off, saving a home keeps its page at once'}`, async ({
      page,
      context,
    }) => {
      await page.addInitScript((on) => {
        if (location.protocol.startsWith('http'))
          localStorage.setItem('nyumba360:data-saver:v1', on ? 'on' : 'off');
      }, saver);
      await page.goto('/listings/');
      await controlled(page);
      const ahead: string[] = [];
      context.on('request', (r) => {
        if (r.serviceWorker()) ahead.push(new URL(r.url()).pathname);
      });
      const card = page.locator('main article').filter({ hasText: 'Family Home in Karen' });
      await card.getByRole('button', { name: /^Save / }).click();
      await expect(page.getByRole('link', { name: /Saved homes \(1\)/ })).toBeVisible();
      const fetchedPage = () => ahead.includes('/listings/family-home-karen/');
      if (saver) {
        await page.waitForTimeout(2000);
        expect(fetchedPage()).toBe(false);
      } else await expect.poll(fetchedPage).toBe(true);
    });
  }
});
