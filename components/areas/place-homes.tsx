import { ArrowRight } from '@/components/ui/icons';
import { ListingGrid } from '@/components/listing/listing-grid';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { searchPath } from '@/lib/site/routes';

/** How many of a place's homes its page shows as cards; the search has the rest. */
export const PLACE_CARDS = 6;

/**
 * The first homes of an area or town, with the link to all of them in the search
 * (`/listings/?location=…`).
 */
export function PlaceHomes({
  name,
  listings,
  search,
  locale,
}: {
  /** The area's or town's name. */
  name: string;
  listings: readonly Listing[];
  /** The location filter that finds exactly these homes. */
  search: string;
  locale: Locale;
}) {
  const a = dictionary(locale).areas;
  const seeAll = fill(plural(listings.length, a.seeAll), { area: name });
  return (
    <section aria-labelledby="homes-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="homes-heading" className="text-2xl font-bold">
          {fill(a.listingsHeading, { area: name })}
        </h2>
        <a
          href={localePath(
            locale,
            searchPath(new URLSearchParams({ location: search }).toString()),
          )}
          className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1 rounded font-bold hover:underline"
        >
          {seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      <ListingGrid listings={listings.slice(0, PLACE_CARDS)} locale={locale} className="mt-6" />
    </section>
  );
}
