'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { Dictionary } from '@/lib/i18n/en';
import { mailtoTextLink, whatsappTextLink } from '@/lib/messaging/links';
import {
  REPORT_REASONS,
  reportMessage,
  type ReportedListing,
  type ReportReason,
} from '@/lib/messaging/report';

export type ReportDetailsTexts = Dictionary['report'];

/**
 * 'Report this listing': a disclosure whose reasons are drawn when it is first opened. Written
 * out on the server, its six reasons and their twelve links (each carrying the whole message)
 * were a tenth of a listing page, in the markup and again in the payload, for a form few
 * visitors open. Without script (or before it runs) the disclosure holds the 'Something else'
 * pair of links, so a report can always be sent.
 */
export function ReportDetails({
  texts,
  reported,
  desk,
}: {
  texts: ReportDetailsTexts;
  reported: ReportedListing;
  /** The trust desk's numbers (lib/site/desks.ts). */
  desk: { whatsapp: string; email: string };
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  // Opened before this island ran: its toggle event was missed.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
      className="border-line mt-4 border-t pt-3"
    >
      <summary className="text-muted hover:text-ink flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <SpriteIcon name="flag" className="size-4" />
        {texts.button}
      </summary>
      <p className="text-muted mt-1">{texts.intro}</p>
      {opened ? (
        <fieldset className="mt-4">
          <legend className="text-ink font-bold">{texts.reason}</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_REASONS.map((option) => (
              <label
                key={option}
                className="has-checked:border-brand-600 has-checked:bg-brand-50 border-line flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 font-semibold"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  className="accent-brand-700 size-5 shrink-0"
                />
                {texts.reasons[option]}
              </label>
            ))}
          </div>
          {reason ? (
            <ReportLinks reason={reason} texts={texts} reported={reported} desk={desk} />
          ) : (
            <p className="text-muted mt-3">{texts.chooseReason}</p>
          )}
        </fieldset>
      ) : (
        <ReportLinks reason="other" texts={texts} reported={reported} desk={desk} />
      )}
    </details>
  );
}

/** The two ways to send a report for one reason: WhatsApp and email, with the message written. */
function ReportLinks({
  reason,
  texts,
  reported,
  desk,
}: {
  reason: ReportReason;
  texts: ReportDetailsTexts;
  reported: ReportedListing;
  desk: { whatsapp: string; email: string };
}) {
  const { subject, body } = reportMessage(reported, reason, texts);
  return (
    <div data-reason={reason} className="mt-3 grid gap-2">
      <a
        href={whatsappTextLink(desk.whatsapp, body)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('whatsapp', 'md', 'w-full')}
      >
        <SpriteIcon name="message-circle" className="size-4" />
        {texts.whatsapp}
      </a>
      <a
        href={mailtoTextLink(desk.email, subject, body)}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        <SpriteIcon name="mail" className="size-4" />
        {texts.email}
      </a>
    </div>
  );
}
