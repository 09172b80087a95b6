import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/**
 * The one-page brochure (docs/floor-plans.md): on paper a listing page is the brochure alone, one
 * A4 page in the page's language, holding the price, the agent's phone and a QR code that reads
 * back to the page's own address.
 */

const CASES = [
  {
    path: '/listings/family-home-karen/',
    price: 'Ksh 25,000,000',
    print: 'Print or save as PDF',
    scan: 'Scan to open this listing',
    plans: 2,
  },
  {
    path: '/sw/listings/eighth-acre-plot-kitengela/',
    price: 'Ksh 1,450,000',
    print: 'Chapisha au hifadhi kama PDF',
    scan: 'Changanua ili kufungua tangazo hili',
    plans: 0,
    fact: 'Makazi',
  },
  {
    path: '/sw/listings/grade-a-office-westlands/',
    price: 'Ksh 375,000/mwezi',
    print: 'Chapisha au hifadhi kama PDF',
    scan: 'Changanua ili kufungua tangazo hili',
    plans: 0,
    fact: 'Daraja A',
  },
];

/**
 * As printing from the browser's menu does: `beforeprint` puts the brochure's photo in, and the
 * test waits until every image of it is decoded.
 */
async function printView(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(async () => {
    window.dispatchEvent(new Event('beforeprint'));
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-brochure] img')];
    await Promise.all(images.map((img) => ((img.loading = 'eager'), img.decode())));
  });
}

test.describe('the printed brochure', () => {
  for (const c of CASES) {
    test(`${c.path} prints one A4 page with the price, the agent's phone and a QR code to the page`, async ({
      page,
    }) => {
      await page.goto(c.path);
      const brochure = page.locator('[data-brochure]');
      await expect(brochure).toBeHidden();
      await expect(page.getByRole('button', { name: c.print })).toBeVisible();

      await printView(page);
      await expect(brochure).toBeVisible();
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').last()).toBeHidden();
      await expect(page.getByRole('button', { name: c.print })).toBeHidden();
      await expect(brochure.locator('.brochure-price')).toContainText(c.price);
      const phone = await page.locator('[data-brochure] .brochure-agent').last().textContent();
      expect(phone).toMatch(/^\+254 \d{3} \d{3} \d{3}$/);
      await expect(brochure.getByText(c.scan)).toBeVisible();
      await expect(brochure.locator('.brochure-plan figure')).toHaveCount(c.plans);
      if (c.fact) await expect(brochure.getByText(c.fact).first()).toBeVisible();
      for (const img of await brochure.locator('img').all())
        expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

      // The code, as printed, reads back to this page's address (the site's, not the server's).
      const qr = brochure.getByRole('img', { name: c.scan });
      const png = await qr.screenshot({ scale: 'device' });
      const { data, info } = await sharp(png)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
      expect(read).toBeDefined();
      expect(new URL(read!).pathname).toBe(c.path);

      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      const pages = (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length;
      expect(pages).toBe(1);
      // A4 is 595 × 842 points.
      expect(pdf).toMatch(
        /\/MediaBox\s*\[\s*0 0 595\.\d+ 841\.\d+|\/MediaBox\s*\[\s*0 0 595\.\d+ 842\.\d+/,
      );
    });
  }

  test('the button fetches the photos, then asks the browser to print', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/photos/penthouse-riverside/1-1200.webp')) photos.push(r.url());
    });
    await page.goto('/listings/penthouse-riverside/');
    await page.waitForLoadState('networkidle');
    // Nothing of the brochure's photo until the visitor prints.
    const photo = page.locator('[data-brochure] [data-print-photo] img');
    await expect(photo).toHaveCount(0);
    expect(photos).toEqual([]);
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    expect(photos).toHaveLength(1);
    expect(await photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(
      true,
    );
  });
});
