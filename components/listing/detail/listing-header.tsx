import { MapPin } from 'lucide-react';
import { MediaBadge, StatusBadge } from '@/components/listing/badges';
import { dictionary } from '@/lib/i18n/dictionary';
import { typeLabel } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { formatPrice } from '@/lib/site/format';

/** Under the gallery: status, type and media badges, the title, the location and the price. */
export function ListingHeader({
  listing,
  title,
  locale,
}: {
  listing: Listing;
  /** The listing's title in the page's language. */
  title: string;
  locale: Locale;
}) {
  const texts = dictionary(locale).listing;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={listing.status} texts={texts} />
        <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-bold text-stone-700">
          {typeLabel(texts, listing.type)}
        </span>
        {listing.hasVideo && (
          <MediaBadge kind="video" texts={texts} className="border-line border shadow-none" />
        )}
        {listing.has360 && (
          <MediaBadge kind="360" texts={texts} className="border-line border shadow-none" />
        )}
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-muted mt-2 flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="text-brand-600 size-5" />
        {listing.location}
      </p>
      <p className="text-brand-800 mt-4 text-3xl font-extrabold tracking-tight">
        {formatPrice(listing.price, listing.status, texts.perMonth)}
      </p>
    </>
  );
}
