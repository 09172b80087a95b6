'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';

/** The lightbox's words, from the page's dictionary. */
export type LightboxTexts = Pick<
  Dictionary['detail'],
  'photosOf' | 'closePhotos' | 'photoAlt' | 'previousPhoto' | 'nextPhoto'
>;

export interface LightboxProps {
  texts: LightboxTexts;
  images: readonly string[];
  title: string;
  start: number;
  /** Called with the photo on screen when the lightbox closes. */
  onClose: (index: number) => void;
}

/** Horizontal distance, in CSS pixels, that counts as a swipe. */
const SWIPE = 50;

/**
 * Full-screen photos in a modal <dialog>: the browser keeps focus inside it and closes it on
 * Escape. Arrow keys, the buttons or a swipe move between photos.
 */
export function Lightbox({ images, title, texts, start, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Tab') {
      // Keep Tab inside the dialog: from the last control back to the first, and the reverse.
      const controls = [...(dialog.current?.querySelectorAll('button') ?? [])];
      const first = controls[0];
      const last = controls.at(-1);
      if (!event.shiftKey && document.activeElement === last) first?.focus();
      else if (event.shiftKey && document.activeElement === first) last?.focus();
      else return;
      event.preventDefault();
      return;
    }
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE) go(dx < 0 ? 1 : -1);
  }

  const src = images[index] ?? images[0] ?? '';
  const button = buttonClass('overlay', 'icon-lg', 'text-2xl');
  return (
    <dialog
      ref={dialog}
      aria-label={fill(texts.photosOf, { title })}
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="text-sm font-semibold">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={button}
            aria-label={texts.closePhotos}
          >
            ×
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-16"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <Picture
            key={src}
            src={src}
            alt={fill(texts.photoAlt, { title, n: index + 1, count })}
            sizes="100vw"
            priority
            draggable={false}
            className="max-h-full w-auto max-w-full object-contain"
          />
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={texts.previousPhoto}
            className={`${button} absolute left-2 sm:left-4`}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={texts.nextPhoto}
            className={`${button} absolute right-2 sm:right-4`}
          >
            ›
          </button>
        </div>
      </div>
    </dialog>
  );
}
