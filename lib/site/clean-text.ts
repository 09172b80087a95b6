/**
 * Text typed into the site's forms, made safe to carry in a message or a data file. Client-safe.
 */

// Bidirectional overrides and other invisible controls can make a message read differently from
// what it says (a classic trick for disguising numbers and links): dropped from every text.
// Line breaks and tabs stay; emoji and every script stay as typed.
const HIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// Half of a surrogate pair (an emoji cut in two, or junk in stored drafts) cannot be put in a URL:
// encodeURIComponent throws on it. Dropped.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A typed text made safe to carry: hidden controls and broken characters dropped, Unicode
 * composed, ends trimmed.
 */
export function cleanText(text: string): string {
  return text.replace(HIDDEN, '').replace(LONE_SURROGATE, '').normalize('NFC').trim();
}
