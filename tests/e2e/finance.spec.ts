import type { Locator, Page } from '@playwright/test';
import rawFinance from '../../data/finance.json' with { type: 'json' };
import rates from '../../data/rates.json' with { type: 'json' };
import { en } from '../../lib/i18n/en';
import { fill, formatDay } from '../../lib/i18n/format';
import { sw } from '../../lib/i18n/sw';
import {
  defaultMortgageInputs,
  defaultMoveInInputs,
  evaluateMortgage,
  evaluateMoveIn,
} from '../../lib/finance/calculator';
import { convertKes, CURRENCY_STORAGE_KEY, formatForeign } from '../../lib/finance/currency';
import { parseFinance } from '../../lib/finance/schema';
import { formatKes } from '../../lib/site/format';
import { expect, test } from './fixtures';
import { BUILD_DATE, listings } from './support/listings';

/**
 * What it costs (docs/spec.md §10, item 29): the mortgage and buying-cost calculator on homes for sale,
 * the moving-in cost on rentals, and approximate prices in the visitor's currency. Expected
 * figures come from the same data files and pure functions the pages use, so a wrong wiring
 * (a stale default, a lost input, a figure from the wrong field) fails here.
 */

// As the export under test was built (a figure checked after the rates is still valid there).
const FIGURES = parseFinance(rawFinance, BUILD_DATE);
const sale = listings.find((l) => l.status === 'for_sale')!;
const rent = listings.find((l) => l.status === 'for_rent')!;
const salePath = `/listings/${sale.slug}/`;
const rentPath = `/listings/${rent.slug}/`;

const costs = (page: Page) => page.getByRole('region', { name: en.finance.costsHeading });
const monthly = (scope: Locator) => scope.locator('output');
const rateDate = (lang: 'en' | 'sw') =>
  fill((lang === 'en' ? en : sw).money.rateDate, {
    date: formatDay(rates.asOf, (lang === 'en' ? en : sw).listing.months),
  });

/** The currency runtime has run and, on a listing page, the calculator responds to input. */
async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'ready');
  const calculator = page.locator('[data-calculator]');
  if ((await calculator.count()) > 0)
    await expect(calculator).toHaveAttribute('data-ready', 'true');
}

function expectedMortgage(change: Partial<ReturnType<typeof defaultMortgageInputs>> = {}) {
  const inputs = { ...defaultMortgageInputs(sale.price, FIGURES), ...change };
  return evaluateMortgage(inputs, FIGURES).result!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a home for sale shows the default repayment and buying costs in its HTML', async ({
    page,
  }) => {
    await page.goto(salePath);
    const result = expectedMortgage();
    const section = costs(page);
    await expect(monthly(section)).toHaveText(formatKes(Math.round(result.mortgage.monthly)));
    await expect(section.getByLabel(en.finance.rate)).toHaveValue(
      String(FIGURES.mortgage.ratePercent.value),
    );
    await expect(section.getByRole('row', { name: en.finance.cashNeeded })).toContainText(
      formatKes(result.costs.cashNeeded),
    );
    await expect(section.getByRole('row', { name: en.finance.stampDuty })).toContainText(
      formatKes(result.costs.stampDuty),
    );
    await expect(section.getByRole('img', { name: en.finance.chartTitle })).toBeVisible();
    // Nothing to convert without a script: no currency menu, no empty 'approx.'.
    await expect(page.getByRole('combobox', { name: en.money.choiceLabel })).toHaveCount(0);
    await expect(page.getByText(/approx\./)).toHaveCount(0);
  });

  test('a rental shows the moving-in cost in its HTML, in Swahili too', async ({ page }) => {
    const result = evaluateMoveIn(
      defaultMoveInInputs(rent.price, undefined, FIGURES),
      FIGURES,
    ).result!;
    await page.goto(`/sw${rentPath}`);
    const section = page.getByRole('region', { name: sw.finance.costsHeading });
    await expect(section.getByRole('row', { name: sw.finance.moveInTotal })).toContainText(
      formatKes(result.total),
    );
    await expect(section).toContainText(formatKes(result.incomeNeeded));
    await expect(page.getByRole('region', { name: en.finance.mortgageHeading })).toHaveCount(0);
  });
});

test.describe('the mortgage calculator', () => {
  test(
    'changing an input updates the figures and the address; a reload and a shared link keep them',
    { tag: '@server' },
    async ({ page, browser, baseURL }) => {
      await page.goto(salePath);
      await ready(page);
      const section = costs(page);
      await section.getByLabel(en.finance.rate).fill('10');
      await section.getByLabel(en.finance.years).fill('15');
      const result = expectedMortgage({ rate: '10', years: '15' });
      await expect(monthly(section)).toHaveText(formatKes(Math.round(result.mortgage.monthly)));
      await expect(page).toHaveURL(/[?&]rate=10(&|$)/);
      await expect(page).toHaveURL(/[?&]years=15(&|$)/);
      await expect(
        section.getByRole('definition').filter({
          hasText: formatKes(Math.round(result.mortgage.totalInterest)),
        }),
      ).toBeVisible();

      // A deposit in shillings, and outside a municipality.
      await section.getByRole('radio', { name: en.finance.depositAmount }).check();
      // Switching the unit keeps the same deposit.
      await expect(section.getByLabel(`${en.finance.deposit} (KES)`)).toHaveValue(
        String(result.deposit),
      );
      await section.getByLabel(`${en.finance.deposit} (KES)`).fill('5,000,000');
      await section
        .getByRole('radio', {
          name: fill(en.finance.outside, { rate: FIGURES.buying.stampDutyOtherPercent.value }),
        })
        .check();
      const after = expectedMortgage({
        rate: '10',
        years: '15',
        deposit: '5,000,000',
        depositUnit: 'amount',
        municipal: false,
      });
      await expect(section.getByRole('row', { name: en.finance.stampDuty })).toContainText(
        formatKes(after.costs.stampDuty),
      );
      await expect(monthly(section)).toHaveText(formatKes(Math.round(after.mortgage.monthly)));
      await expect(page).toHaveURL(/stamp=outside/);

      await page.reload();
      await ready(page);
      await expect(monthly(costs(page))).toHaveText(formatKes(Math.round(after.mortgage.monthly)));

      const shared = await browser.newPage({ baseURL });
      await shared.goto(page.url());
      await expect(monthly(costs(shared))).toHaveText(
        formatKes(Math.round(after.mortgage.monthly)),
      );
      await expect(costs(shared).getByLabel(en.finance.rate)).toHaveValue('10');
      await shared.close();
    },
  );

  test(
    'typing adds no history entry: Back leaves the page, Forward brings back what was typed',
    { tag: '@server' },
    async ({ page }) => {
      await page.goto('/listings/');
      await page.goto(salePath);
      await ready(page);
      const section = costs(page);
      // Typed key by key: every change is written to the address.
      await section.getByLabel(en.finance.rate).clear();
      await section.getByLabel(en.finance.rate).pressSequentially('10.5');
      await section.getByLabel(en.finance.years).fill('15');
      await expect(page).toHaveURL(/[?&]rate=10\.5&years=15(&|$)/);
      const result = expectedMortgage({ rate: '10.5', years: '15' });
      await expect(monthly(section)).toHaveText(formatKes(Math.round(result.mortgage.monthly)));

      await page.goBack();
      await expect(page).toHaveURL(/\/listings\/$/);
      await page.goForward();
      await expect(page).toHaveURL(/[?&]rate=10\.5&years=15(&|$)/);
      await ready(page);
      await expect(costs(page).getByLabel(en.finance.rate)).toHaveValue('10.5');
      await expect(costs(page).getByLabel(en.finance.years)).toHaveValue('15');
      await expect(monthly(costs(page))).toHaveText(formatKes(Math.round(result.mortgage.monthly)));
    },
  );

  for (const [field, value, message] of [
    [en.finance.rate, 'abc', en.finance.errors.notNumber],
    [en.finance.rate, '-3', en.finance.errors.notNumber],
    [en.finance.rate, '75', fill(en.finance.errors.tooLarge, { max: '50' })],
    [en.finance.years, '0', fill(en.finance.errors.tooSmall, { min: '1' })],
    [en.finance.years, '12.5', en.finance.errors.whole],
    [en.finance.price, '', en.finance.errors.required],
    [en.finance.price, '9'.repeat(30), fill(en.finance.errors.tooLarge, { max: '10,000,000,000' })],
  ] as const) {
    test(`${field} "${value.slice(0, 12)}" gives a message, not NaN or Infinity`, async ({
      page,
    }) => {
      await page.goto(salePath);
      await ready(page);
      const section = costs(page);
      const input = section.getByLabel(field);
      await input.fill(value);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
      await expect(section.getByText(en.finance.invalidSummary)).toBeVisible();
      await expect(section).not.toContainText(/NaN|Infinity/);
      // Fixed, the figures come back.
      await input.fill(
        field === en.finance.years ? '20' : field === en.finance.rate ? '13.5' : String(sale.price),
      );
      await expect(monthly(section)).toHaveText(
        formatKes(Math.round(expectedMortgage().mortgage.monthly)),
      );
    });
  }

  test('a deposit above the price is refused', async ({ page }) => {
    await page.goto(`${salePath}?deposit=${sale.price + 1}`);
    await ready(page);
    await expect(costs(page).getByText(en.finance.errors.overPrice)).toBeVisible();
  });

  test('a hostile link shows its values as text with messages, and runs nothing', async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const script = encodeURIComponent('<img src=x onerror=alert(1)>');
    await page.goto(`${salePath}?rate=${script}&years=${'9'.repeat(10_000)}&price=-1&stamp=%00`);
    await ready(page);
    const section = costs(page);
    await expect(section.getByLabel(en.finance.rate)).toHaveValue('<img src=x onerror=alert');
    await expect(section.getByLabel(en.finance.rate)).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel(en.finance.years)).toHaveAccessibleDescription(
      fill(en.finance.errors.tooLarge, { max: '40' }),
    );
    await expect(section.getByText(en.finance.invalidSummary)).toBeVisible();
    expect(dialogs).toBe(0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto(salePath);
    await ready(page);
    const section = costs(page);
    await section.getByLabel(en.finance.price).focus();
    await page.keyboard.press('Tab');
    await expect(
      section.getByLabel(`${en.finance.deposit} (${en.finance.depositPercent})`),
    ).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('radio', { name: en.finance.depositPercent })).toBeFocused();
    // Arrow keys move within the radio group: a deposit in shillings.
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('radio', { name: en.finance.depositAmount })).toBeChecked();
    const half = expectedMortgage({ deposit: '50' });
    await expect(section.getByLabel(`${en.finance.deposit} (KES)`)).toHaveValue(
      String(half.deposit),
    );
    await expect(monthly(section)).toHaveText(formatKes(Math.round(half.mortgage.monthly)));
  });
});

test.describe('the moving-in cost', () => {
  test('follows the rent, the deposit months and the fee, in the address too', async ({ page }) => {
    await page.goto(rentPath);
    await ready(page);
    const section = costs(page);
    await section.getByLabel(en.finance.depositMonths).fill('3');
    await section.getByLabel(en.finance.agencyFee).fill('50');
    const result = evaluateMoveIn(
      { rent: String(rent.price), depositMonths: '3', agencyFee: '50' },
      FIGURES,
    ).result!;
    await expect(section.getByRole('row', { name: en.finance.moveInTotal })).toContainText(
      formatKes(result.total),
    );
    await expect(
      section.getByRole('row', { name: fill(en.finance.rentDeposit.other, { n: 3 }) }),
    ).toContainText(formatKes(result.deposit));
    await expect(page).toHaveURL(/months=3&fee=50$/);
    await section.getByLabel(en.finance.rent).fill('lots');
    await expect(section.getByLabel(en.finance.rent)).toHaveAccessibleDescription(
      en.finance.errors.notNumber,
    );
    await expect(section).not.toContainText(/NaN|Infinity/);
  });
});

test('a rental that states its deposit starts from it, and says so', async ({ page }) => {
  const stated = listings.find((l) => l.status === 'for_rent' && l.facts?.depositMonths)!;
  await page.goto(`/listings/${stated.slug}/`);
  const section = costs(page);
  await expect(section.getByLabel(en.finance.depositMonthsKnown)).toHaveValue(
    String(stated.facts!.depositMonths),
  );
  const result = evaluateMoveIn(
    defaultMoveInInputs(stated.price, stated.facts!.depositMonths, FIGURES),
    FIGURES,
  ).result!;
  await expect(section.getByRole('row', { name: en.finance.moveInTotal })).toContainText(
    formatKes(result.total),
  );
});

test.describe('prices in the visitor currency', () => {
  test(
    'the choice shows approximate, dated prices beside KES on cards, the page and the calculator, and persists',
    { tag: '@server' },
    async ({ page }) => {
      await page.goto('/');
      await ready(page);
      const footerMenu = page.getByRole('contentinfo').getByLabel(en.money.choiceLabel);
      await expect(footerMenu).toHaveValue('KES');
      await expect(page.getByText(/approx\./)).toHaveCount(0);
      await footerMenu.selectOption('USD');

      const first = listings[0]!;
      const usd = formatForeign(convertKes(first.price, rates.kesPer.USD), 'USD');
      const card = page.locator('main article').filter({ hasText: first.title }).first();
      await expect(card).toContainText(formatKes(first.price));
      await expect(card).toContainText(`approx. ${usd}`);
      await expect(card).toContainText(rateDate('en'));
      expect(await page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe(
        JSON.stringify({ v: 1, currency: 'USD' }),
      );

      // Another page, and the Swahili site: the same choice.
      await page.goto(salePath);
      await ready(page);
      const gbpless = formatForeign(convertKes(sale.price, rates.kesPer.USD), 'USD');
      await expect(page.locator('main h1 ~ [data-approx]')).toHaveText(
        `approx. ${gbpless} · ${rateDate('en')}`,
      );
      const result = expectedMortgage();
      await expect(costs(page)).toContainText(
        `approx. ${formatForeign(convertKes(Math.round(result.mortgage.monthly), rates.kesPer.USD), 'USD')}`,
      );
      // The calculator's converted figures follow its inputs.
      await costs(page).getByLabel(en.finance.rate).fill('5');
      const cheaper = expectedMortgage({ rate: '5' });
      await expect(costs(page)).toContainText(
        `approx. ${formatForeign(convertKes(Math.round(cheaper.mortgage.monthly), rates.kesPer.USD), 'USD')}`,
      );
      // The search filters stay in shillings.
      await page.goto(`/sw/listings/`);
      await ready(page);
      await expect(page.locator('main article').first()).toContainText(`takriban US$`);
      await expect(page.locator('main article').first()).toContainText(rateDate('sw'));
      await expect(page.getByRole('search')).not.toContainText('US$');

      // Back to KES: the converted prices go.
      await page.getByRole('contentinfo').getByLabel(sw.money.choiceLabel).selectOption('KES');
      await expect(page.getByText(/takriban US\$/)).toHaveCount(0);
    },
  );

  test('another tab choosing a currency changes this one', async ({ page, context }) => {
    await page.goto(rentPath);
    await ready(page);
    const other = await context.newPage();
    await other.goto('/');
    await ready(other);
    await other.getByRole('contentinfo').getByLabel(en.money.choiceLabel).selectOption('EUR');
    const eur = formatForeign(convertKes(rent.price, rates.kesPer.EUR), 'EUR');
    await expect(page.locator('main h1 ~ [data-approx]')).toHaveText(
      `approx. ${eur}${en.listing.perMonth} · ${rateDate('en')}`,
    );
    await expect(page.getByRole('contentinfo').getByLabel(en.money.choiceLabel)).toHaveValue('EUR');
  });

  for (const stored of ['{not json', '{"v":1,"currency":"<script>"}', '"USD"', '{"v":9}']) {
    test(`corrupted storage (${stored}) means KES, and nothing breaks`, async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [CURRENCY_STORAGE_KEY, stored],
      );
      await page.goto(salePath);
      await ready(page);
      await expect(page.getByRole('contentinfo').getByLabel(en.money.choiceLabel)).toHaveValue(
        'KES',
      );
      await expect(page.getByText(/approx\./)).toHaveCount(0);
      await expect(monthly(costs(page))).toHaveText(
        formatKes(Math.round(expectedMortgage().mortgage.monthly)),
      );
    });
  }

  test('storage that throws keeps the choice for the page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(salePath);
    await ready(page);
    await page.getByRole('contentinfo').getByLabel(en.money.choiceLabel).selectOption('GBP');
    await expect(page.locator('main h1 ~ [data-approx]')).toContainText('approx. £');
  });
});
