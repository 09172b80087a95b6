import { payloadText } from '../../lib/site/static-payload';
import { expect, test } from './fixtures';

// lib/site/static-payload.ts: the build takes the sections no script draws again out of the
// hydration payload. React must adopt them as the server drew them, and never empty them.
test('sections left out of the hydration payload stay as the server drew them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: string }).drawn = document.querySelector('main')!.innerHTML;
    });
  });
  for (const path of ['/', '/listings/luxury-apartment-kilimani/', '/sw/areas/nairobi/kilimani/']) {
    await page.goto(path);
    const { drawn, now } = await page.evaluate(() => ({
      drawn: (window as unknown as { drawn: string }).drawn,
      now: document.querySelector('main')!.innerHTML,
    }));
    const html = await (await page.request.get(path)).text();
    const payload = payloadText(html) ?? '';
    // The payload no longer repeats the footer's own links (not those the header has too), yet
    // they are all on the page.
    const links = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((all) =>
        all
          .map((a) => a.getAttribute('href')!)
          .filter((href) => !document.querySelector(`header a[href="${href}"]`)),
      );
    expect(links.length, path).toBeGreaterThan(5);
    for (const href of links) expect(payload, `${path}: ${href}`).not.toContain(`"href":"${href}"`);
    expect(payload, path).toContain('"dangerouslySetInnerHTML":{"__html":""}');
    // The main content is what the server wrote, apart from what its islands changed.
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text(now).length, path).toBeGreaterThan(text(drawn).length * 0.9);
    await expect(page.locator('main h1')).toBeVisible();
  }
});
