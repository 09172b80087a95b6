import type { Dictionary, PluralForms } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { formatPrice } from '@/lib/site/format';
import type { KenyaFacts } from './schema';
import type { ListingStatus, PropertyType } from './vocabulary';
import { factsOf, isHome } from './kinds';

/**
 * A listing's Kenya facts as visitors read them: the table on its page, the comparison's rows
 * and the names in its structured data all take their order and wording from here, so a fact
 * reads the same wherever it is shown. Client-safe (the comparison island uses it): plain
 * functions of the record and the `kenyaFacts` texts it is handed.
 */

export type FactName = keyof KenyaFacts;

/** Every fact, in the order pages show them: money first, then the house, then the rules. */
export const FACT_NAMES = [
  'serviceCharge',
  'depositMonths',
  'water',
  'backupPower',
  'title',
  'parkingBays',
  'floor',
  'furnished',
  'petsAllowed',
] as const satisfies readonly FactName[];

/** The texts a fact is written with: its dictionary block and the rent suffix ('/month'). */
export interface FactTexts {
  facts: Dictionary['kenyaFacts'];
  perMonth: string;
}

export type FactScopeProblem = 'rentalsOnly' | 'apartmentsOnly' | 'homesOnly' | 'notLand';

/**
 * Whether a fact can describe a listing, or the rule it breaks: a deposit is paid on a rental;
 * only an apartment or commercial space is on a floor of a block; furnished and pets are
 * questions about a home; a plot's water and power are on it or nearby (its `land` facts), not
 * a water source or backup power, and it has no parking bays. The schema refuses records that
 * break it; the comparison says 'Does not apply' rather than 'Not given'.
 */
export function factScopeProblem(
  name: FactName,
  listing: { type: PropertyType; status: ListingStatus },
): FactScopeProblem | null {
  if (name === 'depositMonths' && listing.status !== 'for_rent') return 'rentalsOnly';
  // A floor is a storey of a block: of a flat or of commercial space, never of a house or a plot.
  if (name === 'floor' && listing.type !== 'apartment' && factsOf(listing.type) !== 'commercial')
    return 'apartmentsOnly';
  if ((name === 'furnished' || name === 'petsAllowed') && !isHome(listing.type)) return 'homesOnly';
  if (
    (name === 'water' || name === 'backupPower' || name === 'parkingBays') &&
    factsOf(listing.type) === 'land'
  )
    return 'notLand';
  return null;
}

/** One fact in words ('Ksh 18,000/month', 'Leasehold, 73 years left'), or undefined if not given. */
export function factValue(
  name: FactName,
  facts: KenyaFacts | undefined,
  texts: FactTexts,
): string | undefined {
  if (facts?.[name] === undefined) return undefined;
  const t = texts.facts;
  // Zero is a real answer (no service charge, no deposit, no parking, the ground floor).
  const count = (n: number, none: string, forms: PluralForms) =>
    n === 0 ? none : plural(n, forms);
  switch (name) {
    case 'serviceCharge':
      return facts.serviceCharge === 0
        ? t.serviceChargeNone
        : formatPrice(facts.serviceCharge!, 'for_rent', texts.perMonth);
    case 'depositMonths':
      return count(facts.depositMonths!, t.depositNone, t.deposit);
    case 'water':
      return { county: t.waterCounty, borehole: t.waterBorehole, both: t.waterBoth }[facts.water!];
    case 'backupPower':
      return { generator: t.powerGenerator, solar: t.powerSolar, none: t.powerNone }[
        facts.backupPower!
      ];
    case 'title': {
      const title = facts.title!;
      if (title.kind === 'leasehold') return plural(title.yearsLeft, t.titleLeasehold);
      return title.kind === 'freehold' ? t.titleFreehold : t.titleSectional;
    }
    case 'parkingBays':
      return facts.parkingBays === 0 ? t.parkingNone : String(facts.parkingBays);
    case 'floor':
      return facts.floor === 0 ? t.groundFloor : fill(t.floorNumber, { n: facts.floor! });
    case 'furnished':
      return facts.furnished ? t.furnishedYes : t.furnishedNo;
    case 'petsAllowed':
      return facts.petsAllowed ? t.petsYes : t.petsNo;
    default:
      return unknownFact(name);
  }
}

// A fact added to the schema without a wording here fails the type check.
function unknownFact(name: never): never {
  throw new Error(`No wording for the fact "${String(name)}"`);
}

export interface KnownFact {
  name: FactName;
  label: string;
  value: string;
}

/** The facts a listing gives, labelled and in words, in the order of FACT_NAMES. */
export function knownFacts(facts: KenyaFacts | undefined, texts: FactTexts): KnownFact[] {
  return FACT_NAMES.flatMap((name) => {
    const value = factValue(name, facts, texts);
    return value === undefined ? [] : [{ name, label: texts.facts[name], value }];
  });
}
