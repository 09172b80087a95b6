import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { PropertyType } from '@/lib/listings/vocabulary';
import { BadgeCheck, Building2, House, LandPlot, MapPin, Store } from 'lucide-react';
import { Picture } from '@/components/ui/picture';
import { fill, formatDay } from '@/lib/i18n/format';
import { placeOf } from '@/lib/areas/places';
import { kindLabel } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { ListingSummary } from '@/lib/listings/schema';
import { Approx } from '@/components/finance/approx';
import { areaPath, listingPath } from '@/lib/site/routes';
import {
  MediaBadge,
  OffPlanBadge,
  StatusBadge,
  UnderOfferBadge,
  type ListingTexts,
} from './badges';
import { CardFigures } from './card-figures';
import { priceText, unitPriceText } from '@/lib/listings/figures';

export type CardLayout = 'grid' | 'list';

/** How wide a card's photo is on screen, by layout (for `sizes` and preloading). */
export const CARD_PHOTO_SIZES: Record<CardLayout, string> = {
  list: '(min-width: 640px) 20rem, 100vw',
  grid: '(min-width: 1280px) 22rem, (min-width: 640px) 50vw, 100vw',
};

/** What every card of a page shares: its language, and that language's listing texts. */
export interface CardContext {
  locale: Locale;
  texts: ListingTexts;
}

/** What a search adds to a card: the title with matched words marked, and a line under it. */
export interface CardExtras {
  title?: ReactNode;
  note?: ReactNode;
}

/** Each kind's icon beside its name on the card: a block of flats, a house, a plot, a shopfront. */
const TYPE_ICONS: Record<PropertyType, typeof House> = {
  apartment: Building2,
  house: House,
  land: LandPlot,
  commercial: Store,
};

/**
 * A listing card. The title link is stretched over the whole card, so the card is one link
 * target without nesting other controls inside an <a>.
 */
export function ListingCard({
  listing,
  locale,
  texts,
  layout = 'grid',
  eager = false,
  headingLevel = 3,
  title,
  note,
}: CardExtras & {
  /** The listing's summary in the page's language (its title translated). */
  listing: ListingSummary;
  locale: Locale;
  texts: ListingTexts;
  layout?: CardLayout;
  /** The first cards on screen load at once; the rest lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const TypeIcon = TYPE_ICONS[listing.type];
  const href = localePath(locale, listingPath(listing.slug));
  const place = placeOf(listing.location);
  const unitPrice = unitPriceText(listing, texts);
  return (
    <article
      className={clsx(
        'group rounded-card border-line/70 shadow-card hover:shadow-card-hover focus-within:shadow-card-hover relative flex overflow-hidden border bg-white transition hover:-translate-y-0.5',
        layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div
        className={clsx(
          'relative aspect-[3/2] shrink-0 overflow-hidden bg-stone-200',
          layout === 'list' && 'sm:aspect-auto sm:w-72 lg:w-80',
        )}
      >
        <Picture
          src={listing.image}
          alt={fill(texts.photoAlt, { title: listing.title, location: listing.location })}
          sizes={CARD_PHOTO_SIZES[layout]}
          priority={eager}
          // saver-defer: hidden (never fetched) where a data saver's scope holds the cards back.
          className="saver-defer size-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        {/* Clear of the heart in the top right corner, so both stay easy to hit. */}
        <div className="absolute top-3 right-16 left-3 flex flex-wrap gap-1.5">
          <StatusBadge status={listing.status} texts={texts} />
          {listing.underOffer && <UnderOfferBadge texts={texts} />}
          {listing.offPlan && <OffPlanBadge stage={listing.offPlan} texts={texts} />}
          {listing.hasVideo && <MediaBadge kind="video" texts={texts} href={`${href}#video`} />}
          {listing.has360 && <MediaBadge kind="360" texts={texts} href={`${href}#tour`} />}
        </div>
        <SaveToggle slug={listing.slug} className={ON_PHOTO.save} />
        <CompareToggle slug={listing.slug} label={texts.compare} className={ON_PHOTO.compare} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-brand-800 text-xl font-extrabold tracking-tight">
            {priceText(listing, texts)}
          </span>
          {unitPrice && <span className="text-muted text-sm font-semibold">{unitPrice}</span>}
          <Approx
            kes={listing.price}
            perMonth={listing.status === 'for_rent' ? texts.perMonth : undefined}
            className="text-muted basis-full text-xs font-semibold"
          />
        </p>
        <Heading className="text-ink text-base leading-snug font-bold">
          <a
            href={href}
            className="after:rounded-card focus-visible:after:outline-gold-500 outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-3"
          >
            {title ?? listing.title}
          </a>
        </Heading>
        <p className="text-muted flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="text-brand-600 size-4 shrink-0" />
          {/* Above the title's stretched link, so the area's page can be reached from a card. */}
          <a
            href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
            className="hover:text-brand-800 relative z-10 rounded hover:underline"
          >
            {listing.location}
          </a>
        </p>
        {note && <p className="text-ink text-sm">{note}</p>}
        <ul className="border-line text-ink mt-auto flex flex-wrap gap-x-4 gap-y-1.5 border-t pt-3 text-sm font-medium">
          <CardFigures listing={listing} texts={texts} />
          <li className="flex items-center gap-1.5">
            <TypeIcon aria-hidden="true" className="text-muted size-4" />
            {kindLabel(texts, listing.type, listing.style)}
          </li>
        </ul>
        <p className="text-muted flex flex-wrap gap-x-3 text-xs">
          <span>{fill(texts.listed, { date: formatDay(listing.listedAt, texts.months) })}</span>
          <span className="flex items-center gap-1">
            <BadgeCheck aria-hidden="true" className="text-brand-600 size-3.5" />
            {fill(texts.available, { date: formatDay(listing.verifiedAt, texts.months) })}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Where a card puts Save and Compare: over the photo's right-hand corners. */
const ON_PHOTO = {
  save: 'absolute top-2 right-2 z-10',
  compare: 'absolute right-2 bottom-2 z-10 shadow-card',
};

/*
 * The Save (heart) and Compare buttons of a listing, on every card and detail page. They hold
 * no script of their own: the page's lists runtime (components/runtime/lists-runtime.ts, loaded
 * after the page is interactive) finds them by their data attributes and handles them for
 * every card, whether the server or an island drew it: it names each after the heading of its
 * card or page ('Save Luxury 3 Bedroom Apartment in Kilimani'), sets `aria-pressed` from the
 * device's lists and handles their clicks. Until it runs (or without JavaScript) they are
 * hidden by CSS (`.list-toggle` in app/globals.css), so no control is shown that does nothing,
 * and the islands that draw cards carry as little for them as can be.
 *
 * Each sits above the card's stretched title link (z-10), so it is its own target and the
 * rest of the card still opens the listing. Their names stay the same when pressed;
 * `aria-pressed` says whether the home is saved or chosen.
 */

export function SaveToggle({ slug, className }: { slug: string; className: string }) {
  return (
    <button
      type="button"
      data-save-home={slug}
      className={`list-toggle save-toggle ${className}`}
    />
  );
}

export function CompareToggle({
  slug,
  label,
  className,
}: {
  slug: string;
  /** The visible word, 'Compare'. */
  label: string;
  className: string;
}) {
  return (
    <button
      type="button"
      data-compare-home={slug}
      className={`list-toggle compare-toggle ${className}`}
    >
      {label}
    </button>
  );
}
