/**
 * The shape of the site's long documents (privacy notice, terms of use, safety guide), one per
 * language in lib/content/. Plain data, so both languages are checked by the same unit tests
 * (same sections, known links, no unfilled placeholders) and rendered by one component
 * (components/info/document-page.tsx).
 *
 * Inline markup in a text, kept deliberately small:
 * - `[label](/terms/)` links a site page (written as English has it; the renderer puts the
 *   Swahili page's address on Swahili pages), `[label](#section-id)` a section of the same
 *   document, and `[label](https://…)`, `[label](mailto:…)` or `[label](tel:…)` other places;
 * - `{name}` is a value from lib/site/desks.ts filled in when the page is built (see
 *   DOCUMENT_VALUES in components/info/document-values.ts);
 * - `**words**` is strong emphasis.
 */
export type Block =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { readonly list: readonly string[] }
  /** Numbered steps. */
  | { readonly steps: readonly string[] };

export interface Section {
  /** The section's anchor, the same in every language (links such as /safety/#report use it). */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly Block[];
}

export interface InfoDocument {
  /** The page's <h1> and <title>. */
  readonly title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  readonly description: string;
  /** The lead paragraph under the title. */
  readonly intro: string;
  /** ISO date (YYYY-MM-DD) the text last changed in substance; shown as 'Last updated'. */
  readonly updated: string;
  readonly sections: readonly Section[];
}
