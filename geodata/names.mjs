// @ts-check
// Names as the sources spell them and as the site shows and compares them.

/**
 * Label comparison ignores case, accents and punctuation ('South ’B’' is 'South B').
 * @param {string} s
 */
export const sameName = (s) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Ward and county names as a reader writes them: the sources' title-casing leaves "Mang'U",
 * "Parklands/highridge", "Umoja Ii" and "Nyalenda 'A'".
 * @param {string} raw
 */
export function cleanName(raw) {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ Ward$/i, '')
    .replace(/[’']([A-Z])[’']/g, '$1')
    .replace(/(\p{L})([’'])(\p{Lu})/gu, (_, a, q, b) => `${a}${q}${b.toLowerCase()}`)
    .replace(/\s*\/\s*(\p{L})/gu, (_, a) => `/${a.toUpperCase()}`)
    .replace(/(?<= )(?:i{1,3}|iv|vi{0,3}|ix)(?= |$)/gi, (m) => m.toUpperCase());
}
