import { describe, expect, it } from 'vitest';
import { dictionary } from '@/lib/i18n/dictionary';
import { en } from '@/lib/i18n/en';
import { plural } from '@/lib/i18n/format';
import { sw } from '@/lib/i18n/sw';

/** Every text of a dictionary with its dotted key: 'listing.beds.one' -> '{n} bed'. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    entries(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const english = new Map(entries(en));
const swahili = new Map(entries(sw));

/**
 * Texts that are rightly the same in both languages: names, codes, symbols, and the toggle's
 * 'Switch to English', which stays in English so an English reader can find it.
 */
const SAME_IN_BOTH = new Set([
  'amenities.WiFi',
  'detail.whatsappShort', // WhatsApp
  'footer.place', // Nairobi, Kenya
  'listing.photoAlt', // {title}, {location}
  'developments.photoAlt', // {name}, {location}
  'developments.progressCaption', // {stage}, {date}
  'developments.projectTitle', // {name}, {location}: {state}
  'listing.tour', // 360°
  'listing.video', // Video
  'saver.cost', // {label} · {size}
  'language.switchTo',
  'contact.whatsapp', // WhatsApp
  'contact.emailSubject', // {topic} ({site})
  'agents.agentTitle', // {name}, {agency}
  'finance.depositAmount', // KES, the currency's code
  // Languages that call themselves by these names in Swahili too.
  'languageNames.Kikuyu',
  'languageNames.Dholuo',
  // Styles of home that Kenyan Swahili takes as they are (docs/glossary.md).
  'listing.styles.studio',
  'listing.styles.bedsitter',
  'listing.styles.penthouse',
  'listing.styles.bungalow',
  'listing.styles.maisonette',
  'listing.styles.townhouse',
  'listing.styles.villa',
  // Numbers with unit symbols.
  'listing.floorArea', // {n} m²
  'listing.floorAreaFeet', // {n} m² ({ft} ft²)
  'kindFacts.searchValue', // {date}: {result}
]);

describe('dictionary', () => {
  it('gives each language its own texts', () => {
    expect(dictionary('en')).toBe(en);
    expect(dictionary('sw')).toBe(sw);
  });
});

describe('the Swahili dictionary', () => {
  it('has exactly the English keys', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...swahili].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('leaves no English text untranslated', () => {
    const same = [...swahili]
      .filter(([key, text]) => text === english.get(key) && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('keeps every {placeholder} of the English text, as often', () => {
    const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const broken = [...english]
      .filter(([key, text]) => names(swahili.get(key) ?? '').join() !== names(text).join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it("words the toggle 'Switch to English', in English (docs/spec.md §2.1)", () => {
    expect(sw.language.switchTo).toBe('Switch to English');
    expect(en.language.switchTo).toBe('Switch to Swahili');
  });

  it('agrees in number: chumba 1 cha kulala, vyumba 3 vya kulala', () => {
    expect(plural(1, sw.listing.beds)).toMatch(/^chumba 1 cha kulala$/i);
    expect(plural(3, sw.listing.beds)).toMatch(/^vyumba 3 vya kulala$/i);
  });
});
