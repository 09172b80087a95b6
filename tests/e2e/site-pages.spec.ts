import { PRIVACY } from '../../lib/content/privacy';
import { SAFETY } from '../../lib/content/safety';
import { TERMS } from '../../lib/content/terms';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { expect, test } from './fixtures';
import { mailParts, whatsappText } from './support/listing-form';
import { listings } from './support/listings';

/**
 * The site's own pages behind every header and footer link (List Your Property, Contact,
 * Privacy, Terms, the safety guide), the safety note and 'Report this listing' on listing pages.
 * Runs against both servers.
 */

const TEXTS = { en, sw } as const;
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const at = (lang: 'en' | 'sw', path: string) => (lang === 'en' ? path : `/sw${path}`);
const DESKS = {
  office: { whatsapp: '254711360000', email: 'hello@nyumba360.co.ke' },
  listings: { whatsapp: '254711360360', email: 'listings@nyumba360.co.ke' },
  trust: { whatsapp: '254711360361', email: 'trust@nyumba360.co.ke' },
};

for (const lang of ['en', 'sw'] as const) {
  const t = TEXTS[lang];
  const PAGES = [
    {
      path: '/upload/',
      title: t.upload.metaTitle,
      h1: t.upload.title,
      link: t.nav.upload,
      where: 'header',
    },
    {
      path: '/contact/',
      title: t.contact.metaTitle,
      h1: t.contact.title,
      link: t.footer.contact,
      where: 'footer',
    },
    {
      path: '/privacy/',
      title: PRIVACY[lang].title,
      h1: PRIVACY[lang].title,
      link: t.footer.privacy,
      where: 'footer',
    },
    {
      path: '/terms/',
      title: TERMS[lang].title,
      h1: TERMS[lang].title,
      link: t.footer.terms,
      where: 'footer',
    },
    {
      path: '/safety/',
      title: SAFETY[lang].title,
      h1: SAFETY[lang].title,
      link: t.footer.safety,
      where: 'footer',
    },
  ] as const;

  test.describe(`site pages (${lang})`, () => {
    for (const p of PAGES) {
      test(`${at(lang, p.path)} answers 200, is linked from the ${p.where} and marked current there, with complete metadata`, async ({
        page,
        request,
      }) => {
        const response = await request.get(at(lang, p.path));
        expect(response.status()).toBe(200);
        await page.goto(at(lang, '/'));
        const region =
          p.where === 'header'
            ? page.getByRole('navigation', { name: t.nav.main })
            : page.getByRole('contentinfo');
        await region.getByRole('link', { name: p.link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, p.path)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        await expect(page).toHaveTitle(`${p.title} | Nyumba360`);
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          lang === 'en' ? 'en-KE' : 'sw-KE',
        );
        const current = (
          p.where === 'header'
            ? page.getByRole('navigation', { name: t.nav.main })
            : page.getByRole('contentinfo')
        ).getByRole('link', { name: p.link, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description!.length).toBeGreaterThan(50);
        expect(description).not.toMatch(/\{\w+\}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${SITE_URL}${at(lang, p.path)}`,
        );
        for (const [hreflang, href] of [
          ['en-KE', p.path],
          ['sw-KE', `/sw${p.path}`],
        ])
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`),
          ).toHaveAttribute('href', `${SITE_URL}${href}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${p.title} | Nyumba360`,
        );
        // The toggle leads to the same page in the other language.
        await expect(
          page.getByRole('banner').getByRole('link', { name: t.language.switchTo }).first(),
        ).toHaveAttribute('href', at(lang === 'en' ? 'sw' : 'en', p.path));
      });
    }

    test('the sitemap lists every site page', async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      for (const p of PAGES) expect(xml).toContain(`<loc>${SITE_URL}${at(lang, p.path)}</loc>`);
    });

    test('the documents show their sections with working anchors, and contacts from one place', async ({
      page,
    }) => {
      await page.goto(at(lang, '/safety/'));
      const contents = page.getByRole('navigation', { name: t.info.contents });
      for (const section of SAFETY[lang].sections)
        await expect(contents.getByRole('link', { name: section.heading })).toHaveAttribute(
          'href',
          `#${section.id}`,
        );
      await expect(page.locator('#report')).toBeVisible();
      await expect(page.locator('main')).toContainText('+254 711 360 361');
      await expect(page.locator('main a[href="mailto:trust@nyumba360.co.ke"]')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/\{\w+\}|\*\*|\]\(/);
      await page.goto(at(lang, '/privacy/'));
      await expect(page.locator('main a[href="https://www.odpc.go.ke/"]').first()).toBeVisible();
      await expect(page.locator('main')).toContainText('nyumba360:listing-draft');
    });

    test(
      'Contact: an empty message names every field; a complete one goes to the desk for its topic, and survives a reload',
      { tag: '@server' },
      async ({ page }) => {
        const c = t.contact;
        await page.goto(at(lang, '/contact/'));
        await expect(page.locator('address')).toContainText('Woodvale Grove, Westlands, Nairobi');
        for (const line of c.hours) await expect(page.getByText(line)).toBeVisible();
        await page.getByRole('button', { name: c.send }).click();
        for (const message of [c.errors.name, c.errors.topic, c.errors.message])
          await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByLabel(c.name, { exact: true })).toBeFocused();
        await page.getByLabel(c.name, { exact: true }).fill('Mwangi Kariuki');
        await page.getByLabel(c.topic).selectOption('problem');
        await page
          .getByRole('textbox', { name: c.message, exact: true })
          .fill('The flat in Kilimani was let weeks ago & the agent asks for "viewing fees" 🙄');
        await page.reload();
        await expect(page.getByLabel(c.name, { exact: true })).toHaveValue('Mwangi Kariuki');
        await page.getByRole('button', { name: c.send }).click();
        await expect(page.getByText(c.ready)).toBeFocused();
        const whatsapp = (await page
          .getByRole('link', { name: c.whatsappSend })
          .getAttribute('href'))!;
        expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${DESKS.trust.whatsapp}\\?text=`));
        const text = whatsappText(whatsapp);
        expect(text).toContain(c.topics.problem);
        expect(text).toContain('the agent asks for "viewing fees" 🙄');
        expect(text).toContain('Mwangi Kariuki');
        const mail = mailParts(
          (await page.getByRole('link', { name: c.emailSend }).getAttribute('href'))!,
        );
        expect(mail.to).toBe(DESKS.trust.email);
        expect(mail.body).toBe(text);
        // Another topic, another desk.
        await page.getByLabel(c.topic).selectOption('buying');
        await expect(page.getByRole('link', { name: c.emailSend })).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${DESKS.office.email}\\?`),
        );
      },
    );

    test('Contact: corrupted draft storage does not break the form', async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem(
          'nyumba360:contact-draft',
          '{"name":{"x":1},"topic":"<b>","message":42',
        ),
      );
      await page.goto(at(lang, '/contact/'));
      await expect(page.getByLabel(t.contact.name)).toHaveValue('');
      await expect(page.getByLabel(t.contact.name)).toBeEnabled();
    });

    const listing = listings[0]!;
    test(
      'a listing page has the safety note and Report this listing, handed to the trust desk with the listing',
      { tag: '@server' },
      async ({ page }) => {
        const r = t.report;
        await page.goto(at(lang, `/listings/${listing.slug}/`));
        const aside = page.getByRole('complementary');
        await expect(aside.getByText(t.info.safetyNote)).toBeVisible();
        await expect(aside.getByRole('link', { name: t.info.safetyLink })).toHaveAttribute(
          'href',
          at(lang, '/safety/'),
        );
        await aside.getByText(r.button).click();
        await expect(aside.getByText(r.chooseReason)).toBeVisible();
        // No way to send before a reason is chosen; then one pair of links, for that reason.
        await expect(aside.getByRole('link', { name: r.whatsapp })).toHaveCount(0);
        await aside.getByRole('radio', { name: r.reasons.wrongPrice }).check();
        await aside.getByRole('radio', { name: r.reasons.payBeforeViewing }).check();
        await expect(aside.getByText(r.chooseReason)).toBeHidden();
        await expect(aside.getByRole('link', { name: r.whatsapp })).toHaveCount(1);
        const text = whatsappText(
          (await aside.getByRole('link', { name: r.whatsapp }).getAttribute('href'))!,
        );
        expect((await aside.getByRole('link', { name: r.whatsapp }).getAttribute('href'))!).toMatch(
          new RegExp(`^https://wa\\.me/${DESKS.trust.whatsapp}\\?`),
        );
        const title = lang === 'en' ? listing.title : listing.sw.title;
        expect(text).toContain(title);
        expect(text).toContain(listing.id);
        expect(text).toContain(`${SITE_URL}${at(lang, `/listings/${listing.slug}/`)}`);
        expect(text).toContain(r.reasons.payBeforeViewing);
        expect(text).not.toContain(r.reasons.wrongPrice);
        const mail = mailParts(
          (await aside.getByRole('link', { name: r.email }).getAttribute('href'))!,
        );
        expect(mail.to).toBe(DESKS.trust.email);
        expect(mail.subject).toContain(r.reasons.payBeforeViewing);
        expect(mail.body).toBe(text);
      },
    );

    test(
      'without scripts, Report this listing still reaches the trust desk, for something else',
      { tag: '@server' },
      async ({ browser, baseURL }) => {
        const r = t.report;
        const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(at(lang, `/listings/${listing.slug}/`));
        const aside = page.getByRole('complementary');
        await aside.getByText(r.button).click();
        // The reasons are drawn by script; without it, the 'Something else' pair is there.
        await expect(aside.getByRole('radio')).toHaveCount(0);
        const whatsapp = aside.getByRole('link', { name: r.whatsapp });
        await expect(whatsapp).toBeVisible();
        const text = whatsappText((await whatsapp.getAttribute('href'))!);
        expect(text).toContain(listing.id);
        expect(text).toContain(r.reasons.other);
        const mail = mailParts(
          (await aside.getByRole('link', { name: r.email }).getAttribute('href'))!,
        );
        expect(mail.to).toBe(DESKS.trust.email);
        expect(mail.body).toBe(text);
        await context.close();
      },
    );
  });
}
