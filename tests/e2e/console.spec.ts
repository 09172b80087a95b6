import { expect, missingPage, test } from './fixtures';

// Every page from the sitemap, and the 404 page: no console error or warning, no failed
// request. The fixture records them on every page (each line names its page) and fails the
// test; the 404 page's own messages (the failed document load and the logged path) are the only
// exception, declared here.
test.use({ allowProblems: [missingPage('/no-such-page/')] });

test('no console errors or warnings on any page', async ({ page, request }) => {
  // Some fifty pages, each waited on until its network is idle.
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(2);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const logged = page.waitForEvent(
    'console',
    (msg) => msg.type() === 'error' && msg.text() === '404: no page at /no-such-page/',
  );
  await page.goto('/no-such-page/');
  await logged;
});
