import { expect, test } from './fixtures';

// Every page from the sitemap, and the 404 page: no console error or warning. The 404 page's
// own messages (the failed document load and the logged path) are the only exception.
test('no console errors or warnings on any page', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(2);
  for (const path of paths) {
    const messages: string[] = [];
    const listener = (msg: import('@playwright/test').ConsoleMessage) => {
      if (msg.type() === 'error' || msg.type() === 'warning')
        messages.push(`${msg.type()}: ${msg.text()}`);
    };
    page.on('console', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('console', listener);
    expect(messages, path).toEqual([]);
  }
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(msg.text());
  });
  await page.goto('/no-such-page/');
  await page.waitForLoadState('networkidle');
  expect(messages.filter((m) => !m.includes('404'))).toEqual([]);
  expect(messages.some((m) => m.includes('/no-such-page/'))).toBe(true);
});
