import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isListingPath, NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { en, type Dictionary } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';

const nav = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
}));

/** The 404 body as the page renders it in a language (components/layout/not-found-page.tsx). */
function Content({
  t = en,
  links = { home: '/', listings: '/listings/', developments: '/developments/' },
}: {
  t?: Dictionary;
  links?: { home: string; listings: string; developments: string };
}) {
  return <NotFoundContent texts={notFoundTexts(t.notFound)} links={links} />;
}

const SW_LINKS = { home: '/sw/', listings: '/sw/listings/', developments: '/sw/developments/' };

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('isListingPath', () => {
  it.each([
    '/listings/x',
    '/listings/x/',
    '/listings/no-such-slug/',
    '/sw/listings/x',
    '/sw/listings/x/',
    '/sw/listings/no-such-slug/',
  ])('counts %s as a listing address', (path) => {
    expect(isListingPath(path)).toBe(true);
  });

  it.each([
    '/listings/',
    '/listings',
    '/listings/x/y',
    '/listings/x/y/',
    '/map',
    '/',
    '/x/listings/y',
    '/sw/listings/',
    '/sw/listings',
    '/sw/listings/x/y/',
    '/sw/',
    '/sw',
    '/sw/map/',
    '/swahili/listings/x/',
    '/en/listings/x/',
  ])('does not count %s as a listing address', (path) => {
    expect(isListingPath(path)).toBe(false);
  });
});

describe('NotFoundContent', () => {
  it("shows '404' and 'Oops! Page not found' with a way home for an unknown page", () => {
    nav.pathname = '/map';
    render(<Content />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Property Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Listings' })).not.toBeInTheDocument();
  });

  it("shows 'Property Not Found' with a way back to the listings for a missing listing", () => {
    nav.pathname = '/listings/no-such-slug/';
    render(<Content />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Property Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute(
      'href',
      '/listings/',
    );
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return to Home' })).not.toBeInTheDocument();
  });

  it('shows the general 404 for a deeper path under /listings/', () => {
    nav.pathname = '/listings/x/y/';
    render(<Content />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
  });

  it('logs the missing path to the console', () => {
    nav.pathname = '/map';
    render(<Content />);
    expect(consoleError).toHaveBeenCalledWith('404: no page at /map');
  });

  it('logs the missing listing path too', () => {
    nav.pathname = '/listings/no-such-slug/';
    render(<Content />);
    expect(consoleError).toHaveBeenCalledWith('404: no page at /listings/no-such-slug/');
  });

  it('logs again when the path changes, once per path', () => {
    nav.pathname = '/map';
    const { rerender } = render(<Content />);
    rerender(<Content />);
    expect(consoleError).toHaveBeenCalledTimes(1);

    nav.pathname = '/upload';
    rerender(<Content />);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenLastCalledWith('404: no page at /upload');
  });

  describe('in Swahili', () => {
    it("shows 'Nyumba Haipatikani' with 'Rudi kwenye Matangazo' to /sw/listings/", () => {
      nav.pathname = '/sw/listings/no-such-slug/';
      render(<Content t={sw} links={SW_LINKS} />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Nyumba Haipatikani' }),
      ).toBeInTheDocument();
      expect(screen.getByText(sw.notFound.propertyText)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Rudi kwenye Matangazo' })).toHaveAttribute(
        'href',
        '/sw/listings/',
      );
      expect(screen.queryByText('Property Not Found')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: sw.notFound.home })).not.toBeInTheDocument();
    });

    it('shows the general 404, with a way to the Swahili home page, for any other path', () => {
      nav.pathname = '/sw/listings/';
      render(<Content t={sw} links={SW_LINKS} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sw.notFound.heading);
      expect(screen.getByRole('link', { name: sw.notFound.home })).toHaveAttribute('href', '/sw/');
      expect(screen.queryByText('Nyumba Haipatikani')).not.toBeInTheDocument();
    });
  });
});
