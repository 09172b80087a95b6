import type { ReactNode } from 'react';
import { isHome } from '@/lib/listings/kinds';
import { formatAcres } from '@/lib/listings/land';
import { priceText, unitPriceText } from '@/lib/listings/figures';
import { placeOf } from '@/lib/areas/places';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { kindLabel, statusLabel } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { FACT_NAMES, factScopeProblem, factValue } from '@/lib/listings/facts';
import { AMENITIES } from '@/lib/listings/vocabulary';
import { bestOf, perSqm, type Better, type CompareHome } from '@/lib/saved/compare';
import { formatPerSqm } from '@/lib/site/format';
import { agentPath, areaPath } from '@/lib/site/routes';

export interface CompareTableTexts {
  compare: Dictionary['compare'];
  listing: Dictionary['listing'];
  amenities: Dictionary['amenities'];
  kenyaFacts: Dictionary['kenyaFacts'];
  kindFacts: Pick<Dictionary['kindFacts'], 'plotTile'>;
}

/** One row of the table: its label, each home's cell, and which cells hold the best value. */
export interface Row {
  label: string;
  cells: ReactNode[];
  best: number[];
}

/**
 * The rows of the table below the photos, each home's cell worded as on its listing page. The
 * best value of a number row is marked (lib/saved/compare.ts); the price rows' only when
 * `comparable`, all the homes being of one status.
 */
export function compareRows(
  homes: readonly CompareHome[],
  { locale, texts, comparable }: { locale: Locale; texts: CompareTableTexts; comparable: boolean },
): Row[] {
  const t = texts.compare;
  const l = texts.listing;
  const unknown = <span className="text-muted">{t.unknown}</span>;
  const numeric = (
    label: string,
    value: (home: CompareHome) => number | undefined,
    show: (n: number, home: CompareHome) => ReactNode,
    better: Better | undefined,
  ): Row => {
    const values = homes.map(value);
    return {
      label,
      cells: homes.map((home, i) => {
        const v = values[i];
        return v === undefined ? unknown : show(v, home);
      }),
      best: better ? bestOf(values, better) : [],
    };
  };
  const notApplicable = (key: string) => (
    <span key={key} className="text-muted">
      {texts.kenyaFacts.notApplicable}
    </span>
  );
  /** A home's figure, or 'Does not apply' for land and commercial space (no rooms). */
  const roomRow = (label: string, value: (home: CompareHome) => number | undefined): Row => {
    const row = numeric(label, value, (n) => n, 'higher');
    return {
      ...row,
      cells: row.cells.map((cell, i) =>
        isHome(homes[i]!.summary.type) ? cell : notApplicable(homes[i]!.slug),
      ),
    };
  };
  const plots = homes.some((h) => h.summary.acres !== undefined);
  return [
    numeric(
      t.price,
      (h) => h.summary.price,
      (_, h) => priceText(h.summary, l),
      comparable ? 'lower' : undefined,
    ),
    // Per m², or per acre for a plot: a plot beside a plot compares by the acre.
    numeric(
      t.perSqm,
      (h) =>
        h.summary.acres !== undefined ? h.summary.price / h.summary.acres : perSqm(h.summary),
      (_, h) => unitPriceText(h.summary, l) ?? formatPerSqm(h.summary.price, h.summary.size),
      comparable && homes.every((h) => (h.summary.acres !== undefined) === plots)
        ? 'lower'
        : undefined,
    ),
    roomRow(t.bedrooms, (h) => h.summary.bedrooms),
    roomRow(t.bathrooms, (h) => h.summary.bathrooms),
    ...(plots
      ? [
          numeric(
            texts.kindFacts.plotTile,
            (h) => h.summary.acres,
            (n) => formatAcres(n, l),
            'higher',
          ),
        ]
      : []),
    numeric(
      t.size,
      (h) => h.summary.size,
      (n) => fill(l.size, { n }),
      'higher',
    ),
    numeric(
      t.yearBuilt,
      (h) => h.extras.yearBuilt,
      (n) => n,
      'higher',
    ),
    {
      label: t.type,
      cells: homes.map((h) => kindLabel(l, h.summary.type, h.summary.style)),
      best: [],
    },
    { label: t.status, cells: homes.map((h) => statusLabel(l, h.summary.status)), best: [] },
    {
      label: t.area,
      cells: homes.map((h) => {
        const place = placeOf(h.summary.location);
        return (
          <a
            key={h.slug}
            href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
            className="text-brand-800 font-semibold hover:underline"
          >
            {h.summary.location}
          </a>
        );
      }),
      best: [],
    },
    // The Kenya facts, worded as on the listing pages; a fact that cannot describe a home (a
    // deposit on a sale, a floor of a house) is not 'not given'.
    ...FACT_NAMES.map((name) => ({
      label: texts.kenyaFacts[name],
      cells: homes.map((h) =>
        factScopeProblem(name, h.summary) ? (
          <span key={h.slug} className="text-muted">
            {texts.kenyaFacts.notApplicable}
          </span>
        ) : (
          (factValue(name, h.extras.facts, { facts: texts.kenyaFacts, perMonth: l.perMonth }) ??
          unknown)
        ),
      ),
      best: [],
    })),
    ...AMENITIES.map((amenity) => ({
      label: texts.amenities[amenity],
      cells: homes.map((h) => (h.extras.amenities.includes(amenity) ? t.yes : t.no)),
      best: [],
    })),
    {
      label: t.agent,
      cells: homes.map((h) =>
        h.extras.agent ? (
          <>
            <a
              href={localePath(locale, agentPath(h.extras.agent.slug))}
              className="text-brand-800 font-semibold hover:underline"
            >
              {h.extras.agent.name}
            </a>
            {h.extras.agent.agency && (
              <span className="text-muted block text-sm">{h.extras.agent.agency}</span>
            )}
          </>
        ) : (
          unknown
        ),
      ),
      best: [],
    },
  ];
}
