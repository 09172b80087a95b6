import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isListingPath, NotFoundContent } from '@/components/layout/not-found-content';

const nav = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
}));

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('isListingPath', () => {
  it.each(['/listings/x', '/listings/x/', '/listings/no-such-slug/'])(
    'counts %s as a listing address',
    (path) => {
      expect(isListingPath(path)).toBe(true);
    },
  );

  it.each([
    '/listings/',
    '/listings',
    '/listings/x/y',
    '/listings/x/y/',
    '/map',
    '/',
    '/x/listings/y',
  ])('does not count %s as a listing address', (path) => {
    expect(isListingPath(path)).toBe(false);
  });
});

describe('NotFoundContent', () => {
  it("shows '404' and 'Oops! Page not found' with a way home for an unknown page", () => {
    nav.pathname = '/map';
    render(<NotFoundContent />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Property Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Listings' })).not.toBeInTheDocument();
  });

  it("shows 'Property Not Found' with a way back to the listings for a missing listing", () => {
    nav.pathname = '/listings/no-such-slug/';
    render(<NotFoundContent />);
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
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
  });

  it('logs the missing path to the console', () => {
    nav.pathname = '/map';
    render(<NotFoundContent />);
    expect(consoleError).toHaveBeenCalledWith('404: no page at /map');
  });

  it('logs the missing listing path too', () => {
    nav.pathname = '/listings/no-such-slug/';
    render(<NotFoundContent />);
    expect(consoleError).toHaveBeenCalledWith('404: no page at /listings/no-such-slug/');
  });

  it('logs again when the path changes, once per path', () => {
    nav.pathname = '/map';
    const { rerender } = render(<NotFoundContent />);
    rerender(<NotFoundContent />);
    expect(consoleError).toHaveBeenCalledTimes(1);

    nav.pathname = '/upload';
    rerender(<NotFoundContent />);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenLastCalledWith('404: no page at /upload');
  });
});
