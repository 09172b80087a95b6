// What part of an exported page is the React Server Components payload: the inline scripts
// `self.__next_f.push(...)` that Next writes after the markup so React can hydrate the page.
// Pure, so the page-weight command (page-weight.ts) and its unit test share it.

// An inline script's body; scripts with a `src` have none and are not matched.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The bytes (UTF-8) of the payload's scripts in a page's HTML: the bodies of the inline scripts
 * that feed `self.__next_f`, which is how Next streams the payload into a static page.
 */
export function payloadBytes(html: string): number {
  let bytes = 0;
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (body.includes('self.__next_f')) bytes += Buffer.byteLength(body);
  }
  return bytes;
}
