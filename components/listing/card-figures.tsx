import { SpriteIcon, type SharedIcon } from '@/components/ui/sprite-icon';
import { cardFigures, type Figured, type FigureIcon } from '@/lib/listings/figures';
import type { ListingTexts } from './badges';

const ICONS: Record<FigureIcon, SharedIcon> = {
  bed: 'bed-double',
  bath: 'bath',
  size: 'ruler',
  plot: 'land-plot',
};

/**
 * A listing's figures as items of a card's list (the card, and the page of a listing no longer
 * on the market): a home's bedrooms, bathrooms and m², a plot's acres, commercial space's floor
 * area (lib/listings/figures.ts). The list around them is the caller's.
 */
export function CardFigures({ listing, texts }: { listing: Figured; texts: ListingTexts }) {
  return (
    <>
      {cardFigures(listing, texts).map(({ icon, text }) => (
        // `.card-fact` (app/globals.css) sizes and colours the icon.
        <li key={icon} className="card-fact">
          <SpriteIcon name={ICONS[icon]} />
          {text}
        </li>
      ))}
    </>
  );
}
