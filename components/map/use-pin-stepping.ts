'use client';

import { useState } from 'react';
import { fill } from '@/lib/i18n/format';
import { stepFrom } from '@/lib/map/explorer';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';

/**
 * The row whose card is open, and the way to open another (undefined closes it). A `select`
 * files the choice under the search of the render it came from: what keeps one beyond its
 * render (the map's callbacks, use-map-canvas.ts) must call the latest render's.
 */
export type PinSelection = [selected: number | undefined, select: (row?: number) => void];

/**
 * The home whose card is open. What the visitor opened belongs to the search it was opened on:
 * a new search (or Back/Forward) starts without a card open, except that a home's link
 * (`home=`) opens that home's card. The choice keeps its search, so going back to that search
 * opens it again while nothing else has been opened since.
 */
export function usePinSelection(query: string, homeRow: number | undefined): PinSelection {
  const [selection, setSelection] = useState<{ query: string; row?: number }>({ query });
  const selected = selection.query === query ? selection.row : homeRow;
  return [selected, (row) => setSelection({ query, row })];
}

export interface PinSteps {
  /** Pins in view, and the open home's place among them (-1: none of them). */
  count: number;
  position: number;
  /** What the last step said to screen readers. */
  announced: string;
  step: (by: 1 | -1) => void;
  /** Escape: closes the card, keeping focus on the way through the pins. */
  close: () => void;
}

/**
 * Keyboard: Previous / Next home step through the pins in view (`inView`, west to east) and
 * open each card. Each pin stepped to is in view already: the card opens on it without moving
 * the map, so the set being stepped through stays the same. Each step is said once.
 */
export function usePinStepping(
  inView: readonly number[],
  index: SearchIndex | undefined,
  [selected, select]: PinSelection,
  /** The element the open card is drawn into (use-map-canvas.ts). */
  cardElement: HTMLElement | undefined,
  /** 'Home {n} of {count} in view: {title}' */
  pinOf: string,
): PinSteps {
  const position = selected === undefined ? -1 : inView.indexOf(selected);
  const [announced, setAnnounced] = useState('');
  const step = (by: 1 | -1) => {
    if (inView.length === 0 || !index) return;
    const next = stepFrom(position, by, inView.length);
    const row = inView[next]!;
    select(row);
    // Said once per step (a pan with the card open changes the count, and says nothing).
    setAnnounced(
      fill(pinOf, { n: next + 1, count: inView.length, title: summaryAt(index, row).title }),
    );
  };
  const close = () => {
    select(undefined);
    // Focus was in the card (its link), which is gone: back to the way through the pins.
    if (cardElement?.contains(document.activeElement)) document.getElementById('map-next')?.focus();
  };
  return { count: inView.length, position, announced, step, close };
}
