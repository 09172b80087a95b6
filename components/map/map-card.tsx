import { SpriteIcon } from '@/components/ui/sprite-icon';
import { cardFigures, priceText } from '@/lib/listings/figures';
import { kindLabel } from '@/lib/i18n/labels';
import type { CardContext } from '@/components/listing/listing-card';
import { OffPlanBadge, UnderOfferBadge } from '@/components/listing/badges';
import { Picture } from '@/components/ui/picture';
import { fill } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import type { ListingSummary } from '@/lib/listings/schema';
import { listingPath } from '@/lib/site/routes';

/** The small card a pin opens on /map/: photo, price, its kind and figures, area and the link. */
export function MapCard({
  listing,
  cards: { locale, texts },
  viewLabel,
}: {
  listing: ListingSummary;
  cards: CardContext;
  viewLabel: string;
}) {
  const href = localePath(locale, listingPath(listing.slug));
  return (
    <article className="flex w-72 max-w-full gap-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-stone-200">
        <Picture
          src={listing.image}
          alt={fill(texts.photoAlt, { title: listing.title, location: listing.location })}
          sizes="5rem"
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-brand-800 text-base font-extrabold">{priceText(listing, texts)}</p>
        <h3 className="line-clamp-2 text-sm leading-snug font-bold">{listing.title}</h3>
        {listing.underOffer && <UnderOfferBadge texts={texts} className="self-start shadow-none" />}
        {listing.offPlan && (
          <OffPlanBadge stage={listing.offPlan} texts={texts} className="self-start shadow-none" />
        )}
        <p className="text-muted flex items-center gap-1 text-xs">
          <SpriteIcon name="map-pin" className="size-3.5 shrink-0" />
          {listing.location}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs font-medium">
          <span className="whitespace-nowrap">{kindLabel(texts, listing.type, listing.style)}</span>
          {cardFigures(listing, texts).map(({ icon, text }) => (
            <span key={icon} className="whitespace-nowrap">
              {text}
            </span>
          ))}
        </p>
        <a href={href} className="text-brand-700 text-sm font-bold underline underline-offset-2">
          {viewLabel}
          <span className="sr-only">: {listing.title}</span>
        </a>
      </div>
    </article>
  );
}
