import { expect, missingPage, test } from './fixtures';

test.describe('404 pages', () => {
  for (const path of ['/no-such-page/', '/no/such/page']) {
    test.describe(() => {
      test.use({ allowProblems: [missingPage(path)] });
      test(`${path} answers 404 with the site's page and logs the path`, async ({ page }) => {
        const logged = page.waitForEvent(
          'console',
          (msg) => msg.type() === 'error' && msg.text() === `404: no page at ${path}`,
        );
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText('404', { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/);
        await logged;
        await page.getByRole('link', { name: 'Return to Home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Find Your Perfect Home in Kenya' }),
        ).toBeVisible();
      });
    });
  }

  test.describe(() => {
    test.use({ allowProblems: [missingPage('/listings/no-such-property/')] });
    test('an unknown listing shows Property Not Found with a way back', async ({ page }) => {
      const response = await page.goto('/listings/no-such-property/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Not Found');
      await page.getByRole('link', { name: 'Back to Listings' }).click();
      await expect(page).toHaveURL(/\/listings\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Properties \(\d+\)$/);
    });
  });

  test.describe(() => {
    test.use({ allowProblems: [missingPage('/no-such-page/')] });
    test('the 404 page is marked noindex', async ({ page }) => {
      await page.goto('/no-such-page/');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });
});

test.describe('header', () => {
  test('links to Home, Listings, Map and List Property, and stays on top when scrolling', async ({
    page,
  }) => {
    await page.goto('/listings/luxury-apartment-kilimani/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Listings', 'Map', 'List Property']);
    await expect(nav.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map/');
    await expect(nav.getByRole('link', { name: 'List Property' })).toHaveAttribute(
      'href',
      '/upload/',
    );
    await expect(nav.getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('banner')).toBeInViewport();
    await nav.getByRole('link', { name: 'Listings' }).click();
    await expect(page).toHaveURL(/\/listings\/$/);
  });

  test('the language toggle links to the same page in Swahili and back, and the choice is remembered (desktop)', async ({
    page,
  }) => {
    await page.goto('/listings/');
    const toggle = page.getByRole('banner').getByRole('link', { name: /Switch to/ });
    await expect(toggle).toHaveText(/EN/);
    await expect(toggle).toHaveAccessibleName(/Switch to Swahili/);
    await expect(toggle).toHaveAttribute('href', '/sw/listings/');
    await toggle.click();
    await expect(page).toHaveURL(/\/sw\/listings\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nyumba \(\d+\)$/);
    await expect(toggle).toHaveText(/SW/);
    await expect(toggle).toHaveAccessibleName(/Switch to English/);
    await expect(toggle).toHaveAttribute('href', '/listings/');
    // Remembered: an English page opened later offers its Swahili version (and stays English).
    await page.goto('/');
    await expect(
      page.getByRole('complementary', { name: 'Soma kwa Kiswahili' }).getByRole('link'),
    ).toHaveAttribute('href', '/sw/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
  });

  test('mobile menu opens, closes on Escape and on navigation, and switches the language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A page reached by a link answers once its scripts have run (the lists runtime, last to
    // start, marks <html>), not while the server's HTML is all there is: a tap before that does
    // nothing, on a slow phone as in a slow test run. (`goto` waits for it by itself.)
    const scriptsRan = () =>
      expect(page.locator('html')).toHaveAttribute('data-lists', 'ready', { timeout: 15_000 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('listitem').getByRole('link')).toHaveText([
      'Home',
      'Listings',
      'Map',
      'List Property',
    ]);
    await expect(mobileNav.getByRole('link', { name: 'Switch to Swahili' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Listings' }).click();
    await expect(page).toHaveURL(/\/listings\/$/);
    await scriptsRan();
    await expect(mobileNav).toBeHidden();
    // The new page is on screen (a menu opened while the old one still shows closes again when
    // the route changes, as it should).
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Properties');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Switch to Swahili' }).click();
    await expect(page).toHaveURL(/\/sw\/listings\/$/);
    await scriptsRan();
    const swahiliNav = page.getByRole('navigation', { name: 'Menyu ya simu' });
    await expect(swahiliNav).toBeHidden();
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await expect(swahiliNav.getByRole('listitem').getByRole('link')).toHaveText([
      'Mwanzo',
      'Matangazo',
      'Ramani',
      'Tangaza Nyumba',
    ]);
    await swahiliNav.getByRole('link', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/listings\/$/);
    await expect(page).not.toHaveURL(/\/sw\//);
    await scriptsRan();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav.getByRole('link', { name: 'Switch to Swahili' })).toBeVisible();
  });
});

test.describe('home', () => {
  test('shows the hero, the claims, four featured listings and the calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find Your Perfect Home in Kenya',
    );
    for (const claim of [
      '1,000+',
      'Properties Listed',
      '500+',
      'Happy Clients',
      '24/7',
      'Support Available',
      '100%',
      'Verified Listings',
    ]) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    const featured = page.getByRole('region', { name: 'Featured Properties' });
    await expect(featured.locator('article')).toHaveCount(4);
    await expect(featured.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/listings/',
    );
    const why = page.getByRole('region', { name: 'Why Choose Nyumba360' });
    for (const heading of ['Prime Locations', 'Verified Listings', 'Expert Support']) {
      await expect(why.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/listings/',
    );
    await expect(page.getByRole('link', { name: 'List Your Property' })).toHaveAttribute(
      'href',
      '/upload/',
    );
    const footer = page.getByRole('contentinfo');
    for (const href of ['/safety/', '/contact/', '/privacy/', '/terms/'])
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(footer).toContainText('Your trusted partner for real estate in Kenya');
  });
});
