import { MAX_HOMES_PARAM, MAX_SLUG_LENGTH } from './limits';

/**
 * The `homes=` list of a shared shortlist or comparison (`/saved/?homes=a,b`). Links come from
 * anywhere, so the value is read defensively: cut to a sane length first, split on commas,
 * and only well-formed slugs of homes this build knows are kept, once each, in the link's
 * order, up to `limit`. Everything else is counted, so the page can say calmly what it left out.
 * Client-safe and pure.
 */

/** A listing slug's shape: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A listing slug's shape (lower-case words joined by hyphens), as the data schema requires. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

export interface HomesParam {
  /** Known slugs, de-duplicated, in the link's order, at most `limit`. */
  slugs: string[];
  /** Entries left out: not a slug, not a home of this site (any more), or a repeat. */
  ignored: number;
  /** Known homes left out because the link named more than `limit`. */
  overLimit: number;
}

export function parseHomesParam(
  raw: string | null | undefined,
  isKnown: (slug: string) => boolean,
  limit: number,
): HomesParam {
  const result: HomesParam = { slugs: [], ignored: 0, overLimit: 0 };
  if (typeof raw !== 'string' || raw === '') return result;
  const cut = raw.length > MAX_HOMES_PARAM;
  const parts = raw.slice(0, MAX_HOMES_PARAM).split(',');
  // A cut in the middle of a slug leaves a fragment: it is ignored, not matched to another home.
  if (cut) parts.pop();
  const seen = new Set<string>();
  for (const part of parts) {
    const slug = part.trim();
    if (slug === '') continue;
    if (!isSlug(slug) || !isKnown(slug) || seen.has(slug)) {
      result.ignored++;
      continue;
    }
    seen.add(slug);
    if (result.slugs.length >= limit) result.overLimit++;
    else result.slugs.push(slug);
  }
  if (cut) result.ignored++;
  return result;
}

/** The `homes=` value for a list of slugs (commas kept readable: slugs need no escaping). */
export function homesParam(slugs: readonly string[]): string {
  return slugs.join(',');
}

/** A page's address with `homes=`: `/saved/?homes=a,b`. */
export function withHomes(path: string, slugs: readonly string[]): string {
  return slugs.length ? `${path}?homes=${homesParam(slugs)}` : path;
}
