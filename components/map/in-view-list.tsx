'use client';

import { useState } from 'react';
import { ListingCard, type CardContext } from '@/components/listing/listing-card';
import type { QueryAnswer } from '@/components/search/query-tools';
import { EmptyResults } from '@/components/search/result-notices';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { plural } from '@/lib/i18n/format';
import type { ListingSummary } from '@/lib/listings/schema';
import { PAGE_SIZE } from '@/lib/search/pagination';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';

/**
 * The list beside the map (below it on phones), so the map is never the only way to a home: the
 * homes in view, in the search's order, 12 at a time. Until the index is here, the first cards
 * the server rendered (map-page.tsx); without the map, every result. As on /listings/, the cards mark the
 * words a keyword search matched and say how far each home is from the place searched near.
 */
export function InViewList({
  query,
  first,
  index,
  rows,
  listed,
  mapReady,
  answer,
  onClear,
  texts,
  cards,
}: {
  query: string;
  first: readonly ListingSummary[];
  index: SearchIndex | undefined;
  /** The search's results. */
  rows: readonly number[] | undefined;
  /** The results in view (all of them without the map), in the search's order. */
  listed: readonly number[] | undefined;
  mapReady: boolean;
  /** What the search's keywords and place gave (components/search/query-tools.ts), if any. */
  answer: QueryAnswer | undefined;
  /** Clear Filters, from the empty results. */
  onClear: () => void;
  texts: { map: Dictionary['map']; results: Dictionary['results'] };
  cards: CardContext;
}) {
  const t = texts.map;
  // Each search starts at its first 12 (reset while rendering, as React recommends for state
  // that follows a changed input).
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  if (shown.query !== query) setShown({ query, count: PAGE_SIZE });
  const { count } = shown;
  const rowsShown = index && listed ? listed.slice(0, count) : undefined;
  const cardsShown: readonly ListingSummary[] =
    index && rowsShown ? rowsShown.map((row) => summaryAt(index, row)) : first;
  const extras = answer && rowsShown ? answer.extras(rowsShown, cardsShown, texts.results) : [];

  return (
    <section aria-labelledby="in-view-heading">
      <h2 id="in-view-heading" className="text-lg font-bold">
        {listed && mapReady ? plural(listed.length, t.inView) : texts.results.heading}
      </h2>
      {rows?.length === 0 ? (
        <EmptyResults texts={texts.results} onClear={onClear} />
      ) : (
        mapReady && listed?.length === 0 && <p className="text-muted mt-3">{t.noneInView}</p>
      )}
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {cardsShown.map((listing, i) => (
          <li key={listing.slug} className="flex [&>article]:flex-1">
            <ListingCard
              listing={listing}
              locale={cards.locale}
              texts={cards.texts}
              eager={i < 2}
              headingLevel={3}
              {...extras[i]}
            />
          </li>
        ))}
      </ul>
      {listed && listed.length > count && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={() => setShown({ query, count: count + PAGE_SIZE })}
            className={buttonClass('outline', 'wide')}
          >
            {texts.results.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
