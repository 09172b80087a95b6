import type { Page } from '@playwright/test';
import { expect, SOFTWARE_WEBGL, test } from './fixtures';
import { expectNoViolations } from './support/axe';

/**
 * The whole-home floor plan (docs/floor-plans.md): drawn in the server's markup, a switch between
 * storeys, the text version, and the rooms that open the 360° tour at that room, with the tour's
 * small plan marking 'you are here' and the way the view faces.
 */

const KAREN = '/listings/family-home-karen/';

/** The running tour's small plan. */
const miniPlan = (page: Page) => page.locator('nav[data-plan-room]');

async function tourDrawn(page: Page) {
  await expect(page.locator('[data-tour-room] canvas')).toBeVisible({ timeout: 20_000 });
}

test.describe('the floor plan', () => {
  test('is in the page as served, before any script runs', async ({ request }) => {
    const html = await (await request.get(KAREN)).text();
    expect(html).toContain('id="floor-plan-ground"');
    expect(html).toContain('id="floor-plan-first"');
    expect(html).toMatch(/<svg[^>]*role="group"/);
  });

  for (const lang of [
    {
      prefix: '',
      title: 'Floor plan',
      total: /Total internal area 400 m² \(4,30\d ft²\) on 2 storeys/,
      ground: 'Ground floor',
      first: 'First floor',
      bedroom3: 'Bedroom 3',
      rooms: 'Rooms and sizes',
      kitchen: 'Kitchen',
      open: 'Kitchen: open the 360° tour here',
      goLiving: 'Go to the living room',
      here: 'Living room: You are here',
    },
    {
      prefix: '/sw',
      title: 'Ramani ya sakafu',
      total: /Eneo lote la ndani m² 400 \(ft² 4,30\d\) katika ghorofa 2/,
      ground: 'Ghorofa ya chini',
      first: 'Ghorofa ya kwanza',
      bedroom3: 'Chumba cha kulala 3',
      rooms: 'Vyumba na ukubwa wake',
      kitchen: 'Jiko',
      open: 'Jiko: fungua ziara ya 360° hapa',
      goLiving: 'Nenda kwenye sebule',
      here: 'Sebule: Uko hapa',
    },
  ]) {
    test.describe(`in ${lang.prefix ? 'Swahili' : 'English'}`, () => {
      test('shows each storey, switched without a page load, and the rooms with their sizes', async ({
        page,
      }) => {
        await page.goto(`${lang.prefix}${KAREN}`);
        const section = page.getByRole('region', { name: lang.title, exact: true });
        await expect(section.getByText(lang.total)).toBeVisible();
        const ground = section.getByRole('radio', { name: lang.ground });
        const first = section.getByRole('radio', { name: lang.first });
        await expect(ground).toBeChecked();
        const groundPlan = section.locator('[data-storey-panel="0"]');
        const firstPlan = section.locator('[data-storey-panel="1"]');
        await expect(groundPlan).toBeVisible();
        await expect(firstPlan).toBeHidden();
        await expect(groundPlan.locator('svg text', { hasText: lang.kitchen })).toBeVisible();

        await section.getByText(lang.first, { exact: true }).first().click();
        await expect(first).toBeChecked();
        await expect(firstPlan).toBeVisible();
        await expect(groundPlan).toBeHidden();
        await expect(
          firstPlan.locator('svg text', { hasText: lang.bedroom3 }).first(),
        ).toBeVisible();

        // The text version: every room, metres and feet.
        await section.getByText(lang.rooms).click();
        const kitchenRow = section.getByRole('row', { name: new RegExp(`^${lang.kitchen} `) });
        await expect(kitchenRow).toContainText('4.3 × 5.9 m (13′ 11″ × 19′ 2″)');
        await expect(kitchenRow).toContainText('24.9 m² (268 ft²)');
        const rows = section.locator('tbody tr');
        // 13 rooms on the ground floor (3 of them outdoors) and 11 upstairs.
        await expect(rows).toHaveCount(24);
      });

      test.describe(() => {
        test.use({ allowProblems: [SOFTWARE_WEBGL] });
        test('a room opens the tour there, and the small plan follows the visitor', async ({
          page,
        }) => {
          await page.goto(`${lang.prefix}${KAREN}`);
          await page.getByRole('button', { name: lang.open }).click();
          await tourDrawn(page);
          const plan = miniPlan(page);
          await expect(plan).toHaveAttribute('data-plan-room', 'kitchen');
          await expect(page.locator('[data-tour-room]')).toHaveAttribute(
            'data-tour-room',
            lang.kitchen,
          );
          // The kitchen's panorama faces east: the view starts there.
          await expect(plan).toHaveAttribute('data-plan-heading', '90');

          await plan.getByRole('button', { name: lang.goLiving }).click();
          await expect(plan).toHaveAttribute('data-plan-room', 'living-room', { timeout: 15_000 });
          await expect(plan.getByRole('button', { name: lang.here })).toHaveAttribute(
            'aria-current',
            'location',
          );
        });
      });
    });
  }

  test.describe(() => {
    test.use({ allowProblems: [SOFTWARE_WEBGL] });

    test('the marker turns as the view turns, and the keyboard does it all', async ({ page }) => {
      await page.goto(KAREN);
      const room = page.getByRole('button', { name: 'Main bedroom: open the 360° tour here' });
      await room.focus();
      await page.keyboard.press('Space');
      await tourDrawn(page);
      const plan = miniPlan(page);
      await expect(plan).toHaveAttribute('data-plan-room', 'main-bedroom');
      const start = Number(await plan.getAttribute('data-plan-heading'));
      await page.locator('[data-tour-room] .psv-container').focus();
      await expect
        .poll(
          async () => {
            await page.keyboard.press('ArrowRight');
            return Number(await plan.getAttribute('data-plan-heading'));
          },
          { timeout: 15_000 },
        )
        .not.toBe(start);

      // From the plan again, while the tour runs: Enter on another room moves the tour there.
      await page.getByRole('button', { name: 'Living room: open the 360° tour here' }).focus();
      await page.keyboard.press('Enter');
      await expect(plan).toHaveAttribute('data-plan-room', 'living-room', { timeout: 15_000 });
    });

    test('axe finds nothing on the plan, its other storey, and the tour with its plan', async ({
      page,
    }) => {
      // Three axe passes and a tour starting: more than the default 30 s on a busy machine.
      test.slow();
      await page.goto('/sw/listings/penthouse-riverside/');
      await page.locator('#floor-plan').scrollIntoViewIfNeeded();
      await expectNoViolations(page, 'plan');
      await page.getByText('Ghorofa ya juu', { exact: true }).first().click();
      await expectNoViolations(page, 'upper storey');
      await page.getByText('Ghorofa ya chini', { exact: true }).first().click();
      await page.getByRole('button', { name: 'Jiko: fungua ziara ya 360° hapa' }).click();
      await tourDrawn(page);
      await expect(miniPlan(page)).toHaveAttribute('data-plan-room', 'kitchen');
      await expectNoViolations(page, 'tour with its plan');
    });
  });

  test('homes without a plan, and land, show none', async ({ page }) => {
    await page.goto('/listings/townhouse-upper-hill/');
    await expect(page.locator('#floor-plan')).toHaveCount(0);
    await page.goto('/listings/eighth-acre-plot-kitengela/');
    await expect(page.locator('#floor-plan')).toHaveCount(0);
  });
});
