import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MortgageCalculator } from '@/components/finance/mortgage-calculator';
import { MoveInCalculator } from '@/components/finance/move-in-calculator';
import { defaultMortgageInputs, defaultMoveInInputs } from '@/lib/finance/calculator';
import { en } from '@/lib/i18n/en';
import { formatKes } from '@/lib/site/format';
import { FIGURES } from '../finance/fixtures';

/*
 * The calculators keep their inputs in the address (components/finance/use-shared-inputs.ts):
 * the server's HTML holds the defaults' figures, a shared link's values arrive after hydration,
 * and typing replaces the address's entry instead of adding one.
 */

const moveIn = (
  <MoveInCalculator
    defaults={defaultMoveInInputs(85_000, undefined, FIGURES)}
    depositKnown={false}
    figures={FIGURES}
    texts={en.finance}
    perMonth={en.listing.perMonth}
  />
);
const mortgage = (
  <MortgageCalculator
    defaults={defaultMortgageInputs(12_500_000, FIGURES)}
    figures={FIGURES}
    texts={en.finance}
  />
);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** Unmounts what a test hydrated itself (render()'s roots are cleaned up by the setup). */
let hydrated: (() => void) | undefined;

beforeEach(() => window.history.replaceState(null, '', '/listings/penthouse-riverside/'));
afterEach(() => {
  hydrated?.();
  hydrated = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the calculators in the address', () => {
  it("render the defaults on the server, then a shared link's values, with no mismatch", async () => {
    window.history.replaceState(null, '', '/listings/penthouse-riverside/?rent=100000&months=3');
    const html = renderToString(moveIn);
    expect(html).toContain('value="85000"');
    expect(html).toContain(formatKes(85_000 * FIGURES.renting.depositMonths.value));
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(box, moveIn, { onRecoverableError: (error) => errors.push(error) }),
    );
    hydrated = () => {
      act(() => root.unmount());
      box.remove();
    };
    expect(errors).toEqual([]);
    expect(field(en.finance.rent).value).toBe('100000');
    expect(field(en.finance.depositMonths).value).toBe('3');
    const row = screen.getByRole('row', { name: /^Deposit \(3 months\)/ });
    expect(row.textContent).toContain(formatKes(300_000));
  });

  it('typing replaces the entry, keeping other keys and the section link', () => {
    window.history.replaceState(null, '', '/listings/penthouse-riverside/?utm_source=x#costs');
    render(moveIn);
    const entries = window.history.length;
    fireEvent.change(field(en.finance.rent), { target: { value: '90000' } });
    fireEvent.change(field(en.finance.agencyFee), { target: { value: '50' } });
    expect(window.history.length).toBe(entries);
    expect(window.location.hash).toBe('#costs');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('utm_source')).toBe('x');
    expect(params.get('rent')).toBe('90000');
    expect(params.get('fee')).toBe('50');
    expect(field(en.finance.rent).value).toBe('90000');
  });

  it('a wrong field shows its message and no figures', () => {
    render(moveIn);
    fireEvent.change(field(en.finance.rent), { target: { value: 'abc' } });
    expect(field(en.finance.rent)).toHaveAccessibleDescription(en.finance.errors.notNumber);
    expect(screen.getByRole('status')).toHaveTextContent(en.finance.invalidSummary);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('switching the deposit to shillings keeps the repayment and writes it', () => {
    render(mortgage);
    const before = document.querySelector('output')!.textContent;
    fireEvent.click(screen.getByRole('radio', { name: en.finance.depositAmount }));
    expect(field(`${en.finance.deposit} (${en.finance.depositAmount})`).value).toBe('2500000');
    expect(document.querySelector('output')!.textContent).toBe(before);
    expect(new URLSearchParams(window.location.search).get('deposit')).toBe('2500000');
    fireEvent.click(screen.getByRole('radio', { name: en.finance.depositPercent }));
    expect(new URLSearchParams(window.location.search).get('deposit')).toBe('20%');
  });
});
