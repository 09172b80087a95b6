import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCurrency } from '@/components/runtime/currency-runtime';
import { CURRENCY_STORAGE_KEY } from '@/lib/finance/currency';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

beforeAll(() => {
  document.body.innerHTML = `
    <select data-currency-choice><option>KES</option><option>USD</option><option>GBP</option><option>EUR</option></select>
    <span id="sale" data-approx="12500000" hidden></span>
    <span id="rent" data-approx="85000" data-approx-suffix="/month" hidden></span>`;
  startCurrency({
    kesPer: { USD: 129.2, GBP: 169.8, EUR: 149.4 },
    asOf: '2026-11-20',
    texts: {
      approx: 'approx. {amount}',
      rateDate: 'at rates of {date}',
      months: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    },
  });
});

afterEach(() => localStorage.clear());

const span = (id: string) => document.getElementById(id)!;
const select = () => document.querySelector('select')!;

function choose(value: string) {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the currency runtime', () => {
  it('marks the page and shows nothing for KES', () => {
    expect(document.documentElement.dataset.currency).toBe('ready');
    expect(span('sale').hidden).toBe(true);
    expect(span('sale').textContent).toBe('');
  });

  it('fills every placeholder with the rounded, dated amount, and stores the choice', () => {
    choose('USD');
    expect(span('sale').hidden).toBe(false);
    expect(span('sale').textContent).toBe('approx. US$96,700 · at rates of 20 Nov 2026');
    expect(span('rent').textContent).toBe('approx. US$658/month · at rates of 20 Nov 2026');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('{"v":1,"currency":"USD"}');
    choose('KES');
    expect(span('sale').hidden).toBe(true);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab, and reads a corrupted value as KES', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, '{"v":1,"currency":"GBP"}');
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY }));
    expect(span('rent').textContent).toBe('approx. £501/month · at rates of 20 Nov 2026');
    expect(select().value).toBe('GBP');
    localStorage.setItem(CURRENCY_STORAGE_KEY, '<script>');
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY }));
    expect(select().value).toBe('KES');
    expect(span('rent').hidden).toBe(true);
  });

  it('fills placeholders added later and amounts that change', async () => {
    choose('EUR');
    const later = document.createElement('span');
    later.dataset.approx = '1000000';
    later.hidden = true;
    document.body.append(later);
    await frame();
    expect(later.textContent).toBe('approx. €6,690 · at rates of 20 Nov 2026');
    later.dataset.approx = '2000000';
    await frame();
    expect(later.textContent).toBe('approx. €13,400 · at rates of 20 Nov 2026');
  });

  it('ignores amounts that are no number', async () => {
    choose('USD');
    span('sale').dataset.approx = 'NaN';
    await frame();
    expect(span('sale').hidden).toBe(true);
    span('sale').dataset.approx = '12500000';
  });
});
