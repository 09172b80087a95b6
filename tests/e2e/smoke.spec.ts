import { allCardTitles, expect, missingPage, test } from './fixtures';
import { listings } from './support/listings';

test('home renders with no console errors and no request leaving the site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Perfect Home in Kenya' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Nyumba360/);
  await page.waitForLoadState('networkidle');
});

test('every listing page is exported', async ({ page }) => {
  await page.goto('/listings/');
  await allCardTitles(page);
  // Each card links to its page (and its badges to sections of it): one page per listing.
  const hrefs = [
    ...new Set(
      await page
        .locator('main article a[href^="/listings/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('#')[0])),
    ),
  ];
  expect(hrefs.length).toBe(listings.length);
  for (const href of hrefs) {
    const response = await page.request.get(href!);
    expect(response.status(), href!).toBe(200);
  }
});

test.describe(() => {
  test.use({ allowProblems: [missingPage('/no-such-page/')] });
  test('an unknown path answers 404 with the site page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
