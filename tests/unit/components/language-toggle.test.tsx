import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageToggle, LanguageToggleWide } from '@/components/layout/language-toggle';

const KEY = 'nyumba360:language';

const wide = () => screen.getByRole('button', { name: /^Switch to (Swahili|English)$/ });
const compact = () => screen.getByRole('button', { name: /^Language:/ });

/**
 * The compact toggle's name: 'Language: EN, switch to Swahili'. The jsdom name computation
 * puts a space before the comma (the text is split over inline spans), browsers do not.
 */
const compactName = (current: 'EN' | 'SW', other: 'Swahili' | 'English') =>
  new RegExp(`^Language: ${current} ?, switch to ${other}$`);

beforeEach(() => {
  window.localStorage.clear();
});

describe('LanguageToggleWide (mobile menu)', () => {
  it("starts in English, offering 'Switch to Swahili'", () => {
    render(<LanguageToggleWide />);
    expect(wide()).toHaveAccessibleName('Switch to Swahili');
  });

  it('switches its label on each click', async () => {
    const user = userEvent.setup();
    render(<LanguageToggleWide />);
    await user.click(wide());
    expect(wide()).toHaveAccessibleName('Switch to English');
    await user.click(wide());
    expect(wide()).toHaveAccessibleName('Switch to Swahili');
  });
});

describe('LanguageToggle (desktop header)', () => {
  it('shows EN by default and says what it switches to', () => {
    render(<LanguageToggle />);
    expect(compact()).toHaveTextContent(/\bEN\b/);
    expect(compact()).toHaveAccessibleName(compactName('EN', 'Swahili'));
    expect(compact()).toHaveAttribute('title', 'Switch to Swahili');
  });

  it('shows SW after a click, and EN again after another', async () => {
    const user = userEvent.setup();
    render(<LanguageToggle />);
    await user.click(compact());
    expect(compact()).toHaveAccessibleName(compactName('SW', 'English'));
    expect(compact()).toHaveAttribute('title', 'Switch to English');
    await user.click(compact());
    expect(compact()).toHaveAccessibleName(compactName('EN', 'Swahili'));
  });
});

describe('useLanguage: one choice for the whole page, remembered', () => {
  it('keeps both toggles on the page in sync', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageToggle />
        <LanguageToggleWide />
      </>,
    );
    await user.click(wide());
    expect(compact()).toHaveAccessibleName(compactName('SW', 'English'));
    expect(wide()).toHaveAccessibleName('Switch to English');

    await user.click(compact());
    expect(compact()).toHaveAccessibleName(compactName('EN', 'Swahili'));
    expect(wide()).toHaveAccessibleName('Switch to Swahili');
  });

  it(`stores the choice in localStorage under '${KEY}'`, async () => {
    const user = userEvent.setup();
    render(<LanguageToggleWide />);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await user.click(wide());
    expect(window.localStorage.getItem(KEY)).toBe('sw');
    await user.click(wide());
    expect(window.localStorage.getItem(KEY)).toBe('en');
  });

  it('reads the stored choice back on a fresh render (next page or visit)', async () => {
    const user = userEvent.setup();
    const first = render(<LanguageToggleWide />);
    await user.click(wide());
    first.unmount();

    render(
      <>
        <LanguageToggle />
        <LanguageToggleWide />
      </>,
    );
    expect(wide()).toHaveAccessibleName('Switch to English');
    expect(compact()).toHaveAccessibleName(compactName('SW', 'English'));
  });

  it('treats an unknown stored value as English', () => {
    window.localStorage.setItem(KEY, 'fr');
    render(<LanguageToggleWide />);
    expect(wide()).toHaveAccessibleName('Switch to Swahili');
  });

  it('follows a change made in another tab', () => {
    render(<LanguageToggle />);
    act(() => {
      window.localStorage.setItem(KEY, 'sw');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'sw' }));
    });
    expect(compact()).toHaveAccessibleName(compactName('SW', 'English'));
  });

  it('still switches its label when storage refuses to save', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      render(<LanguageToggleWide />);
      await user.click(screen.getByRole('button', { name: 'Switch to Swahili' }));
      expect(screen.getByRole('button', { name: 'Switch to English' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Switch to English' }));
      expect(screen.getByRole('button', { name: 'Switch to Swahili' })).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
