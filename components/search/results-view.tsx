import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  ListingCard,
  type CardContext,
  type CardExtras,
  type CardLayout,
} from '@/components/listing/listing-card';
import type { ListingSummary } from '@/lib/listings/schema';
import { fill, formatCount } from '@/lib/i18n/format';

/** The heading's words: 'Properties' while the count is unknown, 'Properties ({count})'. */
export interface ResultsHeadingTexts {
  heading: string;
  headingCount: string;
}

/**
 * The result list: heading with count, toolbar slot, cards, and a slot for what follows. The
 * count is left out while it is not known yet (the search index still loading).
 */
export function ResultsView({
  total,
  listings,
  extras,
  cards,
  texts,
  layout,
  subtitle,
  busy = false,
  tall = false,
  listKey,
  toolbar,
  children,
}: {
  total: number | undefined;
  listings: readonly ListingSummary[];
  /** Per card, in the order of `listings`: the title with matched words marked, a note. */
  extras?: readonly CardExtras[];
  /** The cards' language and texts (a plain object: this view also renders in the island). */
  cards: CardContext;
  texts: ResultsHeadingTexts;
  layout: CardLayout;
  subtitle?: string;
  /** The cards shown are about to be replaced (a search is running): dimmed and inert. */
  busy?: boolean;
  /**
   * Keep at least most of a screen's height, so that a short result list arriving after the
   * page was shown does not pull the footer up into view (a layout shift).
   */
  tall?: boolean;
  /**
   * A new key makes a new list rather than moving the cards of the old one: cards that jump to
   * new places count as layout shifts, new cards in a new list do not.
   */
  listKey?: string;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="results-heading" className={clsx('mt-8', tall && 'min-h-[75vh]')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            id="results-heading"
            // Focus lands here when a control in the results goes away (e.g. 'Try Again').
            tabIndex={-1}
            aria-live="polite"
            className="text-2xl font-extrabold tracking-tight sm:text-3xl"
          >
            {total === undefined
              ? texts.heading
              : fill(texts.headingCount, { count: formatCount(total, cards.locale) })}
          </h1>
          {subtitle && <p className="text-muted mt-1 font-semibold">{subtitle}</p>}
        </div>
        {toolbar}
      </div>
      {listings.length > 0 && (
        <ul
          key={listKey}
          data-layout={layout}
          aria-busy={busy || undefined}
          inert={busy || undefined}
          className={clsx(
            'mt-6 grid gap-5 transition-opacity sm:gap-6',
            busy && 'opacity-40',
            layout === 'grid'
              ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
              : 'grid-cols-1',
          )}
        >
          {listings.map((listing, index) => (
            <li key={listing.slug} className="flex">
              <div className="flex-1 [&>article]:h-full">
                <ListingCard
                  listing={listing}
                  locale={cards.locale}
                  texts={cards.texts}
                  layout={layout}
                  eager={index < 2}
                  headingLevel={2}
                  {...extras?.[index]}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
