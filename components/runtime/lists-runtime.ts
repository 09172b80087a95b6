import { onDomChange } from './on-dom-change';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { snapshot, store, subscribe } from '@/lib/saved/device-store';
import { withHomes } from '@/lib/saved/homes-param';
import { MAX_COMPARE, MAX_SAVED_HOMES, MIN_COMPARE } from '@/lib/saved/limits';
import { removeHome, saveHome, toggleCompare } from '@/lib/saved/stored';

/**
 * The device's lists on every page: the Save and Compare buttons of every card and listing page,
 * the count of saved homes in the header and the compare tray. Loaded by DeviceLists
 * (components/saved/device-lists.tsx) with a dynamic import once the page is interactive, so it is
 * not part of any page's first-load script.
 *
 * The buttons are plain markup drawn by the server or by an island
 * (components/listing/listing-card.tsx); this module handles all of them with one delegated click
 * listener and keeps their `aria-pressed` in step with storage: after a click, when another tab
 * changes a list (`storage` event), and when an island draws new cards (a MutationObserver). React
 * never sets `aria-pressed` on them, so it does not undo these changes.
 */

export type ListsTexts = Dictionary['lists'];

/** The words and the compare page of the page's language, as the last call gave them. */
let settings: { texts: ListsTexts; comparePath: string } | undefined;
let clearStatus: number | undefined;

/**
 * Starts the runtime, once per page; a later call only changes its language (the 404 page
 * draws its frame again in the address's language after hydration) and syncs again.
 */
export function startLists(texts: ListsTexts, comparePath: string): void {
  const first = settings === undefined;
  settings = { texts, comparePath };
  if (!first) return sync();

  document.addEventListener('click', onClick);
  // Cards drawn later (a search, Load More, the map's list) are synced in the next frame.
  onDomChange(sync);
  subscribe(sync);
  sync();
  // 'Save this search' has its own module, fetched only by a page that has the control.
  if (document.querySelector('[data-save-search]')) {
    void import('./save-search-runtime').then((module) => module.startSaveSearch());
  }
  document.documentElement.dataset.lists = 'ready';
}

function say(message: string) {
  const status = document.getElementById('lists-status');
  if (!status) return;
  status.textContent = message;
  window.clearTimeout(clearStatus);
  // The region stays in place (empty, it is visually hidden), so the next message is read.
  clearStatus = window.setTimeout(() => (status.textContent = ''), 6000);
}

/** Every button, the header's count and the tray, as the device's lists are now. */
function sync() {
  if (!settings) return;
  const { texts, comparePath } = settings;
  const saved = new Set(snapshot('homes').items.map((home) => home.slug));
  const compare = snapshot('compare').items;
  for (const button of document.querySelectorAll<HTMLElement>('[data-save-home]')) {
    setIf(button, 'aria-label', fill(texts.saveLabel, { title: titleOf(button) }));
    setIf(button, 'aria-pressed', String(saved.has(button.dataset.saveHome ?? '')));
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-compare-home]')) {
    setIf(button, 'aria-label', fill(texts.compareLabel, { title: titleOf(button) }));
    setIf(button, 'aria-pressed', String(compare.includes(button.dataset.compareHome ?? '')));
  }
  for (const count of document.querySelectorAll<HTMLElement>('[data-saved-count]')) {
    textIf(count, String(saved.size));
    count.hidden = saved.size === 0;
  }
  for (const link of document.querySelectorAll<HTMLElement>('[data-saved-link]')) {
    setIf(link, 'aria-label', fill(texts.navCount, { count: saved.size }));
  }
  const tray = document.getElementById('compare-tray');
  if (tray) {
    // Not on /compare/ itself, which shows the comparison.
    tray.hidden = compare.length === 0 || !!document.querySelector('[data-compare-page]');
    const count = tray.querySelector<HTMLElement>('[data-compare-count]');
    if (count) textIf(count, plural(compare.length, texts.tray));
    const link = tray.querySelector<HTMLAnchorElement>('[data-compare-link]');
    const hint = tray.querySelector<HTMLElement>('[data-compare-hint]');
    if (link) {
      setIf(link, 'href', withHomes(comparePath, compare));
      link.hidden = compare.length < MIN_COMPARE;
    }
    if (hint) {
      textIf(hint, fill(texts.trayHint, { min: MIN_COMPARE }));
      hint.hidden = compare.length >= MIN_COMPARE;
    }
  }
}

function onClick(event: MouseEvent) {
  if (!settings) return;
  const { texts } = settings;
  const blockedNote = (ok: boolean) => (ok ? '' : ` ${texts.blocked}`);
  const target = event.target instanceof Element ? event.target : null;
  const save = target?.closest<HTMLElement>('[data-save-home]');
  const choose = target?.closest<HTMLElement>('[data-compare-home]');
  const clear = target?.closest('[data-compare-clear]');
  if (save?.dataset.saveHome) {
    const slug = save.dataset.saveHome;
    const title = titleOf(save);
    const homes = snapshot('homes').items;
    if (homes.some((home) => home.slug === slug)) {
      const ok = store('homes', removeHome(homes, slug));
      say(fill(texts.removed, { title }) + blockedNote(ok));
    } else {
      const change = saveHome(homes, { slug, title, savedAt: Date.now() });
      if (!change.ok) return say(fill(texts.full, { max: MAX_SAVED_HOMES }));
      const ok = store('homes', change.items);
      say(fill(texts.saved, { title }) + blockedNote(ok));
    }
  } else if (choose?.dataset.compareHome) {
    const change = toggleCompare(snapshot('compare').items, choose.dataset.compareHome);
    if (!change.ok) return say(fill(texts.compareFull, { max: MAX_COMPARE }));
    const added = change.items.includes(choose.dataset.compareHome);
    const ok = store('compare', change.items);
    const message = added ? texts.compareAdded : texts.compareRemoved;
    say(fill(message, { count: change.items.length, max: MAX_COMPARE }) + blockedNote(ok));
  } else if (clear) {
    store('compare', []);
    // The tray and its buttons go away: keep keyboard users on the page's content.
    const main = document.getElementById('main');
    if (main) {
      main.tabIndex = -1;
      main.focus({ preventScroll: true });
    }
  }
}

/** The home a button belongs to, as its card's or page's heading names it. */
function titleOf(button: Element): string {
  const card = button.closest('article');
  const heading = card ? card.querySelector('h2, h3') : button.closest('main')?.querySelector('h1');
  return heading?.textContent?.trim() ?? '';
}

// Only real changes touch the DOM: a text change is a mutation the observer would see again.
function setIf(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
function textIf(element: Element, value: string) {
  if (element.textContent !== value) element.textContent = value;
}
