import { Info, ShieldCheck } from '@/components/ui/icons';
import { DetailSection } from '@/components/listing/detail/detail-section';
import { buyerChecks, type CheckRow, type CheckValue } from '@/lib/developments/checks';
import { developerOf } from '@/lib/developments/data';
import type { Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatDay } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { SAFETY_PATH } from '@/lib/site/routes';

function valueText(value: CheckValue, t: Dictionary['developments']): string {
  switch (value.kind) {
    case 'reference':
      return value.reference;
    case 'deposits':
      return fill(t.holders[value.holder], { with: value.with ?? '' });
    case 'certificates':
      return value.given ? t.certificate.yes : t.certificate.no;
  }
}

/**
 * The buyer's checks (lib/developments/checks.ts): all six, each marked as the developer's
 * statement with the day it was last confirmed, or 'not provided' where the developer has not
 * given it, and how a buyer checks it. A description list, so a screen reader hears each check
 * with its answer.
 */
export function BuyerChecks({ development, locale }: { development: Development; locale: Locale }) {
  const texts = dictionary(locale);
  const t = texts.developments;
  const rows = buyerChecks(development, developerOf(development));
  return (
    <DetailSection name="checks" id="checks" title={t.checksHeading}>
      <p className="text-muted mt-2 max-w-prose">{t.checksIntro}</p>
      <dl
        className="rounded-card border-line divide-line mt-4 divide-y border bg-white"
        data-checks
      >
        {rows.map((row) => (
          <CheckItem key={row.id} row={row} t={t} months={texts.listing.months} />
        ))}
      </dl>
      <p className="mt-4">
        <a
          href={`${localePath(locale, SAFETY_PATH)}#off-plan`}
          className="text-brand-700 hover:text-brand-900 rounded font-bold hover:underline"
        >
          {t.safetyLink}
        </a>
      </p>
    </DetailSection>
  );
}

function CheckItem({
  row,
  t,
  months,
}: {
  row: CheckRow;
  t: Dictionary['developments'];
  months: string;
}) {
  return (
    <div className="grid gap-1 p-4 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4" data-check={row.id}>
      <dt className="font-bold">{t.checks[row.id]}</dt>
      <dd className="flex flex-col gap-1">
        {row.stated ? (
          <>
            <span className="flex items-start gap-1.5 font-semibold">
              <ShieldCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-4 shrink-0" />
              <span data-check-value>{valueText(row.value, t)}</span>
            </span>
            <span className="text-muted text-xs">
              {t.statement} · {fill(t.confirmed, { date: formatDay(row.confirmedAt, months) })}
            </span>
          </>
        ) : (
          <>
            <span className="text-ink flex items-start gap-1.5 font-semibold" data-not-provided>
              <Info aria-hidden="true" className="text-gold-700 mt-0.5 size-4 shrink-0" />
              {t.notProvided}
            </span>
            <span className="text-muted text-xs">{t.notProvidedNote}</span>
          </>
        )}
        <span className="text-muted text-sm">{t.howTo[row.id]}</span>
      </dd>
    </div>
  );
}
