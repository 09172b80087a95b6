import { expect, recordShares, type Shared, test } from './fixtures';
import { listings } from './support/listings';

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

for (const listing of listings) {
  test(`detail page of ${listing.slug} shows every part`, { tag: '@server' }, async ({ page }) => {
    const response = await page.goto(`/listings/${listing.slug}/`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to listings' })).toHaveAttribute(
      'href',
      '/listings/',
    );
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(main).toContainText(listing.location);
    await expect(main).toContainText(listing.price.toLocaleString('en-KE'));

    // SPEC's tiles on a home; a plot and commercial space have their own (kinds.spec.ts).
    const home = listing.type === 'apartment' || listing.type === 'house';
    // A unit not built yet shows its project's expected completion where 'Built' would be
    // (developments.spec.ts checks the month).
    const unbuilt = home && listing.yearBuilt === undefined && listing.unit !== undefined;
    for (const [label, value] of [
      ['Bedrooms', String(listing.bedrooms)],
      ['Bathrooms', String(listing.bathrooms)],
      ['Sq Meters', 'size' in listing ? String(listing.size) : '—'],
      unbuilt ? ['Completion', /^\w+ \d{4}$/] : ['Built', String(listing.yearBuilt)],
    ] as const) {
      const tile = main
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
      if (home) await expect(tile.locator('dd')).toHaveText(value);
      else if (label !== 'Built') await expect(tile).toHaveCount(0);
    }

    await expect(main.getByRole('heading', { name: 'Property Details' })).toBeVisible();
    await expect(main.getByText(listing.description)).toBeVisible();
    // A bare plot states no amenities, and its page has no empty section for them.
    await expect(main.getByRole('heading', { name: 'Amenities' })).toHaveCount(
      listing.amenities.length > 0 ? 1 : 0,
    );
    for (const amenity of listing.amenities) {
      const item = main.getByRole('listitem').filter({ hasText: new RegExp(`^${amenity}$`) });
      await expect(item).toBeVisible();
      await expect(item.locator('svg')).toHaveAttribute('data-amenity-icon', amenity);
    }
    await expect(main.getByRole('heading', { name: 'Location' })).toBeVisible();
    // A real map of the area, drawn at build time, with the home's pin; no placeholder.
    await expect(main.getByText('Interactive map would be loaded here')).toHaveCount(0);
    const location = main.getByRole('region', { name: 'Location' });
    const picture = location.getByRole('img', {
      name: `Map of ${listing.location} and its surroundings`,
    });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      location.getByRole('img', { name: 'Approximate position of the home' }),
    ).toBeVisible();
    await expect(location.getByRole('link', { name: 'Open on the map' })).toHaveAttribute(
      'href',
      `/map/?home=${listing.slug}`,
    );

    const contact = main.getByRole('region', { name: 'Contact Agent' });
    await expect(
      contact.getByRole('img', { name: `Photo of ${listing.agent.name}` }),
    ).toBeVisible();
    await expect(contact).toContainText(listing.agent.name);
    await expect(contact).toContainText(listing.agent.agency);

    const pageUrl = `${SITE_URL}/listings/${listing.slug}/`;
    const whatsapp = new URL(
      (await contact.getByRole('link', { name: 'Message via WhatsApp' }).getAttribute('href'))!,
    );
    expect(whatsapp.origin + whatsapp.pathname).toMatch(/^https:\/\/wa\.me\/254\d{9}$/);
    expect(whatsapp.searchParams.get('text')).toBe(
      `Hello, I'm interested in ${listing.title} on Nyumba360: ${pageUrl}`,
    );
    const digits = whatsapp.pathname.slice(1);
    expect(listing.agent.phone.replace(/\D/g, '').slice(-9)).toBe(digits.slice(3));

    await expect(contact.getByRole('link', { name: 'Call Agent' })).toHaveAttribute(
      'href',
      `tel:+${digits}`,
    );
    const mailto = (await contact.getByRole('link', { name: 'Send Email' }).getAttribute('href'))!;
    expect(mailto.startsWith(`mailto:${listing.agent.email}?`)).toBe(true);
    expect(new URLSearchParams(mailto.split('?')[1]).get('subject')).toContain(listing.title);
    await expect(contact.getByRole('button', { name: 'Share Property' })).toBeVisible();

    const sponsored = main.getByText('Sponsored', { exact: true });
    const adCount =
      listing.insuranceAds.length + (listing.status === 'for_sale' ? listing.bankAds.length : 0);
    await expect(sponsored).toHaveCount(adCount);
    for (const ad of [
      ...listing.insuranceAds,
      ...(listing.status === 'for_sale' ? listing.bankAds : []),
    ]) {
      const link = main.getByRole('link', { name: ad.cta });
      await expect(link).toHaveAttribute('href', ad.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    if (listing.status === 'for_rent')
      await expect(main.getByRole('region', { name: 'Home loans' })).toHaveCount(0);

    await page.waitForLoadState('networkidle');
  });
}

test('thumbnails switch the main image', async ({ page }) => {
  const listing = listings[0]!;
  await page.goto(`/listings/${listing.slug}/`);
  const main = page.getByRole('img', {
    name: `${listing.title}, photo 1 of ${listing.images.length}`,
  });
  await expect(main).toHaveAttribute('src', listing.images[0]!.replace('.jpg', '-1200.webp'));
  await page.getByRole('button', { name: `Show photo 3 of ${listing.images.length}` }).click();
  const third = page.getByRole('img', {
    name: `${listing.title}, photo 3 of ${listing.images.length}`,
  });
  await expect(third).toHaveAttribute('src', listing.images[2]!.replace('.jpg', '-1200.webp'));
  await expect(
    page.getByRole('button', { name: `Show photo 3 of ${listing.images.length}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`3 / ${listing.images.length}`)).toBeVisible();
});

test(
  'Share Property copies the page URL when the Web Share API is missing',
  { tag: '@server' },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const listing = listings[1]!;
    await page.addInitScript(() => {
      // Desktop Chromium may expose navigator.share; the fallback is what is tested here.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/listings/${listing.slug}/`);
    await page.getByRole('button', { name: 'Share Property' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${SITE_URL}/listings/${listing.slug}/`,
    );
  },
);

test(
  'Share Property uses the Web Share API where the browser has it',
  { tag: '@server' },
  async ({ page }) => {
    await recordShares(page);
    const listing = listings[2]!;
    await page.goto(`/listings/${listing.slug}/`);
    await page.getByRole('button', { name: 'Share Property' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Shared).shared))
      .toEqual({ title: listing.title, url: `${SITE_URL}/listings/${listing.slug}/` });
  },
);
