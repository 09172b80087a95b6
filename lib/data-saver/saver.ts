/*
 * The data saver: whether this device wants the light site. The visitor's own choice (the switch
 * in the footer and the menu, kept on the device) wins; without one, the browser's hint
 * (`navigator.connection.saveData`, set by Android's and Chrome's data saver) decides. A static
 * host never sees the `Save-Data` request header, so the page reads the hint itself, and the
 * service worker (lib/offline/) reads the header on the requests it handles.
 *
 * While it is on, `<html>` carries `data-saver`: app/globals.css hides what may wait (the other
 * photos of a gallery, the similar homes' and the location's pictures, the tour's and the
 * video's posters) and drops the web font, so none of it is fetched until the visitor asks.
 */

/** Where the device keeps the visitor's choice. */
export const SAVER_KEY = 'nyumba360:data-saver:v1';

/** The attribute of `<html>` that turns the light site on (app/globals.css). */
export const SAVER_ATTRIBUTE = 'data-saver';

export type SaverChoice = 'on' | 'off';

/** The visitor's stored choice; anything else in storage (a corrupted value) is no choice. */
export function saverChoice(stored: string | null | undefined): SaverChoice | undefined {
  return stored === 'on' || stored === 'off' ? stored : undefined;
}

/** The choice this device keeps, read in the browser; storage that throws is no choice. */
export function storedChoice(): SaverChoice | undefined {
  try {
    return saverChoice(localStorage.getItem(SAVER_KEY));
  } catch {
    return undefined;
  }
}

/** Whether the data saver is on: the visitor's choice, else the browser's hint. */
export function saverOn(choice: SaverChoice | undefined, browserAsks: boolean): boolean {
  return choice === undefined ? browserAsks : choice === 'on';
}

/**
 * The script first in every page's `<body>` that sets `data-saver` before the rest is parsed, so
 * the first paint is already the light one and hidden pictures are never requested. It is inline
 * because it must run before the first paint (an external script would cost a request and block
 * rendering); the CSP step allows it by its hash like Next's own inline scripts. Storage that
 * throws (blocked, or a sandboxed frame) leaves the browser's hint to decide.
 */
export const SAVER_BOOT_SCRIPT = `(function(){var c,d=document.documentElement;try{c=localStorage.getItem(${JSON.stringify(SAVER_KEY)})}catch(e){}var h=!!(navigator.connection&&navigator.connection.saveData);if(c==="on"||(c!=="off"&&h))d.setAttribute(${JSON.stringify(SAVER_ATTRIBUTE)},"")})()`;
