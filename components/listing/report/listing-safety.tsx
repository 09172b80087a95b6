import { Flag, ShieldAlert } from 'lucide-react';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { ROUTES } from '@/lib/site/routes';
import { ReportForm } from './report-form';

/**
 * Beside a listing's contact card: the one-line safety note linking the guide, and 'Report this
 * listing', a disclosure (it opens without JavaScript) around the report form.
 */
export function ListingSafety({
  listing,
  title,
  pageUrl,
  locale,
}: {
  listing: Listing;
  title: string;
  pageUrl: string;
  locale: Locale;
}) {
  const t = dictionary(locale);
  const r = t.report;
  return (
    <div className="rounded-card border-line border bg-white p-5 text-sm">
      <p className="flex gap-2.5">
        <ShieldAlert aria-hidden="true" className="text-gold-700 mt-0.5 size-5 shrink-0" />
        <span>
          {t.info.safetyNote}{' '}
          <a
            href={localePath(locale, ROUTES.safety)}
            className="text-brand-700 hover:text-brand-900 font-bold underline underline-offset-2"
          >
            {t.info.safetyLink}
          </a>
        </span>
      </p>
      <details className="group border-line mt-4 border-t pt-3">
        <summary className="text-muted hover:text-ink flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden">
          <Flag aria-hidden="true" className="size-4" />
          {r.button}
        </summary>
        <p className="text-muted mt-1">{r.intro}</p>
        <ReportForm
          listing={{ ref: listing.id, title, url: pageUrl }}
          texts={{
            message: r.message,
            emailSubject: r.emailSubject,
            none: r.none,
            reasons: r.reasons,
            reason: r.reason,
            details: r.details,
            whatsapp: r.whatsapp,
            email: r.email,
            chooseReason: r.chooseReason,
          }}
        />
      </details>
    </div>
  );
}
