import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/layout/mobile-menu';

const nav = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
}));

beforeEach(() => {
  nav.pathname = '/';
  window.localStorage.clear();
});

const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });
const menu = () => screen.queryByRole('navigation', { name: 'Mobile' });

describe('MobileMenu', () => {
  it("starts closed, with an 'Open menu' button that controls the hidden panel", () => {
    render(<MobileMenu />);
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(menu()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Listings' })).not.toBeInTheDocument();
  });

  it('opens to show Home, Listings, Map, List Property and the language switch', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(toggle());

    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toContainElement(menu());

    const links = within(menu()!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Listings',
      'Map',
      'List Property',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/listings/',
      '/map/',
      '/upload/',
    ]);
    expect(within(menu()!).getByRole('button', { name: 'Switch to Swahili' })).toBeInTheDocument();
  });

  it('closes again with the same button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('marks the link of the current page', async () => {
    const user = userEvent.setup();
    nav.pathname = '/listings/';
    render(<MobileMenu />);
    await user.click(toggle());
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveFocus();
    expect(menu()).not.toBeInTheDocument();
  });

  it('ignores Escape while closed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MobileMenu />
        <input aria-label="Elsewhere" />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in the menu is clicked', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Listings' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes when the route changes while it is open', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    nav.pathname = '/listings/';
    rerender(<MobileMenu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    // And it can be opened again on the new page.
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open when re-rendered on the same route', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu />);
    await user.click(toggle());
    rerender(<MobileMenu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches the language label from inside the menu', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Switch to Swahili' }));
    expect(screen.getByRole('button', { name: 'Switch to English' })).toBeInTheDocument();
    // Switching the language does not close the menu.
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
