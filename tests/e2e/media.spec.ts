import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import tours from '../../data/tours.json' with { type: 'json' };
import { expect, SOFTWARE_WEBGL, test } from './fixtures';
import { listings } from './support/listings';

const withTour = listings.find((l) => l.has360)!;
/** Tours are stored apart from the listing records, keyed by slug. */
const tour = (tours as Record<string, (typeof tours)[keyof typeof tours]>)[withTour.slug]!;
const withVideo = listings.find((l) => l.hasVideo)!;

/** Spread of pixel values in a screenshot: near 0 for a blank (single-colour) picture. */
async function pixelSpread(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.stdev));
}

type Room = (typeof tour.rooms)[number];

const EN_START = 'Start 360° tour';
const SW_START = 'Anza ziara ya 360°';
/** The rooms' Swahili names (docs/glossary.md), written out here rather than read from the data. */
const SW_ROOM: Record<string, string> = {
  'living-room': 'Sebule',
  kitchen: 'Jiko',
  'main-bedroom': 'Chumba kikuu cha kulala',
};

async function startTour(page: Page, start = EN_START) {
  await page.getByRole('button', { name: start }).click();
  const viewer = page.locator('[data-tour-room]');
  await expect(viewer.locator('canvas')).toBeVisible({ timeout: 20_000 });
  return viewer;
}

/** The parts of Photo Sphere Viewer's state that say whether the view is still. */
interface ViewerState {
  state: { ready: boolean; loadingPromise: unknown };
  eventsHandler: { keyHandler: { pending: boolean } };
  dynamics: { position: { dynamics: Record<string, { mode: number; currentSpeed: number }> } };
}

/**
 * Waits until the tour's panorama is loaded and the view is at rest: no key still held (a short
 * press is stretched to 200 ms), no rotation or inertia left. Photo Sphere Viewer keeps its
 * instance on the container, as `photoSphereViewer`.
 */
async function viewAtRest(viewer: Locator) {
  await viewer.page().waitForFunction(
    (element) => {
      const psv = (element as unknown as { photoSphereViewer?: ViewerState }).photoSphereViewer;
      return (
        !!psv &&
        psv.state.ready &&
        !psv.state.loadingPromise &&
        !psv.eventsHandler.keyHandler.pending &&
        Object.values(psv.dynamics.position.dynamics).every(
          (d) => d.mode === 0 && d.currentSpeed === 0,
        )
      );
    },
    await viewer.elementHandle(),
    { timeout: 20_000 },
  );
}

test.describe('360° tour', () => {
  // These draw the tour.
  test.describe(() => {
    test.use({ allowProblems: [SOFTWARE_WEBGL] });

    test('three.js is fetched only when the visitor starts the tour, and the tour draws', async ({
      page,
    }) => {
      const scripts: { url: string; body: Promise<string> }[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js'))
          scripts.push({ url: response.url(), body: response.text() });
      });
      await page.goto(`/listings/${withTour.slug}/`);
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      for (const script of scripts)
        expect(await script.body, script.url).not.toContain('WebGLRenderer');

      const viewer = await startTour(page);
      await page.waitForLoadState('networkidle');
      const loadedOnClick = await Promise.all(scripts.slice(before).map((s) => s.body));
      expect(loadedOnClick.some((body) => body.includes('WebGLRenderer'))).toBe(true);

      await expect(viewer).toHaveAttribute('data-tour-room', tour.rooms[0]!.name);
      await expect
        .poll(async () => pixelSpread(await viewer.screenshot()), { timeout: 20_000 })
        .toBeGreaterThan(12);
    });

    test('dragging turns the view', async ({ page }) => {
      await page.goto(`/listings/${withTour.slug}/`);
      const viewer = await startTour(page);
      await viewAtRest(viewer);
      const yaw = Number(await viewer.getAttribute('data-tour-yaw'));
      const box = (await viewer.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect
        .poll(async () => Math.abs(Number(await viewer.getAttribute('data-tour-yaw')) - yaw))
        .toBeGreaterThan(10);
    });

    test('the arrow keys turn the view', async ({ page }) => {
      await page.goto(`/listings/${withTour.slug}/`);
      const viewer = await startTour(page);
      // Keys act once the panorama is on screen; wait for a drawn (non-blank) view first.
      await expect
        .poll(async () => pixelSpread(await viewer.screenshot()), { timeout: 20_000 })
        .toBeGreaterThan(12);
      const yaw = Number(await viewer.getAttribute('data-tour-yaw'));
      await viewer.locator('.psv-container').focus();
      await expect
        .poll(
          async () => {
            await page.keyboard.press('ArrowRight');
            return Math.abs(Number(await viewer.getAttribute('data-tour-yaw')) - yaw);
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(5);
    });

    // Room names are in the page's language: 'Living room' in English, 'Sebule' in Swahili.
    for (const { language, prefix, start, nameOf } of [
      { language: 'English', prefix: '', start: EN_START, nameOf: (room: Room) => room.name },
      {
        language: 'Swahili',
        prefix: '/sw',
        start: SW_START,
        nameOf: (room: Room) => SW_ROOM[room.id] ?? `no Swahili name for ${room.id}`,
      },
    ]) {
      test(`a hotspot moves to another room, whose name is shown (${language})`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/listings/${withTour.slug}/`);
        const viewer = await startTour(page, start);
        const first = tour.rooms[0]!;
        await expect(viewer).toHaveAttribute('data-tour-room', nameOf(first));
        // The tour names the room on screen (the floor plan above names it too).
        const tourSection = page.locator('#tour');
        await expect(tourSection.getByText(nameOf(first), { exact: true }).first()).toBeVisible();
        // Turn until a doorway hotspot is well inside the view (at most a full turn), then click it.
        const box = (await viewer.boundingBox())!;
        let target: { x: number; y: number } | null = null;
        for (let i = 0; i < 12 && !target; i++) {
          await viewAtRest(viewer);
          const centres = await viewer
            .locator('.psv-virtual-tour-link')
            .evaluateAll((els) =>
              els
                .map((el) => el.getBoundingClientRect())
                .map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width })),
            );
          target =
            centres.find(
              (c) => c.w > 0 && c.x > box.x + box.width * 0.2 && c.x < box.x + box.width * 0.8,
            ) ?? null;
          if (!target) await page.keyboard.press('ArrowRight');
        }
        expect(target, 'a hotspot came into view').not.toBeNull();
        await page.mouse.click(target!.x, target!.y);
        const names = tour.rooms.filter((r) => r.id !== first.id).map(nameOf);
        await expect
          .poll(async () => names.includes((await viewer.getAttribute('data-tour-room')) ?? ''), {
            timeout: 15_000,
          })
          .toBe(true);
        await expect(
          tourSection
            .getByText((await viewer.getAttribute('data-tour-room'))!, { exact: true })
            .first(),
        ).toBeVisible();
      });
    }
  });

  test('without WebGL it says so and keeps the still image', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      // @ts-expect-error: a browser without WebGL returns null for these contexts
      HTMLCanvasElement.prototype.getContext = function (type: string, ...rest: unknown[]) {
        return type.startsWith('webgl') ? null : original.call(this, type as '2d', ...(rest as []));
      };
    });
    await page.goto(`/listings/${withTour.slug}/`);
    await page.getByRole('button', { name: 'Start 360° tour' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'WebGL is not available' }),
    ).toBeVisible();
    await expect(page.locator('#tour img')).toBeVisible();
  });

  test("the card's 360° badge links to the tour", async ({ page }) => {
    await page.goto('/listings/');
    const card = page.locator('main article').filter({ hasText: withTour.title });
    await card.getByRole('link', { name: '360° virtual tour' }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${withTour.slug}/#tour$`));
    await expect(page.getByRole('button', { name: 'Start 360° tour' })).toBeInViewport();
  });
});

test.describe('video', () => {
  test('plays from the site itself, WebM first, loading nothing before it is asked', async ({
    page,
  }) => {
    const media: string[] = [];
    page.on('request', (r) => {
      if (/\.(webm|mp4)$/.test(r.url())) media.push(r.url());
    });
    await page.goto(`/listings/${withVideo.slug}/#video`);
    await expect(page.locator('#video img')).toHaveAttribute('src', withVideo.video!.poster);
    await expect(page.locator('#video video')).toHaveCount(0);
    const play = page.getByRole('button', { name: /^Play the video · \d+ KB$/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(media).toEqual([]);
    await play.click();
    const video = page.locator('#video video');
    await expect(video).toBeFocused();
    await expect(video.locator('source').first()).toHaveAttribute('src', withVideo.video!.webm);
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((el: HTMLVideoElement) => el.currentSrc)).toMatch(/\.webm$/);
  });

  test("the card's Video badge links to the video", async ({ page }) => {
    await page.goto('/listings/');
    const card = page.locator('main article').filter({ hasText: withVideo.title });
    await card.getByRole('link', { name: 'Video tour' }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${withVideo.slug}/#video$`));
    await expect(page.getByRole('button', { name: /^Play the video/ })).toBeInViewport();
  });
});

test.describe('photos', () => {
  test('are served as AVIF or WebP at several widths', async ({ page, request }) => {
    const images: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        images.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto('/listings/');
    const card = page.locator('main article').first();
    const avif = await card.locator('source[type="image/avif"]').getAttribute('srcset');
    expect(avif!.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '480w',
      '800w',
      '1200w',
      '1600w',
    ]);
    await expect(card.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-1600\.webp 1600w$/,
    );
    await expect(card.locator('img')).toHaveAttribute('width', '1600');
    await expect(card.locator('img')).toHaveAttribute('height', '1067');
    await page.waitForLoadState('networkidle');
    const photos = images.filter((i) => i.url.includes('/photos/'));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo.type, photo.url).toBe('image/avif');
    const webp = await request.get(avif!.split(', ')[0]!.split(' ')[0]!.replace('.avif', '.webp'));
    expect(webp.headers()['content-type']).toBe('image/webp');
  });

  test('the first photo loads at once with high priority, the rest lazily', async ({ page }) => {
    await page.goto(`/listings/${withTour.slug}/`);
    const main = page.getByRole('img', { name: new RegExp(`photo 1 of`) });
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('list', { name: 'Photos' }).locator('img').first()).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('home on a 375 px phone at 2x loads at most 350 KB of images', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        sizes.push(response.body().then((body) => body.length));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log(`home images at 375 px, 2x: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(350 * 1024);
    await context.close();
  });
});

test.describe('gallery lightbox', () => {
  test('opens full screen, moves with arrows and swipes, closes on Escape and gives focus back', async ({
    page,
  }) => {
    const count = withTour.images.length;
    await page.goto(`/listings/${withTour.slug}/`);
    const opener = page.getByRole('button', { name: `Open photo 1 of ${count} full screen` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Photos of ${withTour.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${count} / ${count}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();

    const photo = dialog.getByRole('img');
    const box = (await photo.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();

    // Focus stays inside the dialog while it is open.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Open photo 2 of ${count} full screen` }),
    ).toBeFocused();
  });
});
