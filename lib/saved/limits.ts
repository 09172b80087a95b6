/**
 * The limits of the lists a visitor keeps on their device (lib/saved/). Client-safe.
 * One place for each number: the stores, the `homes=` links and the messages all read them.
 */

/** Saved homes kept at most; the 201st is refused with a message, never dropped silently. */
export const MAX_SAVED_HOMES = 200;
/** Homes compared side by side: the table stays readable on a phone up to four. */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
/** Saved searches kept at most. */
export const MAX_SAVED_SEARCHES = 30;
/** A saved search's name is cut to this many characters. */
export const MAX_SEARCH_NAME = 60;
/**
 * A saved search's query string longer than this is not read. Real ones are under 200; the
 * longest the filters can clean to (a 100-character place name of 4-byte characters,
 * percent-encoded, with every other filter) is under 1,500, so a cleaned query always reads back.
 */
export const MAX_SEARCH_QUERY = 2000;
/**
 * Longest `homes=` value read. 200 slugs of ~60 characters fit; anything longer is cut here
 * before it is split, so a 10,000-character link costs nothing.
 */
export const MAX_HOMES_PARAM = 200 * 64;
/** Longest slug accepted (the site's own are far shorter). */
export const MAX_SLUG_LENGTH = 120;
