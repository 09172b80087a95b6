'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { SearchFormTexts } from './search-form';

// The suggestions and their keyboard code load when the field is first used.
const NearSuggest = lazy(() => import('./near-suggest'));

/**
 * 'Near a place': a combobox whose suggestions are areas and landmarks (lib/search/places.ts).
 * The visitor sees and types a name; the hidden field holds what `near=` gets, the place's id
 * ('nairobi/westlands', 'strathmore-university'). This part is in the page's first load: the
 * input and the hidden field. The list, the typing and the keys are near-suggest.tsx, loaded
 * on focus (or at once when the search already names a place, to show its name).
 */
export function NearField({
  id,
  initial,
  placesPath,
  texts,
  className,
}: {
  id: string;
  initial: string | undefined;
  placesPath: string;
  texts: SearchFormTexts;
  className: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const [used, setUsed] = useState(initial !== undefined);
  const fields = useCallback(() => ({ field: input.current, store: hidden.current }), []);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
        defaultValue={initial ?? ''}
        placeholder={texts.nearPlaceholder}
        onFocus={() => setUsed(true)}
        className={className}
      />
      <input ref={hidden} type="hidden" name="near" defaultValue={initial ?? ''} />
      {used && (
        <Suspense>
          <NearSuggest
            fields={fields}
            listId={`${id}-list`}
            placesPath={placesPath}
            texts={texts}
          />
        </Suspense>
      )}
    </>
  );
}
