import type { ReactNode } from 'react';
import type { PropertyType } from '@/lib/listings/vocabulary';
import { SpriteIcon, type SharedIcon } from '@/components/ui/sprite-icon';
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
const TYPE_ICONS: Record<PropertyType, SharedIcon> = {
  apartment: 'building-complex',
  house: 'house',
  land: 'land-plot',
  commercial: 'store',
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
  const href = localePath(locale, listingPath(listing.slug));
  const place = placeOf(listing.location);
  const unitPrice = unitPriceText(listing, texts);
  return (
    <article
      // The card's look is a few classes of app/globals.css (`.card` and its parts): written
      // as utilities, the lists of a page's dozen cards were a fifth of its HTML, twice over.
      className={layout === 'list' ? 'card card-list group' : 'card group'}
    >
      <div className="card-photo">
        <Picture
          src={listing.image}
          alt={fill(texts.photoAlt, { title: listing.title, location: listing.location })}
          sizes={CARD_PHOTO_SIZES[layout]}
          priority={eager}
          // saver-defer: hidden (never fetched) where a data saver's scope holds the cards back.
          className="saver-defer card-img"
        />
        {/* Clear of the heart in the top right corner, so both stay easy to hit. */}
        <div className="card-badges">
          <StatusBadge status={listing.status} texts={texts} />
          {listing.underOffer && <UnderOfferBadge texts={texts} />}
          {listing.offPlan && <OffPlanBadge stage={listing.offPlan} texts={texts} />}
          {listing.hasVideo && <MediaBadge kind="video" texts={texts} href={`${href}#video`} />}
          {listing.has360 && <MediaBadge kind="360" texts={texts} href={`${href}#tour`} />}
        </div>
        <SaveToggle slug={listing.slug} className={ON_PHOTO.save} />
        <CompareToggle slug={listing.slug} label={texts.compare} className={ON_PHOTO.compare} />
      </div>
      <div className="card-body">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="card-price">{priceText(listing, texts)}</span>
          {unitPrice && <span className="text-muted text-sm font-semibold">{unitPrice}</span>}
          <Approx
            kes={listing.price}
            perMonth={listing.status === 'for_rent' ? texts.perMonth : undefined}
            className="text-muted basis-full text-xs font-semibold"
          />
        </p>
        <Heading className="card-title">
          <a href={href} className="card-link">
            {title ?? listing.title}
          </a>
        </Heading>
        <p className="card-place">
          <SpriteIcon name="map-pin" />
          {/* Above the title's stretched link, so the area's page can be reached from a card. */}
          <a
            href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
            className="card-place-link"
          >
            {listing.location}
          </a>
        </p>
        {note && <p className="text-ink text-sm">{note}</p>}
        <ul className="card-facts">
          <CardFigures listing={listing} texts={texts} />
          <li className="card-fact">
            <SpriteIcon name={TYPE_ICONS[listing.type]} />
            {kindLabel(texts, listing.type, listing.style)}
          </li>
        </ul>
        <p className="card-meta">
          <span>{fill(texts.listed, { date: formatDay(listing.listedAt, texts.months) })}</span>
          <span className="card-verified">
            <SpriteIcon name="badge-check" />
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
