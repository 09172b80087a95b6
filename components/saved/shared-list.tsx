'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
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
    <section aria-labelledby={SHARED_HEADING_ID}>
      <SharedHead
        texts={t}
        lead={shortlist.length > 0 ? plural(shortlist.length, t.sharedLead) : undefined}
        savedPath={savedPath}
        onSaveAll={shortlist.length > 0 ? saveAll : undefined}
        message={message}
      >
        <LinkNotices list={list} texts={t} max={MAX_SAVED_HOMES} />
      </SharedHead>
      {shortlist.length === 0 ? (
        <p className="rounded-card text-muted mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          {t.sharedEmpty}
        </p>
      ) : (
        <CardGrid>
          {shortlist.map((listing, i) => (
            <SharedCard key={listing.slug} listing={listing} cards={cards} eager={i < 2} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

export const SHARED_HEADING_ID = 'shared-heading';

/**
 * The shortlist's heading, its lead (how many homes), what the link named that is not shown
 * (`children`), and its buttons. Also drawn at build time, with the cards below, as the frame
 * the page paints before its scripts arrive (scripts/build/list-cards.tsx).
 */
export function SharedHead({
  texts: t,
  lead,
  savedPath,
  onSaveAll,
  message = '',
  children,
}: {
  texts: Pick<Dictionary['saved'], 'sharedTitle' | 'saveAll' | 'myList'>;
  lead?: string;
  savedPath: string;
  /** 'Save all to my list', when there is anything to save. */
  onSaveAll?: () => void;
  message?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <h2 id={SHARED_HEADING_ID} className="text-2xl font-extrabold tracking-tight">
        {t.sharedTitle}
      </h2>
      {lead !== undefined && <p className="text-muted mt-1">{lead}</p>}
      {children}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {onSaveAll && (
          <button type="button" onClick={onSaveAll} className={buttonClass('primary', 'md')}>
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
    </>
  );
}

/** A home of the shortlist, as an item of its grid (also written at build time, per listing). */
export function SharedCard(props: ComponentProps<typeof HomeCard>) {
  return (
    <li className="flex">
      <HomeCard {...props} />
    </li>
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
