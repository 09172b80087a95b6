import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { keepProjectDatesCurrent } from '../../lib/developments/sample-dates';
import type { Development } from '../../lib/developments/schema';
import { cardTitles, expect, missingPage, test } from './fixtures';
import { BUILD_DATE, curatedListings as listings } from './support/fresh';

/**
 * New developments sold off-plan (docs/developments.md), in both languages, on the export: the
 * index and its filters, each project's sections, its units' badges and links, the `offPlan`
 * filter, developer pages and the 404s. Expected values come from the data files and the
 * dictionaries, worked out here; the plan's amounts by hand.
 */

type Lang = 'en' | 'sw';
const LANGS: readonly Lang[] = ['en', 'sw'];
const T = { en, sw } as const;
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/sw${path}`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
const kes = (amount: number) => `Ksh\u00a0${amount.toLocaleString('en-KE')}`;
const month = (iso: string, lang: Lang) => {
  const [year, m] = iso.split('-').map(Number) as [number, number];
  return `${T[lang].developments.monthNames.split(' ')[m - 1]} ${year}`;
};

const FOLDER = new URL('../../data/developments/', import.meta.url);
const projects = readdirSync(fileURLToPath(FOLDER))
  .filter((n) => n.endsWith('.json'))
  .map(
    (n) =>
      keepProjectDatesCurrent(
        JSON.parse(readFileSync(fileURLToPath(new URL(n, FOLDER)), 'utf8')),
        BUILD_DATE,
      ) as Development,
  );
const project = (slug: string) => projects.find((p) => p.slug === slug)!;
const unitsOf = (slug: string) =>
  listings.filter((l) => l.unit?.development === slug).sort((a, b) => a.price - b.price);
const BUILDING = listings.filter((l) =>
  ['amani-heights-kilimani', 'savanna-ridge-syokimau'].includes(l.unit?.development ?? ''),
);

async function cards(page: Page) {
  return page.locator('[data-project-item]:visible h2').allInnerTexts();
}

test.describe('the index, /developments/', () => {
  for (const lang of LANGS) {
    test(`lists every project soonest completion first, filtered by town and stage (${lang})`, async ({
      page,
    }) => {
      const t = T[lang].developments;
      const order = [...projects]
        .sort((a, b) => a.completion.localeCompare(b.completion))
        .map((p) => p.name);
      await page.goto(at(lang, '/developments/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expect.poll(() => cards(page)).toEqual(order);
      await expect(page.locator('[data-project-count]')).toHaveText(fill(t.count.other, { n: 3 }));

      // Town: Kajiado has one project, the plots at Kitengela.
      await page.getByLabel(t.town, { exact: true }).selectOption('kajiado');
      await expect.poll(() => cards(page)).toEqual(['Baraka Gardens']);
      await expect(page.locator('[data-project-count]')).toHaveText(fill(t.count.one, { n: 1 }));
      await expect(page).toHaveURL(/\?town=kajiado$/);
      // And a stage it has none of: none, said so.
      await page.getByLabel(t.state, { exact: true }).selectOption('off_plan');
      await expect.poll(() => cards(page)).toEqual([]);
      await expect(page.locator('[data-project-count]')).toHaveText(t.none);
      await page.getByRole('button', { name: t.clear }).click();
      await expect.poll(() => cards(page)).toEqual(order);
    });
  }

  test('a shared link filters as it says; a hostile one filters on nothing', async ({ page }) => {
    await page.goto('/developments/?state=under_construction');
    await expect.poll(() => cards(page)).toEqual(['Savanna Ridge']);
    await expect(page.getByLabel('Stage', { exact: true })).toHaveValue('under_construction');
    await page.goto(
      `/developments/?town=%3Cscript%3Ealert(1)%3C%2Fscript%3E&state=${'x'.repeat(3000)}`,
    );
    await expect.poll(() => cards(page)).toHaveLength(3);
    await expect(page.getByLabel('Town', { exact: true })).toHaveValue('');
  });

  test('is linked from the home page, below SPEC’s sections, and from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: en.developments.homeHeading });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(section.getByRole('link', { name: en.developments.homeAll })).toHaveAttribute(
      'href',
      '/developments/',
    );
    // Below the call to action, the last of SPEC's sections.
    const cta = await page.locator('#cta-heading').boundingBox();
    const own = await page.locator('#developments-heading').boundingBox();
    expect(own!.y).toBeGreaterThan(cta!.y);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: en.footer.developments }),
    ).toHaveAttribute('href', '/developments/');
    // The header keeps SPEC's links.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'Listings',
      'Map',
      'List Property',
    ]);
  });
});

test.describe('a project page', () => {
  for (const lang of LANGS) {
    test(`Amani Heights: units, a staged plan worked out in shillings, progress, every check (${lang})`, async ({
      page,
    }) => {
      const t = T[lang].developments;
      const amani = project('amani-heights-kilimani');
      await page.goto(at(lang, '/developments/amani-heights-kilimani/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amani Heights');
      await expect(page.locator('main [data-state="off_plan"]').first()).toHaveText(
        t.states.off_plan,
      );
      await expect(page.locator('[data-completion]')).toHaveText(
        fill(t.expected, { date: month(amani.completion, lang) }),
      );

      // Unit types: one per unit listing, cheapest first, each linked, with units left.
      const units = unitsOf('amani-heights-kilimani');
      const unitCards = page.locator('[data-unit]');
      await expect(unitCards).toHaveCount(units.length);
      for (const [i, unit] of units.entries()) {
        const card = unitCards.nth(i);
        await expect(card.getByRole('link')).toHaveAttribute(
          'href',
          at(lang, `/listings/${unit.slug}/`),
        );
        await expect(card.locator('[data-unit-price]')).toHaveText(
          unit.unit?.fromPrice ? fill(t.from, { price: kes(unit.price) }) : kes(unit.price),
        );
        await expect(card.locator('[data-units-left]')).toHaveText(
          fill(t.unitsLeft.other, { n: unit.unit!.unitsLeft! }),
        );
      }

      // The plan for the 2-bedroom (13,800,000): 2/18/20/20/10/30%, by hand.
      const plan = page.locator('[data-payment-plan]');
      const amounts = [276_000, 2_484_000, 2_760_000, 2_760_000, 1_380_000, 4_140_000];
      const rows = plan.locator('tbody tr');
      await expect(rows).toHaveCount(6);
      for (const [i, amount] of amounts.entries())
        await expect(rows.nth(i).locator('td').last()).toHaveText(kes(amount));
      await expect(rows.nth(2)).toContainText(
        fill(t.due.stage, { stage: t.stages.foundation.toLowerCase() }),
      );
      await expect(plan.locator('[data-total]')).toHaveText(kes(13_800_000));
      await expect(page.locator('[data-at-risk]')).toContainText(kes(9_660_000));

      await expect(page.locator('[data-progress] figcaption')).toHaveText([
        fill(t.progressCaption, {
          stage: t.stages.excavation,
          date: month(amani.progress[0]!.date, lang),
        }),
      ]);

      // Every check stated, each marked as the developer's, with its date.
      const checks = page.locator('[data-check]');
      await expect(checks).toHaveCount(6);
      await expect(page.locator('[data-not-provided]')).toHaveCount(0);
      await expect(checks.first()).toContainText(amani.checks.ncaProjectId!.reference);
      await expect(checks.first()).toContainText(t.statement);
      await expect(page.locator('[data-check="deposits"]')).toContainText(
        fill(t.holders.escrow, { with: 'Mlimani Savings Bank' }),
      );
      // Sales by WhatsApp, call and email; the developer's page.
      const sales = page.getByRole('region', { name: t.salesHeading });
      await expect(sales.getByRole('link', { name: T[lang].detail.whatsapp })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/254712345678\?text=/,
      );
      await expect(sales.getByRole('link', { name: T[lang].detail.callShort })).toHaveAttribute(
        'href',
        'tel:+254712345678',
      );
      await expect(
        page.getByRole('link', {
          name: fill(t.developerLink, { developer: 'Jenga Bora Developers Ltd' }),
        }),
      ).toHaveAttribute('href', at(lang, '/developers/jenga-bora-developers/'));
      // Location: the area's picture and what is nearby.
      await expect(page.getByRole('heading', { name: T[lang].detail.location })).toBeVisible();
    });
  }

  test('Savanna Ridge: monthly instalments, four dated progress photos newest first, checks not provided', async ({
    page,
  }) => {
    const t = en.developments;
    const savanna = project('savanna-ridge-syokimau');
    await page.goto('/developments/savanna-ridge-syokimau/');
    const newest = [...savanna.progress].sort((a, b) => b.date.localeCompare(a.date));
    await expect(page.locator('[data-progress] figcaption')).toHaveText(
      newest.map((p) =>
        fill(t.progressCaption, { stage: t.stages[p.stage], date: month(p.date, 'en') }),
      ),
    );
    expect(newest).toHaveLength(4);
    // 48% of 14,500,000 over 12 months: 580,000 a month.
    const monthly = page.locator('[data-payment-plan] tbody tr').nth(2);
    await expect(monthly).toContainText(kes(6_960_000));
    await expect(monthly).toContainText(fill(t.monthly, { count: 12, amount: kes(580_000) }));
    // NEMA and the architect's certificates are not stated: both say so, neither is hidden.
    await expect(page.locator('[data-check]')).toHaveCount(6);
    for (const id of ['nema', 'certificates'])
      await expect(page.locator(`[data-check="${id}"] [data-not-provided]`)).toHaveText(
        t.notProvided,
      );
    await expect(page.locator('[data-check="deposits"]')).toContainText(t.holders.neither);
  });

  test('Baraka Gardens in Swahili: a ready subdivision, its plan in shillings', async ({
    page,
  }) => {
    const t = sw.developments;
    const baraka = project('baraka-gardens-kitengela');
    await page.goto('/sw/developments/baraka-gardens-kitengela/');
    await expect(page.locator('[data-completion]')).toHaveText(
      fill(t.completed, { date: month(baraka.completion, 'sw') }),
    );
    await expect(page.locator('[data-payment-plan] tbody tr td:last-child')).toHaveText([
      kes(50_000),
      kes(200_000),
      new RegExp(`^${kes(600_000)}`),
      kes(400_000),
    ]);
    await expect(page.locator('[data-check="nca"] [data-not-provided]')).toHaveText(t.notProvided);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  });
});

test.describe('units are listings', () => {
  for (const lang of LANGS) {
    test(`an off-plan unit has its badge, its completion for 'Built', and its project (${lang})`, async ({
      page,
    }) => {
      const t = T[lang];
      const amani = project('amani-heights-kilimani');
      await page.goto(at(lang, '/listings/amani-heights-2-bedroom-kilimani/'));
      await expect(page.locator('main [data-off-plan="off_plan"]').first()).toHaveText(
        t.listing.offPlan,
      );
      const tiles = page.locator('main dl').first();
      await expect(tiles).toContainText(t.developments.completionTile);
      await expect(tiles).toContainText(month(amani.completion, lang));
      await expect(tiles).not.toContainText(t.detail.built);
      const panel = page.locator('[data-unit-of="amani-heights-kilimani"]');
      await expect(panel.getByRole('link', { name: 'Amani Heights' })).toHaveAttribute(
        'href',
        at(lang, '/developments/amani-heights-kilimani/'),
      );
      await expect(page.locator('[data-off-plan-mortgage]')).toContainText('Amani Heights');
      // 2% + 18% on signing; 90% of the price by completion's eve... 70% before, 30% after.
      await expect(page.locator('[data-plan-costs]')).toContainText(kes(2_760_000));
      await expect(page.locator('[data-plan-costs]')).toContainText(kes(9_660_000));
    });
  }

  test('a plot of a ready subdivision links to it, with no off-plan badge', async ({ page }) => {
    await page.goto('/listings/baraka-gardens-eighth-acre-plot-kitengela/');
    await expect(page.locator('[data-unit-of="baraka-gardens-kitengela"]')).toBeVisible();
    await expect(page.locator('main [data-off-plan]')).toHaveCount(0);
  });

  test('offPlan=only shows the units being built, with badges; hide leaves them out; junk is ignored', async ({
    page,
  }) => {
    const titles = BUILDING.map((l) => l.title).sort();
    await page.goto('/listings/?offPlan=only');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(titles);
    await expect(page.locator('main article [data-off-plan]')).toHaveCount(BUILDING.length);
    await page.goto('/listings/?offPlan=hide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Properties (${listings.length - BUILDING.length})`,
    );
    await page.goto('/listings/?offPlan=%3Cscript%3Ealert(1)%3C/script%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Properties (${listings.length})`,
    );
    // The form says which is chosen, under More filters.
    await page.goto('/listings/?offPlan=hide');
    await expect(page.locator('select[name="offPlan"]').first()).toHaveValue('hide');
  });
});

test.describe('developer pages', () => {
  test('list projects on sale and the track record of completed ones', async ({ page }) => {
    await page.goto('/developers/jenga-bora-developers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenga Bora Developers Ltd');
    await expect(
      page.getByRole('region', { name: /Projects on sale/ }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Amani Heights']);
    await expect(
      page.getByRole('region', { name: /Completed projects/ }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Baraka Gardens']);
    await expect(page.locator('[data-check="company"]')).toContainText('PVT-9XRB2L6K');
    await page.goto('/sw/developers/savanna-homes/');
    await expect(
      page.getByText(fill(sw.developments.trackRecordNone, { site: 'Nyumba360' })),
    ).toBeVisible();
  });
});

test.describe('404s', () => {
  for (const [path, lang] of [
    ['/developments/no-such-project/', 'en'],
    ['/sw/developers/no-such-developer/', 'sw'],
  ] as const) {
    test.describe(() => {
      test.use({ allowProblems: [missingPage(path)] });
      test(
        `${path} says so, with a link to every development`,
        { tag: '@server' },
        async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(404);
          const t = T[lang].notFound;
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.developmentHeading);
          await page.getByRole('link', { name: t.backToDevelopments }).click();
          await expect(page).toHaveURL(new RegExp(`${at(lang, '/developments/')}$`));
        },
      );
    });
  }
});
