import { Copy, HeartOff, MessageCircle, Trash2 } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { queryFiles, searchIndexFile } from '@/lib/search/index-file';
import { LISTINGS_PATH, SAVED_PATH } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';
import { DeviceListPage, deviceListMetadata } from './device-list-page';
import { SavedIsland } from './lazy-islands';
import { ListPrepaint } from './list-prepaint';

export function savedMetadata(locale: Locale): Metadata {
  return deviceListMetadata(locale, dictionary(locale).saved, SAVED_PATH);
}

/** /saved/: the island does everything; the server gives it its words. */
export function SavedPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const s = t.saved;
  const icon = 'size-5';
  return (
    <DeviceListPage
      locale={locale}
      path={SAVED_PATH}
      title={s.title}
      lead={s.lead}
      noscript={s.noscript}
      prepaint={<ListPrepaint locale={locale} />}
    >
      <SavedIsland
        indexPath={searchIndexFile(locale).path}
        files={queryFiles(locale)}
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
    </DeviceListPage>
  );
}
