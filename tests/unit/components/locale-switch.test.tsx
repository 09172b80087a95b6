import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { en } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';
import { sw } from '@/lib/i18n/sw';

const nav = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
}));

/** The two pages the 404 file carries (components/layout/not-found-page.tsx), and their titles. */
const pages = {
  en: <h1>{en.notFound.heading}</h1>,
  sw: <h1>{sw.notFound.heading}</h1>,
};
const titles = {
  en: `${en.notFound.title} | Nyumba360`,
  sw: `${sw.notFound.title} | Nyumba360`,
};
const LANG = { en: 'en-KE', sw: 'sw-KE' } as const;

/** The file as written for `initial`: its <html lang> and <title> are that language's. */
function serve(initial: Locale) {
  document.documentElement.lang = LANG[initial];
  document.title = titles[initial];
  return <LocaleSwitch initial={initial} pages={pages} titles={titles} />;
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  nav.pathname = '/';
});

describe('LocaleSwitch (the 404 page in the language of the address)', () => {
  it.each(['/sw/anything', '/sw/listings/no-such-slug/', '/sw/', '/sw'])(
    'shows the Swahili page at %s, with lang sw-KE and the Swahili title',
    (path) => {
      nav.pathname = path;
      render(serve('en'));
      expect(heading()).toHaveTextContent(sw.notFound.heading);
      expect(screen.queryByText(en.notFound.heading)).not.toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', 'sw-KE');
      expect(document.title).toBe(titles.sw);
    },
  );

  it.each(['/anything', '/listings/no-such-slug/', '/swahili/', '/map/'])(
    'shows the English page at %s and leaves lang and title English',
    (path) => {
      nav.pathname = path;
      render(serve('en'));
      expect(heading()).toHaveTextContent(en.notFound.heading);
      expect(screen.queryByText(sw.notFound.heading)).not.toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', 'en-KE');
      expect(document.title).toBe(titles.en);
    },
  );

  it('turns the Swahili file (sw/404.html) English for an English address', () => {
    nav.pathname = '/anything';
    render(serve('sw'));
    expect(heading()).toHaveTextContent(en.notFound.heading);
    expect(document.documentElement).toHaveAttribute('lang', 'en-KE');
    expect(document.title).toBe(titles.en);
  });

  it('keeps the Swahili file Swahili for a Swahili address', () => {
    nav.pathname = '/sw/anything';
    render(serve('sw'));
    expect(heading()).toHaveTextContent(sw.notFound.heading);
    expect(document.documentElement).toHaveAttribute('lang', 'sw-KE');
    expect(document.title).toBe(titles.sw);
  });

  it("writes the file's own language into the static HTML, whatever the address", () => {
    nav.pathname = '/sw/anything';
    expect(renderToStaticMarkup(serve('en'))).toBe(`<h1>${en.notFound.heading}</h1>`);
    nav.pathname = '/anything';
    expect(renderToStaticMarkup(serve('sw'))).toBe(`<h1>${sw.notFound.heading}</h1>`);
  });
});
