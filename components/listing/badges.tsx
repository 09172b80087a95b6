import clsx from 'clsx';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/en';
import { statusLabel } from '@/lib/i18n/labels';
import type { ListingStatus } from '@/lib/listings/schema';

/** The texts of a listing's card and badges, in the page's language (lib/i18n, `listing`). */
export type ListingTexts = Dictionary['listing'];

// `.badge` (app/globals.css): one class for the shape every badge shares, which a page's dozen
// cards wrote out in full, in the markup and again in the payload.
const base = 'badge';

export function StatusBadge({
  status,
  texts,
  className,
}: {
  status: ListingStatus;
  texts: ListingTexts;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={clsx(base, 'text-white', status === 'for_sale' ? 'bg-sale' : 'bg-rent', className)}
    >
      {statusLabel(texts, status)}
    </span>
  );
}

/**
 * 'Under offer' (lib/listings/market.ts): the owner is taking up an offer, and the home stays
 * listed. Dark text on gold, apart from the green and orange of the status badges.
 */
export function UnderOfferBadge({ texts, className }: { texts: ListingTexts; className?: string }) {
  return (
    <span data-market="under_offer" className={clsx(base, 'bg-gold-300 text-ink', className)}>
      <SpriteIcon name="handshake" /> {texts.underOffer}
    </span>
  );
}

/**
 * 'Off-plan' or 'Under construction': a unit of a development still being built
 * (lib/developments/). White on indigo, apart from the status and offer badges.
 */
export function OffPlanBadge({
  stage,
  texts,
  className,
}: {
  stage: 'off_plan' | 'under_construction';
  texts: ListingTexts;
  className?: string;
}) {
  return (
    <span data-off-plan={stage} className={clsx(base, 'bg-indigo-700 text-white', className)}>
      <SpriteIcon name="hard-hat" />{' '}
      {stage === 'off_plan' ? texts.offPlan : texts.underConstruction}
    </span>
  );
}

/** With `href`, the badge is a link to the tour or video on the listing page. */
export function MediaBadge({
  kind,
  texts,
  href,
  className,
}: {
  kind: 'video' | '360';
  texts: ListingTexts;
  href?: string;
  className?: string;
}) {
  const content: ReactNode =
    kind === 'video' ? (
      <>
        <SpriteIcon name="video" /> {texts.video}
      </>
    ) : (
      <>
        <SpriteIcon name="rotate-3d" /> {texts.tour}
      </>
    );
  if (href) {
    return (
      <a
        href={href}
        aria-label={kind === 'video' ? texts.videoBadge : texts.tourBadge}
        // Above the card's stretched title link, so the badge is its own target.
        className={clsx(
          base,
          'text-ink relative z-10 bg-white/95 hover:bg-white hover:underline',
          className,
        )}
      >
        {content}
      </a>
    );
  }
  return <span className={clsx(base, 'text-ink bg-white/95', className)}>{content}</span>;
}
