import type { Metadata } from 'next';
import { PageIntro } from '@/components/info/page-intro';
import { PageFrame } from '@/components/layout/page-frame';
import { buttonClass } from '@/components/ui/button';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { OFFLINE_PATH, SAVED_PATH } from '@/lib/site/routes';
import { KeptPages } from './kept-pages';

/** Not for search engines: a page only the service worker shows, to a visitor with no connection. */
export function offlineMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).offline;
  return {
    ...pageMetadata({ locale, title: t.metaTitle, description: t.description, path: OFFLINE_PATH }),
    robots: { index: false, follow: false },
  };
}

/**
 * /offline/: what the service worker (lib/offline/worker.ts) shows for a page it has not kept,
 * with no connection, in the language of that page. It links to what is kept.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const t = dictionary(locale).offline;
  return (
    <PageFrame locale={locale} path={OFFLINE_PATH}>
      <main id="main">
        <PageIntro title={t.title} lead={t.lead} />
        <div className="container-page py-10">
          <div className="flex flex-wrap gap-3">
            <a href={localePath(locale, SAVED_PATH)} className={buttonClass('primary')}>
              {t.saved}
            </a>
            {/* A plain link to this address: the page the visitor wanted, once the signal is back. */}
            <a href="" className={buttonClass('secondary')}>
              {t.retry}
            </a>
          </div>
          <KeptPages
            texts={{
              keptHeading: t.keptHeading,
              keptSaved: t.keptSaved,
              keptVisited: t.keptVisited,
              keptNone: t.keptNone,
              keptUnavailable: t.keptUnavailable,
            }}
          />
        </div>
      </main>
    </PageFrame>
  );
}
