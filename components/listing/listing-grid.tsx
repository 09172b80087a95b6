import clsx from 'clsx';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { toSummary } from '@/lib/listings/data';
import type { Listing } from '@/lib/listings/schema';
import { ListingCard } from './listing-card';

/**
 * Listings as cards in a grid (one column on phones, two from 640 px, three from 1024 px): the
 * area, town, agent and agency pages. Server-rendered; the search island has its own list.
 */
export function ListingGrid({
  listings,
  locale,
  className,
}: {
  listings: readonly Listing[];
  locale: Locale;
  className?: string;
}) {
  const texts = dictionary(locale).listing;
  return (
    <ul className={clsx('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {listings.map((listing) => (
        <li key={listing.slug} className="flex [&>article]:flex-1">
          <ListingCard listing={toSummary(listing, locale)} locale={locale} texts={texts} />
        </li>
      ))}
    </ul>
  );
}
