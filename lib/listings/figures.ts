import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { formatKes } from '@/lib/site/format';
import { factsOf, isHome, priceUnit } from './kinds';
import { formatAcres, pricePerAcre, SQFT_PER_SQM } from './land';
import type { ListingSummary } from './schema';

/**
 * How a listing's price and size read on cards, map cards and pages, by kind (lib/listings/kinds.ts):
 * a home's bedrooms, bathrooms and m² (SPEC's card), a plot's acres and price per acre, commercial
 * space's floor area and rent per m². Pure and client-safe: the comparison island uses it too.
 */

export type FigureTexts = Pick<
  Dictionary['listing'],
  | 'beds'
  | 'baths'
  | 'size'
  | 'perMonth'
  | 'perYear'
  | 'perSqm'
  | 'perSqmMonth'
  | 'perAcre'
  | 'acre'
  | 'acres'
  | 'floorArea'
>;

export type Figured = Pick<
  ListingSummary,
  'type' | 'status' | 'price' | 'bedrooms' | 'bathrooms' | 'size' | 'acres'
>;

/** The price as a visitor reads it: 'Ksh 18,500,000', 'Ksh 85,000/month', 'Ksh 240,000/year'. */
export function priceText(
  listing: Pick<Figured, 'type' | 'status' | 'price'>,
  t: FigureTexts,
): string {
  const unit = priceUnit(listing.type, listing.status);
  const suffix = unit === 'month' ? t.perMonth : unit === 'year' ? t.perYear : '';
  return `${formatKes(listing.price)}${suffix}`;
}

/**
 * The price per unit a buyer compares by: per acre for land, per m² for the rest, as homes'
 * cards always showed it; commercial rents say 'a month', as Kenyan offices are quoted. None
 * without a size.
 */
export function unitPriceText(listing: Figured, t: FigureTexts): string | undefined {
  if (listing.acres !== undefined)
    return fill(t.perAcre, { price: formatKes(pricePerAcre(listing.price, listing.acres)) });
  if (listing.size === undefined || listing.size <= 0) return undefined;
  const perSqm = formatKes(Math.round(listing.price / listing.size));
  return factsOf(listing.type) === 'commercial' && listing.status === 'for_rent'
    ? fill(t.perSqmMonth, { price: perSqm })
    : fill(t.perSqm, { price: perSqm });
}

/** Square feet of `sqm` square metres, rounded, for the 'ft²' Kenyan offices are quoted in. */
export const squareFeet = (sqm: number): number => Math.round(sqm * SQFT_PER_SQM);

export type FigureIcon = 'bed' | 'bath' | 'size' | 'plot';

/** The figures under a card's title, in order: what a visitor compares the kind by. */
export function cardFigures(
  listing: Figured,
  t: FigureTexts,
): { icon: FigureIcon; text: string }[] {
  if (listing.acres !== undefined) return [{ icon: 'plot', text: formatAcres(listing.acres, t) }];
  const size =
    listing.size === undefined
      ? []
      : [
          {
            icon: 'size' as const,
            text: isHome(listing.type)
              ? fill(t.size, { n: listing.size })
              : fill(t.floorArea, { n: listing.size.toLocaleString('en-KE') }),
          },
        ];
  if (!isHome(listing.type) || listing.bedrooms === undefined || listing.bathrooms === undefined)
    return size;
  return [
    { icon: 'bed', text: plural(listing.bedrooms, t.beds) },
    { icon: 'bath', text: plural(listing.bathrooms, t.baths) },
    ...size,
  ];
}

/** A whole record's figures (a plot's acres come from its `land` facts). */
export function figured(listing: {
  type: Figured['type'];
  status: Figured['status'];
  price: number;
  bedrooms?: number;
  bathrooms?: number;
  size?: number;
  land?: { acres: number };
}): Figured {
  const { type, status, price, bedrooms, bathrooms, size } = listing;
  return {
    type,
    status,
    price,
    ...(bedrooms === undefined ? {} : { bedrooms }),
    ...(bathrooms === undefined ? {} : { bathrooms }),
    ...(size === undefined ? {} : { size }),
    ...(listing.land ? { acres: listing.land.acres } : {}),
  };
}
