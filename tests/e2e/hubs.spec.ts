import type { Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { PAGE_SIZE } from '../../lib/search/pagination';
import { cardTitles, expect, test } from './fixtures';
import { sitemapPaths } from './support/sitemap';
import { curatedListings as listings } from './support/fresh';

/**
 * Area, town, agent and agency pages, and what listing pages gained with them: breadcrumbs,
 * links to the area and the agent, similar homes, price per m², listing dates, market context.
 * Runs against the 6-listing export on both servers ('static' and 'nginx'). Expected values come
 * from the listing files and the dictionaries, worked out here independently of lib/ (save the
 * Recommended order the listings come in: support/listings.ts).
 */

type Lang = 'en' | 'sw';
type Listing = (typeof listings)[number];
const LANGS: readonly Lang[] = ['en', 'sw'];
const T = { en, sw } as const;
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** A path in a language: '/sw/areas/' for '/areas/', '/sw/' for '/'. */
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/sw${path}`);
/** Lower-case ASCII words joined by hyphens, as the site's addresses are written. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Fills `{name}` placeholders of a dictionary text. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
const plural = (n: number, forms: { one: string; other: string }) =>
  fill(n === 1 ? forms.one : forms.other, { n: n.toLocaleString('en-KE') });
/** A dictionary text with its placeholders as wildcards, for 'is absent' checks. */
const pattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.+?'),
  );
/** '14 Sep 2026' from '2026-09-14', with the month names of the page's language. */
function day(iso: string, lang: Lang): string {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return `${date} ${T[lang].listing.months.split(' ')[month - 1]} ${year}`;
}
/** Whole shillings as the site writes them: 'Ksh 112,121' (with a non-breaking space). */
const kes = (amount: number) => `Ksh\u00a0${amount.toLocaleString('en-KE')}`;
const perSqm = (l: Listing) =>
  'size' in l && typeof l.size === 'number' && l.size > 0
    ? kes(Math.round(l.price / l.size))
    : undefined;
const titleOf = (l: Listing, lang: Lang) => (lang === 'en' ? l.title : l.sw.title);

/** A place as the site addresses it: 'Kilimani, Nairobi' is /areas/nairobi/kilimani/. */
function placeOf(location: string) {
  const cut = location.lastIndexOf(', ');
  const area = location.slice(0, cut);
  const town = location.slice(cut + 2);
  return {
    area,
    town,
    townPath: `/areas/${slugify(town)}/`,
    areaPath: `/areas/${slugify(town)}/${slugify(area)}/`,
  };
}

interface PlacePage {
  path: string;
  /** The area's or town's name, as its page and search link name it. */
  name: string;
  town: string;
  listings: Listing[];
}
const towns = new Map<string, PlacePage>();
const areas = new Map<string, PlacePage>();
for (const listing of listings) {
  const place = placeOf(listing.location);
  const town = towns.get(place.townPath) ?? {
    path: place.townPath,
    name: place.town,
    town: place.town,
    listings: [],
  };
  town.listings.push(listing);
  towns.set(place.townPath, town);
  const area = areas.get(place.areaPath) ?? {
    path: place.areaPath,
    name: place.area,
    town: place.town,
    listings: [],
  };
  area.listings.push(listing);
  areas.set(place.areaPath, area);
}

/** Agents are known by their email; agencies by name. */
const agents = [...new Map(listings.map((l) => [l.agent.email, l.agent])).values()].map(
  (agent) => ({
    ...agent,
    path: `/agents/${slugify(agent.name)}/`,
    agencyPath: `/agencies/${slugify(agent.agency)}/`,
    listings: listings.filter((l) => l.agent.email === agent.email),
  }),
);
const agencies = [...new Set(listings.map((l) => l.agent.agency))].map((name) => ({
  name,
  path: `/agencies/${slugify(name)}/`,
  agents: agents.filter((a) => a.agency === name),
  listings: listings.filter((l) => l.agent.agency === name),
}));

/** The listings' links on the cards of a page, in order. */
const cardHrefs = (scope: Page | Locator) =>
  scope
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('h2 a, h3 a')?.getAttribute('href') ?? ''),
    );
const listingPath = (lang: Lang, l: Listing) => at(lang, `/listings/${l.slug}/`);

/**
 * Goes to a search on /listings/ (by `go`, a navigation) and waits until the island has searched
 * the index: the heading then carries the count. Returns the count.
 */
async function searchResults(page: Page, lang: Lang, go: () => Promise<unknown>) {
  const indexLoaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
  await go();
  await indexLoaded;
  const heading = page.getByRole('heading', { level: 1 });
  const counted = pattern(T[lang].results.headingCount).source.replace('.+?', '([\\d,]+)');
  await expect(heading).toHaveText(new RegExp(`^${counted}$`));
  const count = Number(
    new RegExp(counted).exec((await heading.textContent())!)![1]!.replace(/,/g, ''),
  );
  const more = page.getByRole('button', { name: T[lang].results.loadMore });
  while ((await more.count()) > 0) {
    const before = await page.locator('main article').count();
    await more.click();
    await expect(page.locator('main article')).not.toHaveCount(before);
  }
  await expect(page.locator('main article')).toHaveCount(count);
  return count;
}

/** The 'Homes listed' table's 'All' row: how many homes are for sale and to rent. */
async function homesListed(page: Page, lang: Lang) {
  const a = T[lang].areas;
  const table = page
    .getByRole('table')
    .filter({ has: page.getByRole('rowheader', { name: a.total, exact: true }) });
  await expect(table).toHaveCount(1);
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const all = await table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: a.total, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();
  const count = (label: string) => {
    const column = headers.findIndex((h) => h.trim().toLowerCase() === label.toLowerCase());
    expect(column, `column ${label}`).toBeGreaterThan(0);
    return Number(all[column - 1]!.replace(/,/g, ''));
  };
  return { for_sale: count(a.forSaleCount), for_rent: count(a.toRentCount) };
}

test.describe('area and town pages', () => {
  test(
    'the sitemap and /areas/ list every town and area, and every agent and agency, in both languages',
    { tag: '@server' },
    async ({ page, request }) => {
      const paths = await sitemapPaths(request);
      const hubs = (lang: Lang) =>
        paths.filter((p) => new RegExp(`^${at(lang, '/')}(areas|agents|agencies)/.`).test(p));
      for (const lang of LANGS) {
        const expected = [
          ...towns.keys(),
          ...areas.keys(),
          ...agents.map((a) => a.path),
          ...agencies.map((a) => a.path),
        ].map((p) => at(lang, p));
        expect(hubs(lang).sort()).toEqual(expected.sort());
        expect(paths).toContain(at(lang, '/areas/'));

        // /areas/ links to each town and area, and to nothing else under /areas/.
        await page.goto(at(lang, '/areas/'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          T[lang].areas.indexHeading,
        );
        const links = await page
          .getByRole('main')
          .locator(`a[href^="${at(lang, '/areas/')}"]`)
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        const places = links.filter((href) => href !== at(lang, '/areas/'));
        expect(new Set(places)).toEqual(
          new Set([...towns.keys(), ...areas.keys()].map((p) => at(lang, p))),
        );
        for (const town of towns.values()) {
          await expect(
            page.getByRole('link', { name: fill(T[lang].areas.townTitle, { town: town.name }) }),
          ).toHaveAttribute('href', at(lang, town.path));
        }
      }
    },
  );

  for (const place of [...towns.values(), ...areas.values()]) {
    for (const lang of LANGS) {
      test(`${at(lang, place.path)}: 'Homes listed' by status is what its search link finds`, async ({
        page,
      }) => {
        const t = T[lang];
        const response = await page.goto(at(lang, place.path));
        expect(response?.status()).toBe(200);
        const isTown = place.path === placeOf(place.listings[0]!.location).townPath;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          isTown
            ? fill(t.areas.townTitle, { town: place.name })
            : fill(t.areas.areaTitle, { area: place.name, town: place.town }),
        );
        const listed = await homesListed(page, lang);
        // The page's own figures agree with the data.
        expect(listed).toEqual({
          for_sale: place.listings.filter((l) => l.status === 'for_sale').length,
          for_rent: place.listings.filter((l) => l.status === 'for_rent').length,
        });
        const total = listed.for_sale + listed.for_rent;

        const seeAll = page.getByRole('link', {
          name: fill(plural(total, t.areas.seeAll), { area: place.name }),
          exact: true,
        });
        expect(await seeAll.count()).toBeGreaterThan(0);
        const hrefs = new Set(
          await seeAll.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        );
        expect(hrefs.size, 'every See all link leads to the same search').toBe(1);
        const href = [...hrefs][0]!;
        expect(href).toMatch(new RegExp(`^${at(lang, '/listings/')}\\?location=[^&]+$`));

        const found = await searchResults(page, lang, () => seeAll.first().click());
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
        expect(found).toBe(total);
        const cards = page.locator('main article');
        const withStatus = (label: string) =>
          cards.filter({ has: page.getByText(label, { exact: true }) }).count();
        expect({
          for_sale: await withStatus(t.listing.forSale),
          for_rent: await withStatus(t.listing.forRent),
        }).toEqual(listed);
        // Exactly this place's homes, none from a place whose name contains this one's.
        expect(new Set(await cardHrefs(page.getByRole('main')))).toEqual(
          new Set(place.listings.map((l) => listingPath(lang, l))),
        );
      });
    }
  }

  for (const town of towns.values()) {
    for (const lang of LANGS) {
      test(`${at(lang, town.path)} lists its areas, each linked to a page that exists`, async ({
        page,
        request,
      }) => {
        await page.goto(at(lang, town.path));
        const section = page.getByRole('region', {
          name: fill(T[lang].areas.areasOf, { town: town.name }),
        });
        const links = section.getByRole('link');
        const townAreas = [...areas.values()].filter((a) => a.town === town.name);
        await expect(links).toHaveCount(townAreas.length);
        for (const area of townAreas) {
          const sale = area.listings.filter((l) => l.status === 'for_sale').length;
          const link = section.getByRole('link', { name: new RegExp(`^${area.name}\\b`) });
          await expect(link).toHaveAttribute('href', at(lang, area.path));
          await expect(link).toContainText(
            `${plural(area.listings.length, T[lang].areas.homes)} · ${T[lang].areas.forSaleCount} ${sale} · ${T[lang].areas.toRentCount} ${area.listings.length - sale}`,
          );
          const response = await request.get(at(lang, area.path));
          expect(response.status(), area.path).toBe(200);
        }
        // And one of them by a click, as a visitor goes.
        const first = townAreas[0]!;
        await section.getByRole('link', { name: new RegExp(`^${first.name}\\b`) }).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, first.path)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fill(T[lang].areas.areaTitle, { area: first.name, town: town.name }),
        );
      });
    }
  }
});

test.describe('links to area and agent pages', () => {
  for (const lang of LANGS) {
    test(`home 'Browse by area' leads to an area page (${lang})`, async ({ page }) => {
      const t = T[lang];
      await page.goto(at(lang, '/'));
      const section = page.getByRole('region', { name: t.home.areasTitle });
      const area = areas.get(placeOf(listings[0]!.location).areaPath)!;
      await section.getByRole('link', { name: new RegExp(`^${area.name}\\b`) }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, area.path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(t.areas.areaTitle, { area: area.name, town: area.town }),
      );
    });

    test(`a listing card's location leads to its area page (${lang})`, async ({ page }) => {
      await page.goto(at(lang, '/listings/'));
      const listing = listings[2]!;
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('link', { name: titleOf(listing, lang), exact: true }) });
      const place = placeOf(listing.location);
      await card.getByRole('link', { name: listing.location, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, place.areaPath)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(T[lang].areas.areaTitle, { area: place.area, town: place.town }),
      );
      // The area page shows the home the visitor came from.
      expect(await cardHrefs(page.getByRole('main'))).toContain(listingPath(lang, listing));
    });
  }

  for (const listing of listings) {
    for (const lang of LANGS) {
      test(`breadcrumbs of ${listingPath(lang, listing)}: visible links and BreadcrumbList agree`, async ({
        page,
      }) => {
        const t = T[lang];
        const place = placeOf(listing.location);
        const title = titleOf(listing, lang);
        const expected = [
          { name: t.detail.breadcrumbHome, path: at(lang, '/') },
          { name: place.town, path: at(lang, place.townPath) },
          { name: place.area, path: at(lang, place.areaPath) },
          { name: title, path: listingPath(lang, listing) },
        ];
        await page.goto(listingPath(lang, listing));
        const nav = page.getByRole('navigation', { name: t.nav.breadcrumb });
        const items = nav.getByRole('listitem');
        await expect(items).toHaveText(expected.map((c) => c.name));
        const links = nav.getByRole('link');
        await expect(links).toHaveText(expected.slice(0, -1).map((c) => c.name));
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          expected.slice(0, -1).map((c) => c.path),
        );
        await expect(nav.locator('[aria-current="page"]')).toHaveText(title);

        const data = (
          await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)))
        ).filter((d) => d['@type'] === 'BreadcrumbList');
        expect(data).toHaveLength(1);
        expect(
          data[0].itemListElement.map((item: { position: number; name: string; item: string }) => [
            item.position,
            item.name,
            item.item,
          ]),
        ).toEqual(expected.map((c, i) => [i + 1, c.name, `${SITE_URL}${c.path}`]));

        // The area crumb is a working link.
        await links.nth(2).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, place.areaPath)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fill(t.areas.areaTitle, { area: place.area, town: place.town }),
        );
      });
    }
  }

  for (const agent of agents) {
    const listing = agent.listings[0]!;
    for (const lang of LANGS) {
      test(`contact card of ${listing.slug} → ${agent.name}'s page → agency page listing them (${lang})`, async ({
        page,
      }) => {
        const t = T[lang];
        await page.goto(listingPath(lang, listing));
        const contact = page.getByRole('region', { name: t.detail.contactAgent });
        await contact
          .getByRole('link', { name: fill(t.detail.agentProfile, { name: agent.name }) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, agent.path)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name);
        // The breadcrumb and the role line ('Estate agent at …') both link the agency.
        const agencyLinks = page.getByRole('main').getByRole('link', {
          name: agent.agency,
          exact: true,
        });
        await expect(agencyLinks).toHaveCount(2);
        for (const href of await agencyLinks.evaluateAll((as) =>
          as.map((a) => a.getAttribute('href')),
        ))
          expect(href).toBe(at(lang, agent.agencyPath));
        await page
          .getByRole('main')
          .locator('p', { hasText: fill(t.agents.role, { agency: agent.agency }) })
          .getByRole('link', { name: agent.agency, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, agent.agencyPath)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.agency);
        const team = page.getByRole('region', {
          name: fill(t.agents.agentsHeading, { agency: agent.agency }),
        });
        await expect(team.getByRole('link', { name: agent.name, exact: true })).toHaveAttribute(
          'href',
          at(lang, agent.path),
        );
      });
    }
  }
});

test.describe('agent and agency pages', () => {
  for (const agent of agents) {
    for (const lang of LANGS) {
      test(`${at(lang, agent.path)} shows who ${agent.name} is, how to reach them and exactly their homes`, async ({
        page,
      }) => {
        const t = T[lang];
        const response = await page.goto(at(lang, agent.path));
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(agent.name);
        await expect(main).toContainText(fill(t.agents.role, { agency: agent.agency }));

        const earb = main
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: t.agents.earb }) });
        // Every curated agent has a number (the type allows none: private owners have none).
        await expect(earb.locator('dd').first()).toHaveText(agent.earbNumber!);
        const languages = main
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: t.agents.languages }) })
          .getByRole('listitem');
        await expect(languages).toHaveText(
          agent.languages.map((l) => t.languageNames[l as keyof typeof en.languageNames]),
        );

        const digits = `254${agent.phone.replace(/\D/g, '').slice(-9)}`;
        const contact = page.getByRole('region', { name: t.agents.contact });
        const whatsapp = new URL(
          (await contact
            .getByRole('link', { name: new RegExp(`^${t.detail.whatsapp}`) })
            .getAttribute('href'))!,
        );
        expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${digits}`);
        expect(whatsapp.searchParams.get('text')).toContain(`${SITE_URL}${at(lang, agent.path)}`);
        await expect(
          contact.getByRole('link', { name: t.detail.callShort, exact: true }),
        ).toHaveAttribute('href', `tel:+${digits}`);
        const mail = (await contact
          .getByRole('link', { name: t.detail.email, exact: true })
          .getAttribute('href'))!;
        expect(mail.startsWith(`mailto:${agent.email}?`) || mail === `mailto:${agent.email}`).toBe(
          true,
        );

        await expect(
          main.getByRole('heading', {
            name: fill(t.agents.listingsHeading, {
              name: agent.name,
              count: agent.listings.length,
            }),
          }),
        ).toBeVisible();
        expect((await cardHrefs(main)).sort()).toEqual(
          agent.listings.map((l) => listingPath(lang, l)).sort(),
        );
      });
    }
  }

  for (const agency of agencies) {
    test(`${agency.path} lists its agents and exactly its homes`, async ({ page }) => {
      await page.goto(agency.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(agency.name);
      const team = page.getByRole('region', {
        name: fill(en.agents.agentsHeading, { agency: agency.name }),
      });
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(
        agency.agents.map((a) => a.name),
      );
      expect((await cardHrefs(main)).sort()).toEqual(
        agency.listings.map((l) => listingPath('en', l)).sort(),
      );
    });
  }
});

test.describe('similar homes', () => {
  for (const listing of listings) {
    test(`on ${listing.slug}: at most 4, never itself, same status and type`, async ({ page }) => {
      await page.goto(listingPath('en', listing));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      const candidates = listings.filter(
        (l) => l.slug !== listing.slug && l.status === listing.status && l.type === listing.type,
      );
      // 'Similar homes' on a home's page; 'Similar listings' on a plot's or commercial space's.
      const home = listing.type === 'apartment' || listing.type === 'house';
      const section = page.getByRole('region', {
        name: home ? en.detail.similarHeading : en.detail.similarListingsHeading,
      });
      if (candidates.length === 0) {
        await expect(section).toHaveCount(0);
        return;
      }
      const hrefs = await cardHrefs(section);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(4);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(hrefs).not.toContain(listingPath('en', listing));
      const bySlug = new Map(listings.map((l) => [listingPath('en', l), l]));
      for (const href of hrefs) {
        const other = bySlug.get(href);
        expect(other, href).toBeDefined();
        expect([other!.status, other!.type], href).toEqual([listing.status, listing.type]);
      }
      // With four or fewer homes like it, every one of them is shown.
      if (candidates.length <= 4)
        expect(new Set(hrefs)).toEqual(new Set(candidates.map((l) => listingPath('en', l))));
    });
  }

  test('in Swahili, similar homes link to Swahili pages', async ({ page }) => {
    const listing = listings.find((l) => l.slug === 'penthouse-riverside')!;
    await page.goto(listingPath('sw', listing));
    const section = page.getByRole('region', { name: sw.detail.similarHeading });
    const hrefs = await cardHrefs(section);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/sw\/listings\/[a-z0-9-]+\/$/);
  });
});

test.describe('price per m² and listing dates', () => {
  for (const lang of LANGS) {
    test(`cards on /listings/ show price per m² and both dates (${lang})`, async ({ page }) => {
      const t = T[lang];
      await page.goto(at(lang, '/listings/'));
      // The first page of results: twelve cards.
      const shown = listings.slice(0, PAGE_SIZE);
      expect(await cardTitles(page)).toEqual(shown.map((l) => titleOf(l, lang)));
      for (const listing of shown) {
        const card = page.locator('main article').filter({
          has: page.getByRole('link', { name: titleOf(listing, lang), exact: true }),
        });
        const price = perSqm(listing);
        const perSqmText = pattern(t.listing.perSqm);
        if (price) await expect(card).toContainText(fill(t.listing.perSqm, { price }));
        else await expect(card).not.toContainText(perSqmText);
        await expect(card).toContainText(
          fill(t.listing.listed, { date: day(listing.listedAt, lang) }),
        );
        await expect(card).toContainText(
          fill(t.listing.available, { date: day(listing.verifiedAt, lang) }),
        );
      }
    });
  }

  for (const listing of listings) {
    for (const lang of LANGS) {
      test(`${listingPath(lang, listing)}: price per m², dates, and no market context at 6 listings`, async ({
        page,
      }) => {
        const t = T[lang];
        await page.goto(listingPath(lang, listing));
        const main = page.getByRole('main');
        const price = perSqm(listing);
        const label = main.getByText(t.detail.pricePerSqm, { exact: true });
        if (price) {
          await expect(label).toBeVisible();
          await expect(label.locator('xpath=..')).toHaveText(
            `${t.detail.pricePerSqm}${fill(t.listing.perSqm, { price })}`,
            { useInnerText: false },
          );
        } else {
          await expect(label).toHaveCount(0);
        }
        await expect(main).toContainText(
          fill(t.detail.listedOn, { date: day(listing.listedAt, lang) }),
        );
        const home = listing.type === 'apartment' || listing.type === 'house';
        await expect(main).toContainText(
          fill(home ? t.detail.verifiedOn : t.detail.verifiedOnListing, {
            date: day(listing.verifiedAt, lang),
          }),
        );
        // Fewer than five comparable homes: no comparison is made.
        for (const text of [
          t.detail.marketBelow,
          t.detail.marketAbove,
          t.detail.marketAt,
          t.detail.marketNote,
        ])
          await expect(main.getByText(pattern(text))).toHaveCount(0);
      });
    }
  }
});
