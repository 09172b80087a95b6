import { BadgeCheck, CalendarPlus, Handshake, MapPin } from '@/components/ui/icons';
import { priceText } from '@/lib/listings/figures';
import { placeOf } from '@/lib/areas/places';
import { fill, formatDay } from '@/lib/i18n/format';
import { areaPath } from '@/lib/site/routes';
import {
  MediaBadge,
  OffPlanBadge,
  StatusBadge,
  UnderOfferBadge,
} from '@/components/listing/badges';
import { unitStage } from '@/lib/developments/states';
import { CompareToggle, SaveToggle } from '@/components/listing/listing-card';
import { dictionary } from '@/lib/i18n/dictionary';
import { kindLabel } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { isHome, priceUnit } from '@/lib/listings/kinds';
import type { Listing } from '@/lib/listings/schema';
import { Approx } from '@/components/finance/approx';

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
  const t = dictionary(locale);
  const texts = t.listing;
  const place = placeOf(listing.location);
  const underOffer = listing.market === 'under_offer';
  const home = isHome(listing.type);
  const stage = unitStage(listing);
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={listing.status} texts={texts} />
        {underOffer && <UnderOfferBadge texts={texts} className="shadow-none" />}
        {stage && <OffPlanBadge stage={stage} texts={texts} className="shadow-none" />}
        <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-bold text-stone-700">
          {kindLabel(texts, listing.type, listing.style)}
        </span>
        {listing.hasVideo && (
          <MediaBadge kind="video" texts={texts} className="border-line border shadow-none" />
        )}
        {listing.has360 && (
          <MediaBadge kind="360" texts={texts} className="border-line border shadow-none" />
        )}
        <span className="ml-auto flex items-center gap-2">
          <CompareToggle slug={listing.slug} label={texts.compare} className="" />
          <SaveToggle slug={listing.slug} className="border-line relative border" />
        </span>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-muted mt-2 flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="text-brand-600 size-5" />
        <a
          href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
          className="hover:text-brand-800 rounded hover:underline"
        >
          {listing.location}
        </a>
      </p>
      <p className="text-brand-800 mt-4 text-3xl font-extrabold tracking-tight">
        {priceText(listing, texts)}
      </p>
      <Approx
        kes={listing.price}
        perMonth={
          { whole: undefined, month: texts.perMonth, year: texts.perYear }[
            priceUnit(listing.type, listing.status)
          ]
        }
        className="text-muted mt-1 block font-semibold"
      />
      {underOffer && (
        <p className="border-gold-300 bg-gold-100 text-ink mt-3 flex max-w-prose items-start gap-2 rounded-xl border px-3.5 py-2.5 text-sm">
          <Handshake aria-hidden="true" className="text-gold-700 mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-bold">{texts.underOffer}.</strong>{' '}
            {home ? t.detail.underOfferNote : t.detail.underOfferNoteListing}
          </span>
        </p>
      )}
      <p className="text-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <CalendarPlus aria-hidden="true" className="size-4" />
          {fill(t.detail.listedOn, { date: formatDay(listing.listedAt, texts.months) })}
        </span>
        <span className="flex items-center gap-1.5">
          <BadgeCheck aria-hidden="true" className="text-brand-600 size-4" />
          {fill(home ? t.detail.verifiedOn : t.detail.verifiedOnListing, {
            date: formatDay(listing.verifiedAt, texts.months),
          })}
        </span>
      </p>
    </>
  );
}
