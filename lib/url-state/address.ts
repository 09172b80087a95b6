/*
 * The address of a page whose state lives in its query string (components/url-state/): read and
 * written as plain strings, so each page's own rules (lib/search/filters.ts, lib/search/sort.ts,
 * lib/finance/calculator.ts, lib/saved/homes-param.ts) parse and write its parameters. Pure and
 * client-safe.
 */

/**
 * The same address with another query string: its path and its fragment (a link to a section,
 * such as #costs) are kept. No query, no '?'.
 */
export function withQuery(address: { pathname: string; hash: string }, query: string): string {
  return `${address.pathname}${query ? `?${query}` : ''}${address.hash}`;
}
