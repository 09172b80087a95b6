'use client';

import { useState, type ReactNode } from 'react';

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual' };

/**
 * Share Property: the Web Share API where the browser has it (phones), otherwise the page URL
 * goes to the clipboard and the button says so. If the clipboard is refused too, the URL is
 * shown for copying by hand.
 */
export function ShareButton({
  url,
  title,
  texts,
  icons,
  className,
}: {
  url: string;
  title: string;
  /** From the page's dictionary: the button, the 'copied' note, the copy-by-hand label. */
  texts: { share: string; linkCopied: string; copyLink: string };
  /** Rendered by the server component that places the button. */
  icons?: { share?: ReactNode; copied?: ReactNode };
  className?: string;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'manual' });
    }
  }

  return (
    <div>
      <button type="button" onClick={share} className={className}>
        {outcome.kind === 'copied' ? icons?.copied : icons?.share}
        {texts.share}
      </button>
      <p role="status" className="text-muted mt-2 text-center text-sm empty:hidden">
        {outcome.kind === 'copied' && texts.linkCopied}
      </p>
      {outcome.kind === 'manual' && (
        <label className="text-muted mt-2 block text-sm">
          {texts.copyLink}
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="border-line text-ink mt-1 w-full rounded-lg border px-3 py-2"
          />
        </label>
      )}
    </div>
  );
}
