import { test as base, expect } from '@playwright/test';

/**
 * A page that records what a visitor would never want to see: console errors and warnings,
 * uncaught exceptions, and any request that leaves the site. Tests assert on these at the end.
 */
export const test = base.extend<{
  problems: { console: string[]; offsite: string[]; failed: string[] };
}>({
  problems: async ({ page, baseURL }, use) => {
    const problems = { console: [] as string[], offsite: [] as string[], failed: [] as string[] };
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning')
        problems.console.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
        problems.offsite.push(url);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // Prefetches cancelled by the router or by navigation are not failures a visitor sees.
      if (reason !== 'net::ERR_ABORTED') problems.failed.push(`${request.url()} ${reason}`);
    });
    await use(problems);
  },
});

export { expect };

type Problems = { console: string[]; offsite: string[]; failed: string[] };

/** Nothing a visitor should never see happened on the page. */
export function expectClean(problems: Problems) {
  expect(problems.console, 'console errors and warnings').toEqual([]);
  expect(problems.offsite, 'requests leaving the site').toEqual([]);
  expect(problems.failed, 'failed requests').toEqual([]);
}

/** Titles of the listing cards on screen, in order. */
export async function cardTitles(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('main article').locator('h2, h3').allInnerTexts();
}
