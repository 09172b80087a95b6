import { Flag, Mail, MessageCircle, ShieldAlert } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { REPORT_REASONS, reportMessage } from '@/lib/messaging/report';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { mailtoTextLink, whatsappTextLink } from '@/lib/messaging/links';
import type { Listing } from '@/lib/listings/schema';
import { TRUST_DESK } from '@/lib/site/desks';
import { ROUTES } from '@/lib/site/routes';

/**
 * Beside a listing's contact card: the one-line safety note linking the guide, and 'Report this
 * listing'. No script: the disclosure is <details>, the reasons are radio buttons, and the two
 * links of each reason are written here and shown by CSS (`:has(:checked)`) once it is chosen,
 * which keeps the listing page's scripts at what they were.
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
      <details className="border-line mt-4 border-t pt-3">
        <summary className="text-muted hover:text-ink flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
          <Flag aria-hidden="true" className="size-4" />
          {r.button}
        </summary>
        <p className="text-muted mt-1">{r.intro}</p>
        <fieldset className="group mt-4">
          <legend className="text-ink font-bold">{r.reason}</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="has-checked:border-brand-600 has-checked:bg-brand-50 border-line flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 font-semibold"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={reason}
                  className="accent-brand-700 size-5 shrink-0"
                />
                {r.reasons[reason]}
              </label>
            ))}
          </div>
          <p data-report-hint className="text-muted mt-3 group-has-checked:hidden">
            {r.chooseReason}
          </p>
          {REPORT_REASONS.map((reason) => {
            const { subject, body } = reportMessage(reported, reason, r);
            return (
              <div
                key={reason}
                data-reason={reason}
                // Shown only while this reason's radio button is checked.
                className={`mt-3 hidden gap-2 ${SHOW_WHEN_CHECKED[reason]}`}
              >
                <a
                  href={whatsappTextLink(TRUST_DESK.whatsapp, body)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('whatsapp', 'md', 'w-full')}
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {r.whatsapp}
                </a>
                <a
                  href={mailtoTextLink(TRUST_DESK.email, subject, body)}
                  className={buttonClass('secondary', 'md', 'w-full')}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {r.email}
                </a>
              </div>
            );
          })}
        </fieldset>
      </details>
    </div>
  );
}

// Written out in full so Tailwind finds each class in the source.
const SHOW_WHEN_CHECKED: Record<(typeof REPORT_REASONS)[number], string> = {
  letOrSold: 'group-has-[input[value=letOrSold]:checked]:grid',
  wrongPrice: 'group-has-[input[value=wrongPrice]:checked]:grid',
  photos: 'group-has-[input[value=photos]:checked]:grid',
  payBeforeViewing: 'group-has-[input[value=payBeforeViewing]:checked]:grid',
  scam: 'group-has-[input[value=scam]:checked]:grid',
  other: 'group-has-[input[value=other]:checked]:grid',
};
