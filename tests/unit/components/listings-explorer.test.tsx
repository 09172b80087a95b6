import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingsExplorer } from '@/components/search/listings-explorer';
import { SearchForm } from '@/components/search/search-form';
import type { Locale } from '@/lib/i18n/locales';
import { sw } from '@/lib/i18n/sw';
import { forgetSearchIndexes } from '@/components/search/use-search-index';
import type { ListingSummary } from '@/lib/listings/schema';
import { buildSearchIndex } from '@/lib/search/search-index';
import { DICTIONARIES, searchFormTexts } from './texts';

// The island calls useSearchParams only so that a static page renders it in the browser; it
// reads the address itself (components/url-state/use-url-state.ts).
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
}));

function listing(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    slug: `listing-${n}`,
    title: `Listing ${n}`,
    price: 100_000 + n,
    currency: 'KES',
    location: 'Kilimani, Nairobi',
    bedrooms: 2,
    bathrooms: 1,
    type: 'apartment',
    status: 'for_rent',
    image: `/images/listings/listing-${n}/1.svg`,
    hasVideo: false,
    has360: false,
    listedAt: '2026-10-01',
    verifiedAt: '2026-11-01',
    position: { latitude: -1.29, longitude: 36.78 + n / 1e4 },
    ...overrides,
  };
}

const many = (count: number, overrides: (n: number) => Partial<ListingSummary> = () => ({})) =>
  Array.from({ length: count }, (_, i) => listing(i + 1, overrides(i + 1)));

// The page hands the island the first 12 listings and the total; the rest comes from the index
// file, served here by a stubbed fetch (one path per list of listings).
const indexPaths = new WeakMap<readonly ListingSummary[], string>();
const indexFiles = new Map<string, string>();
function indexPath(listings: readonly ListingSummary[]): string {
  let path = indexPaths.get(listings);
  if (!path) {
    path = `/search-index/test-${indexFiles.size}.json`;
    indexPaths.set(listings, path);
    indexFiles.set(path, JSON.stringify(buildSearchIndex(listings)));
  }
  return path;
}
const fetchIndex = vi.fn(async (path: string) => {
  const body = indexFiles.get(path);
  return new Response(body ?? 'not found', { status: body ? 200 : 404 });
});

/**
 * The island as the /listings/ page (or, with locale 'sw', the /sw/listings/ page) places it,
 * under the page's search form (server markup that searches through the address).
 */
function Explorer({
  listings,
  locale = 'en',
}: {
  listings: readonly ListingSummary[];
  locale?: Locale;
}) {
  const t = DICTIONARIES[locale];
  return (
    <>
      <SearchForm
        variant="bar"
        inPlace="listings"
        action={locale === 'sw' ? '/sw/listings/' : '/listings/'}
        placesPath="/search-index/places-test.json"
        texts={searchFormTexts(t)}
      />
      <ListingsExplorer
        first={listings.slice(0, 12)}
        total={listings.length}
        indexPath={indexPath(listings)}
        files={{
          keywords: '/search-index/words-test.json',
          places: '/search-index/places-test.json',
        }}
        pager={<nav aria-label="Result pages" />}
        areaTexts={t.map}
        texts={t.results}
        cards={{ locale, texts: t.listing }}
      />
    </>
  );
}

/** Renders the page's form and island (which starts the form's search) and lets the index load. */
async function renderExplorer(listings: readonly ListingSummary[], locale: Locale = 'en') {
  const result = render(<Explorer listings={listings} locale={locale} />);
  await act(async () => {
    await fetchIndex.mock.results.at(-1)?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}

const sample: ListingSummary[] = [
  listing(1, { title: 'Flat in Kilimani', location: 'Kilimani, Nairobi', bedrooms: 2 }),
  listing(2, {
    title: 'Family home in Karen',
    location: 'Karen, Nairobi',
    type: 'house',
    status: 'for_sale',
    bedrooms: 5,
    price: 25_000_000,
  }),
  listing(3, { title: 'Studio in Westlands', location: 'Westlands, Nairobi', bedrooms: 1 }),
];

/** The address the page is opened with. */
function setQuery(query: string) {
  window.history.replaceState(null, '', query ? `/listings/?${query}` : '/listings/');
}

/** The address changes to another search, as Back and Forward change it. */
function goTo(query: string) {
  act(() => {
    setQuery(query);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });
// Each card is titled by an h2 under the page's h1; the empty state's h2 is not inside an article.
const cards = () => screen.queryAllByRole('article');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const resultList = () => document.querySelector('ul[data-layout]');
// The results' status line; the search form has one of its own, for 'Near a place'.
const resultsStatus = () => {
  const [status] = screen.getAllByRole('status').filter((el) => !el.closest('form'));
  return status;
};
const loadMore = () => screen.queryByRole('button', { name: 'Load More Properties' });

beforeEach(() => {
  // The island writes the address with the history API: here its writes are only recorded.
  vi.spyOn(window.history, 'pushState').mockImplementation(() => {});
  setQuery('');
  forgetSearchIndexes();
  fetchIndex.mockClear();
  vi.stubGlobal('fetch', fetchIndex);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ListingsExplorer: results follow the query string', () => {
  it('shows every listing when there is no query', async () => {
    await renderExplorer(sample);
    expect(heading()).toHaveTextContent('Properties (3)');
    expect(cardTitles()).toEqual([
      'Flat in Kilimani',
      'Family home in Karen',
      'Studio in Westlands',
    ]);
  });

  it('shows only the listings that match the filters in the URL', async () => {
    setQuery('location=karen');
    await renderExplorer(sample);
    expect(heading()).toHaveTextContent('Properties (1)');
    expect(cardTitles()).toEqual(['Family home in Karen']);
  });

  it('combines filters, treating bedrooms as a minimum', async () => {
    setQuery('bedrooms=2&status=for_rent');
    await renderExplorer(sample);
    expect(heading()).toHaveTextContent('Properties (1)');
    expect(cardTitles()).toEqual(['Flat in Kilimani']);
  });

  it('ignores invalid values in the URL instead of showing nothing', async () => {
    setQuery('minPrice=abc&status=sold&bedrooms=-3');
    await renderExplorer(sample);
    expect(heading()).toHaveTextContent('Properties (3)');
  });

  it('fills the search bar from the URL', async () => {
    setQuery('location=Westlands&bedrooms=9');
    await renderExplorer(sample);
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('Westlands');
    // 9 is clamped to the top option, 4+.
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveDisplayValue('4+ Bedrooms');
  });

  it('recomputes the results when the query string changes (Back/Forward)', async () => {
    setQuery('location=kilimani');
    await renderExplorer(sample);
    expect(cardTitles()).toEqual(['Flat in Kilimani']);

    goTo('type=house');
    expect(heading()).toHaveTextContent('Properties (1)');
    expect(cardTitles()).toEqual(['Family home in Karen']);

    goTo('');
    expect(heading()).toHaveTextContent('Properties (3)');
  });

  it('re-fills the search bar from the new URL, dropping unsubmitted edits', async () => {
    const user = userEvent.setup();
    setQuery('location=Kilimani');
    await renderExplorer(sample);
    const location = () => screen.getByRole('searchbox', { name: 'Location' });
    await user.clear(location());
    await user.type(location(), 'half-typed');

    goTo('location=Karen');
    expect(location()).toHaveValue('Karen');
  });

  it('searching from the bar pushes the new query string', async () => {
    const user = userEvent.setup();
    await renderExplorer(sample);
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Karen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '/listings/?location=Karen');
  });
});

describe('ListingsExplorer: empty state', () => {
  it("says 'No properties found' and offers to clear the filters", async () => {
    const user = userEvent.setup();
    setQuery('location=Mombasa');
    await renderExplorer(sample);
    expect(heading()).toHaveTextContent('Properties (0)');
    expect(screen.getByRole('heading', { name: 'No properties found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search filters to find more properties'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(resultList()).toBeNull();
    expect(loadMore()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '/listings/');
  });

  it('is not shown when there are results', async () => {
    await renderExplorer(sample);
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});

describe('ListingsExplorer: grid and list views', () => {
  it('starts as a grid and switches to a list and back', async () => {
    const user = userEvent.setup();
    await renderExplorer(sample);
    const view = screen.getByRole('group', { name: 'View' });
    const grid = within(view).getByRole('button', { name: 'Grid' });
    const list = within(view).getByRole('button', { name: 'List' });

    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(resultList()).toHaveAttribute('data-layout', 'grid');

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(resultList()).toHaveAttribute('data-layout', 'list');
    expect(cards()).toHaveLength(3);

    await user.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(resultList()).toHaveAttribute('data-layout', 'grid');
  });

  it('keeps the chosen view when the query changes', async () => {
    const user = userEvent.setup();
    await renderExplorer(sample);
    await user.click(screen.getByRole('button', { name: 'List' }));
    goTo('status=for_rent');
    expect(heading()).toHaveTextContent('Properties (2)');
    expect(resultList()).toHaveAttribute('data-layout', 'list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ListingsExplorer: Load More Properties', () => {
  it('shows 12 at a time and disappears once everything is shown', async () => {
    const user = userEvent.setup();
    await renderExplorer(many(30));
    expect(heading()).toHaveTextContent('Properties (30)');
    expect(cards()).toHaveLength(12);
    expect(cardTitles()[0]).toBe('Listing 1');
    expect(cardTitles()[11]).toBe('Listing 12');

    await user.click(loadMore()!);
    expect(cards()).toHaveLength(24);
    expect(cardTitles()[23]).toBe('Listing 24');

    await user.click(loadMore()!);
    expect(cards()).toHaveLength(30);
    expect(cardTitles()[29]).toBe('Listing 30');
    expect(loadMore()).not.toBeInTheDocument();
    // The heading counts every result, not only the ones shown.
    expect(heading()).toHaveTextContent('Properties (30)');
  });

  it('is not offered when exactly one page of results exists', async () => {
    await renderExplorer(many(12));
    expect(cards()).toHaveLength(12);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('is offered as soon as there is one result more than a page', async () => {
    const user = userEvent.setup();
    await renderExplorer(many(13));
    expect(cards()).toHaveLength(12);
    await user.click(loadMore()!);
    expect(cards()).toHaveLength(13);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('pages the filtered results, not all listings', async () => {
    // 30 listings, of which the 15 odd ones are houses.
    const listings = many(30, (n) => ({ type: n % 2 === 1 ? 'house' : 'apartment' }));
    setQuery('type=house');
    await renderExplorer(listings);
    expect(heading()).toHaveTextContent('Properties (15)');
    expect(cards()).toHaveLength(12);
    expect(cardTitles().slice(0, 3)).toEqual(['Listing 1', 'Listing 3', 'Listing 5']);
    expect(loadMore()).toBeInTheDocument();
  });

  it('starts again from 12 when the query changes', async () => {
    const user = userEvent.setup();
    const listings = many(30, (n) => ({ type: n <= 20 ? 'apartment' : 'house' }));
    await renderExplorer(listings);
    await user.click(loadMore()!);
    expect(cards()).toHaveLength(24);

    goTo('type=apartment');
    expect(heading()).toHaveTextContent('Properties (20)');
    expect(cards()).toHaveLength(12);
    expect(loadMore()).toBeInTheDocument();

    await user.click(loadMore()!);
    expect(cards()).toHaveLength(20);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('starts again from 12 when Back returns to an earlier query', async () => {
    const user = userEvent.setup();
    const listings = many(30, (n) => ({ type: n <= 20 ? 'apartment' : 'house' }));
    await renderExplorer(listings);
    await user.click(loadMore()!);
    expect(cards()).toHaveLength(24);
    goTo('type=apartment');
    goTo('');
    expect(heading()).toHaveTextContent('Properties (30)');
    expect(cards()).toHaveLength(12);
  });
});

describe('ListingsExplorer: the search index', () => {
  it('asks for the index once, by the path the page gives', async () => {
    const listings = many(30);
    await renderExplorer(listings);
    goTo('bedrooms=2');
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith(indexPath(listings));
  });

  it('shows the first page and the exact total before the index arrives', () => {
    fetchIndex.mockImplementationOnce(() => new Promise(() => {}));
    render(<Explorer listings={many(40)} />);
    expect(heading()).toHaveTextContent('Properties (40)');
    expect(cards()).toHaveLength(12);
    expect(loadMore()).toBeInTheDocument();
  });

  it('says it is searching, with no count, while a filtered search waits for the index', () => {
    fetchIndex.mockImplementationOnce(() => new Promise(() => {}));
    setQuery('type=house');
    render(<Explorer listings={sample} />);
    expect(heading()).toHaveTextContent(/^Properties$/);
    expect(resultsStatus()).toHaveTextContent('Searching properties…');
    // The unfiltered first page stays in place, dimmed and inert, so the page does not jump.
    expect(cards()).toHaveLength(3);
    expect(resultList()).toHaveAttribute('aria-busy', 'true');
    expect(resultList()).toHaveAttribute('inert');
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();
  });

  it('says so calmly when the index cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    fetchIndex.mockImplementationOnce(async () => new Response('busy', { status: 503 }));
    setQuery('type=house');
    await renderExplorer(sample);
    expect(screen.getByRole('alert')).toHaveTextContent('Search is not available right now.');
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    // The button is gone: focus waits on the results heading.
    expect(heading()).toHaveFocus();
    await act(async () => {
      await fetchIndex.mock.results.at(-1)?.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('Properties (1)');
  });

  it('refuses a damaged index file instead of showing wrong results', async () => {
    fetchIndex.mockImplementationOnce(
      async () => new Response(JSON.stringify({ v: 1, count: 3, id: [] }), { status: 200 }),
    );
    setQuery('type=house');
    await renderExplorer(sample);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('links the static result pages under the unfiltered list only', async () => {
    const listings = many(30);
    await renderExplorer(listings);
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBeInTheDocument();
    goTo('bedrooms=3');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('keeps Load More in place while more is loading, and says so', async () => {
    const user = userEvent.setup();
    let arrive: (r: Response) => void = () => {};
    fetchIndex.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const listings = many(40);
    render(<Explorer listings={listings} />);
    await user.click(loadMore()!);
    expect(loadMore()).toHaveFocus();
    expect(resultsStatus()).toHaveTextContent('Loading more properties…');
    expect(cards()).toHaveLength(12);
    await act(async () => {
      arrive(new Response(indexFiles.get(indexPath(listings))));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cards()).toHaveLength(24);
    expect(resultsStatus()).toHaveTextContent('');
  });

  it('does not alarm an unfiltered visitor about a failed load until more is asked for', async () => {
    const user = userEvent.setup();
    fetchIndex.mockImplementation(async () => new Response('busy', { status: 503 }));
    await renderExplorer(many(40));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    await user.click(loadMore()!);
    await act(async () => {
      await fetchIndex.mock.results.at(-1)?.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('More properties could not be loaded.');
    fetchIndex.mockReset();
  });

  it('offers a reload when the page is older than the site (its index is gone)', async () => {
    fetchIndex.mockImplementationOnce(async () => new Response('gone', { status: 404 }));
    setQuery('type=house');
    await renderExplorer(sample);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The listings have been updated since this page was opened.',
    );
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('offers a reload when a keyword search finds its vocabulary gone', async () => {
    // The index is here; the keyword files (not served by this stub) answer 404.
    setQuery('q=pool');
    await renderExplorer(sample);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The listings have been updated since this page was opened.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});

describe('ListingsExplorer in Swahili (/sw/listings/)', () => {
  it("counts the results as 'Nyumba (N)' and links the cards to the Swahili pages", async () => {
    await renderExplorer(sample, 'sw');
    expect(heading()).toHaveTextContent('Nyumba (3)');
    expect(within(cards()[0]!).getByRole('link', { name: 'Flat in Kilimani' })).toHaveAttribute(
      'href',
      '/sw/listings/listing-1/',
    );
    expect(screen.getByRole('group', { name: sw.results.view })).toBeInTheDocument();
    expect(screen.queryByText(/Properties/)).not.toBeInTheDocument();
  });

  it("says 'Hakuna nyumba zilizopatikana' and 'Ondoa Vichujio' leads back to /sw/listings/", async () => {
    const user = userEvent.setup();
    setQuery('location=Mombasa');
    await renderExplorer(sample, 'sw');
    expect(heading()).toHaveTextContent('Nyumba (0)');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Hakuna nyumba zilizopatikana' }),
    ).toBeInTheDocument();
    expect(screen.getByText(sw.results.emptyText)).toBeInTheDocument();
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ondoa Vichujio' }));
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '/sw/listings/');
  });

  it('searching from the bar stays on /sw/listings/', async () => {
    const user = userEvent.setup();
    await renderExplorer(sample, 'sw');
    await user.type(screen.getByRole('searchbox', { name: sw.search.location }), 'Karen');
    await user.click(screen.getByRole('button', { name: 'Tafuta' }));
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '/sw/listings/?location=Karen');
  });

  it('says it is searching, in Swahili, while the index loads', () => {
    fetchIndex.mockImplementationOnce(() => new Promise(() => {}));
    setQuery('type=house');
    render(<Explorer listings={sample} locale="sw" />);
    expect(heading()).toHaveTextContent(/^Nyumba$/);
    expect(resultsStatus()).toHaveTextContent(sw.results.searching);
  });

  it('offers to load more, in Swahili, for more than a page of results', async () => {
    const user = userEvent.setup();
    await renderExplorer(many(13), 'sw');
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: sw.results.loadMore }));
    expect(cards()).toHaveLength(13);
  });
});
