import { useState } from 'react';
import { useUrlState } from '@/components/url-state/use-url-state';
import { withQuery } from '@/lib/url-state/address';

/**
 * A calculator's inputs, kept in the address so a result can be shared. The server renders the
 * calculators with the default inputs, so the static HTML already holds correct figures; after
 * hydration a shared link's query string (if any) is read, and each change is written back to it.
 *
 * Inputs start as `defaults` (what the server rendered), take a shared link's values once the
 * page runs, and write every change back to the address without a new history entry. Once the
 * visitor has typed, the inputs are what they typed: the address only follows them.
 * Gives back the inputs and `change`, which takes the fields that changed.
 */
export function useSharedInputs<T extends object>(
  defaults: T,
  fromQuery: (search: string, defaults: T) => T,
  toQuery: (search: string, inputs: T) => string,
): [inputs: T, change: (fields: Partial<T>) => void] {
  // Replaced, not pushed: typing does not flood the history. The query is '' while hydrating,
  // so the first render matches the static HTML; a shared link's arrives in the render after.
  const [query, replaceAddress] = useUrlState('replace');
  const [typed, setTyped] = useState<T>();
  const inputs = typed ?? fromQuery(query, defaults);
  const change = (fields: Partial<T>) => {
    const next = { ...inputs, ...fields };
    setTyped(next);
    replaceAddress(withQuery(window.location, toQuery(query, next)));
  };
  return [inputs, change];
}
