import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { loadTs } from '../../scripts/load-ts.mjs';
import type { parseListings as ParseListings } from '../../lib/listings/schema';
import { expect, test } from './fixtures';
import { BUILD_DATE } from './support/fresh';
import {
  AGENT_LISTING,
  fillListing,
  formTexts,
  mailParts,
  next,
  PHOTO,
  TEXTS,
  whatsappText,
} from './support/listing-form';

/**
 * List Your Property (/upload/, /sw/upload/): a form in steps, checked with the data's rules,
 * kept on the device as it is typed, sent on WhatsApp or by email, or downloaded as a data
 * record. Runs against both servers.
 */

const DRAFT_KEY = 'nyumba360:listing-draft';
const LISTINGS_DESK = { whatsapp: '254711360360', email: 'listings@nyumba360.co.ke' };

const { parseListings } = await loadTs<{ parseListings: typeof ParseListings }>(
  'lib/listings/schema.ts',
);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const lang of ['en', 'sw'] as const) {
  const t = formTexts(lang);
  const path = lang === 'en' ? '/upload/' : '/sw/upload/';

  test.describe(`List Your Property (${lang})`, () => {
    test('says what listing costs and what happens next, and is linked from the header and the home page', async ({
      page,
    }) => {
      await page.goto(lang === 'en' ? '/' : '/sw/');
      await page
        .getByRole('navigation', { name: TEXTS[lang].nav.main })
        .getByRole('link', { name: TEXTS[lang].nav.upload })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole('heading', { name: t.costTitle, exact: true })).toBeVisible();
      await expect(page.getByText(t.cost)).toBeVisible();
      for (const step of t.nextSteps) await expect(page.getByText(step)).toBeVisible();
      await page.goto(lang === 'en' ? '/' : '/sw/');
      await expect(page.getByRole('link', { name: TEXTS[lang].home.listYours })).toHaveAttribute(
        'href',
        path,
      );
    });

    test('Next on an empty step shows an error on every required field and focuses the first', async ({
      page,
    }) => {
      await page.goto(path);
      await next(page, lang);
      const e = t.errors;
      for (const message of [
        e.type.required,
        e.status.required,
        e.bedrooms.required,
        e.bathrooms.required,
        e.yearBuilt.required,
      ])
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByText(t.errorCount.other.replace('{n}', '5'))).toBeVisible();
      expect(await focusedId(page)).toBe('listing-type');
      await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      // Size and amenities may stay empty.
      await expect(page.getByLabel(t.fields.size)).not.toHaveAttribute('aria-invalid');
      // Fixing a field removes its error as it is typed.
      await page.getByLabel(t.fields.bedrooms, { exact: true }).fill('3');
      await expect(page.getByText(e.bedrooms.required, { exact: true })).toHaveCount(0);
    });

    test(
      'a filled draft survives a reload, and Start again clears it',
      { tag: '@server' },
      async ({ page }) => {
        await page.goto(path);
        await page.getByRole('radio', { name: t.listing.house, exact: true }).check();
        await page.getByLabel(t.fields.bedrooms, { exact: true }).fill('4');
        await page.getByLabel(t.fields.yearBuilt).fill('2015');
        await page.getByRole('checkbox', { name: t.amenities.Garden }).check();
        const reference = await page
          .getByText(/^(Reference|Nambari ya kumbukumbu) N360-/)
          .textContent();
        await page.reload();
        await expect(page.getByText(t.restored)).toBeVisible();
        await expect(page.getByRole('radio', { name: t.listing.house, exact: true })).toBeChecked();
        await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('4');
        await expect(page.getByLabel(t.fields.yearBuilt)).toHaveValue('2015');
        await expect(page.getByRole('checkbox', { name: t.amenities.Garden })).toBeChecked();
        await expect(page.getByText(reference!)).toBeVisible();

        await page.getByRole('button', { name: t.startAgain, exact: true }).click();
        await page.getByRole('button', { name: t.startAgainYes }).click();
        await expect(page.getByText(t.cleared)).toBeVisible();
        await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('');
        await expect(
          page.getByRole('radio', { name: t.listing.house, exact: true }),
        ).not.toBeChecked();
        await expect(page.getByText(reference!)).toHaveCount(0);
        // Nothing is kept until the next keystroke.
        expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
        await page.reload();
        await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('');
      },
    );

    test('the WhatsApp and email links and the listing file carry every field', async ({
      page,
    }) => {
      // The file is dated the day it is made; the data check below runs as a build of that
      // day would (BUILD_DATE), so the form is filled in on that day, whatever today is.
      await page.clock.setFixedTime(new Date(`${BUILD_DATE}T09:00:00Z`));
      await page.goto(path);
      await fillListing(page, lang);
      const v = AGENT_LISTING;
      const reference = (await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key)!).ref,
        DRAFT_KEY,
      )) as string;

      const whatsapp = await page
        .getByRole('link', { name: t.review.whatsapp })
        .getAttribute('href');
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${LISTINGS_DESK.whatsapp}\\?text=`));
      const message = whatsappText(whatsapp!);
      const mail = mailParts(
        (await page.getByRole('link', { name: t.review.email }).getAttribute('href'))!,
      );
      expect(mail.to).toBe(LISTINGS_DESK.email);
      expect(mail.subject).toContain(reference);
      expect(mail.body).toBe(message);
      expect(message.split('\n')[0]).toContain(reference);
      for (const value of [
        t.listing.apartment,
        t.listing.forRent,
        `${t.fields.bedrooms}: 2`,
        `${t.fields.bathrooms}: 2`,
        '95 m²',
        '2019',
        t.amenities.Parking,
        t.amenities.Security,
        'Kileleshwa, Nairobi',
        `Ksh\u00a085,000${t.listing.perMonth}`,
        v.description,
        v.otherDescription,
        `${t.fields.photos}: 2`,
        v.name,
        t.fields.agent,
        v.agency,
        v.earbNumber,
        '+254 722 123 456',
        v.email,
      ])
        expect(message, value).toContain(value);
      await expect(page.getByText(t.review.photosNote.other.replace('{n}', '2'))).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.review.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`nyumba360-listing-${reference}.json`);
      const record = JSON.parse(await readFile((await file.path())!, 'utf8'));
      // The project's own data validation accepts it as it is.
      const [parsed] = parseListings([record], 'the downloaded listing file');
      expect(parsed).toMatchObject({
        id: reference,
        price: 85_000,
        status: 'for_rent',
        location: 'Kileleshwa, Nairobi',
        bedrooms: 2,
        images: [expect.stringMatching(/\/1\.jpg$/), expect.stringMatching(/\/2\.jpg$/)],
        agent: { name: v.name, agency: v.agency, earbNumber: v.earbNumber },
      });
    });
  });
}

test('a plot is listed with its acres and style, and no rooms; its file passes the data check', async ({
  page,
}) => {
  const t = formTexts('en');
  await page.clock.setFixedTime(new Date(`${BUILD_DATE}T09:00:00Z`));
  await page.goto('/upload/');
  await expect(page.getByRole('button', { name: t.next, exact: true })).toBeEnabled();
  await page.getByRole('radio', { name: t.listing.land, exact: true }).check();
  // A plot's own fields: its style (zoning) and acres; no bedrooms, bathrooms or year built.
  await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(t.fields.yearBuilt)).toHaveCount(0);
  await page.getByLabel(t.fields.style).selectOption('residential');
  await page.getByRole('radio', { name: t.listing.forSale, exact: true }).check();
  await next(page, 'en');
  await expect(page.getByText(t.errors.acres.required)).toBeVisible();
  await expect(page.getByLabel(t.fields.acres)).toBeFocused();
  await page.getByLabel(t.fields.acres).fill('0.125');
  await next(page, 'en');
  await expect(page.getByRole('heading', { name: t.steps.location, exact: true })).toBeVisible();
  // Another type empties a style that does not fit it.
  await page.getByRole('button', { name: t.back, exact: true }).click();
  await page.getByRole('radio', { name: t.listing.house, exact: true }).check();
  await expect(page.getByLabel(t.fields.style)).toHaveValue('');
  await page.getByRole('radio', { name: t.listing.land, exact: true }).check();
  await page.getByLabel(t.fields.style).selectOption('residential');

  // The rest as any listing: straight to 'Check and send' through the stored draft.
  const draft = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), DRAFT_KEY);
  await page.evaluate(([key, stored]) => localStorage.setItem(key, JSON.stringify(stored)), [
    DRAFT_KEY,
    {
      ...draft,
      step: 6,
      town: 'Kajiado',
      area: 'Kitengela',
      price: '1,450,000',
      descriptionEn: 'A level eighth-acre plot with its title, off the Namanga road.',
      name: 'Grace Wanjiku',
      role: 'owner',
      phone: '0722 123 456',
      email: 'grace@example.com',
    },
  ] as const);
  await page.reload();
  // Photos are not kept in a draft: choose one again on the photos step.
  await page.getByRole('button', { name: t.review.goTo.replace('{step}', t.steps.photos) }).click();
  await page.getByLabel(t.fields.choosePhotos).setInputFiles([PHOTO]);
  // A floor plan: a file that is none is turned away by name, a PDF is taken.
  const plan = page.getByLabel(t.fields.chooseFloorPlan);
  await plan.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ]);
  await expect(page.getByText(t.fields.floorPlanType.replace('{file}', 'notes.txt'))).toBeVisible();
  await plan.setInputFiles([
    { name: 'Plot plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(
    page.getByText(t.fields.floorPlanChosen.replace('{file}', 'Plot plan.pdf')),
  ).toBeVisible();
  await next(page, 'en');
  await next(page, 'en');
  const message = whatsappText(
    (await page.getByRole('link', { name: t.review.whatsapp }).getAttribute('href'))!,
  );
  expect(message).toContain(`${t.fields.floorPlan}: floor-plan.pdf, attached to this message`);
  await expect(
    page.getByText(t.review.planNote.replace('{file}', 'floor-plan.pdf'), { exact: false }),
  ).toBeVisible();
  expect(message).toContain(`${t.fields.type}: ${t.listing.land}`);
  expect(message).toContain(`${t.fields.style}: ${t.listing.styles.residential}`);
  expect(message).toContain(`${t.fields.acres}: 0.125`);
  expect(message).not.toContain(t.fields.bedrooms);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.review.download }).click();
  const record = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  const [parsed] = parseListings([record], 'the downloaded listing file');
  expect(parsed).toMatchObject({
    type: 'land',
    style: 'residential',
    title: '⅛ Acre Residential Plot in Kitengela',
    land: { acres: 0.125 },
    location: 'Kitengela, Kajiado',
  });
  expect(parsed!.bedrooms).toBeUndefined();
});

test.describe('List Your Property: what goes wrong', () => {
  const t = formTexts('en');
  const e = t.errors;

  async function toStep(page: Page, heading: string) {
    await page.goto('/upload/');
    await expect(page.getByRole('button', { name: t.next, exact: true })).toBeEnabled();
    const step = Object.values(t.steps).indexOf(heading);
    // Jump through storage: a draft at that step, with the steps before it complete.
    await page.evaluate(
      ([key, step]) => {
        const draft = {
          version: 1,
          ref: 'N360-TEST22',
          step,
          type: 'apartment',
          status: 'for_rent',
          bedrooms: '2',
          bathrooms: '1',
          yearBuilt: '2010',
          town: 'Nairobi',
          area: 'Westlands',
          price: '45000',
          descriptionEn: 'A flat.',
        };
        localStorage.setItem(key, JSON.stringify(draft));
      },
      [DRAFT_KEY, step] as const,
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }

  test('a negative price, letters, and a rental priced like a sale get clear messages', async ({
    page,
  }) => {
    await toStep(page, t.steps.price);
    const price = page.getByLabel(t.fields.price);
    for (const [typed, message] of [
      ['-5000', e.price.invalid],
      ['forty thousand', e.price.invalid],
      ['45,000.50', e.price.invalid],
      ['Ksh 18,500,000', e.price.saleInRent],
    ] as const) {
      await price.fill(typed);
      await next(page, 'en');
      await expect(page.getByText(message)).toBeVisible();
      await expect(price).toBeFocused();
    }
    await price.fill('45,000/=');
    await next(page, 'en');
    await expect(
      page.getByRole('heading', { name: t.steps.description, exact: true }),
    ).toBeVisible();
  });

  test('a 10,000-character description is refused with its length, and hostile text is carried safely', async ({
    page,
  }) => {
    await toStep(page, t.steps.description);
    const box = page.getByLabel(t.fields.descriptionEn);
    await box.fill('x'.repeat(10_000));
    await next(page, 'en');
    await expect(
      page.getByText('Shorten the description to 3,000 characters; it has 10,000.'),
    ).toBeVisible();
    await expect(box).toBeFocused();
    const hostile = `<script>alert("x")</script> "quotes" 'single' & emoji 🏡🇰🇪 \u202Egnp.exe\u202C end`;
    await box.fill(hostile);
    await next(page, 'en');
    await page.getByLabel(t.fields.choosePhotos).setInputFiles([PHOTO]);
    await next(page, 'en');
    await page.getByLabel(t.fields.name).fill('Jane <b>Doe</b>');
    await page.getByRole('radio', { name: t.fields.owner, exact: true }).check();
    await page.getByLabel(t.fields.phone).fill('+254 712 345 678');
    await page.getByLabel(t.fields.email, { exact: true }).fill('jane@example.com');
    await next(page, 'en');
    // Shown as text, never run as markup.
    await expect(page.locator('pre')).toContainText('<script>alert("x")</script>');
    expect(await page.evaluate(() => document.querySelectorAll('form script, form b').length)).toBe(
      0,
    );
    const message = whatsappText(
      (await page.getByRole('link', { name: t.review.whatsapp }).getAttribute('href'))!,
    );
    expect(message).toContain(
      `<script>alert("x")</script> "quotes" 'single' & emoji 🏡🇰🇪 gnp.exe end`,
    );
    expect(message).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(message).toContain('Jane <b>Doe</b>');
  });

  test('a wrong phone, a wrong email and a missing EARB number are named next to their fields', async ({
    page,
  }) => {
    await toStep(page, t.steps.contact);
    await page.getByLabel(t.fields.name).fill('Otieno');
    await page.getByRole('radio', { name: t.fields.agent, exact: true }).check();
    await page.getByLabel(t.fields.phone).fill('12345');
    await page.getByLabel(t.fields.email, { exact: true }).fill('otieno@gmail');
    await next(page, 'en');
    for (const message of [
      e.phone.invalid,
      e.email.invalid,
      e.agency.required,
      e.earbNumber.required,
    ])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(t.fields.phone)).toBeFocused();
    await expect(page.getByLabel(t.fields.phone)).toHaveAccessibleDescription(
      `${t.fields.phoneHint} ${e.phone.invalid}`,
    );
  });

  test('files that are not photos are turned away by name; no photo means no going on', async ({
    page,
  }) => {
    await toStep(page, t.steps.photos);
    await next(page, 'en');
    await expect(page.getByText(e.photos.required)).toBeVisible();
    await page
      .getByLabel(t.fields.choosePhotos)
      .setInputFiles([
        { name: 'title-deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        PHOTO,
      ]);
    await expect(page.getByText('Not added, as they are not photos: title-deed.pdf')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1 of your property' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1 of your property' })).toHaveCount(0);
  });

  for (const stored of [
    '{not json',
    '[1,2,3]',
    '{"version":1,"ref":"<img src=x onerror=alert(1)>"}',
    'null',
    '{"version":1,"ref":"N360-ABCDEF","step":999,"bedrooms":{"x":1},"amenities":"Gym"}',
  ]) {
    test(`a corrupted draft (${stored.slice(0, 24)}) does not break the page`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        DRAFT_KEY,
        stored,
      ] as const);
      await page.goto('/upload/');
      await expect(page.getByRole('button', { name: t.startAgain, exact: true })).toBeEnabled();
      const step = page.getByRole('heading', { level: 2 }).first();
      await expect(step).toBeVisible();
      if (!stored.includes('N360-ABCDEF')) await expect(page.getByText(t.corrupted)).toBeVisible();
      await expect(page.getByText(/N360-[A-HJ-NP-Z2-9]{6}/)).toBeVisible();
    });
  }

  test('the whole form can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/upload/');
    await expect(page.getByRole('button', { name: t.next, exact: true })).toBeEnabled();
    const f = t.fields;
    /** Tabs until the focused control is `id`: only keys move the focus. */
    async function tabTo(id: string) {
      for (let i = 0; i < 60; i++) {
        if ((await focusedId(page)) === id) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached #${id}`);
    }
    async function tabToButton(name: string) {
      for (let i = 0; i < 60; i++) {
        const focused = await page.evaluate(() =>
          document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : null,
        );
        if (focused === name) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached the button ${name}`);
    }
    const type = async (id: string, text: string) => {
      await tabTo(id);
      await page.keyboard.type(text);
    };
    await tabTo('listing-type');
    await page.keyboard.press('Space');
    await tabTo('listing-status');
    await page.keyboard.press('ArrowRight'); // For Rent
    await type('listing-bedrooms', '1');
    await type('listing-bathrooms', '1');
    await type('listing-yearBuilt', '2020');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.steps.location, exact: true })).toBeFocused();
    await tabTo('listing-town');
    await page.keyboard.press('ArrowDown'); // the first town: Nairobi
    await tabTo('listing-area');
    await page.keyboard.press('ArrowDown'); // its first area
    await tabToButton(t.next);
    await page.keyboard.press('Enter');
    await type('listing-price', '30000');
    await page.keyboard.press('Enter');
    await type('listing-descriptionEn', 'Bedsitter close to the road, water all day.');
    // Enter in a text box makes a new line: here the form goes on with its Next button.
    await tabToButton(t.next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.steps.photos, exact: true })).toBeFocused();
    await tabTo('listing-photos');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles([PHOTO]);
    await expect(page.getByText('1 photo chosen')).toBeVisible();
    await tabToButton(t.next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.steps.contact, exact: true })).toBeFocused();
    await type('listing-name', 'Wambui');
    await tabTo('listing-role');
    await page.keyboard.press('Space'); // The owner
    await type('listing-phone', '0712345678');
    await type('listing-email', 'wambui@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.steps.review, exact: true })).toBeFocused();
    const message = whatsappText(
      (await page.getByRole('link', { name: t.review.whatsapp }).getAttribute('href'))!,
    );
    expect(message).toContain('Bedsitter close to the road');
    expect(message).toContain('Wambui');
    expect(message).toContain(`${f.location}: ${'Kilimani'}, Nairobi`);
  });
});

test.describe('List Your Property: moving between steps', () => {
  const t = formTexts('en');
  const e = t.errors;
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name, exact: true });

  /** Opens the form on a stored owner's draft, complete but for its photos (never stored). */
  async function openDraft(page: Page, step: number, fields: Record<string, string> = {}) {
    await page.addInitScript(([key, draft]) => localStorage.setItem(key, draft), [
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        ref: 'N360-TEST33',
        step,
        type: 'house',
        status: 'for_sale',
        bedrooms: '4',
        bathrooms: '3',
        yearBuilt: '2012',
        town: 'Nairobi',
        area: 'Karen',
        price: '45,000,000',
        descriptionEn: 'A family home with a garden.',
        name: 'Wanjiru Kamau',
        role: 'owner',
        phone: '0712345678',
        email: 'wanjiru@example.com',
        ...fields,
      }),
    ] as const);
    await page.goto('/upload/');
    await expect(page.getByText(t.restored)).toBeVisible();
  }

  test('the town and the area are required, and another town empties the area', async ({
    page,
  }) => {
    await openDraft(page, 1, { town: '', area: '' });
    await expect(heading(page, t.steps.location)).toBeVisible();
    await next(page, 'en');
    await expect(page.getByText(e.town.required, { exact: true })).toBeVisible();
    await expect(page.getByText(e.area.required, { exact: true })).toBeVisible();
    await expect(page.getByText(t.errorCount.other.replace('{n}', '2'))).toBeVisible();
    await expect(page.getByLabel(t.fields.town)).toBeFocused();

    await page.getByLabel(t.fields.town).selectOption('Nairobi');
    await expect(page.getByText(e.town.required, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.errorCount.one)).toBeVisible();
    await page.getByLabel(t.fields.area).selectOption('Karen');
    await expect(page.getByText(t.errorCount.one)).toHaveCount(0);

    await page.getByLabel(t.fields.town).selectOption('Mombasa');
    await expect(page.getByLabel(t.fields.area)).toHaveValue('');
    await expect(page.getByText(e.area.required, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.fields.area).locator('option')).toHaveText([
      t.fields.areaPlaceholder,
      'Nyali',
      'Shanzu',
      'Bamburi',
      'Kizingo',
      'Tudor',
      'Mtwapa',
    ]);
    // Back in Nairobi, the area chosen there before does not come back.
    await page.getByLabel(t.fields.town).selectOption('Nairobi');
    await expect(page.getByLabel(t.fields.area)).toHaveValue('');
    await page.getByLabel(t.fields.town).selectOption('Mombasa');
    await page.getByLabel(t.fields.area).selectOption('Nyali');
    await next(page, 'en');
    await expect(heading(page, t.steps.price)).toBeFocused();
    await expect(page.getByText('Step 3 of 7')).toBeVisible();
  });

  test('Back, Change and a step left incomplete move the focus to the heading of the step they show', async ({
    page,
  }) => {
    // Photos are not kept: on the last step after a reload, the form sends the owner back for them.
    await openDraft(page, 6);
    await expect(heading(page, t.steps.review)).toBeVisible();
    await expect(
      page.getByText(t.review.incomplete.replace('{step}', t.steps.photos)),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t.review.whatsapp })).toHaveCount(0);
    await page
      .getByRole('button', { name: t.review.goTo.replace('{step}', t.steps.photos) })
      .click();
    await expect(heading(page, t.steps.photos)).toBeFocused();
    await expect(page.getByText('Step 5 of 7')).toBeVisible();

    await page.getByLabel(t.fields.choosePhotos).setInputFiles([PHOTO]);
    await next(page, 'en');
    await expect(heading(page, t.steps.contact)).toBeFocused();
    await next(page, 'en');
    await expect(heading(page, t.steps.review)).toBeFocused();
    await expect(page.locator('pre')).toContainText(`${t.fields.name}: Wanjiru Kamau`);

    await page.getByRole('button', { name: `${t.review.change}: ${t.steps.price}` }).click();
    await expect(heading(page, t.steps.price)).toBeFocused();
    await expect(page.getByLabel(t.fields.price)).toHaveValue('45,000,000');
    await page.getByRole('button', { name: t.back, exact: true }).click();
    await expect(heading(page, t.steps.location)).toBeFocused();
    await expect(page.getByLabel(t.fields.area)).toHaveValue('Karen');
  });

  test('Start again asks first: keeping the draft returns the focus, clearing it goes to step 1', async ({
    page,
  }) => {
    await page.goto('/upload/');
    const startAgain = page.getByRole('button', { name: t.startAgain, exact: true });
    await expect(startAgain).toBeEnabled();
    await page.getByLabel(t.fields.bedrooms, { exact: true }).fill('3');
    const reference = await page.getByText(/^Reference N360-/).textContent();

    await startAgain.click();
    const question = page.getByRole('group', { name: t.startAgain });
    await expect(question).toContainText(t.startAgainConfirm);
    await expect(question.getByRole('button', { name: t.startAgainYes })).toBeFocused();
    await question.getByRole('button', { name: t.startAgainNo }).click();
    await expect(question).toHaveCount(0);
    await expect(startAgain).toBeFocused();
    await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('3');
    await expect(page.getByText(reference!)).toBeVisible();

    await next(page, 'en');
    await expect(page.getByText(e.type.required, { exact: true })).toBeVisible();
    await startAgain.click();
    await page.getByRole('button', { name: t.startAgainYes }).click();
    await expect(heading(page, t.steps.property)).toBeFocused();
    await expect(page.getByText(t.cleared)).toBeVisible();
    // A new draft starts unchecked: no errors until Next is pressed again.
    await expect(page.getByText(e.type.required, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('');
  });

  test('a browser that keeps no drafts is told so, and the form still works for the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/upload/');
    await expect(page.getByText(t.storageOff)).toBeVisible();
    await expect(page.getByText(/^Reference N360-[A-HJ-NP-Z2-9]{6}$/)).toBeVisible();
    await page.getByRole('radio', { name: t.listing.house, exact: true }).check();
    await page.getByRole('radio', { name: t.listing.forRent, exact: true }).check();
    await page.getByLabel(t.fields.bedrooms, { exact: true }).fill('2');
    await page.getByLabel(t.fields.bathrooms, { exact: true }).fill('1');
    await page.getByLabel(t.fields.yearBuilt).fill('2018');
    await next(page, 'en');
    await expect(heading(page, t.steps.location)).toBeFocused();
    await page.getByRole('button', { name: t.back, exact: true }).click();
    await expect(page.getByLabel(t.fields.bedrooms, { exact: true })).toHaveValue('2');
    await expect(page.getByText(t.storageOff)).toBeVisible();
  });
});
