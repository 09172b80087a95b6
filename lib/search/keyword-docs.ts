import { factValue, FACT_NAMES, type FactName } from '@/lib/listings/facts';
import type { KenyaFacts, Listing } from '@/lib/listings/schema';
import { listingText } from '@/lib/listings/text';
import type { Dictionary } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';
import type { KeywordDocument } from './keyword-index';
import { KIND_WORDS } from './kind-words';

/**
 * What a keyword search reads of a listing, in one language: the words its page shows. Pure
 * (the caller hands in the dictionary), so the unit tests and the bench build documents the
 * way the build does.
 */

/**
 * 'No' answers are left out, so 'pets allowed' does not find a home whose page says 'Pets: Not
 * allowed', nor 'backup power' one with 'Backup power: None', nor 'samani' one that 'haina
 * samani' (is unfurnished). A keyword finds what a home has.
 */
function isNoAnswer(name: FactName, facts: KenyaFacts): boolean {
  switch (name) {
    case 'petsAllowed':
      return facts.petsAllowed === false;
    case 'furnished':
      return facts.furnished === false;
    case 'backupPower':
      return facts.backupPower === 'none';
    case 'parkingBays':
    case 'depositMonths':
    case 'serviceCharge':
      return facts[name] === 0;
    default:
      return false;
  }
}

/** The Key facts as the page words them ('Water Borehole', 'Pets Allowed', 'Furnished'). */
export function factWords(facts: KenyaFacts | undefined, t: Dictionary): string[] {
  if (facts === undefined) return [];
  const texts = { facts: t.kenyaFacts, perMonth: t.listing.perMonth };
  return FACT_NAMES.flatMap((name) => {
    const value = factValue(name, facts, texts);
    if (value === undefined || isNoAnswer(name, facts)) return [];
    if (name === 'furnished') return [value];
    return [`${t.kenyaFacts[name]} ${value}`];
  });
}

/** The agent and agency a listing names (agencies and people are the same in both languages). */
export interface KeywordAgent {
  name: string;
  agency: string;
}

export function keywordDocument(
  listing: Listing,
  agent: KeywordAgent,
  t: Dictionary,
  locale: Locale,
): KeywordDocument {
  const { title, description } = listingText(listing, locale);
  const strong = [
    title,
    // '3br', as people write it, whatever the title says.
    `${listing.bedrooms}br`,
    t.listing[listing.type],
    // The kind's and style's everyday names ('bedsit', 'bedsita'), whatever the text says.
    KIND_WORDS[locale].types[listing.type],
    ...(listing.style === undefined
      ? []
      : [t.listing.styles[listing.style], KIND_WORDS[locale].styles[listing.style]]),
    t.listing[listing.status === 'for_sale' ? 'forSale' : 'forRent'],
    ...listing.amenities.map((amenity) => t.amenities[amenity]),
    ...factWords(listing.facts, t),
    listing.location,
    agent.name,
    agent.agency,
  ];
  return { strong: strong.join(' \n '), text: description };
}
