import { Bath, BedDouble, LandPlot, Ruler } from 'lucide-react';
import { cardFigures, type Figured, type FigureIcon } from '@/lib/listings/figures';
import type { ListingTexts } from './badges';

const ICONS: Record<FigureIcon, typeof Bath> = {
  bed: BedDouble,
  bath: Bath,
  size: Ruler,
  plot: LandPlot,
};

/**
 * A listing's figures as items of a card's list (the card, and the page of a listing no longer
 * on the market): a home's bedrooms, bathrooms and m², a plot's acres, commercial space's floor
 * area (lib/listings/figures.ts). The list around them is the caller's.
 */
export function CardFigures({ listing, texts }: { listing: Figured; texts: ListingTexts }) {
  return (
    <>
      {cardFigures(listing, texts).map(({ icon, text }) => {
        const Icon = ICONS[icon];
        return (
          <li key={icon} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="text-muted size-4" />
            {text}
          </li>
        );
      })}
    </>
  );
}
