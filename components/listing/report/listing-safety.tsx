import { ShieldAlert } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { TRUST_DESK } from '@/lib/site/desks';
import { ROUTES } from '@/lib/site/routes';
import { ReportDetails } from './report-details';

/**
 * Beside a listing's contact card: the one-line safety note linking the guide, and 'Report this
 * listing' (./report-details.tsx), whose reasons are drawn when it is opened.
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
  const reported = { ref: listing.id, title, url: pageUrl };
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
      <ReportDetails texts={t.report} reported={reported} desk={TRUST_DESK} />
    </div>
  );
}
