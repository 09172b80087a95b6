import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageToggle, LanguageToggleWide } from '@/components/layout/language-toggle';
import { languageProps } from './texts';

const KEY = 'nyumba360:language';

type Props = ComponentProps<typeof LanguageToggle>;

/** The toggle's props on the page at `path` (as English has it) in a language. */
const onEnglishPage = (path = '/'): Props => languageProps('en', path);
const onSwahiliPage = (path = '/'): Props => languageProps('sw', path);

const wide = (name: 'Switch to Swahili' | 'Switch to English') =>
  screen.getByRole('link', { name });
const compact = () => screen.getByRole('link', { name: /^(Language|Lugha):/ });

/**
 * The compact toggle's name: 'Language: EN, Switch to Swahili'. The jsdom name computation
 * puts a space before the comma (the text is split over inline spans), browsers do not.
 */
const compactName = (label: 'Language' | 'Lugha', code: 'EN' | 'SW', switchTo: string) =>
  new RegExp(`^${label}: ${code} ?, ${switchTo}$`);

/** Where the browser goes when a link is followed: its href once every click handler ran. */
let followed: string | null = null;
function recordNavigation(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  followed = link.getAttribute('href');
  event.preventDefault(); // jsdom does not navigate
}

/** Sets the browser's address, as a visitor arriving there would have it. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  window.localStorage.clear();
  followed = null;
  visit('/');
  // Registered on the document: it runs after React's handler, which listens on the root.
  document.addEventListener('click', recordNavigation);
});

afterEach(() => {
  document.removeEventListener('click', recordNavigation);
  vi.restoreAllMocks();
  visit('/');
});

describe('LanguageToggleWide (mobile menu)', () => {
  it("on English pages is a link 'Switch to Swahili' to the Swahili page", () => {
    visit('/listings/');
    render(<LanguageToggleWide {...onEnglishPage('/listings/')} />);
    const link = wide('Switch to Swahili');
    expect(link).toHaveAttribute('href', '/sw/listings/');
    expect(link).toHaveAttribute('hreflang', 'sw-KE');
    // The page's own language: no lang of its own.
    expect(screen.getByText('Switch to Swahili')).not.toHaveAttribute('lang');
  });

  it("on Swahili pages says 'Switch to English', marked as English, and leads to the English page", () => {
    visit('/sw/listings/x/');
    render(<LanguageToggleWide {...onSwahiliPage('/listings/x/')} />);
    const link = wide('Switch to English');
    expect(link).toHaveAttribute('href', '/listings/x/');
    expect(link).toHaveAttribute('hreflang', 'en-KE');
    expect(screen.getByText('Switch to English')).toHaveAttribute('lang', 'en-KE');
  });

  it("is written with the server's address in the static HTML", () => {
    visit('/somewhere-else/');
    const html = renderToStaticMarkup(<LanguageToggleWide {...onEnglishPage('/listings/')} />);
    expect(html).toContain('href="/sw/listings/"');
    expect(html).toContain('Switch to Swahili');
  });
});

describe('LanguageToggle (desktop header)', () => {
  it('shows EN on English pages and says what it switches to', () => {
    render(<LanguageToggle {...onEnglishPage()} />);
    expect(compact()).toHaveTextContent(/\bEN\b/);
    expect(compact()).toHaveAccessibleName(compactName('Language', 'EN', 'Switch to Swahili'));
    expect(compact()).toHaveAttribute('title', 'Switch to Swahili');
    expect(compact()).toHaveAttribute('href', '/sw/');
    expect(compact()).toHaveAttribute('hreflang', 'sw-KE');
  });

  it("shows SW on Swahili pages, with 'Switch to English' marked as English", () => {
    visit('/sw/');
    render(<LanguageToggle {...onSwahiliPage()} />);
    expect(compact()).toHaveTextContent(/\bSW\b/);
    expect(compact()).toHaveAccessibleName(compactName('Lugha', 'SW', 'Switch to English'));
    expect(compact()).toHaveAttribute('title', 'Switch to English');
    expect(compact()).toHaveAttribute('href', '/');
    expect(screen.getByText(/Switch to English/)).toHaveAttribute('lang', 'en-KE');
  });
});

describe.each([
  ['LanguageToggle', LanguageToggle],
  ['LanguageToggleWide', LanguageToggleWide],
])('%s leads to the page as it is in the address bar', (_name, Toggle) => {
  const link = () => screen.getByRole('link');

  it('keeps the search: /listings/?location=Kilimani&bedrooms=3 → /sw/listings/?…', () => {
    visit('/listings/?location=Kilimani&bedrooms=3');
    render(<Toggle {...onEnglishPage('/listings/')} />);
    expect(link()).toHaveAttribute('href', '/sw/listings/?location=Kilimani&bedrooms=3');
  });

  it('leads from /sw/listings/x/ to /listings/x/', () => {
    visit('/sw/listings/x/');
    render(<Toggle {...onSwahiliPage('/listings/x/')} />);
    expect(link()).toHaveAttribute('href', '/listings/x/');
  });

  it('leads from a Swahili search back to the English one', () => {
    visit('/sw/listings/?status=for_rent');
    render(<Toggle {...onSwahiliPage('/listings/')} />);
    expect(link()).toHaveAttribute('href', '/listings/?status=for_rent');
  });

  it('fills in the address on the 404 page, which the server cannot know', () => {
    // The 404 page is one file: the server links the home page of the other language.
    visit('/listings/no-such-slug/');
    render(<Toggle {...onEnglishPage()} />);
    expect(link()).toHaveAttribute('href', '/sw/listings/no-such-slug/');
  });

  it('follows a search made in place after the page loaded', async () => {
    const user = userEvent.setup();
    visit('/listings/');
    render(<Toggle {...onEnglishPage('/listings/')} />);
    window.history.pushState(null, '', '/listings/?location=Karen&type=house');
    await user.click(link());
    expect(followed).toBe('/sw/listings/?location=Karen&type=house');
  });

  it(`remembers the choice in localStorage under '${KEY}' when followed`, async () => {
    const user = userEvent.setup();
    visit('/listings/');
    render(<Toggle {...onEnglishPage('/listings/')} />);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await user.click(link());
    expect(window.localStorage.getItem(KEY)).toBe('sw');
    expect(followed).toBe('/sw/listings/');
  });

  it("remembers 'en' when followed from a Swahili page", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, 'sw');
    visit('/sw/listings/x/');
    render(<Toggle {...onSwahiliPage('/listings/x/')} />);
    await user.click(link());
    expect(window.localStorage.getItem(KEY)).toBe('en');
    expect(followed).toBe('/listings/x/');
  });

  it('still leads to the other page when storage refuses to save', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    // An error thrown by a click handler reaches the window, as in a browser.
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    visit('/listings/?bedrooms=2');
    render(<Toggle {...onEnglishPage('/listings/')} />);
    try {
      await user.click(link());
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(setItem).toHaveBeenCalledWith(KEY, 'sw');
    expect(followed).toBe('/sw/listings/?bedrooms=2');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(link()).toBeInTheDocument();
  });
});
