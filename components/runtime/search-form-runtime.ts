import type { NearSuggest } from '@/components/search/near-suggest';

/**
 * The search form's own behaviour, on the server's markup (components/search/search-form.tsx),
 * started by SearchFormStart as the page becomes interactive. Plain DOM and small, so the form
 * costs a page's first-load script about what this module weighs:
 * - 'Filters' (phones) and 'More filters' open and close their panels;
 * - 'Near a place' loads its suggestions (components/search/near-suggest.ts) on first focus;
 * - a form that goes to another page (home, the static result pages) leaves its empty fields
 *   out of the URL.
 *
 * A form that searches in place (`data-in-place`, on /listings/ and /map/) gets the rest from
 * its page's island, which carries the search rules anyway: components/search/search-in-place.ts
 * fills it from the address and writes its searches there.
 */

/** What the in-place search asks of a started form. */
export interface SearchFormControls {
  /** Opens or closes the box of 'Filters' or 'More filters'. */
  setOpen(toggle: 'filters' | 'more', open: boolean): void;
  /** After `near` was set from the address: the field shows the place's name. */
  showPlace(): void;
  /** After the fields were set from the address: 'More filters' counts those in use again. */
  countFilters(): void;
}

const started = new WeakMap<HTMLFormElement, SearchFormControls>();

/** Starts every search form of the page not started yet. */
export function startSearchForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-form]'))
    startSearchForm(form);
}

/** The fields of a form that a search reads: named inputs and selects. */
export function formFields(form: HTMLFormElement): (HTMLInputElement | HTMLSelectElement)[] {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name !== '',
  );
}

/** Starts `form` (once: a second call returns the same controls). */
export function startSearchForm(form: HTMLFormElement): SearchFormControls {
  const known = started.get(form);
  if (known) return known;

  // 'Filters' and 'More filters': each button opens the box it controls by taking off the
  // classes the box names as its closed state.
  const toggles = new Map<string, HTMLButtonElement>();
  const open = (button: HTMLButtonElement | undefined, isOpen: boolean) => {
    if (!button) return;
    button.setAttribute('aria-expanded', String(isOpen));
    const box = document.getElementById(button.getAttribute('aria-controls') ?? '');
    for (const name of box?.dataset.closed?.split(' ') ?? []) box?.classList.toggle(name, !isOpen);
    const sign = button.querySelector('span[aria-hidden]');
    if (sign) sign.textContent = isOpen ? '−' : '+';
  };
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-toggle]')) {
    toggles.set(button.dataset.toggle ?? '', button);
    button.addEventListener('click', () =>
      open(button, button.getAttribute('aria-expanded') !== 'true'),
    );
  }

  // 'Near a place': the visible field shows a name; the hidden one holds what `near=` gets.
  const field = form.querySelector<HTMLInputElement>('input[data-near-field]');
  const store = form.querySelector<HTMLInputElement>('input[name="near"]');
  let near: Promise<NearSuggest | undefined> | undefined;
  const suggestions = () => {
    const list = field && document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!field || !store || !(list instanceof HTMLUListElement)) return Promise.resolve(undefined);
    near ??= import('@/components/search/near-suggest').then(
      (module) =>
        module.startNearSuggest({
          field,
          store,
          list,
          status: list.nextElementSibling as HTMLElement,
          placesPath: field.dataset.places ?? '',
        }),
      () => {
        // Tried again on the next focus; meanwhile what is typed is not suggested.
        near = undefined;
        return undefined;
      },
    );
    return near;
  };
  field?.addEventListener('focus', () => void suggestions());

  // A style belongs to one kind: choosing 'Maisonette' sets 'House', and choosing 'Apartment'
  // drops a house's style, so the form never sends a pair the search would ignore.
  const typeField = form.querySelector<HTMLSelectElement>('select[name="type"]');
  const styleField = form.querySelector<HTMLSelectElement>('select[name="style"]');
  const styleKind = () => styleField?.selectedOptions[0]?.dataset.styleOf;
  styleField?.addEventListener('change', () => {
    const kind = styleKind();
    if (typeField && kind) typeField.value = kind;
  });
  typeField?.addEventListener('change', () => {
    const kind = styleKind();
    if (styleField && kind && kind !== typeField.value) styleField.value = '';
  });

  if (form.dataset.inPlace === undefined) {
    form.addEventListener('submit', () => {
      // The browser's own GET. Empty fields are disabled for the moment it builds the URL,
      // which leaves them out of it; they are enabled again straight after, for a page
      // restored with Back.
      const empty = formFields(form).filter((el) => el.value.trim() === '');
      for (const el of empty) el.disabled = true;
      setTimeout(() => {
        for (const el of empty) el.disabled = false;
      });
    });
  }

  // 'More filters' says how many of its fields are in use ('More filters (2)'), so a filter
  // folded away on a phone is never forgotten. On a phone the home page's form also folds a few
  // fields of its own into it (`data-fold`): they show while 'More filters' is open, and
  // whenever they are in use.
  const more = toggles.get('more');
  const moreBox = more && document.getElementById(more.getAttribute('aria-controls') ?? '');
  const folded = [...form.querySelectorAll<HTMLElement>('[data-fold]')];
  const inUse = (el: HTMLInputElement | HTMLSelectElement) =>
    el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value.trim() !== '';
  const countFilters = () => {
    const badge = more?.querySelector<HTMLElement>('[data-filter-count]');
    if (!badge || !moreBox) return;
    const used = formFields(form).filter(
      (el) => (moreBox.contains(el) || el.closest('[data-fold]') !== null) && inUse(el),
    ).length;
    badge.textContent = used > 0 ? `(${used})` : '';
    const isOpen = more.getAttribute('aria-expanded') === 'true';
    for (const box of folded) {
      const filled = formFields(form).some((el) => box.contains(el) && inUse(el));
      box.classList.toggle('max-md:hidden', !isOpen && !filled);
    }
  };
  more?.addEventListener('click', countFilters);
  form.addEventListener('change', countFilters);
  form.addEventListener('input', countFilters);
  countFilters();

  const controls: SearchFormControls = {
    countFilters,
    setOpen: (toggle, isOpen) => open(toggles.get(toggle), isOpen),
    showPlace: () => {
      if (!field || !store) return;
      field.value = store.value;
      // The name replaces the id once the places are known.
      if (store.value) void suggestions().then((suggest) => suggest?.showChosen());
    },
  };
  started.set(form, controls);
  return controls;
}
