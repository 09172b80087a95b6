import type { BrowserContext, Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { fill, plural } from '../../lib/i18n/format';
import { sw } from '../../lib/i18n/sw';
import { MAX_COMPARE, MAX_SAVED_HOMES } from '../../lib/saved/limits';
import { STORAGE_KEYS } from '../../lib/saved/stored';
import { expect, missingCards, test, type ProblemAllowance } from './fixtures';
import { listings } from './support/listings';

/**
 * Saved homes, compare and saved searches, kept on the visitor's device (docs/spec.md §10 item 28):
 * what a visitor sees after each action, what the device keeps, and that nothing a link or
 * the device's storage holds can break a page. The 200-listing part (new homes since a search
 * was last opened) is in saved-scale.spec.ts; axe and keyboard in saved-a11y.spec.ts.
 */

const T = { en, sw } as const;
const SLUGS = listings.map((l) => l.slug);
const byslug = new Map(listings.map((l) => [l.slug, l]));
const titleOf = (slug: string) => byslug.get(slug)!.title;

/** The lists runtime has read the device's lists and shows the buttons. */
async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-lists', 'ready');
}

/** Stores lists before the first page of the test loads (not again on reload). */
async function seed(page: Page, values: Partial<Record<keyof typeof STORAGE_KEYS, unknown>>) {
  const entries = Object.entries(values).map(([kind, value]) => [
    STORAGE_KEYS[kind as keyof typeof STORAGE_KEYS],
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of items) localStorage.setItem(key!, value!);
  }, entries);
}

const homes = (...slugs: string[]) => ({
  v: 1,
  items: slugs.map((slug, i) => ({ slug, title: titleOf(slug) ?? slug, savedAt: 100 - i })),
});

async function stored(page: Page, kind: keyof typeof STORAGE_KEYS): Promise<unknown> {
  const text = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS[kind]);
  return text === null ? null : JSON.parse(text);
}

const card = (page: Page, slug: string) =>
  page.locator('main article').filter({ has: page.locator(`a[href$="/listings/${slug}/"]`) });
const heart = (scope: Page | Locator, slug: string) =>
  scope.locator(`button[data-save-home="${slug}"]`).first();
const compareToggle = (scope: Page | Locator, slug: string) =>
  scope.locator(`button[data-compare-home="${slug}"]`).first();
const savedLink = (page: Page) => page.locator('a[data-saved-link]');
const status = (page: Page) => page.locator('#lists-status');

test.describe('saving homes', () => {
  test('a heart on a card saves the home without opening it; the header counts it; a reload keeps it', async ({
    page,
  }) => {
    await page.goto('/listings/');
    await ready(page);
    const slug = SLUGS[1]!;
    const button = heart(card(page, slug), slug);
    await expect(button).toHaveAccessibleName(fill(en.lists.saveLabel, { title: titleOf(slug) }));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-saved-count]')).toBeHidden();
    await button.click();
    // Still on the results: the heart is above the card's stretched link.
    await expect(page).toHaveURL(/\/listings\/$/);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(status(page)).toHaveText(fill(en.lists.saved, { title: titleOf(slug) }));
    await expect(savedLink(page)).toHaveAccessibleName(fill(en.lists.navCount, { count: 1 }));
    await expect(page.locator('[data-saved-count]')).toHaveText('1');
    expect(await stored(page, 'homes')).toMatchObject({ v: 1, items: [{ slug }] });

    await page.reload();
    await ready(page);
    await expect(heart(card(page, slug), slug)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-saved-count]')).toHaveText('1');

    // Pressed again: removed.
    await heart(card(page, slug), slug).click();
    await expect(heart(card(page, slug), slug)).toHaveAttribute('aria-pressed', 'false');
    await expect(status(page)).toHaveText(fill(en.lists.removed, { title: titleOf(slug) }));
    await expect(page.locator('[data-saved-count]')).toBeHidden();
  });

  test('the listing page saves too, and /saved/ shows the saved homes newest first as cards', async ({
    page,
  }) => {
    await page.goto(`/listings/${SLUGS[2]}/`);
    await ready(page);
    // The page's own heart, beside its badges (similar homes below have their own).
    const own = heart(page, SLUGS[2]!);
    await expect(own).toHaveAccessibleName(fill(en.lists.saveLabel, { title: titleOf(SLUGS[2]!) }));
    await own.click();
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/listings/');
    await ready(page);
    await heart(card(page, SLUGS[0]!), SLUGS[0]!).click();
    await expect(page.locator('[data-saved-count]')).toHaveText('2');
    await savedLink(page).click();
    await expect(page).toHaveURL(/\/saved\/$/);
    await expect(
      page.getByRole('heading', { name: fill(en.saved.homesHeading, { count: 2 }) }),
    ).toBeVisible();
    const titles = await page.locator('main article h3').allInnerTexts();
    expect(titles).toEqual([titleOf(SLUGS[0]!), titleOf(SLUGS[2]!)]);
    await expect(heart(page, SLUGS[0]!)).toHaveAttribute('aria-pressed', 'true');
  });

  test('another tab sees a change at once (the storage event)', async ({ page, context }) => {
    await page.goto('/listings/');
    await ready(page);
    const other = await context.newPage();
    await other.goto('/saved/');
    await ready(other);
    await expect(other.getByText(en.saved.empty)).toBeVisible();
    await heart(card(page, SLUGS[3]!), SLUGS[3]!).click();
    await expect(other.locator('[data-saved-count]')).toHaveText('1');
    await expect(other.locator('main article h3')).toHaveText([titleOf(SLUGS[3]!)]);
    // And back: removing on /saved/ unpresses the heart in the first tab.
    await other
      .getByRole('button', { name: fill(en.saved.removeLabel, { title: titleOf(SLUGS[3]!) }) })
      .click();
    await expect(heart(card(page, SLUGS[3]!), SLUGS[3]!)).toHaveAttribute('aria-pressed', 'false');
    await expect(other.getByText(en.saved.empty)).toBeVisible();
  });

  test('a saved home that is no longer listed stays, named by its title, until removed', async ({
    page,
  }) => {
    await seed(page, {
      homes: {
        v: 1,
        items: [
          { slug: 'garden-cottage-lavington', title: 'Garden Cottage in Lavington', savedAt: 9 },
          { slug: SLUGS[0], title: titleOf(SLUGS[0]!), savedAt: 8 },
        ],
      },
    });
    await page.goto('/saved/');
    await ready(page);
    const gone = page.locator('main article').filter({ hasText: en.saved.gone });
    await expect(gone.getByRole('heading', { name: 'Garden Cottage in Lavington' })).toBeVisible();
    // The shared link leaves it out: the family could not open it.
    const share = page.getByRole('link', { name: en.saved.share });
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toContain(`/saved/?homes=${SLUGS[0]}`);
    expect(text).not.toContain('garden-cottage-lavington');
    await page
      .getByRole('button', {
        name: fill(en.saved.removeLabel, { title: 'Garden Cottage in Lavington' }),
      })
      .click();
    await expect(gone).toHaveCount(0);
    await expect(page.locator('#saved-homes-heading')).toBeFocused();
    await expect(page.locator('[data-saved-count]')).toHaveText('1');
  });

  test('Clear all asks first, then empties every list', async ({ page }) => {
    await seed(page, {
      homes: homes(SLUGS[0]!, SLUGS[1]!),
      compare: { v: 1, items: [SLUGS[0], SLUGS[1]] },
      searches: {
        v: 1,
        items: [{ id: 's1', name: 'Karen', query: 'location=Karen', savedAt: 1, seenThrough: '' }],
      },
    });
    await page.goto('/saved/');
    await ready(page);
    await page.getByRole('button', { name: en.saved.clearAll }).click();
    await expect(page.getByText(en.saved.clearConfirm)).toBeVisible();
    await page.getByRole('button', { name: en.saved.clearNo }).click();
    await expect(page.locator('main article')).toHaveCount(2);
    await page.getByRole('button', { name: en.saved.clearAll }).click();
    await page.getByRole('button', { name: en.saved.clearYes }).click();
    await expect(page.getByText(en.saved.cleared)).toBeVisible();
    await expect(page.getByText(en.saved.empty)).toBeVisible();
    await expect(page.getByText(en.saved.searchesEmpty)).toBeVisible();
    await expect(page.locator('#compare-tray')).toBeHidden();
    for (const kind of ['homes', 'compare', 'searches'] as const) {
      expect(await stored(page, kind)).toBeNull();
    }
  });

  test(`the list holds ${MAX_SAVED_HOMES} homes: the next is refused with a message`, async ({
    page,
  }) => {
    const full = Array.from({ length: MAX_SAVED_HOMES }, (_, i) => ({
      slug: `old-home-${i}`,
      title: `Old home ${i}`,
      savedAt: i,
    }));
    await seed(page, { homes: { v: 1, items: full } });
    await page.goto('/listings/');
    await ready(page);
    await expect(page.locator('[data-saved-count]')).toHaveText(String(MAX_SAVED_HOMES));
    await heart(card(page, SLUGS[0]!), SLUGS[0]!).click();
    await expect(status(page)).toHaveText(fill(en.lists.full, { max: MAX_SAVED_HOMES }));
    await expect(heart(card(page, SLUGS[0]!), SLUGS[0]!)).toHaveAttribute('aria-pressed', 'false');
    expect(((await stored(page, 'homes')) as { items: unknown[] }).items).toHaveLength(
      MAX_SAVED_HOMES,
    );
  });
});

test.describe('sharing a shortlist', () => {
  test(
    'Share on WhatsApp sends /saved/?homes=…; the link opens read-only in a fresh browser; Save all adds them',
    { tag: '@server' },
    async ({ page, browser, baseURL }) => {
      const chosen = [SLUGS[4]!, SLUGS[0]!, SLUGS[2]!];
      await seed(page, { homes: homes(...chosen) });
      await page.goto('/saved/');
      await ready(page);
      const share = page.getByRole('link', { name: en.saved.share });
      const href = new URL((await share.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/');
      const text = href.searchParams.get('text')!;
      const link = /(https?:\/\/\S+\/saved\/\?homes=\S+)$/.exec(text)![1]!;
      expect(new URL(link).searchParams.get('homes')).toBe(chosen.join(','));

      // Someone in the family opens it: another browser, nothing saved.
      const fresh: BrowserContext = await browser.newContext({ baseURL });
      const theirs = await fresh.newPage();
      const url = new URL(link);
      await theirs.goto(`${url.pathname}${url.search}`);
      await ready(theirs);
      await expect(theirs.getByRole('heading', { name: en.saved.sharedTitle })).toBeVisible();
      await expect(theirs.getByText(fill(en.saved.sharedLead.other, { n: 3 }))).toBeVisible();
      expect(await theirs.locator('main article h3').allInnerTexts()).toEqual(chosen.map(titleOf));
      // Read-only: no Remove, no Clear all; their own list is untouched.
      await expect(theirs.getByRole('button', { name: en.saved.clearAll })).toHaveCount(0);
      expect(await stored(theirs, 'homes')).toBeNull();
      await theirs.getByRole('button', { name: en.saved.saveAll }).click();
      await expect(theirs.getByText(fill(en.saved.savedAll.other, { n: 3 }))).toBeVisible();
      await expect(theirs.locator('[data-saved-count]')).toHaveText('3');
      await theirs.getByRole('button', { name: en.saved.saveAll }).click();
      await expect(theirs.getByText(en.saved.alreadyAll)).toBeVisible();
      await theirs.getByRole('link', { name: en.saved.myList }).click();
      await expect(theirs).toHaveURL(/\/saved\/$/);
      // The cards arrive with the island: wait for them rather than read what is there now.
      await expect(theirs.locator('main article h3')).toHaveText(chosen.map(titleOf));
      await fresh.close();
    },
  );

  test(
    'Copy link puts the link on the clipboard, or shows it to copy by hand',
    { tag: '@server' },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await seed(page, { homes: homes(SLUGS[1]!) });
      await page.goto('/saved/');
      await ready(page);
      await page.getByRole('button', { name: en.saved.copy }).click();
      await expect(page.getByText(en.saved.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`/saved/\\?homes=${SLUGS[1]}$`));

      await page.evaluate(() => {
        navigator.clipboard.writeText = () =>
          Promise.reject(new DOMException('no', 'NotAllowedError'));
      });
      await page.getByRole('button', { name: en.saved.copy }).click();
      await expect(page.getByRole('textbox', { name: en.saved.linkLabel })).toHaveValue(copied);
    },
  );

  test('the Swahili list shares the Swahili page, with a Swahili message', async ({ page }) => {
    await seed(page, { homes: homes(SLUGS[0]!) });
    await page.goto('/sw/saved/');
    await ready(page);
    await expect(
      page.getByRole('heading', { name: fill(sw.saved.homesHeading, { count: 1 }) }),
    ).toBeVisible();
    const share = page.getByRole('link', { name: sw.saved.share });
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    const [before] = sw.saved.shareMessage.split('{url}');
    expect(text.startsWith(fill(before!, { site: 'Nyumba360' }))).toBe(true);
    expect(text).toMatch(/https?:\/\/\S+\/sw\/saved\/\?homes=/);
  });

  test('Save all on a list nearly full saves what fits and says how many did not', async ({
    page,
  }) => {
    // Homes saved long ago and no longer listed: one place left.
    const old = Array.from({ length: MAX_SAVED_HOMES - 1 }, (_, i) => ({
      slug: `old-home-${i}`,
      title: `Old home ${i}`,
      savedAt: i,
    }));
    await seed(page, { homes: { v: 1, items: old } });
    const shared = [SLUGS[2]!, SLUGS[0]!, SLUGS[5]!];
    await page.goto(`/saved/?homes=${shared.join(',')}`);
    await ready(page);
    await page.getByRole('button', { name: en.saved.saveAll }).click();
    await expect(
      page.getByText(fill(en.saved.savedSome, { added: 1, skipped: 2, max: MAX_SAVED_HOMES })),
    ).toBeVisible();
    await expect(page.locator('[data-saved-count]')).toHaveText(String(MAX_SAVED_HOMES));
    // The shortlist's first home, newest of all.
    const kept = (await stored(page, 'homes')) as { items: { slug: string; title: string }[] };
    expect(kept.items[0]).toMatchObject({ slug: shared[0], title: titleOf(shared[0]!) });
    expect(kept.items.map((h) => h.slug)).not.toContain(shared[1]);
  });
});

test.describe('hostile and broken input never breaks a page', () => {
  test.beforeEach(({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
  });

  const hostile = [
    {
      name: 'unknown, duplicate and encoded-script entries',
      value: `${SLUGS[0]},nope,${SLUGS[0]},%3Cscript%3Ealert(1)%3C%2Fscript%3E,<img src=x onerror=alert(1)>,${SLUGS[1]}`,
      shown: [SLUGS[0]!, SLUGS[1]!],
      ignored: 4,
      unlisted: ['nope'],
    },
    {
      name: '10,000 characters',
      value: `${SLUGS[2]},${'a'.repeat(10_000)}`,
      shown: [SLUGS[2]!],
      ignored: 1,
    },
    {
      name: 'spaces around the slugs, capitals and a second homes=',
      value: ` ${SLUGS[3]} ,${SLUGS[1]!.toUpperCase()}`,
      // Not read: the link's first homes= is the list.
      more: `&homes=${SLUGS[0]}`,
      shown: [SLUGS[3]!],
      ignored: 1,
    },
    { name: 'empty', value: '', shown: [], ignored: 0 },
    { name: 'commas only', value: ',,,,', shown: [], ignored: 0 },
  ];
  for (const { name, value, more = '', shown, ignored, unlisted } of hostile) {
    test.describe(() => {
      // A well-formed slug of no home: the card the page asks for first is not there.
      if (unlisted) test.use({ allowProblems: [missingCards('en', unlisted)] });
      test(`/saved/?homes= with ${name}`, async ({ page }) => {
        const written = value.includes('%') ? value : encodeURIComponent(value);
        await page.goto(`/saved/?homes=${written}${more}`);
        await ready(page);
        await expect(page.getByRole('heading', { name: en.saved.sharedTitle })).toBeVisible();
        expect(await page.locator('main article h3').allInnerTexts()).toEqual(shown.map(titleOf));
        if (ignored > 0) {
          await expect(
            page.getByText(
              fill(ignored === 1 ? en.saved.ignored.one : en.saved.ignored.other, { n: ignored }),
            ),
          ).toBeVisible();
        }
        if (shown.length === 0) await expect(page.getByText(en.saved.sharedEmpty)).toBeVisible();
        await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      });
    });
  }

  test('/compare/?homes= with junk, repeats and more than four homes shows the first four it knows', async ({
    page,
  }) => {
    const value = ['zzz', SLUGS[0], SLUGS[0], ...SLUGS.slice(1), '%22%3E%3Cb%3E'].join(',');
    await page.goto(`/compare/?homes=${value}`);
    await ready(page);
    const heads = page.locator('main thead th[scope="col"]');
    await expect(heads).toHaveCount(1 + MAX_COMPARE);
    expect((await heads.allInnerTexts()).slice(1)).toEqual(
      SLUGS.slice(0, MAX_COMPARE).map(titleOf),
    );
    await expect(page.getByText(fill(en.saved.ignored.other, { n: 3 }))).toBeVisible();
    await expect(page.getByText(fill(en.compare.overLimit, { max: MAX_COMPARE }))).toBeVisible();
  });

  test('/compare/ with one known home asks for another', async ({ page }) => {
    await page.goto(`/compare/?homes=${SLUGS[0]},not-a-home`);
    await ready(page);
    await expect(page.getByText(fill(en.compare.needMore, { min: 2 }))).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
  });

  const corrupt: { name: string; values: Partial<Record<keyof typeof STORAGE_KEYS, string>> }[] = [
    { name: 'not JSON', values: { homes: '{"v":1,"items":[', compare: 'oops', searches: '[[[' } },
    {
      name: 'another version',
      values: { homes: '{"v":2,"items":[]}', compare: '{"v":9}', searches: 'null' },
    },
    {
      name: 'wrong shapes and hostile entries',
      values: {
        homes: JSON.stringify({
          v: 1,
          items: [
            7,
            null,
            { slug: '<script>' },
            { slug: SLUGS[0], title: 5, savedAt: 'x' },
            { slug: SLUGS[0] },
          ],
        }),
        compare: JSON.stringify({ v: 1, items: [{}, SLUGS[1], SLUGS[1], '../../etc'] }),
        searches: JSON.stringify({
          v: 1,
          items: [
            { id: '<b>', query: 1 },
            { id: 'ok', name: 'x', query: 'location=Karen&bounds=1e999' },
          ],
        }),
      },
    },
  ];
  for (const { name, values } of corrupt) {
    test(`stored lists that are ${name} are ignored or repaired, and said so calmly`, async ({
      page,
    }) => {
      await seed(page, values);
      for (const path of ['/listings/', `/listings/${SLUGS[0]}/`, '/compare/', '/saved/']) {
        await page.goto(path);
        await ready(page);
      }
      await expect(page.getByText(en.saved.corrupted).first()).toBeVisible();
      // The page still works: saving a home replaces what could not be read.
      await page.goto('/listings/');
      await ready(page);
      await heart(card(page, SLUGS[5]!), SLUGS[5]!).click();
      await expect(heart(card(page, SLUGS[5]!), SLUGS[5]!)).toHaveAttribute('aria-pressed', 'true');
      const kept = (await stored(page, 'homes')) as { v: number; items: { slug: string }[] };
      expect(kept.v).toBe(1);
      expect(kept.items[0]!.slug).toBe(SLUGS[5]);
    });
  }

  test('thousands of stored entries are cut to the limit', async ({ page }) => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      slug: `home-${i}`,
      title: 'x',
      savedAt: i,
    }));
    await seed(page, { homes: { v: 1, items: many } });
    await page.goto('/saved/');
    await ready(page);
    await expect(page.locator('[data-saved-count]')).toHaveText(String(MAX_SAVED_HOMES));
    await expect(page.getByText(en.saved.corrupted)).toBeVisible();
  });

  test('storage that throws (private mode, full): saving works for the page and says it will not be kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.setItem = refuse;
      Storage.prototype.getItem = refuse;
      Storage.prototype.removeItem = refuse;
    });
    await page.goto('/listings/');
    await ready(page);
    await heart(card(page, SLUGS[0]!), SLUGS[0]!).click();
    await expect(heart(card(page, SLUGS[0]!), SLUGS[0]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(status(page)).toContainText(en.lists.blocked);
    await expect(page.locator('[data-saved-count]')).toHaveText('1');
  });

  test('storage that throws: /saved/ says the list will not be kept, and Save all saves for the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.setItem = refuse;
      Storage.prototype.getItem = refuse;
      Storage.prototype.removeItem = refuse;
    });
    const shared = [SLUGS[1]!, SLUGS[4]!];
    await page.goto(`/saved/?homes=${shared.join(',')}`);
    await ready(page);
    await page.getByRole('button', { name: en.saved.saveAll }).click();
    await expect(page.getByRole('status').filter({ hasText: en.lists.blocked })).toHaveText(
      `${plural(2, en.saved.savedAll)} ${en.lists.blocked}`,
    );
    await expect(page.locator('[data-saved-count]')).toHaveText('2');
    // The page's own list says so too; a new page starts empty, as nothing was kept.
    await page.getByRole('link', { name: en.saved.myList }).click();
    await expect(page).toHaveURL(/\/saved\/$/);
    await expect(page.locator('#saved-homes-heading')).toHaveText(
      fill(en.saved.homesHeading, { count: 0 }),
    );
    await expect(page.getByText(en.lists.blocked)).toBeVisible();
    await expect(page.getByText(en.saved.empty)).toBeVisible();
  });

  test('/compare/ with a stored list it cannot read asks for homes to compare', async ({
    page,
  }) => {
    await seed(page, { compare: '{"v":1,"items":[' });
    await page.goto('/compare/');
    await ready(page);
    const main = page.getByRole('main');
    await expect(main.getByText(fill(en.compare.needMore, { min: 2 }))).toBeVisible();
    await expect(main.getByRole('link', { name: en.compare.browse })).toBeVisible();
    await expect(main.getByRole('link', { name: en.compare.savedLink, exact: true })).toBeVisible();
    await expect(main.locator('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: en.saved.share })).toHaveCount(0);
  });
});

test.describe('compare', () => {
  test(`Compare on cards fills the tray; a ${MAX_COMPARE + 1}th is refused; the table matches the listing pages`, async ({
    page,
  }) => {
    await page.goto('/listings/');
    await ready(page);
    const tray = page.locator('#compare-tray');
    await expect(tray).toBeHidden();
    const chosen = SLUGS.slice(0, MAX_COMPARE);
    await compareToggle(card(page, chosen[0]!), chosen[0]!).click();
    await expect(tray).toBeVisible();
    await expect(tray).toContainText(fill(en.lists.tray.one, { n: 1 }));
    await expect(tray).toContainText(fill(en.lists.trayHint, { min: 2 }));
    await expect(tray.getByRole('link', { name: en.lists.compareNow })).toBeHidden();
    for (const slug of chosen.slice(1)) await compareToggle(card(page, slug), slug).click();
    await expect(tray).toContainText(fill(en.lists.tray.other, { n: MAX_COMPARE }));
    const extra = SLUGS[MAX_COMPARE]!;
    await compareToggle(card(page, extra), extra).click();
    await expect(status(page)).toHaveText(fill(en.lists.compareFull, { max: MAX_COMPARE }));
    await expect(compareToggle(card(page, extra), extra)).toHaveAttribute('aria-pressed', 'false');
    // Taking one out and putting it back keeps four.
    await compareToggle(card(page, chosen[3]!), chosen[3]!).click();
    await expect(status(page)).toHaveText(
      fill(en.lists.compareRemoved, { count: 3, max: MAX_COMPARE }),
    );
    await compareToggle(card(page, chosen[3]!), chosen[3]!).click();

    await tray.getByRole('link', { name: en.lists.compareNow }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/\\?homes=${chosen.join(',')}$`));
    await ready(page);
    await expect(tray).toBeHidden();
    const table = await readTable(page);
    expect(table.heads).toEqual(chosen.map(titleOf));

    // Each column against that home's own page.
    for (const [i, slug] of chosen.entries()) {
      await page.goto(`/listings/${slug}/`);
      const facts = await readFacts(page);
      const price = (await page.locator('main p.text-3xl').first().innerText())
        .replace(/\s+/g, ' ')
        .trim();
      const column = (row: string) =>
        table.rows
          .get(row)!
          [i]!.replace(/\s*★?\s*best$/i, '')
          .trim();
      expect(column(en.compare.price)).toBe(price);
      expect(column(en.compare.bedrooms)).toBe(facts.get(en.detail.bedrooms));
      expect(column(en.compare.bathrooms)).toBe(facts.get(en.detail.bathrooms));
      const size = facts.get(en.detail.sqMeters);
      expect(column(en.compare.size)).toBe(
        size === '—' ? en.compare.unknown : fill(en.listing.size, { n: size! }),
      );
      expect(column(en.compare.yearBuilt)).toBe(facts.get(en.detail.built));
      const amenities = await page
        .locator('section[aria-labelledby="amenities-heading"] li')
        .allInnerTexts();
      for (const amenity of Object.values(en.amenities)) {
        expect(column(amenity), `${slug} ${amenity}`).toBe(
          amenities.map((a) => a.trim()).includes(amenity) ? en.compare.yes : en.compare.no,
        );
      }
      expect(table.rows.get(en.compare.agent)![i]).toBe(
        `${byslug.get(slug)!.agent.name} ${byslug.get(slug)!.agent.agency}`,
      );
    }
  });

  test('the best value of a row is marked, and prices only among homes of one status', async ({
    page,
  }) => {
    const sale = listings.filter((l) => l.status === 'for_sale').map((l) => l.slug);
    await page.goto(`/compare/?homes=${sale.slice(0, 3).join(',')}`);
    await ready(page);
    const table = await readTable(page);
    const marked = (row: string) => table.best.get(row)!;
    const cheapest = Math.min(...sale.slice(0, 3).map((s) => byslug.get(s)!.price));
    expect(marked(en.compare.price)).toEqual(
      sale.slice(0, 3).map((s) => byslug.get(s)!.price === cheapest),
    );
    const most = Math.max(...sale.slice(0, 3).map((s) => byslug.get(s)!.bedrooms ?? 0));
    expect(marked(en.compare.bedrooms)).toEqual(
      sale.slice(0, 3).map((s) => byslug.get(s)!.bedrooms === most),
    );
    await expect(page.getByText(en.compare.pricesNotCompared)).toHaveCount(0);

    const mixed = [sale[0]!, listings.find((l) => l.status === 'for_rent')!.slug];
    await page.goto(`/compare/?homes=${mixed.join(',')}`);
    await ready(page);
    const both = await readTable(page);
    expect(both.best.get(en.compare.price)).toEqual([false, false]);
    await expect(page.getByText(en.compare.pricesNotCompared)).toBeVisible();
  });

  test('a shared comparison opens read-only in a fresh browser; the own one can remove a home', async ({
    page,
    browser,
    baseURL,
  }) => {
    await seed(page, { compare: { v: 1, items: [SLUGS[0], SLUGS[1], SLUGS[2]] } });
    await page.goto('/compare/');
    await ready(page);
    await expect(
      page.getByRole('heading', { name: fill(en.compare.heading, { count: 3 }) }),
    ).toBeVisible();
    const text = new URL(
      (await page.getByRole('link', { name: en.saved.share }).getAttribute('href'))!,
    ).searchParams.get('text')!;
    const link = new URL(/(https?:\/\/\S+)$/.exec(text)![1]!);
    expect(link.pathname + link.search).toBe(`/compare/?homes=${SLUGS.slice(0, 3).join(',')}`);
    await page
      .getByRole('button', { name: fill(en.compare.removeLabel, { title: titleOf(SLUGS[1]!) }) })
      .click();
    expect((await readTable(page)).heads).toEqual([titleOf(SLUGS[0]!), titleOf(SLUGS[2]!)]);
    expect(await stored(page, 'compare')).toEqual({ v: 1, items: [SLUGS[0], SLUGS[2]] });

    const fresh = await browser.newContext({ baseURL });
    const theirs = await fresh.newPage();
    await theirs.goto(link.pathname + link.search);
    await ready(theirs);
    await expect(theirs.getByRole('heading', { name: en.compare.shared })).toBeVisible();
    expect((await readTable(theirs)).heads).toEqual(SLUGS.slice(0, 3).map(titleOf));
    await expect(theirs.getByRole('button', { name: en.compare.remove })).toHaveCount(0);
    await fresh.close();
  });

  test("the device's comparison leaves out a home no longer listed, without a word", async ({
    page,
  }) => {
    await seed(page, {
      compare: { v: 1, items: [SLUGS[3], 'garden-cottage-lavington', SLUGS[1]] },
    });
    await page.goto('/compare/');
    await ready(page);
    await expect(
      page.getByRole('heading', { name: fill(en.compare.heading, { count: 2 }) }),
    ).toBeVisible();
    expect((await readTable(page)).heads).toEqual([titleOf(SLUGS[3]!), titleOf(SLUGS[1]!)]);
    await expect(page.getByText(fill(en.saved.ignored.one, { n: 1 }))).toHaveCount(0);
    const text = new URL(
      (await page.getByRole('link', { name: en.saved.share }).getAttribute('href'))!,
    ).searchParams.get('text')!;
    expect(text).toMatch(new RegExp(`/compare/\\?homes=${SLUGS[3]},${SLUGS[1]}$`));
    // Removing one of the two leaves one: the page asks for another.
    await page
      .getByRole('button', { name: fill(en.compare.removeLabel, { title: titleOf(SLUGS[1]!) }) })
      .click();
    await expect(page.getByText(fill(en.compare.needMore, { min: 2 }))).toBeVisible();
    await expect(page.locator('#compare-heading')).toBeFocused();
    expect(await stored(page, 'compare')).toEqual({
      v: 1,
      items: [SLUGS[3], 'garden-cottage-lavington'],
    });
  });
});

test.describe('when the homes cannot be loaded', () => {
  // The index of the page's language and the comparison's extras (lib/search/index-file.ts).
  const INDEX = /\/search-index\/[0-9a-f]{16}\.json$/;
  const EXTRAS = /\/search-index\/extras-[0-9a-f]{16}\.json$/;

  /** A file of /search-index/ (`name`, a pattern) cut off on purpose: it fails, Chrome logs it. */
  function cutOff(name: string, how: 'offline' | 'gone'): ProblemAllowance {
    const url = String.raw`https?:\/\/[^/\s]+\/search-index\/` + name;
    const failed = how === 'gone' ? '404' : 'net::ERR_INTERNET_DISCONNECTED';
    const logged =
      how === 'gone'
        ? String.raw`the server responded with a status of 404 \((Not Found)?\)`
        : 'net::ERR_INTERNET_DISCONNECTED';
    return {
      reason: `the test makes /search-index/${name} ${how} to see what the page says`,
      failed: [new RegExp(String.raw`^${failed} ${url} \(fetch\)$`)],
      console: [
        new RegExp(String.raw`^error: Failed to load resource: ${logged} \| source ${url} \|`),
      ],
    };
  }

  test.describe(() => {
    test.use({
      allowProblems: [cutOff(String.raw`[0-9a-f]{16}\.json`, 'offline')],
    });
    test('/saved/ says its homes could not be loaded, and Try Again brings them', async ({
      page,
    }) => {
      await seed(page, { homes: homes(SLUGS[0]!, SLUGS[2]!) });
      await page.route(INDEX, (route) => route.abort('internetdisconnected'));
      await page.goto('/saved/');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(en.saved.failed);
      await page.unroute(INDEX);
      await alert.getByRole('button', { name: en.saved.tryAgain }).click();
      await expect(page.locator('main article h3')).toHaveText([SLUGS[0]!, SLUGS[2]!].map(titleOf));
      await expect(alert).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ allowProblems: [cutOff(String.raw`[0-9a-f]{16}\.json`, 'gone')] });
    test('a Swahili comparison opened after a new build says the listings changed, and reloads', async ({
      page,
    }) => {
      // The page names an index a newer build replaced: the host answers 404.
      await page.route(INDEX, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/sw/compare/?homes=${SLUGS[0]},${SLUGS[1]}`);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(sw.saved.stale);
      await page.unroute(INDEX);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: sw.saved.reload }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: sw.compare.shared })).toBeVisible();
      expect((await readTable(page)).heads).toEqual(
        [SLUGS[0]!, SLUGS[1]!].map((slug) => byslug.get(slug)!.sw.title),
      );
    });
  });

  test.describe(() => {
    test.use({
      allowProblems: [cutOff(String.raw`extras-[0-9a-f]{16}\.json`, 'offline')],
    });
    test("/compare/ says so when the comparison's details cannot be loaded, and Try Again reloads", async ({
      page,
    }) => {
      await seed(page, { compare: { v: 1, items: [SLUGS[0], SLUGS[1]] } });
      await page.route(EXTRAS, (route) => route.abort('internetdisconnected'));
      await page.goto('/compare/');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(en.saved.failed);
      await page.unroute(EXTRAS);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: en.saved.tryAgain }).click();
      await reloaded;
      expect((await readTable(page)).heads).toEqual([SLUGS[0]!, SLUGS[1]!].map(titleOf));
      await expect(alert).toHaveCount(0);
    });
  });
});

test.describe('saved searches', () => {
  test('Save this search names it, /saved/ counts its homes, Rename and Open work', async ({
    page,
  }) => {
    await page.goto('/listings/?status=for_sale&location=Karen&junk=%3Cb%3E');
    await expect(page.locator('html')).toHaveAttribute('data-save-search', 'ready');
    await page.getByRole('button', { name: en.saveSearch.button }).click();
    const name = page.getByRole('textbox', { name: en.saveSearch.nameLabel });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(`Karen · ${en.listing.forSale}`);
    await name.fill('Family homes in Karen');
    await page.getByRole('button', { name: en.saveSearch.save, exact: true }).click();
    await expect(page.getByText(en.saveSearch.done)).toBeVisible();
    // Saving the same search again says so instead of keeping two.
    await page.getByRole('button', { name: en.saveSearch.button }).click();
    await page.getByRole('button', { name: en.saveSearch.save, exact: true }).click();
    await expect(page.getByText(en.saveSearch.already)).toBeVisible();

    const karenSale = listings.filter(
      (l) => l.status === 'for_sale' && l.location.includes('Karen'),
    );
    const newest = karenSale
      .map((l) => l.listedAt)
      .sort()
      .at(-1);
    const kept = (await stored(page, 'searches')) as {
      items: { query: string; seenThrough: string }[];
    };
    expect(kept.items).toHaveLength(1);
    expect(kept.items[0]).toMatchObject({
      query: 'location=Karen&status=for_sale',
      seenThrough: newest,
    });

    await page.goto('/saved/');
    await ready(page);
    const item = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: 'Family homes in Karen' }) });
    const matches = karenSale.length === 1 ? en.saved.matches.one : en.saved.matches.other;
    await expect(item).toContainText(
      `${fill(matches, { n: karenSale.length })} · ${en.saved.noFresh}`,
    );
    await item
      .getByRole('button', { name: fill(en.saved.renameLabel, { name: 'Family homes in Karen' }) })
      .click();
    await item.getByRole('textbox', { name: en.saved.nameLabel }).fill('Karen for the family');
    await item.getByRole('button', { name: en.saved.saveName }).click();
    const renamed = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: 'Karen for the family' }) });
    await renamed
      .getByRole('link', { name: fill(en.saved.openLabel, { name: 'Karen for the family' }) })
      .click();
    await expect(page).toHaveURL(/\/listings\/\?location=Karen&status=for_sale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(en.results.headingCount, { count: karenSale.length }),
    );
  });

  test('a search saved before homes were listed counts them as new, until it is opened', async ({
    page,
  }) => {
    const rentals = listings.filter((l) => l.status === 'for_rent');
    const dates = rentals.map((l) => l.listedAt).sort();
    // Seen through the second-newest date: the newest rental is new.
    const seen = dates.at(-2)!;
    const fresh = rentals.filter((l) => l.listedAt > seen).length;
    await seed(page, {
      searches: {
        v: 1,
        items: [
          { id: 'r1', name: 'Rentals', query: 'status=for_rent', savedAt: 1, seenThrough: seen },
        ],
      },
    });
    await page.goto('/saved/');
    await ready(page);
    const item = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Rentals' }) });
    await expect(item).toContainText(
      fill(fresh === 1 ? en.saved.fresh.one : en.saved.fresh.other, { n: fresh }),
    );
    await item.getByRole('link', { name: fill(en.saved.openLabel, { name: 'Rentals' }) }).click();
    await expect(page).toHaveURL(/\/listings\/\?status=for_rent$/);
    await page.goBack();
    await ready(page);
    await expect(item).toContainText(en.saved.noFresh);
    await item
      .getByRole('button', { name: fill(en.saved.removeSearchLabel, { name: 'Rentals' }) })
      .click();
    await expect(page.getByText(en.saved.searchesEmpty)).toBeVisible();
  });
});

test.describe('pages of the device lists', () => {
  for (const path of ['/saved/', '/compare/', '/sw/saved/', '/sw/compare/']) {
    test(`${path} is noindex and explains itself without JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const lang = path.startsWith('/sw/') ? 'sw' : 'en';
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const html = await (await page.goto(path))!.text();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const note = path.includes('saved') ? T[lang].saved.noscript : T[lang].compare.noscript;
      // Said in a <noscript> (Playwright turns scripts off but parses pages as if they ran, so
      // the note is read from the HTML).
      expect(html).toMatch(new RegExp(`<noscript><div[^>]*><p[^>]*>${note}</p>`));
      // No loading line that would never end, and no buttons that do nothing.
      await expect(page.getByText(T[lang].saved.loading)).toBeHidden();
      await expect(page.locator('button[data-save-home]').first()).toBeHidden();
      await context.close();
    });
  }

  test('the sitemap leaves them out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/\/(saved|compare)\//);
  });
});

/** The comparison table: column heads, each row's cells by its label, and the marked cells. */
async function readTable(page: Page) {
  // The table comes whole once the index and its extras are in: wait for it, not just the runtime.
  await expect(page.locator('main [data-compare-page] tbody tr').first()).toBeVisible();
  const heads = (await page.locator('main thead th[scope="col"]').allInnerTexts())
    .slice(1)
    .map((text) => text.split('\n')[0]!.trim());
  const rows = new Map<string, string[]>();
  const best = new Map<string, boolean[]>();
  for (const row of await page.locator('main tbody tr').all()) {
    const label = (await row.locator('th').innerText()).trim();
    const cells = row.locator('td');
    rows.set(
      label,
      (await cells.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
    );
    best.set(
      label,
      await cells.evaluateAll(
        (tds, word) => tds.map((td) => (td.textContent ?? '').endsWith(word)),
        en.compare.best,
      ),
    );
  }
  return { heads, rows, best };
}

/** The four fact tiles of a listing page, by label. */
async function readFacts(page: Page): Promise<Map<string, string>> {
  const pairs = await page
    .locator('main dl > div')
    .evaluateAll((tiles) =>
      tiles.map((tile) => [
        tile.querySelector('dt')!.textContent!.trim(),
        tile.querySelector('dd')!.textContent!.trim(),
      ]),
    );
  return new Map(pairs as [string, string][]);
}
