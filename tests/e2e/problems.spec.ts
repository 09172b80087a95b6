import { test } from './fixtures';

/**
 * Self-tests of the automatic fixture in fixtures.ts: each test.fail() below causes one problem
 * and must fail because of it (test.fail() turns that failure into a pass, and a pass into a
 * failure). The bodies assert nothing themselves, so the only thing that can fail them is the
 * fixture. If one of these starts failing, the suite no longer guards what it claims to.
 */
test.describe('the problem fixture fails a test on', () => {
  test.fail('a console error', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => console.error('self-test: an error'));
  });

  test.fail('a console warning', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => console.warn('self-test: a warning'));
  });

  test.fail('an uncaught exception', async ({ page }) => {
    await page.goto('/');
    await page.addScriptTag({ content: "throw new Error('self-test: uncaught')" });
  });

  test.fail('a request answered with 404', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => fetch('/self-test-no-such-file.json').then(() => undefined));
  });

  test.fail('a request that does not complete', async ({ page }) => {
    await page.route('**/self-test-refused.json', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.evaluate(() => fetch('/self-test-refused.json').catch(() => undefined));
  });

  test.fail('a request that leaves the site', async ({ page }) => {
    // Answered by the test itself: nothing leaves the machine, but the page asked for it.
    await page.route('https://elsewhere.invalid/**', (route) => route.fulfill({ body: '' }));
    await page.goto('/');
    await page.evaluate(() =>
      fetch('https://elsewhere.invalid/pixel', { mode: 'no-cors' }).then(() => undefined),
    );
  });

  test.fail('a script blocked by the Content Security Policy', async ({ page }) => {
    await page.route('**/self-test-csp/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': "script-src 'none'" },
        body: '<!doctype html><title>t</title><script src="/self-test.js"></script>',
      }),
    );
    await page.goto('/self-test-csp/');
  });

  test.fail('a console error in a popup', async ({ page }) => {
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.evaluate(() => void window.open('/listings/'));
    await (await popup).evaluate(() => console.error('self-test: in a popup'));
  });

  test.fail('a console error in a page from context.newPage()', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => console.error('self-test: second page'));
  });

  test.fail('a console error in a context from browser.newContext()', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => console.error('self-test: own context'));
    await context.close();
  });

  test.fail('a console error in a page from browser.newPage()', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() => console.error('self-test: own page'));
    await page.close();
  });

  test.describe(() => {
    test.use({
      allowProblems: [
        { reason: 'self-test of an allowance', console: [/^error: self-test: allowed \|/] },
      ],
    });
    test.fail('a console error beside an allowed one', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        console.error('self-test: allowed');
        console.error('self-test: not allowed');
      });
    });
  });

  test.describe(() => {
    test.use({
      allowProblems: [{ reason: 'self-test of a stale allowance', console: [/^never logged$/] }],
    });
    test.fail('an allowance that matched nothing', async ({ page }) => {
      await page.goto('/');
    });
  });

  test.describe(() => {
    test.use({ allowProblems: [{ reason: 'self-test of a blanket allowance', console: [/.*/] }] });
    test.fail('an allowance that matches everything', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => console.error('self-test: anything'));
    });
  });

  test.describe(() => {
    test.use({ allowProblems: [{ reason: ' ', console: [/^error: self-test: no reason \|/] }] });
    test.fail('an allowance without a reason', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => console.error('self-test: no reason'));
    });
  });
});

test.describe(() => {
  test.use({
    allowProblems: [
      { reason: 'self-test of an allowance', console: [/^error: self-test: allowed \|/] },
    ],
  });
  test('an allowance lets through exactly the problem it names', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => console.error('self-test: allowed'));
  });
});
