import { startSearchForm, formFields } from '@/components/runtime/search-form-runtime';
import { onAddressChange, writeAddress } from '@/components/url-state/address';
import { fill } from '@/lib/i18n/format';
import { hasFactFilters } from '@/lib/search/filter-options';
import {
  filtersToSearchParams,
  hasKindFilters,
  parseFilters,
  type SearchFilters,
} from '@/lib/search/filters';
import { parseSort, setSortParam } from '@/lib/search/sort';
import type { InPlace } from './search-form';

/**
 * The search form of /listings/ and /map/ searching in place: started by the page's island
 * (listings-explorer.tsx, map-explorer.tsx), which reads its search from the address. The form
 * (server markup, ./search-form.tsx) writes the query into the address and says so
 * (components/url-state/address.ts), and the island shows the results. The fields are filled
 * from the address when this starts and after every change, Back/Forward and the island's own
 * (Clear Filters, a cleared map area), so they always say what the results are for.
 *
 * Plain DOM rather than React: the form is not part of the island, so the page's first-load
 * script carries no rendering code for it.
 */

/** What the form holds, read the way the results read the address. */
export function formFilters(form: HTMLFormElement): SearchFilters {
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') entries.push([key, value]);
  });
  return parseFilters(new URLSearchParams(entries));
}

/**
 * The query string a search in place writes: the form's filters, normalised, plus what the page
 * keeps through a new search, read from the current query. /listings/ keeps its sort (how the
 * visitor reads results, not what they look for); /map/ keeps the area searched on the map, as
 * its notice says.
 */
export function searchedQuery(form: HTMLFormElement, current: string, inPlace: InPlace): string {
  const filters = formFilters(form);
  if (inPlace === 'map') filters.bounds = parseFilters(current).bounds;
  const params = filtersToSearchParams(filters);
  if (inPlace === 'listings') setSortParam(params, parseSort(current));
  return params.toString();
}

/**
 * Sets every field to what `query` asks for, normalised as the results read it: a field the
 * query does not name is emptied. A deeper parking ask than the form offers ('6+ bays', from a
 * shared link) becomes an option of its own. Returns the filters read.
 */
export function fillForm(form: HTMLFormElement, query: string): SearchFilters {
  const filters = parseFilters(query);
  const params = filtersToSearchParams(filters);
  for (const el of formFields(form)) {
    const value = params.get(el.name) ?? '';
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      el.checked = value === el.value;
      continue;
    }
    const more = el.dataset.more;
    if (el instanceof HTMLSelectElement && more && value && !el.querySelector(`[value="${value}"]`))
      el.add(new Option(fill(more, { n: value }), value));
    el.value = value;
  }
  return filters;
}

/** Starts the page's in-place search form; returns what stops it (the island unmounting). */
export function searchInPlace(inPlace: InPlace): () => void {
  const form = document.querySelector<HTMLFormElement>(`form[data-in-place="${inPlace}"]`);
  if (!form) return () => {};
  const controls = startSearchForm(form);

  const fillFromAddress = () => {
    const filters = fillForm(form, window.location.search.slice(1));
    controls.showPlace();
    controls.countFilters();
    // A field in use stays in view: the Key facts and the kinds' fields are in 'More filters'.
    if (hasFactFilters(filters) || hasKindFilters(filters)) controls.setOpen('more', true);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const query = searchedQuery(form, window.location.search.slice(1), inPlace);
    const path = form.getAttribute('action') ?? window.location.pathname;
    writeAddress(query ? `${path}?${query}` : path, 'push');
    // On a phone the results come back into view.
    controls.setOpen('filters', false);
  };

  fillFromAddress();
  const stopFilling = onAddressChange(fillFromAddress);
  form.addEventListener('submit', submit);
  return () => {
    stopFilling();
    form.removeEventListener('submit', submit);
  };
}
