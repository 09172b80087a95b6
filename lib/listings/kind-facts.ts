import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatDay } from '@/lib/i18n/format';
import { formatKes } from '@/lib/site/format';
import { factValue, type FactTexts } from './facts';
import { squareFeet } from './figures';
import { formatAcres, hectares, pricePerAcre, squareMetres } from './land';
import type { Listing } from './schema';

/**
 * The facts of land and commercial space as their pages list them ('About the plot', 'About the
 * space'), in a fixed order. Every row is shown: a fact the listing does not state reads 'Not
 * given', so a buyer sees what to ask. Homes keep SPEC's tiles and their Key facts instead.
 */

export interface KindFactRow {
  name: string;
  label: string;
  /** Undefined when the listing does not state it. */
  value: string | undefined;
}

export interface KindFactTexts {
  k: Dictionary['kindFacts'];
  listing: Pick<Dictionary['listing'], 'acre' | 'acres' | 'styles' | 'perMonth' | 'perAcre'>;
  facts: FactTexts;
  months: string;
}

const yesNo = (value: boolean | undefined, k: Dictionary['kindFacts']) =>
  value === undefined ? undefined : value ? k.yes : k.no;

/** 'About the plot': size, area, tenure, title, zoning, road, water, power, beacons, fence, LCB. */
export function landFactRows(listing: Listing, t: KindFactTexts): KindFactRow[] {
  const land = listing.land;
  if (!land) return [];
  const { k } = t;
  const feet = land.plotFt && ` (${land.plotFt.width} × ${land.plotFt.depth} ft)`;
  const onPlot = { on_plot: k.onPlot, nearby: k.nearby, none: k.noneOnPlot };
  const road =
    land.road && { tarmac: k.roadTarmac, murram: k.roadMurram, none: k.roadNone }[land.road];
  return [
    { name: 'size', label: k.size, value: formatAcres(land.acres, t.listing) + (feet ?? '') },
    {
      name: 'area',
      label: k.area,
      value: fill(k.areaValue, {
        ha: hectares(land.acres).toLocaleString('en-KE', { maximumFractionDigits: 3 }),
        sqm: Math.round(squareMetres(land.acres)).toLocaleString('en-KE'),
      }),
    },
    {
      name: 'pricePerAcre',
      label: k.pricePerAcre,
      value:
        listing.status === 'for_sale'
          ? fill(t.listing.perAcre, { price: formatKes(pricePerAcre(listing.price, land.acres)) })
          : undefined,
    },
    { name: 'tenure', label: k.tenure, value: factValue('title', listing.facts, t.facts) },
    {
      name: 'titleStatus',
      label: k.titleStatus,
      value:
        land.titleStatus &&
        {
          individual: k.titleIndividual,
          mother: k.titleMother,
          allotment: k.titleAllotment,
          share: k.titleShare,
        }[land.titleStatus],
    },
    { name: 'zoning', label: k.zoning, value: listing.style && t.listing.styles[listing.style] },
    {
      name: 'road',
      label: k.road,
      value:
        road && land.tarmacM !== undefined && land.road !== 'tarmac'
          ? fill(k.tarmacDistance, { road, m: land.tarmacM.toLocaleString('en-KE') })
          : road,
    },
    { name: 'water', label: k.water, value: land.water && onPlot[land.water] },
    { name: 'power', label: k.power, value: land.power && onPlot[land.power] },
    { name: 'beacons', label: k.beacons, value: yesNo(land.beacons, k) },
    { name: 'fenced', label: k.fenced, value: yesNo(land.fenced, k) },
    {
      name: 'lcbConsent',
      label: k.lcbConsent,
      value: land.lcbConsent && (land.lcbConsent === 'needed' ? k.lcbNeeded : k.lcbNotNeeded),
    },
  ];
}

/** 'About the space': floor area, the price per m², grade, fit-out, lifts, and its Key facts. */
export function commercialFactRows(listing: Listing, t: KindFactTexts): KindFactRow[] {
  const { k } = t;
  const c = listing.commercial;
  const size = listing.size;
  const perSqm = size === undefined ? undefined : Math.round(listing.price / size);
  const rent = listing.status === 'for_rent';
  return [
    {
      name: 'floorArea',
      label: k.floorArea,
      value:
        size === undefined
          ? undefined
          : `${size.toLocaleString('en-KE')} m² (${squareFeet(size).toLocaleString('en-KE')} ft²)`,
    },
    {
      name: 'perSqm',
      label: rent ? k.rentPerSqm : k.pricePerSqm,
      value:
        perSqm === undefined || size === undefined
          ? undefined
          : `${formatKes(perSqm)}${rent ? t.listing.perMonth : ''} (${formatKes(
              Math.round(listing.price / squareFeet(size)),
            )}/ft²${rent ? t.listing.perMonth : ''})`,
    },
    { name: 'grade', label: k.grade, value: c?.grade && fill(k.gradeValue, { grade: c.grade }) },
    {
      name: 'fitOut',
      label: k.fitOut,
      value:
        c?.fitOut &&
        { shell: k.fitOutShell, fitted: k.fitOutFitted, furnished: k.fitOutFurnished }[c.fitOut],
    },
    { name: 'lifts', label: k.lifts, value: c?.lifts === undefined ? undefined : String(c.lifts) },
    {
      name: 'serviceCharge',
      label: t.facts.facts.serviceCharge,
      value: factValue('serviceCharge', listing.facts, t.facts),
    },
    {
      name: 'parkingBays',
      label: t.facts.facts.parkingBays,
      value: factValue('parkingBays', listing.facts, t.facts),
    },
    {
      name: 'backupPower',
      label: t.facts.facts.backupPower,
      value: factValue('backupPower', listing.facts, t.facts),
    },
    {
      name: 'built',
      label: k.builtTile,
      value: listing.yearBuilt === undefined ? undefined : String(listing.yearBuilt),
    },
  ];
}

/** One of the agent's stated land checks, in words, or undefined when not stated. */
export interface StatedCheck {
  name: 'search' | 'rates';
  label: string;
  value: string | undefined;
}

/** 'What the listing says was checked': the official search and the rates, as the agent states. */
export function statedLandChecks(listing: Listing, t: KindFactTexts): StatedCheck[] {
  const { k } = t;
  const checks = listing.land?.checks;
  const search =
    checks?.searchDate && checks.searchResult
      ? fill(k.searchValue, {
          date: formatDay(checks.searchDate, t.months),
          result: checks.searchResult === 'clean' ? k.searchClean : k.searchCaveat,
        })
      : undefined;
  const rates =
    checks?.ratesCleared === undefined
      ? undefined
      : checks.ratesCleared
        ? k.ratesCleared
        : k.ratesNotCleared;
  return [
    { name: 'search', label: k.search, value: search },
    { name: 'rates', label: k.rates, value: rates },
  ];
}

/**
 * What a buyer must still do, in order. Land Control Board consent is a step only for a plot
 * that needs it (agricultural land, or a listing that says so).
 */
export function landSteps(listing: Listing): (keyof Dictionary['kindFacts']['todo'])[] {
  const lcb = listing.land?.lcbConsent === 'needed' || listing.style === 'agricultural';
  return [
    'search',
    'identity',
    'surveyor',
    'rates',
    ...(lcb ? (['lcb'] as const) : []),
    'advocate',
  ];
}
