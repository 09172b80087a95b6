import type { Locator, Page } from '@playwright/test';
import { en } from '../../lib/i18n/en';
import { sw } from '../../lib/i18n/sw';
import { expect, test } from './fixtures';

/**
 * A listing's Kenya facts (service charge, deposit, water, backup power, title, parking, floor,
 * furnishing, pets) as a visitor meets them: the 'Key facts' table of a listing page in both
 * languages, with its calm line when the agent gave none; the page's structured data; and the
 * rows of the comparison. penthouse-riverside gives every fact, studio-apartment-westlands none.
 */

const FULL = 'penthouse-riverside';
const NONE = 'studio-apartment-westlands';

/** The section's terms and their values, as a screen reader pairs them. */
async function factPairs(section: Locator): Promise<[string, string][]> {
  const terms = await section.getByRole('term').allInnerTexts();
  const values = await section.getByRole('definition').allInnerTexts();
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  return terms.map((term, i) => [tidy(term), tidy(values[i] ?? '')]);
}

const ALL_FACTS_EN: [string, string][] = [
  ['Service charge', 'Ksh 25,000/month'],
  ['Deposit', "3 months' rent"],
  ['Water', 'County mains and borehole'],
  ['Backup power', 'Generator'],
  ['Title', 'Sectional title'],
  ['Parking bays', '3'],
  ['Floor', 'Floor 14'],
  ['Furnishing', 'Furnished'],
  ['Pets', 'Allowed'],
];

const ALL_FACTS_SW: [string, string][] = [
  ['Ada ya huduma', 'Ksh 25,000/mwezi'],
  ['Amana', 'Kodi ya miezi 3'],
  ['Maji', 'Bomba la kaunti na kisima'],
  ['Umeme wa akiba', 'Jenereta'],
  ['Hatimiliki', 'Umiliki wa sehemu ya jengo'],
  ['Nafasi za maegesho', '3'],
  ['Ghorofa', 'Ghorofa ya 14'],
  ['Samani', 'Ina samani'],
  ['Wanyama vipenzi', 'Wanaruhusiwa'],
];

test.describe('the Key facts table of a listing page', () => {
  for (const [lang, prefix, texts, expected] of [
    ['English', '', en, ALL_FACTS_EN],
    ['Swahili', '/sw', sw, ALL_FACTS_SW],
  ] as const) {
    test(`lists every fact a home gives, in ${lang}`, async ({ page }) => {
      await page.goto(`${prefix}/listings/${FULL}/`);
      const section = page.getByRole('region', { name: texts.kenyaFacts.heading });
      await expect(
        section.getByRole('heading', { level: 2, name: texts.kenyaFacts.heading }),
      ).toBeVisible();
      await expect(section.getByRole('term')).toHaveCount(expected.length);
      expect(await factPairs(section)).toEqual(expected);
      await expect(section.getByText(texts.kenyaFacts.none)).toHaveCount(0);
    });

    test(`says what to ask when a home gives no facts, in ${lang}`, async ({ page }) => {
      await page.goto(`${prefix}/listings/${NONE}/`);
      const section = page.getByRole('region', { name: texts.kenyaFacts.heading });
      await expect(section).toBeVisible();
      await expect(section.getByText(texts.kenyaFacts.none)).toBeVisible();
      await expect(section.getByRole('term')).toHaveCount(0);
    });
  }

  test('shows only the facts given: a house for sale has no deposit and no floor', async ({
    page,
  }) => {
    await page.goto('/listings/townhouse-upper-hill/');
    const section = page.getByRole('region', { name: en.kenyaFacts.heading });
    const pairs = new Map(await factPairs(section));
    expect([...pairs.keys()]).toEqual([
      'Service charge',
      'Water',
      'Backup power',
      'Title',
      'Parking bays',
      'Furnishing',
      'Pets',
    ]);
    expect(pairs.get('Title')).toBe('Leasehold, 73 years left');
  });
});

/** The page's RealEstateListing, parsed from its JSON-LD. */
async function listingLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'RealEstateListing');
  expect(found, 'a RealEstateListing on the page').toBeDefined();
  return found!;
}

type Feature = { name: string; value: unknown; unitCode?: string };

test.describe('listing facts in structured data', () => {
  test("pets and floor as schema.org's own properties, the others as amenity features", async ({
    page,
  }) => {
    await page.goto(`/listings/${FULL}/`);
    const home = (await listingLd(page)).mainEntity as Record<string, unknown>;
    expect(home).toMatchObject({ '@type': 'Apartment', petsAllowed: true, floorLevel: 'Floor 14' });
    const features = home.amenityFeature as Feature[];
    expect(features).toEqual(
      expect.arrayContaining([
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Service charge',
          value: 'Ksh\u00a025,000/month',
        },
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Deposit',
          value: 3,
          unitCode: 'MON',
          unitText: "3 months' rent",
        },
        { '@type': 'LocationFeatureSpecification', name: 'Title', value: 'Sectional title' },
        { '@type': 'LocationFeatureSpecification', name: 'Parking bays', value: 3 },
        { '@type': 'LocationFeatureSpecification', name: 'Furnishing', value: true },
      ]),
    );
    // Said once: not again as a feature.
    expect(features.map((f) => f.name)).not.toContain('Pets');
    expect(features.map((f) => f.name)).not.toContain('Floor');
  });

  test('in the Swahili page, in Swahili', async ({ page }) => {
    await page.goto(`/sw/listings/${FULL}/`);
    const home = (await listingLd(page)).mainEntity as Record<string, unknown>;
    expect(home).toMatchObject({ petsAllowed: true, floorLevel: 'Ghorofa ya 14' });
    expect(home.amenityFeature).toEqual(
      expect.arrayContaining([
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Maji',
          value: 'Bomba la kaunti na kisima',
        },
      ]),
    );
  });

  test('nothing for a home without facts', async ({ page }) => {
    await page.goto(`/listings/${NONE}/`);
    const home = (await listingLd(page)).mainEntity as Record<string, unknown>;
    expect(home).not.toHaveProperty('petsAllowed');
    expect(home).not.toHaveProperty('floorLevel');
    const names = (home.amenityFeature as Feature[]).map((f) => f.name);
    expect(names).not.toContain('Service charge');
  });
});

/** Each row of the comparison by its header, with its cells' text. */
async function compareRows(page: Page): Promise<Map<string, string[]>> {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  const rows = new Map<string, string[]>();
  for (const row of await table.getByRole('row').all()) {
    const header = row.getByRole('rowheader');
    if ((await header.count()) === 0) continue;
    const cells = await row.getByRole('cell').allInnerTexts();
    rows.set(
      (await header.innerText()).trim(),
      cells.map((cell) => cell.replace(/\s+/g, ' ').trim()),
    );
  }
  return rows;
}

test.describe('listing facts in the comparison', () => {
  const homes = [FULL, 'family-home-karen', NONE];

  test('a row for each fact: the value, Does not apply, or Not given', async ({ page }) => {
    await page.goto(`/compare/?homes=${homes.join(',')}`);
    const rows = await compareRows(page);
    const t = en.compare;
    const na = en.kenyaFacts.notApplicable;
    expect(rows.get('Service charge')).toEqual(['Ksh 25,000/month', 'Ksh 3,500/month', t.unknown]);
    expect(rows.get('Deposit')).toEqual(["3 months' rent", na, t.unknown]);
    expect(rows.get('Water')).toEqual(['County mains and borehole', 'Borehole', t.unknown]);
    expect(rows.get('Backup power')).toEqual(['Generator', 'Solar', t.unknown]);
    expect(rows.get('Title')).toEqual(['Sectional title', 'Freehold', t.unknown]);
    expect(rows.get('Parking bays')).toEqual(['3', '2', t.unknown]);
    expect(rows.get('Floor')).toEqual(['Floor 14', na, t.unknown]);
    expect(rows.get('Furnishing')).toEqual(['Furnished', 'Unfurnished', t.unknown]);
    expect(rows.get('Pets')).toEqual(['Allowed', 'Allowed', t.unknown]);
    // The Parking amenity keeps its own row.
    expect(rows.get('Parking')).toEqual([t.yes, t.yes, t.yes]);
  });

  test('in Swahili', async ({ page }) => {
    await page.goto(`/sw/compare/?homes=${homes.join(',')}`);
    const rows = await compareRows(page);
    expect(rows.get('Ada ya huduma')).toEqual([
      'Ksh 25,000/mwezi',
      'Ksh 3,500/mwezi',
      sw.compare.unknown,
    ]);
    expect(rows.get('Hatimiliki')).toEqual([
      'Umiliki wa sehemu ya jengo',
      'Umiliki wa kudumu',
      sw.compare.unknown,
    ]);
    expect(rows.get('Amana')).toEqual(['Kodi ya miezi 3', 'Haihusiki', sw.compare.unknown]);
  });
});
