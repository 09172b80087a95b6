import { loadSearchIndex } from '@/components/search/use-search-index';
import { fill } from '@/lib/i18n/format';
import { snapshot, store } from '@/lib/saved/device-store';
import { MAX_SAVED_SEARCHES, MAX_SEARCH_NAME } from '@/lib/saved/limits';
import {
  cleanSavedQuery,
  defaultSearchName,
  newestListed,
  newSearchId,
  savedSearchRows,
} from '@/lib/saved/searches';
import { addSearch } from '@/lib/saved/stored';
import type { SaveSearchTexts } from '@/components/saved/save-search';

/**
 * What 'Save this search' (components/saved/save-search.tsx) does, loaded by the lists runtime on a
 * page that has the control. The search is the address's query string when the visitor saves it,
 * kept cleaned (real filters and the sort only) with the newest listing date it finds now, so
 * /saved/ can count what is listed after.
 *
 * Listeners sit on the document, not on the control: the search island may draw the control
 * again (React replaces the server's fallback after hydration), and they still apply.
 */

let started = false;

export function startSaveSearch(): void {
  if (started) return;
  started = true;
  const parts = (from: Element) => {
    const box = from.closest<HTMLElement>('[data-save-search]');
    if (!box) return undefined;
    return {
      box,
      open: box.querySelector<HTMLButtonElement>('[data-save-search-open]')!,
      form: box.querySelector<HTMLFormElement>('[data-save-search-form]')!,
      message: box.querySelector<HTMLElement>('[data-save-search-message]')!,
      texts: readTexts(box),
    };
  };
  const close = (p: NonNullable<ReturnType<typeof parts>>) => {
    p.form.hidden = true;
    p.open.hidden = false;
    p.open.focus();
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest('[data-save-search-open]');
    const cancel = target?.closest('[data-save-search-cancel]');
    const p = (opener ?? cancel) && parts((opener ?? cancel)!);
    if (!p || !p.texts) return;
    if (cancel) return close(p);
    const input = p.form.elements.namedItem('name');
    if (input instanceof HTMLInputElement) {
      input.value = defaultSearchName(query(), p.texts.names);
      p.message.textContent = '';
      p.open.hidden = true;
      p.form.hidden = false;
      input.focus();
      input.select();
    }
  });

  document.addEventListener('submit', (event) => {
    const p = event.target instanceof Element ? parts(event.target) : undefined;
    if (!p || event.target !== p.form || !p.texts) return;
    event.preventDefault();
    const texts = p.texts;
    const input = p.form.elements.namedItem('name');
    const name = input instanceof HTMLInputElement ? input.value : '';
    const saved = query();
    close(p);
    const index = p.box.dataset.index;
    const found = index
      ? loadSearchIndex(index).then(
          (loaded) => newestListed(loaded, savedSearchRows(loaded, saved)),
          // Without the index, nothing counts as seen: every home it finds will be 'new'.
          () => '',
        )
      : Promise.resolve('');
    void found.then((seenThrough) => {
      p.message.textContent = save(saved, name, seenThrough, texts);
    });
  });
  document.documentElement.dataset.saveSearch = 'ready';
}

function query(): string {
  return window.location.search.slice(1);
}

function readTexts(box: HTMLElement): SaveSearchTexts | undefined {
  try {
    return JSON.parse(box.dataset.texts ?? '') as SaveSearchTexts;
  } catch {
    return undefined;
  }
}

/** Keeps the search; returns what to tell the visitor. */
function save(raw: string, name: string, seenThrough: string, texts: SaveSearchTexts): string {
  const t = texts.words;
  const clean = cleanSavedQuery(raw) ?? '';
  const searches = snapshot('searches').items;
  if (searches.some((search) => search.query === clean)) return t.already;
  const now = Date.now();
  const change = addSearch(searches, {
    id: newSearchId(now, Math.random()),
    name: name.trim().slice(0, MAX_SEARCH_NAME) || defaultSearchName(clean, texts.names),
    query: clean,
    savedAt: now,
    seenThrough,
  });
  if (!change.ok) return fill(t.full, { max: MAX_SAVED_SEARCHES });
  return store('searches', change.items) ? t.done : `${t.done} ${t.blocked}`;
}
