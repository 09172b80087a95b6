import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/*
 * The Content-Security-Policy of each exported page, computed after the build
 * (scripts/build/csp.ts): scripts only from the site itself and the page's own inline scripts, each
 * allowed by the SHA-256 of its text, so an injected inline script never runs. Next writes a few
 * page-specific inline scripts into every page (its payload and bootstrap); their hashes change
 * whenever the page does, which is why this runs on the export, not on the source.
 *
 * Build-time only (node:crypto): no page imports it.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Script types a browser executes; anything else (JSON-LD, templates) is a data block. */
const EXECUTABLE = new Set(['', 'text/javascript', 'module', 'application/javascript']);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/**
 * The text of every inline script the browser would run, in document order, as the HTML parser
 * reads it (which is what the browser hashes): `<script>` without `src`, of an executable type.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const type = (attribute(node, 'type') ?? '').trim().toLowerCase();
      if (attribute(node, 'src') === undefined && EXECUTABLE.has(type)) {
        found.push(
          node.childNodes.map((child) => ('value' in child ? String(child.value) : '')).join(''),
        );
      }
    }
    const children = 'content' in node ? node.content.childNodes : [];
    for (const child of [...('childNodes' in node ? node.childNodes : []), ...children])
      visit(child);
  };
  visit(parse(html));
  return found;
}

/** The CSP source that allows one inline script: `'sha256-<base64>'` of its UTF-8 text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Everything the site loads comes from itself. `default-src 'none'` so anything not named here
 * is refused; blob: where the listing form makes object URLs of an owner's own photos and file;
 * data: images for the tour viewer's and the map's small icons. img-src also governs the icon
 * sprite that every icon's `<use>` points at (/sprite/, components/ui/icon.tsx): Chromium loads
 * an external `<use>` as an image, so without 'self' there no icon is drawn. Styles come only
 * from the site's CSS files: the export has no `style` attribute and no `<style>` element
 * (styles that scripts set through the CSSOM are not governed by style-src).
 */
export const BASE_DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['font-src', "'self'"],
  ['connect-src', "'self'", 'blob:'],
  ['media-src', "'self'", 'blob:'],
  ['worker-src', "'self'", 'blob:'],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
];

/** Only an HTTP header can say who may frame the page: a `<meta>` policy ignores it. */
const HEADER_ONLY: readonly (readonly [string, ...string[]])[] = [['frame-ancestors', "'none'"]];

/**
 * A page's policy: the base directives with its inline scripts' hashes added to script-src.
 * `header` adds what only the HTTP header can carry.
 */
export function pagePolicy(hashes: readonly string[], { header }: { header: boolean }): string {
  const unique = [...new Set(hashes)];
  return [...BASE_DIRECTIVES, ...(header ? HEADER_ONLY : [])]
    .map(([name, ...values]) => {
      const all = name === 'script-src' ? [...values, ...unique] : values;
      return [name, ...all].join(' ');
    })
    .join('; ');
}

/**
 * The page with its policy in a `<meta http-equiv>` at the start of `<head>`, after the charset
 * declaration if it opens the head (it must stay within the first 1024 bytes) and before any
 * script, which a policy declared later would not cover. A page that already has one (a rerun
 * on the same export) gets it replaced, not doubled.
 */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const without = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  const head = /<head(\s[^>]*)?>(<meta charSet="[^"]*"\/>)?/i.exec(without);
  if (!head) throw new Error('no <head> element: cannot place the Content-Security-Policy');
  const at = head.index + head[0].length;
  return without.slice(0, at) + meta + without.slice(at);
}

/**
 * One line of the nginx `map $uri $page_csp` include: the file's URI as nginx has it after
 * `index` and `error_page` (e.g. /listings/x/index.html, /404.html), and its header policy.
 */
export function nginxMapLine(uri: string, policy: string): string {
  if (!/^\/[\w./~%-]*$/.test(uri)) throw new Error(`not a plain file URI for the CSP map: ${uri}`);
  return `${uri} "${policy}";`;
}

/** The map's `default` line: the base policy, for responses that are not pages. */
export function nginxMapDefault(): string {
  return `default "${pagePolicy([], { header: true })}";`;
}
