'use client';

import { useState, type SyntheticEvent } from 'react';
import { LANGUAGE_TAG, switchLocalePath, type Locale } from '@/lib/i18n/locales';
import { useLanguageChoice } from './use-language';

/** Written in the language offered, for a reader who chose it: from that language's dictionary. */
export interface LanguageOfferTexts {
  offer: string;
  offerLink: string;
  dismiss: string;
}

const DISMISSED_KEY = 'nyumba360:language-offer-dismissed';

const follow = (event: SyntheticEvent<HTMLAnchorElement>) => {
  event.currentTarget.href = switchLocalePath(`${location.pathname}${location.search}`);
};

function dismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers the page in the other language to a visitor who chose that language before, e.g. one
 * who reads Swahili and opened an English link shared on WhatsApp. An offer, never a redirect:
 * the shared page stays where it is. 'No thanks' hides it for the rest of the visit.
 * Rendered only after hydration (the choice lives in the browser), so the HTML has none of it.
 */
export function LanguageOffer({
  pageLocale,
  texts,
}: {
  pageLocale: Locale;
  texts: LanguageOfferTexts;
}) {
  const choice = useLanguageChoice();
  const [dismissed, setDismissed] = useState(false);
  if (choice === null || choice === pageLocale || dismissed || dismissedThisVisit()) return null;
  return (
    <aside
      lang={LANGUAGE_TAG[choice]}
      aria-label={texts.offerLink}
      className="bg-gold-100 border-gold-300 text-ink border-b"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm">
        <p className="font-medium">{texts.offer}</p>
        <a
          href={switchLocalePath(`${location.pathname}${location.search}`)}
          // A search made in place since: follow the address as it is when the link is used.
          onPointerDown={follow}
          onFocus={follow}
          onClick={follow}
          hrefLang={LANGUAGE_TAG[choice]}
          className="text-brand-800 hover:text-brand-900 font-bold underline underline-offset-2"
        >
          {texts.offerLink}
        </a>
        <button
          type="button"
          onClick={() => {
            try {
              window.sessionStorage.setItem(DISMISSED_KEY, '1');
            } catch {
              // Storage blocked: hidden for this page only.
            }
            setDismissed(true);
          }}
          className="text-muted hover:text-ink ml-auto rounded font-semibold underline-offset-2 hover:underline"
        >
          {texts.dismiss}
        </button>
      </div>
    </aside>
  );
}
