'use client';

import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { compareHomes, compareSlugs } from '@/lib/saved/compare';
import { store } from '@/lib/saved/device-store';
import { withHomes } from '@/lib/saved/homes-param';
import { MAX_COMPARE, MIN_COMPARE } from '@/lib/saved/limits';
import { toggleCompare } from '@/lib/saved/stored';
import type { CompareTableTexts } from './compare-rows';
import { CompareTable } from './compare-table';
import {
  EmptyPanel,
  focusHeading,
  LinkNotices,
  ListHeading,
  ListLoading,
  LoadFailed,
  type LoadFailedTexts,
} from './list-frame';
import { ShareLinks, type ShareTexts } from './share-links';
import { useIndexExtras } from './use-index-extras';
import { useListSources } from './use-list-sources';

export interface CompareTexts extends CompareTableTexts {
  share: ShareTexts;
  ignored: Dictionary['saved']['ignored'];
  failed: LoadFailedTexts;
}

const HEADING = 'compare-heading';

/**
 * /compare/: 2 to 4 homes side by side, from `?homes=a,b` (a shared comparison, read as it is)
 * or from the homes the visitor chose with 'Compare' on this device. The best value of each
 * row is marked (lib/saved/compare.ts). On phones the table scrolls sideways with the first
 * column fixed.
 */
export function CompareExplorer({
  indexPath,
  extrasPath,
  locale,
  texts,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  indexPath: string;
  /** The comparison's extra fields (lib/search/index-extras.ts). */
  extrasPath: string;
  locale: Locale;
  texts: CompareTexts;
  shareUrl: string;
  siteName: string;
  paths: { saved: string; listings: string };
  icons: { whatsapp: ReactNode; copy: ReactNode; best: ReactNode };
}) {
  const t = texts.compare;
  const { shared, list: chosen, search, index, rows } = useListSources('compare', indexPath);
  const more = useIndexExtras(extrasPath, index);

  if (search.status === 'failed') {
    return <LoadFailed stale={search.stale} retry={search.retry} texts={texts.failed} />;
  }
  // The extras come with the index: a reload fetches both again.
  if (more.status === 'failed') return <LoadFailed stale={false} texts={texts.failed} />;
  if (!chosen || !index || !rows || more.status !== 'ready') {
    return <ListLoading text={t.loading} />;
  }
  const list = compareSlugs(shared, chosen.items, (slug) => rows.has(slug));
  const homes = compareHomes(list.slugs, rows, index, more.extras);
  const url = withHomes(shareUrl, list.slugs);
  // A shared comparison is read as it is: only the device's own list loses a home here.
  const remove =
    shared === null
      ? (slug: string) => {
          const change = toggleCompare(chosen.items, slug);
          if (change.ok) store('compare', change.items);
          focusHeading(HEADING);
        }
      : undefined;

  return (
    // Marks the page, so the lists runtime keeps the compare tray out of the way here.
    <section aria-labelledby={HEADING} data-compare-page>
      <ListHeading
        id={HEADING}
        title={shared !== null ? t.shared : fill(t.heading, { count: homes.length })}
      >
        {homes.length >= MIN_COMPARE && (
          <ShareLinks
            url={url}
            message={fill(t.shareMessage, { site: siteName, url })}
            texts={texts.share}
            icons={icons}
          />
        )}
      </ListHeading>
      <LinkNotices
        list={list}
        texts={{ ignored: texts.ignored, overLimit: t.overLimit }}
        max={MAX_COMPARE}
      />
      {homes.length < MIN_COMPARE ? (
        <EmptyPanel text={fill(t.needMore, { min: MIN_COMPARE })}>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <a href={paths.listings} className={buttonClass('primary', 'md')}>
              {t.browse}
            </a>
            <a href={paths.saved} className={buttonClass('secondary', 'md')}>
              {t.savedLink}
            </a>
          </div>
        </EmptyPanel>
      ) : (
        <CompareTable
          homes={homes}
          locale={locale}
          texts={texts}
          onRemove={remove}
          bestIcon={icons.best}
        />
      )}
    </section>
  );
}
