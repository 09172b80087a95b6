import {
  SAVER_ATTRIBUTE,
  SAVER_KEY,
  saverChoice,
  saverOn,
  storedChoice,
} from '@/lib/data-saver/saver';
import type { WorkerMessage } from '@/lib/offline/protocol';
import { onDomChange } from './on-dom-change';

/**
 * The data saver on every page (lib/data-saver/saver.ts): the switches in the footer and the
 * mobile menu, and the buttons that bring back what it hid. Loaded by DeviceLists
 * (components/saved/device-lists.tsx) once the page is interactive; the body's first script has already
 * set `<html data-saver>` before the first paint, so this only keeps it in step with the visitor.
 */

let started = false;

function browserAsks(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !!connection?.saveData;
}

/** Whether the data saver is on now, as the page shows it. */
export function saverIsOn(): boolean {
  return document.documentElement.hasAttribute(SAVER_ATTRIBUTE);
}

function tellWorker(message: WorkerMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

function sync(): void {
  const on = saverIsOn();
  for (const button of document.querySelectorAll<HTMLElement>('[data-saver-switch]')) {
    button.setAttribute('aria-checked', String(on));
  }
  document.documentElement.dataset.saverReady = '';
}

function turn(on: boolean): void {
  document.documentElement.toggleAttribute(SAVER_ATTRIBUTE, on);
  // The visitor's choice is kept even where it matches the browser's hint, so it outlives a
  // change of the phone's setting; storage that refuses it leaves the choice to this page.
  try {
    localStorage.setItem(SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Blocked or full: the switch still works until the page is left.
  }
  tellWorker({ type: 'saver', choice: on ? 'on' : 'off' });
  sync();
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-saver-switch]')) {
    turn(!saverIsOn());
    return;
  }
  const reveal = target?.closest('[data-saver-reveal]');
  const scope = reveal?.closest('[data-saver-scope]');
  if (scope) {
    scope.setAttribute('data-saver-shown', '');
    // The button is gone with what it hid: focus goes to the first thing it brought back.
    const first = scope.querySelector<HTMLElement>('.saver-defer a, .saver-defer button');
    first?.focus();
  }
}

export function startSaver(): void {
  if (started) return;
  started = true;
  // Another tab's switch, or storage the first script could not read before.
  const on = saverOn(storedChoice(), browserAsks());
  document.documentElement.toggleAttribute(SAVER_ATTRIBUTE, on);
  document.addEventListener('click', onClick);
  window.addEventListener('storage', (event) => {
    if (event.key !== SAVER_KEY) return;
    document.documentElement.toggleAttribute(
      SAVER_ATTRIBUTE,
      saverOn(saverChoice(event.newValue), browserAsks()),
    );
    sync();
  });
  // The mobile menu draws its switch when it opens.
  onDomChange(sync);
  sync();
  // The worker hears the stored choice from the offline runtime, once it controls the page.
}
