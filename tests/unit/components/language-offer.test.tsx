import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageOffer } from '@/components/layout/language-offer';
import { en } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';
import { sw } from '@/lib/i18n/sw';

const KEY = 'nyumba360:language';

/**
 * The offer as components/layout/page-frame.tsx places it: written in the other language, the
 * one it offers, for the reader who chose that language.
 */
function Offer({ page }: { page: Locale }) {
  const { offer, offerLink, dismiss } = (page === 'en' ? sw : en).language;
  return <LanguageOffer pageLocale={page} texts={{ offer, offerLink, dismiss }} />;
}

/** Sets the browser's address, as a visitor arriving there would have it. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
}

const swahiliOffer = () => screen.queryByRole('complementary', { name: sw.language.offerLink });
const englishOffer = () => screen.queryByRole('complementary', { name: en.language.offerLink });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  visit('/');
});

afterEach(() => {
  vi.restoreAllMocks();
  visit('/');
});

describe('LanguageOffer: nothing for a visitor who chose nothing else', () => {
  it('renders nothing without a stored choice', () => {
    const { container } = render(<Offer page="en" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the choice is the language of the page', () => {
    window.localStorage.setItem(KEY, 'en');
    const english = render(<Offer page="en" />);
    expect(english.container).toBeEmptyDOMElement();
    english.unmount();

    window.localStorage.setItem(KEY, 'sw');
    visit('/sw/listings/');
    const swahili = render(<Offer page="sw" />);
    expect(swahili.container).toBeEmptyDOMElement();
  });

  it.each(['fr', '{"x":', 'SW', ' sw', 'null', ''])(
    'renders nothing for a stored value it does not know (%j)',
    (value) => {
      window.localStorage.setItem(KEY, value);
      const { container } = render(<Offer page="en" />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('renders nothing, and does not crash, when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { container } = render(<Offer page="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LanguageOffer: the page in the language the visitor chose', () => {
  it('offers a Swahili reader the Swahili page, in Swahili, keeping the search', () => {
    window.localStorage.setItem(KEY, 'sw');
    visit('/listings/?location=Kilimani&bedrooms=3');
    render(<Offer page="en" />);
    const offer = swahiliOffer();
    expect(offer).toBeInTheDocument();
    expect(offer).toHaveAttribute('lang', 'sw-KE');
    expect(offer).toHaveTextContent(sw.language.offer);
    const link = screen.getByRole('link', { name: sw.language.offerLink });
    expect(link).toHaveAttribute('href', '/sw/listings/?location=Kilimani&bedrooms=3');
    expect(link).toHaveAttribute('hreflang', 'sw-KE');
    expect(screen.getByRole('button', { name: 'Hapana, asante' })).toHaveAttribute(
      'type',
      'button',
    );
    expect(englishOffer()).not.toBeInTheDocument();
  });

  it('offers an English reader the English page, in English', () => {
    window.localStorage.setItem(KEY, 'en');
    visit('/sw/listings/x/');
    render(<Offer page="sw" />);
    const offer = englishOffer();
    expect(offer).toHaveAttribute('lang', 'en-KE');
    expect(offer).toHaveTextContent(en.language.offer);
    expect(screen.getByRole('link', { name: en.language.offerLink })).toHaveAttribute(
      'href',
      '/listings/x/',
    );
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it('appears when the choice is made in another tab', () => {
    render(<Offer page="en" />);
    expect(swahiliOffer()).not.toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(KEY, 'sw');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'sw' }));
    });
    expect(swahiliOffer()).toBeInTheDocument();
  });
});

describe("LanguageOffer: 'No thanks'", () => {
  it("'Hapana, asante' hides it, and it stays hidden for the rest of the visit", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, 'sw');
    const { rerender, unmount } = render(<Offer page="en" />);
    await user.click(screen.getByRole('button', { name: 'Hapana, asante' }));
    expect(swahiliOffer()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: sw.language.offerLink })).not.toBeInTheDocument();

    rerender(<Offer page="en" />);
    expect(swahiliOffer()).not.toBeInTheDocument();

    // The next page of the same visit.
    unmount();
    visit('/listings/');
    render(<Offer page="en" />);
    expect(swahiliOffer()).not.toBeInTheDocument();
    // The choice itself is kept.
    expect(window.localStorage.getItem(KEY)).toBe('sw');
  });

  it("'No thanks' hides the English offer on a Swahili page", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, 'en');
    visit('/sw/');
    render(<Offer page="sw" />);
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(englishOffer()).not.toBeInTheDocument();
  });

  it('offers it again on a later visit', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, 'sw');
    const first = render(<Offer page="en" />);
    await user.click(screen.getByRole('button', { name: 'Hapana, asante' }));
    first.unmount();

    window.sessionStorage.clear(); // a new visit
    render(<Offer page="en" />);
    expect(swahiliOffer()).toBeInTheDocument();
  });

  it('still hides it, for this page, when session storage is blocked', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, 'sw');
    const session = window.sessionStorage;
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
      if (this === session) throw new DOMException('blocked', 'SecurityError');
      return getItem.call(this, key);
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<Offer page="en" />);
    expect(swahiliOffer()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapana, asante' }));
    expect(swahiliOffer()).not.toBeInTheDocument();
  });
});
