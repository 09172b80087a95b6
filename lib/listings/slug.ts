/**
 * The slug a text gives: lower-case ASCII words joined by hyphens. Generated listings take their
 * slugs from their titles this way, and the search index relies on the same rule to store only
 * the part of a slug its title does not give (lib/search/search-index.ts).
 */
export function titleSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
