import { CalendarClock, HardHat } from '@/components/ui/icons';
import { DetailSection } from '@/components/listing/detail/detail-section';
import { developmentOf } from '@/lib/developments/data';
import { dueOnSigning, paidBeforeCompletion, planSchedule } from '@/lib/developments/payment-plan';
import { isBuilding } from '@/lib/developments/vocabulary';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { developmentPath } from '@/lib/site/routes';
import { formatKes } from '@/lib/site/format';
import { completionText } from './completion';

/**
 * On a unit's listing page, under its header: which project it belongs to, with a link, its
 * stage and expected completion, and, while the project is being built, what buying off-plan
 * means. Nothing for a listing that is no unit.
 */
export function UnitPanel({ listing, locale }: { listing: Listing; locale: Locale }) {
  const development = developmentOf(listing);
  if (!development) return null;
  const t = dictionary(locale).developments;
  const building = isBuilding(development.state);
  const href = localePath(locale, developmentPath(development.slug));
  return (
    <div
      data-unit-of={development.slug}
      className="mt-4 flex max-w-prose items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm"
    >
      <HardHat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
      <div className="flex flex-col gap-1">
        <p className="font-bold">
          {fill(t.unitOf, { project: '' })}
          <a href={href} className="text-indigo-800 underline-offset-2 hover:underline">
            {development.name}
          </a>
        </p>
        <p className="flex items-center gap-1.5 font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t.states[development.state]} · {completionText(development, t)}
        </p>
        {building && <p className="text-ink">{t.unitNote}</p>}
        <a href={href} className="font-bold text-indigo-800 underline-offset-2 hover:underline">
          {t.seeProject}
        </a>
      </div>
    </div>
  );
}

/**
 * 'Paying on the plan', among a unit's costs: what the project's payment plan asks of a buyer
 * at this unit's price, due on signing (reservation and deposit), before completion (with the
 * instalments) and on completion. A plan in shillings fits its own unit's price only; another
 * unit of the project then links to the plan instead of guessing.
 */
export function UnitPlanCosts({ listing, locale }: { listing: Listing; locale: Locale }) {
  const development = developmentOf(listing);
  if (!development || listing.status !== 'for_sale') return null;
  const t = dictionary(locale).developments;
  const plan = development.paymentPlan;
  const href = `${localePath(locale, developmentPath(development.slug))}#plan`;
  const fits = plan.basis === 'percent' || plan.example === listing.slug;
  const rows = fits ? planSchedule(plan, listing.price) : [];
  const before = paidBeforeCompletion(rows);
  return (
    <DetailSection name="plan-costs" id="plan-costs" title={t.planCostsHeading}>
      {fits && (
        <p className="mt-3 max-w-prose leading-relaxed" data-plan-costs>
          {fill(t.planCostsText, {
            signing: formatKes(dueOnSigning(rows)),
            before: formatKes(before),
            balance: formatKes(listing.price - before),
          })}
        </p>
      )}
      <a
        href={href}
        className="text-brand-700 hover:text-brand-900 mt-3 inline-block rounded font-bold hover:underline"
      >
        {t.planHeading}: {development.name}
      </a>
    </DetailSection>
  );
}
