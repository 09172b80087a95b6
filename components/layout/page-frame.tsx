import type { ReactNode } from 'react';
import { dictionary } from '@/lib/i18n/dictionary';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { OfflineNote } from '@/components/offline/offline-note';
import { ListsChrome } from '@/components/saved/lists-chrome';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, language offer and footer around a page's `<main>`. `path` is the page's address as
 * English has it ('/listings/'; see SiteHeader), null on the 404 page.
 */
export function PageFrame({
  locale,
  path,
  children,
}: {
  locale: Locale;
  path: string | null;
  children: ReactNode;
}) {
  // The offer is written in the language it offers, for the reader who chose that language.
  const offer = dictionary(otherLocale(locale)).language;
  return (
    <>
      <a
        href="#main"
        className="bg-brand-800 sr-only z-50 rounded-lg px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {dictionary(locale).site.skipToContent}
      </a>
      <SiteHeader locale={locale} path={path} />
      <OfflineNote locale={locale} />
      <LanguageOffer
        pageLocale={locale}
        texts={{ offer: offer.offer, offerLink: offer.offerLink, dismiss: offer.dismiss }}
      />
      <div className="flex-1">{children}</div>
      <SiteFooter locale={locale} path={path} />
      <ListsChrome locale={locale} />
    </>
  );
}
