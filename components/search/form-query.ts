import { filtersToSearchParams, parseFilters } from '@/lib/search/filters';

/**
 * Query string for what the search form holds, normalised the way the results read it: the
 * search islands of /listings/ and /map/ write it into the address. Its own module, so a page
 * with the form alone (home) does not carry the filter rules.
 */
export function formQuery(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') entries.push([key, value]);
  });
  return filtersToSearchParams(parseFilters(new URLSearchParams(entries))).toString();
}
