import { Copy, HeartOff, MessageCircle, Trash2 } from 'lucide-react';
import type { Metadata } from 'next';
import { PageIntro } from '@/components/info/page-intro';
import { PageFrame } from '@/components/layout/page-frame';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchIndexFile } from '@/lib/search/index-file';
import { LISTINGS_PATH, SAVED_PATH } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';
import { NoScriptNotice } from './noscript-notice';
import { SavedIsland } from './lazy-islands';

/** A page of the visitor's own lists: nothing in it is the same for two visitors. */
export function privateMetadata(base: Metadata): Metadata {
  return { ...base, robots: { index: false, follow: true } };
}

export function savedMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).saved;
  return privateMetadata(
    pageMetadata({ locale, title: t.metaTitle, description: t.description, path: SAVED_PATH }),
  );
}

/** /saved/: the island does everything; the server gives it its words and a no-script note. */
export function SavedPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const s = t.saved;
  const icon = 'size-5';
  return (
    <PageFrame locale={locale} path={SAVED_PATH}>
      <main id="main">
        <PageIntro title={s.title} lead={s.lead} />
        <div className="container-page py-8 sm:py-10">
          <NoScriptNotice
            text={s.noscript}
            link={{ href: localePath(locale, LISTINGS_PATH), label: s.browse }}
          />
          <SavedIsland
            indexPath={searchIndexFile(locale).path}
            cards={{ locale, texts: t.listing }}
            texts={{ saved: s, blocked: t.lists.blocked, searches: s }}
            shareUrl={absoluteUrl(localePath(locale, SAVED_PATH))}
            siteName={SITE_NAME}
            paths={{
              saved: localePath(locale, SAVED_PATH),
              listings: localePath(locale, LISTINGS_PATH),
            }}
            icons={{
              whatsapp: <MessageCircle aria-hidden="true" className={icon} />,
              copy: <Copy aria-hidden="true" className={icon} />,
              remove: <Trash2 aria-hidden="true" className="size-4" />,
              gone: <HeartOff aria-hidden="true" className="size-4" />,
            }}
          />
        </div>
      </main>
    </PageFrame>
  );
}
