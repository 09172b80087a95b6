import type { Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { fill } from '../../lib/i18n/format';
import { sw } from '../../lib/i18n/sw';
import { MAX_COMPARE, MIN_COMPARE } from '../../lib/saved/limits';
import { STORAGE_KEYS } from '../../lib/saved/stored';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { listings } from './support/listings';

/**
 * Saved homes, compare and saved searches (docs/spec.md §10 item 28), for people who use a keyboard or
 * a screen reader: axe finds no WCAG 2.0/2.1/2.2 A or AA violation in any state of the feature,
 * in both languages, on a phone and on a desktop; and every action works from the keyboard
 * alone, with focus visible and put somewhere sensible after each change. What the feature
 * does is tested in saved.spec.ts.
 */

const T = { en, sw } as const;
type Lang = keyof typeof T;

const byslug = new Map(listings.map((l) => [l.slug, l]));
/** A listing's title in English (the search index's, so the pages' too). */
const titleOf = (slug: string) => byslug.get(slug)!.title;

/** A home saved once and since taken off the site: only its saved title is left. */
const GONE = { slug: 'garden-cottage-lavington', title: 'Garden Cottage in Lavington' };
const SEARCH = { id: 's1', name: 'Kilimani', query: 'location=Kilimani', savedAt: 1 };

type Seed = Partial<Record<keyof typeof STORAGE_KEYS, unknown>>;

/** Stores lists before the first page of the test loads (once: not again on a reload). */
async function seed(page: Page, values: Seed) {
  const entries = Object.entries(values).map(([kind, value]) => [
    STORAGE_KEYS[kind as keyof typeof STORAGE_KEYS],
    JSON.stringify(value),
  ]);
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of items) localStorage.setItem(key!, value!);
  }, entries);
}

const savedHomes = (...homes: (string | { slug: string; title: string })[]) => ({
  v: 1,
  items: homes.map((home, i) =>
    typeof home === 'string'
      ? { slug: home, title: titleOf(home), savedAt: 100 - i }
      : { ...home, savedAt: 100 - i },
  ),
});
const compareList = (...slugs: string[]) => ({ v: 1, items: slugs });
const savedSearches = (...searches: (typeof SEARCH)[]) => ({
  v: 1,
  items: searches.map((s) => ({ ...s, seenThrough: '' })),
});

/** Saved homes (one of them gone), two to compare and a saved search. */
const FULL_LISTS: Seed = {
  homes: savedHomes('family-home-karen', 'penthouse-riverside', GONE),
  compare: compareList('family-home-karen', 'luxury-apartment-kilimani'),
  searches: savedSearches(SEARCH),
};
const THREE_TO_COMPARE: Seed = {
  compare: compareList('family-home-karen', 'luxury-apartment-kilimani', 'penthouse-riverside'),
};

/** The lists runtime has read the device's lists and shows the Save and Compare buttons. */
async function listsReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-lists', 'ready');
}

const savedLink = (page: Page) => page.locator('a[data-saved-link]');
const listsStatus = (page: Page) => page.locator('#lists-status');
const tray = (page: Page) => page.locator('section#compare-tray');
const firstCard = (page: Page) => page.locator('main article').first();

/** /saved/ has drawn the homes list (and so the saved searches below it). */
async function savedShown(page: Page, lang: Lang, count: number) {
  await listsReady(page);
  await expect(page.locator('#saved-homes-heading')).toHaveText(
    fill(T[lang].saved.homesHeading, { count }),
  );
}

/** /compare/ has drawn its table of homes. */
async function compareShown(page: Page, lang: Lang, count: number) {
  await listsReady(page);
  await expect(page.locator('#compare-heading')).toHaveText(
    fill(T[lang].compare.heading, { count }),
  );
  await expect(page.getByRole('region', { name: T[lang].compare.caption })).toBeVisible();
}

type State = {
  name: string;
  path: string;
  seed?: Seed;
  act: (page: Page) => Promise<void>;
};

const STATES: State[] = [
  {
    name: 'listings after saving a home and choosing two to compare (tray and message shown)',
    path: '/listings/',
    act: async (page) => {
      await listsReady(page);
      const cards = page.locator('main article');
      await cards.nth(0).locator('button[data-compare-home]').click();
      await cards.nth(1).locator('button[data-compare-home]').click();
      const heart = cards.nth(0).locator('button[data-save-home]');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const title = (await cards.nth(0).locator('h2, h3').innerText()).trim();
      await expect(listsStatus(page)).toHaveText(fill(en.lists.saved, { title }));
      await expect(tray(page)).toBeVisible();
      await expect(tray(page).getByRole('link', { name: en.lists.compareNow })).toBeVisible();
      await expect(tray(page).getByRole('button', { name: en.lists.clearCompare })).toBeVisible();
    },
  },
  {
    name: 'a listing page with its heart pressed',
    path: '/listings/family-home-karen/',
    act: async (page) => {
      await listsReady(page);
      const heart = page.locator('button[data-save-home="family-home-karen"]').first();
      await expect(heart).toHaveAccessibleName(
        fill(en.lists.saveLabel, { title: titleOf('family-home-karen') }),
      );
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(listsStatus(page)).toHaveText(
        fill(en.lists.saved, { title: titleOf('family-home-karen') }),
      );
    },
  },
  {
    name: 'saved homes, one no longer listed, and a saved search',
    path: '/saved/',
    seed: FULL_LISTS,
    act: async (page) => {
      await savedShown(page, 'en', 3);
      await expect(page.getByText(en.saved.gone, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: GONE.title })).toBeVisible();
      await expect(page.locator('#saved-searches-heading')).toHaveText(
        fill(en.saved.searchesHeading, { count: 1 }),
      );
      await expect(page.getByRole('link', { name: en.saved.share })).toBeVisible();
      await expect(tray(page)).toBeVisible();
    },
  },
  {
    name: 'saved homes with the Clear all question open',
    path: '/saved/',
    seed: FULL_LISTS,
    act: async (page) => {
      await savedShown(page, 'en', 3);
      await page.getByRole('button', { name: en.saved.clearAll, exact: true }).click();
      await expect(page.getByRole('group', { name: en.saved.clearConfirm })).toBeVisible();
      await expect(page.getByRole('button', { name: en.saved.clearNo })).toBeFocused();
    },
  },
  {
    name: 'saved homes with a saved search being renamed',
    path: '/saved/',
    seed: FULL_LISTS,
    act: async (page) => {
      await savedShown(page, 'en', 3);
      await page
        .getByRole('button', { name: fill(en.saved.renameLabel, { name: SEARCH.name }) })
        .click();
      const field = page.getByRole('textbox', { name: en.saved.nameLabel });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(SEARCH.name);
    },
  },
  {
    name: 'saved homes, none yet',
    path: '/saved/',
    act: async (page) => {
      await savedShown(page, 'en', 0);
      await expect(page.getByText(en.saved.empty)).toBeVisible();
      await expect(page.getByText(en.saved.searchesEmpty)).toBeVisible();
    },
  },
  {
    name: 'a shortlist shared as a link',
    path: '/saved/?homes=family-home-karen,penthouse-riverside',
    act: async (page) => {
      await listsReady(page);
      await expect(page.getByRole('heading', { name: en.saved.sharedTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: en.saved.saveAll })).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(2);
    },
  },
  {
    name: 'compare with three homes',
    path: '/compare/',
    seed: THREE_TO_COMPARE,
    act: (page) => compareShown(page, 'en', 3),
  },
  {
    name: 'compare with one home (asks for more)',
    path: '/compare/',
    seed: { compare: compareList('family-home-karen') },
    act: async (page) => {
      await listsReady(page);
      await expect(page.getByText(fill(en.compare.needMore, { min: MIN_COMPARE }))).toBeVisible();
      await expect(page.getByRole('link', { name: en.compare.browse })).toBeVisible();
    },
  },
  {
    name: 'listings with the Save this search form open',
    path: '/listings/',
    act: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('data-save-search', 'ready');
      await page.getByRole('button', { name: en.saveSearch.button }).click();
      const field = page.getByRole('textbox', { name: en.saveSearch.nameLabel });
      await expect(field).toBeFocused();
      await expect(
        page.getByRole('button', { name: en.saveSearch.save, exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'Swahili saved homes, one no longer listed, and a saved search',
    path: '/sw/saved/',
    seed: FULL_LISTS,
    act: async (page) => {
      await savedShown(page, 'sw', 3);
      await expect(page.getByText(sw.saved.gone, { exact: true })).toBeVisible();
      await expect(page.locator('#saved-searches-heading')).toHaveText(
        fill(sw.saved.searchesHeading, { count: 1 }),
      );
      await expect(tray(page)).toBeVisible();
    },
  },
  {
    name: 'Swahili compare with three homes',
    path: '/sw/compare/',
    seed: THREE_TO_COMPARE,
    act: (page) => compareShown(page, 'sw', 3),
  },
];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const state of STATES) {
      test(state.name, async ({ page }) => {
        if (state.seed) await seed(page, state.seed);
        await page.goto(state.path);
        await page.waitForLoadState('networkidle');
        await state.act(page);
        // Every state is checked from the top of the page. axe's target-size rule measures
        // what is inside the viewport, so a small link cut by the viewport's top edge (after
        // an action scrolled the page) would be judged by its visible sliver alone.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoViolations(page, `${state.name} at ${width}px`);
      });
    }
  });
}

/** Presses Tab until `target` has focus, or fails after a bounded number of presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element's outline style (its focus indicator), and what has focus. */
async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, width: style.outlineWidth, html: el.outerHTML };
  });
}

test.describe('keyboard', () => {
  for (const width of [375, 1280]) {
    test(`a card's heart and Compare work with Space and Enter, focus visible, at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/listings/');
      await listsReady(page);
      const card = firstCard(page);
      const title = (await card.locator('h2, h3').innerText()).trim();
      const heart = card.locator('button[data-save-home]');
      const compare = card.locator('button[data-compare-home]');
      await expect(heart).toHaveAccessibleName(fill(en.lists.saveLabel, { title }));
      await expect(compare).toHaveAccessibleName(fill(en.lists.compareLabel, { title }));
      await expect(compare).toHaveText(en.listing.compare);

      await tabTo(page, heart);
      await expect(heart).toBeFocused();
      const heartFocus = await focusOutline(page);
      expect(heartFocus.outline, heartFocus.html).not.toBe('none');
      expect(heartFocus.width, heartFocus.html).not.toBe('0px');
      await page.keyboard.press('Space');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveAccessibleName(fill(en.lists.navCount, { count: 1 }));
      await expect(listsStatus(page)).toHaveText(fill(en.lists.saved, { title }));
      // Pressing it does not move focus away.
      await expect(heart).toBeFocused();

      await tabTo(page, compare, { max: 5 });
      await expect(compare).toBeFocused();
      const compareFocus = await focusOutline(page);
      expect(compareFocus.outline, compareFocus.html).not.toBe('none');
      expect(compareFocus.width, compareFocus.html).not.toBe('0px');
      await page.keyboard.press('Enter');
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
      await expect(tray(page)).toBeVisible();
      await expect(listsStatus(page)).toHaveText(
        fill(en.lists.compareAdded, { count: 1, max: MAX_COMPARE }),
      );

      // Space again takes the home back out of the saved list.
      await tabTo(page, heart, { max: 5, back: true });
      await page.keyboard.press('Space');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(savedLink(page)).toHaveAccessibleName(fill(en.lists.navCount, { count: 0 }));
    });
  }

  test('/saved/: Remove and Clear all from the keyboard, with focus kept on the list', async ({
    page,
  }) => {
    await seed(page, {
      homes: savedHomes('family-home-karen', 'penthouse-riverside', 'townhouse-upper-hill'),
      searches: savedSearches(SEARCH),
    });
    await page.goto('/saved/');
    await savedShown(page, 'en', 3);
    const heading = page.locator('#saved-homes-heading');

    const remove = page.getByRole('button', {
      name: fill(en.saved.removeLabel, { title: titleOf('penthouse-riverside') }),
    });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(0);
    await expect(page.locator('main button[data-save-home="penthouse-riverside"]')).toHaveCount(0);
    await expect(heading).toHaveText(fill(en.saved.homesHeading, { count: 2 }));
    await expect(heading).toBeFocused();

    const clearAll = page.getByRole('button', { name: en.saved.clearAll, exact: true });
    await tabTo(page, clearAll);
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: en.saved.clearConfirm });
    await expect(group).toBeVisible();
    const keep = group.getByRole('button', { name: en.saved.clearNo });
    const yes = group.getByRole('button', { name: en.saved.clearYes });
    // 'Keep them' has focus (the safe answer); 'Yes, clear all' comes before it.
    await expect(keep).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(yes).toBeFocused();
    const yesFocus = await focusOutline(page);
    expect(yesFocus.outline, yesFocus.html).not.toBe('none');
    await page.keyboard.press('Enter');

    await expect(heading).toHaveText(fill(en.saved.homesHeading, { count: 0 }));
    await expect(heading).toBeFocused();
    await expect(page.getByText(en.saved.empty)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: en.saved.cleared })).toHaveText(
      en.saved.cleared,
    );
    await expect(page.locator('#saved-searches-heading')).toHaveText(
      fill(en.saved.searchesHeading, { count: 0 }),
    );
  });

  test('/saved/: Keep them closes the question and Rename saves a new name, from the keyboard', async ({
    page,
  }) => {
    await seed(page, {
      homes: savedHomes('family-home-karen'),
      searches: savedSearches(SEARCH),
    });
    await page.goto('/saved/');
    await savedShown(page, 'en', 1);

    const clearAll = page.getByRole('button', { name: en.saved.clearAll, exact: true });
    await tabTo(page, clearAll);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: en.saved.clearNo })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: en.saved.clearConfirm })).toHaveCount(0);
    await expect(page.locator('#saved-homes-heading')).toHaveText(
      fill(en.saved.homesHeading, { count: 1 }),
    );

    const rename = page.getByRole('button', {
      name: fill(en.saved.renameLabel, { name: SEARCH.name }),
    });
    await tabTo(page, rename);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: en.saved.nameLabel });
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Flats in Kilimani');
    await page.keyboard.press('Enter');
    await expect(field).toHaveCount(0);
    await expect(
      page.getByRole('button', {
        name: fill(en.saved.renameLabel, { name: 'Flats in Kilimani' }),
      }),
    ).toBeVisible();
  });

  test('Save this search opens, takes a name and closes with the keyboard alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/listings/');
    await expect(page.locator('html')).toHaveAttribute('data-save-search', 'ready');
    const open = page.getByRole('button', { name: en.saveSearch.button });
    await tabTo(page, open);
    await page.keyboard.press('Enter');

    const field = page.getByRole('textbox', { name: en.saveSearch.nameLabel });
    await expect(field).toBeFocused();
    // Prefilled with a name made from the search: here, no filter at all.
    await expect(field).toHaveValue(en.saveSearch.anywhere);
    // The name is selected, so typing replaces it.
    await page.keyboard.type('Everything');
    await expect(field).toHaveValue('Everything');
    await page.keyboard.press('Enter');

    await expect(field).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('[data-save-search-message]')).toHaveText(en.saveSearch.done);
  });

  test('Save this search: Cancel from the keyboard closes the form and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listings/');
    await expect(page.locator('html')).toHaveAttribute('data-save-search', 'ready');
    const open = page.getByRole('button', { name: en.saveSearch.button });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: en.saveSearch.nameLabel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.saveSearch.save, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.saveSearch.cancel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: en.saveSearch.nameLabel })).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('compare table on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the first column stays put while the homes scroll sideways, by script or by keyboard', async ({
    page,
  }) => {
    await seed(page, THREE_TO_COMPARE);
    await page.goto('/compare/');
    await compareShown(page, 'en', 3);
    const region = page.getByRole('region', { name: en.compare.caption });
    const row = region.locator('tbody tr').filter({
      has: page.getByRole('rowheader', { name: en.compare.price, exact: true }),
    });
    const label = row.locator('th').first();
    const last = row.locator('td').last();
    await expect(label).toHaveText(en.compare.price);

    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, 'the table is wider than the phone').toBeGreaterThan(clientWidth);

    await label.scrollIntoViewIfNeeded();
    const labelBefore = (await label.boundingBox())!;
    const lastBefore = (await last.boundingBox())!;
    await region.evaluate((el) => {
      el.scrollLeft = 300;
    });
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const scrolled = await region.evaluate((el) => el.scrollLeft);
    const labelAfter = (await label.boundingBox())!;
    const lastAfter = (await last.boundingBox())!;
    expect(Math.abs(labelAfter.x - labelBefore.x), 'the row label stays put').toBeLessThan(1);
    expect(lastBefore.x - lastAfter.x, 'the last home moved with the scroll').toBeCloseTo(
      scrolled,
      0,
    );
    // The label is drawn over the cells scrolled under it, not beside them.
    const covering = await label.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && el.contains(hit) ? 'the label' : (hit?.outerHTML.slice(0, 200) ?? 'nothing');
    });
    expect(covering, 'the row label is on top of the scrolled cells').toBe('the label');

    // The region takes focus, so the arrow keys scroll it too.
    await region.evaluate((el) => {
      el.scrollLeft = 0;
    });
    await tabTo(page, region);
    const regionFocus = await focusOutline(page);
    expect(regionFocus.outline, 'the focused region shows it').not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(Math.abs((await label.boundingBox())!.x - labelBefore.x)).toBeLessThan(1);
  });
});
