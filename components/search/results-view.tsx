import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ListingCard, type CardLayout } from '@/components/listing/listing-card';
import type { ListingSummary } from '@/lib/listing-schema';

/** How many results show at first, and how many each 'Load More Properties' adds. */
export const PAGE_SIZE = 12;

/** The result list: heading with count, toolbar slot, cards, and a slot for what follows. */
export function ResultsView({
  total,
  listings,
  layout,
  toolbar,
  children,
}: {
  total: number;
  listings: readonly ListingSummary[];
  layout: CardLayout;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          id="results-heading"
          aria-live="polite"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          Properties ({total})
        </h1>
        {toolbar}
      </div>
      {listings.length > 0 && (
        <ul
          data-layout={layout}
          className={clsx(
            'mt-6 grid gap-5 sm:gap-6',
            layout === 'grid'
              ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
              : 'grid-cols-1',
          )}
        >
          {listings.map((listing, index) => (
            <li key={listing.slug} className="flex">
              <div className="flex-1 [&>article]:h-full">
                <ListingCard listing={listing} layout={layout} eager={index < 2} headingLevel={2} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
