/**
 * Writing the address in place, for the islands (./use-url-state.ts) and for the plain DOM
 * runtimes (components/runtime/search-form-runtime.ts) alike. No React here: a runtime that
 * imports it carries no framework code.
 */

/**
 * Said on `window` after each address written here: the history API has no event of its own.
 * `npm run bench` says it too after writing an address itself (scripts/quality/bench.ts).
 */
export const WRITTEN = 'nyumba360-navigated';

/**
 * Puts `url` (an address of this same page) in the address bar and says so:
 * - 'push' adds a history entry, so Back and Forward step through the states (a search);
 * - 'replace' changes the current entry, so typing does not flood the history (a calculator).
 */
export function writeAddress(url: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') window.history.pushState(null, '', url);
  // A replaced entry keeps the state it had (Next's router keeps its own there).
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(WRITTEN));
}

/** Calls `onChange` after Back/Forward and after every address written here; returns its undo. */
export function onAddressChange(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(WRITTEN, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(WRITTEN, onChange);
  };
}
