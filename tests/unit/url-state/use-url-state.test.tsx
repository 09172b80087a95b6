import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUrlState } from '@/components/url-state/use-url-state';

/** Shows the query it reads; its button writes `to` with its history mode. */
function Island({ mode, to, name }: { mode?: 'push' | 'replace'; to: string; name: string }) {
  const [query, write] = useUrlState(mode);
  return (
    <button type="button" data-testid={name} onClick={() => write(to)}>
      {query}
    </button>
  );
}

const shown = (name: string) => screen.getByTestId(name).textContent;

beforeEach(() => window.history.replaceState(null, '', '/listings/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlState', () => {
  it('reads no query on the server, so the HTML is the page without one', () => {
    window.history.replaceState(null, '', '/map/?location=Karen');
    expect(renderToString(<Island to="/map/" name="a" />)).toBe(
      '<button type="button" data-testid="a"></button>',
    );
  });

  it("reads the address's query without its '?'", () => {
    window.history.replaceState(null, '', '/listings/?location=Karen&sort=newest');
    render(<Island to="/listings/" name="a" />);
    expect(shown('a')).toBe('location=Karen&sort=newest');
  });

  it('push adds a history entry, and every island on the page follows', () => {
    render(
      <>
        <Island mode="push" to="/listings/?location=Karen" name="a" />
        <Island to="/listings/" name="b" />
      </>,
    );
    const entries = window.history.length;
    act(() => screen.getByTestId('a').click());
    expect(window.location.search).toBe('?location=Karen');
    expect(window.history.length).toBe(entries + 1);
    expect(shown('a')).toBe('location=Karen');
    expect(shown('b')).toBe('location=Karen');
  });

  it('replace changes the current entry and keeps its state', () => {
    window.history.replaceState({ kept: true }, '', '/listings/family-home-karen/?rate=10');
    render(<Island mode="replace" to="/listings/family-home-karen/?rate=11#costs" name="a" />);
    const entries = window.history.length;
    act(() => screen.getByTestId('a').click());
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
    expect(window.location.hash).toBe('#costs');
    expect(shown('a')).toBe('rate=11');
  });

  it('follows Back and Forward (popstate)', () => {
    render(<Island to="/listings/" name="a" />);
    act(() => {
      window.history.replaceState(null, '', '/listings/?type=house');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown('a')).toBe('type=house');
  });

  it('reads a huge or hostile query as it is: what it means is for the page to decide', () => {
    const huge = `location=${'%3Cimg%3E'.repeat(10_000)}&bedrooms=%E0%A4%A`;
    window.history.replaceState(null, '', `/listings/?${huge}`);
    render(<Island to="/listings/" name="a" />);
    expect(shown('a')).toBe(huge);
  });
});
