'use client';

import { useEffect } from 'react';
import type { PluralForms } from '@/lib/i18n/en';
import { plural } from '@/lib/i18n/format';
import { readProjectFilters, type ProjectFilters } from '@/lib/developments/filters';

/**
 * The index's filters at work: the form (./developments-index.tsx) is server markup with every
 * project's card; this island reads `town` and `state` from the address (unknown values are
 * ignored), shows the cards that match, says how many, and keeps the address in step as the
 * selects change, so a filtered list can be shared. It adds a few hundred bytes of script.
 */
export function DevelopmentsFilter({ count, none }: { count: PluralForms; none: string }) {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('form[data-project-filters]');
    const cards = [...document.querySelectorAll<HTMLElement>('[data-project-item]')];
    const status = document.querySelector<HTMLElement>('[data-project-count]');
    if (!form || !status) return;
    const options = (name: string) =>
      [...(form.elements.namedItem(name) as HTMLSelectElement).options].map((o) => o.value);
    const apply = (filters: ProjectFilters) => {
      let shown = 0;
      for (const card of cards) {
        const match =
          (!filters.town || card.dataset.town === filters.town) &&
          (!filters.state || card.dataset.state === filters.state);
        card.hidden = !match;
        if (match) shown++;
      }
      status.textContent = shown === 0 ? none : plural(shown, count);
    };
    const read = () =>
      readProjectFilters(new URLSearchParams(location.search), options('town'), options('state'));
    const update = () => {
      const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      for (const [key, value] of [...params]) if (!value) params.delete(key);
      const query = params.toString();
      history.replaceState(history.state, '', query ? `?${query}` : location.pathname);
      apply(read());
    };
    const submit = (event: Event) => {
      event.preventDefault();
      update();
    };
    // The address's filters, into the selects; a select the address does not name keeps what it
    // holds: a choice made before this script ran (it starts after the first paint,
    // lib/site/after-paint.ts) or one the browser restored, which the address then follows.
    const start = read();
    let chosenBefore = false;
    for (const name of ['town', 'state'] as const) {
      const select = form.elements.namedItem(name) as HTMLSelectElement;
      const value = start[name];
      if (value) select.value = value;
      else if (select.value) chosenBefore = true;
    }
    if (chosenBefore) update();
    else apply(start);
    form.addEventListener('change', update);
    form.addEventListener('submit', submit);
    form.addEventListener('reset', () => setTimeout(update));
    return () => {
      form.removeEventListener('change', update);
      form.removeEventListener('submit', submit);
    };
  }, [count, none]);
  return null;
}
