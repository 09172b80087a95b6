import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, SOFTWARE_MAP, test } from './fixtures';

// OpenStreetMap's streets: on /map/ at street zoom, in the Location pictures, and what is
// nearby on listing and area pages, in both languages.
test.use({ allowProblems: [SOFTWARE_MAP] });

const HOME = 'luxury-apartment-kilimani';
const CATEGORIES = {
  en: [
    'Schools',
    'Hospitals and clinics',
    'Supermarkets and malls',
    'Bus and matatu stops, railway stations',
    'Parks',
  ],
  sw: [
    'Shule',
    'Hospitali na zahanati',
    'Supamaketi na maduka makubwa',
    'Vituo vya basi na matatu, stesheni za reli',
    'Bustani',
  ],
};

/** The share of a PNG's pixels that differ from `ground` ('#rrggbb') by more than a trace. */
async function notGround(png: Buffer, ground: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(ground.slice(i, i + 2), 16));
  let differ = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) > 12)
      differ++;
  return differ / (data.length / info.channels);
}

/** The map's ground colour, as the page's theme has it. */
const groundOf = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--color-canvas)';
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
    probe.remove();
    return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
  });

test('at street zoom the map draws the streets around a home, from byte ranges of our own file', async ({
  page,
}) => {
  const tiles: { status: number; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!/\/map\/(streets|basemap)-[0-9a-f]{16}\.pmtiles$/.test(response.url())) return;
    const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
    tiles.push({ status: response.status(), bytes });
  });
  const streets = page.waitForResponse((r) =>
    /\/map\/streets-[0-9a-f]{16}\.pmtiles$/.test(r.url()),
  );
  await page.goto(`/map/?home=${HOME}`);
  const box = page.locator('[data-drawn-homes]');
  await expect(box).toHaveAttribute('data-drawn-homes', /^\d+$/, { timeout: 30_000 });
  expect((await streets).status()).toBe(206);
  await page.locator('.maplibregl-popup').getByRole('button', { name: 'Close' }).click();
  await page.waitForLoadState('networkidle');
  // A settled frame: the last tiles are drawn a moment after they arrive.
  await page.waitForTimeout(1000);
  const shot = await box.locator('canvas').screenshot();
  // Streets, their edges, buildings and parks cover much of the ground at this zoom; the
  // basemap alone (ward lines, a few names) leaves it nearly blank.
  const covered = await notGround(shot, await groundOf(page));
  expect(covered).toBeGreaterThan(0.2);
  // Every tile answered with 206 Partial Content, and one neighbourhood costs under 1 MB.
  const bytes = tiles.reduce((sum, t) => sum + t.bytes, 0);
  test.info().annotations.push({
    type: 'measured',
    description: `${tiles.length} range requests, ${bytes} bytes; ${(covered * 100).toFixed(1)}% of the map is not bare ground`,
  });
  expect(tiles.length).toBeGreaterThan(1);
  expect(tiles.every((t) => t.status === 206)).toBe(true);
  expect(bytes).toBeLessThan(1024 * 1024);
  // The credit, in the attribution control (collapsed to its button on a small map).
  const credit = box.locator('a[href="https://www.openstreetmap.org/copyright"]');
  await expect(credit).toHaveText('© OpenMapTiles © OpenStreetMap contributors');
});

for (const [language, prefix] of [
  ['en', ''],
  ['sw', '/sw'],
] as const) {
  test(`${language}: a listing says what is nearby, in a straight line, category by category`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/listings/${HOME}/`);
    const nearby = page.getByRole('region', {
      name: language === 'en' ? 'What is nearby' : 'Vilivyo karibu',
    });
    await expect(nearby).toBeVisible();
    const headings = nearby.getByRole('heading', { level: 4 });
    await expect(headings).toHaveText(CATEGORIES[language]);
    // Kilimani has schools and clinics within 2 km, each with its distance said as such.
    const schools = nearby.getByRole('heading', { name: CATEGORIES[language][0] }).locator('..');
    const items = schools.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(
      language === 'en'
        ? /about \d+ m away, in a straight line|about [\d.]+ km away, in a straight line/
        : /takriban (mita \d+|km [\d.]+), kwa mstari ulionyooka/,
    );
    // The picture above it draws the area's streets.
    const picture = page.locator('img[src*="/map/pictures/nairobi-kilimani.svg"]');
    await expect(picture).toBeVisible();
    const svg = await (
      await page.request.get((await picture.getAttribute('src')) as string)
    ).text();
    expect(svg).toContain('id="road-major"');
    expect(svg).toContain('Ngong Road');
  });

  test(`${language}: an area page says what is near its centre, and where a category has none`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/areas/nairobi/kilimani/`);
    const nearby = page.getByRole('region', {
      name: language === 'en' ? 'What is nearby' : 'Vilivyo karibu',
    });
    await expect(nearby.getByRole('heading', { level: 3 })).toHaveText(CATEGORIES[language]);
    await expect(nearby).toContainText(
      language === 'en'
        ? 'Within 2 km of the centre of Kilimani'
        : 'Ndani ya km 2 kutoka katikati ya Kilimani',
    );
    // Kilimani has no mapped stop within 2 km of its centre: the page says so.
    const transport = nearby.getByRole('heading', { name: CATEGORIES[language][3] }).locator('..');
    await expect(transport).toContainText(
      language === 'en'
        ? 'None within 2 km in our map data.'
        : 'Hakuna ndani ya km 2 katika data ya ramani yetu.',
    );
  });
}

test('the terms say the street data are OpenStreetMap under the ODbL, and offer the file', async ({
  page,
}) => {
  await page.goto('/terms/');
  const maps = page.getByRole('region', { name: 'Maps and their data' });
  await expect(maps).toContainText('OpenStreetMap as it was in August 2021');
  await expect(maps).not.toContainText('no roads');
  await expect(maps.getByRole('link', { name: 'Open Database License 1.0' })).toBeVisible();
  const download = maps.getByRole('link', { name: 'Download the street tiles' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/map\/streets-[0-9a-f]{16}\.pmtiles$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 7).toString()).toBe('PMTiles');
  await page.goto('/sw/terms/');
  await expect(page.getByRole('link', { name: 'Pakua vigae vya barabara' })).toHaveAttribute(
    'href',
    href!,
  );
});
