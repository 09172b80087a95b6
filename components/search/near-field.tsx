import { fieldClass } from './field-class';
import type { SearchFormTexts } from './search-form';

/**
 * 'Near a place': a combobox whose suggestions are areas and landmarks (lib/search/places.ts).
 * The visitor sees and types a name; the hidden field holds what `near=` gets, the place's id
 * ('nairobi/westlands', 'strathmore-university'). This is its markup: the input, the hidden
 * field, the empty list and its status line. The suggestions, the typing and the keys are
 * ./near-suggest.ts, which the form's runtime loads when the field is first focused (or at once
 * when the search already names a place, to show its name). The words it needs are here, in
 * data attributes, so that code carries no dictionary.
 */
export function NearField({
  id,
  placesPath,
  texts,
}: {
  id: string;
  placesPath: string;
  texts: SearchFormTexts;
}) {
  const listId = `${id}-list`;
  return (
    <>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
        defaultValue=""
        placeholder={texts.nearPlaceholder}
        data-near-field=""
        data-places={placesPath}
        className={fieldClass}
      />
      <input type="hidden" name="near" defaultValue="" />
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden
        data-kinds={JSON.stringify(texts.placeKinds)}
        className="border-line shadow-panel absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border bg-white py-1"
      />
      <p role="status" data-none={texts.noSuggestions} className="sr-only" />
    </>
  );
}
