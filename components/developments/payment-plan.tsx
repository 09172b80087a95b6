import { exampleUnit } from '@/lib/developments/data';
import {
  paidBeforeCompletion,
  planSchedule,
  type PlanDue,
  type ScheduleRow,
} from '@/lib/developments/payment-plan';
import type { Development } from '@/lib/developments/schema';
import { formatKes } from '@/lib/site/format';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { listingText } from '@/lib/listings/text';
import { DetailSection } from '@/components/listing/detail/detail-section';

/** '18%' or '18.5%': a share in hundredths of a percent, as the plan states it. */
export function shareText(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-KE', { maximumFractionDigits: 2 })}%`;
}

/** When a part falls due, in the page's language. */
export function dueText(due: PlanDue, t: Dictionary['developments']): string {
  switch (due.at) {
    case 'stage':
      return fill(t.due.stage, { stage: t.stages[due.stage].toLowerCase() });
    case 'monthly':
      return fill(t.due.monthly, { n: due.months });
    default:
      return t.due[due.at];
  }
}

/** What a monthly part comes to each month: '12 monthly payments of Ksh 55,200'. */
function monthlyText(row: ScheduleRow, t: Dictionary['developments']): string | undefined {
  if (!row.monthly) return undefined;
  const { count, each, last } = row.monthly;
  return fill(each === last ? t.monthly : t.monthlyLast, {
    count,
    amount: formatKes(each),
    last: formatKes(last),
  });
}

/**
 * The payment plan as a table: each payment, when it falls due, its share of the price and, as
 * a worked example, what it comes to in shillings for one unit type (the plan's `example`). The
 * arithmetic is lib/developments/payment-plan.ts; the table is server markup, readable without
 * script and in print.
 */
export function PaymentPlan({ development, locale }: { development: Development; locale: Locale }) {
  const t = dictionary(locale).developments;
  const unit = exampleUnit(development);
  const unitName = listingText(unit, locale).title;
  const price = formatKes(unit.price);
  const rows = planSchedule(development.paymentPlan, unit.price);
  const before = paidBeforeCompletion(rows);
  return (
    <DetailSection name="plan" id="plan" title={t.planHeading}>
      <p className="text-muted mt-2 max-w-prose">
        {development.paymentPlan.basis === 'percent'
          ? t.planPercent
          : fill(t.planAmount, { unit: unitName, price })}
      </p>
      <h3 className="mt-4 font-bold">{fill(t.exampleHeading, { unit: unitName, price })}</h3>
      <div className="rounded-card border-line mt-3 overflow-x-auto border bg-white">
        <table className="w-full text-left text-sm" data-payment-plan>
          <caption className="sr-only">{fill(t.planCaption, { name: development.name })}</caption>
          <thead className="bg-stone-50 text-xs font-bold tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t.payment}
              </th>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                {t.when}
              </th>
              <th scope="col" className="px-3 py-3 text-right sm:px-4">
                {t.share}
              </th>
              <th scope="col" className="px-3 py-3 text-right sm:px-4">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-line divide-y">
            {rows.map((row, i) => (
              <tr key={i} data-part={row.part}>
                <th scope="row" className="px-3 py-3 font-semibold sm:px-4">
                  {t.parts[row.part]}
                  {/* On a phone the 'When' column folds in here, so the table fits. */}
                  <span className="text-muted block text-xs font-normal sm:hidden">
                    {dueText(row.due, t)}
                  </span>
                </th>
                <td className="hidden px-4 py-3 sm:table-cell">{dueText(row.due, t)}</td>
                <td className="px-3 py-3 text-right tabular-nums sm:px-4">
                  {shareText(row.basisPoints)}
                </td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums sm:px-4">
                  {formatKes(row.amount)}
                  {row.monthly && (
                    <span className="text-muted block text-xs font-normal">
                      {monthlyText(row, t)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-line border-t-2">
            <tr>
              <th scope="row" className="px-3 py-3 font-bold sm:px-4">
                {t.total}
              </th>
              <td className="hidden sm:table-cell" />
              <td className="px-3 py-3 text-right font-bold tabular-nums sm:px-4">100%</td>
              <td className="px-3 py-3 text-right font-bold tabular-nums sm:px-4" data-total>
                {formatKes(rows.reduce((s, r) => s + r.amount, 0))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-muted mt-2 text-xs">{t.exampleNote}</p>
      <p
        className="border-gold-300 bg-gold-100 text-ink mt-4 max-w-prose rounded-xl border px-3.5 py-2.5 text-sm"
        data-at-risk
      >
        {fill(t.atRisk, {
          amount: formatKes(before),
          share: shareText(Math.round((before * 10_000) / unit.price)),
        })}
      </p>
    </DetailSection>
  );
}
