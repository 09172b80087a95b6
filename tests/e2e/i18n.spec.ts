import finance from '../../data/finance.json' with { type: 'json' };
import rates from '../../data/rates.json' with { type: 'json' };
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { PAGE_SIZE } from '../../lib/search/pagination';
import {
  cardTitles,
  expect,
  missingPage,
  recordShares,
  type Shared,
  missingCards,
  SOFTWARE_WEBGL,
  test,
} from './fixtures';
import { AGENT_LISTING, fillListing, next } from './support/listing-form';
import {
  developmentNames,
  ENGLISH,
  englishOn as englishOnPage,
  listingNames,
} from './support/english';
import { listings } from './support/listings';

const DESK_EMAILS = {
  office: 'hello@nyumba360.co.ke',
  listings: 'listings@nyumba360.co.ke',
  trust: 'trust@nyumba360.co.ke',
  privacy: 'privacy@nyumba360.co.ke',
};

/**
 * The two languages (docs/spec.md §10 item 24): English at the root, Swahili mirroring every
 * page under /sw/ with the same slugs; the toggle (§2.1), the remembered choice (§4) and the
 * 404 page (§2.7). Runs against both servers ('static' and 'nginx').
 */

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const LANGUAGE_KEY = 'nyumba360:language';

/** The Swahili address of a page: '/sw/' for '/', '/sw/listings/' for '/listings/'. */
const swahili = (path: string) => `/sw${path}`;
const isListingPage = (path: string) => /^\/(sw\/)?listings\/(?!page\/)[^/]+\/$/.test(path);
const withTour = listings.find((l) => l.has360)!;
const withVideo = listings.find((l) => l.hasVideo)!;
const karen = listings.find((l) => l.slug === 'family-home-karen')!;

/** Slugs of the listing cards on screen, in order; each card must link in the page's language. */
async function cardSlugs(page: Page, prefix: '' | '/sw'): Promise<string[]> {
  const hrefs = await page
    .locator('main article')
    .evaluateAll((articles) =>
      articles.map((a) => a.querySelector('h2 a, h3 a')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => {
    const match = new RegExp(`^${prefix}/listings/([a-z0-9-]+)/$`).exec(href);
    expect(match, `card link ${href}`).not.toBeNull();
    return match![1]!;
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The toggle a visitor uses at the current width: in the header, or at the foot of the menu. */
async function languageToggle(page: Page, mobile: boolean, to: 'Swahili' | 'English') {
  const name = `Switch to ${to}`;
  if (!mobile) return page.getByRole('banner').getByRole('link', { name: new RegExp(name) });
  const onEnglish = to === 'Swahili';
  const menu = page.getByRole('banner').locator('button[aria-expanded]');
  await expect(menu).toHaveAccessibleName(onEnglish ? 'Open menu' : 'Fungua menyu');
  // The menu opens once the page is interactive: press again if a press came before that.
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  return page
    .getByRole('navigation', { name: onEnglish ? 'Mobile' : 'Menyu ya simu' })
    .getByRole('link', { name });
}

/** The page's path and query, as an object (the order of the parameters is no concern). */
function address(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The language offer (components/layout/language-offer.tsx), named by its link. */
const offer = (page: Page, link: 'Soma kwa Kiswahili' | 'Read it in English') =>
  page.getByRole('complementary', { name: link });

const storedChoice = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_KEY);

// ---------------------------------------------------------------------------------------------
// 1. Every page has its counterpart, and says so to crawlers.
// ---------------------------------------------------------------------------------------------

interface Head {
  status: number | undefined;
  lang: string;
  title: string;
  canonical: string[];
  alternates: string[];
  ogUrl: string[];
  ogLocale: string[];
  ogLocaleAlternate: string[];
  jsonLd: Record<string, unknown>[];
}

/** The head of a page's HTML as served (what a crawler reads), parsed by the browser. */
async function readHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const head = await page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const attrs = (selector: string, attr: string) =>
        [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(attr) ?? '');
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        canonical: attrs('link[rel="canonical"]', 'href'),
        alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`,
        ),
        ogUrl: attrs('meta[property="og:url"]', 'content'),
        ogLocale: attrs('meta[property="og:locale"]', 'content'),
        ogLocaleAlternate: attrs('meta[property="og:locale:alternate"]', 'content'),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
        ),
      };
    },
    await response.text(),
  );
  return { status: response.status(), ...head };
}

test('every English page of the sitemap has its Swahili page, and both name each other', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const english = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => !path.startsWith('/sw/'));
  expect(english).toEqual(expect.arrayContaining(['/', '/listings/']));
  expect(english.filter(isListingPage)).toHaveLength(listings.length);

  for (const path of english) {
    const versions = [
      { path, locale: 'en', tag: 'en-KE', og: 'en_KE', other: 'sw_KE' },
      { path: swahili(path), locale: 'sw', tag: 'sw-KE', og: 'sw_KE', other: 'en_KE' },
    ] as const;
    const alternates = [
      `en-KE ${SITE_URL}${path}`,
      `sw-KE ${SITE_URL}${swahili(path)}`,
      `x-default ${SITE_URL}${path}`,
    ];
    const titles: string[] = [];
    for (const version of versions) {
      const head = await readHead(page, request, version.path);
      const where = version.path;
      const self = `${SITE_URL}${version.path}`;
      expect(head.status, where).toBe(200);
      expect(head.lang, where).toBe(version.tag);
      expect(head.canonical, where).toEqual([self]);
      expect(head.alternates.sort(), where).toEqual(alternates);
      expect(head.ogUrl, where).toEqual([self]);
      expect(head.ogLocale, where).toEqual([version.og]);
      expect(head.ogLocaleAlternate, where).toEqual([version.other]);
      titles.push(head.title);

      if (isListingPage(path)) {
        const slug = path.split('/')[2]!;
        const listing = listings.find((l) => l.slug === slug)!;
        const ld = head.jsonLd.find((d) => d['@type'] === 'RealEstateListing');
        expect(ld, where).toMatchObject({
          inLanguage: version.tag,
          url: self,
          name: version.locale === 'sw' ? listing.sw.title : listing.title,
        });
        // The breadcrumb trail (Home › town › area › listing) stays in the page's language.
        const [areaOfListing, townOfListing] = listing.location.split(', ') as [string, string];
        const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        const areaSlugOfListing = slugOf(areaOfListing);
        const town = slugOf(townOfListing);
        const crumbs = head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
          itemListElement: { name: string; item: string }[];
        };
        expect(
          crumbs.itemListElement.map((i) => `${i.name} ${i.item}`),
          where,
        ).toEqual(
          version.locale === 'sw'
            ? [
                `Mwanzo ${SITE_URL}/sw/`,
                `${townOfListing} ${SITE_URL}/sw/areas/${town}/`,
                `${areaOfListing} ${SITE_URL}/sw/areas/${town}/${areaSlugOfListing}/`,
                `${listing.sw.title} ${self}`,
              ]
            : [
                `Home ${SITE_URL}/`,
                `${townOfListing} ${SITE_URL}/areas/${town}/`,
                `${areaOfListing} ${SITE_URL}/areas/${town}/${areaSlugOfListing}/`,
                `${listing.title} ${self}`,
              ],
        );
      }
      if (path === '/') {
        const organization = head.jsonLd.find((d) => d['@type'] === 'RealEstateAgent');
        expect(organization, where).toMatchObject({
          mainEntityOfPage: { url: self, inLanguage: version.tag },
        });
      }
    }
    // The Swahili page is not the English one under another address.
    expect(titles[0], path).not.toBe(titles[1]);
  }
});

// ---------------------------------------------------------------------------------------------
// 2. The toggle lands on the same page in the other language.
// ---------------------------------------------------------------------------------------------

/** Pages to switch on, with what their first heading says in each language. */
const TOGGLE_PAGES: { path: string; en: string | RegExp; sw: string | RegExp }[] = [
  { path: '/', en: en.home.heroTitle, sw: sw.home.heroTitle },
  {
    path: '/listings/',
    en: `Properties (${listings.length})`,
    sw: `Nyumba (${listings.length})`,
  },
  { path: `/listings/${karen.slug}/`, en: karen.title, sw: karen.sw.title },
  // The static result pages beyond the first exist only with more than one page of listings
  // (tests/e2e/scale.spec.ts switches on one of them at 200 listings).
  ...(listings.length > PAGE_SIZE
    ? [{ path: '/listings/page/2/', en: /^Properties \(\d+\)$/, sw: /^Nyumba \(\d+\)$/ }]
    : []),
];

for (const { path, en: englishHeading, sw: swahiliHeading } of TOGGLE_PAGES) {
  for (const mobile of [false, true]) {
    test(
      `the ${mobile ? "mobile menu's" : 'header'} toggle switches ${path} to ${swahili(path)} and back`,
      { tag: '@server' },
      async ({ page, baseURL }) => {
        if (mobile) await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        await expect(heading(page)).toHaveText(englishHeading);

        await (await languageToggle(page, mobile, 'Swahili')).click();
        await expect(page).toHaveURL(`${baseURL}${swahili(path)}`);
        await page.waitForLoadState();
        await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
        await expect(heading(page)).toHaveText(swahiliHeading);
        expect(await storedChoice(page)).toBe('sw');

        await (await languageToggle(page, mobile, 'English')).click();
        await expect(page).toHaveURL(`${baseURL}${path}`);
        await page.waitForLoadState();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
        await expect(heading(page)).toHaveText(englishHeading);
        expect(await storedChoice(page)).toBe('en');
      },
    );
  }
}

test('a search stays the same search in Swahili: same results, form filled in', async ({
  page,
  baseURL,
}) => {
  const query = 'location=Kilimani&bedrooms=3';
  const expected = listings
    .filter((l) => l.location.toLowerCase().includes('kilimani') && (l.bedrooms ?? 0) >= 3)
    .map((l) => l.slug);
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`/listings/?${query}`);
  await expect(heading(page)).toHaveText(`Properties (${expected.length})`);
  expect(await cardSlugs(page, '')).toEqual(expected);

  const toggle = await languageToggle(page, false, 'Swahili');
  await expect(toggle).toHaveAttribute('href', `/sw/listings/?${query}`);
  await toggle.click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/?${query}`);
  await expect(heading(page)).toHaveText(`Nyumba (${expected.length})`);
  await expect.poll(() => cardSlugs(page, '/sw')).toEqual(expected);
  const search = page.getByRole('search', { name: 'Tafuta nyumba' });
  await expect(search.getByRole('searchbox', { name: 'Eneo' })).toHaveValue('Kilimani');
  await expect(search.getByLabel('Vyumba vya kulala', { exact: true })).toHaveValue('3');
});

test('after a search in place on /listings/, the toggle takes the new query along', async ({
  page,
  baseURL,
}) => {
  await page.goto('/listings/?location=Kilimani');
  const inKilimani = listings.filter((l) => l.location.startsWith('Kilimani,')).length;
  await expect(heading(page)).toHaveText(`Properties (${inKilimani})`);
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Location' }).fill('Karen');
  await search.getByLabel('Buy or Rent').selectOption('for_sale');
  await search.getByRole('button', { name: 'Search' }).click();
  const query = { location: 'Karen', status: 'for_sale' };
  await expect.poll(() => address(page)).toEqual({ path: '/listings/', query });
  await expect.poll(() => cardSlugs(page, '')).toEqual([karen.slug]);
  await expect(heading(page)).toHaveText('Properties (1)');
  const searched = new URL(page.url()).search;

  await (await languageToggle(page, false, 'Swahili')).click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/${searched}`);
  await expect(heading(page)).toHaveText('Nyumba (1)');
  await expect.poll(() => cardSlugs(page, '/sw')).toEqual([karen.slug]);
  expect(await cardTitles(page)).toEqual([karen.sw.title]);
});

// ---------------------------------------------------------------------------------------------
// 3. The choice is remembered, and the other language offered, never forced.
// ---------------------------------------------------------------------------------------------

test('after choosing Swahili, a shared English link stays English and offers its Swahili page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await (await languageToggle(page, false, 'Swahili')).click();
  await expect(page).toHaveURL(`${baseURL}/sw/`);

  // A link shared on WhatsApp, in English.
  const shared = '/listings/?location=Karen';
  await page.goto(shared);
  const swahiliOffer = offer(page, 'Soma kwa Kiswahili');
  await expect(swahiliOffer).toBeVisible();
  await expect(swahiliOffer).toContainText('Ukurasa huu upo pia kwa Kiswahili.');
  await expect(swahiliOffer).toHaveAttribute('lang', 'sw-KE');
  const link = swahiliOffer.getByRole('link', { name: 'Soma kwa Kiswahili' });
  await expect(link).toHaveAttribute('href', `/sw${shared}`);
  // No redirect: the page asked for is the page shown, in English.
  await page.waitForLoadState('networkidle');
  expect(page.url()).toBe(`${baseURL}${shared}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
  await expect(heading(page)).toHaveText('Properties (1)');

  await link.click();
  await expect(page).toHaveURL(`${baseURL}/sw${shared}`);
  await expect(heading(page)).toHaveText('Nyumba (1)');

  // 'No thanks' hides it, for the rest of the visit.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}${shared}`);
  await swahiliOffer.getByRole('button', { name: 'Hapana, asante' }).click();
  await expect(swahiliOffer).toHaveCount(0);
  await expect(heading(page)).toHaveText('Properties (1)');
  await page.goto(`/listings/${karen.slug}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Ukurasa huu upo pia kwa Kiswahili.')).toHaveCount(0);
});

test('choosing English on a Swahili page means no offer on English pages', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await (await languageToggle(page, false, 'Swahili')).click();
  await expect(page).toHaveURL(`${baseURL}/sw/`);
  await page.waitForLoadState();
  await (await languageToggle(page, false, 'English')).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await storedChoice(page)).toBe('en');

  for (const path of ['/', `/listings/${karen.slug}/`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary').filter({ hasText: 'Kiswahili' })).toHaveCount(0);
    await expect(page.getByText('Ukurasa huu upo pia kwa Kiswahili.')).toHaveCount(0);
  }
  // The choice is there: the Swahili pages offer English now.
  await page.goto('/sw/listings/');
  const englishOffer = offer(page, 'Read it in English');
  await expect(englishOffer).toContainText('This page is also in English.');
  await expect(englishOffer).toHaveAttribute('lang', 'en-KE');
  await expect(englishOffer.getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
    'href',
    '/listings/',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
});

test('a corrupted stored choice offers nothing and breaks nothing', async ({ page, baseURL }) => {
  const store = (value: string) =>
    page.evaluate(([key, v]) => window.localStorage.setItem(key!, v!), [LANGUAGE_KEY, value]);
  await page.goto('/');
  for (const value of ['fr', '{']) {
    for (const path of ['/sw/', '/']) {
      await store(value);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('complementary'), `${value} on ${path}`).toHaveCount(0);
    }
  }
  // A real choice does bring the offer (so the absence above means something), and the toggle
  // still works, replacing the bad value.
  await store('en');
  await page.goto('/sw/');
  await expect(offer(page, 'Read it in English')).toBeVisible();
  await store('{');
  await (await languageToggle(page, false, 'English')).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await storedChoice(page)).toBe('en');
});

// ---------------------------------------------------------------------------------------------
// 4. No English words on Swahili pages.
// ---------------------------------------------------------------------------------------------

/**
 * What may be English on a Swahili page: the toggle back to English (docs/spec.md §2.1), and
 * names, which are never translated (docs/glossary.md): agents, agencies, advertisers, places,
 * brands; the site's email addresses and the storage keys the privacy notice names (codes); and
 * what a visitor typed into the listing form's English description (their words, not ours).
 */
const NAMES = [
  'Switch to English',
  'Nyumba360',
  'WhatsApp',
  ...Object.values(DESK_EMAILS),
  AGENT_LISTING.description,
  AGENT_LISTING.agency,
  ...listings.flatMap(listingNames),
  ...developmentNames(),
  // Bodies and laws the cost figures and exchange rates are cited from, by their own names, and
  // the data protection regulator the privacy notice names.
  'Office of the Data Protection Commissioner',
  rates.source,
  ...Object.values(finance)
    .filter((group) => typeof group === 'object')
    .flatMap((group) => Object.values(group).map((figure) => figure.source)),
]
  .filter((name, i, all) => all.indexOf(name) === i)
  .sort((a, b) => b.length - a.length);

/** English interface texts on the page, names aside (tests/e2e/support/english.ts). */
const englishOn = (page: Page) => englishOnPage(page, NAMES);

test('the English texts looked for include the interface words, and are found on English pages', async ({
  page,
}) => {
  expect(ENGLISH).toEqual(
    expect.arrayContaining([
      'Properties',
      'Search',
      'Load More Properties',
      'Contact Agent',
      'Share Property',
      'For Sale',
      'For Rent',
      'Bedrooms',
      'Amenities',
      'Location',
      'Home',
      'Listings',
      'Back to listings',
      'Sponsored',
      'Open photo',
      'Language:',
      'Grid',
      'Switch to Swahili',
    ]),
  );
  // The same search on the English pages finds them: it can fail.
  await page.goto('/listings/');
  await page.waitForLoadState('networkidle');
  const onListings = (await englishOn(page)).join('\n');
  for (const phrase of ['Properties', 'Search', 'For Sale', 'Home', 'Listings', 'Bedrooms'])
    expect(onListings).toContain(`"${phrase}"`);
  await page.goto(`/listings/${withTour.slug}/`);
  await page.waitForLoadState('networkidle');
  const onDetail = (await englishOn(page)).join('\n');
  // 'SPONSORED' is how the label shows (CSS uppercase); 'Open photo' is an aria-label.
  for (const phrase of ['Contact Agent', 'Share Property', 'Sponsored', 'Amenities', 'Open photo'])
    expect(onDetail).toContain(`"${phrase}"`);
});

interface State {
  name: string;
  path: string;
  mobile?: boolean;
  act?: (page: Page) => Promise<void>;
}

const SWAHILI_STATES: State[] = [
  { name: 'home', path: '/sw/' },
  {
    name: 'home with the mobile menu open',
    path: '/sw/',
    mobile: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Fungua menyu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menyu ya simu' })).toBeVisible();
    },
  },
  { name: 'listings', path: '/sw/listings/' },
  {
    name: 'listings as a list, filters open on a phone',
    path: '/sw/listings/',
    mobile: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Orodha' }).click();
      await page.getByRole('button', { name: 'Vichujio' }).click();
      await expect(page.getByRole('search').getByLabel('Nunua au Panga')).toBeVisible();
    },
  },
  {
    name: 'search results',
    path: '/sw/listings/?location=Kilimani&bedrooms=3',
    act: async (page) => {
      // The luxury apartment and Amani Heights' three-bedroom unit.
      const found = listings.filter(
        (l) => l.location.startsWith('Kilimani,') && (l.bedrooms ?? 0) >= 3,
      ).length;
      await expect(heading(page)).toHaveText(`Nyumba (${found})`);
    },
  },
  {
    name: 'empty search result',
    path: '/sw/listings/?location=Mombasa',
    act: async (page) => {
      await expect(
        page.getByRole('heading', { name: 'Hakuna nyumba zilizopatikana' }),
      ).toBeVisible();
    },
  },
  ...listings.map((l) => ({ name: `detail of ${l.slug}`, path: `/sw/listings/${l.slug}/` })),
  {
    name: 'detail with the tour started and the lightbox open',
    path: `/sw/listings/${withTour.slug}/`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Anza ziara ya 360°' }).click();
      await expect(page.locator('[data-tour-room] canvas')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-tour-room]')).toHaveAttribute('data-tour-room', 'Sebule');
      await page.getByRole('button', { name: /^Fungua picha 1 kati ya/ }).click();
      await expect(
        page.getByRole('dialog', { name: `Picha za ${withTour.sw.title}` }),
      ).toBeVisible();
    },
  },
  // The site's own pages and their forms.
  {
    name: 'list your property with every error of step 1',
    path: '/sw/upload/',
    act: async (page) => {
      await next(page, 'sw');
      await expect(page.getByText(sw.upload.errors.type.required)).toBeVisible();
    },
  },
  {
    name: 'list your property, check and send',
    path: '/sw/upload/',
    act: (page) => fillListing(page, 'sw'),
  },
  {
    name: 'contact with every error shown',
    path: '/sw/contact/',
    act: async (page) => {
      await page.getByRole('button', { name: sw.contact.send }).click();
      await expect(page.getByText(sw.contact.errors.topic)).toBeVisible();
    },
  },
  {
    name: 'map with a home chosen from the keyboard and its card open',
    path: `/sw/map/?home=${listings[0]!.slug}`,
    act: async (page) => {
      await expect(page.locator('.maplibregl-popup')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: sw.map.nextPin }).click();
      // The link's name comes from the dictionary's template, so a wording change cannot strand
      // the test: 'Nyumba {n} kati ya {count} zinazoonekana: {title}'.
      const [before, between] = sw.map.pinOf.split(/\{n\}|\{count\}/);
      await expect(
        page.getByRole('link', { name: new RegExp(`^${before}\\d+${between}\\d+`) }),
      ).toBeVisible();
      // The map's credits open, as a visitor may open them: names of sources, not English.
      await page.locator('.maplibregl-ctrl-attrib-button').click();
    },
  },
  // Between a search and a home.
  { name: 'areas', path: '/sw/areas/' },
  { name: 'town', path: '/sw/areas/nairobi/' },
  { name: 'area', path: '/sw/areas/nairobi/kilimani/' },
  { name: 'agent', path: '/sw/agents/amina-hassan/' },
  { name: 'agency', path: '/sw/agencies/savannah-realty/' },
  {
    name: 'listings sorted by price per m²',
    path: '/sw/listings/?sort=price-per-sqm-asc',
    act: async (page) => {
      await expect(page.getByRole('combobox', { name: sw.results.sortLabel })).toHaveValue(
        'price-per-sqm-asc',
      );
    },
  },
  {
    name: 'listings with a home saved, two to compare and Save this search open',
    path: '/sw/listings/?location=Kilimani',
    act: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('data-save-search', 'ready');
      await page.locator('button[data-save-home]').first().click();
      for (const button of await page.locator('button[data-compare-home]').all()) {
        await button.click();
      }
      await page.getByRole('button', { name: sw.saveSearch.button }).click();
      await expect(page.getByRole('textbox', { name: sw.saveSearch.nameLabel })).toBeFocused();
    },
  },
  {
    name: 'saved homes, one no longer listed, and saved searches',
    path: '/sw/saved/',
    act: async (page) => {
      await page.evaluate(
        ([slug]) => {
          localStorage.setItem(
            'nyumba360:saved-homes:v1',
            JSON.stringify({
              v: 1,
              items: [
                { slug: 'nyumba-ya-bustani-lavington', title: 'Lavington', savedAt: 2 },
                { slug, title: '', savedAt: 1 },
              ],
            }),
          );
          localStorage.setItem(
            'nyumba360:saved-searches:v1',
            JSON.stringify({
              v: 1,
              items: [
                {
                  id: 'k',
                  name: 'Kilimani',
                  query: 'location=Kilimani',
                  savedAt: 1,
                  seenThrough: '',
                },
              ],
            }),
          );
        },
        [listings[0]!.slug],
      );
      await page.reload();
      await expect(page.getByText(sw.saved.gone)).toBeVisible();
      await page.getByRole('button', { name: sw.saved.clearAll }).click();
      await expect(page.getByText(sw.saved.clearConfirm)).toBeVisible();
    },
  },
  {
    name: 'a shared shortlist',
    path: `/sw/saved/?homes=${listings[0]!.slug},no-such-home`,
    act: async (page) => {
      await page.getByRole('button', { name: sw.saved.saveAll }).click();
      await expect(page.getByText(sw.saved.savedAll.one)).toBeVisible();
    },
  },
  {
    name: 'a comparison of three homes',
    path: `/sw/compare/?homes=${listings
      .slice(0, 3)
      .map((l) => l.slug)
      .join(',')}`,
    act: async (page) => {
      await expect(page.locator('main table')).toBeVisible();
    },
  },
  {
    name: 'detail with prices in euros and the calculator showing errors',
    path: `/sw/listings/${listings.find((l) => l.status === 'for_sale')!.slug}/?years=x&deposit=200%25`,
    act: async (page) => {
      await page.getByRole('contentinfo').getByLabel(sw.money.choiceLabel).selectOption('EUR');
      await expect(page.getByText(sw.finance.invalidSummary)).toBeVisible();
      await expect(page.locator('main h1 ~ [data-approx]')).toContainText('takriban €');
    },
  },
  {
    name: 'rental with the moving-in cost in dollars',
    path: `/sw/listings/${listings.find((l) => l.status === 'for_rent')!.slug}/`,
    act: async (page) => {
      await page.getByRole('contentinfo').getByLabel(sw.money.choiceLabel).selectOption('USD');
      await expect(page.locator('main h1 ~ [data-approx]')).toContainText('takriban US$');
    },
  },
  { name: 'privacy', path: '/sw/privacy/' },
  { name: 'terms', path: '/sw/terms/' },
  { name: 'safety guide', path: '/sw/safety/' },
  {
    name: 'detail with Report this listing open and a reason chosen',
    path: `/sw/listings/${listings[0]!.slug}/`,
    act: async (page) => {
      await page.getByText(sw.report.button).click();
      await page.getByRole('radio', { name: sw.report.reasons.letOrSold }).check();
      await expect(page.getByRole('link', { name: sw.report.whatsapp })).toBeVisible();
    },
  },
];

test.describe('no English interface text on Swahili pages', () => {
  // One allowance (test.use reads a two-element array as a value and its options): the software
  // WebGL note, and the card of the home the shared shortlist names that the site does not list.
  const unlisted = missingCards('sw', ['no-such-home']);
  test.use({
    allowProblems: [
      {
        reason: `${SOFTWARE_WEBGL.reason}; ${unlisted.reason}`,
        console: [...SOFTWARE_WEBGL.console!, ...unlisted.console!],
        failed: unlisted.failed,
        optional: true,
      },
    ],
  });
  for (const state of SWAHILI_STATES) {
    test(state.name, async ({ page }) => {
      if (state.mobile) await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(state.path);
      await page.waitForLoadState('networkidle');
      await state.act?.(page);
      expect(await englishOn(page)).toEqual([]);
    });
  }
});

test('text marked lang="en" is accepted on a Swahili page, and nothing else is', async ({
  page,
}) => {
  await page.goto(`/sw/listings/${karen.slug}/`);
  await page.waitForLoadState('networkidle');
  expect(await englishOn(page)).toEqual([]);
  const phrase = en.detail.contactAgent;
  /** Puts `html` at the end of the page's <main> in place of the last one. */
  const inject = (html: string) =>
    page.evaluate((markup) => {
      document.getElementById('planted')?.remove();
      const box = document.createElement('div');
      box.id = 'planted';
      box.innerHTML = markup;
      document.querySelector('main')!.append(box);
    }, html);
  const finds = async (html: string) => {
    await inject(html);
    return (await englishOn(page)).some((f) => f.startsWith(`"${phrase}"`));
  };
  // Marked as English, as a description without a Swahili version is: accepted.
  expect(await finds(`<p lang="en">${phrase}</p>`)).toBe(false);
  expect(await finds(`<section lang="en-GB"><p>${phrase}</p></section>`)).toBe(false);
  expect(await finds(`<p lang="en"><img alt="${phrase}" src="data:,"></p>`)).toBe(false);
  // Anything else is still found: unmarked, marked otherwise, or Swahili inside English.
  expect(await finds(`<p>${phrase}</p>`)).toBe(true);
  expect(await finds(`<p lang="fr">${phrase}</p>`)).toBe(true);
  expect(await finds(`<p lang="english">${phrase}</p>`)).toBe(true);
  expect(await finds(`<p data-lang="en">${phrase}</p>`)).toBe(true);
  expect(await finds(`<p lang="en">Maelezo</p><p>${phrase}</p>`)).toBe(true);
  expect(await finds(`<div lang="en"><p lang="sw">${phrase}</p></div>`)).toBe(true);
  expect(await finds(`<img alt="${phrase}" src="data:,">`)).toBe(true);
  expect(await finds(`<p lang="en">${phrase}</p><p>${phrase}</p>`)).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// 5. The 404 page in Swahili.
// ---------------------------------------------------------------------------------------------

test.describe(() => {
  const path = '/sw/no-such-page/';
  test.use({ allowProblems: [missingPage(path)] });
  test(
    `${path} answers 404 with the 404 page in Swahili`,
    { tag: '@server' },
    async ({ page, request }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText(/Samahani! Ukurasa haupatikani/);
      await expect(page.getByText('Ukurasa unaoutafuta haupo au umehamishwa.')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
      await expect(page).toHaveTitle('Ukurasa haupatikani | Nyumba360');
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page)).toEqual([]);
      if (testInfo.project.name === 'nginx') {
        // nginx serves sw/404.html: Swahili before any script runs.
        const raw = await request.get(path);
        expect(raw.status()).toBe(404);
        const html = await raw.text();
        expect(html).toContain('<html lang="sw-KE"');
        expect(html).toContain('Samahani! Ukurasa haupatikani');
      }
      await page.getByRole('link', { name: 'Rudi Mwanzo' }).click();
      await expect(page).toHaveURL(/\/sw\/$/);
      await expect(heading(page)).toHaveText(sw.home.heroTitle);
    },
  );
});

test.describe(() => {
  const path = '/sw/listings/no-such-slug/';
  test.use({ allowProblems: [missingPage(path)] });
  test(
    `${path} says the property is not found, with a way back to the Swahili listings`,
    { tag: '@server' },
    async ({ page, request }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText('Nyumba Haipatikani');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page)).toEqual([]);
      if (testInfo.project.name === 'nginx')
        expect(await (await request.get(path)).text()).toContain('<html lang="sw-KE"');
      const back = page.getByRole('link', { name: 'Rudi kwenye Matangazo' });
      await expect(back).toHaveAttribute('href', '/sw/listings/');
      await back.click();
      await expect(page).toHaveURL(/\/sw\/listings\/$/);
      await expect(heading(page)).toHaveText(`Nyumba (${listings.length})`);
    },
  );
});

test.describe(() => {
  const path = '/no-such-page/';
  test.use({ allowProblems: [missingPage(path)] });
  test(`${path} stays English`, { tag: '@server' }, async ({ page, request }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(heading(page)).toHaveText(/Oops! Page not found/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
    await expect(page).toHaveTitle('Page not found | Nyumba360');
    if (testInfo.project.name === 'nginx')
      expect(await (await request.get(path)).text()).toContain('<html lang="en-KE"');
  });
});

test(
  '/sw/listings/page/1/ leads to /sw/listings/ (a 301 on nginx)',
  { tag: '@server' },
  async ({ page, request }, testInfo) => {
    if (testInfo.project.name === 'nginx') {
      for (const [from, to] of [
        ['/sw/listings/page/1/', '/sw/listings/'],
        ['/sw/listings', '/sw/listings/'],
        [`/sw/listings/${karen.slug}`, `/sw/listings/${karen.slug}/`],
      ] as const) {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        expect(response.headers()['location'], from).toBe(to);
      }
    }
    // A plain static host serves the file there, which points the browser on.
    await page.goto('/sw/listings/page/1/');
    await expect(page).toHaveURL(/\/sw\/listings\/$/);
    await expect(heading(page)).toHaveText(`Nyumba (${listings.length})`);
  },
);

// ---------------------------------------------------------------------------------------------
// 6. The Swahili site works: search, tour, video, contact.
// ---------------------------------------------------------------------------------------------

test('search on /sw/listings/ filters in place, in Swahili', async ({ page, baseURL }) => {
  await page.goto('/sw/listings/');
  await expect(heading(page)).toHaveText(`Nyumba (${listings.length})`);
  const search = page.getByRole('search', { name: 'Tafuta nyumba' });
  await search.getByRole('searchbox', { name: 'Eneo' }).fill('nairobi');
  await search.getByLabel('Vyumba vya kulala', { exact: true }).selectOption('3');
  await search.getByRole('button', { name: 'Tafuta' }).click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/?location=nairobi&bedrooms=3`);
  const expected = listings.filter(
    (l) => l.location.endsWith(', Nairobi') && (l.bedrooms ?? 0) >= 3,
  );
  expect(expected.length).toBeLessThan(listings.length);
  await expect(heading(page)).toHaveText(`Nyumba (${expected.length})`);
  expect(await cardTitles(page)).toEqual(expected.map((l) => l.sw.title));
  expect(await cardSlugs(page, '/sw')).toEqual(expected.map((l) => l.slug));
});

test('an empty Swahili search says so, and Ondoa Vichujio shows every listing again', async ({
  page,
  baseURL,
}) => {
  await page.goto('/sw/listings/?location=Mombasa');
  await expect(page.getByRole('heading', { name: 'Hakuna nyumba zilizopatikana' })).toBeVisible();
  await expect(
    page.getByText('Jaribu kubadilisha vichujio vya utafutaji ili upate nyumba zaidi'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ondoa Vichujio' }).click();
  await expect(page).toHaveURL(`${baseURL}/sw/listings/`);
  await expect(heading(page)).toHaveText(`Nyumba (${listings.length})`);
  await expect(page.locator('main article')).toHaveCount(Math.min(PAGE_SIZE, listings.length));
});

test('the Swahili home search goes to /sw/listings/ with the filled fields', async ({ page }) => {
  await page.goto('/sw/');
  const search = page.getByRole('search', { name: 'Tafuta nyumba' });
  await search.getByPlaceholder('Eneo (k.m. Kilimani)').fill('Karen');
  await search.getByLabel('Nunua au Panga').selectOption('for_sale');
  await search.getByRole('button', { name: 'Tafuta' }).click();
  await expect(page).toHaveURL(/\/sw\/listings\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    location: 'Karen',
    status: 'for_sale',
  });
  await expect(heading(page)).toHaveText('Nyumba (1)');
  expect(await cardTitles(page)).toEqual([karen.sw.title]);
});

test.describe(() => {
  test.use({ allowProblems: [SOFTWARE_WEBGL] });
  test('the tour on a Swahili page names its rooms and its controls in Swahili', async ({
    page,
  }) => {
    await page.goto(`/sw/listings/${withTour.slug}/`);
    await expect(page.getByRole('heading', { name: 'Ziara ya mtandaoni ya 360°' })).toBeVisible();
    await page.getByRole('button', { name: 'Anza ziara ya 360°' }).click();
    const viewer: Locator = page.locator('[data-tour-room]');
    await expect(viewer.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(viewer).toHaveAttribute('data-tour-room', 'Sebule');
    await expect(page.getByText('Sebule', { exact: true }).first()).toBeVisible();
    const arrows = viewer.locator('button.psv-virtual-tour-arrow');
    await expect.poll(() => arrows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    for (const label of await arrows.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')),
    ))
      expect(label).toMatch(/^Nenda kwenye (jiko|chumba kikuu cha kulala)$/);
    for (const title of ['Vuta karibu', 'Vuta mbali', 'Skrini nzima'])
      await expect(viewer.locator(`[title="${title}"]`)).toBeVisible();
  });
});

test('the video section of a Swahili page plays', async ({ page }) => {
  await page.goto(`/sw/listings/${withVideo.slug}/#video`);
  await expect(page.getByRole('heading', { name: 'Ziara ya video' })).toBeVisible();
  await page.getByRole('button', { name: /^Cheza video · \d+ KB$/ }).click();
  const video = page.locator('#video video');
  await expect(video).toHaveAttribute(
    'aria-label',
    `Video ya kuzunguka ndani ya ${withVideo.sw.title}`,
  );
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
});

test(
  'contact links and sharing on Swahili pages speak Swahili and send the Swahili address',
  { tag: '@server' },
  async ({ page }) => {
    await recordShares(page);
    for (const listing of listings) {
      const url = `${SITE_URL}/sw/listings/${listing.slug}/`;
      await page.goto(`/sw/listings/${listing.slug}/`);
      const contact = page.getByRole('region', { name: 'Wasiliana na Wakala' });
      const whatsapp = contact.getByRole('link', { name: 'Tuma Ujumbe kupitia WhatsApp' });
      const message = `Habari, ninavutiwa na ${listing.sw.title} kwenye Nyumba360: ${url}`;
      expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe(
        message,
      );
      // Every WhatsApp link to the agent (also the phone's contact bar) sends the same; the
      // report links go to the trust desk with their own message (site-pages.spec.ts).
      for (const href of await page
        .locator('a[href^="https://wa.me/"]:not([data-reason] a)')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        expect(new URL(href).searchParams.get('text'), listing.slug).toBe(message);
      const mailto = (await contact
        .getByRole('link', { name: 'Tuma Barua Pepe' })
        .getAttribute('href'))!;
      expect(mailto.startsWith(`mailto:${listing.agent.email}?`)).toBe(true);
      const mail = new URLSearchParams(mailto.split('?')[1]);
      expect(mail.get('subject')).toBe(`Ombi la maelezo kuhusu ${listing.sw.title} (Nyumba360)`);
      expect(mail.get('body')).toBe(`Habari, ninavutiwa na ${listing.sw.title}: ${url}`);
    }
    const last = listings.at(-1)!;
    await page.getByRole('button', { name: 'Shiriki Nyumba Hii' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Shared).shared))
      .toEqual({ title: last.sw.title, url: `${SITE_URL}/sw/listings/${last.slug}/` });
  },
);
