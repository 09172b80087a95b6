'use client';

import { useState } from 'react';
import type { CardContext } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { plural } from '@/lib/i18n/format';
import { store } from '@/lib/saved/device-store';
import { parseHomesParam } from '@/lib/saved/homes-param';
import { MAX_SAVED_HOMES } from '@/lib/saved/limits';
import { saveShortlist, shortlistMessage, type ShortlistTexts } from '@/lib/saved/shortlist';
import type { SavedHome } from '@/lib/saved/stored';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';
import { CardGrid, HomeCard } from './home-cards';
import { LinkNotices } from './list-frame';

/**
 * A shortlist someone shared as `/saved/?homes=a,b,…`, read-only: its homes as cards, what the
 * link named that cannot be shown, and 'Save all to my list'. Nothing is saved until the
 * visitor asks.
 */
export function SharedList({
  raw,
  index,
  rows,
  homes,
  cards,
  texts: t,
  blocked,
  savedPath,
}: {
  /** The link's `homes=`, as written. */
  raw: string;
  index: SearchIndex;
  rows: Map<string, number>;
  /** The homes this device has saved. */
  homes: SavedHome[];
  cards: CardContext;
  texts: Dictionary['saved'];
  blocked: string;
  savedPath: string;
}) {
  const [message, setMessage] = useState('');
  const list = parseHomesParam(raw, (slug) => rows.has(slug), MAX_SAVED_HOMES);
  const shortlist = list.slugs.flatMap((slug) => {
    const row = rows.get(slug);
    return row === undefined ? [] : [summaryAt(index, row)];
  });
  const saveAll = () => setMessage(saveAllNow(homes, shortlist, t, blocked));
  return (
    <section aria-labelledby="shared-heading">
      <h2 id="shared-heading" className="text-2xl font-extrabold tracking-tight">
        {t.sharedTitle}
      </h2>
      {shortlist.length > 0 && (
        <p className="text-muted mt-1">{plural(shortlist.length, t.sharedLead)}</p>
      )}
      <LinkNotices list={list} texts={t} max={MAX_SAVED_HOMES} />
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {shortlist.length > 0 && (
          <button type="button" onClick={saveAll} className={buttonClass('primary', 'md')}>
            {t.saveAll}
          </button>
        )}
        <a href={savedPath} className={buttonClass('secondary', 'md')}>
          {t.myList}
        </a>
        <p role="status" className="text-brand-800 font-semibold empty:sr-only">
          {message}
        </p>
      </div>
      {shortlist.length === 0 ? (
        <p className="rounded-card text-muted mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          {t.sharedEmpty}
        </p>
      ) : (
        <CardGrid>
          {shortlist.map((listing, i) => (
            <li key={listing.slug} className="flex">
              <HomeCard listing={listing} cards={cards} eager={i < 2} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/** Saves the shortlist to the device's list now; returns what to tell the visitor. */
function saveAllNow(
  homes: readonly SavedHome[],
  shortlist: readonly { slug: string; title: string }[],
  t: ShortlistTexts,
  blocked: string,
): string {
  const result = saveShortlist(homes, shortlist, Date.now());
  // Nothing added, nothing written: there is no refusal of storage to report.
  const kept = result.added === 0 || store('homes', result.items);
  return shortlistMessage(result, kept, t, blocked);
}
