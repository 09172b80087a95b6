import { Copy, MessageCircle, Star } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { MAX_COMPARE } from '@/lib/saved/limits';
import { indexExtrasFile, searchIndexFile } from '@/lib/search/index-file';
import { COMPARE_PATH, LISTINGS_PATH, SAVED_PATH } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';
import { DeviceListPage, deviceListMetadata } from './device-list-page';
import { CompareIsland } from './lazy-islands';

export function compareMetadata(locale: Locale): Metadata {
  return deviceListMetadata(locale, dictionary(locale).compare, COMPARE_PATH);
}

/** /compare/: the island builds the table from the search index and its extras. */
export function ComparePage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const c = t.compare;
  const icon = 'size-5';
  return (
    <DeviceListPage
      locale={locale}
      path={COMPARE_PATH}
      title={c.title}
      lead={fill(c.lead, { max: MAX_COMPARE })}
      noscript={c.noscript}
    >
      <CompareIsland
        indexPath={searchIndexFile(locale).path}
        extrasPath={indexExtrasFile().path}
        locale={locale}
        texts={{
          compare: c,
          listing: t.listing,
          amenities: t.amenities,
          kenyaFacts: t.kenyaFacts,
          kindFacts: { plotTile: t.kindFacts.plotTile },
          share: t.saved,
          ignored: t.saved.ignored,
          failed: t.saved,
        }}
        shareUrl={absoluteUrl(localePath(locale, COMPARE_PATH))}
        siteName={SITE_NAME}
        paths={{
          saved: localePath(locale, SAVED_PATH),
          listings: localePath(locale, LISTINGS_PATH),
        }}
        icons={{
          whatsapp: <MessageCircle aria-hidden="true" className={icon} />,
          copy: <Copy aria-hidden="true" className={icon} />,
          best: <Star aria-hidden="true" className="size-3.5 fill-current" />,
        }}
      />
    </DeviceListPage>
  );
}
