'use client';

import clsx from 'clsx';
import { useEffect, useEffectEvent, useState } from 'react';
import type { NearPlace } from '@/lib/search/places';
import { findPlace, loadPlaces, placeLabel, placeSlug, suggestPlaces } from './query-tools';
import type { SearchFormTexts } from './search-form';

/**
 * The suggestions of 'Near a place' (components/search/near-field.tsx), as the ARIA combobox
 * pattern has them: typing lists matching places, Up and Down move through them, Enter or a
 * click picks one, Escape closes the list. Typed text that is not picked still searches: the
 * first suggestion when there is one, else the text itself, which the results call unknown.
 */
export default function NearSuggest({
  fields,
  listId,
  placesPath,
  texts,
}: {
  /** The visible field and the hidden one `near=` is sent from (owned by near-field.tsx). */
  fields: () => { field: HTMLInputElement | null; store: HTMLInputElement | null };
  /** The id of the list, which the field names as what it controls. */
  listId: string;
  placesPath: string;
  texts: SearchFormTexts;
}) {
  const [places, setPlaces] = useState<NearPlace[]>();
  const [list, setList] = useState<NearPlace[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState('');

  /** The suggestions for what the field holds now, and what `near=` would get from it. */
  const suggest = (field: HTMLInputElement, store: HTMLInputElement, from = places) => {
    const text = field.value;
    const found = from ? suggestPlaces(from, text) : [];
    setTyped(text.trim());
    setList(found);
    setActive(-1);
    setOpen(text.trim() !== '');
    store.value = text.trim() === '' ? '' : (found[0]?.id ?? placeSlug(text));
  };

  const choose = (place: NearPlace) => {
    const { field, store } = fields();
    if (field) field.value = placeLabel(place);
    if (store) store.value = place.id;
    setOpen(false);
    setActive(-1);
  };

  // The field's events reach the latest render's state through Effect Events, so the listeners
  // are added once.
  const onInput = useEffectEvent(() => {
    const { field, store } = fields();
    if (field && store) suggest(field, store);
  });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = list.length - 1;
      if (event.key === 'ArrowDown') setActive((at) => (at >= last ? 0 : at + 1));
      else setActive((at) => (at <= 0 ? last : at - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && list[active]) {
      // Picks the suggestion; the next Enter submits the form.
      event.preventDefault();
      choose(list[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  });
  // The list of places arrives: a search that names a place shows its name in the field, and
  // what was typed before the list (or this code) arrived is suggested.
  const onPlaces = useEffectEvent((loaded: NearPlace[]) => {
    setPlaces(loaded);
    const { field, store } = fields();
    if (!field || !store) return;
    const chosen = store.value;
    const place = chosen ? findPlace(loaded, chosen) : undefined;
    if (place && field.value === chosen) field.value = placeLabel(place);
    else if (document.activeElement === field && field.value.trim()) suggest(field, store, loaded);
  });
  useEffect(() => {
    let live = true;
    loadPlaces(placesPath).then(
      (loaded) => live && onPlaces(loaded),
      () => {
        // Without the list the field still works: what is typed is searched for as written.
      },
    );
    return () => {
      live = false;
    };
  }, [placesPath]);

  useEffect(() => {
    const { field } = fields();
    if (!field) return;
    const close = () => setOpen(false);
    const key = (event: KeyboardEvent) => onKey(event);
    const typed = () => onInput();
    field.addEventListener('input', typed);
    field.addEventListener('keydown', key);
    field.addEventListener('blur', close);
    return () => {
      field.removeEventListener('input', typed);
      field.removeEventListener('keydown', key);
      field.removeEventListener('blur', close);
    };
  }, [fields]);

  const shown = open && typed !== '';
  // The combobox's state is on the input, which the form owns.
  useEffect(() => {
    const { field } = fields();
    if (!field) return;
    field.setAttribute('aria-expanded', String(shown && list.length > 0));
    if (shown && active >= 0) field.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else field.removeAttribute('aria-activedescendant');
  }, [fields, listId, shown, list.length, active]);

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={!shown || list.length === 0}
        className="border-line shadow-panel absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border bg-white py-1"
      >
        {list.map((place, i) => (
          <li
            key={place.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Before the input's blur, so the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={clsx(
              'flex cursor-pointer flex-col px-3.5 py-2 text-left',
              i === active ? 'bg-brand-50' : 'hover:bg-stone-50',
            )}
          >
            <span className="text-ink font-semibold" translate="no">
              {place.kind === 'area' ? placeLabel(place) : place.name}
            </span>
            <span className="text-muted text-xs">
              {texts.placeKinds[place.kind]} · <span translate="no">{place.town}</span>
            </span>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={clsx(
          shown && list.length === 0 && places ? 'text-muted mt-1 text-sm' : 'sr-only',
        )}
      >
        {shown && list.length === 0 && places ? texts.noSuggestions : ''}
      </p>
    </>
  );
}
