import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formQuery } from '@/components/search/form-query';
import { SearchForm } from '@/components/search/search-form';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { searchFormTexts } from './texts';

/** What the English pages hand the form; the Swahili ones hand SW. */
const EN = { action: '/listings/', texts: searchFormTexts(en) };
const SW = { action: '/sw/listings/', texts: searchFormTexts(sw) };

const searched = vi.fn<(query: string) => void>();

// What the browser would send for a native (hero) submission: the form data set is built
// after the submit handlers ran, so disabled fields are left out of it.
let sent: string | null = null;
function recordSubmission(event: Event) {
  if (event.defaultPrevented) return; // handled in place: the browser would not submit
  event.preventDefault(); // jsdom does not navigate
  const form = event.target as HTMLFormElement;
  sent = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])).toString();
}

beforeEach(() => {
  searched.mockReset();
  sent = null;
  document.addEventListener('submit', recordSubmission);
  return () => document.removeEventListener('submit', recordSubmission);
});

/** The bar variant hands the form to its owner; this owner records the normalised query. */
const onSearch = (form: HTMLFormElement) => searched(formQuery(form));

const searchForm = () => screen.getByRole('search', { name: 'Search properties' });
const locationField = () => screen.getByRole('searchbox', { name: 'Location' });
const statusField = () => screen.getByRole('combobox', { name: 'Buy or Rent' });
const typeField = () => screen.getByRole('combobox', { name: 'Property type' });
const minPriceField = () => screen.getByRole('spinbutton', { name: 'Min price (KES)' });
const maxPriceField = () => screen.getByRole('spinbutton', { name: 'Max price (KES)' });
const bedroomsField = () => screen.getByRole('combobox', { name: 'Bedrooms' });
const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('SearchForm, hero variant (home page)', () => {
  it('is a GET form to /listings/ so it works before JavaScript loads', () => {
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
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
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
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
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
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
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
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
    expect(searched).not.toHaveBeenCalled();
  });

  it('leaves empty fields out of the URL', async () => {
    const user = userEvent.setup();
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
    await user.selectOptions(bedroomsField(), '2 Bedrooms');
    await user.click(searchButton());
    expect(sent).toBe('bedrooms=2');
  });

  it('goes to plain /listings/ when nothing is filled in', async () => {
    const user = userEvent.setup();
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
    await user.click(searchButton());
    expect(sent).toBe('');
  });

  it('enables the empty fields again after submitting (for a page restored with Back)', async () => {
    const user = userEvent.setup();
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
    await user.click(searchButton());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(locationField()).toBeEnabled();
    expect(bedroomsField()).toBeEnabled();
  });

  it('leaves out fields holding only spaces', async () => {
    const user = userEvent.setup();
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
    await user.type(locationField(), '   ');
    await user.type(maxPriceField(), '90000');
    await user.click(searchButton());
    expect(sent).toBe('maxPrice=90000');
  });

  it('submits with the Enter key from the location field', async () => {
    const user = userEvent.setup();
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />);
    await user.type(locationField(), 'Karen{Enter}');
    expect(sent).toBe('location=Karen');
  });
});

describe('SearchForm, bar variant (/listings/)', () => {
  const initial = {
    location: 'Karen',
    status: 'for_sale',
    type: 'house',
    minPrice: 1_000_000,
    maxPrice: 30_000_000,
    bedrooms: 4,
  } as const;

  it('is pre-filled from the current filters', () => {
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        initial={initial}
        onSearch={onSearch}
      />,
    );
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

  it('starts empty when there are no filters', () => {
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        onSearch={onSearch}
      />,
    );
    expect(locationField()).toHaveValue('');
    expect(statusField()).toHaveDisplayValue('Buy or Rent');
    expect(bedroomsField()).toHaveDisplayValue('Any bedrooms');
  });

  it('keeps its field labels for screen readers only', () => {
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByText('Location', { selector: 'label' })).toHaveClass('sr-only');
    expect(locationField()).toBeInTheDocument();
  });

  it('hands the edited filters to its owner instead of submitting', async () => {
    const user = userEvent.setup();
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        initial={initial}
        onSearch={onSearch}
      />,
    );
    await user.clear(locationField());
    await user.clear(minPriceField());
    await user.selectOptions(statusField(), 'Buy or Rent');
    await user.click(searchButton());
    expect(searched).toHaveBeenCalledWith('maxPrice=30000000&bedrooms=4&type=house');
    expect(sent).toBeNull(); // handled in place, not submitted
  });

  it("has a 'Filters' button that shows and hides the extra fields on small screens", async () => {
    const user = userEvent.setup();
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        onSearch={onSearch}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeNull();
    // The panel the button controls holds the other fields, not the keywords.
    expect(panel).toContainElement(statusField());
    expect(panel).toContainElement(bedroomsField());
    expect(panel).toContainElement(locationField());
    expect(panel).not.toContainElement(screen.getByRole('searchbox', { name: 'Keywords' }));

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
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        onSearch={onSearch}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(searched).not.toHaveBeenCalled();
  });

  it('folds the extra fields away again after a search', async () => {
    const user = userEvent.setup();
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        onSearch={onSearch}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    await user.selectOptions(bedroomsField(), '3 Bedrooms');
    await user.click(searchButton());
    expect(searched).toHaveBeenCalledWith('bedrooms=3');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives each form on a page its own field ids', () => {
    render(
      <>
        <SearchForm
          placesPath="/search-index/places-test.json"
          variant="bar"
          {...EN}
          onSearch={onSearch}
        />
        <SearchForm placesPath="/search-index/places-test.json" variant="hero" {...EN} />
      </>,
    );
    const locations = screen.getAllByRole('searchbox', { name: 'Location' });
    expect(locations).toHaveLength(2);
    expect(locations[0]?.id).not.toBe(locations[1]?.id);
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
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...SW} />);
    expect(swForm()).toHaveAttribute('action', '/sw/listings/');
    expect(screen.getByRole('button', { name: 'Tafuta' })).toHaveAttribute('type', 'submit');
    expect(swLocation()).toHaveAttribute('placeholder', t.locationPlaceholder);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });

  it('words the bedroom options with Swahili singular and plural forms', () => {
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...SW} />);
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
    render(<SearchForm placesPath="/search-index/places-test.json" variant="hero" {...SW} />);
    await user.type(swLocation(), 'Kilimani');
    await user.selectOptions(swStatus(), 'Inapangishwa');
    await user.selectOptions(swBedrooms(), 'Vyumba 2 vya kulala');
    await user.click(screen.getByRole('button', { name: 'Tafuta' }));
    expect(sent).toBe('location=Kilimani&status=for_rent&bedrooms=2');
  });

  it("shows the bar's filters button and pre-filled values in Swahili", () => {
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...SW}
        initial={{ status: 'for_sale', bedrooms: 1 }}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByRole('button', { name: 'Vichujio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(swStatus()).toHaveDisplayValue('Inauzwa');
    expect(swBedrooms()).toHaveDisplayValue('Chumba 1 cha kulala');
  });
});

describe('formQuery', () => {
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

  it('orders the keys location, minPrice, maxPrice, bedrooms, type, status', () => {
    const form = formWith({
      status: 'for_sale',
      type: 'apartment',
      bedrooms: '2',
      maxPrice: '900000',
      minPrice: '100000',
      location: 'Westlands',
    });
    expect(formQuery(form)).toBe(
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
    expect(formQuery(form)).toBe('bedrooms=4');
  });

  it('reads the values of a rendered search form', () => {
    render(
      <SearchForm
        placesPath="/search-index/places-test.json"
        variant="bar"
        {...EN}
        initial={{ location: 'Kileleshwa', maxPrice: 85_000 }}
      />,
    );
    expect(formQuery(searchForm() as HTMLFormElement)).toBe('location=Kileleshwa&maxPrice=85000');
  });

  it('is empty for an empty form', () => {
    expect(formQuery(formWith({}))).toBe('');
  });
});
