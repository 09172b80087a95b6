import {
  findPlace,
  placeLabel,
  placeSlug,
  suggestPlaces,
  type NearPlace,
} from '@/lib/search/places';
import { loadPlaces } from './load-places';

/** The markup of 'Near a place' (./near-field.tsx) that the suggestions work on. */
export interface NearParts {
  /** The visible combobox, where a place's name is typed and shown. */
  field: HTMLInputElement;
  /** The hidden field `near=` is sent from: the place's id. */
  store: HTMLInputElement;
  /** The list of suggestions, empty in the markup; `data-kinds` words each kind of place. */
  list: HTMLUListElement;
  /** Says there is no such place; its words are in `data-none`. */
  status: HTMLElement;
  placesPath: string;
}

/** What the form's runtime asks of the suggestions once they run. */
export interface NearSuggest {
  /** After the hidden field was set from the address: the field shows the place's name. */
  showChosen(): void;
}

const OPTION = 'flex cursor-pointer flex-col px-3.5 py-2 text-left';

/**
 * The suggestions of 'Near a place', as the ARIA combobox pattern has them: typing lists
 * matching places, Up and Down move through them, Enter or a click picks one, Escape closes the
 * list. Typed text that is not picked still searches: the first suggestion when there is one,
 * else the text itself, which the results call unknown. Plain DOM, loaded by the form's runtime
 * (components/runtime/search-form-runtime.ts) when the field is first focused.
 */
export function startNearSuggest({
  field,
  store,
  list,
  status,
  placesPath,
}: NearParts): NearSuggest {
  const kinds = JSON.parse(list.dataset.kinds ?? '{}') as Record<NearPlace['kind'], string>;
  let places: NearPlace[] | undefined;
  let found: NearPlace[] = [];
  let open = false;
  let active = -1;

  const option = (place: NearPlace, i: number) => {
    const item = document.createElement('li');
    item.id = `${list.id}-${i}`;
    item.setAttribute('role', 'option');
    item.setAttribute('aria-selected', String(i === active));
    item.className = `${OPTION} ${i === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`;
    const name = document.createElement('span');
    name.className = 'text-ink font-semibold';
    name.translate = false;
    name.textContent = place.kind === 'area' ? placeLabel(place) : place.name;
    const kind = document.createElement('span');
    kind.className = 'text-muted text-xs';
    const town = document.createElement('span');
    town.translate = false;
    town.textContent = place.town;
    kind.append(`${kinds[place.kind] ?? ''} · `, town);
    item.append(name, kind);
    // Before the field's blur, so the click lands.
    item.addEventListener('mousedown', (event) => {
      event.preventDefault();
      choose(place);
    });
    return item;
  };

  /** Draws the list and the combobox's state from `found`, `open` and `active`. */
  const render = () => {
    const shown = open && field.value.trim() !== '';
    list.replaceChildren(...found.map(option));
    list.hidden = !shown || found.length === 0;
    field.setAttribute('aria-expanded', String(shown && found.length > 0));
    if (shown && active >= 0) field.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else field.removeAttribute('aria-activedescendant');
    const none = shown && found.length === 0 && places !== undefined;
    status.className = none ? 'text-muted mt-1 text-sm' : 'sr-only';
    status.textContent = none ? (status.dataset.none ?? '') : '';
  };

  /** The suggestions for what the field holds now, and what `near=` would get from it. */
  const suggest = () => {
    const text = field.value.trim();
    found = places ? suggestPlaces(places, field.value) : [];
    active = -1;
    open = text !== '';
    store.value = text === '' ? '' : (found[0]?.id ?? placeSlug(field.value));
    render();
  };

  const choose = (place: NearPlace) => {
    field.value = placeLabel(place);
    store.value = place.id;
    open = false;
    active = -1;
    render();
  };

  const showChosen = () => {
    const chosen = store.value;
    const place = places && chosen ? findPlace(places, chosen) : undefined;
    if (place && field.value === chosen) field.value = placeLabel(place);
  };

  field.addEventListener('input', suggest);
  field.addEventListener('blur', () => {
    open = false;
    render();
  });
  field.addEventListener('keydown', (event) => {
    const picked = open ? found[active] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (found.length === 0) return;
      event.preventDefault();
      open = true;
      const last = found.length - 1;
      if (event.key === 'ArrowDown') active = active >= last ? 0 : active + 1;
      else active = active <= 0 ? last : active - 1;
      render();
    } else if (event.key === 'Enter' && picked) {
      // Picks the suggestion; the next Enter submits the form.
      event.preventDefault();
      choose(picked);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      open = false;
      active = -1;
      render();
    }
  });

  // The list of places arrives: a search that names a place shows its name in the field, and
  // what was typed before the list (or this code) arrived is suggested.
  loadPlaces(placesPath).then(
    (loaded) => {
      places = loaded;
      showChosen();
      if (document.activeElement === field && field.value.trim()) suggest();
    },
    () => {
      // Without the list the field still works: what is typed is searched for as written.
    },
  );
  return { showChosen };
}
