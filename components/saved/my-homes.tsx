'use client';

import { useState, type ReactNode } from 'react';
import type { CardContext } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatCount } from '@/lib/i18n/format';
import { store } from '@/lib/saved/device-store';
import { withHomes } from '@/lib/saved/homes-param';
import { shareableSlugs } from '@/lib/saved/shortlist';
import { removeHome, type ReadStatus, type SavedHome } from '@/lib/saved/stored';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';
import { CardGrid, GoneCard, HomeCard } from './home-cards';
import { EmptyPanel, focusHeading, ListHeading } from './list-frame';
import { Notice } from './notice';
import { ShareLinks } from './share-links';

export interface SavedIcons {
  whatsapp: ReactNode;
  copy: ReactNode;
  remove: ReactNode;
  gone: ReactNode;
}

const HEADING = 'saved-homes-heading';

/**
 * The homes saved on this device, newest first, each with Remove; the list shared as a link,
 * and 'Clear all', which asks first and empties every list the device keeps.
 */
export function MyHomes({
  homes,
  readStatus,
  blocked,
  index,
  rows,
  cards,
  texts: t,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  homes: SavedHome[];
  readStatus: ReadStatus;
  /** The words for storage that refuses, when it does. */
  blocked: string | undefined;
  index: SearchIndex;
  rows: Map<string, number>;
  cards: CardContext;
  texts: Dictionary['saved'];
  shareUrl: string;
  siteName: string;
  paths: { saved: string; listings: string };
  icons: SavedIcons;
}) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const listed = shareableSlugs(homes, (slug) => rows.has(slug));
  const url = withHomes(shareUrl, listed);
  const remove = (slug: string) => {
    store('homes', removeHome(homes, slug));
    focusHeading(HEADING);
  };
  const clearAll = () => {
    store('homes', []);
    store('searches', []);
    store('compare', []);
    setConfirming(false);
    setMessage(t.cleared);
    focusHeading(HEADING);
  };
  return (
    <section aria-labelledby={HEADING}>
      <ListHeading
        id={HEADING}
        title={fill(t.homesHeading, { count: formatCount(homes.length, cards.locale) })}
      >
        {listed.length > 0 && (
          <ShareLinks
            url={url}
            message={fill(t.shareMessage, { site: siteName, url })}
            texts={t}
            icons={icons}
          />
        )}
      </ListHeading>
      <p role="status" className="text-brand-800 mt-3 font-semibold empty:sr-only">
        {message}
      </p>
      {readStatus === 'corrupted' || readStatus === 'repaired' ? (
        <Notice>{t.corrupted}</Notice>
      ) : null}
      {blocked && <Notice>{blocked}</Notice>}
      {homes.length === 0 ? (
        <EmptyPanel text={t.empty}>
          <a href={paths.listings} className={buttonClass('primary', 'md', 'mt-5')}>
            {t.browse}
          </a>
        </EmptyPanel>
      ) : (
        <>
          <p className="text-muted mt-2 text-sm">{t.compareHint}</p>
          <CardGrid>
            {homes.map((home, i) => {
              const row = rows.get(home.slug);
              const listing = row === undefined ? undefined : summaryAt(index, row);
              const title = listing ? listing.title : home.title || t.untitled;
              return (
                <li key={home.slug} className="flex flex-col gap-2">
                  {listing ? (
                    <HomeCard listing={listing} cards={cards} eager={i < 2} />
                  ) : (
                    <GoneCard title={title} texts={t} icon={icons.gone} />
                  )}
                  <button
                    type="button"
                    onClick={() => remove(home.slug)}
                    aria-label={fill(t.removeLabel, { title })}
                    className={buttonClass('secondary', 'md')}
                  >
                    {icons.remove}
                    {t.remove}
                  </button>
                </li>
              );
            })}
          </CardGrid>
          <ClearAll
            confirming={confirming}
            onAsk={() => setConfirming(true)}
            onKeep={() => setConfirming(false)}
            onClear={clearAll}
            texts={t}
          />
        </>
      )}
    </section>
  );
}

/** 'Clear all', then the question, with focus on the safe answer ('Keep them'). */
function ClearAll({
  confirming,
  onAsk,
  onKeep,
  onClear,
  texts: t,
}: {
  confirming: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onClear: () => void;
  texts: Pick<Dictionary['saved'], 'clearAll' | 'clearConfirm' | 'clearYes' | 'clearNo'>;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {confirming ? (
        <div
          role="group"
          aria-labelledby="clear-question"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p id="clear-question" className="font-semibold">
            {t.clearConfirm}
          </p>
          <button type="button" onClick={onClear} className={buttonClass('dark', 'md')}>
            {t.clearYes}
          </button>
          <button
            type="button"
            autoFocus
            onClick={onKeep}
            className={buttonClass('secondary', 'md')}
          >
            {t.clearNo}
          </button>
        </div>
      ) : (
        <button type="button" onClick={onAsk} className={buttonClass('secondary', 'md')}>
          {t.clearAll}
        </button>
      )}
    </div>
  );
}
