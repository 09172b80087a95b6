import { MAP_ATTRIBUTIONS } from '@/lib/map/attribution';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block, InfoDocument } from '@/lib/content/document';
import { PRIVACY } from '@/lib/content/privacy';
import { SAFETY } from '@/lib/content/safety';
import { TERMS } from '@/lib/content/terms';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/site/routes';

const MAP_CREDIT_TEXTS = MAP_ATTRIBUTIONS.map((credit) => credit.text);

const DOCUMENTS = { privacy: PRIVACY, terms: TERMS, safety: SAFETY } as const;
type Name = keyof typeof DOCUMENTS;

/** The page each document is published at, so a link such as /safety/#report can be checked. */
const DOCUMENT_AT: Readonly<Record<string, Name>> = {
  '/privacy/': 'privacy',
  '/terms/': 'terms',
  '/safety/': 'safety',
};

/** Site pages a document may link (as English has them; the renderer localises them). */
const PAGES = new Set<string>([...Object.values(ROUTES), '/safety/', '/listings/']);

/** The values components/info/document-values.ts fills in from lib/site/desks.ts. */
const PLACEHOLDERS = new Set([
  'siteName',
  'listingsWhatsapp',
  'listingsEmail',
  'trustWhatsapp',
  'trustEmail',
  'officePhone',
  'officeEmail',
  'privacyEmail',
  'officeAddress',
  'earbUrl',
  'odpcUrl',
  'streetTilesUrl',
]);

/** Names that stay in English on Swahili pages (docs/glossary.md). */
const KEPT_IN_ENGLISH = [
  'Office of the Data Protection Commissioner',
  'Estate Agents Registration Board',
  'Data Protection Act, 2019',
  'National Police Service',
];

/** Common English words that no Swahili sentence contains. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'we',
  'our',
  'of',
  'to',
  'for',
  'with',
  'is',
  'are',
  'this',
  'that',
  'not',
  'if',
  'please',
]);

/** The longest paragraph or list item: the pages are read on phones. */
const MAX_BLOCK_LENGTH = 340;

function blockTexts(block: Block): readonly string[] {
  if (typeof block === 'string') return [block];
  return 'list' in block ? block.list : block.steps;
}

/** Every text of a document with where it is: 'intro', 'who-we-are.heading', 'report.2'. */
function texts(doc: InfoDocument): [string, string][] {
  return [
    ['title', doc.title],
    ['description', doc.description],
    ['intro', doc.intro],
    ...doc.sections.flatMap((section): [string, string][] => [
      [`${section.id}.heading`, section.heading],
      ...section.body
        .flatMap(blockTexts)
        .map((text, index): [string, string] => [`${section.id}.${index}`, text]),
    ]),
  ];
}

/** The `[label](href)` links of a text. */
function links(text: string): { label: string; href: string }[] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, label, href]) => ({
    label: label!,
    href: href!,
  }));
}

/** A text as a reader sees its words: no link addresses, no placeholders, no kept names. */
function wordsOf(text: string): string[] {
  let plain = text.replace(/\]\([^)]*\)/g, ']').replace(/\{\w+\}/g, ' ');
  for (const name of KEPT_IN_ENGLISH) plain = plain.split(name).join(' ');
  return plain.toLowerCase().match(/[a-z]+/g) ?? [];
}

const CASES = (Object.keys(DOCUMENTS) as Name[]).flatMap((name) =>
  LOCALES.map((locale) => ({ name, locale, doc: DOCUMENTS[name][locale] })),
);

describe.each(CASES)('the $name document in $locale', ({ name, locale, doc }) => {
  const all = texts(doc);
  const ids = doc.sections.map((section) => section.id);

  it('has lower-case hyphenated, unique section ids', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no empty text and no empty section', () => {
    expect(all.filter(([, text]) => text.trim() === '').map(([where]) => where)).toEqual([]);
    expect(doc.sections.filter((section) => section.body.length === 0)).toEqual([]);
  });

  it('is dated with a real ISO date', () => {
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${doc.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updated);
  });

  it('has a meta description of 50 to 170 characters', () => {
    expect(doc.description.length).toBeGreaterThanOrEqual(50);
    expect(doc.description.length).toBeLessThanOrEqual(170);
  });

  it('keeps paragraphs and list items short enough for a phone', () => {
    const long = all
      .filter(([where, text]) => where !== 'intro' && text.length > MAX_BLOCK_LENGTH)
      .map(([where]) => where);
    expect(long).toEqual([]);
  });

  it('uses only the placeholders the build fills in', () => {
    const names = all.flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map(([, n]) => n!));
    expect(names.filter((n) => !PLACEHOLDERS.has(n))).toEqual([]);
    // A stray brace would be shown as is.
    const stray = all.filter(([, text]) => /[{}]/.test(text.replace(/\{\w+\}/g, '')));
    expect(stray.map(([where]) => where)).toEqual([]);
  });

  it('writes its markup well: whole links, paired **bold**', () => {
    const broken = all
      .filter(([, text]) => {
        const rest = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1');
        return /[[\]]|\]\(/.test(rest) || (text.match(/\*\*/g) ?? []).length % 2 !== 0;
      })
      .map(([where]) => where);
    expect(broken).toEqual([]);
  });

  it('links only pages of the site and sections that exist', () => {
    const bad: string[] = [];
    for (const [where, text] of all) {
      for (const { href } of links(text)) {
        if (href.startsWith('#')) {
          if (!ids.includes(href.slice(1))) bad.push(`${where}: ${href}`);
        } else if (href.startsWith('/')) {
          const [path = '', fragment] = href.split('#');
          if (!PAGES.has(path)) bad.push(`${where}: ${href}`);
          else if (fragment !== undefined) {
            const target = DOCUMENT_AT[path];
            const targetIds = target ? DOCUMENTS[target][locale].sections.map((s) => s.id) : [];
            if (!targetIds.includes(fragment)) bad.push(`${where}: ${href}`);
          }
        } else if (!/^(https:\/\/|mailto:|tel:)\S+$/.test(href) && !/^\{\w+Url\}$/.test(href)) {
          bad.push(`${where}: ${href}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('writes emails as mailto links to the same address', () => {
    const bad = all
      .flatMap(([where, text]) => links(text).map((link) => ({ where, ...link })))
      .filter(({ href }) => href.startsWith('mailto:'))
      .filter(({ label, href }) => href !== `mailto:${label}`)
      .map(({ where }) => where);
    expect(bad).toEqual([]);
  });

  if (locale === 'sw') {
    it('has the English sections, with the same ids in the same order', () => {
      expect(ids).toEqual(DOCUMENTS[name].en.sections.map((section) => section.id));
    });

    it('leaves no English sentence untranslated', () => {
      const english = new Set(texts(DOCUMENTS[name].en).map(([, text]) => text));
      // The map data's credits are the sources' own names and licence wording, which their
      // licences ask to be given as they are (lib/map/attribution.ts): the same in both.
      const translatable = all.filter(
        ([, text]) => !MAP_CREDIT_TEXTS.some((c) => text.includes(c)),
      );
      expect(translatable.filter(([, text]) => english.has(text)).map(([where]) => where)).toEqual(
        [],
      );
      const found = translatable
        .map(([where, text]): [string, string[]] => [
          where,
          wordsOf(text).filter((w) => ENGLISH_WORDS.has(w)),
        ])
        .filter(([, words]) => words.length > 0);
      expect(found).toEqual([]);
    });

    it('uses the same placeholders and addresses as the English text', () => {
      const used = (d: InfoDocument) =>
        texts(d)
          .flatMap(([, text]) => [
            ...(text.match(/\{\w+\}/g) ?? []),
            ...links(text).map((link) => link.href),
          ])
          .filter((value, index, list) => list.indexOf(value) === index)
          .sort();
      expect(used(doc)).toEqual(used(DOCUMENTS[name].en));
    });
  }
});

describe('the documents', () => {
  it.each(LOCALES)('are titled as the footer links name them (%s)', (locale: Locale) => {
    const footer = dictionary(locale).footer;
    expect(PRIVACY[locale].title).toBe(footer.privacy);
    expect(TERMS[locale].title).toBe(footer.terms);
  });

  it('title the safety guide in both languages', () => {
    expect(SAFETY.en.title).toBe('Rent and buy safely');
    expect(SAFETY.sw.title).toBe('Panga na nunua kwa usalama');
  });

  it('keep the sections other pages link to', () => {
    expect(SAFETY.en.sections.map((section) => section.id)).toContain('report');
    expect(TERMS.en.sections.map((section) => section.id)).toContain('reporting');
  });

  it.each(LOCALES)(
    'give each safety section one rule in bold, then two to four points (%s)',
    (locale: Locale) => {
      for (const section of SAFETY[locale].sections) {
        const [rule, points, ...rest] = section.body;
        expect(rule, section.id).toMatch(/^\*\*[^*]+\*\*$/);
        expect(points && typeof points !== 'string' && 'list' in points, section.id).toBe(true);
        const list = (points as { list: readonly string[] }).list;
        expect(list.length, section.id).toBeGreaterThanOrEqual(2);
        expect(list.length, section.id).toBeLessThanOrEqual(4);
        expect(rest, section.id).toEqual([]);
      }
    },
  );

  it('name in the privacy notice every browser storage key the site writes', () => {
    // The keys the notice promises, and any other 'nyumba360:…' key in the site's code: a
    // feature that stores something new must add it to the list (and change `updated`).
    const inCode = ['app', 'components', 'lib']
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => readFileSync(join(dir, file), 'utf8')),
      )
      .flatMap((source) =>
        [...source.matchAll(/['"`](nyumba360:[a-z0-9:-]+)['"`]/g)].map(([, k]) => k!),
      );
    const keys = new Set([
      'nyumba360:language',
      'nyumba360:language-offer-dismissed',
      'nyumba360:listing-draft',
      'nyumba360:contact-draft',
      'nyumba360:saved-homes:v1',
      'nyumba360:compare:v1',
      'nyumba360:saved-searches:v1',
      ...inCode,
    ]);
    for (const locale of LOCALES) {
      const section = PRIVACY[locale].sections.find((s) => s.id === 'on-your-device');
      const text = section?.body.flatMap(blockTexts).join('\n') ?? '';
      for (const key of keys) expect(text, `${locale}: ${key}`).toContain(`${key})`);
    }
  });

  it('share one date per document across languages', () => {
    for (const doc of Object.values(DOCUMENTS)) expect(doc.sw.updated).toBe(doc.en.updated);
  });
});
