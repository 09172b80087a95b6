import { Check, ShieldAlert } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import {
  commercialFactRows,
  landFactRows,
  landSteps,
  statedLandChecks,
  type KindFactRow,
  type KindFactTexts,
} from '@/lib/listings/kind-facts';
import type { Listing } from '@/lib/listings/schema';
import { ROUTES } from '@/lib/site/routes';
import { DetailSection } from './detail-section';
import { factsOf } from '@/lib/listings/kinds';

function texts(locale: Locale): KindFactTexts {
  const t = dictionary(locale);
  return {
    k: t.kindFacts,
    listing: t.listing,
    facts: { facts: t.kenyaFacts, perMonth: t.listing.perMonth },
    months: t.listing.months,
  };
}

/** Rows of label and value; a fact the listing does not state reads 'Not given'. */
function FactList({ rows, notGiven }: { rows: KindFactRow[]; notGiven: string }) {
  return (
    <dl className="rounded-card border-line mt-4 grid border bg-white px-4 sm:grid-cols-2 sm:gap-x-8 sm:px-5 [&>div:last-child]:border-b-0 sm:[&>div:nth-last-child(2):nth-child(odd)]:border-b-0">
      {rows.map(({ name, label, value }) => (
        <div
          key={name}
          data-fact={name}
          className="border-line flex items-baseline justify-between gap-4 border-b py-3"
        >
          <dt className="text-muted text-sm">{label}</dt>
          <dd
            className={value === undefined ? 'text-muted text-right' : 'text-right font-semibold'}
          >
            {value ?? notGiven}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'About the plot' (land) or 'About the space' (commercial): every fact of the kind, stated or
 * not. Homes have none: their Key facts section says what a home's agent gave.
 */
export function ListingKindFacts({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = texts(locale);
  if (factsOf(listing.type) === 'land')
    return (
      <DetailSection name="plot-facts" title={t.k.landHeading}>
        <FactList rows={landFactRows(listing, t)} notGiven={t.k.notGiven} />
      </DetailSection>
    );
  if (factsOf(listing.type) === 'commercial')
    return (
      <DetailSection name="space-facts" title={t.k.commercialHeading}>
        <FactList rows={commercialFactRows(listing, t)} notGiven={t.k.notGiven} />
      </DetailSection>
    );
  return null;
}

/**
 * 'Before you pay', on every page of land for sale: what the agent states was checked (marked as
 * their statement, with its date; each check not stated reads 'not provided'), then what the
 * buyer must still do, in order, each with the official place to do it.
 */
export function LandChecks({ listing, locale }: { listing: Listing; locale: Locale }) {
  if (factsOf(listing.type) !== 'land' || listing.status !== 'for_sale') return null;
  const t = texts(locale);
  const { k } = t;
  const checks = statedLandChecks(listing, t);
  const stated = listing.land?.checks?.statedAt;
  return (
    <DetailSection name="before-you-pay" title={k.payHeading}>
      <div className="rounded-card mt-4 border border-amber-300 bg-amber-50 p-5">
        <p className="flex gap-3 leading-relaxed">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          {k.payIntro}
        </p>
        <h3 className="mt-5 text-lg font-bold">{k.statedHeading}</h3>
        <p className="text-muted mt-1 text-sm">
          {stated
            ? fill(k.statedBy, {
                name: listing.agent.name,
                date: formatDay(stated, t.months),
              })
            : k.notProvided}
        </p>
        <dl className="mt-2 grid gap-2">
          {checks.map(({ name, label, value }) => (
            <div key={name} data-check={name} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{label}:</dt>
              <dd className={value === undefined ? 'text-muted italic' : ''}>
                {value ?? k.notProvided}
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 text-lg font-bold">{k.todoHeading}</h3>
        <ol className="mt-2 grid gap-2.5">
          {landSteps(listing).map((step, i) => (
            <li key={step} className="flex gap-3 leading-relaxed">
              <span
                aria-hidden="true"
                className="bg-brand-700 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <span>{k.todo[step]}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4">
          <a
            href={`${localePath(locale, ROUTES.safety)}#land`}
            className="text-brand-800 inline-flex items-center gap-1.5 font-bold underline underline-offset-4"
          >
            <Check aria-hidden="true" className="size-4" />
            {k.safetyLink}
          </a>
        </p>
      </div>
    </DetailSection>
  );
}
