import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CardLayout } from '@/components/listing/listing-card';
import { ViewToggle } from '@/components/search/view-toggle';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';

const grid = () => screen.getByRole('button', { name: 'Grid' });
const list = () => screen.getByRole('button', { name: 'List' });

describe('ViewToggle', () => {
  it("is a group named 'View' with a Grid and a List button", () => {
    render(<ViewToggle texts={en.results} value="grid" />);
    const group = screen.getByRole('group', { name: 'View' });
    expect(group).toContainElement(grid());
    expect(group).toContainElement(list());
  });

  it('marks the current view as pressed and only that one', () => {
    const { rerender } = render(<ViewToggle texts={en.results} value="grid" />);
    expect(grid()).toHaveAttribute('aria-pressed', 'true');
    expect(list()).toHaveAttribute('aria-pressed', 'false');

    rerender(<ViewToggle texts={en.results} value="list" />);
    expect(grid()).toHaveAttribute('aria-pressed', 'false');
    expect(list()).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports the chosen view', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ViewToggle texts={en.results} value="grid" onChange={onChange} />);
    await user.click(list());
    expect(onChange).toHaveBeenLastCalledWith('list');
    await user.click(grid());
    expect(onChange).toHaveBeenLastCalledWith('grid');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is controlled: the pressed button follows the value, not the click', async () => {
    const user = userEvent.setup();
    render(<ViewToggle texts={en.results} value="grid" onChange={() => {}} />);
    await user.click(list());
    expect(grid()).toHaveAttribute('aria-pressed', 'true');
    expect(list()).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches when its parent keeps the value', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [layout, setLayout] = useState<CardLayout>('grid');
      return <ViewToggle texts={en.results} value={layout} onChange={setLayout} />;
    }
    render(<Parent />);
    await user.click(list());
    expect(list()).toHaveAttribute('aria-pressed', 'true');
    expect(grid()).toHaveAttribute('aria-pressed', 'false');
  });

  it('can be shown without a handler (static fallback) and clicking does nothing', async () => {
    const user = userEvent.setup();
    render(<ViewToggle texts={en.results} value="grid" />);
    await user.click(list());
    expect(grid()).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses plain buttons that never submit a surrounding form', () => {
    render(<ViewToggle texts={en.results} value="grid" />);
    expect(grid()).toHaveAttribute('type', 'button');
    expect(list()).toHaveAttribute('type', 'button');
  });

  it('is worded in Swahili on Swahili pages', () => {
    render(<ViewToggle texts={sw.results} value="list" />);
    const group = screen.getByRole('group', { name: sw.results.view });
    expect(within(group).getByRole('button', { name: sw.results.grid })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(group).getByRole('button', { name: sw.results.list })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
