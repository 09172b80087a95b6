'use client';

import { useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { whatsappShareLink } from '@/lib/messaging/links';

export interface ShareTexts {
  share: string;
  copy: string;
  copied: string;
  copyFailed: string;
  linkLabel: string;
}

/**
 * 'Share on WhatsApp' and 'Copy link' for a list as a link (/saved/?homes=…, /compare/?homes=…).
 * WhatsApp opens with the message typed in, for the visitor to send to a person or a family
 * group. If the clipboard is refused, the link is shown in a field to copy by hand.
 */
export function ShareLinks({
  url,
  message,
  texts,
  icons,
}: {
  url: string;
  /** The WhatsApp message, the link included. */
  message: string;
  texts: ShareTexts;
  icons: { whatsapp: ReactNode; copy: ReactNode };
}) {
  const [outcome, setOutcome] = useState<{ url: string; kind: 'copied' | 'manual' } | null>(null);
  // A result about another list (the list changed since) is not shown.
  const shown = outcome?.url === url ? outcome.kind : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ url, kind: 'copied' });
    } catch {
      setOutcome({ url, kind: 'manual' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={whatsappShareLink(message)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('whatsapp', 'md')}
      >
        {icons.whatsapp}
        {texts.share}
      </a>
      <button type="button" onClick={copy} className={buttonClass('secondary', 'md')}>
        {icons.copy}
        {texts.copy}
      </button>
      <p role="status" className="text-brand-800 text-sm font-semibold empty:sr-only">
        {shown === 'copied' ? texts.copied : ''}
      </p>
      {shown === 'manual' && (
        <label className="text-muted block w-full text-sm">
          {texts.copyFailed}
          <input
            readOnly
            value={url}
            aria-label={texts.linkLabel}
            onFocus={(event) => event.currentTarget.select()}
            className="border-line text-ink mt-1 block w-full rounded-lg border bg-white px-3 py-2"
          />
        </label>
      )}
    </div>
  );
}
