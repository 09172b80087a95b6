import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { MAX_SAVED_HOMES } from './limits';
import { saveHomes, type SavedHome } from './stored';

/**
 * A list of saved homes as a link, both ways: which of the device's homes go into the link
 * /saved/ shares, and what 'Save all to my list' does with a link someone shared.
 * Client-safe and pure.
 */

/**
 * The homes the shared link names, in the list's order. Homes no longer listed are left out:
 * the family could not open them.
 */
export function shareableSlugs(
  homes: readonly SavedHome[],
  isListed: (slug: string) => boolean,
): string[] {
  return homes.filter((home) => isListed(home.slug)).map((home) => home.slug);
}

/**
 * 'Save all to my list': the shortlist's homes not saved yet, as far as the limit allows, the
 * shortlist's first home first. Each keeps its title in the page's language, for the day it is
 * no longer listed.
 */
export function saveShortlist(
  homes: readonly SavedHome[],
  shortlist: readonly { slug: string; title: string }[],
  now: number,
): { items: SavedHome[]; added: number; skipped: number } {
  const incoming = shortlist.map(({ slug, title }, i) => ({
    slug,
    title,
    // Saved a moment apart, so the list (newest first) keeps the shortlist's order.
    savedAt: now - i,
  }));
  return saveHomes(homes, incoming);
}

export type ShortlistTexts = Pick<Dictionary['saved'], 'alreadyAll' | 'savedSome' | 'savedAll'>;

/**
 * What to tell the visitor after 'Save all to my list': how many were saved, and how many did
 * not fit; with `blocked` (the words for storage that refused) added when the device did not
 * keep them.
 */
export function shortlistMessage(
  outcome: { added: number; skipped: number },
  kept: boolean,
  t: ShortlistTexts,
  blocked: string,
): string {
  const { added, skipped } = outcome;
  const said =
    added === 0 && skipped === 0
      ? t.alreadyAll
      : skipped > 0
        ? fill(t.savedSome, { added, skipped, max: MAX_SAVED_HOMES })
        : plural(added, t.savedAll);
  return kept ? said : `${said} ${blocked}`;
}
