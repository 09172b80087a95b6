import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import rawRates from '@/data/rates.json';
import type { ExchangeRates } from '@/lib/finance/schema';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';

/*
 * Rates too old at the build date: the currency menus give way to a line saying prices are in
 * KES only, and the device's currency runtime is never loaded, so nothing is converted.
 */
const rates = vi.hoisted(() => ({ current: undefined as ExchangeRates | undefined }));
vi.mock('@/lib/finance/data', () => ({ getCurrentRates: () => rates.current }));
const runtime = vi.hoisted(() => ({ started: 0 }));
vi.mock('@/components/runtime/currency-runtime', () => ({
  startCurrency: () => void runtime.started++,
}));
// The device's other runtimes, which the same loader starts: not what this file is about, and
// their real modules take long enough to load that a test could end (and its environment be torn
// down) while they are still being imported.
vi.mock('@/components/runtime/device-runtime', () => ({
  startLists: () => undefined,
  startSaver: () => undefined,
  startOffline: () => undefined,
}));

const { CurrencyChoice } = await import('@/components/finance/currency-choice');
const { ListsChrome } = await import('@/components/saved/lists-chrome');
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  runtime.started = 0;
});

describe('with stale rates', () => {
  beforeEach(() => {
    rates.current = undefined;
  });

  it.each([
    ['en', en],
    ['sw', sw],
  ] as const)('a listing page says prices are in KES only, with no menu (%s)', (locale, t) => {
    const { container } = render(<CurrencyChoice id="c" locale={locale} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container.querySelector('[data-currency-choice]')).toBeNull();
    expect(container).toHaveTextContent(t.money.unavailable);
  });

  it('the footer shows nothing at all', () => {
    const { container } = render(<CurrencyChoice id="f" locale="en" note={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('never loads the currency runtime', async () => {
    render(<ListsChrome locale="en" />);
    await tick();
    expect(runtime.started).toBe(0);
  });
});

describe('with current rates', () => {
  beforeEach(() => {
    rates.current = rawRates as ExchangeRates;
  });

  it('offers the menu, dated, and starts the runtime', async () => {
    render(<CurrencyChoice id="c" locale="en" />);
    expect(screen.getByRole('combobox', { name: en.money.choiceLabel })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(en.money.unavailable);
    render(<ListsChrome locale="en" />);
    await tick();
    expect(runtime.started).toBe(1);
  });
});
