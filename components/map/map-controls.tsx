import { SpriteIcon } from '@/components/ui/sprite-icon';
import { createPortal } from 'react-dom';
import type { CardContext } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import type { ListingSummary } from '@/lib/listings/schema';
import { MapCard } from './map-card';
import type { PinSteps } from './use-pin-stepping';

export interface MapControlsProps {
  /** What the map's popup shows: the open card is rendered into it. */
  cardElement: HTMLElement;
  /** The home whose card is open. */
  open: ListingSummary | undefined;
  steps: PinSteps;
  /** The visitor moved the map: 'Search this area' is offered. */
  moved: boolean;
  onSearchArea: () => void;
  texts: Dictionary['map'];
  cards: CardContext;
}

/**
 * What a drawn map adds to its box: Previous / Next home, 'Search this area' once the visitor
 * has moved the map, and the open card. None of it shows before the map is drawn, so it loads
 * with the map (interactive-map.ts), not with the page.
 */
export function MapControls({
  cardElement,
  open,
  steps,
  moved,
  onSearchArea,
  texts: t,
  cards,
}: MapControlsProps) {
  return (
    <>
      {/* The open card, drawn by the map in its popup (inside the box, for Escape). */}
      {open &&
        createPortal(<MapCard listing={open} cards={cards} viewLabel={t.viewHome} />, cardElement)}
      <div className="absolute top-3 left-3 flex gap-1 rounded-xl bg-white/95 p-1 shadow-md">
        <button
          type="button"
          onClick={() => steps.step(-1)}
          disabled={steps.count === 0}
          className={buttonClass('plain', 'compact')}
        >
          <SpriteIcon name="chevron-left" className="size-4" />
          <span className="max-sm:sr-only">{t.previousPin}</span>
        </button>
        <button
          type="button"
          id="map-next"
          onClick={() => steps.step(1)}
          disabled={steps.count === 0}
          className={buttonClass('plain', 'compact')}
        >
          <span className="max-sm:sr-only">{t.nextPin}</span>
          <SpriteIcon name="chevron-right" className="size-4" />
        </button>
      </div>
      {moved && (
        <button
          type="button"
          onClick={onSearchArea}
          className={buttonClass(
            'dark',
            'compact',
            'absolute bottom-12 left-1/2 -translate-x-1/2 shadow-lg',
          )}
        >
          <SpriteIcon name="locate-fixed" className="size-4" />
          {t.searchArea}
        </button>
      )}
    </>
  );
}
