'use client';

import { useSyncExternalStore } from 'react';
// Where an address is written and watched: ./address.ts, shared with the plain DOM runtimes.
import { onAddressChange, writeAddress } from './address';

/**
 * State kept in the address's query string, shared by every island that keeps it there: the
 * search of /listings/ and /map/, the calculators of a listing page, the shared lists of
 * /saved/ and /compare/. What the query means is each page's own (its parse and write
 * functions in lib/); this hook only reads the address and writes a new one.
 *
 * It reads `location` rather than Next's useSearchParams: that hook makes an island render in
 * the browser only (inside a Suspense boundary), so its whole HTML would be thrown away and
 * drawn again on hydration (on /map/ the overview picture would count as painted only then:
 * Lighthouse measured a 3 s largest-paint delay). Here the server renders with no query,
 * hydration keeps that HTML, and the real query arrives in the render right after.
 */

/**
 * `[query, write]`: the query string without its '?' ('' on the server and while hydrating),
 * following Back/Forward and every write, and `write(url)`, which puts `url` (an address of
 * this same page) in the address bar:
 * - 'push' adds a history entry, so Back and Forward step through the states (a search);
 * - 'replace' changes the current entry, so typing does not flood the history (a calculator).
 * A page opened fresh from a shared link reads the same state from its address. Every render
 * reads the address afresh, so an island rendered again for another reason sees a change made
 * elsewhere too.
 */
export function useUrlState(
  mode: 'push' | 'replace' = 'push',
): [query: string, write: (url: string) => void] {
  const query = useSyncExternalStore(
    onAddressChange,
    () => window.location.search.slice(1),
    () => '',
  );
  const write = (url: string) => writeAddress(url, mode);
  return [query, write];
}
