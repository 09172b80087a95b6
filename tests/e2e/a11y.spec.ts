import type { Page } from '@playwright/test';
import { expect, missingPage, SOFTWARE_WEBGL, test, type ProblemAllowance } from './fixtures';
import { expectNoViolations } from './support/axe';
import { fillListing, next, PHOTO, TEXTS } from './support/listing-form';

const UPLOAD = TEXTS.en.upload;

type State = {
  name: string;
  path: string;
  act?: (page: Page) => Promise<void>;
  /** Runs before the page loads (e.g. to take a browser feature away). */
  init?: (page: Page) => Promise<unknown>;
  mobileOnly?: boolean;
  /** Console output or failed requests this state causes on purpose. */
  allow?: ProblemAllowance[];
};

const STATES: State[] = [
  { name: 'home', path: '/' },
  { name: 'listings grid', path: '/listings/' },
  {
    name: 'listings list',
    path: '/listings/',
    act: async (page) => {
      await page.getByRole('button', { name: 'List' }).click();
      await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  },
  {
    name: 'listings empty result',
    path: '/listings/?location=Mombasa',
    act: async (page) => {
      await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    },
  },
  {
    name: 'listings mobile filters open',
    path: '/listings/',
    mobileOnly: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('search').getByLabel('Buy or Rent')).toBeVisible();
    },
  },
  { name: 'detail', path: '/listings/luxury-apartment-kilimani/' },
  { name: 'detail of a rental', path: '/listings/penthouse-riverside/' },
  { name: 'detail of a home under offer', path: '/listings/townhouse-upper-hill/' },
  // Land and commercial space: their facts, and a plot's 'Before you pay'.
  { name: 'detail of a plot with its checks', path: '/listings/eighth-acre-plot-kitengela/' },
  {
    name: 'detail of farmland under Land Control Board',
    path: '/listings/five-acre-farm-machakos/',
  },
  { name: 'detail of an office to let', path: '/listings/grade-a-office-westlands/' },
  { name: 'Swahili detail of a plot', path: '/sw/listings/quarter-acre-plot-ruiru/' },
  {
    name: 'listings of land with More filters open',
    path: '/listings/?type=land&minAcres=0.125',
    act: async (page) => {
      // On a phone the bar's fields are behind 'Filters'; 'More filters' opens by itself.
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      if (await filters.isVisible()) await filters.click();
      await expect(page.getByLabel('Plot from')).toBeVisible();
    },
  },
  { name: 'listings hiding homes under offer', path: '/listings/?underOffer=hide' },
  { name: 'Swahili listings hiding homes under offer', path: '/sw/listings/?underOffer=hide' },
  {
    name: 'detail with the photo lightbox open',
    path: '/listings/family-home-karen/',
    act: async (page) => {
      await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'detail with the 360° tour running',
    path: '/listings/luxury-apartment-kilimani/',
    allow: [SOFTWARE_WEBGL],
    act: async (page) => {
      await page.getByRole('button', { name: 'Start 360° tour' }).click();
      await expect(page.locator('[data-tour-room] canvas')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'map with a card open from the keyboard',
    path: '/map/',
    allow: [SOFTWARE_WEBGL],
    act: async (page) => {
      await expect(page.locator('[data-drawn-homes]')).toHaveAttribute('data-drawn-homes', /\d/, {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Next home' }).click();
      await expect(page.locator('.maplibregl-popup')).toBeVisible();
    },
  },
  {
    name: 'map without WebGL',
    path: '/map/?status=for_rent',
    init: (page) =>
      page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        // @ts-expect-error a browser without WebGL answers null
        HTMLCanvasElement.prototype.getContext = function (kind: string, ...rest: unknown[]) {
          return kind.startsWith('webgl') ? null : original.call(this, kind, ...rest);
        };
      }),
    act: async (page) => {
      await expect(page.getByText(/Your browser cannot draw the interactive map/)).toBeVisible({
        timeout: 10_000,
      });
    },
  },
  { name: '404 page', path: '/no-such-page/', allow: [missingPage('/no-such-page/')] },
  {
    name: 'Property Not Found',
    path: '/listings/no-such-property/',
    allow: [missingPage('/listings/no-such-property/')],
    act: async (page) => {
      await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    },
  },
  {
    name: 'mobile menu open',
    path: '/',
    mobileOnly: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    },
  },
  // The Swahili pages: other words, other lengths, the same rules.
  { name: 'Swahili home', path: '/sw/' },
  { name: 'Swahili listings', path: '/sw/listings/' },
  { name: 'Swahili detail', path: '/sw/listings/luxury-apartment-kilimani/' },
  {
    name: 'Swahili 404 page',
    path: '/sw/no-such-page/',
    allow: [missingPage('/sw/no-such-page/')],
    act: async (page) => {
      // On a plain static host the page turns Swahili once the browser knows the address.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /Samahani! Ukurasa haupatikani/,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    },
  },
  // The site's own pages (List Your Property, Contact, the documents), their forms in each state.
  { name: 'list your property, step 1', path: '/upload/' },
  {
    name: 'list your property, errors shown',
    path: '/upload/',
    act: async (page) => {
      await next(page, 'en');
      await expect(page.getByText(UPLOAD.errors.type.required)).toBeVisible();
    },
  },
  {
    name: 'list your property, a plot without its acres (Swahili)',
    path: '/sw/upload/',
    act: async (page) => {
      const form = TEXTS.sw.upload;
      await page.getByRole('radio', { name: TEXTS.sw.listing.land, exact: true }).check();
      await page.getByLabel(form.fields.style).selectOption('agricultural');
      await next(page, 'sw');
      await expect(page.getByText(form.errors.acres.required)).toBeVisible();
    },
  },
  {
    name: 'list your property, photos chosen',
    path: '/sw/upload/',
    act: async (page) => {
      await page.evaluate(() =>
        localStorage.setItem(
          'nyumba360:listing-draft',
          JSON.stringify({ version: 1, ref: 'N360-AXEY22', step: 4 }),
        ),
      );
      await page.reload();
      await page.getByLabel(TEXTS.sw.upload.fields.choosePhotos).setInputFiles([PHOTO, PHOTO]);
      await next(page, 'sw');
      await expect(page.getByText(TEXTS.sw.upload.errors.photos.required)).toHaveCount(0);
    },
  },
  {
    name: 'list your property, check and send',
    path: '/upload/',
    act: async (page) => fillListing(page, 'en'),
  },
  {
    name: 'contact, errors shown',
    path: '/contact/',
    act: async (page) => {
      await page.getByRole('button', { name: TEXTS.en.contact.send }).click();
      await expect(page.getByText(TEXTS.en.contact.errors.name)).toBeVisible();
    },
  },
  { name: 'contact (Swahili)', path: '/sw/contact/' },
  { name: 'new developments, filtered', path: '/developments/?town=nairobi' },
  { name: 'a development off-plan', path: '/developments/amani-heights-kilimani/' },
  {
    name: 'a development with checks not provided (Swahili)',
    path: '/sw/developments/savanna-ridge-syokimau/',
  },
  { name: 'a developer and its track record', path: '/developers/jenga-bora-developers/' },
  { name: 'an off-plan unit', path: '/listings/amani-heights-1-bedroom-kilimani/' },
  {
    name: 'Development Not Found',
    path: '/developments/no-such-project/',
    allow: [missingPage('/developments/no-such-project/')],
    act: async (page) => {
      await expect(page.getByRole('heading', { name: 'Development Not Found' })).toBeVisible();
    },
  },
  { name: 'privacy', path: '/privacy/' },
  { name: 'terms (Swahili)', path: '/sw/terms/' },
  { name: 'safety guide', path: '/safety/' },
  {
    name: 'detail with Report this listing open',
    path: '/listings/penthouse-riverside/',
    act: async (page) => {
      await page.getByText(TEXTS.en.report.button).click();
      await page.getByRole('radio', { name: TEXTS.en.report.reasons.scam }).check();
      await expect(page.getByRole('link', { name: TEXTS.en.report.whatsapp })).toBeVisible();
    },
  },
  // What it costs: the calculators with errors, and prices in another currency.
  {
    name: 'detail with the mortgage calculator showing errors, prices in US dollars',
    path: '/listings/luxury-apartment-kilimani/?rate=abc&years=0',
    init: (page) =>
      page.addInitScript(() =>
        localStorage.setItem('nyumba360:currency:v1', JSON.stringify({ v: 1, currency: 'USD' })),
      ),
    act: async (page) => {
      await expect(page.getByText(TEXTS.en.finance.invalidSummary)).toBeVisible();
      await expect(page.locator('main h1 ~ [data-approx]')).toBeVisible();
    },
  },
  {
    name: 'rental with the moving-in cost, in Swahili, prices in pounds',
    path: '/sw/listings/penthouse-riverside/',
    mobileOnly: true,
    init: (page) =>
      page.addInitScript(() =>
        localStorage.setItem('nyumba360:currency:v1', JSON.stringify({ v: 1, currency: 'GBP' })),
      ),
    act: async (page) => {
      await expect(page.locator('[data-calculator]')).toHaveAttribute('data-ready', 'true');
      await page.getByLabel(TEXTS.sw.finance.agencyFee).fill('-');
      await expect(page.getByText(TEXTS.sw.finance.errors.notNumber)).toBeVisible();
    },
  },
  // Area, town, agent and agency pages, and a sorted search, in each language.
  ...(['en', 'sw'] as const).flatMap((lang): State[] => {
    const at = (path: string) => (lang === 'en' ? path : `/sw${path}`);
    const t = TEXTS[lang];
    const suffix = lang === 'en' ? '' : ' (Swahili)';
    return [
      { name: `areas index${suffix}`, path: at('/areas/') },
      { name: `town page${suffix}`, path: at('/areas/nairobi/') },
      { name: `area page${suffix}`, path: at('/areas/nairobi/kilimani/') },
      { name: `agent page${suffix}`, path: at('/agents/wanjiru-kamau/') },
      { name: `agency page${suffix}`, path: at('/agencies/savannah-realty/') },
      {
        name: `listings with keywords, a place and the Key facts open${suffix}`,
        path: at(
          `/listings/?q=${lang === 'en' ? 'garden' : 'bustani'}&near=nairobi/kilimani&within=10&borehole=1`,
        ),
        act: async (page) => {
          await expect(page.getByLabel(t.search.borehole)).toBeChecked();
          await expect(page.locator('main article mark').first()).toBeVisible();
          // The place's suggestions, open.
          const near = page.getByRole('combobox', { name: t.search.near });
          if (await near.isVisible()) {
            await near.fill('');
            await near.pressSequentially('kil');
            await expect(page.getByRole('option').first()).toBeVisible();
          }
        },
      },
      {
        name: `listings sorted by newest${suffix}`,
        path: at('/listings/?sort=newest'),
        act: async (page) => {
          const counted = t.results.headingCount.replace('({count})', '\\(\\d+\\)');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            new RegExp(`^${counted}$`),
          );
          await expect(page.getByRole('combobox', { name: t.results.sortLabel })).toHaveValue(
            'newest',
          );
        },
      },
    ];
  }),
];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const state of STATES) {
      if (state.mobileOnly && width > 767) continue;
      test.describe(() => {
        test.use({ allowProblems: state.allow ?? [] });
        test(state.name, async ({ page }) => {
          await state.init?.(page);
          await page.goto(state.path);
          await page.waitForLoadState('networkidle');
          await state.act?.(page);
          await expectNoViolations(page, `${state.name} at ${width}px`);
        });
      });
    }
  });
}

test.describe('keyboard', () => {
  /** Tab until the focused element matches, or fail after a bounded number of presses. */
  async function tabTo(page: Page, name: string | RegExp, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? (
              el.getAttribute('aria-label') ||
              el.innerText ||
              el.getAttribute('placeholder') ||
              ''
            ).trim()
          : '';
      });
      if (typeof name === 'string' ? label === name : name.test(label)) return;
    }
    throw new Error(`could not reach ${name} with Tab`);
  }

  test('a skip link comes first and moves focus to the content', async ({ page }) => {
    await page.goto('/listings/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('focus is visible on links, buttons and fields', async ({ page }) => {
    await page.goto('/');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const after = getComputedStyle(el, '::after');
        return {
          tag: el.tagName,
          outline: style.outlineStyle,
          width: style.outlineWidth,
          ring: style.boxShadow,
          after: after.outlineStyle,
        };
      });
      const visible =
        (outline.outline !== 'none' && outline.width !== '0px') ||
        outline.ring !== 'none' ||
        outline.after !== 'none';
      expect(visible, JSON.stringify(outline)).toBe(true);
    }
  });

  test('the home search works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, 'Location (e.g., Kilimani)');
    await page.keyboard.type('Karen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings\/\?location=Karen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties (1)');
  });

  test('view toggle and Clear Filters respond to Enter and Space', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/listings/?location=Mombasa');
    await tabTo(page, 'Clear Filters');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Properties \([1-9]\d*\)$/);
    await page.getByRole('button', { name: 'Grid' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'List' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('mobile menu: Enter opens, Tab moves through it, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await tabTo(page, /Open menu/);
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('mobile Filters opens with Space and its fields follow in tab order', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listings/');
    await tabTo(page, 'Filters');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('search').getByLabel('Location')).toBeFocused();
  });

  test('gallery thumbnails and Share work from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.goto('/listings/family-home-karen/');
    await tabTo(page, 'Show photo 2 of 5');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show photo 2 of 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await tabTo(page, 'Share Property');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }),
    ).toBeVisible();
  });

  test('the language toggle switches with Enter', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/listings/');
    await tabTo(page, /Switch to Swahili/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sw\/listings\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nyumba \(\d+\)$/);
    // And back, from the keyboard again.
    await tabTo(page, /Switch to English/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings\/$/);
    await expect(page).not.toHaveURL(/\/sw\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Properties \(\d+\)$/);
  });
});
