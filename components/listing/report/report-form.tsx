'use client';

import { useState } from 'react';
import { ChoiceGroup, TextArea } from '@/components/forms/fields';
import { buttonClass } from '@/components/ui/button';
import {
  REPORT_REASONS,
  reportMessage,
  type ReportedListing,
  type ReportReason,
  type ReportTexts,
} from '@/lib/contact/report';
import { mailtoTextLink, whatsappTextLink } from '@/lib/listings/contact';
import { LIMITS } from '@/lib/listings/rules';
import { TRUST_DESK } from '@/lib/site/contacts';

export interface ReportFormTexts extends ReportTexts {
  reason: string;
  details: string;
  whatsapp: string;
  email: string;
  chooseReason: string;
}

/**
 * The reasons and the two ways to the trust desk. The links appear once a reason is chosen, and
 * carry it with the listing's reference and address (lib/contact/report.ts).
 */
export function ReportForm({
  listing,
  texts: t,
}: {
  listing: ReportedListing;
  texts: ReportFormTexts;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const message = reason && reportMessage(listing, reason, details.slice(0, LIMITS.message.max), t);
  return (
    <div className="mt-4 grid gap-4">
      <ChoiceGroup
        id="report-reason"
        label={t.reason}
        kind="radio"
        columns={1}
        values={reason ? [reason] : []}
        onToggle={(value) => setReason(value as ReportReason)}
        options={REPORT_REASONS.map((r) => ({ value: r, label: t.reasons[r] }))}
      />
      <TextArea
        id="report-details"
        label={t.details}
        value={details}
        onChange={setDetails}
        rows={3}
      />
      {message ? (
        <div className="grid gap-2">
          <a
            href={whatsappTextLink(TRUST_DESK.whatsapp, message.body)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('whatsapp', 'md', 'w-full')}
          >
            {t.whatsapp}
          </a>
          <a
            href={mailtoTextLink(TRUST_DESK.email, message.subject, message.body)}
            className={buttonClass('secondary', 'md', 'w-full')}
          >
            {t.email}
          </a>
        </div>
      ) : (
        <p className="text-muted text-sm" aria-live="polite">
          {t.chooseReason}
        </p>
      )}
    </div>
  );
}
