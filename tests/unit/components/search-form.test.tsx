import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSearchForms } from '@/components/runtime/search-form-runtime';
import { SearchForm, type InPlace } from '@/components/search/search-form';
import {
  fillForm,
  formFilters,
  searchedQuery,
  searchInPlace,
} from '@/components/search/search-in-place';
import { WRITTEN } from '@/components/url-state/address';
import { filtersToSearchParams } from '@/lib/search/filters';
import { PLACES_VERSION } from '@/lib/search/places';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { searchFormTexts } from './texts';

/** What the English pages hand the form; the Swahili ones hand SW. */
const EN = { action: '/listings/', texts: searchFormTexts(en) };
const SW = { action: '/sw/listings/', texts: searchFormTexts(sw) };
const PLACES = '/search-index/places-test.json';

// What the browser would send for a native (hero) submission: the form data set is built
// after the submit handlers ran, so disabled fields are left out of it.
let sent: string | null = null;
function recordSubmission(event: Event) {
  if (event.defaultPrevented) return; // handled in place: the browser would not submit
  event.preventDefault(); // jsdom does not navigate
  const form = event.target as HTMLFormElement;
  sent = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])).toString();
}

/** Addresses written in place, as the islands hear of them. */
let written: string[] = [];
const recordWrite = () => written.push(`${window.location.pathname}${window.location.search}`);

const stops: (() => void)[] = [];
beforeEach(() => {
  sent = null;
  written = [];
  document.addEventListener('submit', recordSubmission);
  window.addEventListener(WRITTEN, recordWrite);
  return () => {
    document.removeEventListener('submit', recordSubmission);
    window.removeEventListener(WRITTEN, recordWrite);
  };
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/**
 * The form as a page draws it, opened at `address`, with its runtime started as SearchFormStart
 * starts it, and, for a form searching in place, as the page's island starts that.
 */
function renderForm(
  props: { variant: 'hero' | 'bar'; inPlace?: InPlace } & typeof EN,
  address = props.action,
) {
  window.history.replaceState(null, '', address);
  const result = render(<SearchForm placesPath={PLACES} {...props} />);
  startSearchForms();
  if (props.inPlace) stops.push(searchInPlace(props.inPlace));
  return result;
}
const hero = (texts = EN) => renderForm({ variant: 'hero', ...texts });
const bar = (address?: string, texts = EN) =>
  renderForm({ variant: 'bar', inPlace: 'listings', ...texts }, address);

const searchForm = () => screen.getByRole('search', { name: 'Search properties' });
const keywordsField = () => screen.getByRole('searchbox', { name: 'Keywords' });
const locationField = () => screen.getByRole('searchbox', { name: 'Location' });
const nearField = () => screen.getByRole('combobox', { name: 'Near a place' });
const statusField = () => screen.getByRole('combobox', { name: 'Buy or Rent' });
const typeField = () => screen.getByRole('combobox', { name: 'Property type' });
const minPriceField = () => screen.getByRole('spinbutton', { name: 'Min price (KES)' });
const maxPriceField = () => screen.getByRole('spinbutton', { name: 'Max price (KES)' });
const bedroomsField = () => screen.getByRole('combobox', { name: 'Bedrooms' });
const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('SearchForm, hero variant (home page)', () => {
  it('is a GET form to /listings/ so it works before JavaScript loads', () => {
    hero();
    const form = searchForm();
    expect(form).toHaveAttribute('action', '/listings/');
    expect(form).toHaveAttribute('method', 'get');
    // Without JavaScript the browser sends the fields by name: these are the query keys.
    expect(form).toHaveFormValues({
      location: '',
      status: '',
      type: '',
      minPrice: null,
      maxPrice: null,
      bedrooms: '',
    });
  });

  it('shows the search fields with the texts docs/spec.md §2.3 asks for', () => {
    hero();
    expect(locationField()).toHaveAttribute('placeholder', 'Location (e.g., Kilimani)');
    expect(within(statusField()).getByRole('option', { name: 'For Sale' })).toHaveValue('for_sale');
    expect(within(statusField()).getByRole('option', { name: 'For Rent' })).toHaveValue('for_rent');
    const bedroomOptions = within(bedroomsField())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(bedroomOptions).toEqual([
      'Any bedrooms',
      '1 Bedroom',
      '2 Bedrooms',
      '3 Bedrooms',
      '4+ Bedrooms',
    ]);
    expect(searchButton()).toHaveAttribute('type', 'submit');
    // The hero has no 'Filters' disclosure: every field is always shown.
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('shows a visible label for every field', () => {
    hero();
    for (const label of [
      'Location',
      'Buy or Rent',
      'Property type',
      'Min price (KES)',
      'Max price (KES)',
      'Bedrooms',
    ]) {
      expect(screen.getByText(label, { selector: 'label' })).not.toHaveClass('sr-only');
    }
  });

  it('on submit sends every filled field to /listings/', async () => {
    const user = userEvent.setup();
    hero();
    await user.type(locationField(), 'Kilimani');
    await user.selectOptions(statusField(), 'For Rent');
    await user.selectOptions(typeField(), 'House');
    await user.type(minPriceField(), '50000');
    await user.type(maxPriceField(), '250000');
    await user.selectOptions(bedroomsField(), '4+ Bedrooms');
    await user.click(searchButton());
    expect(sent).toBe(
      'location=Kilimani&status=for_rent&type=house&minPrice=50000&maxPrice=250000&bedrooms=4',
    );
    expect(written).toEqual([]);
  });

  it('leaves empty fields out of the URL', async () => {
    const user = userEvent.setup();
    hero();
    await user.selectOptions(bedroomsField(), '2 Bedrooms');
    await user.click(searchButton());
    expect(sent).toBe('bedrooms=2');
  });

  it('goes to plain /listings/ when nothing is filled in', async () => {
    const user = userEvent.setup();
    hero();
    await user.click(searchButton());
    expect(sent).toBe('');
  });

  it('enables the empty fields again after submitting (for a page restored with Back)', async () => {
    const user = userEvent.setup();
    hero();
    await user.click(searchButton());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(locationField()).toBeEnabled();
    expect(bedroomsField()).toBeEnabled();
  });

  it('leaves out fields holding only spaces', async () => {
    const user = userEvent.setup();
    hero();
    await user.type(locationField(), '   ');
    await user.type(maxPriceField(), '90000');
    await user.click(searchButton());
    expect(sent).toBe('maxPrice=90000');
  });

  it('submits with the Enter key from the location field', async () => {
    const user = userEvent.setup();
    hero();
    await user.type(locationField(), 'Karen{Enter}');
    expect(sent).toBe('location=Karen');
  });
});

describe('SearchForm, bar variant (/listings/)', () => {
  const address =
    '/listings/?location=Karen&status=for_sale&type=house&minPrice=1000000&maxPrice=30000000&bedrooms=4';

  it('is filled from the address', () => {
    bar(address);
    expect(searchForm()).toHaveFormValues({
      location: 'Karen',
      status: 'for_sale',
      type: 'house',
      minPrice: 1_000_000,
      maxPrice: 30_000_000,
      bedrooms: '4',
    });
    expect(statusField()).toHaveDisplayValue('For Sale');
    expect(bedroomsField()).toHaveDisplayValue('4+ Bedrooms');
  });

  it('is filled as the results read the address: invalid values are left out', () => {
    bar('/listings/?bedrooms=9&minPrice=abc&type=castle&within=-5&near=%3Cscript%3E&q=%20pool%20');
    expect(bedroomsField()).toHaveDisplayValue('4+ Bedrooms');
    expect(minPriceField()).toHaveValue(null);
    expect(typeField()).toHaveDisplayValue('Any type');
    expect(nearField()).toHaveValue('');
    expect(keywordsField()).toHaveValue('pool');
  });

  it('starts empty when there are no filters', () => {
    bar();
    expect(locationField()).toHaveValue('');
    expect(statusField()).toHaveDisplayValue('Buy or Rent');
    expect(bedroomsField()).toHaveDisplayValue('Any bedrooms');
  });

  it('keeps its field labels for screen readers only', () => {
    bar();
    expect(screen.getByText('Location', { selector: 'label' })).toHaveClass('sr-only');
    expect(locationField()).toBeInTheDocument();
  });

  it('writes the edited search into the address in place, keeping the sort', async () => {
    const user = userEvent.setup();
    bar(`${address}&sort=price-asc`);
    await user.clear(locationField());
    await user.clear(minPriceField());
    await user.selectOptions(statusField(), 'Buy or Rent');
    await user.click(searchButton());
    expect(written).toEqual(['/listings/?maxPrice=30000000&bedrooms=4&type=house&sort=price-asc']);
    expect(sent).toBeNull(); // handled in place, not submitted
  });

  it('goes to plain /listings/ when every field is emptied', async () => {
    const user = userEvent.setup();
    bar('/listings/?location=Karen');
    await user.clear(locationField());
    await user.click(searchButton());
    expect(written).toEqual(['/listings/']);
  });

  it('follows Back and Forward, dropping what was typed and not searched', async () => {
    const user = userEvent.setup();
    bar('/listings/?location=Kilimani');
    await user.clear(locationField());
    await user.type(locationField(), 'half-typed');
    window.history.replaceState(null, '', '/listings/?location=Karen&pets=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(locationField()).toHaveValue('Karen');
    // A search with Key facts opens them.
    expect(screen.getByRole('button', { name: /More filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked();
  });

  it("has a 'Filters' button that shows and hides the extra fields on small screens", async () => {
    const user = userEvent.setup();
    bar();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeNull();
    // The panel the button controls holds the other fields, not the keywords.
    expect(panel).toContainElement(statusField());
    expect(panel).toContainElement(bedroomsField());
    expect(panel).toContainElement(locationField());
    expect(panel).not.toContainElement(keywordsField());

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('max-md:hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('max-md:hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('max-md:hidden');
  });

  it("the 'Filters' button does not submit the form", async () => {
    const user = userEvent.setup();
    bar();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(written).toEqual([]);
    expect(sent).toBeNull();
  });

  it('folds the extra fields away again after a search', async () => {
    const user = userEvent.setup();
    bar();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    await user.selectOptions(bedroomsField(), '3 Bedrooms');
    await user.click(searchButton());
    expect(written).toEqual(['/listings/?bedrooms=3']);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens the Key facts with 'More filters', and sends what is ticked", async () => {
    const user = userEvent.setup();
    bar();
    const more = screen.getByRole('button', { name: /More filters/ });
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('md:hidden');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('More filters −');
    expect(panel).not.toHaveClass('md:hidden');
    await user.click(screen.getByRole('checkbox', { name: 'Borehole water' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parking' }), '2+ bays');
    await user.type(screen.getByRole('spinbutton', { name: /service charge/i }), '8000');
    await user.click(searchButton());
    expect(written).toEqual(['/listings/?borehole=1&parking=2&maxServiceCharge=8000']);
  });

  it('offers a deeper parking ask from a shared link as an option of its own', () => {
    bar('/listings/?parking=6');
    expect(screen.getByRole('combobox', { name: 'Parking' })).toHaveDisplayValue('6+ bays');
  });

  it('gives each form on a page its own field ids', () => {
    render(
      <>
        <SearchForm placesPath={PLACES} variant="bar" {...EN} />
        <SearchForm placesPath={PLACES} variant="hero" {...EN} />
      </>,
    );
    const locations = screen.getAllByRole('searchbox', { name: 'Location' });
    expect(locations).toHaveLength(2);
    expect(locations[0]?.id).not.toBe(locations[1]?.id);
  });
});

describe('SearchForm, bar variant (/map/)', () => {
  it('keeps the area searched on the map through a new search', async () => {
    const user = userEvent.setup();
    renderForm(
      { variant: 'bar', inPlace: 'map', action: '/map/', texts: EN.texts },
      '/map/?location=Karen&bounds=36.7%2C-1.35%2C36.9%2C-1.2&home=listing-1',
    );
    expect(locationField()).toHaveValue('Karen');
    await user.clear(locationField());
    await user.type(keywordsField(), 'pool');
    await user.click(searchButton());
    expect(written).toEqual(['/map/?q=pool&bounds=36.7%2C-1.35%2C36.9%2C-1.2']);
  });
});

describe("SearchForm, 'Near a place'", () => {
  // A places file as the build writes it (lib/search/places.ts).
  const places = {
    v: PLACES_VERSION,
    places: [
      {
        id: 'nairobi/westlands',
        kind: 'area',
        name: 'Westlands',
        town: 'Nairobi',
        latitude: -1.265,
        longitude: 36.805,
      },
      {
        id: 'strathmore-university',
        kind: 'university',
        name: 'Strathmore University',
        town: 'Nairobi',
        latitude: -1.31,
        longitude: 36.813,
      },
    ],
  };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(places), { status: 200 })),
    );
  });
  const options = () =>
    within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

  it('shows the name of the place the address names', async () => {
    bar('/listings/?near=strathmore-university&within=5');
    await waitFor(() => expect(nearField()).toHaveValue('Strathmore University'));
    expect(searchForm()).toHaveFormValues({ near: 'strathmore-university', within: '5' });
  });

  it('suggests places as they are typed; arrows and Enter pick one', async () => {
    const user = userEvent.setup();
    bar();
    await user.click(nearField());
    await user.type(nearField(), 'strath');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(nearField()).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toHaveTextContent('Strathmore University');
    await user.keyboard('{ArrowDown}');
    expect(nearField()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{Enter}');
    expect(nearField()).toHaveValue('Strathmore University');
    expect(nearField()).toHaveAttribute('aria-expanded', 'false');
    expect(written).toEqual([]); // the first Enter picks, the next one searches
    await user.keyboard('{Enter}');
    expect(written).toEqual(['/listings/?near=strathmore-university']);
  });

  it('says calmly when no place has that name, and searches the text as written', async () => {
    const user = userEvent.setup();
    bar();
    await user.click(nearField());
    await user.type(nearField(), 'Atlantis');
    await waitFor(() =>
      expect(screen.getByText('No place by that name in our list.')).toBeInTheDocument(),
    );
    await user.click(searchButton());
    expect(written).toEqual(['/listings/?near=atlantis']);
  });
});

describe('SearchForm in Swahili (/sw/)', () => {
  // Field names come from the dictionary (its wording may be refined); the texts the
  // Swahili pages are specified with are spelled out.
  const t = sw.search;
  const swForm = () => screen.getByRole('search', { name: t.label });
  const swLocation = () => screen.getByRole('searchbox', { name: t.location });
  const swStatus = () => screen.getByRole('combobox', { name: t.buyOrRent });
  const swBedrooms = () => screen.getByRole('combobox', { name: t.bedrooms });

  it('searches /sw/listings/ and is worded in Swahili', () => {
    hero(SW);
    expect(swForm()).toHaveAttribute('action', '/sw/listings/');
    expect(screen.getByRole('button', { name: 'Tafuta' })).toHaveAttribute('type', 'submit');
    expect(swLocation()).toHaveAttribute('placeholder', t.locationPlaceholder);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });

  it('words the bedroom options with Swahili singular and plural forms', () => {
    hero(SW);
    expect(
      within(swBedrooms())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t.anyBedrooms,
      'Chumba 1 cha kulala',
      'Vyumba 2 vya kulala',
      'Vyumba 3 vya kulala',
      'Vyumba 4+ vya kulala',
    ]);
    const status = swStatus();
    expect(within(status).getByRole('option', { name: 'Inauzwa' })).toHaveValue('for_sale');
    expect(within(status).getByRole('option', { name: 'Inapangishwa' })).toHaveValue('for_rent');
    const type = screen.getByRole('combobox', { name: t.propertyType });
    expect(within(type).getByRole('option', { name: 'Fleti' })).toHaveValue('apartment');
    expect(within(type).getByRole('option', { name: 'Nyumba' })).toHaveValue('house');
  });

  it('sends the same query keys and values as in English', async () => {
    const user = userEvent.setup();
    hero(SW);
    await user.type(swLocation(), 'Kilimani');
    await user.selectOptions(swStatus(), 'Inapangishwa');
    await user.selectOptions(swBedrooms(), 'Vyumba 2 vya kulala');
    await user.click(screen.getByRole('button', { name: 'Tafuta' }));
    expect(sent).toBe('location=Kilimani&status=for_rent&bedrooms=2');
  });

  it("shows the bar's filters button and pre-filled values in Swahili", () => {
    bar('/sw/listings/?status=for_sale&bedrooms=1', SW);
    expect(screen.getByRole('button', { name: 'Vichujio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(swStatus()).toHaveDisplayValue('Inauzwa');
    expect(swBedrooms()).toHaveDisplayValue('Chumba 1 cha kulala');
  });
});

describe("the runtime's reading and writing of a form", () => {
  function formWith(fields: Record<string, string>): HTMLFormElement {
    const form = document.createElement('form');
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    return form;
  }
  const query = (form: HTMLFormElement) => filtersToSearchParams(formFilters(form)).toString();

  it('orders the keys location, minPrice, maxPrice, bedrooms, type, status', () => {
    const form = formWith({
      status: 'for_sale',
      type: 'apartment',
      bedrooms: '2',
      maxPrice: '900000',
      minPrice: '100000',
      location: 'Westlands',
    });
    expect(query(form)).toBe(
      'location=Westlands&minPrice=100000&maxPrice=900000&bedrooms=2&type=apartment&status=for_sale',
    );
  });

  it('drops empty, zero and invalid values and clamps bedrooms to 4+', () => {
    const form = formWith({
      location: '   ',
      minPrice: '0',
      maxPrice: 'lots',
      bedrooms: '9',
      type: 'castle',
      status: '',
    });
    expect(query(form)).toBe('bedrooms=4');
  });

  it('keeps the sort on /listings/ and the map area on /map/, nothing else', () => {
    const form = formWith({ q: 'pool' });
    const current = 'location=Karen&sort=newest&bounds=36.7,-1.35,36.9,-1.2&home=x';
    expect(searchedQuery(form, current, 'listings')).toBe('q=pool&sort=newest');
    expect(searchedQuery(form, current, 'map')).toBe('q=pool&bounds=36.7%2C-1.35%2C36.9%2C-1.2');
  });

  it('fills a rendered form and reads the same values back', () => {
    render(<SearchForm placesPath={PLACES} variant="bar" {...EN} />);
    const form = searchForm() as HTMLFormElement;
    fillForm(form, 'location=Kileleshwa&maxPrice=85000&furnished=1');
    expect(query(form)).toBe('location=Kileleshwa&maxPrice=85000&furnished=1');
  });

  it('reads nothing from an empty form', () => {
    expect(query(formWith({}))).toBe('');
  });
});
