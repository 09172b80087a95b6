/**
 * Text typed into the site's forms, made safe to carry in a message or a data file. Client-safe.
 */

// Bidirectional overrides and other invisible controls can make a message read differently from
// what it says (a classic trick for disguising numbers and links): dropped from every text.
// Zero-width spaces and joiners, the word joiner, the byte-order mark and soft hyphens are
// invisible too: a name made only of them is no name. Line breaks and tabs stay; emoji and every
// script stay as typed (emoji sequences keep their joiner inside a pair of pictographs).
const HIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)[\u200c\u200d]|[\u200c\u200d](?!\p{Extended_Pictographic})/gu;

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
