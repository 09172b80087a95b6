import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { en } from '../../../lib/i18n/en';
import { sw } from '../../../lib/i18n/sw';

/*
 * 'No English interface text on Swahili pages' (tests/e2e/i18n.spec.ts): the English texts of
 * the dictionaries, looked for in what a visitor sees or hears on a page. Text a page marks as
 * English (`lang="en"`, or any `en-…` tag, on an element inside <body>) is English on purpose,
 * e.g. a listing's description that has no Swahili version (lib/listings/text.ts), and is not
 * counted; unmarked English, and Swahili-marked parts inside such an element, still are. Names
 * marked `translate="no"` are not counted either.
 */

// Lists (steps, opening hours) are walked like objects: their keys are the indexes.
type Texts = { readonly [key: string]: string | readonly string[] | Texts };

/** Words too common, or too short, to mean anything on their own (from texts with `{…}`). */
const STOP_WORDS = new Set(['the', 'and', 'for', 'of', 'to', 'in', 'on', 'or', 'a', 'at']);

/**
 * The English interface texts (lib/i18n/en.ts), except those Swahili writes the same (brands,
 * units: 'WhatsApp', '360°', 'Video'). A text with `{placeholders}` contributes its fixed parts
 * ('Properties ({count})' gives 'Properties'; 'Page {page} of {last}: listings {start} to {end}'
 * gives 'Page' and 'listings').
 */
function englishTexts(english: Texts, swahiliTexts: Texts, found = new Set<string>()) {
  for (const [key, value] of Object.entries(english)) {
    const other = swahiliTexts[key];
    if (typeof value !== 'string') {
      englishTexts(value as Texts, other as Texts, found);
      continue;
    }
    if (value === other) continue;
    const parts = value.split(/\{\w+\}/);
    for (const part of parts) {
      const phrase =
        parts.length === 1 ? part.trim() : part.replace(/^[\s,:;.(+)]+|[\s,:;.(]+$/g, '');
      if ((phrase.match(/\p{L}/gu) ?? []).length < 3 || STOP_WORDS.has(phrase)) continue;
      // A fixed part Swahili keeps too is no sign of English.
      if (parts.length === 1 || !String(other).includes(phrase)) found.add(phrase);
    }
  }
  return found;
}

export const ENGLISH = [...englishTexts(en, sw)];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A phrase as a whole word or phrase, as written and in capitals (CSS `uppercase` labels). */
const ENGLISH_PATTERNS = ENGLISH.map((phrase) => {
  const spelled = (text: string) =>
    `${/^[\p{L}\p{N}]/u.test(text) ? '(?<![\\p{L}\\p{N}])' : ''}${escapeRegExp(text)}${
      /[\p{L}\p{N}]$/u.test(text) ? '(?![\\p{L}\\p{N}])' : ''
    }`;
  const upper = phrase.toUpperCase();
  const source = upper === phrase ? spelled(phrase) : `${spelled(phrase)}|${spelled(upper)}`;
  return { phrase, pattern: new RegExp(source, 'u') };
});

/** `text` with each of `names` (never translated: people, places, brands) blanked out. */
function withoutNames(text: string, names: readonly string[]): string {
  let rest = text.replace(/\s+/g, ' ').replace(/nyumba360:[a-z-]+/g, ' ¶ ');
  for (const name of names) rest = rest.split(name).join(' ¶ ');
  return rest;
}

/**
 * English interface texts a visitor can see or hear on the page, each with where it was; `names`
 * (longest first) may appear in any language.
 */
export async function englishOn(page: Page, names: readonly string[]): Promise<string[]> {
  const { body, title, attributes } = await page.evaluate(() => {
    /** The language an element is in, by its nearest `lang`, when a part of <body> sets it. */
    const markedEnglish = (el: Element | null) => {
      const owner = el?.closest('[lang]');
      return (
        !!owner &&
        document.body.contains(owner) &&
        /^en(-|$)/i.test(owner.getAttribute('lang') ?? '')
      );
    };
    const names = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'alt', 'title'];
    const attributes: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (markedEnglish(el)) continue;
      for (const name of [...names, 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) attributes.push(`${el.tagName.toLowerCase()}[${name}] "${value}"`);
      }
    }
    // The text of the outermost parts marked English is taken out of the page's text; parts
    // inside them marked in another language again are read like the rest.
    let body = document.body.innerText;
    // Names marked as never translated (translate="no": the places of the nearby lists, as the
    // map data writes them) are no interface text in any language.
    for (const el of document.body.querySelectorAll<HTMLElement>('[translate="no"]')) {
      const text = el.innerText.trim();
      if (text !== '') body = body.replace(text, ' ');
    }
    const kept: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('[lang]')) {
      if (!markedEnglish(el) || markedEnglish(el.parentElement)) continue;
      const text = el.innerText.trim();
      if (text !== '') body = body.replace(text, ' ');
      for (const inner of el.querySelectorAll<HTMLElement>('[lang]'))
        if (!markedEnglish(inner) && markedEnglish(inner.parentElement)) kept.push(inner.innerText);
    }
    return { body: [body, ...kept].join('\n'), title: document.title, attributes };
  });
  const found: string[] = [];
  for (const source of [`text "${body}"`, `title "${title}"`, ...attributes]) {
    const text = withoutNames(source, names);
    const matches = ENGLISH_PATTERNS.flatMap(({ phrase, pattern }) => {
      const match = pattern.exec(text);
      return match ? [{ phrase, start: match.index, end: match.index + match[0].length }] : [];
    });
    for (const m of matches) {
      // 'Page' inside 'Page not found' is one finding, not two.
      if (
        matches.some(
          (o) =>
            o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start,
        )
      )
        continue;
      const context = text.slice(Math.max(0, m.start - 40), m.end + 40);
      found.push(`"${m.phrase}" in ${source.split(' ')[0]}: …${context}…`);
    }
  }
  return found;
}

/**
 * The names a listing puts on a Swahili page as they are written (people, agencies, places,
 * emails, registration numbers, sponsors): never a translation, so never English to report.
 */
export function listingNames(l: {
  location: string;
  agent: { name: string; agency: string; email: string; earbNumber?: string | undefined };
  bankAds: readonly { name: string }[];
  insuranceAds: readonly { name: string }[];
}): string[] {
  return [
    l.agent.name,
    l.agent.agency,
    l.location,
    // The area alone, as breadcrumbs and area lists name it ('Machakos Town').
    l.location.split(', ')[0]!,
    l.agent.email,
    ...(l.agent.earbNumber ? [l.agent.earbNumber] : []),
    ...l.bankAds.map((ad) => ad.name),
    ...l.insuranceAds.map((ad) => ad.name),
  ];
}

/**
 * The names of the sample developments and their developers (data/developments/,
 * data/developers/): proper names, English-looking or not ('Savanna Homes Ltd'), never translated.
 */
export function developmentNames(): string[] {
  const read = (folder: string) =>
    readdirSync(fileURLToPath(new URL(`../../../data/${folder}/`, import.meta.url)))
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(
            readFileSync(
              fileURLToPath(new URL(`../../../data/${folder}/${name}`, import.meta.url)),
              'utf8',
            ),
          ) as { name: string; sales?: { name: string; email: string } },
      );
  return [...read('developments'), ...read('developers')].flatMap((record) => [
    record.name,
    ...(record.sales ? [record.sales.name, record.sales.email] : []),
  ]);
}
