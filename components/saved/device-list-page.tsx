import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/info/page-intro';
import { PageFrame } from '@/components/layout/page-frame';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { LISTINGS_PATH } from '@/lib/site/routes';

/*
 * The frame of /saved/ and /compare/: pages of the visitor's own lists, whose content lives in
 * the browser's storage and is drawn by an island.
 */

/** Their metadata: `noindex`, as nothing in them is the same for two visitors. */
export function deviceListMetadata(
  locale: Locale,
  texts: { metaTitle: string; description: string },
  path: string,
): Metadata {
  return {
    ...pageMetadata({ locale, title: texts.metaTitle, description: texts.description, path }),
    robots: { index: false, follow: true },
  };
}

/**
 * Header, intro and footer around the island, and what the page says without JavaScript: why
 * it is empty, and a way on (its island then shows only its loading line, hidden by CSS until
 * the lists runtime runs, so nothing waits forever on screen).
 */
export function DeviceListPage({
  locale,
  path,
  title,
  lead,
  noscript,
  prepaint,
  children,
}: {
  locale: Locale;
  path: string;
  title: string;
  lead: string;
  noscript: string;
  /** What the page paints before its island's scripts arrive (list-prepaint.tsx). */
  prepaint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame locale={locale} path={path}>
      <main id="main">
        <PageIntro title={title} lead={lead} />
        {/* Tall from the start: the island's lists replace a one-line loading message, and the
            footer moving down past the fold as they arrive is no layout shift anyone sees. */}
        {/* Drawn by script, once the page's intro is painted (lib/site/after-paint.ts); a page
            that paints its list first says itself when the scripts may start (PAINT_FIRST_GLOBAL). */}
        <div className="container-page min-h-[80vh] py-8 sm:py-10">
          <noscript>
            <div className="rounded-card mb-6 border border-amber-300 bg-amber-50 px-6 py-6">
              <p className="font-semibold">{noscript}</p>
              <a
                href={localePath(locale, LISTINGS_PATH)}
                className="text-brand-800 mt-3 inline-block font-bold underline"
              >
                {dictionary(locale).saved.browse}
              </a>
            </div>
          </noscript>
          {prepaint}
          {children}
        </div>
      </main>
    </PageFrame>
  );
}
