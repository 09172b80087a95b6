import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/layout/mobile-menu';
import type { Locale } from '@/lib/i18n/locales';
import { sw } from '@/lib/i18n/sw';
import { DICTIONARIES, languageProps, navLinks } from './texts';

const nav = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
}));

/** The menu as components/layout/site-header.tsx places it on the page at `path`. */
function Menu({ locale = 'en', path = '/' }: { locale?: Locale; path?: string }) {
  const t = DICTIONARIES[locale].nav;
  return (
    <MobileMenu
      links={navLinks(locale)}
      language={languageProps(locale, path)}
      texts={{ label: t.mobile, openMenu: t.openMenu, closeMenu: t.closeMenu }}
    />
  );
}

/** Where the browser goes when a link is followed: its href once every click handler ran. */
let followed: string | null = null;
function recordNavigation(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  followed = link.getAttribute('href');
  event.preventDefault(); // jsdom does not navigate
}

/** The page at `url`: the browser's address, and the path Next reports. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
  nav.pathname = new URL(url, 'http://localhost').pathname;
}

beforeEach(() => {
  visit('/');
  followed = null;
  window.localStorage.clear();
  document.addEventListener('click', recordNavigation);
  return () => {
    document.removeEventListener('click', recordNavigation);
    visit('/');
  };
});

const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });
const menu = () => screen.queryByRole('navigation', { name: 'Mobile' });

describe('MobileMenu', () => {
  it("starts closed, with an 'Open menu' button that controls the hidden panel", () => {
    render(<Menu />);
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
    render(<Menu />);
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
      'Switch to Swahili',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/listings/',
      '/map/',
      '/upload/',
      '/sw/',
    ]);
  });

  it('closes again with the same button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('marks the link of the current page', async () => {
    const user = userEvent.setup();
    visit('/listings/');
    render(<Menu path="/listings/" />);
    await user.click(toggle());
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
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
        <Menu />
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
    render(<Menu />);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Listings' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes when the route changes while it is open', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Menu />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    nav.pathname = '/listings/';
    rerender(<Menu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    // And it can be opened again on the new page.
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open when re-rendered on the same route', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Menu />);
    await user.click(toggle());
    rerender(<Menu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('links the same page in Swahili from inside the menu, and remembers the choice', async () => {
    const user = userEvent.setup();
    visit('/listings/?location=Kilimani&bedrooms=3');
    render(<Menu path="/listings/" />);
    await user.click(toggle());
    const language = within(menu()!).getByRole('link', { name: 'Switch to Swahili' });
    expect(language).toHaveAttribute('href', '/sw/listings/?location=Kilimani&bedrooms=3');
    await user.click(language);
    expect(followed).toBe('/sw/listings/?location=Kilimani&bedrooms=3');
    expect(window.localStorage.getItem('nyumba360:language')).toBe('sw');
  });
});

describe('MobileMenu in Swahili', () => {
  const t = sw.nav;
  const swToggle = () =>
    screen.getByRole('button', { name: new RegExp(`^(${t.openMenu}|${t.closeMenu})$`) });
  const swMenu = () => screen.queryByRole('navigation', { name: t.mobile });

  it('is worded in Swahili and links the Swahili pages', async () => {
    const user = userEvent.setup();
    visit('/sw/listings/');
    render(<Menu locale="sw" path="/listings/" />);
    expect(swToggle()).toHaveAccessibleName(t.openMenu);
    await user.click(swToggle());
    expect(swToggle()).toHaveAccessibleName(t.closeMenu);

    const links = within(swMenu()!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      t.home,
      t.listings,
      t.map,
      t.upload,
      'Switch to English',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/sw/',
      '/sw/listings/',
      '/sw/map/',
      '/sw/upload/',
      '/listings/',
    ]);
    expect(screen.getByRole('link', { name: t.listings })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: t.home })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Listings' })).not.toBeInTheDocument();
    // The English words of the toggle are marked as English for screen readers.
    expect(screen.getByText('Switch to English')).toHaveAttribute('lang', 'en-KE');
  });
});
