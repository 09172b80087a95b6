import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { CardContext } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import type { ListingSummary } from '@/lib/listings/schema';
import { startNotice } from '@/lib/map/explorer';
import { listingPath } from '@/lib/site/routes';
import type { MapCanvasState } from './use-map-canvas';
import type { PinSteps } from './use-pin-stepping';

type MapTexts = Dictionary['map'];

/**
 * The map's half of /map/: the box the interactive map is drawn in (the picture of Kenya until
 * it is ready, or instead of it) with its controls and the open card once it is drawn
 * (map-controls.tsx), what is said to screen readers, and the legend. The map itself is driven
 * by use-map-canvas.ts; this draws what the island's state says.
 */
export function MapCanvas({
  map: { state, waitsForButton, start, container, drawn, cardElement, moved, controls: Controls },
  steps,
  open,
  picture,
  onSearchArea,
  texts: t,
  cards,
  saver,
}: {
  map: MapCanvasState;
  /** The data saver's words: its button says what the map costs ('Show the map · 1.2 MB'). */
  saver: { start: string; waiting: string };
  steps: PinSteps;
  /** The home whose card is open. */
  open: ListingSummary | undefined;
  picture: ReactNode;
  onSearchArea: () => void;
  texts: MapTexts;
  cards: CardContext;
}) {
  const notice = startNotice(state);
  return (
    <section aria-labelledby="map-heading" className="lg:sticky lg:top-20 lg:self-start">
      <h2 id="map-heading" className="sr-only">
        {t.region}
      </h2>
      <p id="map-keys" className="sr-only">
        {t.keys}
      </p>
      <div
        // What the map drew when it last settled (read by the end-to-end tests).
        data-drawn-clusters={drawn?.clusters}
        data-drawn-pins={drawn?.pins}
        data-drawn-homes={drawn?.homes}
        // Escape closes the open card, from the map, from the card or from Previous / Next
        // home (map-controls.tsx renders the card into the map's popup, inside this box).
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) steps.close();
        }}
        className="rounded-card border-line relative h-[60vh] min-h-80 overflow-hidden border bg-[#e9efe9] lg:h-[calc(100vh-7rem)]"
      >
        {state !== 'ready' && (
          <div className="absolute inset-0 flex items-center justify-center p-4">{picture}</div>
        )}
        <div
          ref={container}
          className={clsx('absolute inset-0', state !== 'ready' && 'invisible')}
        />
        {waitsForButton && (
          <div className="absolute inset-x-3 bottom-3 flex flex-col items-start gap-2 rounded-xl bg-white/95 px-4 py-3 shadow-md">
            <p className="text-sm font-semibold">{saver.waiting}</p>
            <button type="button" onClick={start} className={buttonClass('primary', 'md')}>
              {saver.start}
            </button>
          </div>
        )}
        {/* Browsers with JavaScript ignore this; the others are told why there is no map. */}
        <noscript>
          <p className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-4 py-3 text-sm font-semibold shadow-md">
            {t.noScript}
          </p>
        </noscript>
        {notice && (
          <p
            // The map's start is shown, not announced on every visit; its failure is said.
            role={notice === 'loading' ? undefined : 'alert'}
            className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-4 py-3 text-sm font-semibold shadow-md"
          >
            {t[notice]}
          </p>
        )}
        {/* Loaded with the map, and drawn once it is (use-map-canvas.ts). */}
        {Controls && cardElement && (
          <Controls
            cardElement={cardElement}
            open={open}
            steps={steps}
            moved={moved}
            onSearchArea={onSearchArea}
            texts={t}
            cards={cards}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {steps.announced}
      </p>
      {/* The home Previous / Next home reached, as a link: the keyboard's way into it. */}
      <p className="mt-2 min-h-6 text-sm font-semibold">
        {open && steps.position >= 0 && (
          <a
            href={localePath(cards.locale, listingPath(open.slug))}
            className="text-brand-700 underline underline-offset-2"
          >
            {fill(t.pinOf, { n: steps.position + 1, count: steps.count, title: open.title })}
          </a>
        )}
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <Legend texts={t} sale={cards.texts.forSale} rent={cards.texts.forRent} />
        <p className="text-muted max-w-md text-sm">{t.approximate}</p>
      </div>
    </section>
  );
}

function Legend({ texts, sale, rent }: { texts: MapTexts; sale: string; rent: string }) {
  const item = (colour: string, label: string) => (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={clsx('size-3.5 rounded-full shadow ring-2 ring-white', colour)}
      />
      {label}
    </li>
  );
  return (
    <div className="text-sm font-semibold">
      <h3 className="sr-only">{texts.legend}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {item('bg-sale', sale)}
        {item('bg-rent', rent)}
        {item('bg-brand-900', texts.cluster)}
      </ul>
    </div>
  );
}
